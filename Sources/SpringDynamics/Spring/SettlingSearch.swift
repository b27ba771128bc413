#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The exact search behind ``Spring/settlingTime(displacement:velocity:epsilon:)``.
struct SettlingSearch {
    let spring: Spring
    let x0: Double
    let v0: Double
    let epsilon: Double
    /// ω² = k/m.
    let w2: Double
    /// α = c/(2m).
    let alpha: Double
    /// ω² − α², computed exactly as the closed form does.
    let d: Double

    init(spring: Spring, x0: Double, v0: Double, epsilon: Double) {
        self.spring = spring
        self.x0 = x0
        self.v0 = v0
        self.epsilon = epsilon
        w2 = spring.stiffness / spring.mass
        alpha = spring.damping / (2 * spring.mass)
        d = w2.addingProduct(-alpha, alpha)
    }

    /// Where a component f (x or v) has its extrema for t > 0.
    enum Extrema {
        /// f is monotone on (0, ∞).
        case none
        /// f is monotone on (0, t] and on [t, ∞).
        case single(Double)
        /// Extrema at (phase + n·π)/ω_d, n = 0, 1, … (underdamped), with |f| at them decaying
        /// by e^{−απ/ω_d} each.
        case periodic(phase: Double, dampedFrequency: Double)
    }

    /// |component| of the exact state at `t` (component 0 is x, 1 is v).
    func magnitude(_ component: Int, at t: Double) -> Double {
        let state = spring.state(at: t, displacement: x0, velocity: v0)
        return Swift.abs(component == 0 ? state.displacement : state.velocity)
    }

    /// The extrema of f, found as the zeros of g = f', which solves the same equation with
    /// g(0) = `g0` and g'(0) = `g1` (any common positive scale of the two is fine).
    func extrema(g0: Double, g1: Double) -> Extrema {
        if d > 0 {
            // g ∝ e^{−αt} cos(ω_d t − δ), δ = atan2((g1 + α g0)/ω_d, g0): zeros where
            // ω_d t − δ = π/2 + nπ.
            let dampedFrequency = d.squareRoot()
            let delta = atan2(g1 + alpha * g0, g0 * dampedFrequency)
            var phase = delta + Double.pi / 2
            if phase < 0 { phase += Double.pi }
            if phase >= Double.pi { phase -= Double.pi }
            return .periodic(phase: phase, dampedFrequency: dampedFrequency)
        }
        // g = A e^{r1 t} + B e^{r2 t} (or (A + Bt)e^{−ωt}) has at most one zero:
        // e^{2γt} = 1 − 2γu with u = g0 / (g1 − r2 g0), i.e. t = log1p(−2γu)/(2γ) → −u as γ → 0.
        let gamma = (-d).squareRoot()
        let denominator = g1 + (alpha + gamma) * g0
        guard denominator != 0 else { return .none }
        let u = g0 / denominator
        let t = gamma > 0 ? log1p(-2 * gamma * u) / (2 * gamma) : -u
        return t > 0 && t.isFinite ? .single(t) : .none
    }

    /// The last t ≥ 0 with |f(t)| ≥ ε, or nil when there is none.
    func lastExceedance(component: Int, derivative g0: Double, secondDerivative g1: Double) -> Double? {
        let exceeds = { (t: Double) -> Bool in magnitude(component, at: t) >= epsilon }
        let start: Double
        switch extrema(g0: g0, g1: g1) {
        case let .periodic(phase, dampedFrequency):
            let extremum = { (n: Double) -> Double in (phase + n * Double.pi) / dampedFrequency }
            let first = extremum(0)
            guard exceeds(first) else {
                // Every peak is below ε (they only shrink), and f is monotone on [0, first].
                return exceeds(0) ? bisect(0, first, exceeds) : nil
            }
            guard alpha > 0 else { return .infinity }
            // The envelope: peak n is peak 0 times e^{−απn/ω_d}.
            let firstPeak = magnitude(component, at: first)
            let logRatio = Swift.max(0, log(firstPeak / epsilon))
            var n = (logRatio / (alpha * Double.pi / dampedFrequency)).rounded(.down)
            // Too many peaks to walk (or a decay per peak that underflows to 0, which made this NaN):
            // the envelope e^{−αt} gives the time, within one period. It overflows to +∞ only when
            // the settling time exceeds the largest double.
            guard n < 0x1p40 else { return first + logRatio / alpha }
            // Confirm along the exact solution (rounding can move the estimate by one peak).
            var steps = 0
            while steps < 64, exceeds(extremum(n + 1)) { n += 1; steps += 1 }
            steps = 0
            while steps < 64, n > 0, !exceeds(extremum(n)) { n -= 1; steps += 1 }
            return bisect(extremum(n), extremum(n + 1), exceeds)
        case let .single(t):
            start = t
        case .none:
            start = 0
        }
        if exceeds(start) {
            // After its last extremum f decays monotonically to 0: bracket, then bisect.
            let gamma = Swift.max(-d, 0).squareRoot()
            var width = (alpha + gamma) / w2              // 1/|r1|, the slow time constant
            var end = start + width
            while exceeds(end), end.isFinite {
                width *= 2
                end = start + width
            }
            return bisect(start, end, exceeds)
        }
        // f is monotone on [0, start] and below ε at start.
        return start > 0 && exceeds(0) ? bisect(0, start, exceeds) : nil
    }

    /// Bisection for the crossing in [lo, hi] where `exceeds(lo)` holds and `exceeds(hi)` does
    /// not, to adjacent doubles; returns the last point known to exceed.
    func bisect(_ lo: Double, _ hi: Double, _ exceeds: (Double) -> Bool) -> Double {
        var lo = lo
        var hi = hi
        for _ in 0..<256 {
            let mid = lo + (hi - lo) / 2
            if mid <= lo || mid >= hi { break }
            if exceeds(mid) { lo = mid } else { hi = mid }
        }
        return lo
    }
}
