/// The content offset TLLayoutTransitioning's
/// `toContentOffsetForLayout:indexPaths:placement:placementAnchor:placementInset:toSize:toContentInset:`
/// computes, step for step, for porting code that depends on its exact numbers. (``toContentOffset(placing:in:from:placement:options:currentOffset:currentBoundsSize:currentContentInset:)``
/// with ``PlacementArithmetic/tlLayoutTransitioning`` calls it.)
///
/// TL's rules, with `to` = the union of the placed cells' frames in `layout` and `from` = their
/// union in `currentLayout` (a cell it lacks contributes the zero rectangle at the origin, as a
/// `nil` pose does in TL; without `currentLayout` every cell does):
/// - the placement frame is `(0, 0, toSize)` shrunk by `placementInset` (the content inset is
///   not involved);
/// - the source point is `to`'s anchor point (default: its center; for `top`, `left`, `bottom`
///   and `right` the middle of that edge), the destination a point of the placement frame: its
///   center for `center`, the middle of the matching edge for the edges, and for `minimal`
///   `from`'s anchor point minus `currentOffset`;
/// - the offset is `source − destination`, clamped per axis to
///   `[−toContentInset.left, max(min, toContentInset.right + contentSize.width − placementFrame.width)]`
///   (and likewise vertically);
/// - `visible` takes the `minimal` offset, looks at `to` from there and shifts by TL's
///   `minimalOffsetForMaximalIntersection` against the placement frame, **without** clamping again;
/// - `none` returns `currentOffset` (TL's callers set no target then).
///
/// - Parameters:
///   - indexPaths: the cells to place; at least one.
///   - layout: the layout after the transition, prepared.
///   - currentLayout: the layout now.
///   - placement: TL's placement.
///   - placementAnchor: unit coordinates in the region; `nil` for TL's `kTLPlacementAnchorDefault`.
///   - placementInset: TL's placement inset.
///   - toSize: the bounds size after the transition.
///   - toContentInset: the content inset after the transition.
///   - currentOffset: the content offset now.
/// - Returns: TL's offset, in points.
/// - Throws: ``ContentOffsetPlacementError`` for a non-finite argument, no index paths, an
///   unprepared `layout`, or a cell `layout` lacks (TL would union a zero frame there).
public func tlToContentOffset(placing indexPaths: [IndexPath], in layout: some Layout, from currentLayout: (any Layout)?,
                             placement: TLIndexPathPlacement, placementAnchor: Point? = nil, placementInset: EdgeInsets = .zero,
                             toSize: Size, toContentInset: EdgeInsets, currentOffset: Point) throws(ContentOffsetPlacementError) -> Point {
    let check = ContentOffsetPlacementError.check
    if let placementAnchor { try check.point("placementAnchor", placementAnchor) }
    try check.finiteInsets("placementInset", placementInset)
    try check.size("toSize", toSize)
    try check.finiteInsets("toContentInset", toContentInset)
    try check.point("currentOffset", currentOffset)
    // A cell the current layout lacks, or every cell without one, contributes the zero rectangle.
    let regions = try PlacedRegions(of: indexPaths, in: layout, from: currentLayout) { _ in .zero }
    guard let placement = placement.contentOffsetPlacement else { return currentOffset }
    return TLPlacementArithmetic(to: regions.target, from: regions.current ?? .zero, anchor: placementAnchor, inset: placementInset,
                                 toSize: toSize, toContentInset: toContentInset, contentSize: layout.contentSize,
                                 currentOffset: currentOffset).offset(placement)
}

/// TL's arithmetic on the frames already gathered.
struct TLPlacementArithmetic {
    var to: Rect
    var from: Rect
    var anchor: Point?
    var inset: EdgeInsets
    var toSize: Size
    var toContentInset: EdgeInsets
    var contentSize: Size
    var currentOffset: Point

    /// The placement frame: `(0, 0, toSize)` shrunk by the placement inset (UIEdgeInsetsInsetRect).
    var placementFrame: Rect {
        Rect(x: inset.left, y: inset.top, width: toSize.width - inset.left - inset.right,
             height: toSize.height - inset.top - inset.bottom)
    }

    /// TL's `pointForAnchorPoint`: `(1 − a)·min + a·max` per axis.
    static func point(_ anchor: Point, in frame: Rect) -> Point {
        Point(x: (1 - anchor.x) * frame.minX + anchor.x * frame.maxX, y: (1 - anchor.y) * frame.minY + anchor.y * frame.maxY)
    }

    func offset(_ placement: ContentOffsetPlacement) -> Point {
        let p = placementFrame
        var source = anchor.map { Self.point($0, in: to) } ?? Point(x: to.midX, y: to.midY)
        let destination: Point
        switch placement {
        case .minimal:
            let point = anchor.map { Self.point($0, in: from) } ?? Point(x: from.midX, y: from.midY)
            destination = Point(x: point.x - currentOffset.x, y: point.y - currentOffset.y)
        case .visible:
            let minimal = offset(.minimal)
            let seen = to.offsetBy(dx: -minimal.x, dy: -minimal.y)
            let dx = Self.linearOffset(before: seen.minX - p.minX, after: p.maxX - seen.maxX)
            let dy = Self.linearOffset(before: seen.minY - p.minY, after: p.maxY - seen.maxY)
            return Point(x: minimal.x - dx, y: minimal.y - dy)
        case .center, .top, .left, .bottom, .right:
            if anchor == nil { source = Self.aimPoint(placement, of: to) }
            destination = Self.aimPoint(placement, of: p)
        }
        let minX = -toContentInset.left, minY = -toContentInset.top
        let maxX = Swift.max(minX, toContentInset.right + contentSize.width - p.size.width)
        let maxY = Swift.max(minY, toContentInset.bottom + contentSize.height - p.size.height)
        return Point(x: Swift.min(maxX, Swift.max(minX, source.x - destination.x)),
                     y: Swift.min(maxY, Swift.max(minY, source.y - destination.y)))
    }

    /// The point of `frame` that a center or edge placement aims at, and the default anchor point
    /// of the region for it: the center, or the middle of that edge.
    static func aimPoint(_ placement: ContentOffsetPlacement, of frame: Rect) -> Point {
        switch placement {
        case .top: Point(x: frame.midX, y: frame.minY)
        case .left: Point(x: frame.minX, y: frame.midY)
        case .bottom: Point(x: frame.midX, y: frame.maxY)
        case .right: Point(x: frame.maxX, y: frame.midY)
        case .minimal, .visible, .center: Point(x: frame.midX, y: frame.midY)
        }
    }

    /// TL's `linearOffset`: no shift when both spaces have the same sign (or either is zero);
    /// otherwise `min(after, −before)` when the child sticks out before, `max(after, −before)` after.
    static func linearOffset(before: Double, after: Double) -> Double {
        if before * after >= 0 { return 0 }
        return before < 0 ? Swift.min(after, -before) : Swift.max(after, -before)
    }
}
