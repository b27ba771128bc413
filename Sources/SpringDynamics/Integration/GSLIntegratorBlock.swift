internal import CGSL

/// What the spring callbacks of ``GSLIntegrator`` find behind GSL's `params` pointer: the
/// block's per-channel coefficients and its evaluation counters.
///
/// The state of channel `i` of a block is `y[2i] = x − target` (displacement) and
/// `y[2i + 1] = v`, so `x' = v − targetVelocity[i]` (the target moves linearly during a frame)
/// and `v' = −stiffness[i]·x − damping[i]·v`. Padding channels have zero coefficients and zero
/// state, so they stay zero.
struct SpringBlockParameters {
    /// Channels in the block, padding included (the system has dimension `2 · count`).
    let count: Int
    /// k/m per channel (1/s²).
    let stiffness: UnsafeMutablePointer<Double>
    /// c/m per channel (1/s).
    let damping: UnsafeMutablePointer<Double>
    /// The rate at which each channel's target moves (position units per second; usually 0).
    let targetVelocity: UnsafeMutablePointer<Double>
    /// Whether any ``targetVelocity`` is other than +0 (else the right-hand side skips them:
    /// `v − (+0)` is `v`, bit for bit).
    var movesTargets = false
    /// Calls of ``springBlockFunction`` since the block was created.
    var functionEvaluations = 0
    /// Calls of ``springBlockJacobian`` since the block was created.
    var jacobianEvaluations = 0
}

/// The right-hand side of one block of spring channels (a ``GSLFunction``, capturing nothing):
/// `x' = v − u`, `v' = −(k/m)·x − (c/m)·v` per channel, with `x` the displacement from the target
/// and `u` the target's velocity (autonomous: a target moving linearly adds a constant).
let springBlockFunction: GSLFunction = { _, y, dydt, params in
    guard let y, let dydt, let params else { return GSLStatus.fault }
    let block = params.assumingMemoryBound(to: SpringBlockParameters.self)
    block.pointee.functionEvaluations &+= 1
    let n = block.pointee.count
    let k = block.pointee.stiffness
    let c = block.pointee.damping
    if block.pointee.movesTargets {
        let u = block.pointee.targetVelocity
        for i in 0..<n {
            let x = y[2 &* i], v = y[2 &* i &+ 1]
            dydt[2 &* i] = v - u[i]
            dydt[2 &* i &+ 1] = -k[i] * x - c[i] * v
        }
        return GSLStatus.success
    }
    // Two channels at a time in vector registers: the same operations lane by lane (IEEE
    // products and differences, no fused multiply-add), so the same bits as the scalar loop.
    let source = UnsafeRawPointer(y), target = UnsafeMutableRawPointer(dydt)
    let damping = UnsafeRawPointer(c)
    var i = 0
    while i &+ 2 <= n {
        let pair = source.loadUnaligned(fromByteOffset: i &* 16, as: SIMD4<Double>.self)
        let x = SIMD2(pair[0], pair[2]), v = SIMD2(pair[1], pair[3])
        // Negated lane by lane (a sign flip; SIMD's prefix minus is 0 − k, which differs for k = +0).
        let minusK = SIMD2(-k[i], -k[i &+ 1])
        let cc = damping.loadUnaligned(fromByteOffset: i &* 8, as: SIMD2<Double>.self)
        let a = minusK * x - cc * v
        target.storeBytes(of: SIMD4(v[0], a[0], v[1], a[1]), toByteOffset: i &* 16, as: SIMD4<Double>.self)
        i &+= 2
    }
    if i < n {
        let x = y[2 &* i], v = y[2 &* i &+ 1]
        dydt[2 &* i] = v
        dydt[2 &* i &+ 1] = -k[i] * x - c[i] * v
    }
    return GSLStatus.success
}

/// The dense, row-major Jacobian of ``springBlockFunction`` (a ``GSLJacobian``): 2×2 blocks
/// `[[0, 1], [−k/m, −c/m]]` on the diagonal, zeros elsewhere; `∂f/∂t = 0`.
let springBlockJacobian: GSLJacobian = { _, _, dfdy, dfdt, params in
    guard let dfdy, let dfdt, let params else { return GSLStatus.fault }
    let block = params.assumingMemoryBound(to: SpringBlockParameters.self)
    block.pointee.jacobianEvaluations &+= 1
    let n = block.pointee.count
    let dimension = 2 &* n
    dfdy.update(repeating: 0, count: dimension &* dimension)
    dfdt.update(repeating: 0, count: dimension)
    let k = block.pointee.stiffness
    let c = block.pointee.damping
    for i in 0..<n {
        let row = 2 &* i
        dfdy[row &* dimension &+ row &+ 1] = 1
        dfdy[(row &+ 1) &* dimension &+ row] = -k[i]
        dfdy[(row &+ 1) &* dimension &+ row &+ 1] = -c[i]
    }
    return GSLStatus.success
}

