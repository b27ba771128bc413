/// A per-frame index of the elements' *current* centers along the longer content axis, for rect
/// queries while a transition runs.
///
/// The swept-bounds index (everywhere an element can still go) makes every far-travelling element
/// a candidate for every rectangle on its way; this index holds where the elements are *now*. Its
/// static part (per entry: where the center comes from, and how far the pose reaches from it) is
/// built with the element table; its per-frame part (each entry's center, and, unless the centers
/// already ascend in entry order so that a binary search finds them, a counting sort of the
/// entries into equal-width buckets between the smallest and largest center) is rebuilt lazily,
/// by the first query of a frame: one to three sequential passes over the entries, no
/// allocation. Elements whose pose reaches unusually far from their center ("wide" ones) stay out
/// of the buckets and are tested on every query, so that one huge element cannot widen every
/// bucket search.
///
/// A query scans the buckets whose centers can reach the rectangle, tests each entry's
/// conservative box (center plus offsets along the axis, and across it from its other center
/// channel), and returns the survivors sorted by entry index; the engine then computes their poses
/// and tests them exactly.
struct FrameIndex {
    /// Kind marker in ``axisChannel``: the center along the axis is fixed (``axisFixed``).
    static let fixedCenter: Int32 = -1
    /// Kind marker in ``axisChannel``: the center comes from the engine's general path (an element
    /// waiting for its delay); such entries are listed in ``general``.
    static let generalCenter: Int32 = -2

    /// Whether the axis is y (otherwise x).
    var isVertical = true
    /// Per entry: the batch channel of the center along the axis, or a kind marker.
    var axisChannel: [Int32] = []
    /// Per entry: the center along the axis when it is fixed.
    var axisFixed: [Double] = []
    /// Per entry: the pose's visual bounds lie within center + [low, high] along the axis.
    var low: [Double] = []
    /// See ``low``.
    var high: [Double] = []
    /// Per entry: 1 when it is wide (kept out of the buckets, tested on every query).
    var isWide: [UInt8] = []
    /// The wide entries, ascending.
    var wide: [Int32] = []
    /// The entries whose center comes from the general path, ascending.
    var general: [Int32] = []
    /// The largest `high` and smallest `low` over the bucketed entries.
    var maxHigh = 0.0
    /// See ``maxHigh``.
    var minLow = 0.0

    /// Per entry: its center along the axis at ``stamp``.
    var centers: [Double] = []
    /// Per entry: its bucket at ``stamp`` (-1 for wide entries).
    var bucketOf: [Int32] = []
    /// Bucket `b` holds `order[bucketStarts[b] ..< bucketStarts[b + 1]]`, ascending.
    var bucketStarts: [Int32] = []
    /// The bucketed entries, bucket by bucket.
    var order: [Int32] = []
    /// Scratch for a query's candidates.
    var candidates: [Int32] = []
    /// The smallest center at ``stamp`` and the buckets per point.
    var origin = 0.0
    /// See ``origin``.
    var bucketsPerPoint = 0.0
    /// The engine's frame the per-frame part was built for (0: never).
    var stamp: UInt64 = 0
    /// Whether the centers at ``stamp`` ascend in entry order (no entry waits for its delay): then
    /// queries binary-search ``centers`` and the buckets are not built.
    var isAscending = false

    /// The number of buckets.
    var bucketCount: Int { Swift.max(0, bucketStarts.count - 1) }

    /// Sizes the storage for `count` entries (static arrays filled by the caller afterwards).
    mutating func reset(count n: Int, vertical: Bool) {
        isVertical = vertical
        // (Refilled in place: the arrays keep their storage from retarget to retarget.)
        empty()
        axisChannel.append(contentsOf: repeatElement(Self.fixedCenter, count: n))
        axisFixed.append(contentsOf: repeatElement(0, count: n))
        low.append(contentsOf: repeatElement(0, count: n))
        high.append(contentsOf: repeatElement(0, count: n))
        isWide.append(contentsOf: repeatElement(0, count: n))
        centers.append(contentsOf: repeatElement(0, count: n))
        bucketOf.append(contentsOf: repeatElement(-1, count: n))
        bucketStarts.append(contentsOf: repeatElement(0, count: Swift.max(1, n / 4) + 1))
        order.append(contentsOf: repeatElement(0, count: n))
        candidates.reserveCapacity(n)
    }

