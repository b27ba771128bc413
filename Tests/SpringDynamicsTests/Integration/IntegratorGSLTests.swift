import SpringDynamics
import SpringTestSupport
import Testing

extension Stepper {
    /// Honest bound on (achieved error / amplitude) / tolerance for ``GSLIntegrator`` at its
    /// default tolerance (1e-6 absolute and relative).
    ///
    /// Measured (GSL 2.7.1, x86-64) as the largest error of positions and of velocities/ω,
    /// relative to each channel's amplitude, every frame: on ``ChannelSpec/referenceSet``
    /// (ω = 2; ζ = 0.1, 1, 5) over 10 s at 60 Hz and on ``ChannelSpec/uiSet`` over 2 s at 30,
    /// 60, 120 and 240 Hz, with the default block size and with blocks of 1. Worst cases:
    /// rk2 0.30, rk4 0.70, rkf45 0.29, rkck 0.15, rk8pd 1.2e-4, rk1imp 654, rk2imp 17,
    /// rk4imp 0.42, bsimp 2.3e-8, msadams 8.8, msbdf 200. Frame boundaries cut many steps
    /// short, so high-order methods beat the tolerance; GSL controls the local error per step,
    /// so low-order methods accumulate far more. Each bound is 3–4× the measurement (at least
    /// 1e-6, the rounding floor).
    var integratorAccuracyFactor: Double {
        switch self {
        case .rk2: 1.2
        case .rk4: 2.8
        case .rkf45: 1.2
        case .rkck: 0.6
        case .rk8pd: 5e-4
        case .rk1imp: 2600
        case .rk2imp: 70
        case .rk4imp: 1.6
        case .bsimp: 1e-6
        case .msadams: 35
        case .msbdf: 800
        }
    }

    /// The same for two channels on the stiff spring (m = 1, k = 1e6, ζ = 50) over 1 s at
    /// 60 Hz. Measured: rk1imp 89, rk2imp 3.3, rk4imp 0.022, bsimp 1e-8, msbdf 11.3.
    var integratorStiffAccuracyFactor: Double {
        switch self {
        case .rk1imp: 360
        case .rk2imp: 14
        case .rk4imp: 0.08
        case .bsimp: 1e-6
        case .msbdf: 45
        default: .nan
        }
    }
}

@Suite("GSLIntegrator")
struct IntegratorGSLTests {
    static let tolerance = ODETolerance.integratorDefault.relative

    @Test("every stepper follows the closed form (ω = 2; ζ = 0.1, 1, 5) over 10 s at 60 Hz", arguments: Stepper.allCases)
    func referenceProblems(_ stepper: Stepper) throws {
        for blockSize in [nil, 1] as [Int?] {
            var integrator = try GSLIntegrator(stepper: stepper, blockSize: blockSize)
            let samples = try simulate(ChannelSpec.referenceSet, with: &integrator, rate: 60, duration: 10, samples: 600)
            let error = maxRelativeError(ChannelSpec.referenceSet, samples)
            #expect(error <= stepper.integratorAccuracyFactor * Self.tolerance, "\(stepper), block \(String(describing: blockSize)): \(error)")
            #expect(integrator.statistics.acceptedSteps >= 600)
            #expect(integrator.statistics.functionEvaluations > 0)
            #expect((integrator.statistics.jacobianEvaluations > 0) == stepper.isImplicit)
        }
    }

    @Test("implicit steppers follow the stiff spring (k = 1e6, ζ = 50) over 1 s at 60 Hz",
          arguments: Stepper.allCases.filter(\.isImplicit))
    func stiff(_ stepper: Stepper) throws {
        let specs = [ChannelSpec(spring: try Spring(stiffness: 1e6, damping: 1e5), position: 1, velocity: 0, target: 0),
                     ChannelSpec(spring: try Spring(stiffness: 1e6, damping: 1e5), position: 20, velocity: -3000, target: 10)]
        var integrator = try GSLIntegrator(stepper: stepper)
        let samples = try simulate(specs, with: &integrator, rate: 60, duration: 1, samples: 60)
        let error = maxRelativeError(specs, samples)
        #expect(error <= stepper.integratorStiffAccuracyFactor * Self.tolerance, "\(stepper): \(error)")
    }

    @Test("identical channels give bit-identical results whatever the blocking and padding", arguments: [Stepper.rkf45, .msadams, .rk4imp, .msbdf])
    func blockingIsInvisibleForIdenticalChannels(_ stepper: Stepper) throws {
        let spec = ChannelSpec(spring: ChannelSpec.spring(7, 0.4), position: 12, velocity: 30, target: -2)
        let specs = Array(repeating: spec, count: 5)
        var results: [[(x: Double, v: Double)]] = []
        for blockSize in [1, 2, 3, 64] {
            var integrator = try GSLIntegrator(stepper: stepper, blockSize: blockSize)
            let samples = try simulate(specs, with: &integrator, rate: 60, duration: 1, samples: 1)
            results.append(samples[0].states)
            #expect(integrator.blockCount == (5 + blockSize - 1) / blockSize)
        }
        let reference = results[0][0]
        for states in results {
            for state in states {
                #expect(state.x.bitPattern == reference.x.bitPattern && state.v.bitPattern == reference.v.bitPattern, "\(stepper)")
            }
        }
    }

