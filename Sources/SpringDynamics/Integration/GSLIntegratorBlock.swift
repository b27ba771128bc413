/// One block of ``GSLIntegrator``: `capacity` channels integrated as one GSL system of
/// dimension `2 · capacity`, with the storage the integrator gathers the channels into before a
/// frame and scatters them from after it.
///
/// **Where GSL works.** For steppers that keep nothing between steps but what GSL's evolve
/// object holds (``Stepper/keepsNoStateBetweenSteps``: rk2, rk4, rkf45, rkck, rk8pd) the block
/// keeps only that — its state, the derivative at the end of its last step, the step size and
/// the evolve counters — and is stepped in place on its thread's ``GSLWorkArrays``, which every
/// block of the thread shares: GSL computes exactly what a driver of the block's own would
/// (same objects, same calls, same state), without the ≈ 260 bytes per channel of GSL arrays
/// each block used to own. The other steppers (implicit: iteration state; multistep: history)
/// keep a ``GSLDriver`` per block, as do blocks of an integrator with a per-component tolerance.
///
/// Allocated once (when the number of active channels first grows past the existing blocks)
/// and reused for every later frame; `deinit` frees everything.
final class GSLIntegratorBlock {
    /// Channels in the block, padding included.
    let capacity: Int
    /// The state `(x_0 − target_0, v_0, x_1 − target_1, v_1, …)`; the driver (or, on shared work
    /// arrays, GSL) advances it in place.
    let state: UnsafeMutableBufferPointer<Double>
    /// The callbacks' parameters (stable address, handed to GSL).
    let parameters: UnsafeMutablePointer<SpringBlockParameters>
    /// The block's own GSL engine, or `nil` when the block is stepped on its thread's shared
    /// ``GSLWorkArrays``.
    let driver: GSLDriver?
    /// On shared work arrays: the derivative at the end of the block's last step (GSL's evolve
    /// `dydt_out`, the first stage of its next step); empty with a driver.
    let derivative: UnsafeMutableBufferPointer<Double>
    /// On shared work arrays: the step size the next step tries (GSL's driver `h`).
    var stepSize: Double
    /// On shared work arrays: the block's values of the evolve object's `count`, `failed_steps`
    /// and `last_step` (GSL reuses the last derivative only when `count` is not 0).
    var evolveCount: UInt = 0
    var evolveFailedSteps: UInt = 0
    var evolveLastStep = 0.0
    /// On shared work arrays: the step size after a restart, and the accepted-step limit per frame.
    let initialStep: Double
    let maximumSteps: Int
    /// On shared work arrays: accepted and rejected steps since the block was created.
    var acceptedSteps = 0
    var rejectedSteps = 0
    /// Whether the last gather wrote anything into ``state`` (else it is exactly what the driver
    /// committed at the end of the block's last frame, and the driver need not copy it again).
    var stateChanged = true
    /// The block's own integration clock, in seconds since its last restart: every restart sets
    /// it to 0, so what a block computes never depends on when other blocks (or the integrator)
    /// last restarted.
    var time = 0.0
    /// How many channels of the batch the block held in its last frame (the rest is zero
    /// padding); 0 after a frame that did not use the block, and initially.
    var usedCount = 0
    /// Whether an outside write may have changed the block's channels since its last frame
    /// (set before each frame from the batch's change log; `true` when no log covers the time
    /// since). A block without such a write and with as many channels as before continues without
    /// comparing them.
    var mayHaveChanged = true
    /// How many times the block has restarted (fresh state from the batch, stepper history and
    /// step size reset, clock at 0) since it was created.
    var restarts = 0
    /// Whether the last ``scatter(_:index:)`` wrote a channel that lies within its rest thresholds.
    var foundRest = false

