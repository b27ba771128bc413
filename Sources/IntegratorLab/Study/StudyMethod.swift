import SpringDynamics

/// A method a study runs: one of GSL's steppers (adaptive, on any problem), or one of the
/// channel-batch integrators (frame by frame, on the spring problems only).
///
/// The names are those of the integrator registry of scenario files (`gsl-rkf45`,
/// `rk4-substeps`, …), so the command line, scenario files and the README use one set.
public enum StudyMethod: Hashable, Sendable {
    /// A GSL stepper, adaptive at each tolerance of the sweep (`gsl-<stepper>`).
    case gsl(Stepper)
    /// The closed-form spring integrator (`exact`), stepping at the sample interval.
    case exact
    /// Semi-implicit (symplectic) Euler, one step per frame (`semi-implicit-euler`).
    case semiImplicitEuler
    /// Semi-implicit Euler in 1 ms substeps (`semi-implicit-euler-substeps`).
    case semiImplicitEulerSubsteps
    /// Classical RK4 in 1 ms substeps (`rk4-substeps`).
    case rk4Substeps

    /// Every method, in the order studies run them: the GSL steppers, then `exact`, then the
    /// fixed-step schemes.
    public static let allCases: [StudyMethod] = Stepper.allCases.map(StudyMethod.gsl) + [.exact] + frameMethods

    /// The fixed-step (frame by frame) schemes.
    public static let frameMethods: [StudyMethod] = [.semiImplicitEuler, .semiImplicitEulerSubsteps, .rk4Substeps]

    /// Old names still accepted by ``init(name:)``, each with the name it stands for. Deprecated:
    /// `rk4-1ms` (now `rk4-substeps`) and `semi-implicit-euler-1ms` (now
    /// `semi-implicit-euler-substeps`).
    public static let deprecatedAliases: [String: String] = [
        "rk4-1ms": "rk4-substeps",
        "semi-implicit-euler-1ms": "semi-implicit-euler-substeps",
    ]

    /// The method called `name` (or a deprecated alias of it), if any.
    public init?(name: String) {
        let canonical = Self.deprecatedAliases[name] ?? name
        guard let method = Self.allCases.first(where: { $0.name == canonical }) else { return nil }
        self = method
    }

    /// The registry's name: `gsl-<stepper>`, `exact`, `semi-implicit-euler`,
    /// `semi-implicit-euler-substeps` or `rk4-substeps`.
    public var name: String {
        switch self {
        case .gsl(let stepper): "gsl-\(stepper.rawValue)"
        case .exact: "exact"
        case .semiImplicitEuler: "semi-implicit-euler"
        case .semiImplicitEulerSubsteps: "semi-implicit-euler-substeps"
        case .rk4Substeps: "rk4-substeps"
        }
    }

    /// The GSL stepper, for `gsl-…` methods.
    public var stepper: Stepper? {
        if case .gsl(let stepper) = self { return stepper }
        return nil
    }

    /// Whether the method runs on a problem: GSL steppers on every one, the others only on
    /// spring problems (``IntegratorProblem/spring``).
    public func runs(on problem: IntegratorProblem) -> Bool {
        stepper != nil || problem.spring != nil
    }
}
