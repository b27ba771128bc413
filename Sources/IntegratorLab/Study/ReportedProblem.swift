/// What a report says about a problem: enough to read its runs without the problem itself.
public struct ReportedProblem: Hashable, Sendable {
    /// The problem's name.
    public var name: String
    /// Its group.
    public var group: String
    /// The start and end times.
    public var startTime: Double, endTime: Double
    /// The names of the state's components, in the order of ``StudyRun/endState``.
    public var componentNames: [String]
    /// How the reference is obtained, in one line.
    public var reference: String
    /// The reference end state.
    public var referenceEndState: [Double]
    /// The error norm's name (`absolute`, `weighted`, `relative`).
    public var errorNorm: String

    /// The report's view of `problem`, whose reference end state is `referenceEndState`.
    public init(_ problem: IntegratorProblem, referenceEndState: [Double]) {
        name = problem.name
        group = problem.group
        startTime = problem.startTime
        endTime = problem.endTime
        componentNames = problem.componentNames
        reference = problem.reference.summary
        self.referenceEndState = referenceEndState
        errorNorm = problem.errorNorm.name
    }
}
