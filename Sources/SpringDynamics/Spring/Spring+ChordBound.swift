// Certified bounds on how far a chord of the exact motion strays from it.
//
// For a C² function f on [a, b] and its chord L (the straight line through (a, f(a)) and
// (b, f(b))), the classical interpolation bound is
//
//     max_{a≤t≤b} |f(t) − L(t)| ≤ (b − a)²/8 · max_{a≤t≤b} |f''(t)|,
//
// sharp when f'' is constant. For a spring, f'' is the acceleration, which solves the same linear
// equation as the displacement, so its maximum over an interval is known exactly: it is attained
// at an end or at a zero of the jerk, and those zeros come in closed form (one at most when
// ζ ≥ 1; equally spaced, with geometrically shrinking peaks, when ζ < 1). The bound below is
// therefore certified at every instant, not only at sample points.

extension Spring {
    /// The relative margin added to every computed maximum acceleration, so rounding in the
    /// closed form (a few ulps) can never make a certified bound too small.
    static let chordBoundMargin = 1e-12

    /// The largest |x''(t)| for `start ≤ t ≤ end` along the exact motion that starts at t = 0 from
    /// (`displacement`, `velocity`), with a relative safety margin of 1e-12 for rounding.
    ///
    /// The acceleration obeys the same equation as the displacement, so its extrema are the zeros
    /// of the jerk, known in closed form: the result is the exact maximum (not an envelope or a
    /// sampled estimate). Allocates nothing.
    ///
    /// - Parameters:
    ///   - displacement: the displacement from the target at t = 0.
    ///   - velocity: the velocity at t = 0.
    ///   - start: the start of the interval, in seconds (≥ 0 in normal use).
    ///   - end: the end of the interval, ≥ `start`.
    /// - Returns: max |x''| over the interval; NaN when an argument is not finite or `end < start`.
    public func maximumAcceleration(displacement: Double, velocity: Double,
                                    from start: Double, to end: Double) -> Double {
        guard displacement.isFinite, velocity.isFinite, start.isFinite, end.isFinite, end >= start else {
            return .nan
        }
        let origin = state(at: start, displacement: displacement, velocity: velocity)
        return maximumAcceleration(from: origin, over: end - start)
    }

    /// max |x''(τ)| for 0 ≤ τ ≤ `span` along the motion starting from `origin` at τ = 0.
    func maximumAcceleration(from origin: SpringState, over span: Double) -> Double {
        let w2 = stiffness / mass
        let alpha = damping / (2 * mass)
        // (a, j) solve the spring equation too: a' = j, j' = −ω²a − 2αj.
        let a0 = -(2 * alpha * origin.velocity + w2 * origin.displacement)
        let j0 = -(2 * alpha * a0 + w2 * origin.velocity)
        var peak = Swift.abs(a0)
        guard span > 0 else { return peak * (1 + Self.chordBoundMargin) }
        let acceleration = { (tau: Double) -> Double in
            Swift.abs(self.stepMatrix(for: tau).apply(displacement: a0, velocity: j0).displacement)
        }
        peak = Swift.max(peak, acceleration(span))
        // The extrema of a are the zeros of j; j' (0) = −ω²a0 − 2αj0.
        let search = SettlingSearch(spring: self, x0: 0, v0: 0, epsilon: 1)
        switch search.extrema(g0: j0, g1: -(w2 * a0 + 2 * alpha * j0)) {
        case let .periodic(phase, dampedFrequency):
            // Peaks shrink (or, undamped, stay equal) from one to the next: the first inside
            // the interval is the largest.
            let first = phase / dampedFrequency
            if first > 0, first < span { peak = Swift.max(peak, acceleration(first)) }
        case let .single(tau):
            if tau < span { peak = Swift.max(peak, acceleration(tau)) }
        case .none:
            break
        }
        return peak * (1 + Self.chordBoundMargin)
    }

