/// How a spring returns to rest, decided by its damping ratio ζ.
///
/// Springs whose ζ lies within ``Spring/criticalDampingTolerance`` of 1 report
/// ``criticallyDamped``. The classification is informational: the closed form is continuous
/// across ζ = 1 and does not depend on it.
public enum DampingRegime: String, Sendable, Hashable, Codable, CaseIterable {
    /// ζ < 1: the spring oscillates about its target with an exponentially decaying amplitude.
    case underdamped
    /// ζ = 1: the fastest return without overshooting the target more than once.
    case criticallyDamped
    /// ζ > 1: a slow, non-oscillating return (at most one crossing of the target).
    case overdamped
}
