#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The exact solution of m·x'' + c·x' + k·x = 0 and its one-step map Φ(h).
//
// With ω² = k/m, α = c/(2m) = ζω and d = ω² − α² = ω²(1 − ζ²):
//
//     Φ(h) = e^{−αh} · [[C + αS, S], [−ω²S, C − αS]]
//
// where C = cos(√d h), S = sin(√d h)/√d for d > 0 (cosh/sinh for d < 0, 1 and h for d = 0).
// Three evaluation strategies keep every regime accurate and overflow-free:
//
// * |d|·h² ≤ 1/4 (near-critical, or short steps): C and S/h as Taylor series in −d·h², which
//   covers d = 0 exactly and makes the map analytic, without cancellation, across ζ = 1.
// * d > 0 (underdamped): cos and sin of the damped frequency times the decay e^{−αh}.
// * d < 0 (overdamped): never cosh/sinh. With γ = √(−d), the slow root r1 = −ω²/(α + γ)
//   (no cancellation), the fast root r2 = −(α + γ), E1 = e^{r1 h} and
//   P = −expm1(−2γh)/(2γ) = (e^{−αh} sinh γh / γ) / E1:
//       a12 = E1·P,  a11 = E1·(1 + |r1|·P),  a21 = −ω²·a12,
//       a22 = E1·(1 + r2·P)  or, when that form would cancel, (r1·E1 − r2·e^{r2 h}) / (2γ).
//   For h ≥ 0, E1 ≤ 1 and 0 ≤ P ≤ min(h, 1/(2γ)), so nothing overflows: k = 1e6, ζ = 50 is finite
//   for any t, where cosh(γt) alone would overflow for t ≳ 0.014 s.

extension Spring {
    /// The exact one-step map Φ(h) that advances (displacement from target, velocity) by `step`
    /// seconds: `stepMatrix(for: h).apply(displacement: x, velocity: v)` is the closed-form
    /// solution at time h starting from (x, v).
    ///
    /// Exact for any step (only rounding error), in every regime; stable for very stiff and
    /// heavily overdamped springs and continuous across ζ = 1. Allocates nothing. Compute it once
    /// per (spring, step) and apply it to every channel that shares them.
    ///
    /// - Parameter step: the time step h in seconds. `0` gives the identity. A negative step runs
    ///   the motion backwards (Φ(−h) = Φ(h)⁻¹), which grows like e^{α|h|} and can overflow for
    ///   strongly damped springs. A damped spring settles: once e^{−αh} underflows (α = c/2m;
    ///   for example `.bouncy` beyond about 85 s, or k = 100, c = 0.001 beyond about 1.5e6 s)
    ///   and at `+infinity` the map is exactly the zero matrix, never NaN, however large the
    ///   phase. An undamped spring (`damping == 0`) never settles: its entries stay finite while
    ///   ω·h is finite (ω = √(k/m)), and are NaN once ω·h overflows (h beyond about 1.8e308/ω),
    ///   where its phase is undetermined; so are they for any other non-finite step.
    @inlinable
    public func stepMatrix(for step: Double) -> SpringStepMatrix {
        let h = step
        let w2 = stiffness / mass                      // ω²
        let alpha = damping / (2 * mass)               // α = ζω
        guard h.isFinite else {
            let limit: Double = (h == .infinity && alpha > 0) ? 0 : .nan
            return SpringStepMatrix(a11: limit, a12: limit, a21: limit, a22: limit)
        }
        let d = w2.addingProduct(-alpha, alpha)       // ω² − α², a single rounding
        let q = d * h * h                              // ω²(1 − ζ²)h²

        if Swift.abs(q) <= 0.25 {
            // Near-critical (or a short step): Taylor series in −q, exact at d = 0.
            let series = Self._cosineAndSinc(q)
            let decay = exp(-alpha * h)
            let eS = decay * (series.sinc * h)
            let eC = decay * series.cosine
            return SpringStepMatrix(a11: eC + alpha * eS, a12: eS, a21: -w2 * eS, a22: eC - alpha * eS)
        }
        if d > 0 {
            // Underdamped: oscillates at the damped frequency ω_d = √d.
            let decay = exp(-alpha * h)
            // Settled: e^{−αh} has underflowed, so the map is zero whatever the phase (which
            // overflows to infinity at huge h, where sin and cos would give NaN).
            if decay == 0 { return SpringStepMatrix(a11: 0, a12: 0, a21: 0, a22: 0) }
            let dampedFrequency = d.squareRoot()
            let phase = dampedFrequency * h
            let eS = decay * sin(phase) / dampedFrequency
            let eC = decay * cos(phase)
            return SpringStepMatrix(a11: eC + alpha * eS, a12: eS, a21: -w2 * eS, a22: eC - alpha * eS)
        }
        // Overdamped: two real decay rates, written without cosh/sinh and without cancellation.
        let gamma = (-d).squareRoot()
        let sum = alpha + gamma
        let r1 = -w2 / sum                             // slow root, −α + γ computed stably
        let r2 = -sum                                  // fast root
        let e1 = exp(r1 * h)
        let expm = expm1(-2 * gamma * h)               // e^{−2γh} − 1
        let p = -expm / (2 * gamma)
        let a12 = e1 * p
        let a22: Double
        if (expm + 1) * sum < 2 * gamma {
            // 1 + r2·P would cancel; use the two-exponential form, whose terms do not.
            a22 = (r1 * e1 - r2 * exp(r2 * h)) / (2 * gamma)
        } else {
            a22 = e1 + r2 * a12
        }
        return SpringStepMatrix(a11: e1 - r1 * a12, a12: a12, a21: -w2 * a12, a22: a22)
    }

