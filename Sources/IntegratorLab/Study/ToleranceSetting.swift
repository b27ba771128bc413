import SpringDynamics

/// One tolerance of a work-precision sweep.
public enum ToleranceSetting: Hashable, Sendable {
    /// Paired: relative tolerance `tol`, absolute `tol × ` the problem's
    /// ``IntegratorProblem/absoluteToleranceScale`` (1 for most problems, so absolute =
    /// relative; smaller for problems whose components are small, as benchmark suites do).
    case paired(Double)
    /// Separate absolute and relative tolerances, used as given (the SciML convention, for
    /// example absolute 1e-4…1e-11 with relative 1e-1…1e-8); a per-component absolute
    /// tolerance must have one value per component of every problem it runs on.
    case separate(ODETolerance)

    /// The tolerance a run of `problem` uses.
    public func tolerance(for problem: IntegratorProblem) throws(ProblemError) -> ODETolerance {
        do {
            switch self {
            case .paired(let tol):
                return try ODETolerance(absolute: tol * problem.absoluteToleranceScale, relative: tol)
            case .separate(let t):
                try t.validate()
                if let components = t.componentAbsolute, components.count != problem.dimension {
                    throw ProblemError.invalidParameter(name: "tolerances", requirement: "\(problem.dimension) absolute tolerances for \(problem.name), one per component; got \(components.count)")
                }
                return t
            }
        } catch let error as ProblemError {
            throw error
        } catch {
            throw .invalidParameter(name: "tolerances", requirement: "\(error)")
        }
    }
}
