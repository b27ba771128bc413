@testable import SpringDynamics
import SpringTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("Exact map in increment form")
struct IntegratorStepIncrementTests {
    @Test("Φ − I agrees with Spring.stepMatrix in every regime and step length (seeded)")
    func agreesWithStepMatrix() throws {
        var rng = SeededGenerator(seed: 0x1DC)
        for _ in 0..<400 {
            let omega = pow(10, Double.random(in: -3...4, using: &rng))
            let zeta = [0.0, 1, Double.random(in: 0...0.999, using: &rng), Double.random(in: 0.99...1.01, using: &rng),
                        Double.random(in: 1.001...60, using: &rng)].randomElement(using: &rng)!
            let spring = try Spring(naturalFrequency: omega, dampingRatio: zeta)
            let h = pow(10, Double.random(in: -5...1, using: &rng))
            let m = spring.stepMatrix(for: h)
            let inc = SpringStepIncrement(spring, step: h)
            let context = "ω \(omega), ζ \(zeta), h \(h)"
            // a11 carries at most half an ulp of 1 of rounding, so the difference is bounded by it.
            #expect(abs((m.a11 - 1) - inc.d11) <= 4e-16 + 1e-14 * abs(inc.d11), "\(context)")
            #expect(abs((m.a22 - 1) - inc.d22) <= 4e-16 + 1e-14 * abs(inc.d22), "\(context)")
            #expect(inc.a12 == m.a12 || isClose(inc.a12, m.a12, relative: 1e-14), "\(context)")
            #expect(inc.a21 == m.a21 || isClose(inc.a21, m.a21, relative: 1e-14), "\(context)")
        }
    }

    @Test("the diagonal increment keeps the digits that Φ₁₁ − 1 loses")
    func keepsDigits() throws {
        // A slow spring at a high frame rate: Φ₁₁ = 1 − 3.5e-9, so Φ₁₁ − 1 has only ~8 good digits.
        let spring = try Spring(naturalFrequency: 0.05, dampingRatio: 0.001)
        let h = 1.0 / 240
        let inc = SpringStepIncrement(spring, step: h)
        // Reference: −ω²h²/2 + … from the series, to double precision.
        let w2 = 0.0025, alpha = 0.00005
        let series = -w2 * h * h / 2 + alpha * w2 * h * h * h / 3 + w2 * w2 * h * h * h * h / 24
        #expect(isClose(inc.d11, series, relative: 1e-12))
    }
}
