import SpringDynamics
import SpringTestSupport
import Testing

/// Runs of the same channels at 30, 60, 120 and 240 Hz, compared at the instants they share
/// (every 0.5 s over 2 s).
@Suite("Frame-rate independence")
struct IntegratorFrameRateTests {
    static let rates = [30, 60, 120, 240]
    static let specs = ChannelSpec.uiSet

    typealias Run = [(t: Double, states: [(x: Double, v: Double)])]

    static func runs(_ make: () throws -> any Integrator) throws -> [Run] {
        try rates.map { rate in
            var integrator = try make()
            return try simulate(specs, with: &integrator, rate: rate, duration: 2, samples: 4)
        }
    }

    static func worstDisagreement(_ runs: [Run]) -> Double {
        var worst = 0.0
        for a in runs.indices {
            for b in runs.indices where b > a { worst = max(worst, maxRelativeDifference(specs, runs[a], runs[b])) }
        }
        return worst
    }

    @Test("exact: all rates agree to 1e-12")
    func exact() throws {
        let runs = try Self.runs { ExactIntegrator() }
        let disagreement = Self.worstDisagreement(runs)
        #expect(disagreement <= 1e-12, "\(disagreement)")
        for run in runs { #expect(maxRelativeError(Self.specs, run) <= 1e-12) }
    }

    @Test("RK4 on a 1 ms grid: the grid does not depend on the frame rate, so all rates agree to ~1e-12")
    func rk4Substeps() throws {
        let runs = try Self.runs { try RK4SubstepIntegrator() }
        let disagreement = Self.worstDisagreement(runs)
        #expect(disagreement <= 1e-12, "\(disagreement)") // measured: 0, bit-identical
        // …and each run is RK4-accurate (measured 1.7e-10 of the amplitude).
        for run in runs {
            let error = maxRelativeError(Self.specs, run)
            #expect(error <= 1e-9, "\(error)")
        }
    }

    @Test("GSL steppers: every rate within the stepper's bound of the closed form", arguments: Stepper.allCases)
    func gsl(_ stepper: Stepper) throws {
        let runs = try Self.runs { try GSLIntegrator(stepper: stepper) }
        let bound = stepper.integratorAccuracyFactor * IntegratorGSLTests.tolerance
        for (rate, run) in zip(Self.rates, runs) {
            let error = maxRelativeError(Self.specs, run)
            #expect(error <= bound, "\(stepper) at \(rate) Hz: \(error)")
        }
        let disagreement = Self.worstDisagreement(runs)
        #expect(disagreement <= 2 * bound, "\(stepper): \(disagreement)")
    }

    @Test("semi-implicit Euler with ≤ 1 ms substeps: first order in the substep, rates agree within O(h)")
    func eulerSubsteps() throws {
        let runs = try Self.runs { try SemiImplicitEulerIntegrator(substep: 0.001) }
        // Global error of a first-order method ≈ C·h: measured 2.2e-3 of the amplitude at
        // 30 and 60 Hz (h = 0.98 ms), 1.9e-3 at 240 Hz (h = 0.83 ms).
        var errors: [Double] = []
        for run in runs { errors.append(maxRelativeError(Self.specs, run)) }
        for error in errors { #expect(error <= 0.005, "\(errors)") }
        let disagreement = Self.worstDisagreement(runs)
        #expect(disagreement <= 0.005, "\(disagreement)")
        // Halving the substep halves the error: compare 1 ms with 0.5 ms at 60 Hz.
        var fine = try SemiImplicitEulerIntegrator(substep: 0.0005)
        let fineRun = try simulate(Self.specs, with: &fine, rate: 60, duration: 2, samples: 4)
        let ratio = errors[1] / maxRelativeError(Self.specs, fineRun)
        #expect(ratio > 1.7 && ratio < 2.3, "\(ratio)")
    }

    @Test("semi-implicit Euler, one step per frame: the frame rate changes the motion (error ∝ dt)")
    func eulerOneStepPerFrame() throws {
        let runs = try Self.runs { SemiImplicitEulerIntegrator() }
        let errors = runs.map { maxRelativeError(Self.specs, $0) }
        // Each doubling of the frame rate about halves the error…
        for i in 1..<errors.count {
            let ratio = errors[i - 1] / errors[i]
            #expect(ratio > 1.6 && ratio < 2.6, "\(errors)")
        }
        // …so the rates visibly disagree (measured errors 7.2 %, 3.7 %, 1.8 % and 0.93 % of
        // the amplitude at 30, 60, 120 and 240 Hz).
        #expect(Self.worstDisagreement(runs) > 0.03, "\(errors)")
    }
}
