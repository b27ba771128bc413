import Foundation
@testable import SpringDynamics
import SpringTestSupport
import Testing

@Suite("Reset after outside changes")
struct ODEResetTests {
    static let tolerance = 1e-8

    /// Runs (1, 0) to t = 1, then replaces the state with (0.5, −1) and continues in 0.1 s
    /// chunks to t = 3; returns the largest deviation from the closed form started at t = 1.
    static func errorAfterOutsideChange(_ stepper: Stepper, automaticReset: Bool = true) throws -> Double {
        let oscillator = DampedOscillator.underdamped
        let solver = try ODESolver(system: oscillator.system(), stepper: stepper, tolerance: ODETolerance(absolute: tolerance, relative: tolerance))
        solver.engine.resetsOnOutsideChange = automaticReset
        var y = [1.0, 0.0], t = 0.0
        try solver.advance(&y, time: &t, to: 1)
        y = [0.5, -1.0]
        var worst = 0.0
        for i in 1...20 {
            try solver.advance(&y, time: &t, to: 1 + Double(i) * 0.1)
            let exact = oscillator.exact(at: t - 1, x0: 0.5, v0: -1)
            worst = max(worst, abs(y[0] - exact.x), abs(y[1] - exact.v))
        }
        return worst
    }

    @Test("after y is changed mid-run, every stepper agrees with the closed form", arguments: Stepper.allCases)
    func outsideChangeOfState(_ stepper: Stepper) throws {
        let error = try Self.errorAfterOutsideChange(stepper)
        #expect(error <= stepper.accuracyFactor * Self.tolerance, "\(stepper): max error \(error)")
    }

    /// The control experiment: with the automatic reset switched off, GSL keeps the multistep
    /// history and the last derivative of the old trajectory. Measured: msadams and msbdf off by
    /// 1.4, rkf45 by 8e-7 (80× the tolerance, after 14 rejected steps).
    @Test("without the automatic reset the same run is wrong", arguments: [Stepper.msadams, .msbdf, .rkf45])
    func withoutResetItFails(_ stepper: Stepper) throws {
        let error = try Self.errorAfterOutsideChange(stepper, automaticReset: false)
        #expect(error > stepper.accuracyFactor * Self.tolerance, "\(stepper): max error \(error)")
        if stepper.isMultistep {
            #expect(error > 0.1)
        }
    }

    /// y' = cos t, so y(t) = y(t0) + sin t − sin t0: a jump in t alone must be noticed.
    @Test("after t jumps, multistep steppers agree with the closed form", arguments: [Stepper.msadams, .msbdf, .rkf45, .bsimp])
    func timeJump(_ stepper: Stepper) throws {
        let system = try ODESystem(dimension: 1) { t, _, dydt in
            dydt[0] = cos(t)
        } jacobian: { t, _, dfdy, dfdt in
            dfdy[0] = 0
            dfdt[0] = -sin(t)
        }
        let solver = try ODESolver(system: system, stepper: stepper, tolerance: ODETolerance(absolute: Self.tolerance, relative: Self.tolerance))
        var y = [0.0], t = 0.0
        for i in 1...10 { try solver.advance(&y, time: &t, to: Double(i) * 0.1) }
        #expect(abs(y[0] - sin(1)) <= stepper.accuracyFactor * Self.tolerance)
        let y1 = y[0]
        t = 5
        for i in 1...10 { try solver.advance(&y, time: &t, to: 5 + Double(i) * 0.1) }
        let exact = y1 + sin(6) - sin(5)
        #expect(abs(y[0] - exact) <= stepper.accuracyFactor * Self.tolerance, "\(stepper): y = \(y[0]), exact \(exact)")
    }

    @Test("a call that starts elsewhere gives bit-for-bit the result of a fresh solver", arguments: Stepper.allCases)
    func determinism(_ stepper: Stepper) throws {
        let system = try DampedOscillator.underdamped.system()
        let used = try ODESolver(system: system, stepper: stepper)
        var y = [1.0, 0.0], t = 0.0
        try used.advance(&y, time: &t, to: 1.5)
        var a = [0.3, 0.2], ta = 0.25
        try used.advance(&a, time: &ta, to: 1.25)

        let fresh = try ODESolver(system: system, stepper: stepper)
        var b = [0.3, 0.2], tb = 0.25
        try fresh.advance(&b, time: &tb, to: 1.25)
        #expect(a == b)
        #expect(ta == tb)
    }

    @Test("reset() forgets the history: continuing after it equals a fresh start", arguments: [Stepper.msadams, .msbdf, .rkf45])
    func explicitReset(_ stepper: Stepper) throws {
        let system = try DampedOscillator.underdamped.system()
        let solver = try ODESolver(system: system, stepper: stepper)
        var y = [1.0, 0.0], t = 0.0
        try solver.advance(&y, time: &t, to: 1)
        let middle = y

        var continued = y, tc = t
        try solver.advance(&continued, time: &tc, to: 2)

        let solver2 = try ODESolver(system: system, stepper: stepper)
        var y2 = [1.0, 0.0], t2 = 0.0
        try solver2.advance(&y2, time: &t2, to: 1)
        solver2.reset()
        try solver2.advance(&y2, time: &t2, to: 2)

        let fresh = try ODESolver(system: system, stepper: stepper)
        var y3 = middle, t3 = 1.0
        try fresh.advance(&y3, time: &t3, to: 2)

        #expect(y2 == y3)
        // Without the reset the solver continues its history, which differs in the last bits.
        #expect(continued != y3)
    }

    @Test("reset() from inside a callback waits until the running call has finished")
    func resetFromCallback() throws {
        var solver: ODESolver?
        var pendingReset = true
        let system = try ODESystem(dimension: 2) { t, y, dydt in
            if pendingReset, t > 0.3 {
                pendingReset = false
                solver?.reset()
            }
            dydt[0] = y[1]
            dydt[1] = -4 * y[0] - 0.4 * y[1]
        }
        solver = try ODESolver(system: system, stepper: .msadams)
        var y = [1.0, 0.0], t = 0.0
        try solver?.advance(&y, time: &t, to: 1)
        #expect(!pendingReset)
        let exact = DampedOscillator.underdamped.exact(at: 1)
        #expect(abs(y[0] - exact.x) <= Stepper.msadams.accuracyFactor * 1e-9)
        let middle = y
        try solver?.advance(&y, time: &t, to: 2)

        // The deferred reset took effect after the first call: the second call started fresh.
        let fresh = try ODESolver(system: DampedOscillator.underdamped.system(), stepper: .msadams)
        var z = middle, tz = 1.0
        try fresh.advance(&z, time: &tz, to: 2)
        #expect(y == z)
        solver = nil
    }
}
