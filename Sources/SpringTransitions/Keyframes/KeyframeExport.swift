/// Keyframes for every element of a spring transition and for its content offset, with a bound
/// certified at **every instant**, not only at the keyframes: linear interpolation between them
/// stays within the ``tolerance`` of the true motion (the engine's poses at any time).
///
/// The bound comes from the closed form: between two recorded instants every channel follows its
/// spring's closed form, whose curvature is bounded through the spring's energy radius (see
/// `SpringMotion.accelerationBound`), so a chord over h seconds strays at most h²/8 of that bound;
/// what the engine changes at a recorded instant (a clock step of a non-exact integrator, a settle
/// snapping a channel onto its target, a retarget or another event) is a jump, counted too (by its
/// exact distance from the line). The keyframes are chosen greedily by solving that bound for the
/// longest segment (on an underdamped spring, lengthened while sampling the closed form certifies
/// it), with the same keyframe times for all of an element's properties; events and delayed starts get
/// a keyframe of their own, and the motion after an event starts from the current state and
/// velocity, as the engine's does. See <doc:KeyframesAndSeeking> for the formula.
///
/// ```swift
/// let transition = try view.transition(to: list, using: .spring(.smooth), integrator: ExactIntegrator())
/// let export = try KeyframeExport(transition: transition)          // runs it to the end
/// print(export.keyframeCount, export.certifiedMaxDeviation.points)  // ≤ 0.25 pt
/// ```
///
/// For a recorded scenario with events use ``KeyframeRecorder`` (springlab's `export` does).
public struct KeyframeExport: Sendable {
    /// The certified maximum deviation, per unit.
    public struct Deviation: Sendable, Hashable {
        /// Over centers, sizes and the content offset, in points.
        public var points: Double
        /// Over alpha.
        public var alpha: Double
    }

    /// The bound asked for.
    public var tolerance: KeyframeTolerance
    /// The instant of the first keyframe (the export's start), in seconds.
    public var startTime: Double
    /// The instant of the last keyframe, in seconds.
    public var endTime: Double
    /// Every element's keyframes, in element order.
    public var elements: [Keyframes]
    /// The content offset's keyframes (``KeyframeProperty/offsetX`` and ``KeyframeProperty/offsetY``).
    public var contentOffset: Keyframes
    /// The certified maximum deviation over every element and the offset: at most ``tolerance``
    /// unless a settle snaps a channel by more than it (up to the rest threshold, 0.1 pt for
    /// points: linear interpolation cannot follow a jump) or a motion needs segments shorter than
    /// 10 µs.
    public var certifiedMaxDeviation: Deviation
    /// Uniform sampling of the same motion, interpolated linearly between its samples like the
    /// keyframes, with the bound the same analysis certifies for it.
    public struct UniformSampling: Sendable, Hashable {
        /// The sampling rate, in hertz.
        public var rate: Double
        /// The instants sampled: every 1/``rate`` s from the start, and the end.
        public var sampleCount: Int
        /// The keyframes it takes: ``sampleCount`` for every element and for the content offset.
        public var keyframeCount: Int
        /// The certified maximum deviation of linear interpolation between the samples from the
        /// true motion, at every instant: on nodes that split every recorded interval finely enough
        /// for each part's chord bound to be within a quarter of the tolerance, the line's distance
        /// from the node values plus the parts' bounds (see <doc:KeyframesAndSeeking>).
        public var certifiedMaxDeviation: Deviation
    }

    /// The uniform sampling at 60 Hz of the same motion: its keyframe count (elements and offset)
    /// and the deviation the same analysis certifies for it (usually far above the tolerance, for
    /// fewer keyframes); `nil` when a 60 Hz instant falls between the recorded instants (a clock
    /// step that does not divide 1/60 s).
    public var uniform60Hz: UniformSampling?

    /// Uniform sampling fine enough for the same tolerance by the a-priori bound `step²/8 · max|f″|`
    /// (each element at the step its largest acceleration needs): the keyframe count over the
    /// elements and the offset, and the rate the fastest one needs, in hertz.
    public var uniformAtTolerance: (keyframeCount: Int, rate: Double)

    /// The total number of keyframes (elements and offset).
    public var keyframeCount: Int { elements.reduce(contentOffset.count) { $0 + $1.count } }

    /// The duration covered, in seconds.
    public var duration: Double { endTime - startTime }

    /// Runs `transition` to its end on its own clock step, recording every step, and exports the
    /// keyframes of every element and of the content offset. Reads the channels' motions directly
    /// (a pose is built only for an element that has a property without a motion).
    ///
    /// - Throws: ``KeyframeError`` when the transition is not running, an element has a transform
    ///   (only center, size and alpha are exported), or the transition fails to advance.
    public init(transition: SpringTransitionLayout, tolerance: KeyframeTolerance = .default) throws(KeyframeError) {
        try self.init(transition: transition, tolerance: tolerance, threads: .automatic)
    }

    /// ``init(transition:tolerance:)`` planning the element tracks on `threads` (the result is
    /// the same, bit for bit, in every mode; ``KeyframeRecorder/Threads/automatic`` is the default).
    public init(transition: SpringTransitionLayout, tolerance: KeyframeTolerance = .default,
                 threads: KeyframeRecorder.Threads) throws(KeyframeError) {
        guard transition.state == .running else {
            throw KeyframeError(parameter: "transition", message: "keyframe export needs a running transition; this one is \(transition.state)")
        }
        var recorder = KeyframeRecorder(tolerance: tolerance)
        recorder.threads = threads
        let h = transition.configuration.timeStep
        let start = transition.time
        var steps = 0
        while true {
            try recorder.record(transition, at: start + Double(steps) * h)
            if transition.state != .running { break }
            guard steps < SpringTransitionLayout.maximumStepsPerAdvance else {
                throw KeyframeError(parameter: "transition", message: "the transition did not end within \(steps) steps")
            }
            do {
                try transition.advance(by: h)
            } catch {
                throw KeyframeError(parameter: "transition", message: "the transition failed at t = \(transition.time) s: \(error)")
            }
            steps += 1
        }
        self = recorder.finishExport()
    }

    init(tolerance: KeyframeTolerance, startTime: Double, endTime: Double, elements: [Keyframes], contentOffset: Keyframes,
         certifiedMaxDeviation: Deviation, uniform60Hz: UniformSampling?,
         uniformAtTolerance: (keyframeCount: Int, rate: Double)) {
        self.uniformAtTolerance = uniformAtTolerance
        self.tolerance = tolerance
        self.startTime = startTime
        self.endTime = endTime
        self.elements = elements
        self.contentOffset = contentOffset
        self.certifiedMaxDeviation = certifiedMaxDeviation
        self.uniform60Hz = uniform60Hz
    }
}
