// Quantities derived from (mass, stiffness, damping).

extension Spring {
    /// The undamped natural frequency ω = √(k/m), in radians per second.
    @inlinable
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ = c / (2√(k·m)): 0 undamped, < 1 underdamped, 1 critical, > 1 overdamped.
    @inlinable
    public var dampingRatio: Double {
        let product = stiffness * mass
        // √(k·m) rounds once less than √k·√m; fall back to the latter only if k·m over/underflows.
        let root = product.isNormal && product.isFinite ? product.squareRoot() : stiffness.squareRoot() * mass.squareRoot()
        return damping / (2 * root)
    }

    /// The undamped period 2π/ω in seconds: SwiftUI's `response`, and the `duration` of
    /// ``init(duration:bounce:mass:)``.
    @inlinable
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// The perceptual duration of ``init(duration:bounce:mass:)``; the same as ``response``.
    @inlinable
    public var duration: Double { response }

    /// The bounce of ``init(duration:bounce:mass:)``, its exact inverse:
    /// 1 − ζ when ζ ≤ 1 (in [0, 1]) and 1/ζ − 1 when ζ > 1 (negative, in (−1, 0)).
    @inlinable
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// How far ζ may be from 1 for ``regime`` to report ``DampingRegime/criticallyDamped``
    /// (1e-12, which absorbs the rounding of parameterisations that mean ζ = 1 exactly).
    public static let criticalDampingTolerance = 1e-12

    /// Whether the spring oscillates (ζ < 1), is critically damped (ζ = 1 within
    /// ``criticalDampingTolerance``) or creeps back without oscillating (ζ > 1).
    public var regime: DampingRegime {
        let zeta = dampingRatio
        if zeta < 1 - Self.criticalDampingTolerance { return .underdamped }
        if zeta > 1 + Self.criticalDampingTolerance { return .overdamped }
        return .criticallyDamped
    }
}
