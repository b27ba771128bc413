internal import LargeArrays

/// A static index of axis-aligned rectangles answering "which rectangles intersect this one?"
/// without scanning them all.
///
/// Rectangles are sorted by their start along ``axis`` (a layout's scroll axis). A complete binary
/// tree over that order stores, in each node, the largest end along the axis in its subtree. A
/// query for `rect` first binary-searches the elements starting at or before the query's end, then
/// walks down the tree only into subtrees whose largest end reaches the query's start: every leaf
/// reached overlaps the query along the axis, and is finally tested across the axis.
///
/// Complexity, for `n` rectangles:
/// - building: O(n) when the rectangles are given in order of their start along the axis (as the
///   built-in layouts emit them with fixed-size items; this is checked), otherwise a sort,
///   O(n log n) (Swift's sort is adaptive to presorted runs, so lines of variable-height items,
///   nearly in order, sort cheaply). Memory O(n).
/// - a query: O(log n + k), where k is the number of rectangles that overlap the query along the
///   axis, when those rectangles are contiguous in start order (always so for line and grid layouts,
///   plus one extra run per long element such as a pinned header or a background decoration);
///   in general O(r·log n + k) for results forming r runs. It never visits a subtree without a hit.
///   No allocation.
///
/// Intersection is closed, as ``Rect/intersects(_:)``: a rectangle touching the query's edge, and a
/// zero-size rectangle on it, are reported. A query rectangle with a NaN coordinate reports nothing.
public struct SpatialIndex: Sendable {
    /// The axis along which rectangles are sorted.
    public let axis: Axis
    /// Sorted position → original index; empty when the input was already sorted.
    private let order: [Int]
    /// Starts along the axis, ascending.
    private let starts: [Double]
    /// Extents across the axis, by sorted position.
    private let crossMins: [Double]
    private let crossMaxes: [Double]
    /// Implicit complete binary tree: leaves at `leafCount + i` hold the end of sorted element `i`,
    /// inner nodes the maximum of their children. Padding leaves hold `-infinity`.
    private let maxEnds: [Double]
    private let leafCount: Int

    /// Indexes `bounds`; element `i` of the index is `bounds[i]`.
    ///
    /// Rectangles should be finite (layouts validate their attributes first); a NaN rectangle is never found.
    public init(axis: Axis, bounds: [Rect]) {
        self.init(axis: axis, count: bounds.count) { bounds[$0] }
    }

    /// Indexes `count` rectangles; element `i` of the index is `bounds(i)` (called O(1) times
    /// per element when they come in order along the axis, O(log n) times otherwise).
    init(axis: Axis, count n: Int, bounds: (Int) -> Rect) {
        self.axis = axis
        let cross = axis.perpendicular
        var sorted = true
        var previous = -Double.infinity
        for i in 0..<n {
            let s = bounds(i).min(along: axis)
            if s < previous { sorted = false; break }
            previous = s
        }
        var order: [Int] = []
        if !sorted {
            // Sort positions by their start, computed once each (not twice per comparison).
            let keys = (0..<n).map { bounds($0).min(along: axis) }
            order = keys.withUnsafeBufferPointer { keys in
                (0..<n).sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
            }
        }
        var starts = [Double](), crossMins = [Double](), crossMaxes = [Double]()
        starts.reserveLargeCapacity(n); crossMins.reserveLargeCapacity(n); crossMaxes.reserveLargeCapacity(n)
        var leafCount = 1
        while leafCount < n { leafCount <<= 1 }
        var maxEnds = [Double](largeRepeating: -.infinity, count: 2 * leafCount)
        for position in 0..<n {
            let r = bounds(sorted ? position : order[position])
            starts.append(r.min(along: axis))
            crossMins.append(r.min(along: cross))
            crossMaxes.append(r.max(along: cross))
            let end = r.max(along: axis)
            maxEnds[leafCount + position] = end.isNaN ? -.infinity : end
        }
        var node = leafCount - 1
        while node >= 1 {
            maxEnds[node] = Swift.max(maxEnds[2 * node], maxEnds[2 * node + 1])
            node -= 1
        }
        self.order = order
        self.starts = starts
        self.crossMins = crossMins
        self.crossMaxes = crossMaxes
        self.maxEnds = maxEnds
        self.leafCount = leafCount
    }

    /// An index with no elements.
    public init(axis: Axis = .vertical) { self.init(axis: axis, bounds: []) }

    /// The number of indexed rectangles.
    public var count: Int { starts.count }

    /// Calls `body` with the index (into the `bounds` given at creation) of every rectangle that
    /// intersects `rect`, in ascending order of start along ``axis`` (ties: ascending index).
    /// Allocates nothing.
    public func forEach(intersecting rect: Rect, _ body: (Int) -> Void) {
        let a = rect.min(along: axis), b = rect.max(along: axis)
        let c0 = rect.min(along: axis.perpendicular), c1 = rect.max(along: axis.perpendicular)
        guard !starts.isEmpty, !a.isNaN, !b.isNaN, !c0.isNaN, !c1.isNaN else { return }
        // p = number of elements starting at or before b.
        var lo = 0, hi = starts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid] <= b { lo = mid + 1 } else { hi = mid }
        }
        let p = lo
        guard p > 0 else { return }
        // Depth-first, left to right, over subtrees whose largest end reaches a and whose first leaf is < p.
        var stack = InlineArray<64, Int>(repeating: 0)
        stack[0] = 1
        var depth = 1
        while depth > 0 {
            depth -= 1
            let node = stack[depth]
            guard maxEnds[node] >= a else { continue }
            let level = Int.bitWidth - 1 - node.leadingZeroBitCount
            let firstLeaf = (node - (1 << level)) * (leafCount >> level)
            guard firstLeaf < p else { continue }
            if node >= leafCount {
                if crossMins[firstLeaf] <= c1 && c0 <= crossMaxes[firstLeaf] {
                    body(order.isEmpty ? firstLeaf : order[firstLeaf])
                }
            } else {
                stack[depth] = 2 * node + 1
                stack[depth + 1] = 2 * node
                depth += 2
            }
        }
    }

    /// The indices of the rectangles that intersect `rect`, in the order of ``forEach(intersecting:_:)``.
    public func indices(intersecting rect: Rect) -> [Int] {
        var result: [Int] = []
        forEach(intersecting: rect) { result.append($0) }
        return result
    }
}
