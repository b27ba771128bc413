import SpringDynamics
import Testing

extension Stepper {
    /// Honest bound on achieved error / tolerance for the adaptive accuracy tests.
    ///
    /// Measured (GSL 2.7.1, x86-64) as the largest |Δx| or |Δv| against the closed form, sampled
    /// every 0.1 s over 10 s at tolerance 1e-8 (worst of underdamped, critical and overdamped),
    /// and every 0.01 s over 1 s for the stiff problem: rk2 3.1, rk4 25, rkf45 5.8, rkck 4.8,
    /// rk8pd 1.4e-5, rk1imp 24 700 (stiff 9 500), rk2imp 490 (stiff 160), rk4imp 14,
    /// bsimp 5.3e-6, msadams 102, msbdf 557 (stiff 171). GSL controls the *local* error per
    /// step; the global error of low-order methods accumulates over many steps, hence rk1imp's
    /// large factor. Each bound is about 4× the measurement.
    var accuracyFactor: Double {
        switch self {
        case .rk2: 20
        case .rk4: 100
        case .rkf45: 30
        case .rkck: 30
        case .rk8pd: 1
        case .rk1imp: 1e5
        case .rk2imp: 2000
        case .rk4imp: 100
        case .bsimp: 1
        case .msadams: 500
        case .msbdf: 2000
        }
    }
}

@Suite("Adaptive accuracy against the closed form")
struct ODEAccuracyTests {
    static let tolerance = 1e-8

    @Test("non-stiff damped oscillators (ω = 2; ζ = 0.1, 1, 5) over 10 s", arguments: Stepper.allCases)
    func nonStiff(_ stepper: Stepper) throws {
        for oscillator in [DampedOscillator.underdamped, .critical, .overdamped] {
            let error = try oscillator.maxAdaptiveError(stepper, tolerance: Self.tolerance, duration: 10, sample: 0.1)
            #expect(error <= stepper.accuracyFactor * Self.tolerance, "\(stepper) on \(oscillator): max error \(error)")
        }
    }

    @Test("stiff oscillator (m = 1, k = 1e6, ζ = 50) over 1 s", arguments: Stepper.allCases.filter(\.isImplicit))
    func stiff(_ stepper: Stepper) throws {
        let error = try DampedOscillator.stiff.maxAdaptiveError(stepper, tolerance: Self.tolerance, duration: 1, sample: 0.01)
        #expect(error <= stepper.accuracyFactor * Self.tolerance, "\(stepper): max error \(error)")
    }

    /// The stiff problem is where implicit methods earn their keep: an explicit method is held
    /// to h ≲ 3/1e5 by stability, whatever the tolerance.
    @Test("explicit rkf45 needs far more steps than msbdf on the stiff problem")
    func stiffnessCost() throws {
        let system = try DampedOscillator.stiff.system()
        let tolerance = try ODETolerance(absolute: 1e-6, relative: 1e-6)
        var counts: [Stepper: Int] = [:]
        for stepper in [Stepper.rkf45, .msbdf] {
            let solver = try ODESolver(system: system, stepper: stepper, tolerance: tolerance)
            var y = [1.0, 0.0], t = 0.0
            try solver.advance(&y, time: &t, to: 1)
            let exact = DampedOscillator.stiff.exact(at: 1)
            #expect(abs(y[0] - exact.x) < 1e-3)
            counts[stepper] = solver.statistics.acceptedSteps
        }
        let explicitSteps = try #require(counts[.rkf45]), implicitSteps = try #require(counts[.msbdf])
        #expect(explicitSteps > 20_000)
        #expect(explicitSteps > 20 * implicitSteps)
    }

    @Test("backward integration returns to the start", arguments: Stepper.allCases)
    func backwards(_ stepper: Stepper) throws {
        let oscillator = DampedOscillator.underdamped
        let solver = try ODESolver(system: oscillator.system(), stepper: stepper, tolerance: ODETolerance(absolute: Self.tolerance, relative: Self.tolerance))
        var y = [1.0, 0.0], t = 0.0
        try solver.advance(&y, time: &t, to: 1)
        let forward = oscillator.exact(at: 1)
        #expect(abs(y[0] - forward.x) <= stepper.accuracyFactor * Self.tolerance)
        try solver.advance(&y, time: &t, to: 0)
        #expect(t == 0)
        #expect(abs(y[0] - 1) <= 2 * stepper.accuracyFactor * Self.tolerance, "\(stepper): x(0) = \(y[0])")
        #expect(abs(y[1]) <= 2 * stepper.accuracyFactor * Self.tolerance, "\(stepper): v(0) = \(y[1])")
    }
}
