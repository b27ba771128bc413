// Motion (motion.dev, formerly Framer Motion) spring parameters.
//
// Source: motiondivision/motion, packages/motion-dom/src/animation/generators/spring/index.ts,
// `getSpringOptions` and `spring`. Motion's physical options are used as they are: the spring it
// animates has damping ratio damping / (2·√(stiffness·mass)) and angular frequency
// √(stiffness/mass) (per second; Motion divides by 1000 to work in milliseconds), exactly our
// m·x'' + c·x' + k·x = 0. Its visual options map, with mass 1, to
//
//     root = 2π / (visualDuration · 1.2),  stiffness = root²,
//     damping = 2 · clamp(0.05, 1, 1 − bounce) · √stiffness.

extension Spring {
    /// Creates a spring from Motion's `visualDuration` and `bounce` (mass 1).
    ///
    /// Follows Motion's `getSpringOptions`: stiffness = (2π / (1.2·visualDuration))² and
    /// damping = 2·ζ·√stiffness with ζ = 1 − bounce clamped to [0.05, 1] — so a bounce below 0
    /// behaves as 0 and one above 0.95 as 0.95, as in Motion.
    ///
    /// - Parameters:
    ///   - motionVisualDuration: Motion's `visualDuration` in seconds, finite and greater than 0.
    ///   - bounce: Motion's `bounce`, finite (clamped as above).
    /// - Throws: ``SpringParameterError`` naming `motionVisualDuration` or `bounce`.
    public init(motionVisualDuration: Double, bounce: Double) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(motionVisualDuration, "motionVisualDuration")
        guard bounce.isFinite else {
            throw SpringParameterError(parameter: "bounce", value: bounce, requirement: SpringParameterError.Rule.finite)
        }
        let root = 2 * Double.pi / (motionVisualDuration * 1.2)
        let zeta = Swift.min(Swift.max(1 - bounce, Self.motionMinimumDampingRatio), 1)
        self = try Self.derived(mass: 1, stiffnessPerMass: root * root, dampingPerMass: 2 * zeta * root,
                                stiffnessSource: ("motionVisualDuration", motionVisualDuration),
                                dampingSource: ("bounce", bounce))
    }

    /// The smallest damping ratio Motion's `visualDuration`/`bounce` reach (0.05, bounce 0.95).
    public static let motionMinimumDampingRatio = 0.05

    /// Motion's `visualDuration` and `bounce` for this spring: visualDuration = 2π/(1.2·ω) and
    /// bounce = 1 − ζ. `nil` when ζ is outside [0.05, 1], which those options cannot express (use
    /// ``motionStiffnessDampingMass`` instead).
    public var motionVisualDurationAndBounce: (visualDuration: Double, bounce: Double)? {
        let zeta = dampingRatio
        guard zeta >= Self.motionMinimumDampingRatio, zeta <= 1 + Self.criticalDampingTolerance else { return nil }
        return (2 * Double.pi / (1.2 * naturalFrequency), Swift.max(0, 1 - zeta))
    }

    /// Motion's `stiffness`, `damping` and `mass` options for this spring: Motion uses the same
    /// physical coefficients, so they are ``stiffness``, ``damping`` and ``mass`` themselves.
    public var motionStiffnessDampingMass: (stiffness: Double, damping: Double, mass: Double) {
        (stiffness, damping, mass)
    }
}
