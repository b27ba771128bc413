/// A timing curve that maps linear progress `t` in [0, 1] to eased progress.
///
/// The 31 AHEasing curves (``ahEasingCases``) reproduce Warren Moore's AHEasing library, the curves
/// TLLayoutTransitioning uses, formula by formula and in the same operation order, so a ported
/// transition looks the same (bit for bit in debug builds; optimised builds may turn `pow(2, x)` into
/// `exp2(x)` and differ by a few ulps). Three families — back, elastic and bounce — differ from
/// Robert Penner's classic equations; Penner's versions are separate cases (`.pennerBackIn`, …),
/// and ``pennerCases`` describes the differences.
///
/// Every curve starts at 0 and ends at 1. The ends are exact except where the formula rounds:
/// `backIn(1)` and `backOut(0)` are one ulp off (`sin(π)` is not 0 in floating point), the
/// bounce curves miss by up to 2e-15 (AHEasing's coefficients are rounded), and `pennerBackIn(1)`
/// and `pennerBackOut(0)` miss by an ulp. Only the exponential curves (and Penner's elastic curves)
/// special-case their ends: the exponential curves jump by 2⁻¹⁰ (in-out 2⁻¹¹) just inside them,
/// Penner's elastic curves by at most 2⁻¹¹. Every other curve is continuous. The family members are related by `Out(t) = 1 − In(1 − t)` and
/// `InOut(t) = In(2t)/2` below ½, `(1 + Out(2t − 1))/2` from ½.
///
/// Back and elastic curves overshoot [0, 1]; all other named curves stay inside it.
///
/// Evaluate a curve by calling it: `Easing.quarticInOut(0.25)`. Evaluation never allocates.
public enum Easing: Sendable, Hashable {
    /// The identity, `f(t) = t`.
    case linear

    /// `t²`.
    case quadraticIn
    /// `1 − (1 − t)²`.
    case quadraticOut
    /// Quadratic in for the first half, quadratic out for the second.
    case quadraticInOut

    /// `t³`.
    case cubicIn
    /// `1 + (t − 1)³`.
    case cubicOut
    /// Cubic in for the first half, cubic out for the second.
    case cubicInOut

    /// `t⁴`.
    case quarticIn
    /// `1 − (t − 1)⁴`.
    case quarticOut
    /// Quartic in for the first half, quartic out for the second.
    case quarticInOut

    /// `t⁵`.
    case quinticIn
    /// `1 + (t − 1)⁵`.
    case quinticOut
    /// Quintic in for the first half, quintic out for the second.
    case quinticInOut

    /// A quarter sine wave, `1 + sin((t − 1)·π/2)`.
    case sineIn
    /// A quarter sine wave, `sin(t·π/2)`.
    case sineOut
    /// A half cosine wave, `(1 − cos(π·t))/2`.
    case sineInOut

    /// A quarter circle, `1 − √(1 − t²)`. Its slope is infinite at `t = 1`.
    case circularIn
    /// A quarter circle, `√((2 − t)·t)`. Its slope is infinite at `t = 0`.
    case circularOut
    /// Circular in for the first half, circular out for the second. Its slope is infinite at ½.
    case circularInOut

    /// `2^(10(t − 1))`, except exactly 0 at `t = 0`.
    ///
    /// The special case makes the curve jump from 0 to 2⁻¹⁰ just after `t = 0` (as in AHEasing).
    case exponentialIn
    /// `1 − 2^(−10t)`, except exactly 1 at `t = 1` (a jump of 2⁻¹⁰ just before the end).
    case exponentialOut
    /// Exponential in for the first half, out for the second; exactly 0 at 0 and 1 at 1
    /// (jumps of 2⁻¹¹ just inside both ends).
    case exponentialInOut

    /// A growing sine wave, `sin(13π/2·t)·2^(10(t − 1))` (AHEasing; dips to about −0.0375).
    case elasticIn
    /// A decaying sine wave, `1 − elasticIn(1 − t)`; overshoots to about 1.0375.
    case elasticOut
    /// Elastic in for the first half, elastic out for the second.
    case elasticInOut

    /// An overshooting cubic, `t³ − t·sin(π·t)` (AHEasing; dips to about −0.375 at ½).
    case backIn
    /// `1 − backIn(1 − t)`; overshoots to about 1.375 at ½.
    case backOut
    /// Back in for the first half, back out for the second.
    case backInOut

    /// `1 − bounceOut(1 − t)`.
    case bounceIn
    /// A half parabola rising to 1 at 4/11, then three parabolic bounces ending at 8/11, 9/10 and 1
    /// whose midpoints dip 0.3, 0.09 and 0.027 below 1 (AHEasing). Ends at 1 + 2e-15 (rounded
    /// coefficients).
    case bounceOut
    /// Bounce in for the first half, bounce out for the second.
    case bounceInOut

    /// Robert Penner's back in, `t²·((s + 1)·t − s)` with `s = 1.70158` (a 10 % undershoot).
    case pennerBackIn
    /// Robert Penner's back out, `1 − pennerBackIn(1 − t)` (a 10 % overshoot).
    case pennerBackOut
    /// Robert Penner's back in-out, built from back in and out with `s = 1.70158 × 1.525`.
    case pennerBackInOut

    /// Robert Penner's elastic in: period 0.3, amplitude 1, exactly 0 at `t = 0`.
    case pennerElasticIn
    /// Robert Penner's elastic out: period 0.3, amplitude 1, exactly 1 at `t = 1`.
    case pennerElasticOut
    /// Robert Penner's elastic in-out: period 0.45, amplitude 1, exactly 0 at 0 and 1 at 1.
    case pennerElasticInOut

