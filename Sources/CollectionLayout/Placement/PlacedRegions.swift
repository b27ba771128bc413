/// What a placement works on: the union of the placed cells' frames in the target layout and, when
/// there is a current layout, their union in it. Gathered the same way by
/// ``toContentOffset(placing:in:from:placement:options:currentOffset:currentBoundsSize:currentContentInset:)``
/// and ``tlToContentOffset(placing:in:from:placement:placementAnchor:placementInset:toSize:toContentInset:currentOffset:)``.
struct PlacedRegions {
    /// The union of the cells' frames in the target layout.
    var target: Rect
    /// The union of their frames in the current layout; `nil` without one.
    var current: Rect?

    /// The regions of `indexPaths`; a cell that `currentLayout` lacks contributes `missing` applied
    /// to its frame in `layout`.
    ///
    /// - Throws: ``ContentOffsetPlacementError/noIndexPaths``, then
    ///   ``ContentOffsetPlacementError/layoutNotPrepared``, then
    ///   ``ContentOffsetPlacementError/indexPathNotFound(_:)`` for the first cell `layout` lacks.
    init(of indexPaths: [IndexPath], in layout: some Layout, from currentLayout: (any Layout)?,
         missing: (Rect) -> Rect) throws(ContentOffsetPlacementError) {
        guard !indexPaths.isEmpty else { throw .noIndexPaths }
        guard layout.preparedContext != nil else { throw .layoutNotPrepared }
        var target: Rect?
        var current: Rect?
        for indexPath in indexPaths {
            guard let frame = layout.attributes(for: .cell(indexPath))?.frame else { throw .indexPathNotFound(indexPath) }
            target = target.map { $0.union(frame) } ?? frame
            if let currentLayout {
                let now = currentLayout.attributes(for: .cell(indexPath))?.frame ?? missing(frame)
                current = current.map { $0.union(now) } ?? now
            }
        }
        // `indexPaths` is not empty, so the loop either threw or set `target`.
        self.target = target ?? .zero
        self.current = current
    }
}
