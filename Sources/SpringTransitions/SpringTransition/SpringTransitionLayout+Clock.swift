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
        let h = configuration.timeStep
        // The allowance keeps frames whose sum is a whole number of steps from losing one to rounding.
        let wholeSteps = ((sinceOrigin + dt) / h + 1e-9).rounded(.down)
        guard wholeSteps - Double(stepCount) <= Double(Self.maximumStepsPerAdvance) else {
            throw .timeStepTooLong(dt: dt, timeStep: h, limit: Self.maximumStepsPerAdvance)
        }
        sinceOrigin += dt
        let steps = Int(wholeSteps)
        while stepCount < steps && !isAtRest {
            do {
                try step()
            } catch {
                sinceOrigin = Double(stepCount) * h
                remainder = 0
                frame &+= 1
                throw error
            }
        }
        if isAtRest {
            finish()
        } else {
            let rest = sinceOrigin - Double(stepCount) * h
            remainder = rest <= 1e-9 * h ? 0 : rest
        }
        frame &+= 1
        if state == .finished, let done = completion {
            completion = nil
            done(true)
        }
    }

    /// The most clock steps one ``advance(by:)`` takes: 1,000,000 (2.3 hours at 1/120 s). A longer
    /// `dt` is refused rather than left to run for hours.
    public static let maximumStepsPerAdvance = 1_000_000

    /// Whether nothing moves any more and no delayed element is left to start.
    var isAtRest: Bool { store.batch.activeCount == 0 && waitingCursor == waiting.count }

    /// The time of the current grid point.
    var gridTime: Double { origin + Double(stepCount) * configuration.timeStep }

    /// One clock step.
    func step() throws(TransitionError) {
        do {
            try store.advance(with: &stepper, by: configuration.timeStep)
        } catch {
            throw .integrationFailed(IntegrationFailure(integrator: stepper.name, time: gridTime, error: error))
        }
        stepCount += 1
        gridStamp &+= 1
        let tracked = sumsTracked && integratorIsExact
        if tracked { propagateSums() }
        store.removeSettled { info, d, v in
            guard tracked else { return }
            springSumsX[Int(info.spring)] -= info.weight * d
            springSumsV[Int(info.spring)] -= info.weight * v
        }
        store.forEachSettledTravel { travel in
            restSum += travel
            if tracked { activeTargetSum -= travel }
        }
        startDelayed(upTo: gridTime)
        switchHalfway()
        if tracked && sumsTracked {
            gridProgress = trackedGridProgress()
            progressStamp = gridStamp
            springSumsStamp = gridStamp
        } else if integratorIsExact {
            recomputeSums()
        }
    }

    /// Starts every delayed element whose start time is at or before `t`, in the state the closed
    /// form gives for the time since its start.
    func startDelayed(upTo t: Double) {
        while waitingCursor < waiting.count {
            let entry = Int(waiting[waitingCursor])
            let a = entries[entry].animation.invariant("waiting entries are animated")
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
            gridStamp &+= 1
        }
    }

    /// Ends the transition on its targets.
    func finish() {
        state = .finished
        remainder = 0
        sinceOrigin = Double(stepCount) * configuration.timeStep
        for entry in entries { entry.animation?.hasPassedHalfway = true }
    }

    /// Moves the grid to the presented time: commits the extrapolated state of every moving channel,
    /// starts delayed elements due by now, and restarts the step count there. Presented values do
    /// not change. Used before a retarget so that the new targets apply from exactly now.
    func rebase() {
        let now = time
        if remainder != 0 {
            store.commitPresentedStates(remainder: remainder)
            invalidateSums()
        }
        origin = now
        stepCount = 0
        sinceOrigin = 0
        remainder = 0
        // The steps the halfway checks are due at counted from the old origin.
        halfwayQueue.makeAllDue(atStep: 1)
        startDelayed(upTo: now)
        gridStamp &+= 1
        frame &+= 1
        if integratorIsExact && !sumsTracked { recomputeSums() }
    }
}
