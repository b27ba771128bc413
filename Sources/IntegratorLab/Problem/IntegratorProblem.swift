import SpringDynamics

/// A problem of an integrator study: a system, a start state, a time span, the names of the
/// state's components, and a reference to measure errors against.
///
/// Build one from any `ODESystem` (with or without a Jacobian; the implicit steppers need
/// one), or take one from the catalogue (``IntegratorProblem/catalogue()``):
///
/// ```swift
/// let decay = try ODESystem(dimension: 1) { _, y, dydt in dydt[0] = -y[0] }
/// let problem = try IntegratorProblem(
///     name: "decay", system: decay, initialState: [1], endTime: 2,
///     reference: .exact { t in [exp(-t)] })
/// ```
///
/// A problem is a value; its system is built afresh for every run (``makeSystem()``), so a
/// system whose closures keep state (a `BodySystem`) is never shared between runs.
public struct IntegratorProblem {
    /// The name studies and reports use (`springlab integrators --problem` takes it).
    public var name: String
    /// One line saying what it is.
    public var summary: String
    /// A group name for listings and for running several problems at once (`spring`,
    /// `dynamics`, `ivp-testset`, `nonstiff`; `custom` by default).
    public var group: String
    /// Where the integration starts.
    public let startTime: Double
    /// Where it ends; greater than ``startTime``.
    public let endTime: Double
    /// The state at ``startTime``.
    public let initialState: [Double]
    /// One name per component of the state.
    public let componentNames: [String]
    /// What errors are measured against.
    public let reference: ProblemReference
    /// How a state's difference from the reference becomes one number.
    public var errorNorm: ErrorNorm
    /// The first trial step of adaptive runs (they adapt it at once).
    public var initialStep: Double
    /// A paired tolerance `tol` (``ToleranceSetting/paired(_:)``) means relative `tol` and
    /// absolute `tol × absoluteToleranceScale`: the magnitude below which a component's error
    /// is not controlled relatively. 1 by default; 1e-4 for HIRES and ROBER, whose components
    /// are small (SciMLBenchmarks pairs them the same way). Finite and greater than 0.
    public var absoluteToleranceScale = 1.0
    /// A quantity the exact solution conserves, if any (for example the Lotka–Volterra
    /// invariant or a Hamiltonian): studies report its drift `|I(y_end) − I(y_0)|`.
    public var invariant: (([Double]) -> Double)?
    /// Whether the problem is stiff (informational: listings show it).
    public var isStiff: Bool
    /// When the problem is a damped spring `x'' = −(k·x + c·x')/m` from `x = 1` at rest, the
    /// spring: the channel-batch integrators (`exact`, `semi-implicit-euler`, `rk4-substeps`, …)
    /// then run on it too. `nil` for every other problem.
    public var spring: Spring?

    private let systemFactory: () throws -> ODESystem

    /// The number of components of the state.
    public var dimension: Int { initialState.count }

    /// The length of the time span, `endTime − startTime`.
    public var duration: Double { endTime - startTime }

    /// Creates a problem from one system (shared by every run: its closures must keep no state
    /// between calls, or use ``init(name:summary:group:makeSystem:initialState:startTime:endTime:componentNames:reference:errorNorm:initialStep:)``).
    ///
    /// - Parameters:
    ///   - name: not empty; no comma, quote or line break (it appears in CSV files).
    ///   - summary: one line; default empty.
    ///   - group: for listings; default `custom`.
    ///   - system: the equations.
    ///   - initialState: finite, one value per equation.
    ///   - startTime: finite; default 0.
    ///   - endTime: finite and greater than `startTime`.
    ///   - componentNames: one distinct, non-empty name per component; default `y1`, `y2`, ….
    ///   - reference: what errors are measured against; an end state must have one value per component.
    ///   - errorNorm: default ``ErrorNorm/absolute``.
    ///   - initialStep: finite and greater than 0 (capped at the span); default `min(1e-4, span/1000)`.
    /// - Throws: ``ProblemError/invalidParameter(name:requirement:)`` naming the parameter.
    public init(
        name: String, summary: String = "", group: String = "custom", system: ODESystem, initialState: [Double],
        startTime: Double = 0, endTime: Double, componentNames: [String]? = nil, reference: ProblemReference,
        errorNorm: ErrorNorm = .absolute, initialStep: Double? = nil
    ) throws(ProblemError) {
        try self.init(name: name, summary: summary, group: group, makeSystem: { system }, initialState: initialState,
                      startTime: startTime, endTime: endTime, componentNames: componentNames, reference: reference,
                      errorNorm: errorNorm, initialStep: initialStep)
    }

