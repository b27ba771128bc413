/// A CSS `linear()` easing function for one spring going from 0 to 1, certified within a
/// tolerance of the exact motion at every instant: the result of
/// ``Spring/linearEasing(tolerance:initialVelocity:)``.
///
/// Use it as `animation: name <duration>ms <css>` (or `transition-timing-function`); ``css`` reads
/// for example `linear(0, 0.0123 4.5%, …, 1)`.
///
/// **What is certified.** Between consecutive points the browser interpolates linearly in time.
/// For every instant of [0, ``duration``] the distance between that interpolant, built from the
/// printed (rounded) numbers, and the exact progress 1 − x(t) is at most ``maximumDeviation``;
/// after ``duration`` the animation rests at 1 and the exact motion stays within
/// ``tailDeviation`` of it. Both are at most the tolerance asked for.
///
/// **Rounding.** Each value is printed with ``valueDecimals`` decimals, so it differs from the
/// exact progress by at most ½·10^−valueDecimals; each time is printed with ``percentDecimals``
/// decimals of a percent and is exact (points are placed only on that grid). On a segment the
/// interpolant of the rounded values differs from the chord of the exact values by at most the
/// larger rounding error of its two ends, which is added to the chord bound of
/// ``Spring/chordDeviationBound(displacement:velocity:from:to:)``: ``maximumDeviation`` includes
/// the rounding.
public struct SpringLinearEasing: Sendable, Hashable {
    /// The CSS function, `linear(0, v₁ p₁%, …, 1)`: the first point is 0 (at 0 %), the last 1
    /// (at 100 %), and every point between carries its value and its percentage.
    public let css: String
    /// The animation duration in seconds: a whole number of microseconds, at least the settling
    /// time (see ``Spring/linearEasing(tolerance:initialVelocity:)``).
    public let duration: Double
    /// The point times as fractions of ``duration`` (0 first, 1 last), exactly the printed
    /// percentages divided by 100.
    public let times: [Double]
    /// The point values as printed (rounded to ``valueDecimals`` decimals; 0 first, 1 last).
    public let values: [Double]
    /// The decimals printed for each value.
    public let valueDecimals: Int
    /// The decimals printed for each percentage.
    public let percentDecimals: Int
    /// The tolerance ε the easing was built for.
    public let tolerance: Double
    /// The certified largest distance over [0, ``duration``] between the easing (as printed) and
    /// the exact progress, rounding included. At most ``tolerance``.
    public let maximumDeviation: Double
    /// The largest distance between 1 and the exact progress after ``duration`` (exact, from the
    /// closed form). At most ``tolerance``/2 or the settle threshold 0.001, whichever is smaller.
    public let tailDeviation: Double

    /// The number of points in ``css``.
    public var pointCount: Int { times.count }

    /// ``duration`` in milliseconds, printed with three decimals (exact: a whole number of
    /// microseconds), for example `"523.456ms"`.
    public var cssDuration: String {
        SpringLinearEasing.decimal(Int64((duration * 1e6).rounded()), decimals: 3) + "ms"
    }

    /// `integer` / 10^decimals written in decimal, without trailing zeros (and without a point
    /// when the value is whole).
    static func decimal(_ integer: Int64, decimals: Int) -> String {
        let sign = integer < 0 ? "-" : ""
        var digits = String(integer.magnitude)
        if decimals > 0 {
            if digits.count <= decimals { digits = String(repeating: "0", count: decimals - digits.count + 1) + digits }
            let split = digits.index(digits.endIndex, offsetBy: -decimals)
            var fraction = String(digits[split...])
            while fraction.last == "0" { fraction.removeLast() }
            digits = String(digits[..<split]) + (fraction.isEmpty ? "" : "." + fraction)
        }
        return digits == "0" ? "0" : sign + digits
    }
}
