#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SpringDynamics

// Non-stiff problems whose references are exact.

extension IntegratorProblem {
    /// The Arenstorf orbit of the restricted three-body problem (Hairer, Nørsett and Wanner,
    /// *Solving Ordinary Differential Equations I*, II.0), over one period
    /// T = 17.0652165601579625588917206249: it returns to its start, which is the reference.
    /// State (y1, y2, y1', y2'), μ = 0.012277471.
    public static func arenstorf() throws -> IntegratorProblem {
        let mu = 0.012277471, mu1 = 1 - mu
        return try IntegratorProblem(
            name: "arenstorf", summary: "Arenstorf orbit (restricted 3-body), one period, returns to its start", group: "nonstiff",
            makeSystem: {
                try ODESystem(dimension: 4, function: { _, y, f in
                    let a = y[0] + mu, b = y[0] - mu1, y2 = y[1] * y[1]
                    let r1 = (a * a + y2).squareRoot(), r2 = (b * b + y2).squareRoot()
                    let d1 = r1 * r1 * r1, d2 = r2 * r2 * r2
                    f[0] = y[2]
                    f[1] = y[3]
                    f[2] = y[0] + 2 * y[3] - mu1 * a / d1 - mu * b / d2
                    f[3] = y[1] - 2 * y[2] - mu1 * y[1] / d1 - mu * y[1] / d2
                }, jacobian: { _, y, J, dfdt in
                    let a = y[0] + mu, b = y[0] - mu1, y2 = y[1] * y[1]
                    let r1s = a * a + y2, r2s = b * b + y2
                    let i3 = 1 / (r1s * r1s.squareRoot()), j3 = 1 / (r2s * r2s.squareRoot())
                    let i5 = i3 / r1s, j5 = j3 / r2s
                    J[0] = 0; J[1] = 0; J[2] = 1; J[3] = 0
                    J[4] = 0; J[5] = 0; J[6] = 0; J[7] = 1
                    J[8] = 1 - mu1 * (i3 - 3 * a * a * i5) - mu * (j3 - 3 * b * b * j5)
                    J[9] = 3 * y[1] * (mu1 * a * i5 + mu * b * j5)
                    J[10] = 0; J[11] = 2
                    J[12] = J[9]
                    J[13] = 1 - mu1 * (i3 - 3 * y2 * i5) - mu * (j3 - 3 * y2 * j5)
                    J[14] = -2; J[15] = 0
                    for i in 0..<4 { dfdt[i] = 0 }
                })
            },
            initialState: [0.994, 0, 0, -2.00158510637908252240537862224], endTime: 17.0652165601579625588917206249,
            componentNames: ["y1", "y2", "v1", "v2"],
            reference: .endState([0.994, 0, 0, -2.00158510637908252240537862224],
                                 source: "periodic: returns to its start after one period (Hairer, Norsett & Wanner, Solving ODEs I, II.0)"))
    }

