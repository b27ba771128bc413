/// One of a ``StudyRun``'s error measures, for choosing what a diagram plots.
public enum ErrorMeasure: String, CaseIterable, Sendable {
    /// The final-state error (the headline; every run has it).
    case final
    /// The largest error over the sample times, dense output.
    case denseMax = "dense-max"
    /// The RMS error over the sample times, dense output.
    case denseRMS = "dense-rms"
    /// The largest error over the sample times, stepped onto.
    case stepMax = "step-max"
    /// The RMS error over the sample times, stepped onto.
    case stepRMS = "step-rms"

    /// The measure of `run`, if it has it.
    public func value(of run: StudyRun) -> Double? {
        switch self {
        case .final: run.finalError
        case .denseMax: run.denseMaxError
        case .denseRMS: run.denseRMSError
        case .stepMax: run.stepMaxError
        case .stepRMS: run.stepRMSError
        }
    }

    /// What the measure is, for axis labels: for example "max error over 100 sample times
    /// (dense output of the run's own steps)".
    public func label(sampleCount: Int) -> String {
        switch self {
        case .final: "final-state error (each solver chooses its own steps)"
        case .denseMax: "max error over \(sampleCount) sample times (dense output of the run's own steps)"
        case .denseRMS: "RMS error over \(sampleCount) sample times (dense output of the run's own steps)"
        case .stepMax: "max error over \(sampleCount) sample times (separate run stepping onto each)"
        case .stepRMS: "RMS error over \(sampleCount) sample times (separate run stepping onto each)"
        }
    }
}
