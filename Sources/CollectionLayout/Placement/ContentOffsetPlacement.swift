/// Where a transition should leave one or more cells: TLLayoutTransitioning's content-offset
/// placements (Minimal, Visible, Center, Top, Left, Bottom, Right).
///
/// Every placement works on the **region**: the union of the frames of the placed cells in the
/// target layout. A point of the region, picked by the placement's **anchor** (unit coordinates of
/// the region, see ``PlacementOptions/anchor`` and ``defaultAnchor``), is moved to a destination
/// point of the view; the content offset that does so is clamped to the valid range for the target
/// layout's content size, bounds size and content inset (``ScrollGeometry``).
///
/// Destinations are points of the **placement viewport**: the collection view's bounds after the
/// transition (``PlacementOptions/toSize``), shrunk by the content inset after the transition
/// (``PlacementOptions/toContentInset``) and then by ``PlacementOptions/inset``. In view
/// coordinates (0 at the bounds' top-left corner) its edges are
/// `left = contentInset.left + inset.left`, `top = contentInset.top + inset.top`,
/// `right = width − contentInset.right − inset.right`, `bottom = height − contentInset.bottom − inset.bottom`.
///
/// See ``toContentOffset(placing:in:from:placement:options:currentOffset:currentBoundsSize:currentContentInset:)``.
public enum ContentOffsetPlacement: String, Sendable, Hashable, Codable, CaseIterable {
    /// The anchor point of the cells stays where it is on screen: the point is taken from the
    /// region's frame in the *current* layout at the current offset (view coordinates), and the new
    /// offset puts the region's anchor point in the *target* layout at that same view point. Use it
    /// to keep a tapped or pinched cell still while the layout changes around it.
    ///
    /// Without a current region (no current layout, or none of the cells in it) the region is
    /// assumed not to move, so the result is the current offset, clamped. The result is **not**
    /// adjusted to make the cells visible: use ``visible`` for that.
    case minimal
    /// The cells end up as visible as possible, moving as little as possible: first ``minimal``
    /// (clamped), then, per axis, the smallest shift that brings the region inside the placement
    /// viewport. On an axis where the region is already inside, or sticks out on both sides, or
    /// touches one edge while sticking out of the other, there is no shift. Where it sticks out on
    /// one side only, it shifts towards the other side until it is fully inside (its edge meets the
    /// viewport's edge) or, when it is larger than the viewport, until its far edge meets the
    /// viewport's far edge (the viewport is then covered). The result is clamped again.
    ///
    /// Without a current region this is "scroll as little as possible to show the cells": the
    /// current offset when they are already fully inside the viewport.
    case visible
    /// The region's anchor point (default: its center) goes to the placement viewport's center.
    case center
    /// The region's anchor point (default: its top-center) goes to the placement viewport's
    /// top-center: top edges aligned, centered horizontally.
    case top
    /// The region's anchor point (default: its left-center) goes to the placement viewport's
    /// left-center: left edges aligned, centered vertically.
    case left
    /// The region's anchor point (default: its bottom-center) goes to the placement viewport's
    /// bottom-center: bottom edges aligned, centered horizontally.
    case bottom
    /// The region's anchor point (default: its right-center) goes to the placement viewport's
    /// right-center: right edges aligned, centered vertically.
    case right

    /// The anchor used when ``PlacementOptions/anchor`` is `nil`, in unit coordinates of the region
    /// ((0, 0) its top-left corner, (1, 1) its bottom-right): (0.5, 0.5) for ``minimal``,
    /// ``visible`` and ``center``; the middle of the matching edge for ``top`` (0.5, 0),
    /// ``left`` (0, 0.5), ``bottom`` (0.5, 1) and ``right`` (1, 0.5).
    public var defaultAnchor: Point {
        switch self {
        case .minimal, .visible, .center: Point(x: 0.5, y: 0.5)
        case .top: Point(x: 0.5, y: 0)
        case .left: Point(x: 0, y: 0.5)
        case .bottom: Point(x: 0.5, y: 1)
        case .right: Point(x: 1, y: 0.5)
        }
    }
}
