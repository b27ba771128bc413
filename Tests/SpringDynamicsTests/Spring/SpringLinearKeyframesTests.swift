#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import SpringDynamics
import SpringTestSupport

/// The acceleration of the exact motion at `time`, from the equation of motion x'' = −(k x + c v)/m.
func accelerationByEquation(_ spring: Spring, x0: Double, v0: Double, at time: Double) -> Double {
    let state = spring.state(at: time, displacement: x0, velocity: v0)
    return -(spring.stiffness * state.displacement + spring.damping * state.velocity) / spring.mass
}

/// The largest |x(t) − chord(t)| over `samples` + 1 instants of [a, b] (a lower estimate of the
/// true deviation, independent of the certified bound).
func sampledChordDeviation(_ spring: Spring, x0: Double, v0: Double, from a: Double, to b: Double,
                           samples: Int = 400) -> Double {
    let xa = spring.state(at: a, displacement: x0, velocity: v0).displacement
    let xb = spring.state(at: b, displacement: x0, velocity: v0).displacement
    var worst = 0.0
    for index in 0...samples {
        let u = Double(index) / Double(samples)
        let time = a + (b - a) * u
        let exact = spring.state(at: time, displacement: x0, velocity: v0).displacement
        worst = max(worst, abs(exact - (xa + (xb - xa) * u)))
    }
    return worst
}

@Suite("Spring chord bounds and certified linear keyframes")
struct SpringLinearKeyframesTests {
    static let springs: [Spring] = [
        .smooth, .snappy, .bouncy, .pop, .rebound,
        try! Spring(stiffness: 100, damping: 1),                  // ζ = 0.05
        try! Spring(mass: 2, stiffness: 300, damping: 300),      // overdamped, ζ ≈ 6.1
        try! Spring(stiffness: 1e4, damping: 0),                  // undamped
    ]

    @Test("maximumAcceleration is the maximum of |x''| over the interval (dense scan)")
    func maximumAccelerationMatchesScan() {
        var generator = SeededGenerator(seed: 24)
        for spring in Self.springs {
            for _ in 0..<25 {
                let x0 = Double.random(in: -2...2, using: &generator)
                let v0 = Double.random(in: -20...20, using: &generator)
                let a = Double.random(in: 0...1, using: &generator)
                let b = a + Double.random(in: 0...0.5, using: &generator)
                let exact = spring.maximumAcceleration(displacement: x0, velocity: v0, from: a, to: b)
                var scanned = 0.0
                for index in 0...4000 {
                    let time = a + (b - a) * Double(index) / 4000
                    scanned = max(scanned, abs(accelerationByEquation(spring, x0: x0, v0: v0, at: time)))
                }
                #expect(exact >= scanned * (1 - 1e-12), "\(spring) [\(a), \(b)]: \(exact) < scan \(scanned)")
                // A scan step of (b − a)/4000 misses the true peak by at most ½·max|x''''|·δ²: tiny.
                let omega2 = spring.stiffness / spring.mass
                let slack = omega2 * omega2 * 4 * max(abs(x0), abs(v0)) * pow((b - a) / 4000, 2) + 1e-9 * exact
                #expect(exact <= scanned + slack, "\(spring) [\(a), \(b)]: \(exact) > scan \(scanned) + \(slack)")
            }
        }
    }

    @Test("The chord bound holds between samples and is within a factor 2.2 of the sampled deviation")
    func chordBoundHoldsAndIsTight() {
        for spring in Self.springs {
            for (a, b) in [(0.0, 0.02), (0.05, 0.11), (0.3, 0.34), (0.0, 0.2)] {
                let bound = spring.chordDeviationBound(displacement: 1, velocity: 0, from: a, to: b)
                let sampled = sampledChordDeviation(spring, x0: 1, v0: 0, from: a, to: b)
                #expect(sampled <= bound, "\(spring) [\(a), \(b)]: sampled \(sampled) > bound \(bound)")
            }
            // On a short chord x'' is nearly constant, so the h²/8 bound is nearly attained.
            let bound = spring.chordDeviationBound(displacement: 1, velocity: 0, from: 0.001, to: 0.006)
            let sampled = sampledChordDeviation(spring, x0: 1, v0: 0, from: 0.001, to: 0.006)
            #expect(sampled >= bound / 2.2, "\(spring): sampled \(sampled) ≪ bound \(bound)")
        }
    }

