import SpringTransitions

/// One frame of a scenario run: what a collection view would draw at ``time``.
public struct ScenarioFrame {
    /// The frame's number, from 0 (the start, before any time has passed).
    public var index: Int
    /// Seconds since the scenario started: `index / framesPerSecond` (the last frame may stop
    /// early at ``Scenario/maxDuration``).
    public var time: Double
    /// The content offset.
    public var contentOffset: Point
    /// The content size.
    public var contentSize: Size
    /// Every element of the layout shown (the transition's: both layouts' elements, disappearing
    /// ones included), sorted by identity, with its attributes at ``time``.
    public var elements: [LayoutAttributes]
    /// The latest transition (running, or ended at or before this frame), for queries such as
    /// `SpringTransitionLayout/animation(for:)`; `nil` only if none started.
    public var transition: SpringTransitionLayout?
    /// The wall-clock time spent in `CollectionView.advance(by:)` to reach this frame, in
    /// nanoseconds, when the runner has a ``ScenarioRunner/clock``; otherwise `nil`.
    public var advanceNanoseconds: UInt64?
    /// Indices into the scenario's timeline of the events applied since the previous frame.
    public var events: Range<Int>
    /// The progress of the transition shown (spring, eased or interactive; see
    /// `SpringTransitionLayout/progress`), or `nil` when none runs.
    public var progress: Double?
    /// The content offset's velocity in points per second: the scroll driver's while a scroll
    /// gesture moves the content, the spring transition's while one runs, else zero.
    public var contentOffsetVelocity: Point = .zero
}
