/// The result of a ``WorkPrecisionStudy``: its problems and runs, rendered as CSV, JSON, a
/// Markdown or plain-text table, and SVG diagrams.
///
/// Every format but the diagrams' time panels is deterministic: the same study gives the same
/// text apart from the `seconds` values (compare ``withoutTimings``).
public struct WorkPrecisionReport: Hashable, Sendable {
    /// The problems, in the order they ran.
    public var problems: [ReportedProblem]
    /// Every run, in the order they ran.
    public var runs: [StudyRun]
    /// Where the sample-time errors came from.
    public var sampling: WorkPrecisionStudy.Sampling
    /// How many sample times there were.
    public var sampleCount: Int
    /// How many timed solves each median is over.
    public var repetitions: Int

    /// A report (normally made by ``WorkPrecisionStudy/run()``).
    public init(problems: [ReportedProblem], runs: [StudyRun], sampling: WorkPrecisionStudy.Sampling, sampleCount: Int, repetitions: Int) {
        self.problems = problems
        self.runs = runs
        self.sampling = sampling
        self.sampleCount = sampleCount
        self.repetitions = repetitions
    }

    /// The report with every timing removed.
    public var withoutTimings: WorkPrecisionReport {
        var copy = self
        copy.runs = runs.map(\.withoutTiming)
        return copy
    }

    /// The runs that failed.
    public var failures: [StudyRun] { runs.filter { $0.failure != nil } }
}
