/// Which arithmetic turns a placement into a content offset (``PlacementOptions/arithmetic``).
///
/// The two agree exactly when the content inset and the placement inset are zero and every placed
/// cell is in the current layout. Otherwise they differ in four ways (see the README's
/// "Differences from TLLayoutTransitioning"):
/// 1. ``springTransitions`` narrows the placement viewport by the content inset; TL ignores it
///    (its viewport is `(0, 0, toSize)` shrunk by the placement inset only).
/// 2. TL's valid range depends on the placement inset (its maximum is
///    `contentSize + toContentInset.right/bottom − placementFrame.size`); here the placement inset
///    never changes the valid range.
/// 3. ``ContentOffsetPlacement/visible`` clamps again after its visibility shift here; TL returns
///    the shifted offset unclamped.
/// 4. A placed cell the current layout lacks (an inserted item) contributes its target frame to
///    the current region here; in TL it contributes a zero rectangle at the origin (a message to
///    `nil` returns a zero frame, which `CGRectUnion` includes).
public enum PlacementArithmetic: String, Sendable, Hashable, Codable, CaseIterable {
    /// This library's arithmetic (the default), described on ``ContentOffsetPlacement``.
    case springTransitions
    /// TLLayoutTransitioning's `toContentOffsetForLayout:indexPaths:placement:placementAnchor:placementInset:toSize:toContentInset:`,
    /// reproduced exactly (``tlToContentOffset(placing:in:from:placement:placementAnchor:placementInset:toSize:toContentInset:currentOffset:)``).
    case tlLayoutTransitioning
}

/// TLLayoutTransitioning's `TLTransitionLayoutIndexPathPlacement`, for
/// ``tlToContentOffset(placing:in:from:placement:placementAnchor:placementInset:toSize:toContentInset:currentOffset:)``:
/// TL's `…Minimal`, `…Visible`, `…Center`, `…Top`, `…Left`, `…Bottom` and `…Right` are the
/// ``ContentOffsetPlacement`` of the same name, and `TLTransitionLayoutIndexPathPlacementNone` is
/// `nil` (`.none`): no target offset. TL's examples then leave `toContentOffset` unset, so it stays
/// the transition's start offset: the result is the current offset, unclamped.
public typealias TLIndexPathPlacement = ContentOffsetPlacement?
