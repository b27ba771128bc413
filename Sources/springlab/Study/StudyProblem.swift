import ArgumentParser
import SpringTransitions

/// A test problem of the work-precision study: either a damped oscillator x'' = −k·x − c·x'
/// (m = 1) from x = 1 at rest, with its exact solution, or one of the library's
/// ``ReferenceProblem``s (duffing, pendulum, chain, tile), with its reference solution.
struct StudyProblem {
    var name: String
    var duration: Double
    /// The damped oscillator, for the spring problems.
    var spring: Spring?
    /// The library problem, for the dynamics problems.
    var dynamics: ReferenceProblem?

    init(name: String, spring: Spring, duration: Double) {
        self.name = name
        self.spring = spring
        self.duration = duration
    }

    init(_ problem: ReferenceProblem) {
        name = problem.name
        duration = problem.duration
        dynamics = problem
    }

    /// The spring problems (`all` runs these).
    static func springProblems() throws -> [StudyProblem] {
        [
            StudyProblem(name: "underdamped", spring: try .init(naturalFrequency: 2, dampingRatio: 0.1), duration: 10),
            StudyProblem(name: "critical", spring: try .init(naturalFrequency: 2, dampingRatio: 1), duration: 10),
            StudyProblem(name: "overdamped", spring: try .init(naturalFrequency: 2, dampingRatio: 5), duration: 10),
            StudyProblem(name: "stiff-oscillatory", spring: try .init(mass: 1, stiffness: 1e6, damping: 1e3), duration: 1),
            StudyProblem(name: "stiff", spring: try .init(mass: 1, stiffness: 1e6, damping: 1e5), duration: 1),
        ]
    }

    /// Every name `--problem` takes.
    static func names() throws -> [String] {
        try springProblems().map(\.name) + ReferenceProblem.all.map(\.name) + ["all", "dynamics"]
    }

    /// The problems the study knows, by the name `--problem` takes: one problem, `all` (the
    /// spring problems) or `dynamics` (duffing, pendulum, chain, tile).
    static func named(_ name: String) throws -> [StudyProblem] {
        let springs = try springProblems()
        switch name {
        case "all": return springs
        case "dynamics": return ReferenceProblem.all.map(StudyProblem.init)
        default:
            if let p = springs.first(where: { $0.name == name }) { return [p] }
            if let p = ReferenceProblem.named(name) { return [StudyProblem(p)] }
            throw ValidationError("unknown problem '\(name)'; available: \(try names().joined(separator: ", "))")
        }
    }

    /// The exact (x, v) at time t of a spring problem.
    func exact(at t: Double) -> SpringState {
        spring?.state(at: t, displacement: 1, velocity: 0) ?? SpringState(displacement: .nan, velocity: .nan)
    }

    /// The state at time 0.
    var initialState: [Double] { dynamics?.initialState ?? [1, 0] }

    /// The names of the state's components.
    var componentNames: [String] { dynamics?.componentNames ?? ["x", "v"] }

    /// The reference state at each time: the closed form for the spring problems, the
    /// library's reference for the dynamics problems.
    func referenceStates(at times: [Double]) throws -> [[Double]] {
        if let dynamics { return try dynamics.reference(at: times) }
        return times.map { let e = exact(at: $0); return [e.displacement, e.velocity] }
    }

    /// How the reference is obtained, in one line.
    var referenceMethod: String { dynamics?.referenceMethod ?? "closed form of the damped oscillator" }

    /// The error of `state` against `reference`: max(|x − x*|, |v − v*|/ω) for the spring
    /// problems, the largest absolute difference of any component for the dynamics problems.
    func error(_ state: [Double], _ reference: [Double]) -> Double {
        if let spring {
            return Swift.max(abs(state[0] - reference[0]), abs(state[1] - reference[1]) / spring.naturalFrequency)
        }
        var worst = 0.0
        for (a, b) in zip(state, reference) { worst = Swift.max(worst, abs(a - b)) }
        return worst
    }

    /// The right-hand side as an ODE system with its Jacobian.
    func system() throws -> ODESystem {
        if let dynamics { return try dynamics.makeSystem() }
        guard let spring else { throw ValidationError("problem '\(name)' has no system") }
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
