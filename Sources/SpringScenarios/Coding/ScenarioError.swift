import SpringTransitions

/// Why a scenario could not be decoded, built or run: where (a JSONPath into the scenario file,
/// such as `$.to.parameters.columns`) and why.
///
/// Every failure of ``Scenario/init(json:)``, ``ScenarioRunner`` and ``ScenarioRunner/run(_:)``
/// is one of these, so a tool prints `description` and is done.
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the scenario: `$` for the whole file, `$.collection.bounds.width`, `$.timeline[2]`.
    public var path: String
    /// What is wrong, for example `"unknown layout 'spiral'; available: circle, flow, grid, stack"`.
    public var message: String

    /// An error at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// An error at a coding path.
    public init(at codingPath: [any CodingKey], _ message: String) {
        self.init(path: PathKey.path(codingPath), message: message)
    }

    /// The error a `DecodingError` describes: its coding path (for a missing key, the object that
    /// lacks it) and its debug description (with the underlying error's description appended
    /// when the debug description is empty).
    public init(_ error: DecodingError) {
        switch error {
        case .keyNotFound(let key, let context):
            let message = context.debugDescription.hasPrefix("missing key") ? context.debugDescription : "missing key '\(key.stringValue)'"
            self.init(at: context.codingPath, message)
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            var message = context.debugDescription
            if message.isEmpty, let underlying = context.underlyingError { message = "\(underlying)" }
            self.init(at: context.codingPath, message)
        @unknown default:
            self.init(path: "$", message: "\(error)")
        }
    }

    /// What `body` returns, with any error it throws as a scenario error: a ``ScenarioError`` as it
    /// is, a `DecodingError` at its coding path, anything else at the root (`$`).
    static func decoding<T>(_ body: () throws -> T) throws(ScenarioError) -> T {
        do {
            return try body()
        } catch let error as ScenarioError {
            throw error
        } catch let error as DecodingError {
            throw ScenarioError(error)
        } catch {
            throw ScenarioError(path: "$", message: "\(error)")
        }
    }

    /// `"<path>: <message>"`, for example
    /// `"$.motion.integrator.name: unknown integrator 'verlet'; available: exact, gsl-bsimp, …"`.
    public var description: String { "\(path): \(message)" }
}
