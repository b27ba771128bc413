// How far a straight line between two instants of a spring motion can stray from the motion:
// what certifies linearly interpolated keyframes (SpringTransitions' `KeyframeExport`).

extension SpringMotion {
    /// The velocity at `time`, reading a motion that has not started yet as held still: 0 before
    /// a positive ``startTime`` (the value waits at its start), the closed form after it.
    @inlinable
    public func heldVelocity(at time: Double) -> Double {
        if time <= startTime && startTime > 0 { return 0 }
        return state(at: time).velocity
    }

    /// Whether the motion never moves: it starts on its target at rest.
    @inlinable
    public var isAtRest: Bool { start.displacement == 0 && start.velocity == 0 }

    /// An upper bound on the acceleration's magnitude from ``startTime`` on: ω²·√(1 + 4ζ²)·R,
    /// where R = √(d² + (v/ω)²) is the energy radius of the start displacement d and velocity v,
    /// which never grows on a spring with damping ≥ 0 (so the bound holds at every later instant).
    @inlinable
    public var accelerationBound: Double {
        let omega = spring.naturalFrequency, zeta = spring.dampingRatio
        let u = start.velocity / omega
        let radius = (start.displacement * start.displacement + u * u).squareRoot()
        return omega * omega * (1 + 4 * zeta * zeta).squareRoot() * radius
    }

    /// An upper bound on |f(t) − ℓ(t)| for `now` ≤ t ≤ `now + duration`, where f is this motion
    /// and ℓ the straight line through f(`now`) and f(`now + duration`): `duration²/8 · max|f″|`
    /// (with ``accelerationBound``), plus `|v|·duration/4` when the motion starts inside the
    /// interval with a non-zero start velocity (a kink). Valid for every sub-interval too (the
    /// energy radius only shrinks). `now` must not be later than the instant the start state
    /// belongs to (``startTime``, or the present of a motion already under way); 0 for a motion
    /// whose clock starts now.
    @inlinable
    public func interpolationErrorBound(from now: Double = 0, over duration: Double) -> Double {
        guard duration > 0 else { return 0 }
        let wait = startTime - now
        if wait >= duration { return 0 }
        var bound = duration * duration / 8 * accelerationBound
        if wait > 0 && start.velocity != 0 { bound += Swift.abs(start.velocity) * duration / 4 }
        return bound
    }
}
