/// A layout that moves every element from one layout to another along an easing curve in a fixed
/// duration: TLLayoutTransitioning's `TLTransitionLayout` driven as a non-interactive animation,
/// behind ``CollectionView/transition(to:duration:easing:configuration:completion:)``.
///
/// ## Flow
/// 1. **Start.** Built from the current layout and the next one, both prepared. Their diff over
///    *all* elements gives each element's start and target, exactly as for
///    `SpringTransitionLayout`: persisting elements from their current attributes to their next
///    ones, appearing elements from the next layout's initial attributes, disappearing ones to the
///    current layout's final attributes. Cells, supplementary and decoration views alike.
/// 2. **Frames.** ``advance(by:)`` moves the clock. At time t every element is at eased progress
///    p = easing(t / duration): each channel is `from + (to − from)·p` — center, size, the 2-D
///    transform's components (rotation along the shortest path), the decomposed 3-D transform,
///    alpha (clamped to [0, 1]), custom channels; sizes never go below 0. zIndex and isHidden
///    switch to the target's once p reaches 0.5, with the spring engine's rule. The content offset
///    goes from `fromContentOffset` to `toContentOffset` by p, the content size likewise.
/// 3. **Queries.** Poses are computed on demand, once per frame each. Rect queries use a spatial
///    index over each element's swept bounds (built at the start, covering the easing's whole
///    range, overshoot included; see SpringTransitions' article “Eased transitions”): O(log n + k).
/// 4. **Finish.** At `t ≥ duration` every pose is *exactly* the next layout's attributes (returned,
///    not computed), the offset exactly `toContentOffset`, and ``completion`` runs with `true`.
///
/// The clock is the spring engine's: whole steps of ``Configuration/timeStep`` on a grid, the rest
/// presented exactly; the zIndex switch is checked on the grid. Every sequence of frames reaching
/// the same instant shows the same poses there (bit for bit at grid instants).
public final class EasedTransitionLayout: DrivenTransitionCore, InterpolatedTransitionCore {
    /// The settings the transition was started with.
    public let configuration: Configuration
    /// The length of the transition in seconds (finite, > 0).
    public let duration: Double
    /// The timing curve.
    public let easing: Easing
    /// The layouts, offsets, sizes and prepared context the transition goes between.
    package var endpoints: TransitionEndpoints
    /// Whether the transition is running, finished or cancelled.
    public package(set) var state = State.running
    /// Called once when the transition ends: `true` when it reached its end, `false` when it was
    /// cancelled or replaced by another transition.
    public var completion: ((Bool) -> Void)?

    package var table: InterpolationTable
    let envelope: EasingEnvelope

    // MARK: Clock (as SpringTransitionLayout's, with origin 0)
    var stepCount = 0
    var sinceOrigin = 0.0
    var remainder = 0.0
    /// Whether the eased progress reached 0.5 on a grid step (zIndex and isHidden switched).
    var hasPassedHalfway = false
    /// The eased progress at the presented time.
    var presentedProgress = 0.0
    /// Changes whenever the presented poses may have changed (pose cache stamp).
    package var poseEpoch: UInt64 = 1

    /// A transition from `current` to `next`, both prepared, at time 0.
    ///
    /// - Parameters:
    ///   - current: the layout shown now; the start offset is its prepared content offset.
    ///   - next: the layout to go to, prepared for the bounds and data to end with. When the target
    ///     offset differs from its prepared one and it depends on the offset (pinned headers), a
    ///     copy is updated for the target.
    ///   - duration: seconds from start to end; finite and positive.
    ///   - easing: the timing curve; default ``Easing/quadraticInOut``.
    ///   - configuration: time step and target offset.
    /// - Throws: ``TransitionError``: `"invalid transition configuration: duration is 0.0; must be
    ///   finite and positive"`, an invalid time step or target offset, an easing that is not finite
    ///   on [0, 1], an unprepared layout, an element outside its layout's data counts, or a layout
    ///   that fails to update.
    public convenience init(from current: some Layout, to next: some Layout, duration: Double,
                            easing: Easing = .quadraticInOut, configuration: Configuration = Configuration()) throws(TransitionError) {
        try self.init(from: current, to: next, duration: duration, easing: easing, configuration: configuration,
                      startOffset: nil)
    }

    /// The designated initialiser; `startOffset` overrides the current layout's prepared offset
    /// (a collection view passes the offset it shows: a layout that ignores scrolling keeps the
    /// offset it was prepared at).
    init(from current: some Layout, to next: some Layout, duration: Double, easing: Easing,
         configuration: Configuration, startOffset: Point?) throws(TransitionError) {
        guard duration.isFinite, duration > 0 else {
            throw .invalidConfiguration(name: "duration", value: "\(duration)", requirement: "must be finite and positive")
        }
        try configuration.validate()
        let envelope = try EasingEnvelope(easing)
        let endpoints = try TransitionEndpoints(from: current, to: next, startOffset: startOffset,
                                                requestedOffset: configuration.toContentOffset)
        self.configuration = configuration
        self.duration = duration
        self.easing = easing
        self.envelope = envelope
        self.endpoints = endpoints
        let (old, next) = (endpoints.currentLayout, endpoints.nextLayout)
        self.table = InterpolationTable(from: old, to: next, envelope: (envelope.lower, envelope.upper))
        presentedProgress = easing(0)
    }

    /// The transition's clock: seconds since it started, as presented (``duration`` once finished).
    public var time: Double {
        state == .finished ? duration : Double(stepCount) * configuration.timeStep + remainder
    }

    /// The eased progress p = easing(``time`` / ``duration``) at the presented time: 0 at the start,
    /// exactly 1 once finished, outside [0, 1] where the curve overshoots.
    public var progress: Double { state == .finished ? 1 : presentedProgress }

    package static var layoutName: String { "an EasedTransitionLayout" }

    /// The smallest and largest eased progress the swept bounds cover: [0, 1] for curves that stay
    /// inside it, wider for overshooting curves (see ``Easing``'s back, elastic and spring curves).
    public var progressEnvelope: ClosedRange<Double> { envelope.lower...envelope.upper }
}
