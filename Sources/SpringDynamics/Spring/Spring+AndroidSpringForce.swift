// Android's androidx.dynamicanimation SpringForce.
//
// Source: androidx/androidx,
// dynamicanimation/dynamicanimation/src/main/java/androidx/dynamicanimation/animation/SpringForce.java.
// `setStiffness(k)` stores the natural frequency √k (and throws unless k > 0), `setDampingRatio(ζ)`
// stores ζ (and throws if ζ < 0); the acceleration is −k·x − 2√k·ζ·v: a unit-mass spring with
// stiffness k and damping 2ζ√k. Constants: STIFFNESS_HIGH 10_000, STIFFNESS_MEDIUM 1500 (the
// default), STIFFNESS_LOW 200, STIFFNESS_VERY_LOW 50; DAMPING_RATIO_HIGH_BOUNCY 0.2,
// DAMPING_RATIO_MEDIUM_BOUNCY 0.5 (the default), DAMPING_RATIO_LOW_BOUNCY 0.75,
// DAMPING_RATIO_NO_BOUNCY 1.

extension Spring {
    /// Creates a spring from Android's `SpringForce` stiffness and damping ratio (mass 1).
    ///
    /// k = stiffness and c = 2·dampingRatio·√stiffness. Android's default (STIFFNESS_MEDIUM 1500,
    /// DAMPING_RATIO_MEDIUM_BOUNCY 0.5) gives k = 1500, c ≈ 38.73.
    ///
    /// - Parameters:
    ///   - androidStiffness: `setStiffness`, finite and greater than 0 (Android throws otherwise).
    ///   - dampingRatio: `setDampingRatio`, finite and ≥ 0 (Android throws if negative).
    /// - Throws: ``SpringParameterError`` naming `androidStiffness` or `dampingRatio`.
    public init(androidStiffness: Double, dampingRatio: Double) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(androidStiffness, "androidStiffness")
        try SpringParameterError.requireNonNegative(dampingRatio, "dampingRatio")
        let omega = androidStiffness.squareRoot()
        self = try Self.derived(mass: 1, stiffnessPerMass: androidStiffness, dampingPerMass: 2 * dampingRatio * omega,
                                stiffnessSource: ("androidStiffness", androidStiffness),
                                dampingSource: ("dampingRatio", dampingRatio))
    }

    /// Android `SpringForce`'s stiffness and damping ratio for this spring: k/m (its unit-mass
    /// stiffness, ω²) and ζ.
    public var androidSpringForce: (stiffness: Double, dampingRatio: Double) {
        (stiffness / mass, dampingRatio)
    }
}
