import SpringDynamics
import SpringTestSupport
import Testing

@Suite("Fixed-step integrators: RK4 on a grid, semi-implicit Euler")
struct IntegratorFixedStepTests {
    @Test("RK4 on a 1 ms grid has no lag: at 60 Hz it matches the closed form at the frame's time")
    func rk4NoLag() throws {
        let specs = ChannelSpec.uiSet
        var (batch, ids) = try makeBatch(specs)
        var integrator = try RK4SubstepIntegrator()
        var worst = 0.0, worstLagged = Double.infinity
        for frame in 1...120 {
            try integrator.advance(&batch, by: 1.0 / 60)
            let t = Double(frame) / 60
            var lagged = 0.0
            for (spec, id) in zip(specs, ids) {
                let exact = spec.exact(at: t)
                worst = max(worst, abs(batch.position(of: id) - exact.x) / spec.amplitude)
                // Where Rebound's scheme would be: half a millisecond behind.
                lagged = max(lagged, abs(batch.position(of: id) - spec.exact(at: t - 0.0005).x) / spec.amplitude)
            }
            if frame >= 6 && frame <= 60 { worstLagged = min(worstLagged, lagged) }
        }
        #expect(worst <= 1e-9, "\(worst)")
        // The lagged reference is off by v·0.5 ms, many orders of magnitude more, so the
        // comparison above can tell the two apart.
        #expect(worstLagged > 1e-5, "\(worstLagged)")
        #expect(integrator.statistics.acceptedSteps == 2000)
    }

    @Test("RK4 restarts its grid when the batch changes from outside")
    func rk4Resync() throws {
        var specs = [ChannelSpec(spring: ChannelSpec.spring(10, 0.5), position: 0, velocity: 0, target: 100)]
        var (batch, ids) = try makeBatch(specs)
        var integrator = try RK4SubstepIntegrator()
        for _ in 0..<7 { try integrator.advance(&batch, by: 1.0 / 60) }
        specs[0].position = batch.position(of: ids[0])
        specs[0].velocity = batch.velocity(of: ids[0])
        specs[0].target = -50
        try batch.retarget(ids[0], to: -50)
        for frame in 1...30 {
            try integrator.advance(&batch, by: 1.0 / 60)
            let exact = specs[0].exact(at: Double(frame) / 60)
            #expect(isClose(batch.position(of: ids[0]), exact.x, absolute: 1e-9 * specs[0].amplitude))
        }
    }

    @Test("RK4 restarts its grid when another integrator changed the auxiliary width")
    func rk4AuxiliaryWidthChange() throws {
        let spec = ChannelSpec(spring: ChannelSpec.spring(10, 0.5), position: 0, velocity: 0, target: 100)
        var (batch, ids) = try makeBatch([spec])
        var integrator = try RK4SubstepIntegrator()
        try integrator.advance(&batch, by: 1.0 / 60)
        let generation = batch.generation
        batch.requireAuxiliary(width: 3) // as a different integrator would
        #expect(batch.generation != generation)
        try integrator.advance(&batch, by: 1.0 / 60)
        #expect(isClose(batch.position(of: ids[0]), spec.exact(at: 2.0 / 60).x, absolute: 1e-9 * spec.amplitude))
    }

    @Test("an unstable step throws nonFiniteResult naming the channel, with the batch unchanged")
    func unstable() throws {
        // ω = 1e4: semi-implicit Euler at 30 Hz (h·ω ≈ 333) and RK4 at 1 ms (h·ω = 10) explode.
        let wild = ChannelSpec(spring: ChannelSpec.spring(1e4, 0.01), position: 1, velocity: 0, target: 0)
        let calm = ChannelSpec(spring: .smooth, position: 10, velocity: 0, target: 0)
        var integrators: [any Integrator] = [SemiImplicitEulerIntegrator(), try RK4SubstepIntegrator()]
        for i in integrators.indices {
            var (batch, ids) = try makeBatch([calm, wild])
            var snapshot = BatchSnapshot(batch)
            var thrown: IntegratorError?
            for _ in 0..<1000 {
                snapshot = BatchSnapshot(batch)
                do {
                    try integrators[i].advance(&batch, by: 1.0 / 30)
                } catch let error as IntegratorError {
                    thrown = error
                    break
                }
            }
            #expect(thrown == .nonFiniteResult(channel: ids[1]), "\(integrators[i].name)")
            #expect(thrown?.description == "channel 1 became non-finite; the step is too long for this integrator")
            #expect(BatchSnapshot(batch) == snapshot, "\(integrators[i].name)")
            #expect(batch.position(of: ids[1]).isFinite)
        }
    }

    @Test("semi-implicit Euler substeps divide the frame exactly (no time gained or lost)")
    func eulerSubstepsCoverTheFrame() throws {
        // A constant-velocity channel (spring so weak it barely acts over 1 s) must travel v·t.
        let spec = ChannelSpec(spring: try Spring(stiffness: 1e-300, damping: 0), position: 0, velocity: 100, target: 0)
        var (batch, ids) = try makeBatch([spec])
        var integrator = try SemiImplicitEulerIntegrator(substep: 0.001)
        for _ in 0..<120 { try integrator.advance(&batch, by: 1.0 / 120) }
        #expect(isClose(batch.position(of: ids[0]), 100, relative: 1e-12))
        // ceil((1/120) / 0.001) = 9 steps per frame.
        #expect(integrator.statistics.acceptedSteps == 120 * 9)
    }
}
