import SpringTransitions

/// Explicit midpoint (second-order Runge–Kutta), one step per frame, written outside the
/// package with nothing but the public API: `ActiveChannels` and `Integrator`.
struct MidpointIntegrator: Integrator {
    var name: String { "midpoint" }
    private(set) var statistics = IntegrationStatistics.zero

    mutating func advance(_ batch: inout ChannelBatch, by dt: Double) throws {
        guard dt.isFinite, dt >= 0 else { throw IntegratorError.invalidTimeStep(dt) }
        batch.withActiveChannels { c in
            for i in 0..<c.count {
                let s = Int(c.springIndices[i])
                let k = c.stiffnessPerMass[s], damping = c.dampingPerMass[s]
                let x = c.positions[i] - c.targets[i], v = c.velocities[i]
                let a = -k * x - damping * v
                let xm = x + 0.5 * dt * v, vm = v + 0.5 * dt * a
                let am = -k * xm - damping * vm
                c.positions[i] = c.targets[i] + x + dt * vm
                c.velocities[i] = v + dt * am
            }
        }
        statistics.acceptedSteps += 1
        statistics.functionEvaluations += 2
    }
}

/// Velocity Verlet that carries each channel's acceleration between frames in the batch's
/// auxiliary storage, and recomputes it whenever the batch changed from outside.
struct VelocityVerletIntegrator: Integrator {
    var name: String { "velocity-verlet" }
    private(set) var statistics = IntegrationStatistics.zero
    private var seenGeneration: UInt64?

    mutating func advance(_ batch: inout ChannelBatch, by dt: Double) throws {
        guard dt.isFinite, dt >= 0 else { throw IntegratorError.invalidTimeStep(dt) }
        batch.requireAuxiliary(width: 1)
        let fresh = seenGeneration != batch.generation
        batch.withActiveChannels { c in
            for i in 0..<c.count {
                let s = Int(c.springIndices[i])
                let k = c.stiffnessPerMass[s], damping = c.dampingPerMass[s]
                let x = c.positions[i] - c.targets[i], v = c.velocities[i]
                let a = fresh ? -k * x - damping * v : c.auxiliary[i]
                let x1 = x + dt * v + 0.5 * dt * dt * a
                // The damping force depends on the velocity: v1 = v + dt/2·(a + a1) with
                // a1 = −k·x1 − c·v1 is linear in v1, so solve it exactly.
                let v1 = (v + 0.5 * dt * (a - k * x1)) / (1 + 0.5 * dt * damping)
                c.positions[i] = c.targets[i] + x1
                c.velocities[i] = v1
                c.auxiliary[i] = -k * x1 - damping * v1
            }
        }
        seenGeneration = batch.generation
        statistics.acceptedSteps += 1
        statistics.functionEvaluations += 1
    }
}

/// An integrator that refuses frames longer than 20 ms with its own error type.
struct PickyIntegrator: Integrator {
    struct TooLong: Error, Equatable, CustomStringConvertible {
        var dt: Double
        var description: String { "frame of \(dt) s is longer than 0.02 s" }
    }

    var name: String { "picky" }
    var statistics: IntegrationStatistics { inner.statistics }
    var inner = MidpointIntegrator()

    mutating func advance(_ batch: inout ChannelBatch, by dt: Double) throws {
        guard dt <= 0.02 else { throw TooLong(dt: dt) }
        try inner.advance(&batch, by: dt)
    }
}
