/// What the three transition layouts (`SpringTransitionLayout`, ``EasedTransitionLayout``,
/// `InteractiveTransitionLayout`) share: their ``TransitionEndpoints``, preparing and
/// invalidating (a running transition only records a new content offset), and the offset a new
/// collection view keeps. Each kind stores its endpoints and its pose-cache stamp and says how it
/// stops; the rest comes from here.
package protocol TransitionLayoutCore: TransitionLayout {
    /// The layouts, offsets, sizes and prepared context the transition goes between.
    var endpoints: TransitionEndpoints { get set }
    /// Changes whenever the presented poses may have changed (pose cache stamp).
    var poseEpoch: UInt64 { get set }
    /// The layout's name with its article, for messages ("a SpringTransitionLayout").
    static var layoutName: String { get }
    /// Whether the transition still moves (running, or taking progress from the host).
    var isRunning: Bool { get }
    /// Stops the transition where it is, its completion reporting that it did not complete
    /// (another transition replaces it). Does nothing once it has stopped.
    func interrupt()
}

extension TransitionLayoutCore {
    /// The layout the transition started from, as it was then (a snapshot of class-based layouts).
    public package(set) var currentLayout: any Layout {
        get { endpoints.currentLayout } set { endpoints.currentLayout = newValue }
    }

    /// The layout the transition goes to, prepared for `toContentOffset` (the scenario runner
    /// wraps a running spring transition's in update effects).
    public package(set) var nextLayout: any Layout {
        get { endpoints.nextLayout } set { endpoints.nextLayout = newValue }
    }

    /// The next layout's bounds size, inset and data, with the content offset the collection view
    /// shows.
    public package(set) var preparedContext: LayoutContext? {
        get { endpoints.preparedContext } set { endpoints.preparedContext = newValue }
    }

    /// The content offset the transition starts from (a spring transition's: or was last
    /// retargeted from).
    public package(set) var fromContentOffset: Point {
        get { endpoints.fromContentOffset } set { endpoints.fromContentOffset = newValue }
    }

    /// The content offset the transition ends at (an interactive transition's: at progress 1),
    /// exactly. Change it with `setToContentOffset(_:)` or `setToContentOffset(for:at:)`.
    public package(set) var toContentOffset: Point {
        get { endpoints.toContentOffset } set { endpoints.toContentOffset = newValue }
    }

    /// The content size the transition starts from (a spring transition's: or was last
    /// retargeted from).
    public package(set) var fromContentSize: Size {
        get { endpoints.fromContentSize } set { endpoints.fromContentSize = newValue }
    }

    /// The next layout's content size.
    public package(set) var toContentSize: Size {
        get { endpoints.toContentSize } set { endpoints.toContentSize = newValue }
    }

    /// Accepts a context that differs from ``preparedContext`` only in the content offset (a
    /// scroll, or the offset the transition itself sets) and records it. O(1).
    ///
    /// - Throws: ``LayoutError/other(_:)`` for another bounds size, inset or data: a running
    ///   transition cannot re-lay out; start a new transition instead.
    public func prepare(in context: LayoutContext) throws(LayoutError) {
        endpoints.preparedContext = try TransitionPreparation.accept(context, replacing: endpoints.preparedContext,
                                                                     owner: Self.layoutName)
    }

    /// True when the visible rectangle changed at all (so the collection view's offset is recorded).
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        TransitionPreparation.shouldInvalidate(endpoints.preparedContext, forBoundsChange: newBounds)
    }

    /// Records the new offset (see ``prepare(in:)``).
    public func invalidate(forBoundsChange newBounds: Rect, in context: LayoutContext) throws(LayoutError) {
        try prepare(in: context)
    }

    /// The transition's own `contentOffset`: a collection view installing the transition keeps
    /// showing what it showed.
    public func targetContentOffset(forProposed offset: Point) -> Point { contentOffset }

    /// The content offset that shows the cell at `indexPath` at `position` in the *next* layout,
    /// viewed through its bounds and insets, clamped to its valid range; `nil` when the next layout
    /// has no such cell. STTransitionLayout's `finalContentOffsetForIndexPath:atScrollPosition:`.
    public func finalContentOffset(for indexPath: IndexPath, at position: ScrollPosition) -> Point? {
        endpoints.finalContentOffset(for: indexPath, at: position)
    }

    /// Records `offset` as the prepared context's content offset: the collection view shows the
    /// transition there. The transition set it itself, so nothing is validated again. O(1).
    package func recordShownOffset(_ offset: Point) {
        endpoints.preparedContext?.contentOffset = offset
    }
}

/// A time-driven transition of this package (`SpringTransitionLayout`,
/// ``EasedTransitionLayout``): a ``TransitionState`` and a completion taking whether it came to
/// its end, shared cancel-in-place and completed layout.
package protocol DrivenTransitionCore: TransitionLayoutCore, DrivenTransition {
    /// Whether the transition is running, finished or cancelled.
    var state: TransitionState { get set }
    /// Called once when the transition ends: `true` when it reached its end.
    var completion: ((Bool) -> Void)? { get set }
}

extension DrivenTransitionCore {
    /// Whether the transition has ended (finished or cancelled).
    public var isComplete: Bool { state != .running }

    package var isRunning: Bool { state == .running }

    /// Once finished: the next layout at exactly `toContentOffset`; `nil` otherwise.
    public var completedLayout: (layout: any Layout, contentOffset: Point)? {
        state == .finished ? (nextLayout, toContentOffset) : nil
    }

    /// Stops the transition where it is: every element freezes at its current pose (velocities are
    /// dropped), `state` becomes ``TransitionState/cancelled`` and `completion` runs with `false`.
    ///
    /// - Returns: the frozen poses as a ``LayoutSnapshot`` (prepared in ``preparedContext``, with the
    ///   current content size), for a collection view to install
    ///   (``CollectionView/cancelTransitionInPlace()``) and to start a new transition from. After
    ///   the end it returns the poses as they are.
    @discardableResult
    public func cancelInPlace() -> LayoutSnapshot {
        let frozen = LayoutSnapshot(of: self)
        if state == .running {
            state = .cancelled
            poseEpoch &+= 1
            if let done = completion {
                completion = nil
                done(false)
            }
        }
        return frozen
    }

    package func interrupt() { _ = cancelInPlace() }

    /// Checks a new target offset: `true` when it differs from the current one.
    ///
    /// - Throws: ``TransitionError/invalidContentOffset(_:)`` for a non-finite offset,
    ///   ``TransitionError/transitionEnded`` after the end.
    package func checkNewTarget(_ offset: Point) throws(TransitionError) -> Bool {
        guard offset.isFinite else { throw .invalidContentOffset(offset) }
        guard state == .running else { throw .transitionEnded }
        return offset != toContentOffset
    }
}
