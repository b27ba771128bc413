/// A 2-D offset (stored as plain `Double`s, never SIMD: see scripts/compiler-repro/README.md) pulled from a start state to zero by a spring, each axis independently, evaluated
/// in closed form. After ``SpringTiming/settleTime`` it is exactly zero.
struct SpringTrack2D: Sendable, Hashable {
    /// The spring pulling both axes, the start and the first time from which both axes stay below
    /// the settling threshold.
    let timing: SpringTiming
    /// The offset at the start, in points.
    let displacement: Point
    /// The velocity at the start, in points per second.
    let velocity: Point

    /// The settling threshold of offsets, in points and points per second.
    static let epsilon = 1e-3

    /// A motion from `displacement` and `velocity` at `startTime` towards zero.
    init(spring: Spring, displacement: Point, velocity: Point, startTime: Double) {
        let tx = spring.settlingTime(displacement: displacement.x, velocity: velocity.x, epsilon: Self.epsilon)
        let ty = spring.settlingTime(displacement: displacement.y, velocity: velocity.y, epsilon: Self.epsilon)
        self.timing = SpringTiming(spring: spring, startTime: startTime, settlingTime: Swift.max(tx, ty))
        self.displacement = displacement
        self.velocity = velocity
    }

    /// The offset and velocity at `time` (the start state before the start, zero once settled).
    func state(at time: Double) -> (offset: Point, velocity: Point) {
        if time >= timing.settleTime { return (.zero, .zero) }
        if time <= timing.startTime { return (displacement, velocity) }
        let m = timing.spring.stepMatrix(for: time - timing.startTime)
        var dx = displacement.x, vx = velocity.x, dy = displacement.y, vy = velocity.y
        m.apply(displacement: &dx, velocity: &vx)
        m.apply(displacement: &dy, velocity: &vy)
        return (Point(x: dx, y: dy), Point(x: vx, y: vy))
    }

    /// Whether the offset is still moving at `time`.
    func isActive(at time: Double) -> Bool { time < timing.settleTime }
}
