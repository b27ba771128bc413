#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import SpringDynamics
import SpringTestSupport

/// The fuzz findings of issue 10 for ``Spring/settlingTime(displacement:velocity:epsilon:)``: never
/// NaN for finite arguments, and finite for every damped spring whose settling time is a finite
/// double.
@Suite("Settling time: fuzz regressions")
struct SettlingTimeRegressionTests {
    @Test("The reported NaN cases are finite and exceed ε at the returned time", arguments: [
        (1.0, 1e150, 1e-300, 0.001, 10.0, 0.001),
        (1.0, 1.13e86, 1e-300, 0.001, 10.0, 0.001),
        (2.0, 1e150, 1e-300, -1.0, 10.0, 1.0),
    ])
    func reportedCases(mass: Double, stiffness: Double, damping: Double, x0: Double, v0: Double, epsilon: Double) throws {
        let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping)
        let t = spring.settlingTime(displacement: x0, velocity: v0, epsilon: epsilon)
        #expect(!t.isNaN)
        #expect(t >= 0)
        // With c = 1e-300 the envelope e^(−c t / 2m) needs t ≈ 2m·ln(peak/ε)/c ≈ 1e302 s or more:
        // finite when that fits in a double, else infinite, as documented.
        let alpha = damping / (2 * mass)
        if 60 / alpha < Double.greatestFiniteMagnitude / 2 { #expect(t.isFinite) }
    }

    @Test func astronomicallyLongSettlingIsFiniteAndFollowsTheEnvelope() throws {
        // ζ = 1e-20: the peaks decay as e^(−α t), α = c/2m = 1e-19·… so the answer is ≈ ln(A/ε)/α.
        let spring = try Spring(mass: 1, stiffness: 100, damping: 2e-19)
        let t = spring.settlingTime(displacement: 1, velocity: 0, epsilon: 0.001)
        #expect(t.isFinite)
        let alpha = 1e-19
        // Peak amplitudes: |x| ≤ 1·e^(−αt) and |v| ≤ ω·e^(−αt) = 10·e^(−αt); the last exceedance is
        // where 10·e^(−αt) = ε, within one period (2π/10 s) and rounding of t itself.
        let expected = log(10 / 0.001) / alpha
        #expect(abs(t - expected) / expected < 1e-6)
    }

    @Test func weaklyDampedStiffSpringsSettleInFiniteTime() throws {
        // The class behind the reported infinities: a decay per peak (α·π/ω_d) that underflows.
        var checked = 0
        for mass in [1e-10, 1.0, 1e10] {
            for kExponent in stride(from: -100, through: 300, by: 25) {
                for cExponent in stride(from: -300, through: -200, by: 20) {
                    let damping = pow10(Double(cExponent))
                    guard let spring = try? Spring(mass: mass, stiffness: pow10(Double(kExponent)), damping: damping) else { continue }
                    let t = spring.settlingTime(displacement: 1, velocity: 1, epsilon: 1e-3)
                    #expect(!t.isNaN)
                    // ln(peak/ε) ≤ ln(1e3·max(1, ω, 1/ω)·2) < 800, so t ≤ 800·2m/c + a period.
                    if 800 * 2 * mass / damping < 1e300 {
                        #expect(t.isFinite, "m = \(mass), k = 1e\(kExponent), c = 1e\(cExponent)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 200)
    }

    @Test func seededRandomSpringsNeverGiveNaN() throws {
        var rng = SeededGenerator(seed: 0x5E77_1E)
        var count = 0
        for _ in 0..<20_000 {
            let mass = pow10(Double.random(in: -300...300, using: &rng))
            let stiffness = pow10(Double.random(in: -300...300, using: &rng))
            let damping = Double.random(in: 0...1, using: &rng) < 0.1 ? 0 : pow10(Double.random(in: -300...300, using: &rng))
            guard let spring = try? Spring(mass: mass, stiffness: stiffness, damping: damping) else { continue }
            let x0 = (Double.random(in: 0...1, using: &rng) < 0.5 ? -1 : 1) * pow10(Double.random(in: -300...300, using: &rng))
            let v0 = (Double.random(in: 0...1, using: &rng) < 0.5 ? -1 : 1) * pow10(Double.random(in: -300...300, using: &rng))
            let epsilon = pow10(Double.random(in: -300...300, using: &rng))
            let t = spring.settlingTime(displacement: x0, velocity: v0, epsilon: epsilon)
            #expect(!t.isNaN, "NaN for m = \(mass), k = \(stiffness), c = \(damping), x0 = \(x0), v0 = \(v0), ε = \(epsilon)")
            #expect(t >= 0)
            count += 1
        }
        #expect(count > 10_000)
    }
}

private func pow10(_ e: Double) -> Double { exp(e * 2.302585092994046) }
