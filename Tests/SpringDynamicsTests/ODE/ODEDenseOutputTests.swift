import Foundation
import SpringDynamics
import Testing

@Suite("ODESolver dense output")
struct ODEDenseOutputTests {
    /// 100 sample times over 10 s, as the integrator lab uses.
    static let times = (1...100).map { 10 * Double($0) / 100 }

    @Test("interpolated samples match the closed form (underdamped oscillator)", arguments: Stepper.allCases)
    func accuracy(_ stepper: Stepper) throws {
        // hmax = 0.1 bounds the Hermite error by 0.1⁴/384·ω⁵ ≈ 8e-6 (ω = 2); the low-order
        // implicit steppers get a looser tolerance so that they finish in reasonable time, and
        // the bound adds the stepper's own global error, measured by stepping onto the times.
        let oscillator = DampedOscillator.underdamped
        let tol = stepper.order <= 2 ? 1e-7 : 1e-10
        func solver() throws -> ODESolver {
            try ODESolver(system: oscillator.system(), stepper: stepper, tolerance: ODETolerance(absolute: tol, relative: tol),
                          maximumSteps: 1_000_000, maximumStep: 0.1)
        }
        let dense = try solver(), stepped = try solver()
        var y = [1.0, 0.0], t = 0.0, samples: [Double] = []
        try dense.advance(&y, time: &t, to: 10, sampleTimes: Self.times, samples: &samples)
        #expect(samples.count == 200)
        var z = [1.0, 0.0], s = 0.0
        var denseError = 0.0, steppedError = 0.0
        for (i, time) in Self.times.enumerated() {
            try stepped.advance(&z, time: &s, to: time)
            let e = oscillator.exact(at: time)
            denseError = max(denseError, abs(samples[2 * i] - e.x), abs(samples[2 * i + 1] - e.v))
            steppedError = max(steppedError, abs(z[0] - e.x), abs(z[1] - e.v))
        }
        #expect(denseError < 1e-5 + 2 * steppedError, "\(stepper): dense \(denseError), stepped \(steppedError)")
        #expect(samples[198] == y[0] && samples[199] == y[1])
    }

    @Test("rkf45 at 1e-4: dense output needs a third of the evaluations; its error is the Hermite error of the long steps")
    func cheaperThanStepping() throws {
        let oscillator = DampedOscillator.underdamped
        let tolerance = try ODETolerance(absolute: 1e-4, relative: 1e-4)
        let dense = try ODESolver(system: oscillator.system(), stepper: .rkf45, tolerance: tolerance)
        var y = [1.0, 0.0], t = 0.0, samples: [Double] = []
        try dense.advance(&y, time: &t, to: 10, sampleTimes: Self.times, samples: &samples)
        let stepped = try ODESolver(system: oscillator.system(), stepper: .rkf45, tolerance: tolerance)
        var z = [1.0, 0.0], s = 0.0
        var denseError = 0.0, steppedError = 0.0
        for (i, time) in Self.times.enumerated() {
            try stepped.advance(&z, time: &s, to: time)
            let e = oscillator.exact(at: time)
            denseError = max(denseError, abs(samples[2 * i] - e.x), abs(samples[2 * i + 1] - e.v))
            steppedError = max(steppedError, abs(z[0] - e.x), abs(z[1] - e.v))
        }
        // Measured: 230 against 619 f-evals; errors 5.7e-4 (dense: 36 steps of about 0.28 s,
        // whose Hermite bound 0.28⁴/384·ω⁵ is 5e-4) against 2.1e-6 (stepping onto the times).
        #expect(dense.statistics.functionEvaluations < stepped.statistics.functionEvaluations / 2)
        #expect(denseError < 1e-3)
        #expect(steppedError < 1e-5)
    }

