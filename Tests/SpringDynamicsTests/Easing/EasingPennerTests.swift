import Foundation
import SpringTestSupport
import SpringDynamics
import Testing

@Suite("Penner variants of back, elastic and bounce")
struct EasingPennerTests {
    static let s = 1.70158

    @Test("Penner back uses s = 1.70158 and differs from AHEasing's back")
    func back() {
        let s = Self.s
        // t²((s + 1)t − s) at ½.
        let expected = 0.25 * ((s + 1) * 0.5 - s)
        #expect(isClose(Easing.pennerBackIn(0.5), expected, absolute: 1e-15))
        #expect(isClose(Easing.pennerBackOut(0.5), 1 - expected, absolute: 1e-15))
        #expect(abs(Easing.pennerBackIn(0.5) - Easing.backIn(0.5)) > 0.25)  // −0.0877 vs −0.375
        for t in easingSampleTimes(seed: 21) {
            #expect(isClose(Easing.pennerBackIn(t), t * t * ((s + 1) * t - s), absolute: 1e-12))
        }
    }

    @Test("Penner back undershoots by 10 %: minimum −4s³/(27(s + 1)²) at t = 2s/(3(s + 1))")
    func backUndershoot() {
        let s = Self.s
        let tMin = 2 * s / (3 * (s + 1))
        let minimum = -4 * s * s * s / (27 * (s + 1) * (s + 1))
        #expect(isClose(Easing.pennerBackIn(tMin), minimum, absolute: 1e-12))
        #expect(isClose(minimum, -0.1, absolute: 1e-4))
        let gridMinimum = (0...10_000).map { Easing.pennerBackIn(Double($0) / 10_000) }.min()!
        #expect(gridMinimum >= minimum - 1e-12 && gridMinimum <= minimum + 1e-6)
        #expect(isClose(Easing.pennerBackOut(1 - tMin), 1 - minimum, absolute: 1e-12))
    }

    @Test("Penner back in-out is built from back in and out with s·1.525")
    func backInOut() {
        let s = Self.s * 1.525
        let backIn = { (t: Double) in t * t * ((s + 1) * t - s) }
        for t in easingSampleTimes(seed: 22) {
            let expected = t < 0.5 ? backIn(2 * t) / 2 : (1 + (1 - backIn(1 - (2 * t - 1)))) / 2
            #expect(isClose(Easing.pennerBackInOut(t), expected, absolute: 1e-12), "at \(t)")
        }
        #expect(!isClose(Easing.pennerBackInOut(0.25), Easing.pennerBackIn(0.5) / 2, absolute: 1e-3))
    }

    @Test("Penner elastic: period 0.3 (in-out 0.45), quarter-period phase, hand values")
    func elastic() {
        // In(½) = −2⁻⁵·sin(−0.575·2π/0.3) = −2⁻⁵·sin(−23π/6) = −2⁻⁵·sin(π/6) = −1/64.
        #expect(isClose(Easing.pennerElasticIn(0.5), -1.0 / 64, absolute: 1e-15))
        // Out(0.15) = 1 + 2^(−1.5)·sin(0.075·2π/0.3) = 1 + 2^(−1.5).
        #expect(isClose(Easing.pennerElasticOut(0.15), 1 + pow(2, -1.5), absolute: 1e-15))
        // InOut(¼) = −½·2⁻⁵·sin(−0.6125·2π/0.45) = −2⁻⁶·sin(−49π/18) = 2⁻⁶·sin(5π/18).
        #expect(isClose(Easing.pennerElasticInOut(0.25), sin(5 * .pi / 18) / 64, absolute: 1e-15))
        #expect(abs(Easing.pennerElasticIn(0.5) - Easing.elasticIn(0.5)) > 1e-3)  // −0.0156 vs −0.0221
        for t in easingSampleTimes(seed: 23) where t > 0 && t < 1 {
            let expected = -pow(2, 10 * (t - 1)) * sin((t - 1 - 0.075) * 2 * .pi / 0.3)
            #expect(isClose(Easing.pennerElasticIn(t), expected, absolute: 1e-12), "at \(t)")
        }
    }

    @Test("Penner bounce: bounces end at 4/11, 8/11, 10/11, 1 and dip 0.25, 0.0625, 0.015625")
    func bounce() {
        let values: [(Double, Double)] = [
            (2.0 / 11, 0.25), (4.0 / 11, 1), (6.0 / 11, 0.75), (8.0 / 11, 1),
            (9.0 / 11, 0.9375), (10.0 / 11, 1), (21.0 / 22, 0.984375), (1, 1),
        ]
        for (t, expected) in values {
            #expect(isClose(Easing.pennerBounceOut(t), expected, absolute: 1e-12), "at \(t)")
        }
        // AHEasing's first bounce dips 0.3, Penner's 0.25.
        #expect(isClose(Easing.bounceOut(6.0 / 11) - Easing.pennerBounceOut(6.0 / 11), -0.05, absolute: 1e-12))
        // Same first half parabola (both (11t/4)²).
        for t in stride(from: 0.0, to: 4.0 / 11, by: 0.01) {
            #expect(isClose(Easing.bounceOut(t), Easing.pennerBounceOut(t), absolute: 1e-12))
        }
    }
}
