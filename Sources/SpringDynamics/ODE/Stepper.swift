/// A GSL `odeiv2` stepping method.
///
/// The raw value is GSL's own name for the method (`gsl_odeiv2_step_<rawValue>`), so scenario
/// files and command lines can name steppers exactly as the GSL manual does.
///
/// | stepper | ``order`` | implicit | Jacobian | driver | notes |
/// |---|---|---|---|---|---|
/// | ``rk2`` | 3 | no | no | no | embedded Runge–Kutta 2(3) |
/// | ``rk4`` | 4 | no | no | no | classical RK4, error by step doubling |
/// | ``rkf45`` | 5 | no | no | no | Runge–Kutta–Fehlberg 4(5) |
/// | ``rkck`` | 5 | no | no | no | Runge–Kutta Cash–Karp 4(5) |
/// | ``rk8pd`` | 8 | no | no | no | Runge–Kutta Prince–Dormand 8(9) |
/// | ``rk1imp`` | 1 | yes | yes | yes | implicit (backward) Euler |
/// | ``rk2imp`` | 2 | yes | yes | yes | implicit midpoint (Gauss, 1 stage) |
/// | ``rk4imp`` | 4 | yes | yes | yes | implicit Gauss, 2 stages |
/// | ``bsimp`` | 12 (max) | yes | yes | no | Bader–Deuflhard extrapolation |
/// | ``msadams`` | 12 (max) | no | no | yes | variable-order Adams, orders 1–12 |
/// | ``msbdf`` | 5 (max) | yes | yes | yes | variable-order BDF, orders 1–5 |
///
/// ``ODESolver`` handles the "driver" column for you: every stepper works in both adaptive and
/// fixed-step mode.
public enum Stepper: String, CaseIterable, Sendable, Hashable, Codable {
    /// Explicit embedded Runge–Kutta (2, 3). GSL propagates the third-order solution (Kutta's
    /// method) and uses the second-order one only for the error estimate.
    case rk2
    /// Explicit classical fourth-order Runge–Kutta; the error estimate comes from step doubling,
    /// so an adaptive step costs about three times a plain RK4 step.
    case rk4
    /// Explicit embedded Runge–Kutta–Fehlberg (4, 5). GSL propagates the fifth-order solution.
    case rkf45
    /// Explicit embedded Runge–Kutta Cash–Karp (4, 5). GSL propagates the fifth-order solution.
    case rkck
    /// Explicit embedded Runge–Kutta Prince–Dormand (8, 9).
    case rk8pd
    /// Implicit Gaussian first-order Runge–Kutta (backward Euler). Needs a Jacobian.
    case rk1imp
    /// Implicit Gaussian second-order Runge–Kutta (implicit midpoint). Needs a Jacobian.
    case rk2imp
    /// Implicit Gaussian fourth-order Runge–Kutta (two stages). Needs a Jacobian.
    case rk4imp
    /// Implicit Bulirsch–Stoer extrapolation of Bader and Deuflhard. Needs a Jacobian.
    case bsimp
    /// Variable-coefficient, variable-order (1–12) Adams multistep method (predictor–corrector
    /// with functional iteration). Keeps a history between steps.
    case msadams
    /// Variable-coefficient, variable-order (1–5) backward differentiation formula (BDF)
    /// multistep method with Newton iteration. Needs a Jacobian; keeps a history between steps.
    case msbdf
}

extension Stepper {
    /// The order of accuracy of the solution the stepper propagates: the global error of a
    /// fixed-step run shrinks like `h^order` (checked by the fixed-step tests).
    ///
    /// For the embedded pairs this is the order of the member GSL advances: 3 for ``rk2`` (GSL's
    /// `gsl_odeiv2_step_order` says 2, the order of its error estimate) and 5 for ``rkf45`` and
    /// ``rkck``. For methods whose order varies it is the **maximum** order: ``msadams`` 12 and
    /// ``msbdf`` 5 start at order 1 after every reset and raise it when their error estimate
    /// says a longer step would pass (so in fixed-step mode they stay at order 1 or 2; see
    /// `ODESolver.advance(_:time:fixedStep:count:)`); ``bsimp`` reports 12,
    /// the order of its full extrapolation table.
    public var order: Int {
        switch self {
        case .rk2: 3
        case .rk4: 4
        case .rkf45: 5
        case .rkck: 5
        case .rk8pd: 8
        case .rk1imp: 1
        case .rk2imp: 2
        case .rk4imp: 4
        case .bsimp: 12
        case .msadams: 12
        case .msbdf: 5
        }
    }

    /// Whether the method solves an implicit equation with Newton iterations, which makes it
    /// suitable for stiff problems. Exactly the steppers that ``requiresJacobian``.
    ///
    /// ``msadams`` is `false`: its Adams–Moulton corrector is implicit, but it is solved by
    /// functional iteration, which does not converge on stiff problems.
    public var isImplicit: Bool {
        switch self {
        case .rk1imp, .rk2imp, .rk4imp, .bsimp, .msbdf: true
        case .rk2, .rk4, .rkf45, .rkck, .rk8pd, .msadams: false
        }
    }

    /// Whether the ``ODESystem`` must supply a Jacobian (`rk1imp`, `rk2imp`, `rk4imp`, `bsimp`,
    /// `msbdf`). ``ODESolver/init(system:stepper:tolerance:initialStep:minimumStep:maximumSteps:maximumStep:jacobian:)``
    /// throws ``ODEError/jacobianRequired(_:)`` when it is missing.
    public var requiresJacobian: Bool { isImplicit }

    /// Whether the method is a multistep method that keeps a history of past steps
    /// (`msadams`, `msbdf`). ``ODESolver`` resets that history after any outside change of the
    /// state or time.
    public var isMultistep: Bool {
        switch self {
        case .msadams, .msbdf: true
        default: false
        }
    }

    /// Whether GSL only runs the method through a `gsl_odeiv2_driver` (it reads the error
    /// tolerances from the driver's control object): `msadams`, `msbdf`, `rk1imp`, `rk2imp`,
    /// `rk4imp`. Informational: ``ODESolver`` always owns a driver, so every stepper works in
    /// every mode.
    public var requiresDriver: Bool {
        switch self {
        case .msadams, .msbdf, .rk1imp, .rk2imp, .rk4imp: true
        default: false
        }
    }

    /// A one-line human-readable description of the method.
    public var summary: String {
        switch self {
        case .rk2: "Explicit embedded Runge-Kutta (2, 3)"
        case .rk4: "Explicit classical 4th-order Runge-Kutta, error by step doubling"
        case .rkf45: "Explicit embedded Runge-Kutta-Fehlberg (4, 5)"
        case .rkck: "Explicit embedded Runge-Kutta Cash-Karp (4, 5)"
        case .rk8pd: "Explicit embedded Runge-Kutta Prince-Dormand (8, 9)"
        case .rk1imp: "Implicit Gaussian 1st-order Runge-Kutta (backward Euler)"
        case .rk2imp: "Implicit Gaussian 2nd-order Runge-Kutta (implicit midpoint)"
        case .rk4imp: "Implicit Gaussian 4th-order Runge-Kutta"
        case .bsimp: "Implicit Bulirsch-Stoer extrapolation (Bader-Deuflhard)"
        case .msadams: "Variable-order (1-12) Adams multistep, functional iteration"
        case .msbdf: "Variable-order (1-5) BDF multistep, Newton iteration (stiff)"
        }
    }
}
