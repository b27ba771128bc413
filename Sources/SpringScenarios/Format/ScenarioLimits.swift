import SpringTransitions

/// The largest scenario ``Scenario`` accepts: beyond these a file is refused with a
/// ``ScenarioError`` naming the value, rather than running out of memory or time.
public enum ScenarioLimits {
    /// At most this many sections.
    public static let maximumSections = 10_000
    /// At most this many items in all sections together.
    public static let maximumItems = 100_000
    /// The bounds' width and height: finite, positive and at most this many points.
    public static let maximumBoundsLength = 100_000.0
    /// Content insets, offsets and placement insets: finite and at most this many points in magnitude.
    public static let maximumCoordinate = 10_000_000.0
    /// Frame rates from ``minimumFramesPerSecond`` to this many frames per second.
    public static let maximumFramesPerSecond = 1_000.0
    /// The lowest frame rate.
    public static let minimumFramesPerSecond = 1.0
    /// The engine's time step: from ``minimumTimeStep`` to this many seconds.
    public static let maximumTimeStep = 0.1
    /// The smallest engine time step.
    public static let minimumTimeStep = 1e-5
    /// The longest a scenario may run (``Scenario/maxDuration``), in seconds.
    public static let maximumDuration = 600.0
    /// At most this many timeline events.
    public static let maximumEvents = 10_000
    /// The default work budget of a run (``ScenarioRunner/maximumWork``): 2 × 10⁹ estimated
    /// right-hand-side evaluations, about 5–10 s of integration on one core.
    public static let defaultMaximumWork = 2e9
}
