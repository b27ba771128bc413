// How stiff a spring is, for explicit integrators.

extension Spring {
    /// The largest magnitude |λ| of the eigenvalues of the spring's system x'' = −(k/m)·x − (c/m)·x',
    /// in 1/s: ω = √(k/m) when ζ ≤ 1, and the fast rate ω·(ζ + √(ζ² − 1)) when overdamped.
    ///
    /// An explicit integrator's step must stay below about `C / fastestRate` (C ≈ 2–6, the
    /// stepper's stability interval) whatever its tolerance, so this is what makes a spring stiff.
    /// Finite for every valid spring (no intermediate overflows).
    public var fastestRate: Double {
        let omega = naturalFrequency
        let zeta = dampingRatio
        guard zeta > 1 else { return omega }
        // ζ + √(ζ² − 1) = ζ·(1 + √(1 − 1/ζ²)), which does not overflow for large ζ.
        let inverse = 1 / zeta
        return omega * zeta * (1 + (1 - inverse * inverse).squareRoot())
    }
}
