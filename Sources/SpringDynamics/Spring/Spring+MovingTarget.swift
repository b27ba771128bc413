// Moving targets: the exact response to a target that moves linearly during a step (a
// first-order hold), so that chasing a moving target does not depend on the frame rate.
//
// With the target g(τ) = g₀ + u·τ, m·x'' = −k·(x − g) − c·x' becomes, for z = x − g + (c/k)·u,
// m·z'' + c·z' + k·z = 0 with z' = x' − u: the homogeneous spring again. So one step is
// (z, z') ← Φ(h)·(z, z'), then x = g(h) + z − (c/k)·u and v = z' + u. At rest on a moving target
// the spring lags it by (c/k)·u and moves at u.

extension Spring {
    /// Advances `value` and `velocity` by `deltaTime` seconds while the target moves linearly:
    /// it is at `target` when the step starts and moves at `targetVelocity` throughout, so it is
    /// at `target + targetVelocity·deltaTime` when the step ends.
    ///
    /// Exact for any `deltaTime` (the closed-form response to the ramp), so stepping a target
    /// that moves linearly at 60 Hz, 144 Hz or any mix of frame lengths gives the same state at
    /// shared instants up to rounding. With `targetVelocity == .zero` it is
    /// ``update(value:velocity:target:deltaTime:)``. Does nothing when `deltaTime == 0`.
    /// Allocation-free.
    ///
    /// **Feeding a moving target.** Give the target's position at the start of each step and its
    /// velocity over the step: its own derivative when you know it, or the slope to the next
    /// sample (see ``update(value:velocity:from:to:deltaTime:)``). Retargeting to the current
    /// sample with no velocity (a zero-order hold) makes the motion depend on the frame rate:
    /// the spring chases a staircase, and its error falls only linearly with the step.
    @inlinable
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, targetVelocity: V,
                                            deltaTime: Double) {
        if deltaTime == 0 { return }
        var travelled = targetVelocity
        travelled.scale(by: deltaTime)
        _followRamp(value: &value, velocity: &velocity, start: target, end: target + travelled,
                    targetVelocity: targetVelocity, deltaTime: deltaTime)
    }

    /// Advances `value` and `velocity` by `deltaTime` seconds while the target moves linearly from
    /// `startTarget` (at the start of the step) to `endTarget` (at its end): the first-order hold
    /// of a sampled target.
    ///
    /// Call it once per frame with the previous frame's target sample and the current one. For a
    /// target that really moves linearly it is exact, whatever the frame rate; for any smooth
    /// target the error falls with the square of the frame length (the hold's error), where
    /// ``update(value:velocity:target:deltaTime:)`` with the latest sample falls only linearly.
    /// Does nothing when `deltaTime == 0`. Allocation-free.
    ///
    /// ```swift
    /// var x = 0.0, v = 0.0, previous = goal(at: 0)
    /// for frame in frames {
    ///     let current = goal(at: frame.time)
    ///     spring.update(value: &x, velocity: &v, from: previous, to: current, deltaTime: frame.duration)
    ///     previous = current
    /// }
    /// ```
    @inlinable
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, from startTarget: V, to endTarget: V,
                                            deltaTime: Double) {
        if deltaTime == 0 { return }
        var targetVelocity = endTarget - startTarget
        targetVelocity.scale(by: 1 / deltaTime)
        _followRamp(value: &value, velocity: &velocity, start: startTarget, end: endTarget,
                    targetVelocity: targetVelocity, deltaTime: deltaTime)
    }

    /// One exact step after a target moving from `start` to `end` at `targetVelocity` over `deltaTime`.
    @inlinable
    func _followRamp<V: VectorArithmetic>(value: inout V, velocity: inout V, start: V, end: V, targetVelocity: V,
                                         deltaTime: Double) {
        // The steady lag (c/k)·u; skipped for a target standing still, where c/k may overflow.
        var lag = targetVelocity
        if targetVelocity == .zero {
            lag = .zero
        } else {
            lag.scale(by: damping / stiffness)
        }
        var z = value - start + lag
        var zv = velocity - targetVelocity
        stepMatrix(for: deltaTime).apply(displacement: &z, velocity: &zv)
        value = end + z - lag
        velocity = zv + targetVelocity
    }
}
