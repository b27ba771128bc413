/// An ``IntegratorProblem`` or a study that cannot be set up. Each case's ``description`` is one
/// sentence naming the offending parameter.
public enum ProblemError: Error, Hashable, CustomStringConvertible {
    /// A parameter is out of range; `name` is spelled as in the API and `requirement` completes
    /// "must be …".
    case invalidParameter(name: String, requirement: String)
    /// No problem is called `name`; `available` lists the names that are.
    case unknownProblem(name: String, available: [String])
    /// A problem file could not be loaded (see ``ProblemSource``).
    case unreadableFile(path: String, reason: String)

    /// One sentence.
    public var description: String {
        switch self {
        case .invalidParameter(let name, let requirement): "invalid \(name): must be \(requirement)"
        case .unknownProblem(let name, let available): "unknown problem '\(name)'; available: \(available.joined(separator: ", "))"
        case .unreadableFile(let path, let reason): "\(path): \(reason)"
        }
    }
}
