/// A 2-D offset (stored as plain `Double`s, never SIMD: see scripts/compiler-repro/README.md) pulled from a start state to zero by a spring, each axis independently, evaluated
/// in closed form. After ``settleTime`` it is exactly zero.
struct SpringTrack2D: Sendable, Hashable {
    /// The spring pulling both axes.
    let spring: Spring
    /// When the motion starts, in the controller's clock (seconds).
    let startTime: Double
    /// The offset at ``startTime``, in points.
    let displacement: Point
    /// The velocity at ``startTime``, in points per second.
    let velocity: Point
    /// The first time from which both axes stay below the settling threshold.
    let settleTime: Double

    /// The settling threshold of offsets, in points and points per second.
    static let epsilon = 1e-3

    /// A motion from `displacement` and `velocity` at `startTime` towards zero.
    init(spring: Spring, displacement: Point, velocity: Point, startTime: Double) {
        self.spring = spring
        self.startTime = startTime
        self.displacement = displacement
        self.velocity = velocity
        let tx = spring.settlingTime(displacement: displacement.x, velocity: velocity.x, epsilon: Self.epsilon)
        let ty = spring.settlingTime(displacement: displacement.y, velocity: velocity.y, epsilon: Self.epsilon)
        let settle = Swift.max(tx, ty)
        self.settleTime = settle.isNaN ? .infinity : startTime + settle
    }

    /// The offset and velocity at `time` (the start state before ``startTime``, zero after ``settleTime``).
    func state(at time: Double) -> (offset: Point, velocity: Point) {
        if time >= settleTime { return (.zero, .zero) }
        if time <= startTime { return (displacement, velocity) }
        var d = displacement, v = velocity
        spring.stepMatrix(for: time - startTime).apply(displacement: &d, velocity: &v)
        return (d, v)
    }

    /// Whether the offset is still moving at `time`.
    func isActive(at time: Double) -> Bool { time < settleTime }
}
