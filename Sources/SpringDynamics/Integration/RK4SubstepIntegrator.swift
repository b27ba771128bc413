/// Classic fourth-order Runge–Kutta on a fixed grid of ``substep``-second steps (1 ms by
/// default) with a time accumulator: the scheme of Facebook's POP and Rebound.
///
/// Each frame adds `dt` to the accumulator, takes as many whole steps as fit, and keeps the
/// remainder for the next frame. Rebound then writes a state interpolated over the remainder
/// back into its physics state, which makes it lag wall time by about half a millisecond per
/// frame. Here the physics state stays on its grid (in the batch's auxiliary storage, as
/// displacement from the target and velocity), and the state shown at the frame's time is one
/// extra RK4 step of the remainder from it, never written back, so there is no lag: at any
/// frame rate the channels sit at the frame's time, and the grid — hence the motion — does not
/// depend on the frame rate.
///
/// A moving target (``ChannelBatch/retarget(_:to:velocity:)``) is integrated as a ramp: the grid
/// state is the displacement from the moving target, whose derivative is `v − u`, and the batch's
/// targets move along after each frame.
///
/// Any outside change to the batch (its ``ChannelBatch/generation``: channels added, settled,
/// woken, retargeted…) restarts the grid at the current state and time. The integrator assumes
/// it is the only one advancing the batch between such changes. A frame that would produce a
/// non-finite value (RK4 is unstable for `h·ω ≳ 2.8`) throws
/// ``IntegratorError/nonFiniteResult(channel:)`` with the batch unchanged and restarts the grid.
public struct RK4SubstepIntegrator: Integrator {
    /// The grid step, in seconds.
    public let substep: Double
    /// Grid steps taken (per batch, not per channel); four function evaluations per grid step
    /// and per extra step to the frame's time.
    public private(set) var statistics = IntegrationStatistics.zero
    /// `"rk4-substeps"`.
    public var name: String { "rk4-substeps" }

    @usableFromInline var remainder = 0.0
    @usableFromInline var seenGeneration: UInt64?
    var backup = StateBackup()

    /// Creates the integrator with `substep`-second grid steps.
    ///
    /// - Throws: ``IntegratorError/invalidTimeStep(_:)`` unless `substep` is finite and positive.
    public init(substep: Double = 0.001) throws(IntegratorError) {
        guard substep.isFinite, substep > 0 else { throw IntegratorError.invalidTimeStep(substep) }
        self.substep = substep
    }

    /// Advances the active channels of `batch` by `dt` seconds.
    ///
    /// - Throws: ``IntegratorError/invalidTimeStep(_:)`` for a negative or non-finite `dt`,
    ///   ``IntegratorError/tooManySubsteps(timeStep:substep:limit:)`` when a frame needs more
    ///   than ten million grid steps, ``IntegratorError/nonFiniteResult(channel:)`` when the
    ///   scheme blows up. The batch's positions and velocities are then unchanged.
    public mutating func advance(_ batch: inout ChannelBatch, by dt: Double) throws {
        try IntegratorError.check(dt)
        batch.requireAuxiliary(width: 2)
        let resync = seenGeneration != batch.generation
        if resync { remainder = 0 }
        let total = remainder + dt
        let ratio = total / substep
        guard ratio <= Double(IntegratorError.maximumSubsteps) else {
            throw IntegratorError.tooManySubsteps(timeStep: dt, substep: substep, limit: IntegratorError.maximumSubsteps)
        }
        // The small allowance (a billionth of a step) keeps frames that are whole multiples of
        // the grid step in exact arithmetic from losing a step to rounding.
        let whole = Int((ratio + 1e-9).rounded(.down))
        let rest = Swift.max(0, total - Double(whole) * substep)
        let h = substep
        let failedSlot = batch.withActiveChannels { c -> Int? in
            backup.save(c)
            for i in 0..<c.count {
                let s = Int(c.springIndices[i])
                let k = c.stiffnessPerMass[s], damping = c.dampingPerMass[s], u = c.targetVelocities[i]
                var x: Double, v: Double
                if resync {
                    x = c.positions[i] - c.targets[i]
                    v = c.velocities[i]
                } else {
                    x = c.auxiliary[2 * i]
                    v = c.auxiliary[2 * i + 1]
                }
                for _ in 0..<whole { Self.rk4(&x, &v, k, damping, u, h) }
                c.auxiliary[2 * i] = x
                c.auxiliary[2 * i + 1] = v
                if rest > 0 { Self.rk4(&x, &v, k, damping, u, rest) }
                c.positions[i] = (c.targets[i] + u * dt) + x
                c.velocities[i] = v
            }
            guard let bad = StateBackup.firstNonFinite(c, targetsAfter: dt) else { return nil }
            backup.restore(c)
            return bad
        }
        if let failedSlot {
            seenGeneration = nil
            throw IntegratorError.nonFiniteResult(channel: batch.channel(inSlot: failedSlot))
        }
        batch.advanceTargets(by: dt)
        remainder = rest
        seenGeneration = batch.generation
        statistics.acceptedSteps += whole
        statistics.functionEvaluations += 4 * (whole + (rest > 0 ? 1 : 0))
    }

    /// One RK4 step of `x' = v − u`, `v' = −k·x − c·v` (x measured from a target moving at u;
    /// for u = 0 exactly the classic step of `x'' = −k·x − c·x'`).
    @inlinable @inline(__always)
    static func rk4(_ x: inout Double, _ v: inout Double, _ k: Double, _ c: Double, _ u: Double, _ h: Double) {
        let a1 = -k * x - c * v
        let x2 = x + 0.5 * h * (v - u), v2 = v + 0.5 * h * a1
        let a2 = -k * x2 - c * v2
        let x3 = x + 0.5 * h * (v2 - u), v3 = v + 0.5 * h * a2
        let a3 = -k * x3 - c * v3
        let x4 = x + h * (v3 - u), v4 = v + h * a3
        let a4 = -k * x4 - c * v4
        x += h / 6 * ((v - u) + 2 * (v2 - u) + 2 * (v3 - u) + (v4 - u))
        v += h / 6 * (a1 + 2 * a2 + 2 * a3 + a4)
    }
}
