extension WorkPrecisionReport {
    /// The CSV columns before the end state, in order. Stable: peer scripts read the same
    /// columns. See the DocC article "Benchmarking integrators" for each column's meaning.
    public static let csvColumns = [
        "problem", "method", "setting_kind", "absolute_tolerance", "relative_tolerance", "frame",
        "final_error", "dense_max_error", "dense_rms_error", "step_max_error", "step_rms_error", "invariant_error",
        "function_evaluations", "jacobian_evaluations", "steps", "rejected_steps", "seconds", "failure",
    ]

    /// One line per run: ``csvColumns``, then `end_1` … `end_n`, the end state with 17
    /// significant digits (n the largest dimension among the problems; a smaller problem leaves
    /// the rest empty). Empty fields are measures a run does not have; a failed run has only
    /// its work and its `failure`. Numbers other than the end state are the shortest text that
    /// reads back exactly.
    public func csv() -> String {
        let width = problems.map(\.componentNames.count).max() ?? 0
        var out = (Self.csvColumns + (0..<width).map { "end_\($0 + 1)" }).joined(separator: ",") + "\n"
        func number(_ v: Double?) -> String { v.map { "\($0)" } ?? "" }
        for run in runs {
            var fields = [csvField(run.problem), csvField(run.method), run.setting.kind]
            switch run.setting {
            case .tolerance(let t): fields += ["\(t.absolute)", "\(t.relative)", ""]
            case .frame(let h): fields += ["", "", "\(h)"]
            case .none: fields += ["", "", ""]
            }
            fields += [run.finalError, run.denseMaxError, run.denseRMSError, run.stepMaxError, run.stepRMSError, run.invariantError].map(number)
            let s = run.statistics
            fields += ["\(s.functionEvaluations)", "\(s.jacobianEvaluations)", "\(s.acceptedSteps)", "\(s.rejectedSteps)"]
            fields += [number(run.seconds), csvField(run.failure ?? "")]
            fields += (0..<width).map { $0 < run.endState.count ? digits17(run.endState[$0]) : "" }
            out += fields.joined(separator: ",") + "\n"
        }
        return out
    }
}
