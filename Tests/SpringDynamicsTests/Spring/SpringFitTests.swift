#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import SpringDynamics
import SpringTestSupport

/// Samples of target + exact motion from (x0, v0) at `times`, plus Gaussian noise of deviation
/// `noise` (Box–Muller on a seeded generator).
func springSamples(_ spring: Spring, target: Double, x0: Double, v0: Double, times: [Double], noise: Double = 0,
                   seed: UInt64 = 1) -> [Double] {
    var generator = SeededGenerator(seed: seed)
    return times.map { time in
        let u1 = Double.random(in: Double.ulpOfOne..<1, using: &generator)
        let u2 = Double.random(in: 0..<1, using: &generator)
        let gaussian = (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
        return target + spring.state(at: time, displacement: x0, velocity: v0).displacement + noise * gaussian
    }
}

@Suite("Fitting a spring to recorded samples")
struct SpringFitTests {
    static let cases: [(Spring, Double, Double, Double)] = [   // spring, x0, v0, time before the first sample
        (.bouncy, -100, 0, 0.25), (.smooth, -100, 0, 0.25), (.snappy, 40, -300, 0.25), (.stTransitionLayout, -1, 2, 0.25),
        (try! Spring(naturalFrequency: 9, dampingRatio: 0.1), 3, 0, 0.25),
        // Overdamped: the fast mode (19 ms) must still be visible in the samples.
        (try! Spring(naturalFrequency: 20, dampingRatio: 1.5), -50, 400, 0),
    ]

    @Test("Without noise, the spring, start state and target are recovered to 1e-6 relative")
    func recoversExactly() throws {
        for (spring, x0, v0, preroll) in Self.cases {
            let times = (0...59).map { 0.25 + Double($0) / 60 }   // 1 s at 60 Hz, clock not starting at 0
            let start = spring.state(at: -0.25 + preroll, displacement: x0, velocity: v0)
            let positions = springSamples(spring, target: 500, x0: start.displacement, v0: start.velocity, times: times)
            let fit = try Spring.fit(times: times, positions: positions)
            let truth = spring.state(at: 0.25, displacement: start.displacement, velocity: start.velocity)
            let perMass = (spring.stiffness / spring.mass, spring.damping / spring.mass)
            #expect(relativeDifference(fit.spring.stiffness, perMass.0) < 1e-6, "\(spring): k \(fit.spring.stiffness)")
            #expect(relativeDifference(fit.spring.damping, perMass.1) < 1e-6, "\(spring): c \(fit.spring.damping)")
            #expect(abs(fit.target - 500) < 1e-6 * 500)
            #expect(abs(fit.displacement - truth.displacement) < 1e-6 * max(abs(truth.displacement), 1))
            #expect(abs(fit.velocity - truth.velocity) < 1e-6 * max(abs(truth.velocity), 1))
            #expect(fit.startTime == 0.25 && fit.spring.mass == 1)
            #expect(fit.rootMeanSquareResidual < 1e-9)
            #expect(abs(fit.position(at: 0.7) - positions[27]) < 1e-9)
        }
    }

    @Test("A known target, and uneven sample times")
    func knownTargetAndUnevenTimes() throws {
        var generator = SeededGenerator(seed: 7)
        var times: [Double] = [0]
        for _ in 0..<40 { times.append(times.last! + Double.random(in: 0.005...0.04, using: &generator)) }
        let positions = springSamples(.bouncy, target: 10, x0: 30, v0: -50, times: times)
        let fit = try Spring.fit(times: times, positions: positions, target: 10)
        #expect(fit.target == 10)
        #expect(relativeDifference(fit.spring.stiffness, Spring.bouncy.stiffness) < 1e-6)
        #expect(relativeDifference(fit.spring.damping, Spring.bouncy.damping) < 1e-6)
        #expect(abs(fit.velocity + 50) < 1e-5 && abs(fit.displacement - 30) < 1e-6)
    }

    @Test("With noise σ = 0.5 on a 100-point move at 60 Hz: ω within 3 %, ζ within 0.03, residual ≈ σ (seen: 1.6 %, 0.015)")
    func noisyFit() throws {
        for spring in [Spring.bouncy, .smooth, .snappy] {
            let (x0, v0) = (-100.0, 0.0)
            let times = (0...59).map { Double($0) / 60 }
            for seed in 1...5 as ClosedRange<UInt64> {
                let positions = springSamples(spring, target: 0, x0: x0, v0: v0, times: times, noise: 0.5, seed: seed)
                let fit = try Spring.fit(times: times, positions: positions)
                #expect(relativeDifference(fit.spring.naturalFrequency, spring.naturalFrequency) < 0.03,
                        "\(spring) seed \(seed): ω \(fit.spring.naturalFrequency)")
                #expect(abs(fit.spring.dampingRatio - spring.dampingRatio) < 0.03,
                        "\(spring) seed \(seed): ζ \(fit.spring.dampingRatio)")
                #expect(fit.rootMeanSquareResidual > 0.35 && fit.rootMeanSquareResidual < 0.65)
            }
        }
    }

    @Test("Bad input: clear errors naming the parameter")
    func badInput() {
        #expect(throws: SpringFitError.tooFewSamples(count: 4, required: 5)) {
            try Spring.fit(times: [0, 1, 2, 3], positions: [0, 1, 2, 3])
        }
        #expect(throws: SpringFitError.tooFewSamples(count: 3, required: 4)) {
            try Spring.fit(times: [0, 1, 2], positions: [0, 1, 2], target: 5)
        }
        #expect(throws: SpringFitError.nonIncreasingTimes(index: 3, previous: 2, value: 1.5)) {
            try Spring.fit(times: [0, 1, 2, 1.5, 4, 5], positions: [0, 1, 2, 3, 4, 5])
        }
        #expect(throws: SpringFitError.nonFiniteSample(parameter: "positions", index: 2, value: .infinity)) {
            try Spring.fit(times: [0, 1, 2, 3, 4, 5], positions: [0, 1, .infinity, 3, 4, 5])
        }
        #expect(throws: SpringFitError.mismatchedCounts(times: 6, positions: 5)) {
            try Spring.fit(times: [0, 1, 2, 3, 4, 5], positions: [0, 1, 2, 3, 4])
        }
        #expect(throws: SpringFitError.noMotion) {
            try Spring.fit(times: [0, 1, 2, 3, 4, 5], positions: [2, 2, 2, 2, 2, 2])
        }
        #expect(throws: SpringFitError.nonFiniteTarget(.infinity)) {
            try Spring.fit(times: [0, 1, 2, 3, 4, 5], positions: [0, 1, 2, 3, 4, 5], target: .infinity)
        }
        #expect(SpringFitError.nonIncreasingTimes(index: 3, previous: 2, value: 1.5).description
                == "times[3] = 1.5: must be greater than times[2] = 2.0 (times must strictly increase)")
        #expect(SpringFitError.tooFewSamples(count: 4, required: 5).description
                == "samples: need at least 5 samples to fit 5 parameters (got 4)")
        #expect(SpringFitError.nonFiniteSample(parameter: "times", index: 0, value: .nan).description
                == "times[0] = nan: must be finite")
    }
}
