// Flutter's SpringDescription.
//
// Source: flutter/flutter, packages/flutter/lib/src/physics/spring_simulation.dart.
// `SpringDescription(mass:stiffness:damping:)` holds m, k and c of m·x'' + c·x' + k·x = 0 (the
// simulation's solutions use r = −c/(2m) and √(4mk − c²)/(2m)).
// `SpringDescription.withDampingRatio(mass:stiffness:ratio = 1)` sets damping = ratio·2·√(mass·stiffness).
// `SpringDescription.withDurationAndBounce(duration = 500 ms, bounce = 0)` uses mass 1,
// stiffness = 4π²·mass / d² with d = duration.inMilliseconds / 1000 (whole milliseconds), damping
// ratio 1 − bounce for bounce > 0 and 1/(bounce + 1) otherwise; its `duration` getter is
// √(4π²·mass/stiffness) rounded to whole milliseconds and its `bounce` getter is 1 − ζ for ζ < 1,
// 1/ζ − 1 otherwise.

extension Spring {
    /// Creates a spring from Flutter's `SpringDescription(mass:stiffness:damping:)`: the same
    /// physical coefficients m, k and c.
    ///
    /// - Parameters:
    ///   - flutterMass: `mass`, finite and greater than 0.
    ///   - stiffness: `stiffness`, finite and greater than 0.
    ///   - damping: `damping` (the coefficient, not the ratio), finite and ≥ 0.
    /// - Throws: ``SpringParameterError`` naming `flutterMass`, `stiffness` or `damping`.
    public init(flutterMass: Double, stiffness: Double, damping: Double) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(flutterMass, "flutterMass")
        try SpringParameterError.requirePositive(stiffness, "stiffness")
        try SpringParameterError.requireNonNegative(damping, "damping")
        self = try Self.derived(mass: flutterMass, stiffnessPerMass: stiffness / flutterMass,
                                dampingPerMass: damping / flutterMass,
                                stiffnessSource: ("stiffness", stiffness), dampingSource: ("damping", damping),
                                massSource: "flutterMass")
    }

    /// Creates a spring from Flutter's `SpringDescription.withDampingRatio(mass:stiffness:ratio:)`:
    /// damping = ratio·2·√(mass·stiffness).
    ///
    /// - Parameters:
    ///   - flutterMass: `mass`, finite and greater than 0.
    ///   - stiffness: `stiffness`, finite and greater than 0.
    ///   - ratio: the damping ratio, finite and ≥ 0. Defaults to 1 (Flutter's default).
    /// - Throws: ``SpringParameterError`` naming `flutterMass`, `stiffness` or `ratio`.
    public init(flutterMass: Double, stiffness: Double, ratio: Double = 1) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(flutterMass, "flutterMass")
        try SpringParameterError.requirePositive(stiffness, "stiffness")
        try SpringParameterError.requireNonNegative(ratio, "ratio")
        let stiffnessPerMass = stiffness / flutterMass
        self = try Self.derived(mass: flutterMass, stiffnessPerMass: stiffnessPerMass,
                                dampingPerMass: 2 * ratio * stiffnessPerMass.squareRoot(),
                                stiffnessSource: ("stiffness", stiffness), dampingSource: ("ratio", ratio),
                                massSource: "flutterMass")
    }

    /// Creates a spring from Flutter's `SpringDescription.withDurationAndBounce(duration:bounce:)`.
    ///
    /// Mass 1, stiffness = 4π²/d² where d is the duration in whole milliseconds (Flutter uses
    /// `duration.inMilliseconds`, so 0.3004 s acts as 0.300 s), and damping ratio 1 − bounce for
    /// bounce > 0, 1/(bounce + 1) otherwise — the same as ``init(duration:bounce:mass:)`` at whole
    /// milliseconds.
    ///
    /// - Parameters:
    ///   - flutterDuration: the duration in seconds, finite and at least 0.001 (Flutter asserts
    ///     a positive number of milliseconds).
    ///   - bounce: greater than −1 and at most 1.
    /// - Throws: ``SpringParameterError`` naming `flutterDuration` or `bounce`.
    public init(flutterDuration: Double, bounce: Double) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(flutterDuration, "flutterDuration")
        let milliseconds = (flutterDuration * 1000).rounded(.towardZero)
        guard milliseconds >= 1 else {
            throw SpringParameterError(parameter: "flutterDuration", value: flutterDuration,
                                       requirement: "must be at least 0.001 (a whole millisecond)")
        }
        guard bounce.isFinite else {
            throw SpringParameterError(parameter: "bounce", value: bounce, requirement: SpringParameterError.Rule.finite)
        }
        guard bounce > -1, bounce <= 1 else {
            throw SpringParameterError(parameter: "bounce", value: bounce, requirement: SpringParameterError.Rule.bounce)
        }
        let seconds = milliseconds / 1000
        let stiffness = 4 * Double.pi * Double.pi / (seconds * seconds)
        let zeta = bounce > 0 ? 1 - bounce : 1 / (bounce + 1)
        self = try Self.derived(mass: 1, stiffnessPerMass: stiffness, dampingPerMass: 2 * zeta * stiffness.squareRoot(),
                                stiffnessSource: ("flutterDuration", flutterDuration),
                                dampingSource: ("bounce", bounce))
    }

    /// Flutter's `SpringDescription(mass:stiffness:damping:)` for this spring: m, k and c.
    public var flutterSpringDescription: (mass: Double, stiffness: Double, damping: Double) {
        (mass, stiffness, damping)
    }

    /// Flutter's `SpringDescription.duration` and `.bounce` for this spring: √(4π²m/k) in seconds
    /// (Flutter rounds it to whole milliseconds; this is not rounded) and 1 − ζ for ζ < 1,
    /// 1/ζ − 1 otherwise.
    public var flutterDurationAndBounce: (duration: Double, bounce: Double) {
        let zeta = dampingRatio
        return ((4 * Double.pi * Double.pi * mass / stiffness).squareRoot(), zeta < 1 ? 1 - zeta : 1 / zeta - 1)
    }
}
