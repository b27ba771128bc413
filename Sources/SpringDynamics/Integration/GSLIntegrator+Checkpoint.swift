// Checkpoints of a GSL integrator between frames: everything that carries over from one frame to
// the next, so that a transition put back in an earlier state continues bit for bit as it did.

extension GSLIntegrator {
    /// Everything the integrator carries from one frame to the next, copied: per block its
    /// unrounded state, GSL's last derivative, the step size the next step tries, the evolve
    /// counters, its clock and coefficients, and which channels it held; and which batch (and
    /// change log) the last frame advanced. Restored with ``restore(_:replacingIdentity:with:)``, the next
    /// frame computes exactly what the frame after the checkpoint computed.
    ///
    /// Only for the steppers that ``Stepper/keepsNoStateBetweenSteps`` (rk2, rk4, rkf45, rkck,
    /// rk8pd) with a scalar tolerance: their whole state between steps is what GSL's evolve object
    /// and the driver hold, which the blocks keep as plain values. The implicit steppers (iteration
    /// state inside GSL) and the multistep ones (msadams, msbdf: their history inside GSL) keep
    /// state that cannot be copied out, so they have no checkpoint. The statistics are not part of
    /// it (they keep counting).
    package struct Checkpoint {
        /// One block's values.
        struct Block {
            let capacity: Int
            /// The state, then the derivative, then k/m, c/m and the target velocities.
            let values: [Double]
            let movesTargets: Bool
            let stepSize: Double
            let evolveCount: UInt
            let evolveFailedSteps: UInt
            let evolveLastStep: Double
            let stateChanged: Bool
            let time: Double
            let usedCount: Int
            let mayHaveChanged: Bool
            let foundRest: Bool
        }

        let blocks: [Block]
        let needsFreshStart: Bool
        let seenIdentity: UInt64?
        let seenChangeLog: UInt64

        /// The memory the checkpoint holds, in bytes (about 7 doubles per channel).
        package var byteCount: Int { blocks.reduce(0) { $0 + $1.values.count * MemoryLayout<Double>.stride } }
    }

    /// Whether ``checkpoint()`` can copy this integrator's state (see ``Checkpoint``).
    package var supportsCheckpoints: Bool { sharesWorkArrays }

    /// A copy of the state between frames, or `nil` when the stepper keeps state that cannot be
    /// copied (see ``Checkpoint``). O(channels); allocates the copy.
    package func checkpoint() -> Checkpoint? {
        guard sharesWorkArrays else { return nil }
        return Checkpoint(blocks: blocks.map { $0.saved() }, needsFreshStart: needsFreshStart,
                          seenIdentity: seenIdentity, seenChangeLog: seenChangeLog)
    }

    /// Puts the state of `checkpoint` (taken from this integrator or another of the same stepper,
    /// tolerance and block size) back, as if the frames since had not happened. Blocks of another
    /// capacity than the checkpoint's are replaced (their statistics retired); the others are
    /// overwritten in place (no allocation). When the batch was restored into a copy with a new
    /// identity, pass the identity the checkpoint's batch had as `identity` and the copy's as
    /// `newIdentity`: the last frame then counts as the copy's.
    ///
    /// - Throws: ``ODEError`` when a replacement block cannot be created.
    package func restore(_ checkpoint: Checkpoint, replacingIdentity identity: UInt64? = nil,
                         with newIdentity: UInt64? = nil) throws(ODEError) {
        precondition(sharesWorkArrays, "GSLIntegrator: only integrators on shared work arrays have checkpoints")
        for (index, saved) in checkpoint.blocks.enumerated() {
            if index < blocks.count, blocks[index].capacity == saved.capacity { continue }
            let block = try GSLIntegratorBlock(
                capacity: saved.capacity, stepper: stepper, tolerance: tolerance, initialStep: initialStep,
                maximumSteps: maximumStepsPerFrame, sharesWorkArrays: true)
            if index < blocks.count {
                retiredStatistics += blocks[index].statistics
                retiredRestarts += blocks[index].restarts
                blocks[index] = block
            } else {
                blocks.append(block)
            }
        }
        while blocks.count > checkpoint.blocks.count {
            let last = blocks.removeLast()
            retiredStatistics += last.statistics
            retiredRestarts += last.restarts
        }
        for (block, saved) in zip(blocks, checkpoint.blocks) { block.load(saved) }
        capacity = checkpoint.blocks.reduce(0) { $0 + $1.capacity }
        needsFreshStart = checkpoint.needsFreshStart
        seenIdentity = checkpoint.seenIdentity == identity && identity != nil ? newIdentity : checkpoint.seenIdentity
        seenChangeLog = checkpoint.seenChangeLog
    }
}

extension GSLIntegratorBlock {
    /// The block's values between frames (see ``GSLIntegrator/Checkpoint``).
    func saved() -> GSLIntegrator.Checkpoint.Block {
        let n = capacity
        var values = [Double]()
        values.reserveCapacity(7 * n)
        values.append(contentsOf: state)
        values.append(contentsOf: derivative)
        let p = parameters.pointee
        values.append(contentsOf: UnsafeBufferPointer(start: p.stiffness, count: n))
        values.append(contentsOf: UnsafeBufferPointer(start: p.damping, count: n))
        values.append(contentsOf: UnsafeBufferPointer(start: p.targetVelocity, count: n))
        return .init(capacity: n, values: values, movesTargets: p.movesTargets, stepSize: stepSize,
                     evolveCount: evolveCount, evolveFailedSteps: evolveFailedSteps, evolveLastStep: evolveLastStep,
                     stateChanged: stateChanged, time: time, usedCount: usedCount, mayHaveChanged: mayHaveChanged,
                     foundRest: foundRest)
    }

    /// Overwrites the block's values with `saved` (of the same capacity), in place.
    func load(_ saved: GSLIntegrator.Checkpoint.Block) {
        let n = capacity
        precondition(saved.capacity == n && saved.values.count == 7 * n && derivative.count == 2 * n,
                     "GSLIntegrator: a block checkpoint of another shape")
        saved.values.withUnsafeBufferPointer { v in
            guard let base = v.baseAddress else { return }
            state.baseAddress?.update(from: base, count: 2 * n)
            derivative.baseAddress?.update(from: base + 2 * n, count: 2 * n)
            parameters.pointee.stiffness.update(from: base + 4 * n, count: n)
            parameters.pointee.damping.update(from: base + 5 * n, count: n)
            parameters.pointee.targetVelocity.update(from: base + 6 * n, count: n)
        }
        parameters.pointee.movesTargets = saved.movesTargets
        stepSize = saved.stepSize
        evolveCount = saved.evolveCount
        evolveFailedSteps = saved.evolveFailedSteps
        evolveLastStep = saved.evolveLastStep
        stateChanged = saved.stateChanged
        time = saved.time
        usedCount = saved.usedCount
        mayHaveChanged = saved.mayHaveChanged
        foundRest = saved.foundRest
    }
}
