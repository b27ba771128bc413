extension CollectionView {
    /// The content offset at which a transition from this collection view's layout to `layout`
    /// should end so that the cells at `indexPaths` get `placement`: TLLayoutTransitioning's
    /// `-[UICollectionView toContentOffsetForLayout:indexPaths:placement:…]`.
    ///
    /// Calls ``toContentOffset(placing:in:from:placement:options:currentOffset:currentBoundsSize:currentContentInset:)``
    /// with ``layout`` as the current layout (so ``ContentOffsetPlacement/minimal`` keeps the
    /// cells' on-screen position from it) and the current ``contentOffset``, ``boundsSize`` and
    /// ``contentInset``. Pure: nothing changes.
    ///
    /// - Parameters:
    ///   - layout: the layout after the transition, already prepared for the bounds size, content
    ///     inset and data it will have then.
    ///   - indexPaths: the cells to place; at least one.
    ///   - placement: where the cells go.
    ///   - options: anchor, placement inset, and the bounds size and content inset after the transition.
    /// - Returns: the content offset, in points, within the valid range after the transition.
    /// - Throws: ``ContentOffsetPlacementError`` as that function does.
    public func toContentOffset(for layout: some Layout, placing indexPaths: [IndexPath], placement: ContentOffsetPlacement,
                                options: PlacementOptions = PlacementOptions()) throws(ContentOffsetPlacementError) -> Point {
        try CollectionLayout.toContentOffset(placing: indexPaths, in: layout, from: self.layout, placement: placement,
                                             options: options, currentOffset: contentOffset,
                                             currentBoundsSize: boundsSize, currentContentInset: contentInset)
    }
}
