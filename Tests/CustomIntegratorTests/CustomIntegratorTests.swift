import SpringTestSupport
import SpringTransitions
import Testing

@Suite("Integrators written outside the package")
struct CustomIntegratorTests {
    /// Damped springs in all three regimes (ω = 2π, 4, 3; ζ = 0.2, 1, 3).
    static let specs: [(spring: Spring, position: Double, velocity: Double, target: Double)] = [
        (try! Spring(naturalFrequency: 2 * .pi, dampingRatio: 0.2), 100, 0, 0),
        (try! Spring(naturalFrequency: 4, dampingRatio: 1), -20, 50, 10),
        (try! Spring(naturalFrequency: 3, dampingRatio: 3), 5, -1, 1),
    ]

    /// The largest position error against the closed form over 2 s at `rate` Hz, relative to
    /// each channel's amplitude.
    static func maxError(_ integrator: some Integrator, rate: Int) throws -> Double {
        var integrator = integrator
        var batch = ChannelBatch()
        let ids = try specs.map { try batch.addChannel(position: $0.position, velocity: $0.velocity, target: $0.target, spring: $0.spring) }
        var worst = 0.0
        for frame in 1...(2 * rate) {
            try integrator.advance(&batch, by: 1 / Double(rate))
            for (spec, id) in zip(specs, ids) {
                let exact = spec.spring.state(at: Double(frame) / Double(rate), displacement: spec.position - spec.target, velocity: spec.velocity)
                let amplitude = max(abs(spec.position - spec.target), abs(spec.velocity) / spec.spring.naturalFrequency)
                worst = max(worst, abs(batch.position(of: id) - spec.target - exact.displacement) / amplitude)
            }
        }
        return worst
    }

    @Test("explicit midpoint converges to the closed form at second order")
    func midpointOrder() throws {
        let errors = try [60, 120, 240, 480].map { try Self.maxError(MidpointIntegrator(), rate: $0) }
        for i in 1..<errors.count {
            let ratio = errors[i - 1] / errors[i]
            #expect(ratio > 3.4 && ratio < 4.6, "\(errors)") // halving h quarters the error
        }
        #expect(errors.last! < 1e-3, "\(errors)")
    }

    @Test("velocity Verlet, with state in the auxiliary lanes, converges at second order")
    func verletOrder() throws {
        let errors = try [60, 120, 240, 480].map { try Self.maxError(VelocityVerletIntegrator(), rate: $0) }
        for i in 1..<errors.count {
            let ratio = errors[i - 1] / errors[i]
            #expect(ratio > 3.4 && ratio < 4.6, "\(errors)")
        }
        #expect(errors.last! < 1e-3, "\(errors)")
    }

    @Test("custom integrators settle channels onto their targets through the batch")
    func settles() throws {
        var batch = ChannelBatch()
        let ids = try Self.specs.map { try batch.addChannel(position: $0.position, velocity: $0.velocity, target: $0.target, spring: $0.spring) }
        var integrator = VelocityVerletIntegrator()
        var frames = 0
        while batch.activeCount > 0 && frames < 2000 {
            try integrator.advance(&batch, by: 1.0 / 120)
            batch.removeSettled()
            frames += 1
        }
        #expect(batch.activeCount == 0)
        for (spec, id) in zip(Self.specs, ids) {
            #expect(batch.position(of: id) == spec.target && batch.velocity(of: id) == 0)
        }
    }

    @Test("an integrator's own error passes through the protocol, with the batch unchanged")
    func throwingIntegrator() throws {
        var batch = ChannelBatch()
        let id = try batch.addChannel(position: 3, velocity: 1, target: 0, spring: .bouncy)
        var integrators: [any Integrator] = [PickyIntegrator(), MidpointIntegrator()]
        let error = #expect(throws: PickyIntegrator.TooLong.self) { try integrators[0].advance(&batch, by: 0.05) }
        #expect(error == PickyIntegrator.TooLong(dt: 0.05))
        #expect(error?.description == "frame of 0.05 s is longer than 0.02 s")
        #expect(batch.position(of: id) == 3 && batch.velocity(of: id) == 1)
        #expect(integrators[0].statistics == .zero)
        let invalid = #expect(throws: IntegratorError.self) { try integrators[1].advance(&batch, by: -1) }
        #expect(invalid?.description == "invalid time step -1.0; must be finite and not negative")
        try integrators[0].advance(&batch, by: 0.01)
        #expect(batch.position(of: id) != 3)
        #expect(integrators[0].statistics.acceptedSteps == 1)
    }
}
