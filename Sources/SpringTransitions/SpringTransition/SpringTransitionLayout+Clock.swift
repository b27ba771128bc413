// The fixed-step clock: whole steps of `timeStep` on a grid, the remainder presented exactly.

extension SpringTransitionLayout {
    /// Advances the transition by `dt` seconds of wall time.
    ///
    /// Runs as many whole clock steps as fit since the last grid point (each: integrate, settle,
    /// start delayed elements, switch halfway properties) and keeps the rest as the presented
    /// remainder, which poses and the offset read through the exact step map. Any sequence of
    /// frames reaching the same instant gives the same state there. When everything rests, the
    /// transition finishes: ``state`` becomes `finished` and ``completion`` runs with `true`.
    /// Does nothing once the transition has ended. Allocates nothing.
    ///
    /// - Throws: ``TransitionError/invalidTimeStep(_:)`` for a negative or non-finite `dt`, and
    ///   ``TransitionError/timeStepTooLong(dt:timeStep:limit:)`` for one that needs more than
    ///   ``maximumStepsPerAdvance`` clock steps (nothing changes); ``TransitionError/integrationFailed(_:)`` when the integrator fails (the
    ///   transition stays at its last completed step); ``TransitionError/invalidAnimation(element:field:value:requirement:)``
    ///   with field `addChannel(named:)` when a channel was added to one of its animations after
    ///   the transition took it over (every later advance throws it too).
    public func advance(by dt: Double) throws(TransitionError) {
        guard dt.isFinite, dt >= 0 else { throw .invalidTimeStep(dt) }
        guard state == .running else { return }
        if let lateChannelError { throw lateChannelError }
        guard let steps = clock.stepReached(advancingBy: dt, limit: Self.maximumStepsPerAdvance) else {
            throw .timeStepTooLong(dt: dt, timeStep: configuration.timeStep, limit: Self.maximumStepsPerAdvance)
        }
        clock.pass(dt)
        try run(toStep: steps)
    }

    /// Advances to exactly `target` seconds past the clock's origin (``sinceOrigin``; a target
    /// below it only presents the grid point reached): what ``advance(by:)`` by
    /// `target − sinceOrigin` does, with the clock summing to `target` bit for bit, so that a
    /// replay from a checkpoint reaches a logged instant exactly as the frames that logged it did.
    /// Does nothing once the transition has ended.
    ///
    /// - Throws: as ``advance(by:)``; ``TransitionError/invalidTimeStep(_:)`` for a non-finite `target`.
    func advance(toSinceOrigin target: Double) throws(TransitionError) {
        guard target.isFinite else { throw .invalidTimeStep(target) }
        guard state == .running else { return }
        if let lateChannelError { throw lateChannelError }
        guard let steps = clock.stepReached(at: target, limit: Self.maximumStepsPerAdvance) else {
            throw .timeStepTooLong(dt: target - sinceOrigin, timeStep: configuration.timeStep, limit: Self.maximumStepsPerAdvance)
        }
        clock.pass(to: target)
        try run(toStep: steps)
    }

    /// Takes the clock steps up to `steps` (the wall time already counted), then presents the
    /// remainder or finishes.
    private func run(toStep steps: Int) throws(TransitionError) {
        while clock.stepCount < steps && !isAtRest {
            do {
                try step()
            } catch {
                clock.stopAtGrid()
                clock.presentedChanged()
                throw error
            }
        }
        if isAtRest {
            finish()
        } else {
            clock.presentRemainder()
        }
        clock.presentedChanged()
        if state == .finished, let done = completion {
            completion = nil
            done(true)
        }
    }

    /// The most clock steps one ``advance(by:)`` takes: 1,000,000 (2.3 hours at 1/120 s). A longer
    /// `dt` is refused rather than left to run for hours.
    public static let maximumStepsPerAdvance = 1_000_000

    /// Whether nothing moves any more and no delayed element is left to start.
    var isAtRest: Bool {
        if lazyExact != nil { return lazyIsAtRest }
        return store.activeCount == 0 && waitingCursor == waiting.count
    }

    /// The time of the current grid point.
    var gridTime: Double { clock.gridTime }

    /// One clock step.
    func step() throws(TransitionError) {
        // The lazy exact path reads every state from its closed form: the clock alone moves.
        if lazyExact != nil {
            lazyStepsPending += 1
            return clock.stepped()
        }
        try integrateStep()
        clock.stepped()
        let following = sums.beginStep(springs: store.springTable, timeStep: configuration.timeStep)
        store.removeSettled { info, d, v in sums.settled(info, displacement: d, velocity: v, following: following) }
        store.forEachSettledTravel { travel in sums.settled(travel: travel, following: following) }
        startDelayed(upTo: gridTime)
        switchHalfway()
        if !sums.endStep(following: following, stamp: clock.gridStamp) {
            sums.recompute(over: store, stamp: clock.gridStamp, timeStep: configuration.timeStep)
        }
    }

    /// Starts every delayed element whose start time is at or before `t`, in the state the closed
    /// form gives for the time since its start.
    func startDelayed(upTo t: Double) {
        while waitingCursor < waiting.count {
            let entry = Int(waiting[waitingCursor])
            let a = elements.object(ofEntry: entry)
            guard a.startTime <= t else { break }
            let elapsed = t - a.startTime
            for c in a.table {
                let spring = store.spring(of: c.id)
                let s = Self.delayedMotion(c, spring: spring).state(after: elapsed)
                setChannel(c.id, position: s.value, velocity: s.velocity, target: c.to)
            }
            a.isWaiting = false
            entryStarted(entry, a)
            waitingCursor += 1
            clock.gridChanged()
        }
    }

    /// Ends the transition on its targets.
    func finish() {
        state = .finished
        clock.stopAtGrid()
        elements.markAllPassedHalfway()
    }

    /// Moves the grid to the presented time: commits the extrapolated state of every moving channel,
    /// starts delayed elements due by now, and restarts the step count there. Presented values do
    /// not change. Used before a retarget so that the new targets apply from exactly now.
    func rebase() {
        // The lazy exact path's closed forms count steps from the current origin: leave it first.
        if lazyExact != nil { leaveLazyExact() }
        let now = time
        if clock.remainder != 0 {
            store.commitPresentedStates(remainder: clock.remainder)
            sums.invalidate()
        }
        clock.rebase(to: now)
        // The steps the halfway checks are due at counted from the old origin.
        halfwayQueue.makeAllDue(atStep: 1)
        startDelayed(upTo: now)
        clock.gridChanged()
        clock.presentedChanged()
        sums.recomputeIfUntracked(over: store, stamp: clock.gridStamp, timeStep: configuration.timeStep)
    }
}
