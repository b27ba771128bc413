import SpringDynamics

extension IntegratorProblem {
    /// Every built-in problem, by group: the five springs, the four dynamics problems, the four
    /// stiff problems of the IVP test set and the four non-stiff ones with exact references.
    ///
    /// | group | problems | reference |
    /// |---|---|---|
    /// | `spring` | underdamped, critical, overdamped, stiff-oscillatory, stiff | exact (closed form) |
    /// | `dynamics` | duffing, pendulum, chain, tile | computed or closed form (the dynamics problems) |
    /// | `ivp-testset` | rober, hires, orego, vdpol | published end state (IVP test set) |
    /// | `nonstiff` | arenstorf, kepler-0.5, kepler-0.9, lotka-volterra | exact end state, exact solution, or computed with a conserved invariant |
    public static func catalogue() throws -> [IntegratorProblem] {
        try springProblems() + ReferenceProblem.all.map(IntegratorProblem.init)
            + [rober(), hires(), orego(), vdpol()]
            + [arenstorf(), kepler(eccentricity: 0.5), kepler(eccentricity: 0.9), lotkaVolterra()]
    }

    /// The names of the catalogue's groups, in order.
    public static let catalogueGroups = ["spring", "dynamics", "ivp-testset", "nonstiff"]
}
