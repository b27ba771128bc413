// Layout conformance: poses at the host's progress, cached, and rect queries over the
// swept-bounds index.

extension InteractiveTransitionLayout {
    /// Accepts a context that differs from ``preparedContext`` only in the content offset (a
    /// scroll, or the offset the transition itself sets) and records it. O(1).
    ///
    /// - Throws: ``LayoutError/other(_:)`` for another bounds size, inset or data: a running
    ///   transition cannot re-lay out; start a new transition instead.
    public func prepare(in context: LayoutContext) throws(LayoutError) {
        preparedContext = try TransitionPreparation.accept(context, replacing: preparedContext, owner: "an InteractiveTransitionLayout")
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

    /// The content offset at the current progress p: `from + (to − from)·p`, extrapolated outside
    /// [0, 1] (not clamped); exactly ``fromContentOffset`` at 0 and ``toContentOffset`` at 1.
    public var contentOffset: Point {
        Point.interpolate(from: fromContentOffset, to: toContentOffset, fraction: transitionProgress)
    }

    /// The content size at the current progress: `from + (to − from)·p`, never negative.
    public var contentSize: Size {
        let s = Size.interpolate(from: fromContentSize, to: toContentSize, fraction: transitionProgress)
        return Size(width: Swift.max(0, s.width), height: Swift.max(0, s.height))
    }

    /// Whether zIndex and isHidden show the target's values: while the progress is at least 0.5.
    var isPastHalfway: Bool { transitionProgress >= 0.5 }

    /// The element's pose at the current progress, or `nil` when it is not part of the transition.
    /// Computed on demand (at most once per progress value), O(1) plus its custom channels.
    public func attributes(for element: ElementID) -> LayoutAttributes? {
        guard let i = table.entryIndex(of: element) else { return nil }
        return pose(ofEntry: i)
    }

    /// Every element whose current pose's visual bounds intersect `rect`, through the spatial index
    /// over the swept bounds of the progress range seen so far: O(log n + k). Allocates nothing.
    public func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        table.forEachPose(in: rect, progress: transitionProgress, halfway: isPastHalfway, finished: false,
                          stamp: frame, body)
    }

    /// The pose of entry `i` at the current progress.
    func pose(ofEntry i: Int) -> LayoutAttributes {
        table.pose(ofEntry: i, progress: transitionProgress, halfway: isPastHalfway, stamp: frame)
    }

    /// Stops the transition where it is (``State/stopped``) and calls the completion with
    /// `(false, false)`: it was cancelled in place or replaced by another transition.
    func interrupt() {
        guard state == .interactive else { return }
        state = .stopped
        frame &+= 1
        if let done = completion {
            completion = nil
            done(false, false)
        }
    }
}
