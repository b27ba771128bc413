import Foundation
import SpringDynamics
import SpringTestSupport
import Testing

@Suite("Fixed-step integration")
struct ODEFixedStepTests {
    @Test("takes exactly `count` steps, none rejected, and advances t by h each step", arguments: Stepper.allCases)
    func exactStepCount(_ stepper: Stepper) throws {
        let oscillator = DampedOscillator.underdamped
        // A loose tolerance so msadams' functional iteration converges at this step size.
        let solver = try ODESolver(system: oscillator.system(), stepper: stepper, tolerance: ODETolerance(absolute: 1e-2, relative: 1e-2))
        var y = [1.0, 0.0], t = 0.0
        try solver.advance(&y, time: &t, fixedStep: 0.004, count: 250)
        #expect(solver.statistics.acceptedSteps == 250)
        #expect(solver.statistics.rejectedSteps == 0)
        var expectedTime = 0.0
        for _ in 0..<250 { expectedTime += 0.004 }
        #expect(t == expectedTime)
        let exact = oscillator.exact(at: t)
        #expect(abs(y[0] - exact.x) < 2e-2, "\(stepper): x = \(y[0]), exact \(exact.x)")

        // A second call continues and again takes exactly `count` steps.
        try solver.advance(&y, time: &t, fixedStep: 0.004, count: 7)
        #expect(solver.statistics.acceptedSteps == 257)
        #expect(solver.statistics.rejectedSteps == 0)
    }

    /// The adaptive control would reject these steps (the error per step is far above the
    /// tolerance); in fixed-step mode nothing is rejected and nothing is resized.
    @Test("never rejects, even when each step is far less accurate than the tolerance", arguments: Stepper.allCases.filter { $0 != .msadams })
    func noRejectionAtTightTolerance(_ stepper: Stepper) throws {
        let oscillator = DampedOscillator.underdamped
        let solver = try ODESolver(system: oscillator.system(), stepper: stepper, tolerance: ODETolerance(absolute: 1e-14, relative: 1e-14))
        var y = [1.0, 0.0], t = 0.0
        try solver.advance(&y, time: &t, fixedStep: 0.1, count: 20)
        #expect(solver.statistics.acceptedSteps == 20)
        #expect(solver.statistics.rejectedSteps == 0)
        #expect(isClose(t, 2, absolute: 1e-14))
    }

    /// Each fixed step of an explicit stepper evaluates f once per stage plus once at the start
    /// (`gsl_odeiv2_evolve_apply_fixed_step` computes dy/dt at the start of every step):
    /// rk2 3 + 1, rk4 11 + 1 (classical RK4 plus two half steps for its error estimate),
    /// rkf45 and rkck 6 + 1, rk8pd 13 + 1.
    @Test("function evaluations per fixed step of the explicit steppers", arguments: [
        (Stepper.rk2, 4), (.rk4, 12), (.rkf45, 7), (.rkck, 7), (.rk8pd, 14),
    ])
    func evaluationsPerStep(_ stepper: Stepper, perStep: Int) throws {
        let solver = try ODESolver(system: DampedOscillator.underdamped.system(withJacobian: false), stepper: stepper)
        var y = [1.0, 0.0], t = 0.0
        try solver.advance(&y, time: &t, fixedStep: 0.01, count: 10)
        try solver.advance(&y, time: &t, fixedStep: 0.01, count: 15)
        #expect(solver.statistics.functionEvaluations == 25 * perStep)
        #expect(solver.statistics.jacobianEvaluations == 0)
    }

    /// Halving h divides the global error by about 2^order. Step pairs are chosen in the
    /// asymptotic range and above round-off for each method; rk8pd is still slightly
    /// pre-asymptotic (measured 8.55).
    @Test("error shrinks like h^order", arguments: [
        (Stepper.rk2, 0.05, 0.3), (.rk4, 0.1, 0.3), (.rkf45, 0.1, 0.3), (.rkck, 0.1, 0.3), (.rk8pd, 0.5, 0.75),
        (.rk1imp, 0.0125, 0.3), (.rk2imp, 0.05, 0.3), (.rk4imp, 0.1, 0.3),
    ])
    func convergenceOrder(_ stepper: Stepper, h: Double, slack: Double) throws {
        let oscillator = DampedOscillator.underdamped
        let coarse = try oscillator.fixedStepError(stepper, h: h, count: Int((2 / h).rounded()))
        let fine = try oscillator.fixedStepError(stepper, h: h / 2, count: Int((4 / h).rounded()))
        let observed = log2(coarse / fine)
        #expect(abs(observed - Double(stepper.order)) <= slack, "\(stepper): observed order \(observed), errors \(coarse) → \(fine)")
    }