    /// The two-body (Kepler) problem `q'' = −q/|q|³` at eccentricity `e`, from the pericentre
    /// `q = (1 − e, 0)`, `q' = (0, √((1 + e)/(1 − e)))`, to t = 20 (as DETEST's class D). The
    /// exact solution follows from Kepler's equation `E − e·sin E = t`, solved by Newton's
    /// method: `q = (cos E − e, √(1 − e²)·sin E)`, `q' = (−sin E, √(1 − e²)·cos E)/(1 − e·cos E)`.
    /// Named `kepler-<e>`; state (q1, q2, p1, p2).
    ///
    /// - Parameter e: from 0 up to 0.99.
    public static func kepler(eccentricity e: Double) throws -> IntegratorProblem {
        guard e.isFinite, e >= 0, e <= 0.99 else {
            throw ProblemError.invalidParameter(name: "eccentricity", requirement: "from 0 to 0.99; got \(e)")
        }
        let root = (1 - e * e).squareRoot()
        let label = e == 0.5 ? "0.5" : e == 0.9 ? "0.9" : "\(e)"
        return try IntegratorProblem(
            name: "kepler-\(label)", summary: "two-body Kepler orbit, e = \(label), t = 20 (exact by Kepler's equation)", group: "nonstiff",
            makeSystem: {
                try ODESystem(dimension: 4, function: { _, y, f in
                    let r2 = y[0] * y[0] + y[1] * y[1], r3 = r2 * r2.squareRoot()
                    f[0] = y[2]; f[1] = y[3]
                    f[2] = -y[0] / r3; f[3] = -y[1] / r3
                }, jacobian: { _, y, J, dfdt in
                    let r2 = y[0] * y[0] + y[1] * y[1], i3 = 1 / (r2 * r2.squareRoot()), i5 = i3 / r2
                    for i in 0..<16 { J[i] = 0 }
                    J[2] = 1; J[7] = 1
                    J[8] = -i3 + 3 * y[0] * y[0] * i5; J[9] = 3 * y[0] * y[1] * i5
                    J[12] = J[9]; J[13] = -i3 + 3 * y[1] * y[1] * i5
                    for i in 0..<4 { dfdt[i] = 0 }
                })
            },
            initialState: [1 - e, 0, 0, ((1 + e) / (1 - e)).squareRoot()], endTime: 20,
            componentNames: ["q1", "q2", "p1", "p2"],
            reference: .exact { t in
                let E = eccentricAnomaly(meanAnomaly: t, eccentricity: e)
                let c = cos(E), s = sin(E), d = 1 - e * c
                return [c - e, root * s, -s / d, root * c / d]
            })
    }

    /// Lotka–Volterra predator and prey, `x' = a·x − b·x·y`, `y' = −c·y + d·x·y` with
    /// (a, b, c, d) = (1.5, 1, 3, 1), from (1, 1) to t = 10. Its invariant
    /// `d·x − c·ln x + b·y − a·ln y` is conserved (studies report its drift); the reference is a
    /// tight rk8pd run, cross-checked by the invariant and by bsimp.
    public static func lotkaVolterra() throws -> IntegratorProblem {
        let (a, b, c, d) = (1.5, 1.0, 3.0, 1.0)
        let makeSystem: () throws -> ODESystem = {
            try ODESystem(dimension: 2, function: { _, y, f in
                f[0] = a * y[0] - b * y[0] * y[1]
                f[1] = -c * y[1] + d * y[0] * y[1]
            }, jacobian: { _, y, J, dfdt in
                J[0] = a - b * y[1]; J[1] = -b * y[0]
                J[2] = d * y[1]; J[3] = -c + d * y[0]
                dfdt[0] = 0; dfdt[1] = 0
            })
        }
        var problem = try IntegratorProblem(
            name: "lotka-volterra", summary: "Lotka-Volterra predator-prey (1.5, 1, 3, 1), t = 10, conserved invariant", group: "nonstiff",
            makeSystem: makeSystem, initialState: [1, 1], endTime: 10, componentNames: ["x", "y"],
            reference: .tightRun(makeSystem: makeSystem, initialState: [1, 1], stepper: .rk8pd, tolerance: 1e-14,
                                 crossCheck: "invariant conserved to 1e-12; bsimp at 1e-13 agrees to 1e-11"))
        problem.invariant = { y in d * y[0] - c * log(y[0]) + b * y[1] - a * log(y[1]) }
        return problem
    }

    /// The eccentric anomaly `E` with `E − e·sin E = M`, by Newton's method from `M + e·sin M`
    /// (π for e > 0.8), after reducing `M` to [−π, π].
    static func eccentricAnomaly(meanAnomaly M: Double, eccentricity e: Double) -> Double {
        let turns = (M / (2 * Double.pi)).rounded()
        let m = M - turns * 2 * Double.pi
        var E = e > 0.8 ? (m >= 0 ? Double.pi : -Double.pi) : m + e * sin(m)
        for _ in 0..<60 {
            let delta = (E - e * sin(E) - m) / (1 - e * cos(E))
            E -= delta
            if abs(delta) <= 1e-16 * Swift.max(1, abs(E)) { break }
        }
        return E + turns * 2 * Double.pi
    }
}
