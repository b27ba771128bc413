import SpringDynamics
import SpringTestSupport
import Testing

/// One channel of a test batch: its spring and initial state.
struct ChannelSpec {
    var spring: Spring
    var position: Double
    var velocity: Double
    var target: Double

    /// The closed-form position and velocity `time` seconds after the start.
    func exact(at time: Double) -> (x: Double, v: Double) {
        let s = spring.state(at: time, displacement: position - target, velocity: velocity)
        return (target + s.displacement, s.velocity)
    }

    /// max(|x0 − target|, |v0|/ω): the scale errors are measured against.
    var amplitude: Double { max(abs(position - target), abs(velocity) / spring.naturalFrequency) }
}

extension ChannelSpec {
    static func spring(_ omega: Double, _ zeta: Double) -> Spring {
        try! Spring(naturalFrequency: omega, dampingRatio: zeta)
    }

    /// ω = 2 with ζ = 0.1, 1 and 5 (the reference problems), displaced by different amounts
    /// from non-zero targets and with initial velocities.
    static let referenceSet: [ChannelSpec] = [
        ChannelSpec(spring: spring(2, 0.1), position: 100, velocity: -30, target: 40),
        ChannelSpec(spring: spring(2, 1), position: -5, velocity: 12, target: 3),
        ChannelSpec(spring: spring(2, 5), position: 250, velocity: 0, target: 500),
    ]

    /// Springs typical of UI transitions (ω ≈ 12.6, 8 and 5; ζ = 0.3, 1 and 2).
    static let uiSet: [ChannelSpec] = [
        ChannelSpec(spring: spring(4 * .pi, 0.3), position: 0, velocity: 0, target: 300),
        ChannelSpec(spring: spring(8, 1), position: 120, velocity: -400, target: 20),
        ChannelSpec(spring: spring(5, 2), position: 1, velocity: 2, target: 0.25),
    ]
}

/// A batch holding `specs` in order, and their identifiers.
func makeBatch(_ specs: [ChannelSpec]) throws -> (ChannelBatch, [ChannelID]) {
    var batch = ChannelBatch()
    var ids: [ChannelID] = []
    for s in specs {
        ids.append(try batch.addChannel(position: s.position, velocity: s.velocity, target: s.target, spring: s.spring))
    }
    return (batch, ids)
}

/// Advances `specs` with `integrator` at `rate` frames per second, sampling every
/// `sampleEvery` frames; returns, per sample, the time and each channel's (x, v).
func simulate(
    _ specs: [ChannelSpec], with integrator: inout some Integrator, rate: Int, duration: Double, samples: Int
) throws -> [(t: Double, states: [(x: Double, v: Double)])] {
    var (batch, ids) = try makeBatch(specs)
    let frames = Int((duration * Double(rate)).rounded())
    precondition(frames % samples == 0)
    let every = frames / samples
    var result: [(t: Double, states: [(x: Double, v: Double)])] = []
    for frame in 1...frames {
        try integrator.advance(&batch, by: 1 / Double(rate))
        if frame % every == 0 {
            result.append((Double(frame) / Double(rate), ids.map { (batch.position(of: $0), batch.velocity(of: $0)) }))
        }
    }
    return result
}

/// The largest error, relative to each channel's amplitude, of positions and of velocities
/// divided by ω, against the closed form at the sample times.
func maxRelativeError(_ specs: [ChannelSpec], _ samples: [(t: Double, states: [(x: Double, v: Double)])]) -> Double {
    var worst = 0.0
    for sample in samples {
        for (spec, state) in zip(specs, sample.states) {
            let exact = spec.exact(at: sample.t)
            let scale = spec.amplitude
            worst = max(worst, abs(state.x - exact.x) / scale, abs(state.v - exact.v) / spec.spring.naturalFrequency / scale)
        }
    }
    return worst
}

/// The largest difference between two runs sampled at the same instants, relative to each
/// channel's amplitude (velocities divided by ω).
func maxRelativeDifference(
    _ specs: [ChannelSpec], _ a: [(t: Double, states: [(x: Double, v: Double)])], _ b: [(t: Double, states: [(x: Double, v: Double)])]
) -> Double {
    var worst = 0.0
    for (sa, sb) in zip(a, b) {
        precondition(abs(sa.t - sb.t) < 1e-12)
        for (spec, (p, q)) in zip(specs, zip(sa.states, sb.states)) {
            worst = max(worst, abs(p.x - q.x) / spec.amplitude, abs(p.v - q.v) / spec.spring.naturalFrequency / spec.amplitude)
        }
    }
    return worst
}

/// Everything a test can observe of a batch through the public API, to check it is unchanged.
struct BatchSnapshot: Equatable {
    var count: Int
    var activeCount: Int
    var generation: UInt64
    var channels: [[UInt64]]

    init(_ batch: ChannelBatch) {
        count = batch.count
        activeCount = batch.activeCount
        generation = batch.generation
        channels = (0..<batch.count).map { slot in
            let id = batch.channel(inSlot: slot)
            let spring = batch.spring(of: id)
            return [UInt64(id.rawValue), batch.position(of: id).bitPattern, batch.velocity(of: id).bitPattern,
                    batch.target(of: id).bitPattern, spring.stiffness.bitPattern, spring.damping.bitPattern,
                    batch.isActive(id) ? 1 : 0]
        }
    }
}

