import IntegratorLab
import SpringDynamics

/// The stiff problems of the IVP test set (Mazzia and Magherini, University of Bari), with
/// their analytic Jacobians and reference end states (/work/shared/reference/test-problems.md;
/// RADAU5 at tolerances near 1e-18), as IntegratorLab's catalogue defines them: the tests here
/// use the same equations the lab studies.
enum StiffTestProblem: CaseIterable, CustomStringConvertible {
    case rober, hires, vdpol

    var description: String { name.uppercased() }

    private var name: String {
        switch self {
        case .rober: "rober"
        case .hires: "hires"
        case .vdpol: "vdpol"
        }
    }

    /// The catalogue's problem.
    var problem: IntegratorProblem {
        get throws {
            switch self {
            case .rober: try IntegratorProblem.rober()
            case .hires: try IntegratorProblem.hires()
            case .vdpol: try IntegratorProblem.vdpol()
            }
        }
    }

    var start: [Double] { get throws { try problem.initialState } }

    var end: Double { get throws { try problem.endTime } }

    /// The published end state.
    var reference: [Double] {
        get throws {
            guard case .endState(let state, _) = try problem.reference else { throw NoPublishedEndState(problem: name) }
            return state
        }
    }

    /// The system, with its analytic Jacobian or without one.
    func system(withJacobian: Bool) throws -> ODESystem {
        let system = try problem.makeSystem()
        return withJacobian ? system : try ODESystem(dimension: system.dimension, function: system.function)
    }
}

/// A catalogue problem used here lost its published end state.
struct NoPublishedEndState: Error, CustomStringConvertible {
    var problem: String
    var description: String { "the catalogue's \(problem) has no published end state" }
}
