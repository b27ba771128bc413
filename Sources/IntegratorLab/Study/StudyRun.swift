import SpringDynamics

/// What a run of a study was given: a tolerance (adaptive methods), a frame size (fixed-step
/// schemes), or nothing (`exact`).
public enum RunSetting: Hashable, Sendable {
    /// Adaptive, at this tolerance.
    case tolerance(ODETolerance)
    /// Frame by frame, at this frame duration.
    case frame(Double)
    /// No setting (`exact`).
    case none

    /// `tolerance`, `frame` or `none`: the `setting_kind` column of the CSV.
    public var kind: String {
        switch self {
        case .tolerance: "tolerance"
        case .frame: "frame"
        case .none: "none"
        }
    }
}

/// One point of a work-precision study: a method on a problem at one setting, with its errors
/// and its work. A failed run keeps its reason in ``failure`` and has no errors or end state.
public struct StudyRun: Hashable, Sendable {
    /// The problem's name.
    public var problem: String
    /// The method's name (``StudyMethod/name``).
    public var method: String
    /// The tolerance or frame size.
    public var setting: RunSetting
    /// The state at the end time (empty when the run failed).
    public var endState: [Double] = []
    /// The error of the end state against the reference end state (the headline measure).
    public var finalError: Double?
    /// The largest error over the sample times, of the dense (interpolated) output of the same
    /// steps (`nil` unless sampled densely and the reference covers the sample times).
    public var denseMaxError: Double?
    /// The root mean square of the errors over the sample times, dense output.
    public var denseRMSError: Double?
    /// The largest error over the sample times of a separate run that steps onto each of them
    /// (which caps the step size; frame-based methods: over every frame end).
    public var stepMaxError: Double?
    /// The root mean square of the errors over the sample times, stepped onto.
    public var stepRMSError: Double?
    /// `|I(y_end) − I(y_0)|` for a problem with an ``IntegratorProblem/invariant``.
    public var invariantError: Double?
    /// The work of one solve over the whole span.
    public var statistics = IntegrationStatistics.zero
    /// The median wall time of one solve, in seconds, over the timed repetitions (after a
    /// warm-up); `nil` for a failed run. The only field that is not deterministic.
    public var seconds: Double?
    /// Why the run failed, if it did.
    public var failure: String?

    /// A run with no measurements yet.
    public init(problem: String, method: String, setting: RunSetting) {
        self.problem = problem
        self.method = method
        self.setting = setting
    }

    /// The run with its timing removed: what two runs of the same study must agree on.
    public var withoutTiming: StudyRun {
        var copy = self
        copy.seconds = nil
        return copy
    }
}
