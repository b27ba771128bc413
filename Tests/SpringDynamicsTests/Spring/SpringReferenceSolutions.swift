// Independent reference solutions for the spring tests: a classical RK4 integrator with tiny
// steps, and the textbook closed form evaluated in 80-bit extended precision.

#if canImport(Glibc)
import Glibc
#endif
@testable import SpringDynamics
import SpringTestSupport

/// Integrates m·x'' + c·x' + k·x = 0 with classical RK4 at a fixed `step`, reporting the state at
/// each requested time (sorted, ≥ 0). Independent of the library's closed form.
func rk4States(mass m: Double, stiffness k: Double, damping c: Double,
               x0: Double, v0: Double, step: Double, at times: [Double]) -> [SpringState] {
    func accel(_ x: Double, _ v: Double) -> Double { -(c * v + k * x) / m }
    var x = x0, v = v0, t = 0.0
    var result: [SpringState] = []
    for target in times {
        while t < target {
            let h = min(step, target - t)
            let k1x = v, k1v = accel(x, v)
            let k2x = v + 0.5 * h * k1v, k2v = accel(x + 0.5 * h * k1x, v + 0.5 * h * k1v)
            let k3x = v + 0.5 * h * k2v, k3v = accel(x + 0.5 * h * k2x, v + 0.5 * h * k2v)
            let k4x = v + h * k3v, k4v = accel(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
            if target - t < 1e-12 * max(1, target) { t = target }
        }
        result.append(SpringState(displacement: x, velocity: v))
    }
    return result
}

#if arch(x86_64) || arch(i386)
/// The textbook closed form (cos/sin, critical, cosh/sinh) in Float80 for the spring's exact
/// (m, k, c). Naive on purpose: it is trustworthy away from ζ = 1 (|ζ − 1| ≥ 1e-9 keeps its
/// cancellation below ~1e-15 thanks to the 64-bit significand) and exactly at d = 0.
func extendedPrecisionState(_ spring: Spring, x0: Double, v0: Double, time: Double) -> SpringState {
    let m = Float80(spring.mass), k = Float80(spring.stiffness), c = Float80(spring.damping)
    let x = Float80(x0), v = Float80(v0), t = Float80(time)
    let w2 = k / m
    let alpha = c / (2 * m)
    let d = w2 - alpha * alpha
    let decay = exp(-alpha * t)
    let xt: Float80, vt: Float80
    if d > 0 {
        let wd = d.squareRoot()
        let cs = cos(wd * t), sn = sin(wd * t)
        xt = decay * (x * cs + (v + alpha * x) / wd * sn)
        vt = decay * (v * cs - (alpha * v + w2 * x) / wd * sn)
    } else if d == 0 {
        let b = v + alpha * x
        xt = (x + b * t) * decay
        vt = (v - alpha * b * t) * decay
    } else {
        let g = (-d).squareRoot()
        let ch = cosh(g * t), sh = sinh(g * t)
        xt = decay * (x * ch + (v + alpha * x) / g * sh)
        vt = decay * (v * ch - (alpha * v + w2 * x) / g * sh)
    }
    return SpringState(displacement: Double(xt), velocity: Double(vt))
}

/// The overdamped solution in modal form, [(v0 − r2 x0)e^{r1 t} − (v0 − r1 x0)e^{r2 t}]/(r1 − r2),
/// in Float80 with r1 = −ω²/(α + γ) and r2 = −(α + γ): componentwise accurate to ~1e-18 for
/// heavily overdamped springs (ζ ≥ 2), where the slow mode is far smaller than the scale.
func extendedPrecisionOverdampedState(_ spring: Spring, x0: Double, v0: Double, time: Double) -> SpringState {
    let m = Float80(spring.mass), k = Float80(spring.stiffness), c = Float80(spring.damping)
    let x = Float80(x0), v = Float80(v0), t = Float80(time)
    let w2 = k / m, alpha = c / (2 * m)
    let gamma = (alpha * alpha - w2).squareRoot()
    let r1 = -w2 / (alpha + gamma), r2 = -(alpha + gamma)
    let slow = (v - r2 * x) * exp(r1 * t), fast = (v - r1 * x) * exp(r2 * t)
    return SpringState(displacement: Double((slow - fast) / (r1 - r2)),
                       velocity: Double((r1 * slow - r2 * fast) / (r1 - r2)))
}
#endif

/// max(|Δx|, |Δv|/ω): the error of a state in displacement units.
func stateError(_ a: SpringState, _ b: SpringState, omega: Double) -> Double {
    max(abs(a.displacement - b.displacement), abs(a.velocity - b.velocity) / omega)
}

/// A log-uniform random value in [low, high].
func logUniform(_ low: Double, _ high: Double, using generator: inout SeededGenerator) -> Double {
    exp(Double.random(in: log(low)...log(high), using: &generator))
}
