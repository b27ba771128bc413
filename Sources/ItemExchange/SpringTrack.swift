/// A number pulled from a start state to a target by a spring (a ``SpringMotion``), that counts
/// as settled from ``settleTime`` on: from then on the value is exactly the target and the
/// velocity exactly 0.
struct SpringTrack: Sendable, Hashable {
    /// The motion: spring, start state, start time and target.
    let motion: SpringMotion
    /// The first time from which both |value − target| and |velocity| stay below the settling
    /// threshold (infinity when the spring cannot say).
    let settleTime: Double

    /// A motion from `value` and `velocity` at `startTime` to `target`; it counts as settled once
    /// both the distance to the target and the velocity stay below `epsilon`.
    init(spring: Spring, from value: Double, velocity: Double, to target: Double, startTime: Double, epsilon: Double) {
        motion = SpringMotion(spring: spring, from: value, velocity: velocity, to: target, startTime: startTime)
        settleTime = motion.settleTime(epsilon: epsilon)
    }

    /// A value resting at `value`.
    static func constant(_ value: Double) -> SpringTrack {
        SpringTrack(spring: .smooth, from: value, velocity: 0, to: value, startTime: -.infinity, epsilon: 1)
    }

    /// The value and velocity at `time` (the start state before the start).
    func state(at time: Double) -> (value: Double, velocity: Double) {
        time >= settleTime ? (motion.target, 0) : motion.state(at: time)
    }

    /// The value at `time`.
    func value(at time: Double) -> Double { state(at: time).value }
}
