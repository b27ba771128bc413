import SpringDynamics

/// One tolerance of a work-precision sweep.
public enum ToleranceSetting: Hashable, Sendable {
    /// Paired: relative tolerance `tol`, absolute `tol × ` the problem's
    /// ``IntegratorProblem/absoluteToleranceScale`` (1 for most problems, so absolute =
    /// relative; smaller for problems whose components are small, as benchmark suites do).
    case paired(Double)
    /// Separate absolute and relative tolerances, used as given (the SciML convention, for
    /// example absolute 1e-4…1e-11 with relative 1e-1…1e-8).
    case separate(ODETolerance)

    /// The tolerance a run of `problem` uses.
    public func tolerance(for problem: IntegratorProblem) throws(ProblemError) -> ODETolerance {
        let (absolute, relative) = switch self {
        case .paired(let tol): (tol * problem.absoluteToleranceScale, tol)
        case .separate(let t): (t.absolute, t.relative)
        }
        do { return try ODETolerance(absolute: absolute, relative: relative) } catch {
            throw .invalidParameter(name: "tolerances", requirement: "\(error)")
        }
    }
}
