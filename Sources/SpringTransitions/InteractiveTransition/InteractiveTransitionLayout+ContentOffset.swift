// Choosing where an interactive transition ends: an offset, a cell at a scroll position, or
// TLLayoutTransitioning's placements of one or more cells.

extension InteractiveTransitionLayout {
    /// Sets the offset at progress 1 (TLTransitionLayout's `toContentOffset`), as given (not
    /// clamped). When the next layout depends on the offset (pinned headers), it is updated for it
    /// and the targets follow. Set it right after the start (as TLLayoutTransitioning's Pinch example
    /// does): at progress p the offset moves at once by the change times p.
    ///
    /// - Throws: ``InteractiveTransitionError/transition(_:)`` with
    ///   ``TransitionError/invalidContentOffset(_:)`` for a non-finite offset or a layout error;
    ///   ``InteractiveTransitionError/notInteractive(_:)`` once handed off or stopped. Nothing
    ///   changes then.
    public func setToContentOffset(_ offset: Point) throws(InteractiveTransitionError) {
        guard offset.isFinite else { throw .transition(.invalidContentOffset(offset)) }
        guard state == .interactive else { throw .notInteractive(state) }
        guard offset != toContentOffset else { return }
        do {
            try moveTarget(to: offset)
        } catch {
            throw .transition(error)
        }
    }

    /// Makes progress 1 show the cell at `indexPath` at `position` (see `finalContentOffset(for:at:)`
    /// and ``setToContentOffset(_:)``).
    ///
    /// - Throws: ``InteractiveTransitionError/transition(_:)`` with
    ///   ``TransitionError/elementNotFound(_:)`` when the next layout has no such cell, or what
    ///   ``setToContentOffset(_:)`` throws; nothing changes then.
    public func setToContentOffset(for indexPath: IndexPath, at position: ScrollPosition) throws(InteractiveTransitionError) {
        guard let offset = finalContentOffset(for: indexPath, at: position) else {
            throw .transition(.elementNotFound(.cell(indexPath)))
        }
        try setToContentOffset(offset)
    }

    /// Makes progress 1 place the cells at `indexPaths` by `placement` (TLLayoutTransitioning's
    /// `toContentOffsetForLayout:indexPaths:placement:…`): the offset is
    /// ``toContentOffset(placing:in:from:placement:options:currentOffset:currentBoundsSize:currentContentInset:)``
    /// of the next layout, with `currentLayout` and `fromContentOffset` as the current state
    /// (``ContentOffsetPlacement/minimal`` with the pinch location as the anchor keeps the fingers
    /// over the same content).
    ///
    /// - Parameters:
    ///   - indexPaths: the cells to place; at least one.
    ///   - placement: where they go.
    ///   - options: anchor and placement inset; ``PlacementOptions/toSize`` and
    ///     ``PlacementOptions/toContentInset`` must be `nil` or the transition's own.
    /// - Returns: the new target offset.
    /// - Throws: ``ContentOffsetPlacementError`` for the placement, or
    ///   ``InteractiveTransitionError`` from ``setToContentOffset(_:)``; nothing changes then.
    @discardableResult
    public func setToContentOffset(placing indexPaths: [IndexPath], placement: ContentOffsetPlacement,
                                   options: PlacementOptions = PlacementOptions()) throws -> Point {
        guard state == .interactive else { throw InteractiveTransitionError.notInteractive(state) }
        let offset = try placementOffset(placing: indexPaths, placement: placement, options: options)
        try setToContentOffset(offset)
        return offset
    }
}
