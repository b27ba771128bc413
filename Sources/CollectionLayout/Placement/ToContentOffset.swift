/// The content offset at which a transition to `layout` should end so that the cells at
/// `indexPaths` get `placement`: TLLayoutTransitioning's `toContentOffsetForLayout:indexPaths:placement:…`
/// as a pure function. The spring and eased transitions call it to find their target offset.
///
/// The **region** is the union of the frames of the cells at `indexPaths` in `layout` (duplicates
/// are harmless). The **current region**, used by ``ContentOffsetPlacement/minimal`` and
/// ``ContentOffsetPlacement/visible``, is the union of the same cells' frames in `currentLayout`;
/// a cell that `currentLayout` does not have (an inserted item) contributes its target frame
/// instead, and without `currentLayout` the current region is the region itself (the cells are
/// taken not to move). See ``ContentOffsetPlacement`` for each placement's geometry and
/// ``ContentOffsetPlacement/contentOffset(placing:currentRegion:contentSize:options:currentOffset:currentBoundsSize:currentContentInset:)``
/// for the arithmetic and the clamping.
///
/// With ``PlacementOptions/arithmetic`` set to ``PlacementArithmetic/tlLayoutTransitioning`` it
/// returns TLLayoutTransitioning's offset instead
/// (``tlToContentOffset(placing:in:from:placement:placementAnchor:placementInset:toSize:toContentInset:currentOffset:)``).
///
/// Pure: neither layout changes. O(k) lookups for k index paths; no allocation.
///
/// - Parameters:
///   - indexPaths: the cells to place; at least one.
///   - layout: the layout after the transition, already prepared for the bounds size, content
///     inset and data it will have then (its ``Layout/contentSize`` bounds the result).
///   - currentLayout: the layout now, whose frames ``ContentOffsetPlacement/minimal`` keeps still
///     on screen; `nil` when there is none (the cells are then taken not to move).
///   - placement: where the cells go.
///   - options: anchor, placement inset, and the bounds size and content inset after the transition.
///   - currentOffset: the content offset now.
///   - currentBoundsSize: the bounds size now (used when `options.toSize` is `nil`).
///   - currentContentInset: the content inset now (used when `options.toContentInset` is `nil`).
/// - Returns: the content offset, in points, within the valid range after the transition.
/// - Throws: ``ContentOffsetPlacementError``, checked in this order: an invalid argument
///   (`"invalid placement: options.anchor.x is nan; must be finite"`), no index paths
///   (`"no index paths to place; pass at least one"`), an unprepared `layout`, then the first
///   index path that `layout` has no cell for (`"the target layout has no cell at [0, 30]"`).
public func toContentOffset(placing indexPaths: [IndexPath], in layout: some Layout, from currentLayout: (any Layout)? = nil,
                            placement: ContentOffsetPlacement, options: PlacementOptions = PlacementOptions(),
                            currentOffset: Point, currentBoundsSize: Size,
                            currentContentInset: EdgeInsets) throws(ContentOffsetPlacementError) -> Point {
    try ContentOffsetPlacementError.checkArguments(options: options, currentOffset: currentOffset, currentBoundsSize: currentBoundsSize,
                                 currentContentInset: currentContentInset)
    if options.arithmetic == .tlLayoutTransitioning {
        return try tlToContentOffset(placing: indexPaths, in: layout, from: currentLayout, placement: TLIndexPathPlacement(placement),
                                     placementAnchor: options.anchor, placementInset: options.inset,
                                     toSize: options.toSize ?? currentBoundsSize,
                                     toContentInset: options.toContentInset ?? currentContentInset, currentOffset: currentOffset)
    }
    // A cell the current layout lacks is taken not to move.
    let regions = try PlacedRegions(of: indexPaths, in: layout, from: currentLayout) { $0 }
    return placement.offset(placing: regions.target, currentRegion: regions.current, contentSize: layout.contentSize,
                            options: options, currentOffset: currentOffset, currentBoundsSize: currentBoundsSize,
                            currentContentInset: currentContentInset)
}
