// The eased transition's clock: the spring engine's fixed-step grid with the remainder presented
// exactly. Poses are a closed form of the presented time; the grid only decides when the zIndex
// switch happens (and makes grid instants bit-identical whatever the frame rate).

extension EasedTransitionLayout {
    /// Advances the transition by `dt` seconds of wall time.
    ///
    /// Counts the whole clock steps of ``Configuration/timeStep`` that fit since the start (checking
    /// on each whether the eased progress has reached 0.5, which switches zIndex and isHidden for
    /// good) and presents the rest exactly: the poses are those of time ``time``. Any sequence of
    /// frames reaching the same instant gives the same poses there. Once ``time`` reaches
    /// ``duration`` (within a billionth of a step) the transition finishes: ``state`` becomes
    /// `finished`, every pose is the next layout's and ``completion`` runs with `true`.
    /// Does nothing once the transition has ended. Allocates nothing.
    ///
    /// - Throws: ``TransitionError/invalidTimeStep(_:)`` for a negative or non-finite `dt`, or
    ///   ``TransitionError/invalidConfiguration(name:value:requirement:)`` when a custom easing
    ///   curve returns a non-finite value at the new time; nothing changes then.
    public func advance(by dt: Double) throws(TransitionError) {
        guard dt.isFinite, dt >= 0 else { throw .invalidTimeStep(dt) }
        guard state == .running else { return }
        let h = configuration.timeStep
        let elapsed = sinceOrigin + dt
        if elapsed >= duration - 1e-9 * h {
            sinceOrigin = elapsed
            finish()
            return
        }
        // The allowance keeps frames whose sum is a whole number of steps from losing one to rounding.
        let steps = Int(Swift.min((elapsed / h + 1e-9).rounded(.down), 1e15))
        let rest = elapsed - Double(steps) * h
        let presented = rest <= 1e-9 * h ? 0 : rest
        let p = easing((Double(steps) * h + presented) / duration)
        guard p.isFinite else {
            throw .invalidConfiguration(name: "easing \(easing.name)", value: "\(p) at t = \((Double(steps) * h + presented) / duration)",
                                        requirement: "must be finite on [0, 1]")
        }
        if !hasPassedHalfway {
            var k = stepCount
            while k < steps {
                k += 1
                if easing(Double(k) * h / duration) >= 0.5 {
                    hasPassedHalfway = true
                    break
                }
            }
        }
        sinceOrigin = elapsed
        stepCount = steps
        remainder = presented
        presentedProgress = p
        poseEpoch &+= 1
    }

    /// Whether zIndex and isHidden show the target's values now: once the eased progress reached
    /// 0.5 on a clock step, or while the presented progress is at least 0.5.
    package var isPastHalfway: Bool { state == .finished || hasPassedHalfway || presentedProgress >= 0.5 }

    /// Ends the transition on its targets and calls the completion.
    package func finish() {
        state = .finished
        hasPassedHalfway = true
        presentedProgress = 1
        remainder = 0
        poseEpoch &+= 1
        if let done = completion {
            completion = nil
            done(true)
        }
    }
}
