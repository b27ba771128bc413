#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Easing {
    /// The AHEasing curves, written with the same operations in the same order as AHEasing's
    /// `easing.c`, so results agree with it to the last bit (given the same libm).
    ///
    /// Every function expects `p` in [0, 1]; ``Easing/callAsFunction(_:)`` clamps before calling.
    /// Where AHEasing writes an in-out curve piecewise rather than from in/out, so do we; the
    /// identities `out(p) = 1 − in(1 − p)` and `inOut(p) = in(2p)/2 | (1 + out(2p − 1))/2` hold
    /// mathematically and to within rounding (see the tests).
    enum Curves {
        static let halfPi = Double.pi / 2

        // MARK: Polynomials

        static func quadraticIn(_ p: Double) -> Double { p * p }

        /// `−p(p − 2) = 1 − (1 − p)²`.
        static func quadraticOut(_ p: Double) -> Double { -(p * (p - 2)) }

        /// `2p²` below ½; `−2p² + 4p − 1` from ½.
        static func quadraticInOut(_ p: Double) -> Double {
            p < 0.5 ? 2 * p * p : (-2 * p * p) + (4 * p) - 1
        }

        static func cubicIn(_ p: Double) -> Double { p * p * p }

        /// `(p − 1)³ + 1`.
        static func cubicOut(_ p: Double) -> Double {
            let f = p - 1
            return f * f * f + 1
        }

        /// `4p³` below ½; `½(2p − 2)³ + 1` from ½.
        static func cubicInOut(_ p: Double) -> Double {
            if p < 0.5 { return 4 * p * p * p }
            let f = (2 * p) - 2
            return 0.5 * f * f * f + 1
        }

        static func quarticIn(_ p: Double) -> Double { p * p * p * p }

        /// `(p − 1)³(1 − p) + 1 = 1 − (p − 1)⁴`.
        static func quarticOut(_ p: Double) -> Double {
            let f = p - 1
            return f * f * f * (1 - p) + 1
        }

        /// `8p⁴` below ½; `−8(p − 1)⁴ + 1` from ½.
        static func quarticInOut(_ p: Double) -> Double {
            if p < 0.5 { return 8 * p * p * p * p }
            let f = p - 1
            return -8 * f * f * f * f + 1
        }

        static func quinticIn(_ p: Double) -> Double { p * p * p * p * p }

        /// `(p − 1)⁵ + 1`.
        static func quinticOut(_ p: Double) -> Double {
            let f = p - 1
            return f * f * f * f * f + 1
        }

        /// `16p⁵` below ½; `½(2p − 2)⁵ + 1` from ½.
        static func quinticInOut(_ p: Double) -> Double {
            if p < 0.5 { return 16 * p * p * p * p * p }
            let f = (2 * p) - 2
            return 0.5 * f * f * f * f * f + 1
        }

        // MARK: Sine and circular

        /// `sin((p − 1)·π/2) + 1`.
        static func sineIn(_ p: Double) -> Double { sin((p - 1) * halfPi) + 1 }

        /// `sin(p·π/2)`.
        static func sineOut(_ p: Double) -> Double { sin(p * halfPi) }

        /// `½(1 − cos(p·π))`.
        static func sineInOut(_ p: Double) -> Double { 0.5 * (1 - cos(p * Double.pi)) }

        /// `1 − √(1 − p²)`.
        static func circularIn(_ p: Double) -> Double { 1 - sqrt(1 - (p * p)) }

        /// `√((2 − p)·p)`.
        static func circularOut(_ p: Double) -> Double { sqrt((2 - p) * p) }

        /// `½(1 − √(1 − 4p²))` below ½; `½(√(−(2p − 3)(2p − 1)) + 1)` from ½.
        static func circularInOut(_ p: Double) -> Double {
            if p < 0.5 { return 0.5 * (1 - sqrt(1 - 4 * (p * p))) }
            return 0.5 * (sqrt(-((2 * p) - 3) * ((2 * p) - 1)) + 1)
        }

        // MARK: Exponential (the only curves that special-case their endpoints)

        /// `2^(10(p − 1))`, and exactly `p` at `p == 0`.
        static func exponentialIn(_ p: Double) -> Double {
            p == 0 ? p : pow(2, 10 * (p - 1))
        }

        /// `1 − 2^(−10p)`, and exactly `p` at `p == 1`.
        static func exponentialOut(_ p: Double) -> Double {
            p == 1 ? p : 1 - pow(2, -10 * p)
        }

        /// `p` at 0 and 1; `½·2^(20p − 10)` below ½; `−½·2^(−20p + 10) + 1` from ½.
        static func exponentialInOut(_ p: Double) -> Double {
            if p == 0 || p == 1 { return p }
            if p < 0.5 { return 0.5 * pow(2, (20 * p) - 10) }
            return -0.5 * pow(2, (-20 * p) + 10) + 1
        }

        // MARK: Elastic (AHEasing form)

        /// `sin(13π/2·p)·2^(10(p − 1))`.
        static func elasticIn(_ p: Double) -> Double {
            sin(13 * halfPi * p) * pow(2, 10 * (p - 1))
        }

        /// `sin(−13π/2·(p + 1))·2^(−10p) + 1`, which equals `1 − elasticIn(1 − p)`.
        static func elasticOut(_ p: Double) -> Double {
            sin(-13 * halfPi * (p + 1)) * pow(2, -10 * p) + 1
        }

        /// `½·sin(13π/2·2p)·2^(10(2p − 1))` below ½;
        /// `½(sin(−13π/2·((2p − 1) + 1))·2^(−10(2p − 1)) + 2)` from ½.
        static func elasticInOut(_ p: Double) -> Double {
            if p < 0.5 {
                return 0.5 * sin(13 * halfPi * (2 * p)) * pow(2, 10 * ((2 * p) - 1))
            }
            return 0.5 * (sin(-13 * halfPi * ((2 * p - 1) + 1)) * pow(2, -10 * (2 * p - 1)) + 2)
        }

        // MARK: Back (AHEasing form)

        /// `p³ − p·sin(p·π)`.
        static func backIn(_ p: Double) -> Double {
            p * p * p - p * sin(p * Double.pi)
        }

        /// `1 − (f³ − f·sin(f·π))` with `f = 1 − p`.
        static func backOut(_ p: Double) -> Double {
            let f = 1 - p
            return 1 - (f * f * f - f * sin(f * Double.pi))
        }

        /// `½(f³ − f·sin(f·π))` with `f = 2p` below ½;
        /// `½(1 − (f³ − f·sin(f·π))) + ½` with `f = 1 − (2p − 1)` from ½.
        static func backInOut(_ p: Double) -> Double {
            if p < 0.5 {
                let f = 2 * p
                return 0.5 * (f * f * f - f * sin(f * Double.pi))
            }
            let f = 1 - (2 * p - 1)
            return 0.5 * (1 - (f * f * f - f * sin(f * Double.pi))) + 0.5
        }

        // MARK: Bounce (AHEasing form)

        /// `1 − bounceOut(1 − p)`.
        static func bounceIn(_ p: Double) -> Double { 1 - bounceOut(1 - p) }

        /// A half parabola `121p²/16` up to 4/11, then parabolas through 1 at 4/11, 8/11, 9/10 and 1
        /// with minima 0.7, 0.91 and 0.973 at the midpoints of those intervals.
        static func bounceOut(_ p: Double) -> Double {
            if p < 4 / 11.0 {
                return (121 * p * p) / 16.0
            } else if p < 8 / 11.0 {
                return (363 / 40.0 * p * p) - (99 / 10.0 * p) + 17 / 5.0
            } else if p < 9 / 10.0 {
                return (4356 / 361.0 * p * p) - (35442 / 1805.0 * p) + 16061 / 1805.0
            } else {
                return (54 / 5.0 * p * p) - (513 / 25.0 * p) + 268 / 25.0
            }
        }

        /// `½·bounceIn(2p)` below ½; `½·bounceOut(2p − 1) + ½` from ½.
        static func bounceInOut(_ p: Double) -> Double {
            p < 0.5 ? 0.5 * bounceIn(p * 2) : 0.5 * bounceOut(p * 2 - 1) + 0.5
        }
    }
}
