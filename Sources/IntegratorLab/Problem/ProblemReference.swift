import SpringDynamics

/// What an ``IntegratorProblem``'s errors are measured against.
///
/// Three kinds, as benchmark suites use them:
/// - ``exact(_:)``: a closed-form solution `y(t)`, so every sample time has a reference;
/// - ``endState(_:source:)``: a published end state (for example the IVP test set's), so only
///   the final-state error can be measured;
/// - ``computed(method:crossCheck:states:)``: states computed by a documented method, with the
///   cross-check that makes them trustworthy, at any times the study asks for.
public enum ProblemReference {
    /// The exact state at time `t`, laid out as the problem's components.
    case exact(_ solution: (_ t: Double) -> [Double])
    /// The published state at the problem's end time, and where it is published.
    case endState(_ state: [Double], source: String)
    /// States computed at any times (finite, in increasing order from the start time), with the
    /// method in one line and how it was cross-checked.
    case computed(method: String, crossCheck: String, states: (_ times: [Double]) throws -> [[Double]])

    /// A one-line description: "exact solution", "published end state (source)" or the method
    /// and its cross-check.
    public var summary: String {
        switch self {
        case .exact: "exact solution"
        case .endState(_, let source): "published end state (\(source))"
        case .computed(let method, let crossCheck, _): "\(method); checked: \(crossCheck)"
        }
    }

    /// Whether states at times before the end are available (not for ``endState(_:source:)``).
    public var coversSampleTimes: Bool {
        if case .endState = self { return false }
        return true
    }

    /// A reference computed by a tight adaptive run of `stepper` that steps onto each requested
    /// time, for a problem without a closed form or published values.
    ///
    /// - Parameters:
    ///   - makeSystem: builds the system (called once per request).
    ///   - initialState: the state at `startTime`.
    ///   - startTime: where the integration starts.
    ///   - stepper: the method; default `rk8pd` (give an implicit one for stiff problems).
    ///   - tolerance: absolute and relative tolerance of the run; default 1e-13.
    ///   - crossCheck: how the result was checked, in one line.
    public static func tightRun(
        makeSystem: @escaping () throws -> ODESystem, initialState: [Double], startTime: Double = 0,
        stepper: Stepper = .rk8pd, tolerance: Double = 1e-13, crossCheck: String
    ) -> ProblemReference {
        .computed(method: "GSL \(stepper.rawValue) at tolerance \(tolerance), stepping onto each time", crossCheck: crossCheck) { times in
            let solver = try ODESolver(system: makeSystem(), stepper: stepper,
                                       tolerance: ODETolerance(absolute: tolerance, relative: tolerance),
                                       initialStep: 1e-6, maximumSteps: 50_000_000)
            var y = initialState, t = startTime
            return try times.map { time in
                try solver.advance(&y, time: &t, to: time)
                return y
            }
        }
    }
}
