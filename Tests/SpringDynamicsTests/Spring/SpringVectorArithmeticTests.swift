#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import SpringDynamics
import SpringTestSupport

@Suite("Spring stateless API over VectorArithmetic")
struct SpringVectorArithmeticTests {
    static let springs: [Spring] = [.smooth, .bouncy, .pop, .stTransitionLayout]

    @Test("value starts at exactly zero with the initial velocity, and tends to the target")
    func startAndEnd() throws {
        for spring in Self.springs {
            #expect(spring.value(target: 120.0, initialVelocity: -30, time: 0) == 0)
            #expect(spring.velocity(target: 120.0, initialVelocity: -30, time: 0) == -30)
            #expect(spring.value(target: SIMD2<Double>(3, -4), time: 0) == .zero)
            let late = 10 * spring.settlingDuration
            #expect(abs(spring.value(target: 120.0, initialVelocity: -30, time: late) - 120) < 1e-9)
            #expect(abs(spring.velocity(target: 120.0, initialVelocity: -30, time: late)) < 1e-9)
        }
        // Overdamped: the slow rate is ω/(ζ + √(ζ² − 1)) ≈ 1.03/s, so after 40 s the gap is ≈ e^{−41}.
        let overdamped = try Spring(naturalFrequency: 6, dampingRatio: 3)
        #expect(abs(overdamped.value(target: 1.0, time: 40) - 1) < 1e-16)
        #expect(overdamped.value(target: 1.0, time: 1) < 1)
    }

    @Test("value is the target plus the closed-form displacement from −target")
    func valueMatchesClosedForm() throws {
        var generator = SeededGenerator(seed: 0x5EED_0008)
        for _ in 0..<200 {
            let spring = try Spring(naturalFrequency: logUniform(0.5, 50, using: &generator),
                                    dampingRatio: Double.random(in: 0...5, using: &generator))
            let target = Double.random(in: -100...100, using: &generator)
            let velocity = Double.random(in: -100...100, using: &generator)
            let time = Double.random(in: 0...3, using: &generator)
            let state = spring.state(at: time, displacement: -target, velocity: velocity)
            let scale = max(abs(target), abs(velocity) / spring.naturalFrequency)
            #expect(abs(spring.value(target: target, initialVelocity: velocity, time: time) - (target + state.displacement))
                    <= 1e-13 * scale)
            #expect(abs(spring.velocity(target: target, initialVelocity: velocity, time: time) - state.velocity)
                    <= 1e-13 * scale * spring.naturalFrequency)
        }
    }

    @Test("update at 30, 60, 120 and 240 Hz agrees with value(target:time:) at shared instants (Double)",
          arguments: [30, 60, 120, 240])
    func updateMatchesValueScalar(rate: Int) {
        for spring in Self.springs {
            let target = 250.0, initialVelocity = -800.0
            var value = 0.0, velocity = initialVelocity
            let frame = 1 / Double(rate)
            for index in 1...(rate * 2) {
                spring.update(value: &value, velocity: &velocity, target: target, deltaTime: frame)
                guard (index * 30) % rate == 0 else { continue }   // the 30 Hz instants all rates share
                let time = Double(index) / Double(rate)
                #expect(abs(value - spring.value(target: target, initialVelocity: initialVelocity, time: time)) <= 1e-12 * target)
                #expect(abs(velocity - spring.velocity(target: target, initialVelocity: initialVelocity, time: time))
                        <= 1e-12 * target * spring.naturalFrequency)
            }
        }
    }

    @Test("update at 30, 60, 120 and 240 Hz agrees with value(target:time:) at shared instants (SIMD2<Double>)",
          arguments: [30, 60, 120, 240])
    func updateMatchesValueVector(rate: Int) {
        for spring in Self.springs {
            let target = SIMD2<Double>(250, -40), initialVelocity = SIMD2<Double>(-800, 300)
            var value = SIMD2<Double>.zero, velocity = initialVelocity
            let frame = 1 / Double(rate)
            for index in 1...(rate * 2) {
                spring.update(value: &value, velocity: &velocity, target: target, deltaTime: frame)
                guard (index * 30) % rate == 0 else { continue }
                let time = Double(index) / Double(rate)
                let expected = spring.value(target: target, initialVelocity: initialVelocity, time: time)
                #expect((value - expected).magnitudeSquared.squareRoot() <= 1e-12 * 250)
                // Each component moves exactly like the scalar version.
                #expect(expected.x == spring.value(target: 250.0, initialVelocity: -800, time: time))
                #expect(expected.y == spring.value(target: -40.0, initialVelocity: 300, time: time))
            }
        }
    }

    @Test("update by zero time changes nothing")
    func zeroStep() {
        var value = 3.7, velocity = 1.1
        Spring.bouncy.update(value: &value, velocity: &velocity, target: 10, deltaTime: 0)
        #expect(value == 3.7 && velocity == 1.1)
    }

    @Test("Float and Float SIMD vectors follow the Double solution to single precision")
    func floatConformances() {
        let spring = Spring.snappy
        for time in [0.05, 0.2, 0.6] {
            let reference = spring.value(target: 2.5, initialVelocity: 1.5, time: time)
            #expect(abs(Double(spring.value(target: Float(2.5), initialVelocity: 1.5, time: time)) - reference) < 1e-6)
            let vector = spring.value(target: SIMD3<Float>(2.5, 2.5, -2.5), initialVelocity: SIMD3<Float>(1.5, 1.5, -1.5), time: time)
            #expect(abs(Double(vector.z) + reference) < 1e-6)
            let wide = spring.value(target: SIMD8<Double>(repeating: 2.5), initialVelocity: SIMD8<Double>(repeating: 1.5), time: time)
            #expect(wide == SIMD8<Double>(repeating: reference))
        }
    }

    @Test("scale(by:) and magnitudeSquared of the conformances")
    func conformanceBasics() {
        var double = 3.0
        double.scale(by: -2)
        #expect(double == -6 && double.magnitudeSquared == 36)
        var float: Float = 1.5
        float.scale(by: 4)
        #expect(float == 6 && float.magnitudeSquared == 36)
        var vector = SIMD4<Float>(1, 2, 3, 4)
        vector.scale(by: 0.5)
        #expect(vector == SIMD4<Float>(0.5, 1, 1.5, 2))
        #expect(vector.magnitudeSquared == 7.5)
        #expect(SIMD2<Double>(3, 4).magnitudeSquared == 25)
        #expect(SIMD3<Double>.zero + SIMD3<Double>(1, 2, 3) - SIMD3<Double>(1, 1, 1) == SIMD3<Double>(0, 1, 2))
        #expect(SIMD16<Double>(repeating: 1).magnitudeSquared == 16)
    }
}
