#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// One axis of a released scroll: at most a deceleration, then a spring, then rest, each a closed
// form of the time since it started.

/// The motion of one axis after a release, planned once and then evaluated at any time.
///
/// Segments, by absolute time t:
/// - `deceleration.startTime ≤ t < decelerationEnd`: the ``Deceleration``;
/// - `decelerationEnd ≤ t < end` when there is a ``spring``: the spring towards its target,
///   starting at `decelerationEnd`;
/// - `t ≥ end`: at rest at ``restingPosition``.
///
/// Stored fields are plain Doubles (no SIMD), so copies are safe in release builds.
struct ScrollAxisMotion: Sendable, Hashable {
    /// The exponential deceleration from the start (a constant position for a motion that starts
    /// with its spring or at rest).
    var deceleration: Deceleration
    /// When the deceleration hands over to the spring, or ends.
    var decelerationEnd: Double
    /// The spring from `decelerationEnd` on (its start time); `nil` for none.
    var spring: SpringMotion?
    /// From then on the axis rests at ``restingPosition``.
    var end: Double
    /// Where the axis comes to rest.
    var restingPosition: Double

    /// x₀ + v₀·(e^(k·τ) − 1)/k and v₀·e^(k·τ), τ = t − `startTime` (0 before it).
    struct Deceleration: Sendable, Hashable {
        /// When the deceleration starts.
        var startTime: Double
        /// x₀, the position at `startTime`.
        var position: Double
        /// v₀, the velocity at `startTime`.
        var velocity: Double
        /// k (negative; −1 where there is no deceleration and `velocity` is unused or 0).
        var decayConstant: Double

        /// The position and velocity at `time`.
        @inline(__always)
        func state(at time: Double) -> (position: Double, velocity: Double) {
            let tau = Swift.max(0, time - startTime)
            let kt = decayConstant * tau
            return (position + velocity * (expm1(kt) / decayConstant), velocity * exp(kt))
        }
    }

    /// At rest at `position` from `time` on.
    static func resting(at position: Double, time: Double) -> ScrollAxisMotion {
        ScrollAxisMotion(deceleration: Deceleration(startTime: time, position: position, velocity: 0, decayConstant: -1),
                         decelerationEnd: time, spring: nil, end: time, restingPosition: position)
    }

    /// A spring from (`position`, `velocity`) to `target`, starting at `time`, resting once both
    /// |displacement| and |velocity| stay below `epsilon`.
    static func spring(_ spring: Spring, from position: Double, velocity: Double, to target: Double,
                       time: Double, epsilon: Double) -> ScrollAxisMotion {
        let displacement = position - target
        let settle = spring.settlingTime(displacement: displacement, velocity: velocity, epsilon: epsilon)
        let leg = SpringMotion(spring: spring, start: SpringState(displacement: displacement, velocity: velocity),
                               target: target, startTime: time)
        return ScrollAxisMotion(deceleration: Deceleration(startTime: time, position: position, velocity: velocity, decayConstant: -1),
                                decelerationEnd: time, spring: settle > 0 ? leg : nil,
                                end: time + settle, restingPosition: settle > 0 ? target : position)
    }

    /// A deceleration from (`position`, `velocity`) inside [`minimum`, `maximum`], starting at
    /// `time`. If it reaches the edge it is heading for before its velocity falls below
    /// `stopVelocity`, it hands its velocity at that instant (found from the closed form) to
    /// `springBack`, which takes the offset back to that edge.
    static func deceleration(_ deceleration: ScrollDeceleration, from position: Double, velocity: Double,
                             minimum: Double, maximum: Double, time: Double, stopVelocity: Double,
                             springBack: Spring, epsilon: Double) -> ScrollAxisMotion {
        let stop = deceleration.stopTime(initialVelocity: velocity, threshold: stopVelocity)
        guard stop > 0 else { return .resting(at: position, time: time) }
        let edge = velocity > 0 ? maximum : minimum
        var motion = ScrollAxisMotion(
            deceleration: Deceleration(startTime: time, position: position, velocity: velocity,
                                       decayConstant: deceleration.decayConstant),
            decelerationEnd: time + stop, spring: nil, end: time + stop,
            restingPosition: deceleration.offset(at: stop, from: position, initialVelocity: velocity))
        if let crossing = deceleration.time(toReach: edge, from: position, initialVelocity: velocity), crossing < stop {
            // Hand-over: the spring starts where and how fast the deceleration is at the crossing.
            let x = deceleration.offset(at: crossing, from: position, initialVelocity: velocity)
            let v = deceleration.velocity(at: crossing, initialVelocity: velocity)
            let settle = springBack.settlingTime(displacement: x - edge, velocity: v, epsilon: epsilon)
            motion.decelerationEnd = time + crossing
            motion.spring = SpringMotion(spring: springBack, start: SpringState(displacement: x - edge, velocity: v),
                                         target: edge, startTime: time + crossing)
            motion.end = time + crossing + settle
            motion.restingPosition = edge
        }
        return motion
    }

    /// Whether the motion is still going at `time`.
    @inline(__always)
    func isMoving(at time: Double) -> Bool { time < end }

    /// The offset and velocity at `time` (≥ the start). Allocates nothing.
    @inline(__always)
    func state(at time: Double) -> (position: Double, velocity: Double) {
        if time < decelerationEnd { return deceleration.state(at: time) }
        if let spring, time < end {
            let s = spring.state(after: time - decelerationEnd)
            return (s.value, s.velocity)
        }
        return (restingPosition, 0)
    }
}
