/// A number pulled from a start state to a target by a spring, evaluated in closed form at any
/// time (no stepping, so any frame rate gives the same values).
///
/// After ``settleTime`` the value is exactly the target and the velocity exactly 0.
struct SpringTrack: Sendable, Hashable {
    /// The spring pulling the value.
    let spring: Spring
    /// When the motion starts, in the controller's clock (seconds).
    let startTime: Double
    /// Where the value goes.
    let target: Double
    /// The value at ``startTime``, minus ``target``.
    let displacement: Double
    /// The velocity at ``startTime``, in units per second.
    let velocity: Double
    /// The first time from which both |value − target| and |velocity| stay below the settling threshold.
    let settleTime: Double

    /// A motion from `value` and `velocity` at `startTime` to `target`; it counts as settled once
    /// both the distance to the target and the velocity stay below `epsilon`.
    init(spring: Spring, from value: Double, velocity: Double, to target: Double, startTime: Double, epsilon: Double) {
        self.spring = spring
        self.startTime = startTime
        self.target = target
        self.displacement = value - target
        self.velocity = velocity
        let settle = spring.settlingTime(displacement: value - target, velocity: velocity, epsilon: epsilon)
        self.settleTime = settle.isNaN ? .infinity : startTime + settle
    }

    /// A value resting at `value`.
    static func constant(_ value: Double) -> SpringTrack {
        SpringTrack(spring: .smooth, from: value, velocity: 0, to: value, startTime: -.infinity, epsilon: 1)
    }

    /// The value and velocity at `time` (the start state before ``startTime``).
    func state(at time: Double) -> (value: Double, velocity: Double) {
        if time >= settleTime { return (target, 0) }
        if time <= startTime { return (target + displacement, velocity) }
        let s = spring.state(at: time - startTime, displacement: displacement, velocity: velocity)
        return (target + s.displacement, s.velocity)
    }

    /// The value at `time`.
    func value(at time: Double) -> Double { state(at: time).value }
}
