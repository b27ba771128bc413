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
/// - `startTime ≤ t < decelerationEnd`: the deceleration x₀ + v₀·(e^(k·τ) − 1)/k, τ = t − startTime;
/// - `decelerationEnd ≤ t < end` when ``hasSpring``: the spring towards ``target`` starting at
///   `decelerationEnd` from (`springDisplacement`, `springVelocity`);
/// - `t ≥ end`: at rest at ``restingPosition``.
///
/// Stored fields are plain Doubles (no SIMD), so copies are safe in release builds.
struct ScrollAxisMotion: Sendable, Hashable {
    var startTime: Double
    var position: Double
    var velocity: Double
    var decayConstant: Double
    var decelerationEnd: Double
    var hasSpring: Bool
    var spring: Spring
    var target: Double
    var springDisplacement: Double
    var springVelocity: Double
    var end: Double
    var restingPosition: Double

    /// At rest at `position` from `time` on.
    static func resting(at position: Double, time: Double) -> ScrollAxisMotion {
        ScrollAxisMotion(startTime: time, position: position, velocity: 0, decayConstant: -1,
                         decelerationEnd: time, hasSpring: false, spring: ScrollDriver.defaultSpring, target: position,
                         springDisplacement: 0, springVelocity: 0, end: time, restingPosition: position)
    }

    /// A spring from (`position`, `velocity`) to `target`, starting at `time`, resting once both
    /// |displacement| and |velocity| stay below `epsilon`.
    static func spring(_ spring: Spring, from position: Double, velocity: Double, to target: Double,
                       time: Double, epsilon: Double) -> ScrollAxisMotion {
        let displacement = position - target
        let settle = spring.settlingTime(displacement: displacement, velocity: velocity, epsilon: epsilon)
        return ScrollAxisMotion(startTime: time, position: position, velocity: velocity, decayConstant: -1,
                                decelerationEnd: time, hasSpring: settle > 0, spring: spring, target: target,
                                springDisplacement: displacement, springVelocity: velocity,
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
        var motion = ScrollAxisMotion(startTime: time, position: position, velocity: velocity,
                                      decayConstant: deceleration.decayConstant, decelerationEnd: time + stop,
                                      hasSpring: false, spring: springBack, target: edge,
                                      springDisplacement: 0, springVelocity: 0, end: time + stop,
                                      restingPosition: deceleration.offset(at: stop, from: position, initialVelocity: velocity))
        if let crossing = deceleration.time(toReach: edge, from: position, initialVelocity: velocity), crossing < stop {
            // Hand-over: the spring starts where and how fast the deceleration is at the crossing.
            let x = deceleration.offset(at: crossing, from: position, initialVelocity: velocity)
            let v = deceleration.velocity(at: crossing, initialVelocity: velocity)
            let settle = springBack.settlingTime(displacement: x - edge, velocity: v, epsilon: epsilon)
            motion.decelerationEnd = time + crossing
            motion.hasSpring = true
            motion.springDisplacement = x - edge
            motion.springVelocity = v
            motion.end = time + crossing + settle
            motion.restingPosition = edge
        }
        return motion
    }

    /// Whether the motion is still going at `time`.
    @inline(__always)
    func isMoving(at time: Double) -> Bool { time < end }

    /// The offset and velocity at `time` (≥ ``startTime``). Allocates nothing.
    @inline(__always)
    func state(at time: Double) -> (position: Double, velocity: Double) {
        if time < decelerationEnd {
            let tau = Swift.max(0, time - startTime)
            let kt = decayConstant * tau
            return (position + velocity * (expm1(kt) / decayConstant), velocity * exp(kt))
        }
        if hasSpring && time < end {
            let s = spring.state(at: time - decelerationEnd, displacement: springDisplacement, velocity: springVelocity)
            return (target + s.displacement, s.velocity)
        }
        return (restingPosition, 0)
    }
}
