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
        guard offset.isFinite else { throw .invalidContentOffset(offset) }
        guard state == .running else { throw .transitionEnded }
        guard offset != toContentOffset else { return }
        var layout = nextLayout
        var context = try layout.requirePreparedContext("next layout")
        context.contentOffset = offset
        if layout.shouldInvalidate(forBoundsChange: context.bounds) {
            try SpringTransitionLayout.move(&layout, to: offset)
            let table = InterpolationTable(from: currentLayout, to: layout, envelope: (envelope.lower, envelope.upper))
            self.table = table
            nextLayout = layout
            toContentSize = layout.contentSize
        }
        toContentOffset = offset
        frame &+= 1
    }

    /// The content offset that shows the cell at `indexPath` at `position` in the *next* layout,
    /// viewed through its bounds and insets, clamped to its valid range; `nil` when the next layout
    /// has no such cell.
    public func finalContentOffset(for indexPath: IndexPath, at position: ScrollPosition) -> Point? {
        guard let context = nextLayout.preparedContext else { return nil }
        return CollectionView.contentOffset(for: indexPath, at: position, in: nextLayout, boundsSize: context.boundsSize,
                                            contentInset: context.contentInset, currentOffset: toContentOffset)
    }

    /// Makes the transition end with the cell at `indexPath` at `position` (see
    /// ``finalContentOffset(for:at:)`` and ``setToContentOffset(_:)``).
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
    /// of the next layout, with ``currentLayout`` and ``fromContentOffset`` as the current state
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
        let context = try requirePreparedContext("transition layout")
        try options.validateKeepingBounds(of: context)
        let offset = try SpringTransitions.toContentOffset(placing: indexPaths, in: nextLayout, from: currentLayout, placement: placement,
                                         options: options, currentOffset: fromContentOffset,
                                         currentBoundsSize: context.boundsSize, currentContentInset: context.contentInset)
        try setToContentOffset(offset)
        return offset
    }
}
