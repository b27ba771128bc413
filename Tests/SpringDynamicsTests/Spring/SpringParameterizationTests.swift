#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import SpringDynamics
import SpringTestSupport

@Suite("Spring parameterisations")
struct SpringParameterizationTests {
    @Test("duration 0.5, bounce 0.3 gives Apple's k ≈ 157.9, c ≈ 17.6")
    func appleDurationBounceExample() throws {
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.9) < 0.05)
        #expect(abs(spring.damping - 17.6) < 0.05)
        // The published formulas: k = (2π/duration)²·m, c = 4π(1 − bounce)·m/duration.
        #expect(isClose(spring.stiffness, (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5), relative: 1e-15))
        #expect(isClose(spring.damping, 4 * Double.pi * (1 - 0.3) / 0.5, relative: 1e-15))
    }

    @Test("duration and bounce scale with mass")
    func durationBounceWithMass() throws {
        let spring = try Spring(duration: 0.8, bounce: 0.1, mass: 2.5)
        #expect(isClose(spring.stiffness, (2 * Double.pi / 0.8) * (2 * Double.pi / 0.8) * 2.5, relative: 1e-15))
        #expect(isClose(spring.damping, 4 * Double.pi * 0.9 * 2.5 / 0.8, relative: 1e-15))
    }

    @Test("Rebound's default tension 40, friction 7 gives k = 230.2, c = 22")
    func reboundDefault() throws {
        let spring = try Spring(origamiTension: 40, origamiFriction: 7)
        #expect(isClose(spring.stiffness, 230.2, relative: 1e-14))
        #expect(isClose(spring.damping, 22, relative: 1e-14))
        #expect(spring.mass == 1)
        #expect(Spring.rebound == spring)
    }

    @Test("Origami input 0 maps to 0")
    func origamiZero() throws {
        let undamped = try Spring(origamiTension: 40, origamiFriction: 0)
        #expect(undamped.damping == 0)
        // Just above 0 the linear formula applies: c = (F − 8)·3 + 25.
        let tiny = try Spring(origamiTension: 40, origamiFriction: 1e-9)
        #expect(isClose(tiny.damping, 1 + 3e-9, relative: 1e-14))
        #expect(isClose(try Spring(origamiTension: 1e-9, origamiFriction: 7).stiffness,
                        (1e-9 - 30) * 3.62 + 194, relative: 1e-14))
        // Tension 0 maps to stiffness 0, which is not a spring.
        #expect(throws: SpringParameterError.self) { try Spring(origamiTension: 0, origamiFriction: 7) }
    }

    @Test("POP's default bounciness 4, speed 12 gives k ≈ 342, c ≈ 30.5")
    func popDefault() throws {
        let spring = try Spring(bounciness: 4, speed: 12)
        #expect(abs(spring.stiffness - 342) < 0.5)
        #expect(abs(spring.damping - 30.5) < 0.05)
        #expect(spring.mass == 1)
        #expect(Spring.pop == spring)
    }

    @Test("bounciness/speed follow the piecewise cubic in every range", arguments: [0.0, 3.0, 8.0, 20.0])
    func bouncinessSpeedRanges(speed: Double) throws {
        // Tension T = 0.5 + 199.5·s lands in each piece of nb(T) for these speeds (T = 0.5, 18.1, 47.4, 117.9).
        let tension = 0.5 + 199.5 * (speed / 1.7) / 20
        let cube = tension * tension * tension, square = tension * tension
        let nb: Double
        if tension <= 18 {
            nb = 0.0007 * cube - 0.031 * square + 0.64 * tension + 1.28
        } else if tension <= 44 {
            nb = 0.000044 * cube - 0.006 * square + 0.36 * tension + 2
        } else {
            nb = 0.00000045 * cube - 0.000332 * square + 0.1078 * tension + 5.84
        }
        // With bounciness 0, friction is exactly the no-bounce friction.
        let spring = try Spring(bounciness: 0, speed: speed)
        #expect(isClose(spring.stiffness, (tension - 30) * 3.62 + 194, relative: 1e-13))
        #expect(isClose(spring.damping, (nb - 8) * 3 + 25, relative: 1e-13))
        // More bounciness means less damping at the same stiffness.
        let bouncier = try Spring(bounciness: 10, speed: speed)
        #expect(bouncier.stiffness == spring.stiffness)
        #expect(bouncier.damping < spring.damping)
    }

    @Test("STTransitionLayout's spring is m 1, k 250, c 20")
    func stTransitionLayout() {
        let spring = Spring.stTransitionLayout
        #expect(spring.mass == 1 && spring.stiffness == 250 && spring.damping == 20)
        #expect(isClose(spring.dampingRatio, 20 / (2 * 250.0.squareRoot()), relative: 1e-15))
    }

    @Test("SwiftUI presets: duration 0.5 with bounce 0, 0.15, 0.3")
    func swiftUIPresets() throws {
        #expect(Spring.smooth == (try Spring(duration: 0.5, bounce: 0)))
        #expect(Spring.snappy == (try Spring(duration: 0.5, bounce: 0.15)))
        #expect(Spring.bouncy == (try Spring(duration: 0.5, bounce: 0.3)))
        for (spring, bounce) in [(Spring.smooth, 0.0), (.snappy, 0.15), (.bouncy, 0.3)] {
            #expect(isClose(spring.response, 0.5, relative: 1e-15))
            #expect(isClose(spring.dampingRatio, 1 - bounce, relative: 1e-15))
            #expect(abs(spring.bounce - bounce) < 1e-15)
        }
        #expect(Spring.smooth.regime == .criticallyDamped)
        #expect(Spring.snappy.regime == .underdamped)
        #expect(Spring.bouncy.regime == .underdamped)
    }

    @Test("physical coefficients give ω, ζ and the regime")
    func derivedQuantities() throws {
        let spring = try Spring(mass: 2, stiffness: 8, damping: 4)
        #expect(spring.naturalFrequency == 2)
        #expect(spring.dampingRatio == 0.5)
        #expect(isClose(spring.response, Double.pi, relative: 1e-15))
        #expect(spring.duration == spring.response)
        #expect(spring.regime == .underdamped)
        #expect(try Spring(mass: 2, stiffness: 8, damping: 8).regime == .criticallyDamped)
        #expect(try Spring(mass: 2, stiffness: 8, damping: 8.001).regime == .overdamped)
        #expect(try Spring(mass: 2, stiffness: 8, damping: 7.999).regime == .underdamped)
        #expect(DampingRegime.allCases == [.underdamped, .criticallyDamped, .overdamped])
    }

    @Test("negative zero damping is stored as +0")
    func negativeZeroDamping() throws {
        #expect(try Spring(stiffness: 1, damping: -0.0).damping.sign == .plus)
    }

    @Test("natural frequency and damping ratio initialiser")
    func naturalFrequencyInit() throws {
        let spring = try Spring(naturalFrequency: 2, dampingRatio: 5, mass: 3)
        #expect(spring.stiffness == 12 && spring.damping == 60 && spring.mass == 3)
        #expect(spring.regime == .overdamped)
    }

    @Test("response/dampingRatio round trip (property test)")
    func responseRoundTrip() throws {
        var generator = SeededGenerator(seed: 0x5EED_0001)
        for _ in 0..<300 {
            let response = logUniform(1e-3, 1e3, using: &generator)
            let ratio = Bool.random(using: &generator)
                ? Double.random(in: 0...3, using: &generator) : logUniform(1e-6, 1e6, using: &generator)
            let mass = logUniform(1e-3, 1e3, using: &generator)
            let spring = try Spring(response: response, dampingRatio: ratio, mass: mass)
            #expect(isClose(spring.response, response, relative: 1e-14))
            #expect(isClose(spring.dampingRatio, ratio, relative: 1e-14))
            #expect(isClose(spring.stiffness, (2 * Double.pi / response) * (2 * Double.pi / response) * mass, relative: 1e-14))
            #expect(isClose(spring.damping, 4 * Double.pi * ratio * mass / response, relative: 1e-14))
        }
    }

    @Test("duration/bounce round trip, including negative bounce (property test)")
    func durationBounceRoundTrip() throws {
        var generator = SeededGenerator(seed: 0x5EED_0002)
        for index in 0..<300 {
            let duration = logUniform(1e-2, 1e2, using: &generator)
            // Spread over (−1, 1], with a few values at the ends and at 0.
            let bounce: Double = switch index {
            case 0: 1
            case 1: 0
            case 2: -0.999
            default: Double.random(in: -0.99...1, using: &generator)
            }
            let spring = try Spring(duration: duration, bounce: bounce, mass: logUniform(0.1, 10, using: &generator))
            #expect(isClose(spring.response, duration, relative: 1e-14))
            #expect(abs(spring.bounce - bounce) <= 1e-13, "bounce \(bounce) came back as \(spring.bounce)")
            let expectedRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
            #expect(isClose(spring.dampingRatio, expectedRatio, relative: 1e-13))
            #expect(spring.regime == (bounce > 0 ? .underdamped : bounce < 0 ? .overdamped : .criticallyDamped))
        }
    }

    @Test("negative bounce is continuous at 0 and tends to infinite damping at −1")
    func negativeBounceMapping() throws {
        let justBelow = try Spring(duration: 1, bounce: -1e-9)
        let justAbove = try Spring(duration: 1, bounce: 1e-9)
        #expect(isClose(justBelow.dampingRatio, 1 + 1e-9, relative: 1e-15))
        #expect(isClose(justAbove.dampingRatio, 1 - 1e-9, relative: 1e-15))
        #expect(isClose(try Spring(duration: 1, bounce: -0.5).dampingRatio, 2, relative: 1e-15))
        #expect(isClose(try Spring(duration: 1, bounce: -0.9).dampingRatio, 10, relative: 1e-14))
        #expect(try Spring(duration: 1, bounce: 1).damping == 0)
    }

    @Test("default arguments: Spring() is SwiftUI's default spring")
    func defaults() throws {
        #expect(try Spring() == Spring.smooth)
        #expect(try Spring(stiffness: 4, damping: 1).mass == 1)
    }
}
