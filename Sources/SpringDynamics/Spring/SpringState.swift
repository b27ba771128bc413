/// The state of a one-dimensional spring: displacement from the target and velocity.
///
/// `displacement` is measured from the spring's target (the target is at 0), in the caller's
/// units; `velocity` is in those units per second.
public struct SpringState: Sendable, Hashable {
    /// Displacement from the target, in the caller's units.
    public var displacement: Double
    /// Velocity, in the caller's units per second.
    public var velocity: Double

    /// Creates a state from a displacement (from the target) and a velocity.
    @inlinable
    public init(displacement: Double, velocity: Double) { (self.displacement, self.velocity) = (displacement, velocity) }

    /// At rest on the target.
    public static let zero = SpringState(displacement: 0, velocity: 0)
}