    @Test("a sample on a step end equals the stepped state exactly")
    func stepEnds() throws {
        // A loose tolerance and hmax = 1/8 make every step exactly 1/8 long (dyadic: the step
        // ends k/8 are exact), so sampling at k/8 must give what stepping onto k/8 gives.
        let oscillator = DampedOscillator.underdamped
        let tolerance = try ODETolerance(absolute: 1e-2, relative: 1e-2)
        let dense = try ODESolver(system: oscillator.system(), stepper: .rkf45, tolerance: tolerance, initialStep: 0.125, maximumStep: 0.125)
        let ends = (1...80).map { Double($0) / 8 }
        var y = [1.0, 0.0], t = 0.0, samples: [Double] = []
        try dense.advance(&y, time: &t, to: 10, sampleTimes: ends, samples: &samples)
        #expect(dense.statistics.acceptedSteps == 80)
        #expect(dense.statistics.rejectedSteps == 0)
        let stepped = try ODESolver(system: oscillator.system(), stepper: .rkf45, tolerance: tolerance, initialStep: 0.125, maximumStep: 0.125)
        var z = [1.0, 0.0], s = 0.0
        for (i, end) in ends.enumerated() {
            try stepped.advance(&z, time: &s, to: end)
            #expect(samples[2 * i] == z[0] && samples[2 * i + 1] == z[1], "at t = \(end)")
        }
        #expect(stepped.statistics.acceptedSteps == 80)
    }

    @Test("interpolation error shrinks like h⁴ between fixed-size steps")
    func fourthOrder() throws {
        // rk8pd at 1e-10 with hmax = h takes exactly steps of h with ends accurate to ~1e-10; what is left at the midpoints
        // is the Hermite error, ∝ h⁴.
        let oscillator = DampedOscillator.underdamped
        func midpointError(_ h: Double) throws -> Double {
            let solver = try ODESolver(system: oscillator.system(), stepper: .rk8pd, tolerance: ODETolerance(absolute: 1e-10, relative: 1e-10), initialStep: h, maximumStep: h)
            let mids = (0..<Int((2 / h).rounded())).map { (Double($0) + 0.5) * h }
            var y = [1.0, 0.0], t = 0.0, samples: [Double] = []
            try solver.advance(&y, time: &t, to: 2, sampleTimes: mids, samples: &samples)
            #expect(solver.statistics.acceptedSteps == mids.count)
            return mids.enumerated().map { i, s in abs(samples[2 * i] - oscillator.exact(at: s).x) }.max()!
        }
        let coarse = try midpointError(0.1), fine = try midpointError(0.05)
        #expect(coarse / fine > 12 && coarse / fine < 20, "ratio \(coarse / fine)")
    }

    @Test("samples at t and repeated times; backwards integration")
    func edges() throws {
        let oscillator = DampedOscillator.underdamped
        let solver = try ODESolver(system: oscillator.system(), stepper: .rkck, tolerance: ODETolerance(absolute: 1e-10, relative: 1e-10))
        var y = [1.0, 0.0], t = 0.0, samples: [Double] = []
        try solver.advance(&y, time: &t, to: 1, sampleTimes: [0, 0.5, 0.5, 1], samples: &samples)
        #expect(samples[0] == 1 && samples[1] == 0)
        #expect(samples[2] == samples[4] && samples[3] == samples[5])
        #expect(abs(samples[2] - oscillator.exact(at: 0.5).x) < 1e-6)
        try solver.advance(&y, time: &t, to: 0, sampleTimes: [0.75, 0.25], samples: &samples)
        #expect(abs(samples[0] - oscillator.exact(at: 0.75).x) < 1e-6)
        #expect(abs(samples[2] - oscillator.exact(at: 0.25).x) < 1e-6)
        try solver.advance(&y, time: &t, to: 0, sampleTimes: [0, 0], samples: &samples)
        #expect(samples == [y[0], y[1], y[0], y[1]])
    }

    @Test("bad sample times are named; nothing is touched")
    func badTimes() throws {
        let solver = try ODESolver(system: DampedOscillator.underdamped.system(), stepper: .rkf45)
        var y = [1.0, 0.0], t = 0.0, samples: [Double] = []
        for (times, index, value) in [([0.5, 0.25], 1, 0.25), ([2.0], 0, 2.0), ([-0.1], 0, -0.1), ([0.2, .nan], 1, Double.nan)] {
            do {
                try solver.advance(&y, time: &t, to: 1, sampleTimes: times, samples: &samples)
                Issue.record("accepted \(times)")
            } catch {
                #expect((error as? ODEError)?.description == "Invalid sampleTimes[\(index)] = \(value): must be finite, between t = 0.0 and t1 = 1.0, and ordered from t to t1.")
            }
            #expect(y == [1, 0] && t == 0)
        }
    }
}
