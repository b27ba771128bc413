import Testing
@testable import SpringDynamics
import SpringTestSupport

/// At huge times every damped spring has settled: the closed form, the stateless API and the
/// exact integrator's increment give the settled state, never NaN (e^{−αt}·sin(ωt) used to give
/// 0·NaN once ω·t overflowed).
@Suite("Spring at long times")
struct SpringLongTimeTests {
    /// Damped springs in every regime, including the issue's .bouncy and k = 100, c = 0.001.
    static func dampedSprings() throws -> [Spring] {
        [.bouncy, .smooth, .snappy, .pop, .rebound, .stTransitionLayout,
         try Spring(mass: 1, stiffness: 100, damping: 0.001),
         try Spring(mass: 1, stiffness: 1e300, damping: 1e-3),
         try Spring(mass: 1, stiffness: 1e6, damping: 1e5),      // overdamped, ζ = 50
         try Spring(mass: 1, stiffness: 4, damping: 4)]           // critically damped
    }

    static let hugeTimes: [Double] = [1e6, 1e12, 1e200, 1e300, 1.797e308, .greatestFiniteMagnitude, .infinity]

    @Test("stepMatrix(for:) is exactly the zero map once a damped spring has settled")
    func stepMatrixSettles() throws {
        for spring in try Self.dampedSprings() {
            for t in Self.hugeTimes where spring.damping / (2 * spring.mass) * t > 746 {
                let m = spring.stepMatrix(for: t)
                #expect(m == SpringStepMatrix(a11: 0, a12: 0, a21: 0, a22: 0), "\(spring) at t = \(t): \(m)")
            }
        }
    }

    @Test("value and velocity are the target and zero at t = 1.797e308, never NaN")
    func statelessSettles() throws {
        for spring in try Self.dampedSprings() {
            for t in Self.hugeTimes {
                let x = spring.value(target: 100.0, initialVelocity: -30, time: t)
                let v = spring.velocity(target: 100.0, initialVelocity: -30, time: t)
                #expect(x.isFinite && v.isFinite, "\(spring) at t = \(t): \(x), \(v)")
                if spring.damping / (2 * spring.mass) * t > 746 {
                    #expect(x == 100 && v == 0, "\(spring) at t = \(t): \(x), \(v)")
                }
                let p = spring.value(target: SIMD2<Double>(100, -50), time: t)
                #expect(p.x.isFinite && p.y.isFinite)
                var value = 3.0, velocity = 7.0
                spring.update(value: &value, velocity: &velocity, target: 100.0, deltaTime: t)
                #expect(value.isFinite && velocity.isFinite)
                let state = spring.state(at: t, displacement: 1, velocity: 1)
                #expect(state.displacement.isFinite && state.velocity.isFinite)
            }
        }
    }

    @Test("the issue's cases: .bouncy and k = 100, c = 0.001 at t = 1.797e308")
    func issueCases() throws {
        let t = 1.797e308
        #expect(Spring.bouncy.value(target: 1.0, time: t) == 1)
        #expect(Spring.bouncy.velocity(target: 1.0, time: t) == 0)
        let light = try Spring(mass: 1, stiffness: 100, damping: 0.001)
        #expect(light.value(target: 1.0, initialVelocity: 5, time: t) == 1)
        #expect(light.velocity(target: 1.0, initialVelocity: 5, time: t) == 0)
        // Just before the decay underflows the closed form is still the ordinary one.
        let before = light.value(target: 0.0, initialVelocity: 0, time: 1e3)
        #expect(before == 0)
        let x = light.state(at: 1e3, displacement: 1, velocity: 0).displacement
        #expect(abs(x) <= 0.61 && x.isFinite)   // e^{−0.0005·1000} = 0.607 bounds the oscillation
    }

    @Test("the exact integrator's increment is −I once a damped spring has settled")
    func incrementSettles() throws {
        for spring in try Self.dampedSprings() {
            let step = SpringStepIncrement(spring, step: 1.797e308)
            #expect(step == SpringStepIncrement(d11: -1, a12: 0, a21: 0, d22: -1), "\(spring): \(step)")
        }
        var batch = ChannelBatch()
        let a = try batch.addChannel(position: 0, target: 300, spring: .bouncy)
        let b = try batch.addChannel(position: 0, velocity: 40, target: -20, spring: try Spring(mass: 1, stiffness: 100, damping: 0.001))
        var integrator = ExactIntegrator()
        try integrator.advance(&batch, by: 1.797e308)
        #expect(batch.position(of: a) == 300 && batch.velocity(of: a) == 0)
        #expect(batch.position(of: b) == -20 && batch.velocity(of: b) == 0)
    }

    @Test("an undamped spring stays finite while ω·t is finite")
    func undampedFiniteWhilePhaseIs() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 0)
        for t in [1e6, 1e100, 1e300, 1.7e307] {
            let m = spring.stepMatrix(for: t)
            #expect(m.a11.isFinite && m.a12.isFinite && m.a21.isFinite && m.a22.isFinite, "t = \(t): \(m)")
            // The energy of the unit displacement is conserved: x² + v²/ω² = 1.
            let s = m.apply(displacement: 1, velocity: 0)
            #expect(abs(s.displacement * s.displacement + s.velocity * s.velocity / 100 - 1) < 1e-12)
        }
        // Past that the phase is undetermined: documented as NaN, not a made-up number.
        #expect(spring.stepMatrix(for: 1.797e308).a11.isNaN)
    }
}
