/// One point of the work-precision study.
struct StudyResult {
    var problem: String
    var method: String
    /// The tolerance (adaptive methods) or the step size (fixed-step methods).
    var setting: Double
    var settingKind: String
    /// Max over the sample times of max(|x − x*|, |v − v*| / ω): the achieved error against the exact solution.
    var error: Double
    var functionEvaluations: Int
    var jacobianEvaluations: Int
    var steps: Int
    var rejected: Int
    /// The fastest of the repetitions, in seconds.
    var seconds: Double
    /// Why the run failed, if it did.
    var failure: String?
}