    /// Empties every array, keeping its storage.
    mutating func empty() {
        axisChannel.removeAll(keepingCapacity: true)
        axisFixed.removeAll(keepingCapacity: true)
        low.removeAll(keepingCapacity: true)
        high.removeAll(keepingCapacity: true)
        isWide.removeAll(keepingCapacity: true)
        wide.removeAll(keepingCapacity: true)
        general.removeAll(keepingCapacity: true)
        centers.removeAll(keepingCapacity: true)
        bucketOf.removeAll(keepingCapacity: true)
        bucketStarts.removeAll(keepingCapacity: true)
        order.removeAll(keepingCapacity: true)
        candidates.removeAll(keepingCapacity: true)
        stamp = 0
    }

    /// Marks the wide entries: those whose pose reaches more than twice the mean extent (plus one
    /// point) from its center, and computes the bucket search margins of the others. Call after
    /// filling ``low`` and ``high``.
    mutating func classify() {
        let n = low.count
        guard n > 0 else { return }
        var total = 0.0
        for i in 0..<n { total += high[i] - low[i] }
        let cap = 2 * total / Double(n) + 1
        wide = []
        maxHigh = -Double.infinity
        minLow = Double.infinity
        for i in 0..<n {
            let h = high[i], l = low[i]
            // NaN-safe: anything not clearly within the cap is wide.
            if h - l <= cap && h <= cap && -l <= cap {
                isWide[i] = 0
                maxHigh = Swift.max(maxHigh, h)
                minLow = Swift.min(minLow, l)
            } else {
                isWide[i] = 1
                wide.append(Int32(i))
            }
        }
        if !maxHigh.isFinite { maxHigh = 0 }
        if !minLow.isFinite { minLow = 0 }
    }

    /// Sorts the bucketed entries into buckets by ``centers`` (filled by the caller), whose
    /// smallest and largest finite values are `lowest` and `highest`. Counting sort: stable, so
    /// every bucket lists its entries ascending.
    mutating func bucket(lowest: Double, highest: Double, stamp: UInt64) {
        self.stamp = stamp
        let n = centers.count
        let buckets = bucketCount
        let spread = highest - lowest
        origin = lowest.isFinite ? lowest : 0
        bucketsPerPoint = spread > 0 && spread.isFinite ? Double(buckets) / spread : 0
        if !bucketsPerPoint.isFinite { bucketsPerPoint = 0 }
        let o = origin, k = bucketsPerPoint, last = buckets - 1
        centers.withUnsafeBufferPointer { c in
            isWide.withUnsafeBufferPointer { w in
                bucketOf.withUnsafeMutableBufferPointer { of in
                    bucketStarts.withUnsafeMutableBufferPointer { starts in
                        order.withUnsafeMutableBufferPointer { order in
                            for b in starts.indices { starts[b] = 0 }
                            // Neighbouring entries mostly share a bucket: count runs in registers
                            // (a store and reload of the same counter per entry would chain).
                            var run = -1
                            var length: Int32 = 0
                            for i in 0..<n {
                                if w[i] != 0 {
                                    of[i] = -1
                                    continue
                                }
                                let b = Self.bucket(c[i], origin: o, perPoint: k, last: last)
                                of[i] = Int32(b)
                                if b == run {
                                    length &+= 1
                                } else {
                                    if run >= 0 { starts[run + 1] &+= length }
                                    run = b
                                    length = 1
                                }
                            }
                            if run >= 0 { starts[run + 1] &+= length }
                            for b in 0..<buckets { starts[b + 1] &+= starts[b] }
                            // Scatter, using each bucket's start as its cursor (kept in a register
                            // along a run); then shift the starts back.
                            run = -1
                            var cursor: Int32 = 0
                            for i in 0..<n {
                                let b = Int(of[i])
                                guard b >= 0 else { continue }
                                if b != run {
                                    if run >= 0 { starts[run] = cursor }
                                    run = b
                                    cursor = starts[b]
                                }
                                order[Int(cursor)] = Int32(i)
                                cursor &+= 1
                            }
                            if run >= 0 { starts[run] = cursor }
                            var b = buckets
                            while b > 0 {
                                starts[b] = starts[b - 1]
                                b -= 1
                            }
                            starts[0] = 0
                        }
                    }
                }
            }
        }
    }

