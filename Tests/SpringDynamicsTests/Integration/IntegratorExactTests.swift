import SpringDynamics
import SpringTestSupport
import Testing

@Suite("ExactIntegrator")
struct IntegratorExactTests {
    /// Slow springs in all three regimes, so that after 833 s the motion is still far from
    /// zero and the comparison means something (ω = 2 would have decayed below 1e-70).
    static let slowSet: [ChannelSpec] = [
        ChannelSpec(spring: ChannelSpec.spring(0.05, 0.001), position: 100, velocity: -3, target: 40),
        ChannelSpec(spring: ChannelSpec.spring(0.01, 1), position: -5, velocity: 0.12, target: 3),
        ChannelSpec(spring: ChannelSpec.spring(0.01, 5), position: 250, velocity: 0, target: 500),
        ChannelSpec(spring: ChannelSpec.spring(2, 0.1), position: 1, velocity: 0, target: 0),
    ]

    @Test("100,000 frames of 1/120 s stay within 1e-12 of the closed form")
    func longRun() throws {
        var (batch, ids) = try makeBatch(Self.slowSet)
        var integrator = ExactIntegrator()
        let dt = 1.0 / 120
        var worst = 0.0
        for frame in 1...100_000 {
            try integrator.advance(&batch, by: dt)
            if frame % 10_000 == 0 {
                let t = Double(frame) * dt
                for (spec, id) in zip(Self.slowSet, ids) {
                    let exact = spec.exact(at: t)
                    // Relative to the current size of the motion (never below 1e-300, for the
                    // fast channel that has decayed to nothing).
                    let scale = max(abs(exact.x - spec.target) + abs(exact.v) / spec.spring.naturalFrequency, 1e-300)
                    let dx = abs(batch.position(of: id) - exact.x), dv = abs(batch.velocity(of: id) - exact.v)
                    worst = max(worst, dx / max(scale, 1e-12 * spec.amplitude), dv / spec.spring.naturalFrequency / max(scale, 1e-12 * spec.amplitude))
                }
            }
        }
        #expect(worst <= 1e-12, "worst relative error \(worst)")
        #expect(integrator.statistics.acceptedSteps == 100_000)
    }

    @Test("one frame equals Φ(dt) applied to the displacement, for short and long frames")
    func oneFrame() throws {
        for dt in [1.0 / 240, 0.25, 3] {
            var (batch, ids) = try makeBatch(ChannelSpec.referenceSet)
            var integrator = ExactIntegrator()
            try integrator.advance(&batch, by: dt)
            for (spec, id) in zip(ChannelSpec.referenceSet, ids) {
                let m = spec.spring.stepMatrix(for: dt)
                let d = spec.position - spec.target
                let x = spec.target + (m.a11 * d + m.a12 * spec.velocity), v = m.a21 * d + m.a22 * spec.velocity
                #expect(isClose(batch.position(of: id), x, absolute: 1e-14 * (abs(spec.target) + spec.amplitude)), "dt \(dt)")
                #expect(isClose(batch.velocity(of: id), v, absolute: 1e-14 * spec.amplitude * spec.spring.naturalFrequency), "dt \(dt)")
            }
        }
    }

    @Test("energy never increases for damped channels (seeded)")
    func energyNeverIncreases() throws {
        var rng = SeededGenerator(seed: 0xE7E7)
        for _ in 0..<300 {
            let omega = Double.random(in: 0.1...200, using: &rng)
            let zeta = Double.random(in: 0.01...8, using: &rng)
            let spring = try Spring(naturalFrequency: omega, dampingRatio: zeta)
            let target = Double.random(in: -500...500, using: &rng)
            var batch = ChannelBatch()
            let id = try batch.addChannel(
                position: target + Double.random(in: -300...300, using: &rng),
                velocity: Double.random(in: -2000...2000, using: &rng), target: target, spring: spring)
            var integrator = ExactIntegrator()
            let dt = [1.0 / 30, 1.0 / 60, 1.0 / 120, 1.0 / 240].randomElement(using: &rng)!
            let k = spring.stiffness / spring.mass
            func energy() -> Double {
                let x = batch.position(of: id) - target, v = batch.velocity(of: id)
                return 0.5 * k * x * x + 0.5 * v * v
            }
            var previous = energy()
            for frame in 0..<120 {
                try integrator.advance(&batch, by: dt)
                let e = energy()
                // Rounding of the position (target + displacement) allows a few ulps of the target.
                let slack = 1e-12 * previous + 0.5 * k * pow2(4 * target.ulp) + 4 * k * abs(batch.position(of: id) - target) * target.ulp
                #expect(e <= previous + slack, "ω \(omega), ζ \(zeta), dt \(dt), frame \(frame): \(previous) → \(e)")
                if e > previous + slack { return }
                previous = e
            }
        }
    }
}

private func pow2(_ x: Double) -> Double { x * x }
