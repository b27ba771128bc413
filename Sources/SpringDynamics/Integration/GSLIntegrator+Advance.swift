extension GSLIntegrator {
    /// Advances the active channels of `batch` by `dt` seconds, block by block, and writes the
    /// result back only if every block succeeded.
    ///
    /// - Throws: ``IntegratorError/invalidTimeStep(_:)`` for a negative or non-finite `dt`;
    ///   ``IntegratorError/solverFailed(_:)`` when a block fails (its ``ODEError`` times are
    ///   seconds since the start of this frame). The batch is then unchanged.
    public func advance(_ batch: inout ChannelBatch, by dt: Double) throws {
        try IntegratorError.check(dt)
        // Another batch than the last one (a reused integrator, as a replayed transition uses)
        // restarts every block; so do the first frame and the one after a failure. Any other
        // outside change (a retarget, a new state or spring, channels settling, waking or added)
        // restarts only the blocks it touched: `gather` compares each block's content with the
        // batch.
        if batch.identity != seenIdentity { needsFreshStart = true }
        let n = batch.activeCount
        guard dt > 0, n > 0 else { return }
        do throws(ODEError) {
            try ensureCapacity(n)
        } catch {
            throw IntegratorError.solverFailed(error)
        }
        let fresh = needsFreshStart
        let badSlot = try batch.withActiveChannels { (c) throws(IntegratorError) -> Int? in
            let used = usedBlockCount(n)
            gather(c, usedBlocks: used, fresh: fresh)
            let failure: (block: Int, error: ODEError)?
            if let worker = workerForFrame(blockCount: used, activeChannels: n) {
                // Both threads take blocks from a shared counter; the lowest failure wins, as
                // on one thread (blocks are independent).
                worker.start(blocks: blocks, count: used, by: dt)
                let mine = worker.advanceShare()
                let theirs = worker.wait()
                if let mine, let theirs { failure = mine.block < theirs.block ? mine : theirs } else { failure = mine ?? theirs }
            } else {
                failure = Self.advanceBlocks(blocks, 0..<used, by: dt)
            }
            if let failure {
                needsFreshStart = true
                throw IntegratorError.solverFailed(failure.error)
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
        seenIdentity = batch.identity
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

    /// Advances `blocks[range]` by `dt` in order, each on its own clock, stopping at the first
    /// failure; returns the failing block's index and its error (times since the frame's start),
    /// or `nil`.
    static func advanceBlocks(
        _ blocks: [GSLIntegratorBlock], _ range: Range<Int>, by dt: Double
    ) -> (block: Int, error: ODEError)? {
        for index in range {
            do throws(ODEError) {
                try blocks[index].advance(by: dt)
            } catch {
                return (index, error)
            }
        }
        return nil
    }

    /// Makes sure the blocks hold at least `n` channels: every block has ``blockSize`` channels
    /// except the last, which has only as many as were needed when it was created and is
    /// replaced by a larger one when more are needed. New blocks start afresh when first used;
    /// the others are left alone (a replaced block's channels have changed anyway: it is
    /// replaced only when more channels than before are active).
    func ensureCapacity(_ n: Int) throws(ODEError) {
        guard n > capacity else { return }
        if let last = blocks.last, last.capacity < blockSize {
            retiredStatistics += last.statistics
            retiredRestarts += last.restarts
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
    }

    /// Prepares the first `usedBlocks` blocks for a frame over the active channels `c`, and marks
    /// the others unused.
    ///
    /// A block **continues** its integration (its unrounded state, step size, multistep history
    /// and clock) only when everything it holds is what the batch holds: the same number of
    /// channels as in its last frame, and for each one the state (`target + y` is the position
    /// and `y'` the velocity, bit for bit), k/m, c/m and target velocity. Otherwise — and on a
    /// `fresh` start, and for a block that did not take part in the last frame — it **restarts**:
    /// every channel's state is gathered from the batch (`x − target`, `v`), the padding zeroed,
    /// the stepper reset, the clock set to 0. A restarted block is thus a function of its
    /// channels alone, exactly like a new integrator's first frame on them, whatever restarted
    /// before; and the decision depends only on the batch's history since the integrator first
    /// saw it. So a replay of the same calls gives the same bits, and a change to one channel
    /// leaves every other block's integration untouched.
    private func gather(_ c: ActiveChannels, usedBlocks: Int, fresh: Bool) {
        let n = c.count
        var base = 0
        for index in 0..<usedBlocks {
            let block = blocks[index]
            guard let y = block.state.baseAddress else { preconditionFailure("GSLIntegrator: a block's state holds 2 values per channel, at least 2") }
            let k = block.parameters.pointee.stiffness
            let damping = block.parameters.pointee.damping
            let u = block.parameters.pointee.targetVelocity
            let used = Swift.min(block.capacity, n - base)
            var restart = fresh || used != block.usedCount
            if !restart {
                for i in 0..<used {
                    let slot = base + i
                    let spring = Int(c.springIndices[slot])
                    if c.targets[slot] + y[2 * i] != c.positions[slot] || y[2 * i + 1] != c.velocities[slot]
                        || k[i] != c.stiffnessPerMass[spring] || damping[i] != c.dampingPerMass[spring]
                        || u[i] != c.targetVelocities[slot] {
                        restart = true
                        break
                    }
                }
            }
            if restart {
                for i in 0..<used {
                    let slot = base + i
                    let spring = Int(c.springIndices[slot])
                    y[2 * i] = c.positions[slot] - c.targets[slot]
                    y[2 * i + 1] = c.velocities[slot]
                    k[i] = c.stiffnessPerMass[spring]
                    damping[i] = c.dampingPerMass[spring]
                    u[i] = c.targetVelocities[slot]
                }
                for i in used..<block.capacity {
                    y[2 * i] = 0
                    y[2 * i + 1] = 0
                    k[i] = 0
                    damping[i] = 0
                    u[i] = 0
                }
                block.restart()
            } else {
                block.stateChanged = false
            }
            block.usedCount = used
            base += block.capacity
        }
        for index in usedBlocks..<blocks.count { blocks[index].usedCount = 0 }
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
