import SpringDynamics

/// A system of ODEs written as expressions, `dy_i/dt = f_i(t, y, p)`, with its Jacobian derived
/// symbolically and both compiled to ``ExpressionProgram``s.
///
/// ```swift
/// let system = try ExpressionSystem(
///     parameters: [("k", 4)], variables: ["x", "v"], equations: ["v", "-k*x"])
/// let ode = try system.makeODESystem()      // for ODESolver, with its Jacobian
/// ```
public struct ExpressionSystem: Sendable {
    /// The parameter names, in order.
    public let parameterNames: [String]
    /// The parameter values, in order.
    public let parameterValues: [Double]
    /// The state variable names, in order.
    public let variableNames: [String]
    /// The right-hand sides, one per state variable.
    public let equations: [Expression]
    /// `∂f_i/∂y_j` at `jacobian[i][j]`.
    public let jacobian: [[Expression]]
    /// `∂f_i/∂t`.
    public let timeDerivatives: [Expression]
    /// The right-hand sides, compiled (one output per equation).
    public let functionProgram: ExpressionProgram
    /// The Jacobian, compiled: `n²` outputs row-major, then the `n` time derivatives.
    public let jacobianProgram: ExpressionProgram

    /// The number of state variables.
    public var dimension: Int { variableNames.count }

    /// The most nodes one derivative may have (see ``Expression/derivative(with:nodeLimit:)``).
    public static let derivativeNodeLimit = 200_000

    /// The most state variables a system may have.
    public static let maximumDimension = 1_000

    /// Parses, differentiates and compiles a system.
    ///
    /// - Parameters:
    ///   - parameters: names and values of the parameters; names as ``ExpressionParser/isName(_:)``.
    ///   - variables: the state variable names, at least one.
    ///   - equations: one right-hand side per variable, in the same order.
    /// - Throws: ``ExpressionSystemError``, naming the equation (and its column) or the name at fault.
    public init(parameters: [(name: String, value: Double)], variables: [String], equations: [String]) throws(ExpressionSystemError) {
        try Self.checkNames(parameters.map(\.name), variables)
        guard equations.count == variables.count else {
            throw .countMismatch("\(equations.count) equations for \(variables.count) state variables")
        }
        let parser = ExpressionParser(parameters: parameters.map(\.name), variables: variables)
        var parsed: [Expression] = []
        for (k, text) in equations.enumerated() {
            do { parsed.append(try parser.parse(text)) } catch { throw .equation(variable: variables[k], error) }
        }
        try self.init(parameterNames: parameters.map(\.name), parameterValues: parameters.map(\.value),
                      variableNames: variables, equations: parsed)
    }

    /// Differentiates and compiles already-built expressions.
    ///
    /// - Throws: ``ExpressionSystemError`` when a derivative or a program grows past its limit,
    ///   or an index is out of range.
    public init(parameterNames: [String], parameterValues: [Double], variableNames: [String],
                equations: [Expression]) throws(ExpressionSystemError) {
        try Self.checkNames(parameterNames, variableNames)
        guard parameterNames.count == parameterValues.count else {
            throw .countMismatch("\(parameterValues.count) values for \(parameterNames.count) parameters")
        }
        guard equations.count == variableNames.count else {
            throw .countMismatch("\(equations.count) equations for \(variableNames.count) state variables")
        }
        self.parameterNames = parameterNames
        self.parameterValues = parameterValues
        self.variableNames = variableNames
        self.equations = equations
        let n = variableNames.count
        var jacobian: [[Expression]] = []
        var timeDerivatives: [Expression] = []
        for (i, f) in equations.enumerated() {
            do {
                jacobian.append(try (0..<n).map { (j: Int) throws(ExpressionError) -> Expression in try f.derivative(with: j, nodeLimit: Self.derivativeNodeLimit) })
                timeDerivatives.append(try f.derivative(with: nil, nodeLimit: Self.derivativeNodeLimit))
            } catch {
                throw .equation(variable: variableNames[i], error)
            }
        }
        self.jacobian = jacobian
        self.timeDerivatives = timeDerivatives
        do {
            functionProgram = try ExpressionProgram(equations, dimension: n, parameterValues: parameterValues)
            jacobianProgram = try ExpressionProgram(jacobian.flatMap { $0 } + timeDerivatives, dimension: n, parameterValues: parameterValues)
        } catch {
            throw .program(error)
        }
    }

    private static func checkNames(_ parameters: [String], _ variables: [String]) throws(ExpressionSystemError) {
        guard !variables.isEmpty else { throw .countMismatch("a system needs at least one state variable") }
        guard variables.count <= maximumDimension else {
            throw .countMismatch("\(variables.count) state variables; at most \(maximumDimension)")
        }
        var seen: Set<String> = ["t"]
        for name in parameters + variables {
            guard ExpressionParser.isName(name) else { throw .invalidName(name, "is not a name (ASCII letters, digits and _, not starting with a digit, at most 64 characters)") }
            guard seen.insert(name).inserted else {
                throw .invalidName(name, name == "t" ? "is the time; choose another name" : "is used twice")
            }
        }
    }

    /// `f(t, y)`, evaluated from the compiled program (allocates its result; for the solver's
    /// allocation-free path use ``makeODESystem()``).
    public func function(t: Double, y: [Double]) -> [Double] {
        run(functionProgram, t: t, y: y)
    }

    /// The Jacobian `∂f_i/∂y_j` (row-major, `n²` values) and `∂f_i/∂t` (`n` values) at `(t, y)`.
    public func jacobianValues(t: Double, y: [Double]) -> (dfdy: [Double], dfdt: [Double]) {
        let all = run(jacobianProgram, t: t, y: y)
        let n = dimension
        return (Array(all[..<(n * n)]), Array(all[(n * n)...]))
    }

    private func run(_ program: ExpressionProgram, t: Double, y: [Double]) -> [Double] {
        let evaluator = ExpressionEvaluator(program)
        var out = [Double](repeating: 0, count: program.outputs.count)
        y.withUnsafeBufferPointer { y in out.withUnsafeMutableBufferPointer { evaluator.evaluate(t: t, y: y, into: $0) } }
        return out
    }

    /// An `ODESystem` that evaluates the compiled right-hand side and Jacobian. Each call
    /// makes evaluators of its own (their scratch slots are allocated here, once), so the
    /// system's closures allocate nothing.
    public func makeODESystem() throws(ODEError) -> ODESystem {
        let f = ExpressionEvaluator(functionProgram)
        let jac = ExpressionEvaluator(jacobianProgram)
        return try ODESystem(dimension: dimension) { t, y, dydt in
            f.evaluate(t: t, y: y, into: dydt)
        } jacobian: { t, y, dfdy, dfdt in
            jac.evaluate(t: t, y: y, into: dfdy, and: dfdt)
        }
    }
}

/// Why an ``ExpressionSystem`` could not be built.
public enum ExpressionSystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The right-hand side of `variable` is malformed or too large.
    case equation(variable: String, ExpressionError)
    /// A parameter or variable name is not valid, or is used twice.
    case invalidName(String, String)
    /// The counts of names, values and equations do not match.
    case countMismatch(String)
    /// The compiled program is too large.
    case program(ExpressionError)

    /// One sentence: `"equation of 'y2', column 7: unknown variable 'z'; known: t, k, y1, y2"`.
    public var description: String {
        switch self {
        case .equation(let variable, let error): "equation of '\(variable)', \(error)"
        case .invalidName(let name, let problem): "'\(name)' \(problem)"
        case .countMismatch(let message): message
        case .program(let error): "\(error)"
        }
    }
}
