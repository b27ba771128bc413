// Choosing where an eased transition ends: an offset, a cell at a scroll position, or
// TLLayoutTransitioning's placements of one or more cells.

extension EasedTransitionLayout {
    /// Sets the offset the transition ends at (TLTransitionLayout's `toContentOffset`), as given
    /// (not clamped: overscroll is allowed). When the next layout depends on the offset (pinned
    /// headers), it is updated for it and the targets follow.
    ///
    /// Set it right after the start: the offset is `from + (to − from)·p`, so a change mid-flight
    /// moves the offset at once by the change times the progress so far.
    ///
    /// - Throws: ``TransitionError/invalidContentOffset(_:)`` for a non-finite offset,
    ///   ``TransitionError/transitionEnded`` after the end, or a layout error; nothing changes then.
    public func setToContentOffset(_ offset: Point) throws(TransitionError) {
        guard try checkNewTarget(offset) else { return }
        try moveTarget(to: offset)
    }

    /// Makes the transition end with the cell at `indexPath` at `position` (see
    /// `finalContentOffset(for:at:)` and ``setToContentOffset(_:)``).
    ///
    /// - Throws: ``TransitionError/elementNotFound(_:)`` when the next layout has no such cell, or
    ///   what ``setToContentOffset(_:)`` throws; nothing changes then.
    public func setToContentOffset(for indexPath: IndexPath, at position: ScrollPosition) throws(TransitionError) {
        guard let offset = finalContentOffset(for: indexPath, at: position) else {
            throw .elementNotFound(.cell(indexPath))
        }
        try setToContentOffset(offset)
    }

    /// Makes the transition end with the cells at `indexPaths` placed by `placement`:
    /// TLLayoutTransitioning's `toContentOffsetForLayout:indexPaths:placement:…` followed by setting
    /// `toContentOffset`. The offset is
    /// ``toContentOffset(placing:in:from:placement:options:currentOffset:currentBoundsSize:currentContentInset:)``
    /// of the next layout, with `currentLayout` and `fromContentOffset` as the current state
    /// (``ContentOffsetPlacement/minimal`` keeps the cells where they were on screen at the start).
    ///
    /// - Parameters:
    ///   - indexPaths: the cells to place; at least one.
    ///   - placement: where they go.
    ///   - options: anchor and placement inset. ``PlacementOptions/toSize`` and
    ///     ``PlacementOptions/toContentInset`` must be `nil` or the transition's own: a layout
    ///     transition keeps the collection view's bounds size and inset.
    /// - Returns: the new target offset.
    /// - Throws: ``ContentOffsetPlacementError`` for the placement (e.g. `"the target layout has no
    ///   cell at [0, 30]"`), or ``TransitionError`` from ``setToContentOffset(_:)``; nothing changes then.
    @discardableResult
    public func setToContentOffset(placing indexPaths: [IndexPath], placement: ContentOffsetPlacement,
                                   options: PlacementOptions = PlacementOptions()) throws -> Point {
        guard state == .running else { throw TransitionError.transitionEnded }
        let offset = try placementOffset(placing: indexPaths, placement: placement, options: options)
        try setToContentOffset(offset)
        return offset
    }
}
