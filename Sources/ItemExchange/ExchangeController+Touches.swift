// Raw touches through the controller's long-press recogniser, and the clock.

extension ExchangeController {
    /// A finger touched down at `point` (content coordinates). The press begins (and
    /// ``began(at:time:)`` runs) once it has been held for ``ExchangeConfiguration/minimumPressDuration``
    /// without moving more than ``ExchangeConfiguration/allowableMovement``: at the first
    /// ``advance(by:)``, ``advance(to:)``, move or lift that reaches that time.
    ///
    /// - Throws: ``ExchangeError`` for a non-finite point or time, a time before ``time`` or a call
    ///   from a delegate callback; nothing changes.
    public func touchDown(at point: Point, time: Double) throws(ExchangeError) {
        try checkInput("touchDown(at:time:)", time: time, point: point)
        try deliver(longPressRecognizer.touchDown(at: point, time: time), at: time)
    }

    /// The finger moved to `point` (content coordinates).
    ///
    /// - Throws: as ``touchDown(at:time:)``.
    public func touchMoved(to point: Point, time: Double) throws(ExchangeError) {
        try checkInput("touchMoved(to:time:)", time: time, point: point)
        try deliver(longPressRecognizer.touchMoved(to: point, time: time), at: time)
    }

    /// The finger lifted.
    ///
    /// - Throws: ``ExchangeError`` for a non-finite time, a time before ``time`` or a call from a
    ///   delegate callback; nothing changes.
    public func touchUp(time: Double) throws(ExchangeError) {
        try checkInput("touchUp(time:)", time: time)
        try deliver(longPressRecognizer.touchUp(time: time), at: time)
    }

    /// The system cancelled the touch.
    ///
    /// - Throws: as ``touchUp(time:)``.
    public func touchCancelled(time: Double) throws(ExchangeError) {
        try checkInput("touchCancelled(time:)", time: time)
        try deliver(longPressRecognizer.touchCancelled(time: time), at: time)
    }

    /// Moves the clock forward by `dt` seconds: animations advance (they are closed forms of the
    /// clock) and a held press may begin. Allocation-free unless a press begins.
    ///
    /// - Throws: ``ExchangeError/invalidArgument(name:value:requirement:)`` naming `dt` when it is
    ///   negative or not finite, or ``ExchangeError/reentrantCall(method:)``; nothing changes.
    public func advance(by dt: Double) throws(ExchangeError) {
        guard callbackDepth == 0 else { throw .reentrantCall(method: "advance(by:)") }
        try ExchangeError.requireNonNegative(dt, "dt")
        try advance(to: time + dt)
    }

    /// Moves the clock forward to `time`; see ``advance(by:)``.
    ///
    /// - Throws: ``ExchangeError`` for a non-finite time, a time before ``time`` or a call from a
    ///   delegate callback; nothing changes.
    public func advance(to time: Double) throws(ExchangeError) {
        try checkInput("advance(to:)", time: time)
        advanceClock(to: time)
        try deliver(longPressRecognizer.poll(time: time), at: time)
    }

    /// Forwards recognised stages to the stage methods. The recogniser only emits stages at `time`,
    /// which has passed ``checkInput(_:time:point:)``, so they cannot throw for the clock.
    func deliver(_ stages: LongPressStages, at time: Double) throws(ExchangeError) {
        advanceClock(to: time)
        for (stage, stageTime) in stages { try handle(stage, time: stageTime) }
    }

    /// Runs the stage method for `stage`: a convenience for hosts with their own recogniser.
    ///
    /// - Throws: whatever the stage method throws.
    public func handle(_ stage: LongPressStage, time: Double) throws(ExchangeError) {
        switch stage {
        case let .began(point): try began(at: point, time: time)
        case let .changed(point): try changed(to: point, time: time)
        case .ended: try ended(time: time)
        case .cancelled: try cancelled(time: time)
        }
    }
}