    /// bsimp extrapolates to order 12: two steps of h = 1 over 2 s are already accurate to
    /// 5e-12, and halving h gains more than 9 binary orders before round-off takes over.
    @Test("bsimp is of very high order")
    func bsimpOrder() throws {
        let oscillator = DampedOscillator.underdamped
        let coarse = try oscillator.fixedStepError(.bsimp, h: 1, count: 2)
        let fine = try oscillator.fixedStepError(.bsimp, h: 0.5, count: 4)
        #expect(coarse < 1e-10)
        #expect(log2(coarse / fine) > 9, "errors \(coarse) → \(fine)")
    }

    /// The multistep methods choose their order from the tolerance: with a loose tolerance they
    /// reach order 2 in fixed-step mode (measured 1.98–2.03).
    @Test("msadams and msbdf converge at order 2 with a loose tolerance", arguments: [Stepper.msadams, .msbdf])
    func multistepOrder(_ stepper: Stepper) throws {
        let oscillator = DampedOscillator.underdamped
        let errors = try [0.025, 0.0125, 0.00625].map { h in
            try oscillator.fixedStepError(stepper, h: h, count: Int((2 / h).rounded()), tolerance: 1e-2)
        }
        for (coarse, fine) in zip(errors, errors.dropFirst()) {
            let observed = log2(coarse / fine)
            #expect(observed > 1.8 && observed < 2.3, "\(stepper): observed order \(observed), errors \(errors)")
        }
    }

    /// With a tolerance that the fixed step cannot meet, msbdf never raises its order and is
    /// exactly backward Euler. rk1imp estimates its error by step doubling and returns the
    /// two-half-step result, so one rk1imp step of 2h is two backward-Euler steps of h.
    @Test("msbdf at a tight tolerance degenerates to backward Euler")
    func msbdfIsBackwardEuler() throws {
        let system = try DampedOscillator.underdamped.system()
        let tolerance = try ODETolerance(absolute: 1e-10, relative: 1e-10)
        var results: [[Double]] = []
        for (stepper, h, count) in [(Stepper.msbdf, 0.0125, 160), (.rk1imp, 0.025, 80)] {
            let solver = try ODESolver(system: system, stepper: stepper, tolerance: tolerance)
            var y = [1.0, 0.0], t = 0.0
            try solver.advance(&y, time: &t, fixedStep: h, count: count)
            results.append(y)
        }
        #expect(abs(results[0][0] - DampedOscillator.underdamped.exact(at: 2).x) > 1e-2)
        #expect(isClose(results[0][0], results[1][0], absolute: 1e-12))
        #expect(isClose(results[0][1], results[1][1], absolute: 1e-12))
    }

    @Test("negative steps integrate backwards", arguments: [Stepper.rk4, .rk8pd, .rk4imp, .bsimp])
    func backwards(_ stepper: Stepper) throws {
        let oscillator = DampedOscillator.underdamped
        let solver = try ODESolver(system: oscillator.system(), stepper: stepper)
        let start = oscillator.exact(at: 2)
        var y = [start.x, start.v], t = 2.0
        try solver.advance(&y, time: &t, fixedStep: -0.01, count: 200)
        #expect(isClose(t, 0, absolute: 1e-12))
        #expect(isClose(y[0], 1, absolute: 1e-8))
        #expect(isClose(y[1], 0, absolute: 1e-8))
    }

    @Test("count 0 does nothing")
    func zeroCount() throws {
        let solver = try ODESolver(system: DampedOscillator.underdamped.system(), stepper: .rk4)
        var y = [1.0, 0.0], t = 0.5
        try solver.advance(&y, time: &t, fixedStep: 0.1, count: 0)
        #expect(y == [1.0, 0.0])
        #expect(t == 0.5)
        #expect(solver.statistics == .zero)
    }

