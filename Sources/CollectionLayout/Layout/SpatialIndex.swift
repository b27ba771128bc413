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
///   nearly in order, sort cheaply). Memory: 32 bytes per rectangle and at most 2 for the tree
///   (plus 4 when the input was not in order).
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
    /// The rectangles in double precision (empty for a conservative index).
    private let exact: SpatialTable<Double>
    /// The rectangles rounded outward to single precision (empty unless conservative).
    private let compact: SpatialTable<Float>
    /// Whether the index was built with ``init(axis:count:conservativeBounds:)``.
    private let isConservative: Bool

    /// Indexes `bounds`; element `i` of the index is `bounds[i]`.
    ///
    /// Rectangles should be finite (layouts validate their attributes first); a NaN rectangle is never found.
    public init(axis: Axis, bounds: [Rect]) {
        self.init(axis: axis, count: bounds.count, bounds: { bounds[$0] })
    }

    /// Indexes `count` rectangles; element `i` of the index is `bounds(i)` (called once per
    /// element when they come in order along the axis, O(log n) times otherwise).
    package init(axis: Axis, count n: Int, bounds: (Int) -> Rect) {
        self.axis = axis
        var order: [Int32] = []
        exact = SpatialTable(axis: axis, count: n, order: &order, bounds: bounds)
        compact = SpatialTable()
        self.order = order
        isConservative = false
    }

    /// Indexes `count` rectangles `bounds(i)` in half the memory: each rounded outward to single
    /// precision (16 bytes a rectangle). A query then reports every rectangle that intersects,
    /// and possibly some that miss it by less than single precision's rounding (about 6e-8 of
    /// their coordinates): the caller does the exact test. Otherwise as ``init(axis:bounds:)``.
    package init(axis: Axis, count n: Int, conservativeBounds bounds: (Int) -> Rect) {
        self.axis = axis
        var order: [Int32] = []
        compact = SpatialTable(axis: axis, count: n, order: &order, bounds: bounds)
        exact = SpatialTable()
        self.order = order
        isConservative = true
    }

    /// An index with no elements.
    public init(axis: Axis = .vertical) { self.init(axis: axis, bounds: []) }

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

/// A coordinate type the index stores: `Double` exactly, `Float` rounded outward.
protocol SpatialScalar: BinaryFloatingPoint, Sendable {
    /// The largest value at or below `x` (`x` itself for `Double`).
    static func atOrBelow(_ x: Double) -> Self
    /// The smallest value at or above `x` (`x` itself for `Double`).
    static func atOrAbove(_ x: Double) -> Self
    /// The value in double precision (exact).
    var wide: Double { get }
}

extension Double: SpatialScalar {
    @inline(__always) static func atOrBelow(_ x: Double) -> Double { x }
    @inline(__always) static func atOrAbove(_ x: Double) -> Double { x }
    @inline(__always) var wide: Double { self }
}

extension Float: SpatialScalar {
    @inline(__always) static func atOrBelow(_ x: Double) -> Float {
        let f = Float(x)
        return Double(f) > x ? f.nextDown : f
    }

    @inline(__always) static func atOrAbove(_ x: Double) -> Float {
        let f = Float(x)
        return Double(f) < x ? f.nextUp : f
    }

    @inline(__always) var wide: Double { Double(self) }
}

/// One indexed rectangle: its extent along the axis and across it.
struct SpatialBox<F: SpatialScalar>: Sendable {
    var start: F
    /// The end along the axis (`-infinity` for a NaN end: never reached).
    var end: F
    var crossMin: F
    var crossMax: F
}

/// The rectangles of a ``SpatialIndex`` in sorted order, in blocks of ``blockSize`` under a
/// complete binary tree of their largest ends.
struct SpatialTable<F: SpatialScalar>: Sendable {
    /// The rectangles, by sorted position (starts ascending).
    private let boxes: [SpatialBox<F>]
    /// Implicit complete binary tree over the blocks: leaf `leafCount + k` holds the largest end
    /// in block `k`, inner nodes the larger of their children's; padding leaves `-infinity`.
    private let maxEnds: [F]
    private let leafCount: Int

