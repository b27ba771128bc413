// Driving a seekable transition by progress, and letting it go with the gesture's velocity.

extension SeekableSpringTransition {
    /// The instant the transition comes to rest, given every logged retarget and release: known
    /// once it has been reached, otherwise found by running a fresh copy to its end (a start plus
    /// every clock step; the placed state does not change). Cached until the next retarget or release.
    ///
    /// - Throws: ``SeekError/transition(_:)`` when the integrator fails;
    ///   ``SeekError/noRest(within:)`` when the transition does not come to rest within 600 s.
    public func restTime() throws(SeekError) -> Double {
        if let endTime { return endTime }
        do {
            let fresh = try make()
            for r in retargets {
                try fresh.advance(by: r.sinceOrigin)
                guard fresh.state == .running else { break }
                try r.change.apply(to: fresh)
            }
            var seconds = 0
            while fresh.state == .running {
                guard seconds < Self.maximumRestSearch else { throw SeekError.noRest(within: Double(Self.maximumRestSearch)) }
                try fresh.advance(by: 1)
                seconds += 1
            }
            endTime = fresh.time
            return fresh.time
        } catch let error as SeekError {
            throw error
        } catch let error as TransitionError {
            throw .transition(error)
        } catch {
            throw .transition(.integrationFailed(IntegrationFailure(integrator: transition.integrator.name, time: transition.time, error: error)))
        }
    }

    /// The longest run ``restTime()`` tries, in seconds of transition time.
    static let maximumRestSearch = 600

    /// The placed time as a fraction of ``restTime()`` (0 at the start, 1 at rest), once the rest
    /// time is known (``endTime``); `nil` before.
    public var progress: Double? {
        guard let end = endTime else { return nil }
        return end > 0 ? Swift.min(1, time / end) : 1
    }

    /// Places the transition at `progress` of its run: the time `progress`·``restTime()`` (linear
    /// in time; see the type's description), with everything ``seek(to:)`` guarantees.
    ///
    /// - Throws: ``SeekError/invalid(parameter:value:requirement:)`` naming `progress` for NaN or a
    ///   value outside [0, 1] (nothing changes); what ``restTime()`` and ``seek(to:)`` throw.
    public func seek(toProgress progress: Double) throws(SeekError) {
        guard progress.isFinite, progress >= 0, progress <= 1 else {
            throw .invalid(parameter: "progress", value: progress, requirement: "must be within [0, 1]")
        }
        let end = try restTime()
        try seek(to: Swift.min(progress * end, end))
    }

    /// Lets go of a gesture that drove the transition's progress at `progressVelocity` (progress
    /// per second, negative when scrubbing back): ``release(timeRate:)`` with the rate
    /// `progressVelocity`·``restTime()``, the transition time the gesture ran per second.
    ///
    /// - Throws: ``SeekError/invalid(parameter:value:requirement:)`` naming `progressVelocity` when
    ///   it is not finite; what ``restTime()`` and ``release(timeRate:)`` throw.
    public func release(progressVelocity: Double) throws(SeekError) {
        guard progressVelocity.isFinite else {
            throw .invalid(parameter: "progressVelocity", value: progressVelocity, requirement: "must be finite")
        }
        try release(timeRate: progressVelocity * (try restTime()))
    }

    /// Lets go of a gesture that ran the transition's clock at `timeRate` seconds of transition
    /// time per second (1: as fast as the transition itself; 0: held still; negative: scrubbing
    /// back): every moving channel keeps its value and continues on its spring, live, with its
    /// velocity times `timeRate` — the velocity the elements had on screen under the finger.
    /// Elements still waiting for their delay are not moving yet and start as planned. The release
    /// is logged like a retarget, so seeking back across it and forward again replays it; events
    /// logged after the placed time are dropped. Advance with ``advance(by:)`` afterwards.
    ///
    /// - Throws: ``SeekError/invalid(parameter:value:requirement:)`` naming `timeRate` when it is not
    ///   finite; ``SeekError/timeOutOfRange(time:end:)`` once the transition has come to rest.
    public func release(timeRate: Double) throws(SeekError) {
        guard timeRate.isFinite else {
            throw .invalid(parameter: "timeRate", value: timeRate, requirement: "must be finite")
        }
        guard transition.state == .running else { throw .timeOutOfRange(time: transition.time, end: transition.time) }
        let entry = Retarget(sinceOrigin: transition.sinceOrigin, time: transition.time, change: .release(velocityScale: timeRate))
        transition.scaleVelocities(by: timeRate)
        log(entry)
    }
}

extension SeekableSpringTransition.Retarget.Change {
    /// Applies the logged change to `transition` (a replay).
    func apply(to transition: SpringTransitionLayout) throws(TransitionError) {
        switch self {
        case let .retarget(layout, provider, toContentOffset):
            try transition.retarget(to: layout, using: provider, toContentOffset: toContentOffset)
        case let .release(scale):
            transition.scaleVelocities(by: scale)
        }
    }
}

extension SpringTransitionLayout {
    /// Moves the clock's grid to now (``rebase()``: presented values do not change) and multiplies
    /// the velocity of every moving channel by `scale`.
    func scaleVelocities(by scale: Double) {
        guard state == .running else { return }
        rebase()
        store.scaleVelocities(by: scale)
        sums.invalidate()
    }
}
