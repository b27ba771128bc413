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
        // restarts only the blocks it touched: each block compares its content with the
        // batch.
        if batch.identity != seenIdentity { needsFreshStart = true }
        let n = batch.activeCount
        guard dt > 0, n > 0 else { return }
        let worker: GSLBlockWorker?, used: Int
        do throws(ODEError) {
            try ensureCapacity(n)
            used = usedBlockCount(n)
            worker = workerForFrame(blockCount: used, activeChannels: n)
            try prepareWorkArrays(worker: worker)
        } catch {
            throw IntegratorError.solverFailed(error)
        }
        let fresh = needsFreshStart
        if !fresh { markChangedBlocks(batch, activeCount: n) }
        let rdMax = batch._largestRestDisplacement, rvMax = batch._largestRestVelocity
        var anyAtRest = true
        let badSlot = try batch.withActiveChannelsAndThresholds { (c, thresholds) throws(IntegratorError) -> Int? in
            // Blocks left out of this frame start afresh when they are used again.
            for index in used..<blocks.count { blocks[index].usedCount = 0 }
            let frame = GSLBlockFrame(channels: c, thresholds: thresholds, largestRestDisplacement: rdMax,
                                      largestRestVelocity: rvMax, blockSize: blockSize, fresh: fresh, dt: dt)
            let failure: (block: Int, error: ODEError)?
            if let worker {
                // Both threads take blocks (gather and advance) from a shared counter; the lowest
                // failure wins, as on one thread (blocks are independent).
                worker.start(blocks: blocks, count: used, frame: frame)
                let mine = worker.advanceShare(workArrays: workArrays)
                let theirs = worker.wait()
                if let mine, let theirs { failure = mine.block < theirs.block ? mine : theirs } else { failure = mine ?? theirs }
            } else {
                failure = Self.advanceBlocks(blocks, 0..<used, frame, workArrays: workArrays)
            }
            if let failure {
                needsFreshStart = true
                throw IntegratorError.solverFailed(failure.error)
            }
            if c.hasMovingTargets, let bad = firstNonFiniteResult(c, dt: dt) { return bad }
            // Every block succeeded: write the results back (on both threads when there are two;
            // each block writes only its own slots).
            if let worker {
                worker.start(blocks: blocks, count: used, frame: frame, scattering: true)
                _ = worker.advanceShare(workArrays: workArrays)
                _ = worker.wait()
            } else {
                for index in 0..<used { blocks[index].scatter(frame, index: index) }
            }
            anyAtRest = blocks[0..<used].contains { $0.foundRest }
            return nil
        }
        if let badSlot {
            needsFreshStart = true
            throw IntegratorError.nonFiniteResult(channel: batch.channel(inSlot: badSlot))
        }
        // The scatter checked every channel against its rest thresholds: when none lies within
        // them, removeSettled has nothing to do (moving the targets below forgets this again).
        batch._knownUnsettled = !anyAtRest
        // The blocks integrated the ramped targets; the batch's targets move with them.
        batch.advanceTargets(by: dt)
        seenChangeLog = batch.startChangeLog()
        seenIdentity = batch.identity
        needsFreshStart = false
    }

    /// Sets each block's ``GSLIntegratorBlock/mayHaveChanged`` from the batch's change log: only
    /// the blocks holding a slot written since the last frame, or every block when the log does
    /// not cover the time since (see `ChannelBatch+ChangeLog.swift`).
    func markChangedBlocks(_ batch: ChannelBatch, activeCount n: Int) {
        batch.changedSlots(since: seenChangeLog) { slots in
            guard let slots else {
                for block in blocks { block.mayHaveChanged = true }
                return
            }
            for block in blocks { block.mayHaveChanged = false }
            for slot in slots where Int(slot) < n { blocks[Int(slot) / blockSize].mayHaveChanged = true }
        }
    }

    /// Makes sure each thread of the frame has GSL work arrays for every block dimension (a
    /// full block and the last one), when the blocks share them; allocates only when a
    /// dimension is new.
    func prepareWorkArrays(worker: GSLBlockWorker?) throws(ODEError) {
        guard sharesWorkArrays, let first = blocks.first, let last = blocks.last else { return }
        let dimensions = (2 * first.capacity, 2 * last.capacity)
        try workArrays.prepare(dimensions: dimensions, stepper: stepper, tolerance: tolerance)
        try worker?.workArrays.prepare(dimensions: dimensions, stepper: stepper, tolerance: tolerance)
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

    /// Gathers and advances `blocks[range]` in order (see ``GSLIntegratorBlock/run(_:index:)``),
    /// stopping at the first failure; returns the failing block's index and its error (times
    /// since the frame's start), or `nil`.
    static func advanceBlocks(
        _ blocks: [GSLIntegratorBlock], _ range: Range<Int>, _ frame: GSLBlockFrame, workArrays: GSLThreadWorkArrays
    ) -> (block: Int, error: ODEError)? {
        for index in range {
            do throws(ODEError) {
                try blocks[index].run(frame, index: index, workArrays: workArrays)
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
                maximumSteps: maximumStepsPerFrame, sharesWorkArrays: sharesWorkArrays))
            capacity += size
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
