extension GSLIntegrator {
    /// Advances the active channels of `batch` by `dt` seconds, block by block, and writes the
    /// result back only if every block succeeded.
    ///
    /// - Throws: ``IntegratorError/invalidTimeStep(_:)`` for a negative or non-finite `dt`;
    ///   ``IntegratorError/solverFailed(_:)`` when a block fails (its ``ODEError`` times are
    ///   seconds since the start of this frame). The batch is then unchanged.
    public func advance(_ batch: inout ChannelBatch, by dt: Double) throws {
        try IntegratorError.check(dt)
        // A fresh start (the first frame, new blocks, a failed frame), another batch than the last
        // one (a reused integrator) or any outside change to it (its generation: a retarget,
        // channels added, settled or woken) resets every block. Restarting only the blocks whose
        // channels changed broke the bit-identity of replays (SeekTests): not done until it can
        // be made history-independent.
        if needsFreshStart || batch.identity != seenIdentity || batch.generation != seenGeneration {
            for block in blocks { block.driver.reset() }
            clock = 0
            needsFreshStart = true
        }
        let n = batch.activeCount
        guard dt > 0, n > 0 else { return }
        do throws(ODEError) {
            try ensureCapacity(n)
        } catch {
            throw IntegratorError.solverFailed(error)
        }
        let fresh = needsFreshStart
        let t0 = clock, t1 = clock + dt
        let badSlot = try batch.withActiveChannels { (c) throws(IntegratorError) -> Int? in
            gather(c, fresh: fresh)
            let used = usedBlockCount(n)
            let failure: (block: Int, error: ODEError)?
            if let worker = workerForFrame(blockCount: used, activeChannels: n) {
                // Both threads take blocks from a shared counter; the lowest failure wins, as
                // on one thread (blocks are independent).
                worker.start(blocks: blocks, count: used, from: t0, to: t1)
                let mine = worker.advanceShare()
                let theirs = worker.wait()
                if let mine, let theirs { failure = mine.block < theirs.block ? mine : theirs } else { failure = mine ?? theirs }
            } else {
                failure = Self.advanceBlocks(blocks, 0..<used, from: t0, to: t1)
            }
            if let failure {
                needsFreshStart = true
                throw IntegratorError.solverFailed(Self.relative(failure.error, to: t0))
            }
            if c.hasMovingTargets, let bad = firstNonFiniteResult(c, dt: dt) { return bad }
            scatter(c, dt: dt)
            return nil
        }
        if let badSlot {
            needsFreshStart = true
            throw IntegratorError.nonFiniteResult(channel: batch.channel(inSlot: badSlot))
        }
        // The blocks integrated the ramped targets; the batch's targets move with them.
        batch.advanceTargets(by: dt)
        clock = t1
        seenIdentity = batch.identity
        seenGeneration = batch.generation
        needsFreshStart = false
    }

    /// The number of blocks that hold the first `n` active channels.
    func usedBlockCount(_ n: Int) -> Int {
        var base = 0, index = 0
        while base < n {
            base += blocks[index].capacity
            index += 1
        }
        return index
    }

    /// Advances `blocks[range]` from `t0` to `t1` in order, stopping at the first failure;
    /// returns the failing block's index and its error (times on the blocks' clock), or `nil`.
    static func advanceBlocks(
        _ blocks: [GSLIntegratorBlock], _ range: Range<Int>, from t0: Double, to t1: Double
    ) -> (block: Int, error: ODEError)? {
        for index in range {
            let block = blocks[index]
            var t = t0
            do throws(ODEError) {
                try block.driver.advance(block.state, time: &t, to: t1, stateUnchanged: !block.stateChanged)
            } catch {
                return (index, error)
            }
        }
        return nil
    }

    /// Makes sure the blocks hold at least `n` channels: every block has ``blockSize`` channels
    /// except the last, which has only as many as were needed when it was created and is
    /// replaced by a larger one when more are needed.
    func ensureCapacity(_ n: Int) throws(ODEError) {
        guard n > capacity else { return }
        if let last = blocks.last, last.capacity < blockSize {
            retiredStatistics += last.statistics
            capacity -= last.capacity
            blocks.removeLast()
        }
        while capacity < n {
            let size = Swift.min(blockSize, n - capacity)
            blocks.append(try GSLIntegratorBlock(
                capacity: size, stepper: stepper, tolerance: tolerance, initialStep: initialStep,
                maximumSteps: maximumStepsPerFrame))
            capacity += size
        }
        needsFreshStart = true
    }

