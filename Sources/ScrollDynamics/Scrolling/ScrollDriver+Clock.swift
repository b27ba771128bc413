// Advancing the clock: every frame evaluates the closed forms at the new time.

extension ScrollDriver {
    /// Moves the clock to `time` and, after a release, the content to where its motion is then.
    /// Exact at any frame rate (a function of the time since release only); allocates nothing.
    /// When both axes have come to rest the phase becomes ``Phase/idle``. While dragging or idle
    /// only the clock moves.
    ///
    /// - Parameter time: now, in seconds (not before ``time``).
    /// - Throws: ``ScrollError`` for a non-finite time or one before ``time``; nothing changes then.
    public mutating func advance(to time: Double) throws(ScrollError) {
        try checkTime(time)
        self.time = time
        if phase == .animating { evaluate(at: time) }
    }

    /// Moves the clock by `dt` seconds (see ``advance(to:)``).
    ///
    /// - Throws: ``ScrollError/invalidValue(name:value:requirement:)`` naming `dt` for a negative or
    ///   non-finite step; nothing changes then.
    public mutating func advance(by dt: Double) throws(ScrollError) {
        guard dt.isFinite, dt >= 0 else {
            throw .invalidValue(name: "dt", value: dt, requirement: "must be finite and not negative")
        }
        try advance(to: time + dt)
    }

    /// The content offset and its velocity at `time` (≥ ``time``) if nothing else happens: the
    /// closed forms of the current motion; the current offset at rest or while dragging.
    ///
    /// - Parameter time: a time in seconds.
    public func state(at time: Double) -> (contentOffset: Point, velocity: Point) {
        guard phase == .animating else { return (contentOffset, phase == .dragging ? contentOffsetVelocity : .zero) }
        let x = motionX.state(at: time), y = motionY.state(at: time)
        return (Point(x: x.position, y: y.position), Point(x: x.velocity, y: y.velocity))
    }

    /// The time the current motion comes to rest (``time`` when idle or dragging).
    public var restTime: Double {
        phase == .animating ? Swift.max(motionX.end, motionY.end, time) : time
    }

    /// Sets offset, velocity and phase from the motions at `time`.
    @inline(__always)
    mutating func evaluate(at time: Double) {
        let x = motionX.state(at: time), y = motionY.state(at: time)
        contentOffset = Point(x: x.position, y: y.position)
        if motionX.isMoving(at: time) || motionY.isMoving(at: time) {
            contentOffsetVelocity = Point(x: x.velocity, y: y.velocity)
        } else {
            contentOffsetVelocity = .zero
            phase = .idle
        }
    }
}