    /// Robert Penner's bounce in, `1 − pennerBounceOut(1 − t)`.
    case pennerBounceIn
    /// Robert Penner's bounce out: bounces end at 4/11, 8/11, 10/11 and 1, dipping 0.25, 0.0625
    /// and 0.015625 below 1.
    case pennerBounceOut
    /// Robert Penner's bounce in-out.
    case pennerBounceInOut

    /// A CSS-style cubic Bézier timing curve through (0, 0) and (1, 1) with validated control points.
    /// Create one with ``cubicBezier(_:_:_:_:)`` or ``CubicBezier/init(x1:y1:x2:y2:)``.
    case cubicBezier(CubicBezier)

    /// A user-defined curve. Equality and hashing use the function's name only.
    case custom(EasingFunction)

    /// A spring used as an easing curve: the spring released from a unit displacement at rest,
    /// normalised over its `Spring.settlingDuration` so that `t = 1` is the
    /// moment it settles to within 0.001: `f(t) = 1 − x(t · settlingDuration)`, and `f(1) = 1`
    /// exactly. Underdamped springs overshoot past 1.
    case spring(Spring)
}

extension Easing {
    /// Evaluates the curve at progress `t`.
    ///
    /// - Parameter t: Linear progress. Values below 0 are treated as 0 and values above 1 as 1
    ///   (`t` is clamped to [0, 1]; `-0.0` becomes `0`). NaN yields NaN (a custom function is not called).
    /// - Returns: Eased progress: 0 at `t = 0` and 1 at `t = 1`, possibly outside [0, 1] in between
    ///   for back, elastic and overshooting Bézier curves.
    @inlinable
    public func callAsFunction(_ t: Double) -> Double {
        if t.isNaN { return t }
        let p = t > 0 ? (t < 1 ? t : 1) : 0
        return evaluate(clamped: p)
    }

    /// Evaluates the curve at `p`, which the caller guarantees lies in [0, 1].
    @usableFromInline
    func evaluate(clamped p: Double) -> Double {
        switch self {
        case .linear: return p
        case .quadraticIn: return Curves.quadraticIn(p)
        case .quadraticOut: return Curves.quadraticOut(p)
        case .quadraticInOut: return Curves.quadraticInOut(p)
        case .cubicIn: return Curves.cubicIn(p)
        case .cubicOut: return Curves.cubicOut(p)
        case .cubicInOut: return Curves.cubicInOut(p)
        case .quarticIn: return Curves.quarticIn(p)
        case .quarticOut: return Curves.quarticOut(p)
        case .quarticInOut: return Curves.quarticInOut(p)
        case .quinticIn: return Curves.quinticIn(p)
        case .quinticOut: return Curves.quinticOut(p)
        case .quinticInOut: return Curves.quinticInOut(p)
        case .sineIn: return Curves.sineIn(p)
        case .sineOut: return Curves.sineOut(p)
        case .sineInOut: return Curves.sineInOut(p)
        case .circularIn: return Curves.circularIn(p)
        case .circularOut: return Curves.circularOut(p)
        case .circularInOut: return Curves.circularInOut(p)
        case .exponentialIn: return Curves.exponentialIn(p)
        case .exponentialOut: return Curves.exponentialOut(p)
        case .exponentialInOut: return Curves.exponentialInOut(p)
        case .elasticIn: return Curves.elasticIn(p)
        case .elasticOut: return Curves.elasticOut(p)
        case .elasticInOut: return Curves.elasticInOut(p)
        case .backIn: return Curves.backIn(p)
        case .backOut: return Curves.backOut(p)
        case .backInOut: return Curves.backInOut(p)
        case .bounceIn: return Curves.bounceIn(p)
        case .bounceOut: return Curves.bounceOut(p)
        case .bounceInOut: return Curves.bounceInOut(p)
        case .pennerBackIn: return Penner.backIn(p)
        case .pennerBackOut: return Penner.backOut(p)
        case .pennerBackInOut: return Penner.backInOut(p)
        case .pennerElasticIn: return Penner.elasticIn(p)
        case .pennerElasticOut: return Penner.elasticOut(p)
        case .pennerElasticInOut: return Penner.elasticInOut(p)
        case .pennerBounceIn: return Penner.bounceIn(p)
        case .pennerBounceOut: return Penner.bounceOut(p)
        case .pennerBounceInOut: return Penner.bounceInOut(p)
        case .cubicBezier(let curve): return curve(p)
        case .custom(let function): return function(p)
        case .spring(let spring): return Self.springCurve(spring, p)
        }
    }
}

extension Easing {
    /// A CSS-style cubic Bézier curve with control points (x1, y1) and (x2, y2).
    ///
    /// - Throws: ``EasingError/invalidControlPoint(parameter:value:requirement:)`` if x1 or x2 is
    ///   outside [0, 1] or not a number, or y1 or y2 is not finite (checked in the order x1, y1, x2, y2).
    public static func cubicBezier(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double
    ) throws(EasingError) -> Easing {
        .cubicBezier(try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
    }
}

extension Easing {
    /// `1 − x(t·T)` for a unit displacement from rest, with T the settling duration; exactly 1 at `t = 1`.
    @usableFromInline
    static func springCurve(_ spring: Spring, _ t: Double) -> Double {
        if t >= 1 { return 1 }
        let duration = spring.settlingDuration
        guard duration.isFinite, duration > 0 else { return t }
        return 1 - spring.state(at: t * duration, displacement: 1, velocity: 0).displacement
    }
}