    /// A certified upper bound on the largest distance, at any instant of [`start`, `end`],
    /// between the exact displacement and the straight line through its values at `start` and
    /// `end`: (end − start)²/8 · max |x''| over the interval.
    ///
    /// The maximum acceleration is exact (see
    /// ``maximumAcceleration(displacement:velocity:from:to:)``), so the bound is sharp to second
    /// order in the interval length. Allocates nothing.
    ///
    /// - Parameters:
    ///   - displacement: the displacement from the target at t = 0.
    ///   - velocity: the velocity at t = 0.
    ///   - start: the start of the chord, in seconds.
    ///   - end: the end of the chord, ≥ `start`.
    /// - Returns: the bound, in displacement units; NaN when an argument is not finite or
    ///   `end < start`.
    public func chordDeviationBound(displacement: Double, velocity: Double,
                                    from start: Double, to end: Double) -> Double {
        let peak = maximumAcceleration(displacement: displacement, velocity: velocity, from: start, to: end)
        let span = end - start
        return peak * span * span / 8
    }

    /// The chord bound from a known state at the chord's start.
    func chordDeviationBound(from origin: SpringState, over span: Double) -> Double {
        maximumAcceleration(from: origin, over: span) * span * span / 8
    }

    /// The longest step h ≤ `limit − start` such that the chord of the exact motion over
    /// [`start`, `start + h`] is certified within `tolerance` of it (by
    /// ``chordDeviationBound(displacement:velocity:from:to:)``): the step a greedy keyframe
    /// placer takes.
    ///
    /// Because a certified chord stays certified on every sub-interval, the greedy rule "always
    /// take the longest certified step" gives the fewest keyframes for this bound. The search
    /// brackets h between √(8ε/M) estimates and bisects; the result is certified and within a
    /// relative 1e-6 of the longest certified step. Allocates nothing.
    ///
    /// - Parameters:
    ///   - displacement: the displacement from the target at t = 0.
    ///   - velocity: the velocity at t = 0.
    ///   - start: where the chord starts, in seconds.
    ///   - limit: the latest end allowed (for example the end of a segment); ≥ `start`.
    ///   - tolerance: ε, the largest deviation allowed, in displacement units.
    /// - Returns: h in seconds; `limit − start` when the whole rest fits. NaN when an argument is
    ///   not finite, `limit < start` or `tolerance ≤ 0`.
    public func longestCertifiedStep(displacement: Double, velocity: Double, from start: Double,
                                     upTo limit: Double, tolerance: Double) -> Double {
        guard displacement.isFinite, velocity.isFinite, start.isFinite, limit.isFinite, limit >= start,
              tolerance.isFinite, tolerance > 0 else { return .nan }
        let origin = state(at: start, displacement: displacement, velocity: velocity)
        return longestCertifiedStep(from: origin, maximumStep: limit - start, budget: tolerance)
    }

    /// The longest certified step from `origin` (see
    /// ``longestCertifiedStep(displacement:velocity:from:upTo:tolerance:)``), at most
    /// `maximumStep`, for a chord budget `budget` > 0.
    func longestCertifiedStep(from origin: SpringState, maximumStep: Double, budget: Double) -> Double {
        let fits = { (h: Double) -> Bool in self.chordDeviationBound(from: origin, over: h) <= budget }
        if maximumStep <= 0 || fits(maximumStep) { return Swift.max(maximumStep, 0) }
        // M(0) ≤ M(h): no step longer than √(8ε/M(0)) fits.
        let peakAtStart = maximumAcceleration(from: origin, over: 0)
        var hi = peakAtStart > 0 ? Swift.min(maximumStep, (8 * budget / peakAtStart).squareRoot()) : maximumStep
        if fits(hi) { return hi }
        // h = √(8ε/M(hi)) < hi fits, since M is non-decreasing in h.
        var lo = (8 * budget / maximumAcceleration(from: origin, over: hi)).squareRoot()
        if !fits(lo) { lo = 0 } // only through rounding at the last bit
        var iterations = 0
        while hi - lo > 1e-6 * hi, iterations < 80 {
            iterations += 1
            let mid = lo + (hi - lo) / 2
            if mid <= lo || mid >= hi { break }
            let peak = maximumAcceleration(from: origin, over: mid)
            if peak * mid * mid / 8 <= budget {
                lo = mid
            } else {
                hi = mid
                let candidate = (8 * budget / peak).squareRoot()
                if candidate > lo, fits(candidate) { lo = candidate }
            }
        }
        return lo
    }
}