/// What every block of one ``GSLIntegrator`` frame needs: the active channels (read only, by
/// both threads) and their rest thresholds, the blocking, whether every block restarts, and
/// the time step.
struct GSLBlockFrame: @unchecked Sendable {
    /// The batch's active channels; blocks read them (``GSLIntegratorBlock/gather(_:base:fresh:)``).
    let channels: ActiveChannels
    /// The rest thresholds of every slot (displacement, velocity), for the rest check of
    /// ``GSLIntegratorBlock/scatter(_:index:)``.
    let restDisplacement: UnsafeBufferPointer<Double>
    let restVelocity: UnsafeBufferPointer<Double>
    /// The largest thresholds of the batch: a channel outside them cannot be at rest.
    let largestRestDisplacement: Double
    let largestRestVelocity: Double
    /// The integrator's ``GSLIntegrator/blockSize``: block `i` holds the slots from `i · blockSize` on.
    let blockSize: Int
    /// Whether every block restarts (a fresh start).
    let fresh: Bool
    /// The frame's time step, in seconds.
    let dt: Double
}

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
            if d < rdMax && v < rvMax && u == 0 && d < frame.restDisplacement[slot] && v < frame.restVelocity[slot] {
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

    /// What ``GSLDriver/reset()`` does to a driver's GSL state, for a block on shared work arrays:
    /// the step size back to the initial step, the evolve counters to 0 (so the next step
    /// evaluates its first derivative afresh).
    func resetEvolveState() {
        stepSize = initialStep
        evolveCount = 0
        evolveFailedSteps = 0
        evolveLastStep = 0
    }

    /// ``GSLDriver/advance(_:time:to:sampling:stateUnchanged:accept:)`` from ``time`` to
    /// `time + dt`, step for step, on `arrays` instead of a driver of the block's own: the same
    /// checks, the same `gsl_odeiv2_evolve_apply` loop with its exact step limit, the same
    /// errors, with the evolve object pointed at this block's derivative and counters for the
    /// call. GSL integrates ``state`` in place (no copy in or out).
    func advanceOnSharedArrays(by dt: Double, _ arrays: GSLWorkArrays) throws(ODEError) {
        let t1 = time + dt
        guard t1.isFinite else { throw .invalidParameter(name: "t1", value: t1, requirement: "finite") }
        guard let y = state.baseAddress else { preconditionFailure("GSLIntegrator: a block's state holds 2 values per channel, at least 2") }
        let dimension = 2 * capacity
        if stateChanged {
            // As the driver checks a state it has not committed itself.
            for i in 0..<dimension where !y[i].isFinite {
                throw .invalidParameter(name: "y[\(i)]", value: y[i], requirement: "finite")
            }
            stateChanged = false
        }
        guard t1 != time else { return }
        let evolve = arrays.evolve
        evolve.pointee.dydt_out = derivative.baseAddress
        evolve.pointee.count = evolveCount
        evolve.pointee.failed_steps = evolveFailedSteps
        evolve.pointee.last_step = evolveLastStep
        arrays.system.pointee.params = UnsafeMutableRawPointer(parameters)
        var now = time
        var h = stepSize
        var steps = 0
        let status = Self.evolve(arrays, y, time: &now, to: t1, h: &h, steps: &steps, maximumSteps: maximumSteps)
        acceptedSteps += steps
        rejectedSteps += Int(evolve.pointee.failed_steps &- evolveFailedSteps)
        evolveCount = evolve.pointee.count
        evolveFailedSteps = evolve.pointee.failed_steps
        evolveLastStep = evolve.pointee.last_step
        stepSize = h
        evolve.pointee.dydt_out = arrays.ownDerivative
        arrays.system.pointee.params = nil
        guard status == GSLStatus.success else {
            resetEvolveState()
            stateChanged = true
            switch status {
            case GSLStatus.maximumIterations: throw .maximumStepsExceeded(time: now)
            case GSLStatus.noProgress, GSLStatus.failure, GSLStatus.underflow: throw .noProgress(time: now)
            default: throw .gslFailure(status: status, operation: "gsl_odeiv2_evolve_apply")
            }
        }
        for i in 0..<dimension where !y[i].isFinite {
            resetEvolveState()
            stateChanged = true
            throw .nonFiniteState(time: t1)
        }
    }

    /// The adaptive loop of ``GSLDriver`` (`evolveAdaptively`, forwards, no step-size bounds):
    /// `gsl_odeiv2_evolve_apply` until `t1`, failing after `maximumSteps` accepted steps short of it.
    private static func evolve(
        _ arrays: GSLWorkArrays, _ y: UnsafeMutablePointer<Double>, time: inout Double, to t1: Double, h: inout Double,
        steps: inout Int, maximumSteps: Int
    ) -> Int32 {
        while t1 - time > 0 {
            let status = gsl_odeiv2_evolve_apply(arrays.evolve, arrays.control, arrays.step, arrays.system, &time, t1, &h, y)
            guard status == GSLStatus.success else { return status }
            steps += 1
            guard t1 - time > 0 else { break }
            if steps >= maximumSteps { return GSLStatus.maximumIterations }
        }
        time = t1
        return GSLStatus.success
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
