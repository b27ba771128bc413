internal import LargeArrays

/// A static index of axis-aligned rectangles answering "which rectangles intersect this one?"
/// without scanning them all.
///
/// Rectangles are sorted by their start along ``axis`` (a layout's scroll axis) and kept in
/// blocks of 16 consecutive ones. A complete binary tree over the blocks stores, in each node,
/// the largest end along the axis in its subtree. A query for `rect` first binary-searches the
/// elements starting at or before the query's end, then walks down the tree only into subtrees
/// whose largest end reaches the query's start, and scans each block it reaches: every rectangle
/// reported overlaps the query along the axis and across it.
///
/// Complexity, for `n` rectangles:
/// - building: O(n) when the rectangles are given in order of their start along the axis (as the
///   built-in layouts emit them with fixed-size items; this is checked), otherwise a sort,
///   O(n log n) (Swift's sort is adaptive to presorted runs, so lines of variable-height items,
///   nearly in order, sort cheaply). Memory: the rectangles given (the array itself when they
///   are in order, else a sorted copy and 4 bytes per rectangle for the order) and at most
///   2 bytes per rectangle for the tree.
/// - a query: O(log n + k), where k is the number of rectangles that overlap the query along the
///   axis, when those rectangles are contiguous in start order (always so for line and grid layouts,
///   plus one extra run per long element such as a pinned header or a background decoration);
///   in general O(r·log n + k) for results forming r runs. It never visits a subtree without a hit
///   (a block it scans holds at most 15 rectangles more). No allocation.
///
/// Intersection is closed, as ``Rect/intersects(_:)``: a rectangle touching the query's edge, and a
/// zero-size rectangle on it, are reported. A query rectangle with a NaN coordinate reports nothing.
public struct SpatialIndex: Sendable {
    /// The axis along which rectangles are sorted.
    public let axis: Axis
    /// Sorted position → original index; empty when the input was already sorted.
    private let order: [Int32]
    /// The rectangles as given, in sorted order (empty for a conservative index).
    private let exact: SpatialTable<Rect>
    /// The rectangles rounded outward to single precision (empty unless conservative).
    private let compact: SpatialTable<SpatialBox>
    /// Whether the index was built with ``init(axis:count:conservativeBounds:)``.
    private let isConservative: Bool

    /// Indexes `bounds`; element `i` of the index is `bounds[i]`. When they come in order along
    /// `axis`, the index keeps `bounds` itself (no copy) and adds at most 2 bytes per rectangle.
    ///
    /// Rectangles should be finite (layouts validate their attributes first); a NaN rectangle is never found.
    public init(axis: Axis, bounds: [Rect]) {
        self.axis = axis
        var order: [Int32] = []
        var sorted = true
        var previous = -Double.infinity
        for r in bounds {
            let s = r.min(along: axis)
            if s < previous {
                sorted = false
                break
            }
            previous = s
        }
        if sorted {
            exact = SpatialTable(axis: axis, sorted: bounds)
        } else {
            order = Self.sortedOrder(count: bounds.count) { bounds[$0].min(along: axis) }
            exact = SpatialTable(axis: axis, sorted: order.map { bounds[Int($0)] })
        }
        compact = SpatialTable()
        self.order = order
        isConservative = false
    }

