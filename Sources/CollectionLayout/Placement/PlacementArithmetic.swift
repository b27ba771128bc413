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

/// TLLayoutTransitioning's `TLTransitionLayoutIndexPathPlacement`, `None` included, for
/// ``tlToContentOffset(placing:in:from:placement:placementAnchor:placementInset:toSize:toContentInset:currentOffset:)``.
/// Every case but ``none`` is the ``ContentOffsetPlacement`` of the same name.
public enum TLIndexPathPlacement: String, Sendable, Hashable, Codable, CaseIterable {
    /// `TLTransitionLayoutIndexPathPlacementNone`: no target offset. TL's examples then leave
    /// `toContentOffset` unset, so it stays the transition's start offset: the result is the
    /// current offset, unclamped.
    case none
    /// `…Minimal`, `…Visible`, `…Center`, `…Top`, `…Left`, `…Bottom`, `…Right`.
    case minimal, visible, center, top, left, bottom, right

    /// The TL placement of the same name.
    public init(_ placement: ContentOffsetPlacement) {
        self = Self(rawValue: placement.rawValue).invariant("every ContentOffsetPlacement has a TL namesake")
    }

    /// The ``ContentOffsetPlacement`` of the same name; `nil` for ``none``.
    var contentOffsetPlacement: ContentOffsetPlacement? { ContentOffsetPlacement(rawValue: rawValue) }
}
