// SwiftUI-shaped stateless API: a value animating from zero towards a target.

extension Spring {
    /// The animated value `time` seconds after starting at `.zero` with `initialVelocity`,
    /// heading to `target` (SwiftUI's `Spring.value(target:initialVelocity:time:)`).
    ///
    /// Each component follows the exact closed form: with Φ = ``stepMatrix(for:)``(time),
    /// value = target·(1 − a11) + initialVelocity·a12. It is exactly `.zero` at `time == 0` and
    /// tends to `target` as time grows; for a damped spring it is exactly `target` once the decay
    /// e^{−αt} underflows, up to `time == .infinity`, and never NaN. An undamped spring
    /// (`damping == 0`) oscillates for ever: see ``stepMatrix(for:)`` for the times at which its
    /// phase is undetermined (NaN). Allocation-free for `Double`, `Float` and SIMD vectors.
    ///
    /// - Parameters:
    ///   - target: the value the spring pulls towards (the start is `.zero`).
    ///   - initialVelocity: the velocity at time 0, in value units per second.
    ///   - time: seconds since the start.
    @inlinable
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        if time == 0 { return .zero }
        let phi = stepMatrix(for: time)
        var fromTarget = target
        fromTarget.scale(by: 1 - phi.a11)
        var fromVelocity = initialVelocity
        fromVelocity.scale(by: phi.a12)
        return fromTarget + fromVelocity
    }

    /// The velocity `time` seconds after starting at `.zero` with `initialVelocity`, heading to
    /// `target`: −a21·target + a22·initialVelocity with Φ = ``stepMatrix(for:)``(time). Exactly
    /// `initialVelocity` at `time == 0`; for a damped spring exactly `.zero` once the decay
    /// e^{−αt} underflows, up to `time == .infinity` (never NaN; for an undamped spring see
    /// ``stepMatrix(for:)``).
    @inlinable
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        if time == 0 { return initialVelocity }
        let phi = stepMatrix(for: time)
        var fromTarget = target
        fromTarget.scale(by: -phi.a21)
        var fromVelocity = initialVelocity
        fromVelocity.scale(by: phi.a22)
        return fromTarget + fromVelocity
    }

    /// Advances `value` and `velocity` towards `target` by `deltaTime` seconds along the exact
    /// solution (SwiftUI's `Spring.update(value:velocity:target:deltaTime:)`).
    ///
    /// Exact for any `deltaTime`, so stepping at any frame rate agrees with
    /// ``value(target:initialVelocity:time:)`` at shared instants up to rounding. Does nothing when
    /// `deltaTime == 0`. Allocation-free. For many values sharing one spring and step, build
    /// ``stepMatrix(for:)`` once and apply it yourself.
    @inlinable
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {
        if deltaTime == 0 { return }
        var displacement = value - target
        stepMatrix(for: deltaTime).apply(displacement: &displacement, velocity: &velocity)
        value = target + displacement
    }
}
