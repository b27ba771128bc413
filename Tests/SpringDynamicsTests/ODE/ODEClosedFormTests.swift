import Foundation
import SpringDynamics
import SpringTestSupport
import Testing

/// x'' + 2ζω x' + ω² x = 0 as the first-order system y = (x, v), with its closed-form solution.
/// Written here (not taken from the library's Spring type) so the ODE tests check GSL against an
/// independent reference.
struct DampedOscillator: CustomStringConvertible {
    let omega: Double
    let zeta: Double

    static let underdamped = DampedOscillator(omega: 2, zeta: 0.1)
    static let critical = DampedOscillator(omega: 2, zeta: 1)
    static let overdamped = DampedOscillator(omega: 2, zeta: 5)
    /// m = 1, k = 1e6, ζ = 50: eigenvalues ≈ −10 and −1e5.
    static let stiff = DampedOscillator(omega: 1000, zeta: 50)

    var description: String { "ω=\(omega), ζ=\(zeta)" }

    /// The exact state at time t from (x0, v0) at time 0.
    func exact(at t: Double, x0: Double = 1, v0: Double = 0) -> (x: Double, v: Double) {
        let w = omega, z = zeta
        if z < 1 {
            let a = z * w, wd = w * (1 - z * z).squareRoot()
            let e = exp(-a * t), c = cos(wd * t), s = sin(wd * t)
            return (e * (x0 * c + (v0 + a * x0) / wd * s), e * (v0 * c - (a * v0 + w * w * x0) / wd * s))
        } else if z == 1 {
            let b = v0 + w * x0, e = exp(-w * t)
            return ((x0 + b * t) * e, (v0 - w * b * t) * e)
        } else {
            let g = (z * z - 1).squareRoot()
            let r1 = -w / (z + g), r2 = -z * w - w * g
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            let p = v0 - r2 * x0, q = v0 - r1 * x0
            return ((p * e1 - q * e2) / (r1 - r2), (r1 * p * e1 - r2 * q * e2) / (r1 - r2))
        }
    }

    /// The right-hand side (v, −ω²x − 2ζωv) and, unless `withJacobian` is false, its Jacobian.
    func system(withJacobian: Bool = true) throws -> ODESystem {
        let w2 = omega * omega, c = 2 * zeta * omega
        let function: ODESystem.Function = { _, y, dydt in
            dydt[0] = y[1]
            dydt[1] = -w2 * y[0] - c * y[1]
        }
        guard withJacobian else { return try ODESystem(dimension: 2, function: function) }
        return try ODESystem(dimension: 2, function: function) { _, _, dfdy, dfdt in
            dfdy[0] = 0
            dfdy[1] = 1
            dfdy[2] = -w2
            dfdy[3] = -c
            dfdt[0] = 0
            dfdt[1] = 0
        }
    }

    /// Integrates adaptively from (1, 0) over `duration`, sampling every `sample` seconds
    /// (consecutive calls, so the solver continues its history), and returns the largest
    /// |Δx| or |Δv| against the closed form.
    func maxAdaptiveError(_ stepper: Stepper, tolerance: Double, duration: Double, sample: Double) throws -> Double {
        let solver = try ODESolver(system: system(), stepper: stepper, tolerance: ODETolerance(absolute: tolerance, relative: tolerance))
        var y = [1.0, 0.0], t = 0.0, worst = 0.0
        let samples = Int((duration / sample).rounded())
        for i in 1...samples {
            try solver.advance(&y, time: &t, to: Double(i) * sample)
            let e = exact(at: t)
            worst = max(worst, abs(y[0] - e.x), abs(y[1] - e.v))
        }
        return worst
    }

    /// The largest |Δx| or |Δv| after `count` fixed steps of size `h` from (1, 0).
    func fixedStepError(_ stepper: Stepper, h: Double, count: Int, tolerance: Double = 1e-10) throws -> Double {
        let solver = try ODESolver(system: system(), stepper: stepper, tolerance: ODETolerance(absolute: tolerance, relative: tolerance))
        var y = [1.0, 0.0], t = 0.0
        try solver.advance(&y, time: &t, fixedStep: h, count: count)
        let e = exact(at: t)
        return max(abs(y[0] - e.x), abs(y[1] - e.v))
    }
}

@Suite("Closed form used as the ODE reference")
struct ODEClosedFormTests {
    @Test("starts at the initial condition", arguments: [DampedOscillator.underdamped, .critical, .overdamped, .stiff])
    func initialCondition(_ oscillator: DampedOscillator) {
        let s = oscillator.exact(at: 0, x0: 0.7, v0: -1.3)
        #expect(isClose(s.x, 0.7, absolute: 1e-15))
        #expect(isClose(s.v, -1.3, absolute: 1e-12))
    }

    @Test("satisfies x' = v and v' = −ω²x − 2ζωv (central differences)", arguments: [DampedOscillator.underdamped, .critical, .overdamped])
    func satisfiesODE(_ oscillator: DampedOscillator) {
        let d = 1e-5
        for t in stride(from: 0.1, through: 5, by: 0.7) {
            let a = oscillator.exact(at: t - d, x0: 0.7, v0: -1.3), b = oscillator.exact(at: t + d, x0: 0.7, v0: -1.3)
            let s = oscillator.exact(at: t, x0: 0.7, v0: -1.3)
            let w = oscillator.omega, z = oscillator.zeta
            let acceleration: Double = -w * w * s.x - 2 * z * w * s.v
            let dx: Double = (b.x - a.x) / (2 * d), dv: Double = (b.v - a.v) / (2 * d)
            #expect(isClose(dx, s.v, absolute: 1e-8))
            #expect(isClose(dv, acceleration, absolute: 1e-7))
        }
    }
}
