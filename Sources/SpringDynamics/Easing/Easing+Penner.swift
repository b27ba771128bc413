#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Easing {
    /// Robert Penner's back, elastic and bounce curves, for users who want the classic shapes
    /// (Flash, jQuery easing, easings.net) rather than AHEasing's.
    ///
    /// How they differ from the AHEasing curves of the same family:
    /// - **Back.** Penner: `t²·((s + 1)·t − s)` with `s = 1.70158`, which undershoots by 10 %
    ///   (minimum ≈ −0.1 at t = 2s/(3(s + 1)) ≈ 0.42); in-out uses `s·1.525`.
    ///   AHEasing: `t³ − t·sin(π·t)`, undershooting to −0.375 at ½.
    /// - **Elastic.** Penner: `−2^(10(t − 1))·sin((t − 1 − p/4)·2π/p)`, period `p = 0.3`
    ///   (0.45 for in-out), with the endpoints special-cased (otherwise in-curves would start at
    ///   about −0.0005). AHEasing: `sin(13π/2·t)·2^(10(t − 1))`, which is 0 at 0 and 1 at 1 by itself.
    /// - **Bounce.** Penner's out bounces end at 4/11, 8/11, 10/11 and 1 with dips 0.25, 0.0625 and
    ///   0.015625 (the last bounce is cut at its second half). AHEasing's end at 4/11, 8/11, 9/10 and
    ///   1 with dips 0.3, 0.09 and 0.027.
    ///
    /// The nine curves in the order back, elastic, bounce, each in, out, in-out.
    public static let pennerCases: [Easing] = [
        .pennerBackIn, .pennerBackOut, .pennerBackInOut,
        .pennerElasticIn, .pennerElasticOut, .pennerElasticInOut,
        .pennerBounceIn, .pennerBounceOut, .pennerBounceInOut,
    ]

    /// Robert Penner's equations with begin 0, change 1 and duration 1, in his operation order.
    /// Every function expects `t` in [0, 1].
    enum Penner {
        /// The back overshoot constant (10 % undershoot for in, overshoot for out).
        static let backOvershoot = 1.70158
        /// The back overshoot constant for in-out.
        static let backInOutOvershoot = 1.70158 * 1.525

        // MARK: Back

        static func backIn(_ t: Double) -> Double {
            let s = backOvershoot
            return t * t * ((s + 1) * t - s)
        }

        static func backOut(_ t: Double) -> Double {
            let s = backOvershoot
            let u = t - 1
            return u * u * ((s + 1) * u + s) + 1
        }

        static func backInOut(_ t: Double) -> Double {
            let s = backInOutOvershoot
            var u = t * 2
            if u < 1 { return 0.5 * (u * u * ((s + 1) * u - s)) }
            u -= 2
            return 0.5 * (u * u * ((s + 1) * u + s) + 2)
        }

        // MARK: Elastic (amplitude 1, so the phase shift is a quarter period)

        static func elasticIn(_ t: Double) -> Double {
            if t == 0 { return 0 }
            if t == 1 { return 1 }
            let period = 0.3
            let shift = period / 4
            let u = t - 1
            return -(pow(2, 10 * u) * sin((u - shift) * (2 * Double.pi) / period))
        }

        static func elasticOut(_ t: Double) -> Double {
            if t == 0 { return 0 }
            if t == 1 { return 1 }
            let period = 0.3
            let shift = period / 4
            return pow(2, -10 * t) * sin((t - shift) * (2 * Double.pi) / period) + 1
        }

        static func elasticInOut(_ t: Double) -> Double {
            if t == 0 { return 0 }
            var u = t * 2
            if u == 2 { return 1 }
            let period = 0.3 * 1.5
            let shift = period / 4
            u -= 1
            let wave = sin((u - shift) * (2 * Double.pi) / period)
            if u < 0 { return -0.5 * (pow(2, 10 * u) * wave) }
            return pow(2, -10 * u) * wave * 0.5 + 1
        }

        // MARK: Bounce

        static func bounceIn(_ t: Double) -> Double { 1 - bounceOut(1 - t) }

        static func bounceOut(_ t: Double) -> Double {
            if t < 1 / 2.75 {
                return 7.5625 * t * t
            } else if t < 2 / 2.75 {
                let u = t - 1.5 / 2.75
                return 7.5625 * u * u + 0.75
            } else if t < 2.5 / 2.75 {
                let u = t - 2.25 / 2.75
                return 7.5625 * u * u + 0.9375
            } else {
                let u = t - 2.625 / 2.75
                return 7.5625 * u * u + 0.984375
            }
        }

        static func bounceInOut(_ t: Double) -> Double {
            t < 0.5 ? bounceIn(t * 2) * 0.5 : bounceOut(t * 2 - 1) * 0.5 + 0.5
        }
    }
}