    @Test("a fixed step whose iteration cannot meet the tolerance says to loosen it, and leaves y and t alone",
          arguments: [(Stepper.msadams, false, 0.1, 1e-10), (.rk1imp, true, 0.1, 1e-14), (.msbdf, true, 1.0, 1e-13)])
    func stepFailureTolerance(stepper: Stepper, stiff: Bool, h: Double, tolerance: Double) throws {
        // Measured: msadams' functional iteration on the oscillator, and rk1imp's and msbdf's
        // Newton iterations on VDPOL, cannot converge to these tolerances at these steps, but
        // can at looser ones.
        let system = stiff ? try StiffTestProblem.vdpol.system(withJacobian: true) : try DampedOscillator.underdamped.system()
        let start = stiff ? [2.0, 0.0] : [1.0, 0.0]
        let solver = try ODESolver(system: system, stepper: stepper, tolerance: ODETolerance(absolute: tolerance, relative: tolerance))
        var y = start, t = 0.0
        let error = #expect(throws: ODEError.self) { try solver.advance(&y, time: &t, fixedStep: h, count: 3) }
        guard case .fixedStepFailed(let time, let step, .toleranceTooTight(let working))? = error else {
            Issue.record("expected toleranceTooTight, got \(String(describing: error))")
            return
        }
        #expect(time == 0 && step == h)
        #expect(working.relative > tolerance && working.relative <= 1e-2)
        #expect(error?.description == "The fixed step of size \(h) at t = 0.0 failed: the stepper's implicit iteration could not converge to the tolerance, but the same step converged with tolerance \(working); loosen tolerance: (in fixed-step mode it only stops that iteration) rather than shrinking the step.")
        #expect(y == start)
        #expect(t == 0)
        // The advice works: the first step succeeds with the working tolerance.
        let loosened = try ODESolver(system: system, stepper: stepper, tolerance: working)
        try loosened.advance(&y, time: &t, fixedStep: h, count: 1)
        #expect(t == h)
    }

    @Test("a fixed step too long for the iteration at any tolerance says to shorten it")
    func stepFailureTooLong() throws {
        // Measured: rk1imp's Newton iteration on VDPOL does not converge at h = 0.5 even at 1e-2.
        let solver = try ODESolver(system: StiffTestProblem.vdpol.system(withJacobian: true), stepper: .rk1imp, tolerance: ODETolerance(absolute: 1e-12, relative: 1e-12))
        var y = [2.0, 0.0], t = 0.0
        let error = #expect(throws: ODEError.self) { try solver.advance(&y, time: &t, fixedStep: 0.5, count: 3) }
        #expect(error == .fixedStepFailed(time: 0, stepSize: 0.5, cause: .stepTooLarge))
        #expect(error?.description == "The fixed step of size 0.5 at t = 0.0 failed: the stepper's implicit iteration did not converge at this step size even with tolerance 0.01; use a smaller step.")
        #expect(y == [2.0, 0.0])
        #expect(t == 0)
        // Still usable: a smaller step works.
        try solver.advance(&y, time: &t, fixedStep: 1e-4, count: 5)
        #expect(isClose(t, 5e-4, absolute: 1e-15))
    }

    @Test("invalid step arguments are rejected with exact messages")
    func invalidArguments() throws {
        let solver = try ODESolver(system: DampedOscillator.underdamped.system(), stepper: .rk4)
        var y = [1.0, 0.0], t = 0.0
        let cases: [(Double, Int, String)] = [
            (0, 3, "Invalid h = 0.0: must be finite and not 0."),
            (.nan, 3, "Invalid h = nan: must be finite and not 0."),
            (.infinity, 3, "Invalid h = inf: must be finite and not 0."),
            (0.1, -1, "Invalid count = -1.0: must be at least 0."),
        ]
        for (h, count, message) in cases {
            let error = #expect(throws: ODEError.self) { try solver.advance(&y, time: &t, fixedStep: h, count: count) }
            #expect(error?.description == message)
        }
        #expect(y == [1.0, 0.0])
        #expect(t == 0)
    }

    @Test("the buffer-pointer overload matches the array overload bit for bit")
    func bufferOverload() throws {
        let system = try DampedOscillator.underdamped.system()
        let a = try ODESolver(system: system, stepper: .rkf45), b = try ODESolver(system: system, stepper: .rkf45)
        var array = [1.0, 0.0], ta = 0.0, tb = 0.0
        try a.advance(&array, time: &ta, fixedStep: 0.01, count: 37)
        var storage = [1.0, 0.0]
        try storage.withUnsafeMutableBufferPointer { buffer in
            try b.advance(buffer, time: &tb, fixedStep: 0.01, count: 37)
        }
        #expect(array == storage)
        #expect(ta == tb)
    }
}