    /// The state `time` seconds after starting from `displacement` (measured from the target)
    /// and `velocity`, from the exact closed-form solution.
    ///
    /// Equal to `stepMatrix(for: time).apply(displacement:velocity:)`; at `time == 0` it returns
    /// the initial state bit for bit. Allocates nothing.
    ///
    /// - Parameters:
    ///   - time: seconds since the start. Negative times run backwards (see ``stepMatrix(for:)``).
    ///   - displacement: the initial displacement from the target (the target is at 0).
    ///   - velocity: the initial velocity, in displacement units per second.
    @inlinable
    public func state(at time: Double, displacement: Double, velocity: Double) -> SpringState {
        if time == 0 { return SpringState(displacement: displacement, velocity: velocity) }
        return stepMatrix(for: time).apply(displacement: displacement, velocity: velocity)
    }

    /// cos(√(−z))-style series for z = −q: C = Σ (−q)ⁿ/(2n)! and S/h = Σ (−q)ⁿ/(2n+1)!, nine terms,
    /// accurate to rounding for |q| ≤ 1/4 (the first omitted term is below 1e-21).
    @inlinable
    static func _cosineAndSinc(_ q: Double) -> (cosine: Double, sinc: Double) {
        let c = _cosineMinusOne(q) + 1
        let s = _horner(-q, [1.0 / 355_687_428_096_000, 1.0 / 1_307_674_368_000, 1.0 / 6_227_020_800, 1.0 / 39_916_800,
                             1.0 / 362_880, 1.0 / 5_040, 1.0 / 120, 1.0 / 6, 1])
        return (c, s)
    }

    /// C − 1 = Σ_{n≥1} (−q)ⁿ/(2n)!, eight terms, accurate to rounding for |q| ≤ 1/4 — without
    /// the cancellation of computing C first (the exact integrator's increment form needs it).
    @inlinable
    static func _cosineMinusOne(_ q: Double) -> Double {
        let z = -q
        let c = _horner(z, [1.0 / 20_922_789_888_000, 1.0 / 87_178_291_200, 1.0 / 479_001_600, 1.0 / 3_628_800,
                            1.0 / 40_320, 1.0 / 720, 1.0 / 24, 1.0 / 2])
        return c * z
    }

    /// `c[0]·zⁿ⁻¹ + c[1]·zⁿ⁻² + … + c[n−1]` by Horner's rule, highest power first: `s = c[0]`, then
    /// `s = s·z + c[i]` (the operations, in order, of the series above; no allocation).
    @inlinable @inline(__always)
    static func _horner<let n: Int>(_ z: Double, _ c: InlineArray<n, Double>) -> Double {
        var s = c[0]
        for i in 1..<n { s = s * z + c[i] }
        return s
    }
}