    /// Rectangles per block (a leaf of the tree).
    static var blockShift: Int { 4 }
    static var blockSize: Int { 1 << blockShift }

    /// No rectangle.
    init() {
        boxes = []
        maxEnds = [-.infinity, -.infinity]
        leafCount = 1
    }

    /// The `n` rectangles `bounds(i)`, sorted by start along `axis` (stably); `order` receives
    /// sorted position → index unless they came sorted.
    init(axis: Axis, count n: Int, order: inout [Int32], bounds: (Int) -> Rect) {
        precondition(n <= Int(Int32.max), "SpatialIndex holds at most \(Int32.max) rectangles, not \(n)")
        let cross = axis.perpendicular
        @inline(__always) func box(_ r: Rect) -> SpatialBox<F> {
            let end = r.max(along: axis)
            return SpatialBox(start: F.atOrBelow(r.min(along: axis)), end: end.isNaN ? -.infinity : F.atOrAbove(end),
                              crossMin: F.atOrBelow(r.min(along: cross)), crossMax: F.atOrAbove(r.max(along: cross)))
        }
        // In order (checked on the exact starts as they are stored): one call of `bounds` each.
        var sorted = true
        var boxes = [SpatialBox<F>](unsafeUninitializedCapacity: n) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            LargeStorage.adviseHugePages(UnsafeMutableRawPointer(base), bytes: n * MemoryLayout<SpatialBox<F>>.stride)
            var previous = -Double.infinity
            for i in 0..<n {
                let r = bounds(i)
                let s = r.min(along: axis)
                if s < previous {
                    sorted = false
                    break
                }
                previous = s
                (base + i).initialize(to: box(r))
                initialized = i + 1
            }
        }
        if !sorted {
            // Sort positions by their start, computed once each (not twice per comparison).
            let keys = (0..<n).map { bounds($0).min(along: axis) }
            order = keys.withUnsafeBufferPointer { keys in
                (0..<Int32(n)).sorted { keys[Int($0)] != keys[Int($1)] ? keys[Int($0)] < keys[Int($1)] : $0 < $1 }
            }
            boxes = order.map { box(bounds(Int($0))) }
        }
        let blocks = (n + Self.blockSize - 1) >> Self.blockShift
        var leafCount = 1
        while leafCount < blocks { leafCount <<= 1 }
        var maxEnds = [F](largeRepeating: -.infinity, count: 2 * leafCount)
        boxes.withUnsafeBufferPointer { boxes in
            maxEnds.withUnsafeMutableBufferPointer { tree in
                for k in 0..<blocks {
                    var m = -F.infinity
                    for i in (k << Self.blockShift)..<Swift.min(n, (k + 1) << Self.blockShift) {
                        m = Swift.max(m, boxes[i].end)
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
    }

    /// The number of rectangles.
    var count: Int { boxes.count }

    /// Calls `body` with the index of every rectangle that reaches `a` … `b` along the axis and
    /// `c0` … `c1` across it (closed; none NaN), in sorted order: `order[position]`, or the
    /// position itself when `order` is empty.
    @inline(__always)
    func forEach(from a: Double, to b: Double, across c0: Double, _ c1: Double, order: UnsafeBufferPointer<Int32>,
                 _ body: (Int) -> Void) {
        boxes.withUnsafeBufferPointer { boxes in
            maxEnds.withUnsafeBufferPointer { maxEnds in
                // p = number of rectangles starting at or before b.
                var lo = 0, hi = boxes.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if boxes[mid].start.wide <= b { lo = mid + 1 } else { hi = mid }
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
                    guard maxEnds[node].wide >= a else { continue }
                    let level = Int.bitWidth - 1 - node.leadingZeroBitCount
                    let first = ((node - (1 << level)) * (leafCount >> level)) << Self.blockShift
                    guard first < p else { continue }
                    if node >= leafCount {
                        for i in first..<Swift.min(p, first + Self.blockSize) {
                            let box = boxes[i]
                            if box.end.wide >= a && box.crossMin.wide <= c1 && c0 <= box.crossMax.wide {
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
