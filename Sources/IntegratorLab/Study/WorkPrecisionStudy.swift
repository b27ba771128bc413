import SpringDynamics

/// A work-precision study: methods × a tolerance sweep (and frame sizes for the fixed-step
/// schemes) on a set of problems, each run measured by its achieved error and its work.
///
/// **What is measured.** Each adaptive run chooses its own steps over the whole span, from the
/// start state to the end time, and its **final-state error** against the reference is the
/// headline measure. Errors over ``sampleCount`` equally spaced sample times come from the
/// same steps' dense output (``Sampling/dense``, the default) or from a separate run that
/// steps onto each sample time (``Sampling/step``: that caps the step size, so it measures
/// the sampling as much as the method); the reports say which. Problems whose reference is
/// only an end state have no sample errors.
///
/// **Work.** f-evaluations, Jacobian evaluations, accepted and rejected steps of one solve, and
/// its wall time: the median of ``repetitions`` timed solves after one warm-up. Everything but
/// the time is deterministic.
///
/// **Failures.** A run that throws (step limit, no progress, a diverging state) becomes a row
/// with its reason; the study goes on.
///
/// ```swift
/// var study = WorkPrecisionStudy(problems: [try .hires()],
///                                tolerances: try WorkPrecisionStudy.paired([1e-6, 1e-8]))
/// study.methods = [.gsl(.msbdf), .gsl(.bsimp)]
/// let report = try study.run()
/// print(report.markdown())
/// ```
public struct WorkPrecisionStudy {
    /// Where the sample-time errors come from.
    public enum Sampling: String, CaseIterable, Sendable {
        /// Dense output of the headline run's own steps (`ODESolver.solve` with
        /// `ODEOutputMode.interpolate`: each stepper's own interpolant, `Stepper.denseOutput`).
        case dense
        /// A separate run that steps onto each sample time.
        case step
        /// Both.
        case both
        /// No sample-time errors: the final state only.
        case none
    }

    /// The problems.
    public var problems: [IntegratorProblem]
    /// The tolerances of the adaptive methods.
    public var tolerances: [ToleranceSetting]
    /// The methods, in order; a method that does not run on a problem
    /// (``StudyMethod/runs(on:)``) is skipped there.
    public var methods: [StudyMethod] = StudyMethod.allCases
    /// The frame durations of the fixed-step schemes.
    public var frameSizes: [Double] = [1.0 / 30, 1.0 / 60, 1.0 / 120, 1.0 / 240, 1.0 / 480, 1.0 / 960]
    /// Where sample-time errors come from; default ``Sampling/dense``.
    public var sampling: Sampling = .dense
    /// The number of equally spaced sample times (the last is the end time); default 100.
    public var sampleCount = 100
    /// Timed solves per run after one warm-up; the median is reported. Default 3.
    public var repetitions = 3
    /// The most steps one adaptive solve may take before it fails; default 1 000 000.
    public var maximumSteps = 1_000_000
    /// Called after each run with (runs done, runs in total).
    public var progress: ((Int, Int) -> Void)?

    /// A study of every method on `problems` at `tolerances`.
    public init(problems: [IntegratorProblem], tolerances: [ToleranceSetting]) {
        self.problems = problems
        self.tolerances = tolerances
    }

    /// Paired tolerances (``ToleranceSetting/paired(_:)``), each finite, greater than 0 and less than 1.
    ///
    /// - Throws: ``ProblemError/invalidParameter(name:requirement:)`` naming `tolerances[i]`.
    public static func paired(_ values: [Double]) throws(ProblemError) -> [ToleranceSetting] {
        guard !values.isEmpty else { throw .invalidParameter(name: "tolerances", requirement: "at least one tolerance") }
        if let i = values.firstIndex(where: { !($0.isFinite && $0 > 0 && $0 < 1) }) {
            throw .invalidParameter(name: "tolerances[\(i)]", requirement: "a number between 0 and 1, like 1e-6; got \(values[i])")
        }
        return values.map(ToleranceSetting.paired)
    }