    /// - Parameter sharesWorkArrays: step on the thread's ``GSLWorkArrays`` (only for a stepper
    ///   that ``Stepper/keepsNoStateBetweenSteps`` and a scalar tolerance) instead of a driver of
    ///   the block's own.
    init(capacity: Int, stepper: Stepper, tolerance: ODETolerance, initialStep: Double, maximumSteps: Int,
         sharesWorkArrays: Bool) throws(ODEError) {
        let stiffness = UnsafeMutablePointer<Double>.allocate(capacity: capacity)
        stiffness.initialize(repeating: 0, count: capacity)
        let damping = UnsafeMutablePointer<Double>.allocate(capacity: capacity)
        damping.initialize(repeating: 0, count: capacity)
        let targetVelocity = UnsafeMutablePointer<Double>.allocate(capacity: capacity)
        targetVelocity.initialize(repeating: 0, count: capacity)
        let parameters = UnsafeMutablePointer<SpringBlockParameters>.allocate(capacity: 1)
        parameters.initialize(to: SpringBlockParameters(count: capacity, stiffness: stiffness, damping: damping,
                                                         targetVelocity: targetVelocity))
        let state = UnsafeMutableBufferPointer<Double>.allocate(capacity: 2 * capacity)
        state.initialize(repeating: 0)
        if sharesWorkArrays {
            precondition(stepper.keepsNoStateBetweenSteps && tolerance.componentAbsolute == nil,
                         "GSLIntegratorBlock: shared work arrays need an explicit one-step stepper and a scalar tolerance")
            driver = nil
            derivative = .allocate(capacity: 2 * capacity)
            derivative.initialize(repeating: 0)
        } else {
            do {
                driver = try GSLDriver(
                    dimension: 2 * capacity, function: springBlockFunction,
                    jacobian: stepper.requiresJacobian ? springBlockJacobian : nil,
                    params: UnsafeMutableRawPointer(parameters), stepper: stepper, tolerance: tolerance,
                    initialStep: initialStep, minimumStep: 0, maximumSteps: maximumSteps
                )
            } catch {
                stiffness.deallocate()
                damping.deallocate()
                targetVelocity.deallocate()
                parameters.deallocate()
                state.deallocate()
                throw error
            }
            derivative = UnsafeMutableBufferPointer(start: nil, count: 0)
        }
        self.capacity = capacity
        self.state = state
        self.parameters = parameters
        self.initialStep = initialStep
        self.maximumSteps = maximumSteps
        stepSize = initialStep
    }

    deinit {
        // The driver (released after this body) never calls back while it is freed.
        parameters.pointee.stiffness.deallocate()
        parameters.pointee.damping.deallocate()
        parameters.pointee.targetVelocity.deallocate()
        parameters.deallocate()
        state.deallocate()
        derivative.deallocate()
    }

    /// Starts the block's integration afresh from whatever ``state`` and coefficients the caller
    /// has just written: the stepper's history and step size are reset and the clock is set to 0,
    /// so that the block's next frames are exactly those of a new block given the same channels.
    func restart() {
        if let driver {
            driver.reset()
        } else {
            resetEvolveState()
        }
        time = 0
        restarts += 1
        stateChanged = true
    }

    /// Gathers block `index` of `frame` and advances it (a frame's work for one block; the
    /// blocks of a frame may run on different threads: each touches only its own storage and
    /// reads the batch).
    func run(_ frame: GSLBlockFrame, index: Int, workArrays: GSLThreadWorkArrays) throws(ODEError) {
        gather(frame.channels, base: index * frame.blockSize, fresh: frame.fresh)
        try advance(by: frame.dt, workArrays: workArrays)
    }

    /// Prepares the block for a frame over the active channels `c`, of which it holds the slots
    /// from `base` on.
    ///
    /// The block **continues** its integration (its unrounded state, step size, multistep
    /// history and clock) only when everything it holds is what the batch holds: the same number
    /// of channels as in its last frame, and for each one the state (`target + y` is the position
    /// and `y'` the velocity, bit for bit), k/m, c/m and target velocity. Otherwise — and on a
    /// `fresh` start, and when it did not take part in the last frame — it **restarts**: every
    /// channel's state is gathered from the batch (`x − target`, `v`), the padding zeroed, and
    /// ``restart()`` called. A restarted block is thus a function of its channels alone, exactly
    /// like a new integrator's first frame on them, whatever restarted before; and the decision
    /// depends only on the batch's history since the integrator first saw it. So a replay of the
    /// same calls gives the same bits, and a change to one channel leaves every other block's
    /// integration untouched.
    func gather(_ c: ActiveChannels, base: Int, fresh: Bool) {
        guard let y = state.baseAddress else { preconditionFailure("GSLIntegrator: a block's state holds 2 values per channel, at least 2") }
        let k = parameters.pointee.stiffness
        let damping = parameters.pointee.damping
        let u = parameters.pointee.targetVelocity
        let used = Swift.min(capacity, c.count - base)
        let changed: Bool
        if fresh || used != usedCount {
            changed = true
        } else if mayHaveChanged {
            changed = !holds(c, base: base, used: used)
        } else {
            // The change log guarantees it; debug builds check.
            assert(holds(c, base: base, used: used), "GSLIntegrator: a write the batch's change log missed")
            changed = false
        }
        usedCount = used
        guard changed else {
            stateChanged = false
            return
        }
        var moves = false
        for i in 0..<used {
            let slot = base + i
            let spring = Int(c.springIndices[slot])
            y[2 * i] = c.positions[slot] - c.targets[slot]
            y[2 * i + 1] = c.velocities[slot]
            k[i] = c.stiffnessPerMass[spring]
            damping[i] = c.dampingPerMass[spring]
            u[i] = c.targetVelocities[slot]
            if u[i].bitPattern != 0 { moves = true }
        }
        parameters.pointee.movesTargets = moves
        for i in used..<capacity {
            y[2 * i] = 0
            y[2 * i + 1] = 0
            k[i] = 0
            damping[i] = 0
            u[i] = 0
        }
        restart()
    }