    /// Indexes `count` rectangles `bounds(i)` in half the memory: each rounded outward to single
    /// precision (16 bytes a rectangle; `bounds` is called once per rectangle when they come in
    /// order along `axis`, a few times otherwise). A query then reports every rectangle that
    /// intersects, and possibly some that miss it by less than single precision's rounding (one
    /// ulp, at most 1.2e-7 of their coordinates): the caller does the exact test. Otherwise as
    /// ``init(axis:bounds:)``.
    package init(axis: Axis, count n: Int, conservativeBounds bounds: (Int) -> Rect) {
        precondition(n <= Int(Int32.max), "a SpatialIndex holds at most \(Int32.max) rectangles, not \(n)")
        self.axis = axis
        var order: [Int32] = []
        // In order (checked on the exact starts as they are stored): one call of `bounds` each.
        var sorted = true
        var boxes = [SpatialBox](unsafeUninitializedCapacity: n) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            LargeStorage.adviseHugePages(UnsafeMutableRawPointer(base), bytes: n * MemoryLayout<SpatialBox>.stride)
            var previous = -Double.infinity
            for i in 0..<n {
                let r = bounds(i)
                let s = r.min(along: axis)
                if s < previous {
                    sorted = false
                    break
                }
                previous = s
                (base + i).initialize(to: SpatialBox(r, axis: axis))
                initialized = i + 1
            }
        }
        if !sorted {
            order = Self.sortedOrder(count: n) { bounds($0).min(along: axis) }
            boxes = order.map { SpatialBox(bounds(Int($0)), axis: axis) }
        }
        compact = SpatialTable(axis: axis, sorted: boxes)
        exact = SpatialTable()
        self.order = order
        isConservative = true
    }

    /// An index with no elements.
    public init(axis: Axis = .vertical) { self.init(axis: axis, bounds: []) }

    /// The positions `0 ..< n` sorted by `key` (computed once each), ties by position.
    private static func sortedOrder(count n: Int, key: (Int) -> Double) -> [Int32] {
        precondition(n <= Int(Int32.max), "a SpatialIndex holds at most \(Int32.max) rectangles, not \(n)")
        let keys = (0..<n).map(key)
        return keys.withUnsafeBufferPointer { keys in
            (0..<Int32(n)).sorted { keys[Int($0)] != keys[Int($1)] ? keys[Int($0)] < keys[Int($1)] : $0 < $1 }
        }
    }

    /// The number of indexed rectangles.
    public var count: Int { isConservative ? compact.count : exact.count }

    /// Calls `body` with the index (into the `bounds` given at creation) of every rectangle that
    /// intersects `rect`, in ascending order of start along ``axis`` (ties: ascending index).
    /// Allocates nothing.
    public func forEach(intersecting rect: Rect, _ body: (Int) -> Void) {
        let a = rect.min(along: axis), b = rect.max(along: axis)
        let c0 = rect.min(along: axis.perpendicular), c1 = rect.max(along: axis.perpendicular)
        guard !a.isNaN, !b.isNaN, !c0.isNaN, !c1.isNaN else { return }
        order.withUnsafeBufferPointer { order in
            if isConservative {
                compact.forEach(from: a, to: b, across: c0, c1, order: order, body)
            } else {
                exact.forEach(from: a, to: b, across: c0, c1, order: order, body)
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

/// A rectangle as a ``SpatialTable`` reads it: its extent along the table's axis and across it.
protocol SpatialExtent: Sendable {
    /// The start along `axis`.
    func start(_ axis: Axis) -> Double
    /// The end along `axis`.
    func end(_ axis: Axis) -> Double
    /// The smallest coordinate across `axis`.
    func crossMin(_ axis: Axis) -> Double
    /// The largest coordinate across `axis`.
    func crossMax(_ axis: Axis) -> Double
}

extension Rect: SpatialExtent {
    @inline(__always) func start(_ axis: Axis) -> Double { min(along: axis) }
    @inline(__always) func end(_ axis: Axis) -> Double { max(along: axis) }
    @inline(__always) func crossMin(_ axis: Axis) -> Double { min(along: axis.perpendicular) }
    @inline(__always) func crossMax(_ axis: Axis) -> Double { max(along: axis.perpendicular) }
}

/// A rectangle rounded outward to single precision, along its index's axis and across it.
struct SpatialBox: SpatialExtent {
    private var lower: Float
    private var upper: Float
    private var crossLower: Float
    private var crossUpper: Float

    /// `r` rounded outward, along `axis` and across it (a NaN end stays NaN: never reached).
    @inline(__always)
    init(_ r: Rect, axis: Axis) {
        lower = Self.atOrBelow(r.min(along: axis))
        upper = Self.atOrAbove(r.max(along: axis))
        crossLower = Self.atOrBelow(r.min(along: axis.perpendicular))
        crossUpper = Self.atOrAbove(r.max(along: axis.perpendicular))
    }

    /// The largest `Float` at or below `x` (NaN for NaN).
    @inline(__always)
    static func atOrBelow(_ x: Double) -> Float {
        let f = Float(x)
        return Double(f) > x ? f.nextDown : f
    }

    /// The smallest `Float` at or above `x` (NaN for NaN).
    @inline(__always)
    static func atOrAbove(_ x: Double) -> Float {
        let f = Float(x)
        return Double(f) < x ? f.nextUp : f
    }

    @inline(__always) func start(_ axis: Axis) -> Double { Double(lower) }
    @inline(__always) func end(_ axis: Axis) -> Double { Double(upper) }
    @inline(__always) func crossMin(_ axis: Axis) -> Double { Double(crossLower) }
    @inline(__always) func crossMax(_ axis: Axis) -> Double { Double(crossUpper) }
}

/// The rectangles of a ``SpatialIndex`` in sorted order, in blocks of ``blockSize`` under a
/// complete binary tree of their largest ends.
struct SpatialTable<Box: SpatialExtent>: Sendable {
    /// The rectangles, by sorted position (starts ascending).
    private let boxes: [Box]
    /// Implicit complete binary tree over the blocks: leaf `leafCount + k` holds the largest end
    /// in block `k` (a NaN end counts as `-infinity`), inner nodes the larger of their children's;
    /// padding leaves `-infinity`.
    private let maxEnds: [Double]
    private let leafCount: Int
    /// The axis the boxes are read along.
    private let axis: Axis

    /// Rectangles per block (a leaf of the tree): 16.
    static var blockShift: Int { 4 }
    static var blockSize: Int { 1 << blockShift }

    /// No rectangle.
    init() {
        boxes = []
        maxEnds = [-.infinity, -.infinity]
        leafCount = 1
        axis = .vertical
    }

    /// `boxes`, sorted by start along `axis` (kept as they are, not copied).
    init(axis: Axis, sorted boxes: [Box]) {
        let n = boxes.count
        let blocks = (n + Self.blockSize - 1) >> Self.blockShift
        var leafCount = 1
        while leafCount < blocks { leafCount <<= 1 }
        var maxEnds = [Double](largeRepeating: -.infinity, count: 2 * leafCount)
        boxes.withUnsafeBufferPointer { boxes in
            maxEnds.withUnsafeMutableBufferPointer { tree in
                for k in 0..<blocks {
                    var m = -Double.infinity
                    for i in (k << Self.blockShift)..<Swift.min(n, (k + 1) << Self.blockShift) {
                        let end = boxes[i].end(axis)
                        if end > m { m = end }
                    }
                    tree[leafCount + k] = m
                }
                var node = leafCount - 1
                while node >= 1 {
                    tree[node] = Swift.max(tree[2 * node], tree[2 * node + 1])
                    node -= 1
                }
            }
        }
        self.boxes = boxes
        self.maxEnds = maxEnds
        self.leafCount = leafCount
        self.axis = axis
    }

    /// The number of rectangles.
    var count: Int { boxes.count }

    /// Calls `body` with the index of every rectangle that reaches `a` … `b` along the axis and
    /// `c0` … `c1` across it (closed; none NaN), in sorted order: `order[position]`, or the
    /// position itself when `order` is empty.
    @inline(__always)
    func forEach(from a: Double, to b: Double, across c0: Double, _ c1: Double, order: UnsafeBufferPointer<Int32>,
                 _ body: (Int) -> Void) {
        let axis = self.axis, leafCount = self.leafCount
        boxes.withUnsafeBufferPointer { boxes in
            maxEnds.withUnsafeBufferPointer { maxEnds in
                // p = number of rectangles starting at or before b.
                var lo = 0, hi = boxes.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if boxes[mid].start(axis) <= b { lo = mid + 1 } else { hi = mid }
                }
                let p = lo
                guard p > 0 else { return }
                // Depth-first, left to right, over subtrees whose largest end reaches a and whose
                // first rectangle is before p; each block reached is scanned.
                var stack = InlineArray<64, Int>(repeating: 0)
                stack[0] = 1
                var depth = 1
                while depth > 0 {
                    depth -= 1
                    let node = stack[depth]
                    guard maxEnds[node] >= a else { continue }
                    let level = Int.bitWidth - 1 - node.leadingZeroBitCount
                    let first = ((node - (1 << level)) * (leafCount >> level)) << Self.blockShift
                    guard first < p else { continue }
                    if node >= leafCount {
                        for i in first..<Swift.min(p, first + Self.blockSize) {
                            let box = boxes[i]
                            if box.end(axis) >= a && box.crossMin(axis) <= c1 && c0 <= box.crossMax(axis) {
                                body(order.isEmpty ? i : Int(order[i]))
                            }
                        }
                    } else {
                        stack[depth] = 2 * node + 1
                        stack[depth + 1] = 2 * node
                        depth += 2
                    }
                }
            }
        }
    }
}