    /// Separate absolute and relative tolerances, taken pairwise (the SciML convention, for
    /// example absolute 1e-4…1e-11 with relative 1e-1…1e-8).
    ///
    /// - Throws: ``ProblemError/invalidParameter(name:requirement:)`` when the lists differ in
    ///   length, are empty, or hold a value that is not finite, greater than 0 and less than 1.
    public static func sweep(absolute: [Double], relative: [Double]) throws(ProblemError) -> [ToleranceSetting] {
        guard !absolute.isEmpty, absolute.count == relative.count else {
            throw .invalidParameter(name: "tolerances", requirement: "as many relative as absolute tolerances, at least one; got \(absolute.count) absolute and \(relative.count) relative")
        }
        for (name, values) in [("absolute", absolute), ("relative", relative)] {
            if let i = values.firstIndex(where: { !($0.isFinite && $0 > 0 && $0 < 1) }) {
                throw .invalidParameter(name: "\(name)[\(i)]", requirement: "a number between 0 and 1, like 1e-6; got \(values[i])")
            }
        }
        var tolerances: [ToleranceSetting] = []
        for (a, r) in zip(absolute, relative) {
            do { tolerances.append(.separate(try ODETolerance(absolute: a, relative: r))) } catch {
                throw .invalidParameter(name: "tolerances", requirement: "\(error)")
            }
        }
        return tolerances
    }

    /// The number of runs ``run()`` makes.
    public var runCount: Int {
        problems.reduce(0) { total, problem in
            total + methods.filter { $0.runs(on: problem) }.reduce(0) { sum, method in
                switch method {
                case .gsl: sum + tolerances.count
                case .exact: sum + 1
                default: sum + frameSizes.count
                }
            }
        }
    }

    /// Runs every method on every problem.
    ///
    /// - Throws: ``ProblemError/invalidParameter(name:requirement:)`` for a setting out of
    ///   range (no run then happens), or the error computing a problem's reference. A method
    ///   that fails on a problem is a row of the report, not an error.
    public func run() throws -> WorkPrecisionReport {
        try validate()
        var runs: [StudyRun] = []
        var reported: [ReportedProblem] = []
        var done = 0
        let total = runCount
        func tick() { done += 1; progress?(done, total) }
        for problem in problems {
            let context = try RunContext(problem: problem, study: self)
            reported.append(ReportedProblem(problem, referenceEndState: context.endReference))
            for method in methods where method.runs(on: problem) {
                switch method {
                case .gsl(let stepper):
                    for tolerance in tolerances {
                        runs.append(adaptiveRun(context, stepper, tolerance))
                        tick()
                    }
                case .exact:
                    runs.append(frameRun(context, method, frame: problem.duration / Double(sampleCount)))
                    tick()
                default:
                    for h in frameSizes {
                        runs.append(frameRun(context, method, frame: h))
                        tick()
                    }
                }
            }
        }
        return WorkPrecisionReport(problems: reported, runs: runs, sampling: sampling,
                                   sampleCount: sampleCount, repetitions: repetitions)
    }

    /// Throws for settings out of range.
    func validate() throws(ProblemError) {
        guard !problems.isEmpty else { throw .invalidParameter(name: "problems", requirement: "at least one problem") }
        guard !methods.isEmpty else { throw .invalidParameter(name: "methods", requirement: "at least one method") }
        if methods.contains(where: { $0.stepper != nil }), tolerances.isEmpty {
            throw .invalidParameter(name: "tolerances", requirement: "at least one tolerance for the GSL steppers")
        }
        for tolerance in tolerances {
            for problem in problems { _ = try tolerance.tolerance(for: problem) }
        }
        if let h = frameSizes.first(where: { !($0.isFinite && $0 > 0 && $0 <= 1) }) {
            throw .invalidParameter(name: "frameSizes", requirement: "each finite, greater than 0 and at most 1 s; got \(h)")
        }
        guard (1...100_000).contains(sampleCount) else {
            throw .invalidParameter(name: "sampleCount", requirement: "from 1 to 100000; got \(sampleCount)")
        }
        guard (1...1000).contains(repetitions) else {
            throw .invalidParameter(name: "repetitions", requirement: "from 1 to 1000; got \(repetitions)")
        }
        guard maximumSteps >= 1 else { throw .invalidParameter(name: "maximumSteps", requirement: "at least 1; got \(maximumSteps)") }
    }
}
