import SpringTransitions

/// A damped-oscillator test problem of the work-precision study: x'' = −k·x − c·x' (m = 1),
/// from x = 1 at rest, with its exact solution as the reference.
struct StudyProblem {
    var name: String
    var spring: Spring
    var duration: Double

    /// The problems the study knows, by the name `--problem` takes.
    static func named(_ name: String) throws -> [StudyProblem] {
        let nonStiff = [
            StudyProblem(name: "underdamped", spring: try .init(naturalFrequency: 2, dampingRatio: 0.1), duration: 10),
            StudyProblem(name: "critical", spring: try .init(naturalFrequency: 2, dampingRatio: 1), duration: 10),
            StudyProblem(name: "overdamped", spring: try .init(naturalFrequency: 2, dampingRatio: 5), duration: 10),
        ]
        let stiff = [
            StudyProblem(name: "stiff-oscillatory", spring: try .init(mass: 1, stiffness: 1e6, damping: 1e3), duration: 1),
            StudyProblem(name: "stiff", spring: try .init(mass: 1, stiffness: 1e6, damping: 1e5), duration: 1),
        ]
        switch name {
        case "all": return nonStiff + stiff
        case "stiff": return [stiff[1]]
        default:
            let all = nonStiff + stiff
            if let p = all.first(where: { $0.name == name }) { return [p] }
            throw ValidationError("unknown problem '\(name)'; available: \((all.map(\.name) + ["all"]).joined(separator: ", "))")
        }
    }

    /// The exact (x, v) at time t.
    func exact(at t: Double) -> SpringState { spring.state(at: t, displacement: 1, velocity: 0) }

    /// The right-hand side as an ODE system with its Jacobian.
    func system() throws -> ODESystem {
        let k = spring.stiffness / spring.mass, c = spring.damping / spring.mass
        return try ODESystem(dimension: 2, function: { _, y, dydt in
            dydt[0] = y[1]
            dydt[1] = -k * y[0] - c * y[1]
        }, jacobian: { _, _, dfdy, dfdt in
            dfdy[0] = 0; dfdy[1] = 1; dfdy[2] = -k; dfdy[3] = -c
            dfdt[0] = 0; dfdt[1] = 0
        })
    }
}

import ArgumentParser