    @Test("blocks are created when the active channels grow, and reused otherwise")
    func blockLifecycle() throws {
        var batch = ChannelBatch()
        var ids: [ChannelID] = []
        for i in 0..<5 {
            ids.append(try batch.addChannel(position: Double(i) * 10 + 5, target: 0, spring: .smooth))
        }
        let integrator = try GSLIntegrator(blockSize: 2)
        #expect(integrator.blockCount == 0)
        try integrator.advance(&batch, by: 1.0 / 60)
        #expect(integrator.blockCount == 3) // 2 + 2 + 1
        for _ in 0..<400 {
            try integrator.advance(&batch, by: 1.0 / 60)
            batch.removeSettled()
        }
        #expect(batch.activeCount == 0)
        for (i, id) in ids.enumerated() { try batch.retarget(id, to: Double(i) + 1) }
        try integrator.advance(&batch, by: 1.0 / 60)
        #expect(integrator.blockCount == 3)
        ids.append(try batch.addChannel(position: 100, target: 0, spring: .smooth))
        try integrator.advance(&batch, by: 1.0 / 60)
        #expect(integrator.blockCount == 3) // the partial block of 1 was replaced by one of 2
        ids.append(try batch.addChannel(position: 100, target: 0, spring: .smooth))
        try integrator.advance(&batch, by: 1.0 / 60)
        #expect(integrator.blockCount == 4)
    }

    @Test("after channels settle, wake or are retargeted, every stepper restarts from the new state",
          arguments: Stepper.allCases)
    func historyIsResetOnOutsideChanges(_ stepper: Stepper) throws {
        // Four channels; at 0.5 s one is retargeted, one is set to a new state and a third
        // gets a new spring, so slots and states change under the integrator's history.
        var specs = ChannelSpec.referenceSet + [ChannelSpec(spring: ChannelSpec.spring(3, 0.7), position: 0, velocity: 0, target: 10)]
        var (batch, ids) = try makeBatch(specs)
        let integrator = try GSLIntegrator(stepper: stepper, blockSize: 2)
        for _ in 0..<30 { try integrator.advance(&batch, by: 1.0 / 60) }
        // Restart every channel's reference at t = 0.5 from its current state.
        for i in specs.indices {
            specs[i].position = batch.position(of: ids[i])
            specs[i].velocity = batch.velocity(of: ids[i])
        }
        specs[0].target = -70
        try batch.retarget(ids[0], to: -70)
        specs[1].position = 44
        specs[1].velocity = -8
        try batch.setState(of: ids[1], position: 44, velocity: -8)
        specs[3].spring = ChannelSpec.spring(2, 2)
        try batch.setSpring(of: ids[3], to: specs[3].spring)
        var worst = 0.0
        for frame in 1...60 {
            try integrator.advance(&batch, by: 1.0 / 60)
            for (spec, id) in zip(specs, ids) {
                let exact = spec.exact(at: Double(frame) / 60)
                let scale = max(spec.amplitude, 1)
                worst = max(worst, abs(batch.position(of: id) - exact.x) / scale, abs(batch.velocity(of: id) - exact.v) / spec.spring.naturalFrequency / scale)
            }
        }
        #expect(worst <= 4 * stepper.integratorAccuracyFactor * Self.tolerance, "\(stepper): \(worst)")
    }

    @Test("a new spring alone (state bit-identical) also restarts the stepper's history", arguments: Stepper.allCases)
    func springChangeResets(_ stepper: Stepper) throws {
        // Targets at 0, so the gathered displacement equals the position bit for bit and only
        // the generation tells the integrator that the equations changed.
        var specs = [ChannelSpec(spring: ChannelSpec.spring(2, 0.1), position: 50, velocity: 0, target: 0),
                     ChannelSpec(spring: ChannelSpec.spring(3, 0.5), position: -20, velocity: 40, target: 0)]
        var (batch, ids) = try makeBatch(specs)
        let integrator = try GSLIntegrator(stepper: stepper)
        for _ in 0..<30 { try integrator.advance(&batch, by: 1.0 / 60) }
        for i in specs.indices {
            specs[i].position = batch.position(of: ids[i])
            specs[i].velocity = batch.velocity(of: ids[i])
        }
        specs[0].spring = ChannelSpec.spring(9, 0.3)
        try batch.setSpring(of: ids[0], to: specs[0].spring)
        var worst = 0.0
        for frame in 1...30 {
            try integrator.advance(&batch, by: 1.0 / 60)
            for (spec, id) in zip(specs, ids) {
                let exact = spec.exact(at: Double(frame) / 60)
                worst = max(worst, abs(batch.position(of: id) - exact.x) / spec.amplitude,
                            abs(batch.velocity(of: id) - exact.v) / spec.spring.naturalFrequency / spec.amplitude)
            }
        }
        #expect(worst <= 4 * stepper.integratorAccuracyFactor * Self.tolerance, "\(stepper): \(worst)")
    }

    @Test("results do not depend on where the targets are", arguments: [Stepper.rkf45, .msbdf])
    func translationInvariance(_ stepper: Stepper) throws {
        let near = ChannelSpec.referenceSet
        let far = near.map { ChannelSpec(spring: $0.spring, position: $0.position + 4096, velocity: $0.velocity, target: $0.target + 4096) }
        var a = try GSLIntegrator(stepper: stepper), b = try GSLIntegrator(stepper: stepper)
        let sa = try simulate(near, with: &a, rate: 60, duration: 2, samples: 4)
        let sb = try simulate(far, with: &b, rate: 60, duration: 2, samples: 4)
        #expect(a.statistics == b.statistics)
        for (p, q) in zip(sa, sb) {
            for (spec, (x, y)) in zip(near, zip(p.states, q.states)) {
                #expect(isClose(x.x - spec.target, y.x - spec.target - 4096, absolute: 1e-12 * 4096))
                #expect(x.v == y.v)
            }
        }
    }
}
