#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The exact one-step map of a spring written as an increment, Φ(h) − I, so that
/// `x += d11·x + a12·v` and `v += a21·x + d22·v` advance (displacement, velocity) by h.
///
/// Why not Φ(h) itself: for a step that is short against the spring (high frame rates, slow
/// springs) the diagonal of Φ is 1 − tiny, and storing it rounds away ~1e-16 of it *the same way
/// every frame*, so after n frames the motion is off by n·1e-16 relative (1e-11 after 100,000
/// frames of a slow overdamped spring). The increments `d11 = a11 − 1` and `d22 = a22 − 1` are
/// computed here from `expm1` and half-angle forms without that rounding, which leaves only the
/// unbiased rounding of each frame's addition.
@usableFromInline
struct SpringStepIncrement: Sendable, Equatable {
    @usableFromInline var d11: Double
    @usableFromInline var a12: Double
    @usableFromInline var a21: Double
    @usableFromInline var d22: Double

    /// Φ(h) − I for `spring` and a finite step `h`; the same branches as ``Spring/stepMatrix(for:)``.
    init(_ spring: Spring, step h: Double) {
        let w2 = spring.stiffness / spring.mass
        let alpha = spring.damping / (2 * spring.mass)
        guard h.isFinite else {
            let m = spring.stepMatrix(for: h)
            self.init(d11: m.a11 - 1, a12: m.a12, a21: m.a21, d22: m.a22 - 1)
            return
        }
        let d = w2.addingProduct(-alpha, alpha)
        let q = d * h * h
        if d >= 0 || Swift.abs(q) <= 0.25, exp(-alpha * h) == 0 {
            // Settled (e^{−αh} underflowed; near-critical or underdamped, where every entry of Φ
            // carries that factor): Φ = 0, whatever the phase, which may have overflowed.
            self.init(d11: -1, a12: 0, a21: 0, d22: -1)
            return
        }
        if Swift.abs(q) <= 0.25 {
            // C − 1 and S/h from the same series as Spring, without the leading 1 of C.
            let series = Spring._cosineAndSinc(q)
            let cosineMinusOne = Self.cosineMinusOne(q)
            let decayMinusOne = expm1(-alpha * h)
            let s = series.sinc * h
            // e·(C ± αS) − 1 = (e − 1)(C ± αS) + (C − 1) ± αS
            let plus = series.cosine + alpha * s, minus = series.cosine - alpha * s
            let eS = exp(-alpha * h) * s
            self.init(d11: decayMinusOne * plus + cosineMinusOne + alpha * s, a12: eS, a21: -w2 * eS,
                      d22: decayMinusOne * minus + cosineMinusOne - alpha * s)
            return
        }
        if d > 0 {
            let dampedFrequency = d.squareRoot()
            let phase = dampedFrequency * h
            let half = sin(0.5 * phase)
            let cosineMinusOne = -2 * half * half
            let c = cos(phase), s = sin(phase) / dampedFrequency
            let decayMinusOne = expm1(-alpha * h)
            let eS = exp(-alpha * h) * s
            self.init(d11: decayMinusOne * (c + alpha * s) + cosineMinusOne + alpha * s, a12: eS, a21: -w2 * eS,
                      d22: decayMinusOne * (c - alpha * s) + cosineMinusOne - alpha * s)
            return
        }
        // Overdamped: a11 = E1 − r1·a12 and a22 = E1 + r2·a12 (Spring's forms), E1 − 1 = expm1(r1 h).
        let m = spring.stepMatrix(for: h)
        let gamma = (-d).squareRoot()
        let r1 = -w2 / (alpha + gamma)
        let e1MinusOne = expm1(r1 * h)
        let d11 = e1MinusOne - r1 * m.a12
        let sum = alpha + gamma
        // Where Spring used the two-exponential form, a22 is far from 1 and subtracting is exact enough.
        let d22 = (expm1(-2 * gamma * h) + 1) * sum < 2 * gamma ? m.a22 - 1 : e1MinusOne - sum * m.a12
        self.init(d11: d11, a12: m.a12, a21: m.a21, d22: d22)
    }

    @usableFromInline
    init(d11: Double, a12: Double, a21: Double, d22: Double) {
        self.d11 = d11
        self.a12 = a12
        self.a21 = a21
        self.d22 = d22
    }

    /// C − 1 = Σ_{n≥1} (−q)ⁿ/(2n)!, accurate to rounding for |q| ≤ 1/4.
    static func cosineMinusOne(_ q: Double) -> Double { Spring._cosineMinusOne(q) }
}