    /// Copies the active channels into the blocks: displacement and velocity, k/m, c/m and the
    /// target's velocity. Unless `fresh`, a channel whose block state still reproduces its
    /// position and velocity exactly keeps that (unrounded) state, so the GSL integration
    /// continues; a block whose coefficients changed (another channel in a slot, a new spring or
    /// target velocity) is reset.
    private func gather(_ c: ActiveChannels, fresh: Bool) {
        let n = c.count
        var base = 0, index = 0
        while base < n {
            let block = blocks[index]
            guard let y = block.state.baseAddress else { preconditionFailure("GSLIntegrator: a block's state holds 2 values per channel, at least 2") }
            let k = block.parameters.pointee.stiffness
            let damping = block.parameters.pointee.damping
            let u = block.parameters.pointee.targetVelocity
            let used = Swift.min(block.capacity, n - base)
            var changed = fresh
            var coefficientsChanged = false
            for i in 0..<used {
                let slot = base + i
                let x = c.positions[slot], v = c.velocities[slot], target = c.targets[slot]
                if fresh || target + y[2 * i] != x || y[2 * i + 1] != v {
                    y[2 * i] = x - target
                    y[2 * i + 1] = v
                    changed = true
                }
                let spring = Int(c.springIndices[slot])
                let ki = c.stiffnessPerMass[spring], ci = c.dampingPerMass[spring], ui = c.targetVelocities[slot]
                if k[i] != ki || damping[i] != ci || u[i] != ui {
                    coefficientsChanged = true
                    k[i] = ki
                    damping[i] = ci
                    u[i] = ui
                }
            }
            if used < block.capacity {
                for i in used..<block.capacity {
                    if y[2 * i] != 0 || y[2 * i + 1] != 0 { changed = true }
                    if k[i] != 0 || damping[i] != 0 || u[i] != 0 { coefficientsChanged = true }
                    y[2 * i] = 0
                    y[2 * i + 1] = 0
                    k[i] = 0
                    damping[i] = 0
                    u[i] = 0
                }
            }
            // The driver sees a changed state itself, but not changed coefficients behind its params.
            if coefficientsChanged && !fresh { block.driver.reset() }
            block.stateChanged = changed || coefficientsChanged
            base += block.capacity
            index += 1
        }
    }

    /// The slot of the first channel whose target, moved along its velocity for `dt`, or whose
    /// new position would not be finite (only moving targets can overflow there), or `nil`.
    private func firstNonFiniteResult(_ c: ActiveChannels, dt: Double) -> Int? {
        let n = c.count
        var base = 0, index = 0
        while base < n {
            guard let y = blocks[index].state.baseAddress else { preconditionFailure("GSLIntegrator: a block's state holds 2 values per channel, at least 2") }
            for i in 0..<Swift.min(blocks[index].capacity, n - base) {
                let target = c.targets[base + i] + c.targetVelocities[base + i] * dt
                if !target.isFinite || !(target + y[2 * i]).isFinite { return base + i }
            }
            base += blocks[index].capacity
            index += 1
        }
        return nil
    }

    /// Writes the blocks' states back as positions (`target + displacement`, with the target where
    /// its velocity has carried it after `dt`) and velocities.
    private func scatter(_ c: ActiveChannels, dt: Double) {
        let n = c.count
        var base = 0, index = 0
        while base < n {
            let block = blocks[index]
            guard let y = block.state.baseAddress else { preconditionFailure("GSLIntegrator: a block's state holds 2 values per channel, at least 2") }
            let used = Swift.min(block.capacity, n - base)
            for i in 0..<used {
                let slot = base + i
                c.positions[slot] = (c.targets[slot] + c.targetVelocities[slot] * dt) + y[2 * i]
                c.velocities[slot] = y[2 * i + 1]
            }
            base += block.capacity
            index += 1
        }
    }

    /// `error` with its times measured from `start` (the frame's start) instead of the blocks' clock.
    static func relative(_ error: ODEError, to start: Double) -> ODEError {
        switch error {
        case .maximumStepsExceeded(let time): .maximumStepsExceeded(time: time - start)
        case .noProgress(let time): .noProgress(time: time - start)
        case .nonFiniteState(let time): .nonFiniteState(time: time - start)
        case .stepFailed(let time, let step): .stepFailed(time: time - start, stepSize: step)
        default: error
        }
    }
}
