import SpringTransitions

/// How an interactive transition ends in a scenario: `{"velocity": 1.5, "spring": {…}}` for
/// `finish` or `cancel`. The springs take over from the current poses with the progress velocity
/// (`CollectionView/finishInteractiveTransition(velocity:handOff:integrator:)`,
/// `CollectionView/cancelInteractiveTransition(velocity:handOff:integrator:)`) and the scenario's
/// integrator.
public struct ScenarioHandOff: Sendable, Hashable, Decodable {
    /// The progress velocity at release, in progress units per second (default 0).
    public var velocity: Double
    /// The spring of every channel; `nil` for `Spring/smooth`.
    public var spring: Spring?

    /// A hand-off.
    public init(velocity: Double = 0, spring: Spring? = nil) {
        self.velocity = velocity
        self.spring = spring
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case velocity, spring }

    /// Decodes the object; both keys are optional.
    public init(from decoder: any Decoder) throws {
        let c = try ScenarioCoding.container(decoder, CodingKeys.self)
        self.init(velocity: try c.decodeIfPresent(Double.self, forKey: .velocity) ?? 0,
                  spring: try c.decodeIfPresent(Spring.self, forKey: .spring))
    }
}