    /// Creates a problem whose system is built afresh for every run by `makeSystem` (which is
    /// called once here to check the dimension). Parameters and errors as
    /// ``init(name:summary:group:system:initialState:startTime:endTime:componentNames:reference:errorNorm:initialStep:)``,
    /// plus the error `makeSystem` throws, wrapped as an invalid `makeSystem`.
    public init(
        name: String, summary: String = "", group: String = "custom", makeSystem: @escaping () throws -> ODESystem,
        initialState: [Double], startTime: Double = 0, endTime: Double, componentNames: [String]? = nil,
        reference: ProblemReference, errorNorm: ErrorNorm = .absolute, initialStep: Double? = nil
    ) throws(ProblemError) {
        guard !name.isEmpty, !name.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else {
            throw .invalidParameter(name: "name", requirement: "non-empty without commas, quotes or line breaks; got '\(name)'")
        }
        let dimension: Int
        do { dimension = try makeSystem().dimension } catch {
            throw .invalidParameter(name: "makeSystem", requirement: "a function that builds the system; it threw: \(error)")
        }
        guard initialState.count == dimension else {
            throw .invalidParameter(name: "initialState", requirement: "\(dimension) values, one per equation; got \(initialState.count)")
        }
        if let i = initialState.firstIndex(where: { !$0.isFinite }) {
            throw .invalidParameter(name: "initialState[\(i)]", requirement: "finite; got \(initialState[i])")
        }
        guard startTime.isFinite else { throw .invalidParameter(name: "startTime", requirement: "finite; got \(startTime)") }
        guard endTime.isFinite, endTime > startTime else {
            throw .invalidParameter(name: "endTime", requirement: "finite and greater than startTime = \(startTime); got \(endTime)")
        }
        let names = componentNames ?? (1...dimension).map { "y\($0)" }
        guard names.count == dimension else {
            throw .invalidParameter(name: "componentNames", requirement: "\(dimension) names, one per component; got \(names.count)")
        }
        guard !names.contains(where: \.isEmpty), Set(names).count == names.count else {
            throw .invalidParameter(name: "componentNames", requirement: "distinct and non-empty")
        }
        if case .endState(let state, _) = reference {
            guard state.count == dimension else {
                throw .invalidParameter(name: "reference", requirement: "an end state of \(dimension) values, one per component; got \(state.count)")
            }
            if let i = state.firstIndex(where: { !$0.isFinite }) {
                throw .invalidParameter(name: "reference[\(i)]", requirement: "finite; got \(state[i])")
            }
        }
        if case .exact(let solution) = reference, solution(startTime).count != dimension {
            throw .invalidParameter(name: "reference", requirement: "an exact solution of \(dimension) components; got \(solution(startTime).count)")
        }
        if case .weighted(let weights) = errorNorm, weights.count != dimension || weights.contains(where: { !$0.isFinite || $0 < 0 }) {
            throw .invalidParameter(name: "errorNorm", requirement: "\(dimension) finite weights, each at least 0")
        }
        if case .relative(let floor) = errorNorm, !floor.isFinite || floor < 0 {
            throw .invalidParameter(name: "errorNorm", requirement: "a relative norm with a finite floor at least 0; got \(floor)")
        }
        let span = endTime - startTime
        let step = initialStep ?? Swift.min(1e-4, span * 1e-3)
        guard step.isFinite, step > 0 else {
            throw .invalidParameter(name: "initialStep", requirement: "finite and greater than 0; got \(step)")
        }
        self.name = name
        self.summary = summary
        self.group = group
        self.systemFactory = makeSystem
        self.initialState = initialState
        self.startTime = startTime
        self.endTime = endTime
        self.componentNames = names
        self.reference = reference
        self.errorNorm = errorNorm
        self.initialStep = Swift.min(step, span)
        self.isStiff = false
    }

    /// A fresh system of the problem.
    public func makeSystem() throws -> ODESystem { try systemFactory() }
}
