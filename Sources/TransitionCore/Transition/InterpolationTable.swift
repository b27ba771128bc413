/// The elements of an interpolated transition (``EasedTransitionLayout``,
/// `InteractiveTransitionLayout`): every element of both layouts with its start and target, an
/// O(1) lookup, a spatial index over the swept bounds for a progress range, and a per-frame pose cache.
///
/// The element set is the spring engine's: the diff of the two layouts over *all* elements
/// (``LayoutDiff/Scope/all``): persisting elements from their current attributes to their next
/// ones, appearing elements from the next layout's initial attributes, disappearing elements to
/// the current layout's final attributes. Everything is allocated here; poses allocate nothing.
package final class InterpolationTable {
    /// Every element, sorted by identity.
    package let entries: [InterpolatedEntry]
    /// The identities of ``entries``, sorted.
    package let allElements: [ElementID]
    /// The progress range the index covers.
    package private(set) var envelope: (lower: Double, upper: Double)
    /// The spatial index over every entry's swept bounds for ``envelope``.
    private(set) var index: SpatialIndex
    private let axis: Axis
    private let cellCounts: DataCounts
    private let cellEntries: [Int32]
    private let otherEntries: [ElementID: Int32]
    private var poseCache: [LayoutAttributes]
    private var poseStamp: [UInt64]

    /// The table of a transition from `old` to `next`, both prepared in contexts with the same
    /// data counts, indexed for progress in `lower...upper` (which must contain [0, 1]).
    package init(from old: some Layout, to next: some Layout, envelope: (lower: Double, upper: Double)) {
        var entries: [InterpolatedEntry] = []
        TransitionElements.forEach(from: old, to: next, reserving: { entries.reserveCapacity($0) }, plain: { id, from, to in
            entries.append(InterpolatedEntry(id: id, change: .persisting,
                                             from: LayoutAttributes(id: id, center: from.center, size: from.size),
                                             to: LayoutAttributes(id: id, center: to.center, size: to.size)))
        }) { id, change, from, to in
            entries.append(InterpolatedEntry(id: id, change: change, from: copy from, to: copy to))
        }
        self.entries = entries
        allElements = entries.map(\.id)
        let counts = next.preparedContext?.dataCounts ?? .empty
        var cells = Array(repeating: Int32(-1), count: counts.totalItems)
        var others: [ElementID: Int32] = [:]
        for (k, e) in entries.enumerated() {
            if e.id.isCell, let flat = counts.flatIndex(of: e.id.indexPath) {
                cells[flat] = Int32(k)
            } else {
                others[e.id] = Int32(k)
            }
        }
        cellCounts = counts
        cellEntries = cells
        otherEntries = others
        let width = Swift.max(old.contentSize.width, next.contentSize.width)
        let height = Swift.max(old.contentSize.height, next.contentSize.height)
        axis = width > height ? .horizontal : .vertical
        self.envelope = envelope
        index = Self.buildIndex(entries, axis: axis, envelope: envelope)
        poseCache = entries.map(\.target)
        poseStamp = Array(repeating: 0, count: entries.count)
    }

    /// The index of `element` in ``entries``, or `nil`. O(1).
    package func entryIndex(of element: ElementID) -> Int? {
        if element.isCell, let flat = cellCounts.flatIndex(of: element.indexPath) {
            let i = cellEntries[flat]
            return i >= 0 ? Int(i) : nil
        }
        return otherEntries[element].map(Int.init)
    }

    /// The pose of entry `i` at progress `p`, cached under `stamp` (pass a new stamp whenever `p`
    /// or `halfway` changed).
    package func pose(ofEntry i: Int, progress p: Double, halfway: Bool, stamp: UInt64) -> LayoutAttributes {
        if poseStamp[i] == stamp { return poseCache[i] }
        let pose = entries[i].pose(at: p, halfway: halfway)
        poseCache[i] = pose
        poseStamp[i] = stamp
        return pose
    }

    /// Calls `body` with every pose whose visual bounds intersect `rect`: candidates from the
    /// swept-bounds index (O(log n + k)), each posed (cached) and tested. Allocates nothing.
    /// `progress` must lie inside ``envelope`` (or `finished` be true).
    package func forEachPose(in rect: Rect, progress p: Double, halfway: Bool, finished: Bool, stamp: UInt64,
                     _ body: (LayoutAttributes) -> Void) {
        index.forEach(intersecting: rect) { i in
            let pose = finished ? entries[i].target : self.pose(ofEntry: i, progress: p, halfway: halfway, stamp: stamp)
            if pose.visualBounds.intersects(rect) { body(pose) }
        }
    }

    /// Widens ``envelope`` to contain `p`, rebuilding the index (O(n log n), allocates) when `p`
    /// lies outside it. The range grows at least by its own width each time, so a progress that
    /// keeps growing costs O(log) rebuilds.
    package func cover(_ p: Double) {
        guard p < envelope.lower || p > envelope.upper else { return }
        let width = envelope.upper - envelope.lower
        var widened = envelope
        if p < envelope.lower { widened.lower = Swift.min(p, envelope.lower - width) }
        if p > envelope.upper { widened.upper = Swift.max(p, envelope.upper + width) }
        envelope = widened
        index = Self.buildIndex(entries, axis: axis, envelope: widened)
    }

    package static func buildIndex(_ entries: [InterpolatedEntry], axis: Axis, envelope: (lower: Double, upper: Double)) -> SpatialIndex {
        SpatialIndex(axis: axis, bounds: entries.map { $0.sweptBounds(lo: envelope.lower, hi: envelope.upper) })
    }
}
