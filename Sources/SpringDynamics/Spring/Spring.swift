/// A damped harmonic oscillator m·x'' + c·x' + k·x = 0 that pulls a value towards a target.
///
/// A spring is three numbers: ``mass`` m, ``stiffness`` k and ``damping`` c, in consistent units
/// (with the default mass 1, k is in 1/s² and c in 1/s). From them follow the natural frequency
/// ω = √(k/m), the damping ratio ζ = c / (2√(k·m)) and the ``regime``.
///
/// Build one from whichever parameterisation you know — physical (`mass`/`stiffness`/`damping`),
/// SwiftUI's `response`/`dampingRatio` or `duration`/`bounce`, Origami's tension/friction, or
/// POP's bounciness/speed — or use a preset (``smooth``, ``snappy``, ``bouncy``, ``pop``,
/// ``rebound``, ``stTransitionLayout``). Every initialiser validates its input and throws a
/// ``SpringParameterError`` naming the parameter you passed.
///
/// Invariants of every value: m > 0, k > 0 and c ≥ 0 are finite, 0 < k/m ≤ 1e300 and
/// c/m ≤ 1e150 (so ω² and (c/2m)² are representable and the closed form never overflows in its
/// intermediate steps).
///
/// The motion itself is exact: ``state(at:displacement:velocity:)`` evaluates the closed-form
/// solution and ``stepMatrix(for:)`` gives the exact one-step map Φ(h), both stable in every
/// regime (including ζ → 1, very stiff and heavily overdamped springs).
public struct Spring: Sendable, Hashable {
    /// The mass m (> 0), in the caller's mass unit; 1 unless given.
    public let mass: Double
    /// The stiffness k (> 0): the restoring force per unit of displacement.
    public let stiffness: Double
    /// The damping coefficient c (≥ 0): the resisting force per unit of velocity. 0 is undamped.
    public let damping: Double

    /// Creates a spring from its physical coefficients.
    ///
    /// - Parameters:
    ///   - mass: m, finite and greater than 0. Defaults to 1.
    ///   - stiffness: k, finite and greater than 0.
    ///   - damping: c, finite and greater than or equal to 0 (0 is undamped: it never settles).
    /// - Throws: ``SpringParameterError`` naming `mass`, `stiffness` or `damping` when a value is
    ///   not finite or out of range, when k/m is above 1e300 (or underflows to 0), or when c/m is
    ///   above 1e150.
    public init(mass: Double = 1, stiffness: Double, damping: Double) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(mass, "mass")
        try SpringParameterError.requirePositive(stiffness, "stiffness")
        try SpringParameterError.requireNonNegative(damping, "damping")
        let stiffnessPerMass = stiffness / mass
        guard stiffnessPerMass > 0, stiffnessPerMass <= Self.maximumStiffnessPerMass else {
            throw SpringParameterError(parameter: "stiffness", value: stiffness,
                                       requirement: "divided by mass must be greater than 0 and at most 1e300")
        }
        guard damping / mass <= Self.maximumDampingPerMass else {
            throw SpringParameterError(parameter: "damping", value: damping,
                                       requirement: "divided by mass must be at most 1e150")
        }
        self.init(uncheckedMass: mass, stiffness: stiffness, damping: damping + 0) // + 0 turns -0 into +0
    }

    /// Creates a spring without validation. Only for values known to satisfy the invariants
    /// (presets, already-validated derived coefficients).
    init(uncheckedMass mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// The largest accepted k/m (ω² in 1/s²).
    static let maximumStiffnessPerMass = 1e300
    /// The largest accepted c/m (in 1/s).
    static let maximumDampingPerMass = 1e150

    /// Creates a spring from per-unit-mass coefficients derived from another parameterisation,
    /// blaming the caller's own parameters when the result is unusable.
    ///
    /// - Parameters:
    ///   - stiffnessPerMass: ω² = k/m; when it is not finite, not positive or above 1e300 the error
    ///     names `stiffnessSource`.
    ///   - dampingPerMass: c/m; when it is not finite, negative or above 1e150 the error names
    ///     `dampingSource`.
    ///   - massSource: the name to blame when multiplying by `mass` overflows.
    static func derived(mass: Double, stiffnessPerMass: Double, dampingPerMass: Double,
                        stiffnessSource: (name: String, value: Double),
                        dampingSource: (name: String, value: Double),
                        massSource: String = "mass") throws(SpringParameterError) -> Spring {
        guard stiffnessPerMass.isFinite, stiffnessPerMass > 0,
              stiffnessPerMass <= maximumStiffnessPerMass else {
            throw SpringParameterError(
                parameter: stiffnessSource.name, value: stiffnessSource.value,
                requirement: "must give stiffness/mass greater than 0 and at most 1e300 (got \(stiffnessPerMass))")
        }
        guard dampingPerMass.isFinite, dampingPerMass >= 0, dampingPerMass <= maximumDampingPerMass else {
            throw SpringParameterError(
                parameter: dampingSource.name, value: dampingSource.value,
                requirement: "must give damping/mass between 0 and 1e150 (got \(dampingPerMass))")
        }
        let stiffness = stiffnessPerMass * mass
        let damping = dampingPerMass * mass + 0
        guard stiffness.isFinite, stiffness > 0 else {
            throw SpringParameterError(parameter: massSource, value: mass,
                                       requirement: "must give a finite stiffness greater than 0 (got \(stiffness))")
        }
        guard damping.isFinite else {
            throw SpringParameterError(parameter: massSource, value: mass,
                                       requirement: "must give a finite damping (got \(damping))")
        }
        return Spring(uncheckedMass: mass, stiffness: stiffness, damping: damping)
    }
}