    /// Writes the block's state back into the slots of block `index` of `frame`, after every block
    /// of the frame has succeeded: positions `target + displacement` (with the target where its
    /// velocity has carried it after `dt`) and velocities. Sets ``foundRest`` when a written
    /// channel lies within its rest thresholds with a target that stands still (what
    /// ``ChannelBatch/removeSettled(_:)`` would remove), so that the batch can skip that scan
    /// when none does.
    func scatter(_ frame: GSLBlockFrame, index: Int) {
        guard let y = state.baseAddress else { preconditionFailure("GSLIntegrator: a block's state holds 2 values per channel, at least 2") }
        let c = frame.channels, dt = frame.dt
        let rdMax = frame.largestRestDisplacement, rvMax = frame.largestRestVelocity
        let base = index * frame.blockSize
        var atRest = false
        for i in 0..<Swift.min(capacity, c.count - base) {
            let slot = base + i
            let target = c.targets[slot], u = c.targetVelocities[slot]
            let position = (target + u * dt) + y[2 * i], velocity = y[2 * i + 1]
            c.positions[slot] = position
            c.velocities[slot] = velocity
            // The predicate of `removeSettled`, the cheap bounds first.
            let d = Swift.abs(position - target), v = Swift.abs(velocity)
            if d < rdMax && v < rvMax && u == 0 && frame.thresholds.holds(slot, d, v) {
                atRest = true
            }
        }
        foundRest = atRest
    }

    /// Whether the block holds exactly the `used` channels of `c` from slot `base` on: for each,
    /// `target + y` is the position and `y'` the velocity bit for bit, and k/m, c/m and the target
    /// velocity are the same.
    func holds(_ c: ActiveChannels, base: Int, used: Int) -> Bool {
        guard let y = state.baseAddress else { preconditionFailure("GSLIntegrator: a block's state holds 2 values per channel, at least 2") }
        let k = parameters.pointee.stiffness
        let damping = parameters.pointee.damping
        let u = parameters.pointee.targetVelocity
        for i in 0..<used {
            let slot = base + i
            let spring = Int(c.springIndices[slot])
            if c.targets[slot] + y[2 * i] != c.positions[slot] || y[2 * i + 1] != c.velocities[slot]
                || k[i] != c.stiffnessPerMass[spring] || damping[i] != c.dampingPerMass[spring]
                || u[i] != c.targetVelocities[slot] {
                return false
            }
        }
        return true
    }

    /// Advances the block by `dt` seconds on its own clock: with its driver, or on the thread's
    /// shared `workArrays` (``advanceOnSharedArrays(by:_:)``).
    ///
    /// - Throws: the driver's ``ODEError``, with times in seconds since the start of this frame;
    ///   ``time`` is then unchanged (``state`` too with a driver; on shared work arrays it is
    ///   left unspecified: the failed frame makes the integrator restart every block).
    func advance(by dt: Double, workArrays: GSLThreadWorkArrays) throws(ODEError) {
        var t = time
        do {
            if let driver {
                try driver.advance(state, time: &t, to: time + dt, stateUnchanged: !stateChanged)
            } else {
                guard let arrays = workArrays.arrays(dimension: 2 * capacity) else {
                    preconditionFailure("GSLIntegrator: no work arrays prepared for a block of \(capacity) channels")
                }
                try advanceOnSharedArrays(by: dt, arrays)
                t = time + dt
            }
        } catch {
            throw GSLIntegrator.relative(error, to: time)
        }
        time = t
    }

    /// The work of this block since it was created.
    var statistics: IntegrationStatistics {
        IntegrationStatistics(
            acceptedSteps: driver?.acceptedSteps ?? acceptedSteps, rejectedSteps: driver?.rejectedSteps ?? rejectedSteps,
            functionEvaluations: parameters.pointee.functionEvaluations,
            jacobianEvaluations: parameters.pointee.jacobianEvaluations
        )
    }
}