    /// The bucket of a center: monotone in `c`, clamped to the buckets (NaN goes to the first).
    @inline(__always)
    static func bucket(_ c: Double, origin: Double, perPoint: Double, last: Int) -> Int {
        let x = (c - origin) * perPoint
        guard x > 0 else { return 0 }
        guard x < Double(last) else { return last }
        return Int(x)
    }

    /// While ``isAscending``: the entries whose centers lie in `lower ... upper` (wide ones
    /// included: skip them), by binary search.
    func ascendingEntries(centersFrom lower: Double, to upper: Double) -> Range<Int> {
        guard !(upper < lower) else { return 0..<0 }
        return centers.withUnsafeBufferPointer { c in
            // First index with a center ≥ lower, then first with a center > upper.
            var lo = 0, hi = c.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if c[mid] < lower { lo = mid + 1 } else { hi = mid }
            }
            let start = lo
            hi = c.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if c[mid] <= upper { lo = mid + 1 } else { hi = mid }
            }
            return start..<lo
        }
    }

    /// The range of bucketed-order positions whose centers may lie in `lower ... upper`.
    func positions(centersFrom lower: Double, to upper: Double) -> Range<Int> {
        let buckets = bucketCount
        guard buckets > 0, !(upper < lower) else { return 0..<0 }
        let b0 = Self.bucket(lower, origin: origin, perPoint: bucketsPerPoint, last: buckets - 1)
        let b1 = Self.bucket(upper, origin: origin, perPoint: bucketsPerPoint, last: buckets - 1)
        return Int(bucketStarts[b0])..<Int(bucketStarts[b1 + 1])
    }

    /// Sorts `candidates` ascending in place, without allocating: nothing when already ascending
    /// (one bucket, or buckets in entry order), insertion sort for short lists, heapsort otherwise.
    static func sortAscending(_ candidates: inout [Int32]) {
        candidates.withUnsafeMutableBufferPointer { a in
            let n = a.count
            guard n > 1 else { return }
            // Count descents: bucket after bucket is usually already ascending.
            var descents = 0
            for i in 1..<n where a[i] < a[i - 1] { descents += 1 }
            if descents == 0 { return }
            if n <= 128 {
                for i in 1..<n {
                    let x = a[i]
                    var j = i
                    while j > 0 && a[j - 1] > x {
                        a[j] = a[j - 1]
                        j -= 1
                    }
                    a[j] = x
                }
                return
            }
            Self.heapsort(a)
        }
    }

    /// In-place heapsort.
    static func heapsort(_ a: UnsafeMutableBufferPointer<Int32>) {
        let n = a.count
        func siftDown(_ start: Int, _ end: Int) {
            var root = start
            while 2 * root + 1 < end {
                var child = 2 * root + 1
                if child + 1 < end && a[child] < a[child + 1] { child += 1 }
                guard a[root] < a[child] else { return }
                a.swapAt(root, child)
                root = child
            }
        }
        var start = n / 2 - 1
        while start >= 0 {
            siftDown(start, n)
            start -= 1
        }
        var end = n - 1
        while end > 0 {
            a.swapAt(0, end)
            siftDown(0, end)
            end -= 1
        }
    }
}
