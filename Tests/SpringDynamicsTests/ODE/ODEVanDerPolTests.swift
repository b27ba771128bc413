import Foundation
import SpringDynamics
import SpringTestSupport
import Testing

/// x'' − μ(1 − x²)x' + x = 0 as y = (x, x'), with its Jacobian.
private func vanDerPol(mu: Double) throws -> ODESystem {
    try ODESystem(dimension: 2) { _, y, dydt in
        dydt[0] = y[1]
        dydt[1] = mu * (1 - y[0] * y[0]) * y[1] - y[0]
    } jacobian: { _, y, dfdy, dfdt in
        dfdy[0] = 0
        dfdy[1] = 1
        dfdy[2] = -2 * mu * y[0] * y[1] - 1
        dfdy[3] = mu * (1 - y[0] * y[0])
        dfdt[0] = 0
        dfdt[1] = 0
    }
}

/// The root in (t0, t1) of the cubic Hermite interpolant of x through (x0, v0) and (x1, v1),
/// found by bisection (x0 and x1 have opposite signs).
private func hermiteRoot(t0: Double, x0: Double, v0: Double, t1: Double, x1: Double, v1: Double) -> Double {
    let h = t1 - t0
    func x(_ s: Double) -> Double {
        let s2 = s * s, s3 = s2 * s
        return (2 * s3 - 3 * s2 + 1) * x0 + (s3 - 2 * s2 + s) * h * v0 + (-2 * s3 + 3 * s2) * x1 + (s3 - s2) * h * v1
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<60 {
        let mid = (lo + hi) / 2
        if (x(mid) < 0) == (x0 < 0) { lo = mid } else { hi = mid }
    }
    return t0 + h * (lo + hi) / 2
}

/// Times at which x crosses zero upwards between t = 0 and `end`, from (2, 0).
///
/// The main solver samples every `coarse` seconds (consecutive calls). When x changes sign in a
/// sample interval, a second, fresh solver re-integrates that interval from its start in `fine`
/// sub-intervals and the crossing is located by Hermite interpolation on the sub-interval.
private func upwardCrossings(mu: Double, stepper: Stepper, tolerance: Double, end: Double, coarse: Double, fine: Double) throws -> [Double] {
    let system = try vanDerPol(mu: mu)
    let tol = try ODETolerance(absolute: tolerance, relative: tolerance)
    let solver = try ODESolver(system: system, stepper: stepper, tolerance: tol)
    let refiner = try ODESolver(system: system, stepper: stepper, tolerance: tol)
    var y = [2.0, 0.0], t = 0.0
    var crossings: [Double] = []
    while t < end {
        let start = y, startTime = t
        try solver.advance(&y, time: &t, to: startTime + coarse)
        guard start[0] < 0, y[0] >= 0 else { continue }
        var a = start, ta = startTime
        while ta < t {
            var b = a, tb = ta
            try refiner.advance(&b, time: &tb, to: min(ta + fine, t))
            if b[0] >= 0 {
                crossings.append(hermiteRoot(t0: ta, x0: a[0], v0: a[1], t1: tb, x1: b[0], v1: b[1]))
                break
            }
            a = b
            ta = tb
        }
    }
    return crossings
}

@Suite("Van der Pol oscillator as a user system")
struct ODEVanDerPolTests {
    /// The period of the μ = 1 limit cycle, 6.663286859323130189…, is a classical reference
    /// value; successive upward zero crossings after the transient must be that far apart.
    /// Measured deviation at tolerance 1e-10: about 1e-7 for every stepper (the Hermite
    /// interpolation of the crossing dominates).
    @Test("μ = 1: limit-cycle period 6.6632868593", arguments: [Stepper.rkf45, .rk8pd, .msadams, .bsimp, .msbdf, .rk4imp])
    func periodMuOne(_ stepper: Stepper) throws {
        let crossings = try upwardCrossings(mu: 1, stepper: stepper, tolerance: 1e-10, end: 40, coarse: 0.05, fine: 0.05)
        try #require(crossings.count >= 5)
        let periods = zip(crossings.dropFirst(), crossings).map { $0 - $1 }
        for period in periods.suffix(3) {
            #expect(abs(period - 6.6632868593231301897) < 1e-6, "\(stepper): period \(period)")
        }
    }

    /// μ = 1000 is stiff (eigenvalues near −1000 on the slow branches). The asymptotic period is
    /// (3 − 2 ln 2)μ + 3a·μ^(−1/3) − (2/3)·ln(μ)/μ + O(1/μ) ≈ 1614.40, with a = 2.338107 the
    /// first zero of Ai(−x). Measured at tolerance 1e-8: bsimp 1614.4011, msbdf 1614.3851.
    @Test("μ = 1000 (stiff): period ≈ 1614.40", arguments: [Stepper.bsimp, .msbdf])
    func periodStiff(_ stepper: Stepper) throws {
        let mu = 1000.0
        let asymptotic = (3 - 2 * log(2.0)) * mu + 3 * 2.338107410459767 * pow(mu, -1.0 / 3) - 2.0 / 3 * log(mu) / mu
        let crossings = try upwardCrossings(mu: mu, stepper: stepper, tolerance: 1e-8, end: 3400, coarse: 1, fine: 1e-3)
        try #require(crossings.count >= 2)
        let period = crossings[1] - crossings[0]
        #expect(abs(period - asymptotic) < 0.05, "\(stepper): period \(period), asymptotic \(asymptotic)")
    }
}
