// Layout conformance: lazy, cached poses and rect queries over the swept-bounds index.

extension EasedTransitionLayout {
    /// Accepts a context that differs from ``preparedContext`` only in the content offset (a
    /// scroll, or the offset the transition itself sets) and records it. O(1).
    ///
    /// - Throws: ``LayoutError/other(_:)`` for another bounds size, inset or data: a running
    ///   transition cannot re-lay out; start a new transition instead.
    public func prepare(in context: LayoutContext) throws(LayoutError) {
        preparedContext = try TransitionPreparation.accept(context, replacing: preparedContext, owner: "an EasedTransitionLayout")
    }

    /// True when the visible rectangle changed at all (so the collection view's offset is recorded).
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        TransitionPreparation.shouldInvalidate(preparedContext, forBoundsChange: newBounds)
    }

    /// Records the new offset (see ``prepare(in:)``).
    public func invalidate(forBoundsChange newBounds: Rect, in context: LayoutContext) throws(LayoutError) {
        try prepare(in: context)
    }

    /// The transition's own ``contentOffset``: a collection view installing the transition keeps
    /// showing what it showed.
    public func targetContentOffset(forProposed offset: Point) -> Point { contentOffset }

    /// The content offset now: `from + (to − from)·p` with p the eased ``progress`` (it overshoots
    /// with the curve), exactly ``toContentOffset`` once finished.
    public var contentOffset: Point {
        if state == .finished { return toContentOffset }
        return Point.interpolate(from: fromContentOffset, to: toContentOffset, fraction: presentedProgress)
    }

    /// The content size now: `from + (to − from)·p` (never negative), exactly the next layout's
    /// once finished.
    public var contentSize: Size {
        if state == .finished { return toContentSize }
        let s = Size.interpolate(from: fromContentSize, to: toContentSize, fraction: presentedProgress)
        return Size(width: Swift.max(0, s.width), height: Swift.max(0, s.height))
    }

    /// The element's pose now, or `nil` when it is not part of the transition: exactly its target
    /// once finished, otherwise its interpolation at the eased ``progress``. Computed on demand (at
    /// most once per frame), O(1) plus the element's custom channels.
    public func attributes(for element: ElementID) -> LayoutAttributes? {
        guard let i = table.entryIndex(of: element) else { return nil }
        return pose(ofEntry: i)
    }

    /// Every element whose current pose's visual bounds intersect `rect`. Candidates come from a
    /// spatial index over each element's swept bounds, built at the start: O(log n + k) with k the
    /// candidates, each of which is posed and tested. Allocates nothing.
    public func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        table.forEachPose(in: rect, progress: presentedProgress, halfway: isPastHalfway, finished: state == .finished,
                          stamp: frame, body)
    }

    /// The pose of entry `i` now.
    func pose(ofEntry i: Int) -> LayoutAttributes {
        if state == .finished { return table.entries[i].target }
        return table.pose(ofEntry: i, progress: presentedProgress, halfway: isPastHalfway, stamp: frame)
    }
}
