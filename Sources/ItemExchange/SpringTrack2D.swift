/// A 2-D offset (stored as plain `Double`s, never SIMD: see scripts/compiler-repro/README.md)
/// pulled from a start state to zero by a spring, each axis a ``SpringMotion`` of its own. After
/// ``settleTime`` it is exactly zero.
struct SpringTrack2D: Sendable, Hashable {
    /// The motion of each axis, towards 0.
    let x: SpringMotion, y: SpringMotion
    /// The first time from which both axes stay below the settling threshold.
    let settleTime: Double

    /// The settling threshold of offsets, in points and points per second.
    static let epsilon = 1e-3

    /// A motion from `displacement` and `velocity` at `startTime` towards zero.
    init(spring: Spring, displacement: Point, velocity: Point, startTime: Double) {
        x = SpringMotion(spring: spring, start: SpringState(displacement: displacement.x, velocity: velocity.x), target: 0, startTime: startTime)
        y = SpringMotion(spring: spring, start: SpringState(displacement: displacement.y, velocity: velocity.y), target: 0, startTime: startTime)
        settleTime = Swift.max(x.settleTime(epsilon: Self.epsilon), y.settleTime(epsilon: Self.epsilon))
    }

    /// The offset at the start, in points.
    var displacement: Point { Point(x: x.start.displacement, y: y.start.displacement) }

    /// The offset and velocity at `time` (the start state before the start, zero once settled).
    func state(at time: Double) -> (offset: Point, velocity: Point) {
        if time >= settleTime { return (.zero, .zero) }
        if time <= x.startTime { return (displacement, Point(x: x.start.velocity, y: y.start.velocity)) }
        let sx = x.state(after: time - x.startTime), sy = y.state(after: time - y.startTime)
        return (Point(x: sx.value, y: sy.value), Point(x: sx.velocity, y: sy.velocity))
    }

    /// Whether the offset is still moving at `time`.
    func isActive(at time: Double) -> Bool { time < settleTime }
}