@Suite("Integrators: names, validation and error messages")
struct IntegratorTests {
    @Test("names")
    func names() throws {
        #expect(ExactIntegrator().name == "exact")
        #expect(SemiImplicitEulerIntegrator().name == "semi-implicit-euler")
        #expect(try SemiImplicitEulerIntegrator(substep: 0.001).name == "semi-implicit-euler-substeps")
        #expect(try RK4SubstepIntegrator().name == "rk4-substeps")
        for stepper in Stepper.allCases {
            #expect(try GSLIntegrator(stepper: stepper).name == "gsl-\(stepper.rawValue)")
        }
    }

    @Test("negative, NaN and infinite frame durations are refused with the batch unchanged")
    func invalidTimeSteps() throws {
        var integrators: [any Integrator] = [
            ExactIntegrator(), SemiImplicitEulerIntegrator(), try SemiImplicitEulerIntegrator(substep: 0.001),
            try RK4SubstepIntegrator(), try GSLIntegrator(),
        ]
        let cases: [(Double, String)] = [
            (-0.01, "invalid time step -0.01; must be finite and not negative"),
            (.nan, "invalid time step nan; must be finite and not negative"),
            (.infinity, "invalid time step inf; must be finite and not negative"),
        ]
        for i in integrators.indices {
            var (batch, _) = try makeBatch(ChannelSpec.referenceSet)
            let before = BatchSnapshot(batch)
            for (dt, message) in cases {
                let error = #expect(throws: IntegratorError.self) { try integrators[i].advance(&batch, by: dt) }
                #expect(error?.description == message, "\(integrators[i].name)")
                #expect(BatchSnapshot(batch) == before)
            }
        }
    }

    @Test("substep lengths are validated")
    func invalidSubsteps() {
        for bad in [0.0, -1, .nan, .infinity] {
            let e1 = #expect(throws: IntegratorError.self) { _ = try SemiImplicitEulerIntegrator(substep: bad) }
            let e2 = #expect(throws: IntegratorError.self) { _ = try RK4SubstepIntegrator(substep: bad) }
            #expect(e1?.description == "invalid time step \(bad); must be finite and not negative")
            #expect(e2?.description == "invalid time step \(bad); must be finite and not negative")
        }
    }

    @Test("a frame needing more than ten million substeps is refused")
    func tooManySubsteps() throws {
        var (batch, _) = try makeBatch(ChannelSpec.referenceSet)
        let before = BatchSnapshot(batch)
        var euler = try SemiImplicitEulerIntegrator(substep: 1e-6)
        let e1 = #expect(throws: IntegratorError.self) { try euler.advance(&batch, by: 1e3) }
        #expect(e1?.description == "a time step of 1000.0 s needs more than 10000000 substeps of 1e-06 s")
        var rk4 = try RK4SubstepIntegrator(substep: 1e-6)
        let e2 = #expect(throws: IntegratorError.self) { try rk4.advance(&batch, by: 1e3) }
        #expect(e2?.description == "a time step of 1000.0 s needs more than 10000000 substeps of 1e-06 s")
        #expect(BatchSnapshot(batch).channels == before.channels)
    }

    @Test("GSLIntegrator validates its parameters", arguments: [
        (0, 10, "Invalid blockSize = 0.0: must be at least 1."),
        (-3, 10, "Invalid blockSize = -3.0: must be at least 1."),
        (4, 0, "Invalid maximumStepsPerFrame = 0.0: must be at least 1."),
    ])
    func gslValidation(blockSize: Int, maximumSteps: Int, message: String) {
        let error = #expect(throws: ODEError.self) {
            _ = try GSLIntegrator(blockSize: blockSize, maximumStepsPerFrame: maximumSteps)
        }
        #expect(error?.description == message)
    }

    @Test("GSLIntegrator validates its tolerance")
    func gslTolerance() {
        var tolerance = ODETolerance.integratorDefault
        tolerance.absolute = -1
        let error = #expect(throws: ODEError.self) { _ = try GSLIntegrator(tolerance: tolerance) }
        #expect(error?.description == "Invalid tolerance.absolute = -1.0: must be a finite number at least 0.")
    }

    @Test("a zero frame and an empty batch change nothing")
    func zeroWork() throws {
        var integrators: [any Integrator] = [
            ExactIntegrator(), SemiImplicitEulerIntegrator(), try RK4SubstepIntegrator(), try GSLIntegrator(stepper: .msbdf),
        ]
        for i in integrators.indices {
            var (batch, _) = try makeBatch(ChannelSpec.referenceSet)
            let before = BatchSnapshot(batch)
            try integrators[i].advance(&batch, by: 0)
            #expect(BatchSnapshot(batch).channels == before.channels, "\(integrators[i].name)")
            var empty = ChannelBatch()
            try integrators[i].advance(&empty, by: 1 / 60)
            #expect(empty.count == 0)
        }
    }
}
