/// A CSS-style cubic Bézier timing curve from (0, 0) to (1, 1) with control points
/// (x1, y1) and (x2, y2), as in CSS `cubic-bezier(x1, y1, x2, y2)`.
///
/// The curve is parametric, `(x(s), y(s))` for `s` in [0, 1]. Evaluating it at progress `t`
/// solves `x(s) = t` for `s` (Newton's method safeguarded by bisection, to |x(s) − t| ≤ 1e-14)
/// and returns `y(s)`. Because x1 and x2 lie in [0, 1], `x` is strictly increasing, so the
/// solution is unique. y1 and y2 may lie outside [0, 1] (overshooting curves).
///
/// Evaluation never allocates; it takes at most ``maximumIterations`` steps.
public struct CubicBezier: Sendable, Hashable {
    /// The first control point's x, in [0, 1].
    public let x1: Double
    /// The first control point's y (any finite value).
    public let y1: Double
    /// The second control point's x, in [0, 1].
    public let x2: Double
    /// The second control point's y (any finite value).
    public let y2: Double

    /// The largest |x(s) − t| the solver accepts.
    public static let tolerance = 1e-14
    /// The most solver steps one evaluation takes (bisection alone would need about 50).
    public static let maximumIterations = 100

    /// Creates a curve, validating the control points.
    ///
    /// - Throws: ``EasingError/invalidControlPoint(parameter:value:requirement:)`` for the first
    ///   offending parameter, checked in the order x1, y1, x2, y2: x1 and x2 must be in [0, 1]
    ///   (NaN and infinities fail this too), y1 and y2 must be finite.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(EasingError) {
        try Self.validateX(x1, "x1")
        try Self.validateY(y1, "y1")
        try Self.validateX(x2, "x2")
        try Self.validateY(y2, "y2")
        self.init(unchecked: x1, y1, x2, y2)
    }

    init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    private static func validateX(_ value: Double, _ name: String) throws(EasingError) {
        guard value >= 0 && value <= 1 else {
            throw .invalidControlPoint(parameter: name, value: value, requirement: "in [0, 1]")
        }
    }

    private static func validateY(_ value: Double, _ name: String) throws(EasingError) {
        guard value.isFinite else {
            throw .invalidControlPoint(parameter: name, value: value, requirement: "finite")
        }
    }
}

extension CubicBezier {
    /// CSS `ease`: (0.25, 0.1, 0.25, 1).
    public static let ease = CubicBezier(unchecked: 0.25, 0.1, 0.25, 1)
    /// CSS `ease-in`: (0.42, 0, 1, 1).
    public static let easeIn = CubicBezier(unchecked: 0.42, 0, 1, 1)
    /// CSS `ease-out`: (0, 0, 0.58, 1).
    public static let easeOut = CubicBezier(unchecked: 0, 0, 0.58, 1)
    /// CSS `ease-in-out`: (0.42, 0, 0.58, 1).
    public static let easeInOut = CubicBezier(unchecked: 0.42, 0, 0.58, 1)
}

extension CubicBezier {
    /// The curve's x at parameter `s` (not clamped; the curve is defined for `s` in [0, 1]).
    public func x(atParameter s: Double) -> Double {
        Self.coordinate(s, x1, x2)
    }

    /// The curve's y at parameter `s` (not clamped; the curve is defined for `s` in [0, 1]).
    public func y(atParameter s: Double) -> Double {
        Self.coordinate(s, y1, y2)
    }

    /// The parameter `s` in [0, 1] with `x(s) = x` to within ``tolerance``.
    ///
    /// `x` is clamped to [0, 1]; NaN yields NaN. Exactly 0 maps to 0 and exactly 1 to 1.
    public func parameter(forX x: Double) -> Double {
        if x.isNaN { return x }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        var s = x  // x(s) ≈ s for a near-linear curve; a good start in general.
        var previousStep = 1.0
        for _ in 0..<Self.maximumIterations {
            let error = Self.coordinate(s, x1, x2) - x
            if abs(error) <= Self.tolerance { return s }
            if error < 0 { lo = s } else { hi = s }
            let slope = Self.slope(s, x1, x2)
            let newton = slope > 0 ? s - error / slope : .nan
            // x is increasing, so [lo, hi] always brackets the root. Take the Newton step unless it
            // leaves the bracket (or the slope vanishes) or it is not at least half the previous
            // step (slow convergence near a flat point); then bisect.
            if newton > lo && newton < hi && abs(newton - s) <= abs(previousStep) / 2 {
                previousStep = newton - s
                s = newton
            } else {
                previousStep = (hi - lo) / 2
                let mid = lo + previousStep
                if mid <= lo || mid >= hi { return s }  // The bracket is down to adjacent doubles.
                s = mid
            }
        }
        return s
    }

    /// Eased progress at `t`: `y(s)` where `x(s) = t`. `t` is clamped to [0, 1]; NaN yields NaN;
    /// returns exactly 0 at `t ≤ 0` and exactly 1 at `t ≥ 1`.
    public func callAsFunction(_ t: Double) -> Double {
        if t.isNaN { return t }
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        return y(atParameter: parameter(forX: t))
    }

    /// `3(1 − s)²s·c1 + 3(1 − s)s²·c2 + s³` in power form.
    private static func coordinate(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let c = 3 * c1
        let b = 3 * (c2 - c1) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    /// The derivative of ``coordinate(_:_:_:)`` with respect to `s`.
    private static func slope(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let c = 3 * c1
        let b = 3 * (c2 - c1) - c
        let a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }
}