    @Test("Keyframes: interpolation stays within ε at 400 instants per segment; ends and order are right")
    func keyframesAreCertified() throws {
        for spring in Self.springs where spring.damping > 0 {
            for (x0, v0, epsilon) in [(1.0, 0.0, 1e-3), (-300.0, 800.0, 0.25), (0.0, 5.0, 1e-4)] {
                let duration = spring.settlingTime(displacement: x0, velocity: v0)
                let frames = try spring.linearKeyframes(displacement: x0, velocity: v0, duration: duration, tolerance: epsilon)
                #expect(frames.times.first == 0 && frames.times.last == duration)
                #expect(frames.displacements.first == x0)
                #expect(frames.times.count == frames.displacements.count)
                #expect(zip(frames.times, frames.times.dropFirst()).allSatisfy { $0 < $1 })
                #expect(frames.maximumDeviation <= epsilon && frames.maximumDeviation > 0)
                var worst = 0.0
                for index in frames.times.indices.dropLast() {
                    let (a, b) = (frames.times[index], frames.times[index + 1])
                    #expect(frames.displacements[index + 1] == spring.state(at: b, displacement: x0, velocity: v0).displacement)
                    worst = max(worst, sampledChordDeviation(spring, x0: x0, v0: v0, from: a, to: b))
                }
                #expect(worst <= frames.maximumDeviation, "\(spring) ε \(epsilon): sampled \(worst)")
                #expect(worst >= epsilon / 4, "\(spring) ε \(epsilon): the placement wastes accuracy (\(worst))")
            }
        }
    }

    @Test("Greedy: every step but the last is the longest certified one")
    func stepsAreLongest() throws {
        for spring in [Spring.bouncy, .smooth, .stTransitionLayout] {
            let frames = try spring.linearKeyframes(displacement: 1, velocity: 0, duration: spring.settlingDuration, tolerance: 1e-3)
            for index in frames.times.indices.dropLast(2) {
                let (a, b) = (frames.times[index], frames.times[index + 1])
                let longer = b + 1e-5 * (b - a)
                #expect(spring.chordDeviationBound(displacement: 1, velocity: 0, from: a, to: longer) > 1e-3)
                #expect(spring.chordDeviationBound(displacement: 1, velocity: 0, from: a, to: b) <= 1e-3)
            }
        }
    }

    @Test("Uniform sampling of the same certified accuracy needs more points; its count is the smallest")
    func uniformCount() throws {
        for spring in [Spring.smooth, .snappy, .bouncy] {
            let duration = spring.settlingDuration
            let greedy = try spring.linearKeyframes(displacement: 1, velocity: 0, duration: duration, tolerance: 1e-3)
            let uniform = try spring.uniformKeyframeCount(displacement: 1, velocity: 0, duration: duration, tolerance: 1e-3)
            #expect(uniform > greedy.count)
            let grid = { (n: Int) in (0...n).map { duration * Double($0) / Double(n) } }
            #expect(try spring.certifiedDeviation(displacement: 1, velocity: 0, times: grid(uniform - 1)) <= 1e-3)
            #expect(try spring.certifiedDeviation(displacement: 1, velocity: 0, times: grid(uniform - 2)) > 1e-3)
        }
    }

    @Test("A zero duration gives one keyframe; a state at rest gives two")
    func degenerateMotions() throws {
        let single = try Spring.bouncy.linearKeyframes(displacement: 1, velocity: 0, duration: 0, tolerance: 1e-3)
        #expect(single.times == [0] && single.displacements == [1] && single.maximumDeviation == 0)
        let rest = try Spring.bouncy.linearKeyframes(displacement: 0, velocity: 0, duration: 2, tolerance: 1e-3)
        #expect(rest.times == [0, 2] && rest.maximumDeviation == 0)
    }

    @Test("Bad tolerance, state, duration or times are refused naming the parameter")
    func badInput() {
        let spring = Spring.bouncy
        for epsilon in [0.0, -1, .nan, .infinity] {
            #expect(throws: SpringParameterError.self) {
                try spring.linearKeyframes(displacement: 1, velocity: 0, duration: 1, tolerance: epsilon)
            }
            do {
                _ = try spring.linearKeyframes(displacement: 1, velocity: 0, duration: 1, tolerance: epsilon)
            } catch {
                #expect(error.parameter == "tolerance")
            }
        }
        #expect(throws: SpringParameterError(parameter: "duration", value: -1, requirement: "must be greater than or equal to 0")) {
            try spring.linearKeyframes(displacement: 1, velocity: 0, duration: -1, tolerance: 1e-3)
        }
        #expect(throws: SpringParameterError(parameter: "velocity", value: .nan, requirement: "must be finite")) {
            try spring.linearKeyframes(displacement: 1, velocity: .nan, duration: 1, tolerance: 1e-3)
        }
        #expect(throws: SpringParameterError(parameter: "times", value: 0.5, requirement: "must be strictly increasing (follows 0.5)")) {
            try spring.certifiedDeviation(displacement: 1, velocity: 0, times: [0, 0.5, 0.5])
        }
        #expect(throws: SpringParameterError.toleranceTooSmallForTest(1e-300)) {
            try spring.linearKeyframes(displacement: 1, velocity: 0, duration: 10, tolerance: 1e-300)
        }
        #expect(spring.longestCertifiedStep(displacement: 1, velocity: 0, from: 0, upTo: 1, tolerance: 0).isNaN)
        #expect(spring.chordDeviationBound(displacement: 1, velocity: 0, from: 1, to: 0).isNaN)
    }
}

extension SpringParameterError {
    static func toleranceTooSmallForTest(_ value: Double) -> SpringParameterError {
        SpringParameterError(parameter: "tolerance", value: value,
                             requirement: "is too small for this motion: it needs more than 100000 keyframes")
    }
}
