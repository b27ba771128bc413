/// A number on a spring: a start state at ``startTime`` heading for ``target``, evaluated in
/// closed form at any time (no stepping, so any frame rate gives the same values).
///
/// The one closed-form motion of the package: the exchange controller's tracks and blink, the
/// scroll driver's spring leg and a transition's delayed starts all evaluate a `SpringMotion`.
///
/// ```swift
/// let motion = SpringMotion(spring: .bouncy, from: 0, velocity: 0, to: 100, startTime: 2)
/// motion.state(at: 2.25).value        // on its way to 100
/// motion.settleTime(epsilon: 0.5)     // from then on within 0.5 of 100, slower than 0.5/s
/// ```
public struct SpringMotion: Sendable, Hashable {
    /// The spring pulling the value.
    public var spring: Spring
    /// Where the value goes.
    public var target: Double
    /// The value minus ``target``, and the velocity (units per second), at ``startTime``.
    public var start: SpringState
    /// When the motion starts, in the caller's clock (seconds).
    public var startTime: Double

    /// A motion from `start` (displacement from `target`, velocity) at `startTime`.
    @inlinable
    public init(spring: Spring, start: SpringState, target: Double, startTime: Double = 0) {
        self.spring = spring
        self.target = target
        self.start = start
        self.startTime = startTime
    }

    /// A motion from `value` and `velocity` at `startTime` to `target`.
    @inlinable
    public init(spring: Spring, from value: Double, velocity: Double, to target: Double, startTime: Double = 0) {
        self.init(spring: spring, start: SpringState(displacement: value - target, velocity: velocity),
                  target: target, startTime: startTime)
    }

    /// The value and velocity at `time`: the start state up to ``startTime`` (the motion waits
    /// there), the closed form ``Spring/state(at:displacement:velocity:)`` after it.
    @inlinable
    public func state(at time: Double) -> (value: Double, velocity: Double) {
        if time <= startTime { return (target + start.displacement, start.velocity) }
        return state(after: time - startTime)
    }

    /// The value and velocity `elapsed` seconds (≥ 0) after the start.
    @inlinable
    public func state(after elapsed: Double) -> (value: Double, velocity: Double) {
        let s = spring.state(at: elapsed, displacement: start.displacement, velocity: start.velocity)
        return (target + s.displacement, s.velocity)
    }

    /// The first time (in the caller's clock) from which both |value − target| and |velocity|
    /// stay below `epsilon`: ``startTime`` plus ``Spring/settlingTime(displacement:velocity:epsilon:)``
    /// of the start state; infinity when the spring cannot say (a NaN state or `epsilon`).
    @inlinable
    public func settleTime(epsilon: Double) -> Double {
        let settling = spring.settlingTime(displacement: start.displacement, velocity: start.velocity, epsilon: epsilon)
        return settling.isNaN ? .infinity : startTime + settling
    }
}
