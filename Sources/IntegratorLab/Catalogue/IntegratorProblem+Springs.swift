import SpringDynamics

extension IntegratorProblem {
    /// A damped spring `x'' = −(k·x + c·x')/m` from x = 1 at rest, with its closed form as the
    /// exact reference and the error `max(|x − x*|, |v − v*|/ω)`. The channel-batch integrators
    /// (``StudyMethod/exact``, ``StudyMethod/rk4Substeps``, …) run on it too.
    ///
    /// - Parameters:
    ///   - name: the problem's name.
    ///   - spring: the spring.
    ///   - duration: the end time (from 0), finite and greater than 0.
    public static func dampedSpring(name: String, spring: Spring, duration: Double) throws -> IntegratorProblem {
        let k = spring.stiffness / spring.mass, c = spring.damping / spring.mass
        var problem = try IntegratorProblem(
            name: name, summary: "damped spring k = \(k), c = \(c), x(0) = 1, t = \(duration)", group: "spring",
            makeSystem: {
                try ODESystem(dimension: 2, function: { _, y, dydt in
                    dydt[0] = y[1]
                    dydt[1] = -k * y[0] - c * y[1]
                }, jacobian: { _, _, dfdy, dfdt in
                    dfdy[0] = 0; dfdy[1] = 1; dfdy[2] = -k; dfdy[3] = -c
                    dfdt[0] = 0; dfdt[1] = 0
                })
            },
            initialState: [1, 0], endTime: duration, componentNames: ["x", "v"],
            reference: .exact { t in
                let s = spring.state(at: t, displacement: 1, velocity: 0)
                return [s.displacement, s.velocity]
            },
            errorNorm: .weighted([1, 1 / spring.naturalFrequency]))
        problem.spring = spring
        problem.isStiff = spring.dampingRatio > 5 || spring.naturalFrequency * duration > 500
        return problem
    }

    /// The five spring problems: `underdamped` (ω = 2, ζ = 0.1), `critical` (ζ = 1),
    /// `overdamped` (ζ = 5), each for 10 s, and `stiff-oscillatory` (k = 1e6, c = 1e3) and
    /// `stiff` (k = 1e6, c = 1e5), each for 1 s.
    public static func springProblems() throws -> [IntegratorProblem] {
        var stiffOscillatory = try dampedSpring(name: "stiff-oscillatory", spring: try Spring(mass: 1, stiffness: 1e6, damping: 1e3), duration: 1)
        stiffOscillatory.isStiff = true
        var stiff = try dampedSpring(name: "stiff", spring: try Spring(mass: 1, stiffness: 1e6, damping: 1e5), duration: 1)
        stiff.isStiff = true
        return [
            try dampedSpring(name: "underdamped", spring: try Spring(naturalFrequency: 2, dampingRatio: 0.1), duration: 10),
            try dampedSpring(name: "critical", spring: try Spring(naturalFrequency: 2, dampingRatio: 1), duration: 10),
            try dampedSpring(name: "overdamped", spring: try Spring(naturalFrequency: 2, dampingRatio: 5), duration: 10),
            stiffOscillatory, stiff,
        ]
    }

    /// A reference problem (duffing, pendulum, chain, tile) as a study problem, with its
    /// reference and the largest absolute difference of any component as the error.
    package init(_ problem: ReferenceProblem) throws {
        let crossCheck = switch problem.name {
        case "duffing", "pendulum": "30-digit Taylor integration (mpmath odefun) and bsimp at 1e-14 agree to 1e-12"
        default: "closed form; checked against mpmath's 40-digit expm in the tests"
        }
        try self.init(name: problem.name, summary: problem.summary, group: "dynamics", makeSystem: problem.makeSystem,
                      initialState: problem.initialState, endTime: problem.duration, componentNames: problem.componentNames,
                      reference: .computed(method: problem.referenceMethod, crossCheck: crossCheck, states: problem.reference(at:)))
    }
}
