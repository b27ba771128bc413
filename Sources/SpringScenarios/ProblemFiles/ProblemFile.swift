import SpringTransitions
import IntegratorLab

/// An integrator-lab problem written as a JSON file: parameters, named state variables, their
/// right-hand sides as arithmetic expressions, start values, a time span and optionally a
/// reference end state. The schema is `Schemas/problem.schema.json`:
///
/// ```json
/// {
///   "name": "robertson",
///   "parameters": {"k1": 0.04, "k2": 3e7, "k3": 1e4},
///   "variables": ["y1", "y2", "y3"],
///   "equations": {"y1": "-k1*y1 + k3*y2*y3", "y2": "k1*y1 - k3*y2*y3 - k2*y2^2", "y3": "k2*y2^2"},
///   "initial": [1, 0, 0],
///   "end": 1e11,
///   "reference": {"endState": [2.083340149701255e-8, 8.333360770334713e-14, 0.999999979166505],
///                 "source": "Mazzia & Magherini, IVP test set"}
/// }
/// ```
///
/// Decoding is strict and complete before anything runs: an unknown key, a malformed
/// expression, an unknown name, a count that does not match the variables or a right-hand side
/// (or Jacobian entry) that is not finite at the start is a ``ScenarioError`` naming its JSON
/// path, such as `$.equations.y2: column 7: unknown variable 'z'; known: t, k1, …`. The Jacobian
/// is derived symbolically and both it and the right-hand side are compiled
/// (`ExpressionSystem` in IntegratorLab).
public struct ProblemFile: Sendable {
    /// The problem's name.
    public var name: String
    /// One line about it (empty when the file has none).
    public var summary: String
    /// The parameters, sorted by name.
    public var parameters: [(name: String, value: Double)]
    /// The state variable names, in state order.
    public var variables: [String]
    /// The right-hand sides as written, in state order.
    public var equationTexts: [String]
    /// The state at ``start``.
    public var initialState: [Double]
    /// The start time; 0 unless the file gives one.
    public var start: Double
    /// The end time, greater than ``start``.
    public var end: Double
    /// The reference end state, if the file gives one.
    public var referenceEndState: [Double]?
    /// Where the reference comes from (empty when the file does not say).
    public var referenceSource: String
    /// Whether the file marks the problem as stiff.
    public var isStiff: Bool
    /// `"absolute"` (default) or `"relative"`: how studies measure the end state's error.
    public var errorNorm: String
    /// The compiled system with its symbolic Jacobian.
    public var system: ExpressionSystem

    /// The longest file accepted by the tools that read problem files, in bytes.
    public static let maximumFileSize = 16 << 20

    /// Decodes and checks a problem from a parsed JSON document.
    ///
    /// - Throws: ``ScenarioError`` with the JSON path of the first problem.
    public init(json: JSONValue) throws(ScenarioError) {
        self = try ScenarioError.decoding { try json.decode(ProblemFile.self) }
    }
}
