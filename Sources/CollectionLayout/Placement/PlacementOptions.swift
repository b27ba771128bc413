/// Fine-tuning of a ``ContentOffsetPlacement``: TLLayoutTransitioning's placement anchor and
/// placement inset, and the bounds size and content inset the collection view will have after the
/// transition.
public struct PlacementOptions: Sendable, Hashable, Codable {
    /// The point of the region that the placement moves, in unit coordinates of the region (the
    /// union of the placed cells' frames): (0, 0) is its top-left corner, (1, 1) its bottom-right;
    /// values outside [0, 1] extrapolate. `nil` uses the placement's
    /// ``ContentOffsetPlacement/defaultAnchor``.
    ///
    /// - ``ContentOffsetPlacement/minimal``: the point that stays still on screen, e.g.
    ///   (0.5, 0) keeps the top-center of the cells still; a pinch location relative to the cells
    ///   keeps the fingers over the same content.
    /// - ``ContentOffsetPlacement/visible``: the point held still before the visibility shift.
    /// - ``ContentOffsetPlacement/center``: the point that goes to the viewport's center.
    /// - ``ContentOffsetPlacement/top`` and the other edges: the point that goes to the middle of
    ///   that viewport edge (the default puts the region's edge there).
    ///
    /// Must be finite.
    public var anchor: Point?
    /// Shrinks the placement viewport inside the content inset, in points per edge: a positive inset
    /// keeps a margin between the placed cells and the view's edges (``ContentOffsetPlacement/visible``
    /// stops that far from the edge; ``ContentOffsetPlacement/center`` centers in what remains).
    /// Negative values grow it. Must be finite. It does not change the valid offset range.
    public var inset: EdgeInsets
    /// The collection view's bounds size after the transition, in points; `nil` for the current size.
    /// Finite and not negative.
    public var toSize: Size?
    /// The collection view's content inset after the transition; `nil` for the current inset. Finite.
    public var toContentInset: EdgeInsets?
    /// Whose arithmetic computes the offset: this library's (default) or TLLayoutTransitioning's,
    /// reproduced exactly for ports (see ``PlacementArithmetic`` for the four differences).
    public var arithmetic: PlacementArithmetic

    /// Creates options; the defaults change nothing: the placement's own anchor, no inset, the
    /// current size and content inset, this library's arithmetic.
    public init(anchor: Point? = nil, inset: EdgeInsets = .zero, toSize: Size? = nil, toContentInset: EdgeInsets? = nil,
                arithmetic: PlacementArithmetic = .springTransitions) {
        self.anchor = anchor
        self.inset = inset
        (self.toSize, self.toContentInset) = (toSize, toContentInset)
        self.arithmetic = arithmetic
    }

    private enum CodingKeys: String, CodingKey { case anchor, inset, toSize, toContentInset, arithmetic }

    /// Decodes the options; every key is optional (defaults as ``init(anchor:inset:toSize:toContentInset:arithmetic:)``).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(anchor: try c.decodeIfPresent(Point.self, forKey: .anchor),
                  inset: try c.decodeIfPresent(EdgeInsets.self, forKey: .inset) ?? .zero,
                  toSize: try c.decodeIfPresent(Size.self, forKey: .toSize),
                  toContentInset: try c.decodeIfPresent(EdgeInsets.self, forKey: .toContentInset),
                  arithmetic: try c.decodeIfPresent(PlacementArithmetic.self, forKey: .arithmetic) ?? .springTransitions)
    }

    /// ``anchor``, or `placement`'s ``ContentOffsetPlacement/defaultAnchor`` when it is `nil`.
    public func resolvedAnchor(for placement: ContentOffsetPlacement) -> Point {
        anchor ?? placement.defaultAnchor
    }

    /// Checks every option.
    ///
    /// - Throws: ``ContentOffsetPlacementError/invalidParameter(name:value:requirement:)`` for the
    ///   first bad value, e.g. `"invalid placement: options.toSize.width is -1.0; must be finite and not negative"`.
    public func validate() throws(ContentOffsetPlacementError) {
        let check = ContentOffsetPlacementError.check
        if let anchor { try check.point("options.anchor", anchor) }
        try check.finiteInsets("options.inset", inset)
        if let toSize { try check.size("options.toSize", toSize) }
        if let toContentInset { try check.finiteInsets("options.toContentInset", toContentInset) }
    }
}
