import SpringTransitions

/// What a scenario run did, returned by ``ScenarioRunner/run(_:)``.
public struct ScenarioSummary: Sendable, Hashable {
    /// Frames delivered, including frame 0.
    public var frameCount: Int
    /// The time of the last frame, in seconds.
    public var duration: Double
    /// Whether everything came to rest (and every event ran) before ``Scenario/maxDuration``.
    public var isSettled: Bool
    /// The integrator's name.
    public var integratorName: String
    /// The integrators' work, summed over every transition of the run.
    public var statistics: IntegrationStatistics
    /// How many transitions ran (a retarget after the end starts another).
    public var transitionCount: Int
    /// The springy layout's simulation work, when the scenario has a `springy` section.
    public var springyStatistics: IntegrationStatistics?
}
