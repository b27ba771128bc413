#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import SpringDynamics
import SpringTestSupport

/// The last sample time on a uniform grid over [0, horizon] at which |x| ≥ ε or |v| ≥ ε
/// (nil when no sample exceeds), by brute force over the closed form.
func bruteForceSettling(_ spring: Spring, x0: Double, v0: Double, epsilon: Double,
                        horizon: Double, samples: Int) -> Double? {
    var last: Double?
    for index in 0...samples {
        let time = horizon * Double(index) / Double(samples)
        let state = spring.state(at: time, displacement: x0, velocity: v0)
        if abs(state.displacement) >= epsilon || abs(state.velocity) >= epsilon { last = time }
    }
    return last
}

@Suite("Spring settling time")
struct SpringSettlingTests {
    /// Checks `settlingTime` against its definition and a brute-force scan.
    func checkSettling(_ spring: Spring, x0: Double, v0: Double, epsilon: Double,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let settling = spring.settlingTime(displacement: x0, velocity: v0, epsilon: epsilon)
        #expect(settling.isFinite && settling >= 0, sourceLocation: sourceLocation)
        // Scan well past the answer with a grid independent of it.
        let horizon = 2 * settling + 20 / (spring.naturalFrequency * max(spring.dampingRatio, 1 / max(spring.dampingRatio, 1e-3)))
        let samples = 20_000
        let step = horizon / Double(samples)
        let scanned = bruteForceSettling(spring, x0: x0, v0: v0, epsilon: epsilon, horizon: horizon, samples: samples)
        if let scanned {
            // The last exceeding sample is at or before the settling time, the next sample after it.
            #expect(scanned <= settling * (1 + 1e-12), "scan \(scanned) > settling \(settling) for \(spring), (\(x0), \(v0))",
                    sourceLocation: sourceLocation)
            #expect(settling < scanned + step, "settling \(settling) ≥ scan \(scanned) + \(step) for \(spring), (\(x0), \(v0))",
                    sourceLocation: sourceLocation)
        } else {
            #expect(settling < step, sourceLocation: sourceLocation)
        }
        if settling > 0 {
            // At the settling time the state is (to rounding) at ε …
            let at = spring.state(at: settling, displacement: x0, velocity: v0)
            #expect(max(abs(at.displacement), abs(at.velocity)) >= epsilon, sourceLocation: sourceLocation)
            // … and a hair later it is below ε and stays there.
            for offset in [1e-9, 1e-6, 1e-3, 0.1, 1, 10] {
                let time = settling * (1 + 1e-12) + offset * max(settling, step)
                let later = spring.state(at: time, displacement: x0, velocity: v0)
                #expect(abs(later.displacement) < epsilon && abs(later.velocity) < epsilon,
                        "t \(time): \(later) for \(spring), (\(x0), \(v0)), settling \(settling)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("named springs match a brute-force scan of the closed form")
    func namedSprings() throws {
        let springs: [Spring] = [.smooth, .snappy, .bouncy, .pop, .rebound, .stTransitionLayout,
                                 try Spring(stiffness: 100, damping: 5),           // Apple's CASpringAnimation example
                                 try Spring(naturalFrequency: 2, dampingRatio: 5),
                                 try Spring(stiffness: 1e6, damping: 1e5)]         // k = 1e6, ζ = 50
        for spring in springs {
            checkSettling(spring, x0: 1, v0: 0, epsilon: 0.001)
            checkSettling(spring, x0: -40, v0: 900, epsilon: 0.5)
            #expect(spring.settlingDuration == spring.settlingTime(displacement: 1, velocity: 0, epsilon: 0.001))
        }
    }

    @Test("random springs and states match the definition and a brute-force scan (property test)")
    func randomSprings() throws {
        var generator = SeededGenerator(seed: 0x5EED_0006)
        for index in 0..<60 {
            let ratio: Double = switch index % 4 {
            case 0: Double.random(in: 0.01...0.99, using: &generator)
            case 1: 1
            case 2: Double.random(in: 1.01...8, using: &generator)
            default: 1 + Double.random(in: -1e-7...1e-7, using: &generator)
            }
            let spring = try Spring(naturalFrequency: logUniform(0.5, 60, using: &generator), dampingRatio: ratio,
                                    mass: logUniform(0.1, 10, using: &generator))
            let x0 = Double.random(in: -100...100, using: &generator)
            let v0 = Double.random(in: -100...100, using: &generator) * spring.naturalFrequency
            checkSettling(spring, x0: x0, v0: v0, epsilon: logUniform(1e-4, 1, using: &generator))
        }
    }

    @Test("velocity counts: a small displacement on a stiff spring settles only when |v| < ε")
    func velocityCounts() throws {
        let stiff = try Spring(naturalFrequency: 100, dampingRatio: 0.2)
        // |x0| = 1e-4 < ε, but the velocity peaks near ω·1e-4 = 0.01 > ε.
        let settling = stiff.settlingTime(displacement: 1e-4, velocity: 0, epsilon: 1e-3)
        #expect(settling > 0)
        checkSettling(stiff, x0: 1e-4, v0: 0, epsilon: 1e-3)
        // A soft spring from the same state never reaches ε in either quantity.
        let soft = try Spring(naturalFrequency: 2, dampingRatio: 0.2)
        #expect(soft.settlingTime(displacement: 1e-4, velocity: 0, epsilon: 1e-3) == 0)
    }

    @Test("a state inside ε that later leaves it is not settled")
    func leavesLater() throws {
        // Starts at x = 0 with small v: x grows past ε before decaying.
        let spring = try Spring(naturalFrequency: 1, dampingRatio: 0.1)
        let settling = spring.settlingTime(displacement: 0, velocity: 0.0009, epsilon: 0.0005)
        #expect(settling > 0)
        checkSettling(spring, x0: 0, v0: 0.0009, epsilon: 0.0005)
    }

    @Test("edge cases: at rest, undamped, non-positive or NaN ε")
    func edgeCases() throws {
        let spring = Spring.bouncy
        #expect(spring.settlingTime(displacement: 0, velocity: 0) == 0)
        #expect(spring.settlingTime(displacement: 1, velocity: 0, epsilon: 0) == .infinity)
        #expect(spring.settlingTime(displacement: 1, velocity: 0, epsilon: -1) == .infinity)
        #expect(spring.settlingTime(displacement: .nan, velocity: 0).isNaN)
        #expect(spring.settlingTime(displacement: 1, velocity: 0, epsilon: .nan).isNaN)
        #expect(spring.settlingTime(displacement: .infinity, velocity: 0) == .infinity)
        #expect(spring.settlingTime(displacement: 1, velocity: 0, epsilon: .infinity) == 0)
        let undamped = try Spring(stiffness: 4, damping: 0)
        #expect(undamped.settlingDuration == .infinity)
        // An undamped oscillation whose amplitude is below ε never leaves it.
        #expect(undamped.settlingTime(displacement: 1e-4, velocity: 0, epsilon: 1e-3) == 0)
    }

    @Test("settling depends only on state/ε (exactly, for power-of-two scales), even at extreme magnitudes")
    func scaleInvariance() throws {
        let spring = Spring.snappy
        let base = spring.settlingTime(displacement: 3, velocity: -5, epsilon: 0.01)
        for scale in [0x1p-900, 0x1p-10, 0x1p40, 0x1p900] {
            #expect(spring.settlingTime(displacement: 3 * scale, velocity: -5 * scale, epsilon: 0.01 * scale) == base)
        }
        let huge = spring.settlingTime(displacement: 1e300, velocity: 1e305, epsilon: 1e297)
        #expect(huge.isFinite && huge > 0)
    }

    @Test("settling grows with the initial amplitude and shrinks with ε")
    func monotoneInEpsilon() throws {
        var generator = SeededGenerator(seed: 0x5EED_0007)
        for _ in 0..<100 {
            let spring = try Spring(naturalFrequency: logUniform(0.5, 50, using: &generator),
                                    dampingRatio: Double.random(in: 0.05...4, using: &generator))
            let x0 = Double.random(in: -5...5, using: &generator)
            let v0 = Double.random(in: -5...5, using: &generator)
            let coarse = spring.settlingTime(displacement: x0, velocity: v0, epsilon: 0.01)
            let fine = spring.settlingTime(displacement: x0, velocity: v0, epsilon: 0.001)
            #expect(fine >= coarse)
        }
    }
}
