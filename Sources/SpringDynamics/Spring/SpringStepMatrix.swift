/// The exact one-step map Φ(h) of a spring: a 2×2 matrix that advances (displacement, velocity)
/// by a time step h.
///
///     [x']   [a11 a12] [x]
///     [v'] = [a21 a22] [v]
///
/// `x` is the displacement from the target. Φ(h) is exact for any h (there is no truncation
/// error, only rounding), so stepping with it at any frame rate lands on the closed-form solution,
/// and Φ(a)·Φ(b) = Φ(a + b). Build it once per (spring, step) with ``Spring/stepMatrix(for:)``
/// and apply it to as many channels as share that spring and step: applying costs four
/// multiplications and two additions and never allocates.
public struct SpringStepMatrix: Sendable, Hashable {
    /// ∂x'/∂x: how the new displacement depends on the old displacement (dimensionless).
    public var a11: Double
    /// ∂x'/∂v: how the new displacement depends on the old velocity (seconds).
    public var a12: Double
    /// ∂v'/∂x: how the new velocity depends on the old displacement (1/seconds); equals −(k/m)·a12.
    public var a21: Double
    /// ∂v'/∂v: how the new velocity depends on the old velocity (dimensionless).
    public var a22: Double

    /// Creates a matrix from its four entries, row by row.
    @inlinable
    public init(a11: Double, a12: Double, a21: Double, a22: Double) {
        self.a11 = a11
        self.a12 = a12
        self.a21 = a21
        self.a22 = a22
    }

    /// The identity map, Φ(0).
    public static let identity = SpringStepMatrix(a11: 1, a12: 0, a21: 0, a22: 1)

    /// The state reached from `(displacement, velocity)` after one step.
    @inlinable
    public func apply(displacement: Double, velocity: Double) -> SpringState {
        SpringState(displacement: a11 * displacement + a12 * velocity,
                    velocity: a21 * displacement + a22 * velocity)
    }

    /// Advances `displacement` and `velocity` in place by one step (hot-loop variant; no allocation).
    @inlinable
    public func apply(displacement: inout Double, velocity: inout Double) {
        let x = displacement
        let v = velocity
        displacement = a11 * x + a12 * v
        velocity = a21 * x + a22 * v
    }

    /// Advances a state in place by one step.
    @inlinable
    public func apply(to state: inout SpringState) {
        apply(displacement: &state.displacement, velocity: &state.velocity)
    }

    /// Advances vector-valued displacement and velocity in place by one step. Every component
    /// moves independently under the same spring.
    @inlinable
    public func apply<V: VectorArithmetic>(displacement: inout V, velocity: inout V) {
        var newDisplacement = displacement
        newDisplacement.scale(by: a11)
        var fromVelocity = velocity
        fromVelocity.scale(by: a12)
        newDisplacement += fromVelocity

        var newVelocity = displacement
        newVelocity.scale(by: a21)
        var keptVelocity = velocity
        keptVelocity.scale(by: a22)
        newVelocity += keptVelocity

        displacement = newDisplacement
        velocity = newVelocity
    }

    /// The matrix product `lhs · rhs`: first apply `rhs`, then `lhs`. For one spring,
    /// Φ(a) · Φ(b) = Φ(a + b) up to rounding.
    @inlinable
    public static func * (lhs: SpringStepMatrix, rhs: SpringStepMatrix) -> SpringStepMatrix {
        SpringStepMatrix(a11: lhs.a11 * rhs.a11 + lhs.a12 * rhs.a21,
                         a12: lhs.a11 * rhs.a12 + lhs.a12 * rhs.a22,
                         a21: lhs.a21 * rhs.a11 + lhs.a22 * rhs.a21,
                         a22: lhs.a21 * rhs.a12 + lhs.a22 * rhs.a22)
    }
}
