/// A number pulled from a start state to a target by a spring, evaluated in closed form at any
/// time (no stepping, so any frame rate gives the same values).
///
/// After ``SpringTiming/settleTime`` the value is exactly the target and the velocity exactly 0.
struct SpringTrack: Sendable, Hashable {
    /// The spring, the start and the settle time: from then on both |value − target| and
    /// |velocity| stay below the settling threshold.
    let timing: SpringTiming
    /// Where the value goes.
    let target: Double
    /// The value minus ``target``, and the velocity (units per second), at the start.
    let start: SpringState

    /// A motion from `value` and `velocity` at `startTime` to `target`; it counts as settled once
    /// both the distance to the target and the velocity stay below `epsilon`.
    init(spring: Spring, from value: Double, velocity: Double, to target: Double, startTime: Double, epsilon: Double) {
        let start = SpringState(displacement: value - target, velocity: velocity)
        self.timing = SpringTiming(spring: spring, startTime: startTime,
                                   settlingTime: spring.settlingTime(displacement: start.displacement, velocity: velocity, epsilon: epsilon))
        self.target = target
        self.start = start
    }

    /// A value resting at `value`.
    static func constant(_ value: Double) -> SpringTrack {
        SpringTrack(spring: .smooth, from: value, velocity: 0, to: value, startTime: -.infinity, epsilon: 1)
    }

    /// The value and velocity at `time` (the start state before ``startTime``).
    func state(at time: Double) -> (value: Double, velocity: Double) {
        if time >= timing.settleTime { return (target, 0) }
        if time <= timing.startTime { return (target + start.displacement, start.velocity) }
        let s = timing.spring.state(at: time - timing.startTime, displacement: start.displacement, velocity: start.velocity)
        return (target + s.displacement, s.velocity)
    }

    /// The value at `time`.
    func value(at time: Double) -> Double { state(at: time).value }
}
