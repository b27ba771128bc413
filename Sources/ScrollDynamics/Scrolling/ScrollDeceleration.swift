#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The deceleration of a released scroll view (UIScrollView's `decelerationRate`), in closed form.
///
/// The rate r is the factor the velocity keeps per millisecond. This type uses the **continuous**
/// form, for the motion and for the projection alike, with the decay constant
/// k = 1000·ln r (per second, negative):
///
/// - velocity: v(t) = v₀·r^(1000·t) = v₀·e^(k·t)
/// - offset: x(t) = x₀ + v₀·(r^(1000·t) − 1) / (1000·ln r) = x₀ + v₀·(e^(k·t) − 1) / k
/// - resting (projected) offset: x(∞) = x₀ − v₀ / (1000·ln r)
/// - time until |v| falls to a threshold v_min: t* = ln(v_min / |v₀|) / (1000·ln r)
///
/// For ``normal`` (r = 0.998) the projection is x₀ + 0.4995·v₀ (499.5 ms of the release velocity;
/// the discrete sum of WWDC 2018's "Designing Fluid Interfaces", (v₀/1000)·r/(1 − r), gives 499 ms).
/// Everything is a function of the time since release, so the motion is the same at any frame rate.
public struct ScrollDeceleration: Sendable, Hashable {
    /// The rate r in (0, 1): the factor the velocity keeps per millisecond.
    public let rate: Double
    /// The decay constant k = 1000·ln r, per second (negative).
    public let decayConstant: Double

    /// A deceleration with rate `rate` per millisecond.
    ///
    /// - Parameter rate: r, strictly between 0 and 1 (``normal`` is 0.998, ``fast`` 0.99).
    /// - Throws: ``ScrollError/invalidValue(name:value:requirement:)`` naming `rate`, e.g.
    ///   `"invalid scroll input: rate is 1.5; must be between 0 and 1, exclusive"`.
    public init(rate: Double) throws(ScrollError) {
        guard rate.isFinite, rate > 0, rate < 1 else {
            throw .invalidValue(name: "rate", value: rate, requirement: "must be between 0 and 1, exclusive")
        }
        self.init(uncheckedRate: rate)
    }

    /// A deceleration from a rate known to be in (0, 1).
    init(uncheckedRate rate: Double) {
        self.rate = rate
        self.decayConstant = 1000 * log(rate)
    }

    /// UIScrollView's normal rate, 0.998 per millisecond (projection factor 0.4995 s).
    public static let normal = ScrollDeceleration(uncheckedRate: 0.998)
    /// UIScrollView's fast rate, 0.99 per millisecond (projection factor ≈ 0.0995 s).
    public static let fast = ScrollDeceleration(uncheckedRate: 0.99)
    /// The default stop threshold, 0.5 points per second: a deceleration ends when |v| falls below it.
    public static let defaultStopVelocity = 0.5

    /// The velocity `time` seconds after starting with `velocity`: v₀·e^(k·t).
    ///
    /// - Parameters:
    ///   - time: seconds since the start (≥ 0).
    ///   - velocity: the initial velocity v₀, in points per second.
    @inlinable
    public func velocity(at time: Double, initialVelocity velocity: Double) -> Double {
        velocity * exp(decayConstant * time)
    }

    /// The offset `time` seconds after starting at `offset` with `velocity`:
    /// x₀ + v₀·(e^(k·t) − 1)/k (evaluated with `expm1`, accurate for small t).
    ///
    /// - Parameters:
    ///   - time: seconds since the start (≥ 0).
    ///   - offset: the initial offset x₀.
    ///   - velocity: the initial velocity v₀, in points per second.
    @inlinable
    public func offset(at time: Double, from offset: Double, initialVelocity velocity: Double) -> Double {
        offset + velocity * (expm1(decayConstant * time) / decayConstant)
    }

    /// The offset the motion approaches (t → ∞): x₀ − v₀/k, the projection handed to paging and to
    /// snap-target hooks.
    ///
    /// - Parameters:
    ///   - offset: the initial offset x₀.
    ///   - velocity: the initial velocity v₀, in points per second.
    @inlinable
    public func restingOffset(from offset: Double, initialVelocity velocity: Double) -> Double {
        offset - velocity / decayConstant
    }

    /// The time at which |v| falls to `threshold`: ln(v_min/|v₀|)/k; `0` when |v₀| ≤ v_min already.
    /// At that time the offset is |v_min/k| short of the resting offset (0.25 pt for ``normal`` and
    /// the default 0.5 pt/s).
    ///
    /// - Parameters:
    ///   - velocity: the initial velocity v₀, in points per second.
    ///   - threshold: v_min (> 0), in points per second; default ``defaultStopVelocity``.
    @inlinable
    public func stopTime(initialVelocity velocity: Double, threshold: Double = ScrollDeceleration.defaultStopVelocity) -> Double {
        let speed = Swift.abs(velocity)
        guard speed > threshold else { return 0 }
        return log(threshold / speed) / decayConstant
    }

    /// The time at which the motion from `offset` with `velocity` reaches `position`, solved from
    /// the closed form: t = ln(1 + k·(position − x₀)/v₀)/k. `nil` when the motion never gets there
    /// (wrong direction, or `position` at or beyond the resting offset); `0` when it starts there.
    ///
    /// - Parameters:
    ///   - position: the offset to reach.
    ///   - offset: the initial offset x₀.
    ///   - velocity: the initial velocity v₀, in points per second.
    public func time(toReach position: Double, from offset: Double, initialVelocity velocity: Double) -> Double? {
        let distance = position - offset
        if distance == 0 { return 0 }
        guard velocity != 0, (distance > 0) == (velocity > 0) else { return nil }
        let argument = decayConstant * distance / velocity   // in (−∞, 0)
        guard argument > -1 else { return nil }
        let t = log1p(argument) / decayConstant
        return t.isFinite ? t : nil
    }
}
