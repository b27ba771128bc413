import SpringTransitions

/// How a scenario's elements move: the animation provider, the integrator, the engine's time
/// step, how the content offset moves and the anchor cell.
///
/// ```json
/// {"spring": {"response": 0.5, "dampingRatio": 0.8}, "integrator": "gsl-rkf45"}
/// {"provider": {"name": "stagger", "parameters": {"delayPerPoint": 0.0004}},
///  "integrator": {"name": "gsl-rk8pd", "parameters": {"absolute": 1e-9, "relative": 1e-9}},
///  "timeStep": 0.004166666666666667, "contentOffset": {"spring": {"duration": 0.4}}, "anchor": [1, 10]}
/// ```
///
/// `spring` is shorthand for the provider `{"name": "spring", "parameters": {"spring": …}}`; give
/// it or `provider`, not both. A spring is written in any of ``Spring``'s decodable forms:
/// `{"response", "dampingRatio"}`, `{"duration", "bounce"}` or `{"stiffness", "damping"}` (each
/// with an optional `mass`). `easing` (eased transitions) is refused: not supported yet.
public struct ScenarioMotion: Sendable, Hashable, Decodable {
    /// The animation provider; default `"spring"` (every element on ``Spring/smooth``).
    public var provider: PluginReference
    /// The integrator; default `"gsl-rkf45"`, the engine's default.
    public var integrator: PluginReference
    /// The engine's fixed clock step in seconds (``SpringTransitionLayout/Configuration/timeStep``); default 1/120.
    public var timeStep: Double
    /// How the content offset moves: `"followsProgress"` (default) or `{"spring": {…}}`.
    public var contentOffset: SpringTransitionLayout.ContentOffsetMode
    /// The transition's anchor cell (``SpringTransitionLayout/Configuration/anchor``), `[section, item]`.
    public var anchor: IndexPath?

    /// A motion; every argument has the default described on its property.
    public init(provider: PluginReference = "spring", integrator: PluginReference = "gsl-rkf45", timeStep: Double = 1.0 / 120,
                contentOffset: SpringTransitionLayout.ContentOffsetMode = .followsProgress, anchor: IndexPath? = nil) {
        self.provider = provider
        self.integrator = integrator
        self.timeStep = timeStep
        self.contentOffset = contentOffset
        self.anchor = anchor
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case spring, provider, integrator, timeStep, contentOffset, anchor, easing }
    enum OffsetKeys: String, CodingKey, CaseIterable { case spring }

    /// Decodes the object; every key is optional.
    ///
    /// - Throws: `DecodingError` for a bad value, `spring` together with `provider`, or `easing`
    ///   ("eased transitions are not supported yet").
    public init(from decoder: any Decoder) throws {
        let c = try ScenarioCoding.container(decoder, CodingKeys.self)
        if c.contains(.easing) {
            throw ScenarioCoding.failure(c.codingPath + [CodingKeys.easing],
                                         "eased transitions are not supported yet; give a 'spring' or a 'provider'")
        }
        self.init()
        if c.contains(.spring) {
            if c.contains(.provider) {
                throw ScenarioCoding.failure(c.codingPath + [CodingKeys.spring], "give either 'spring' or 'provider', not both")
            }
            _ = try c.decode(Spring.self, forKey: .spring)
            provider = PluginReference(name: "spring", parameters: .object(["spring": try c.decode(JSONValue.self, forKey: .spring)]))
        }
        provider = try c.decodeIfPresent(PluginReference.self, forKey: .provider) ?? provider
        integrator = try c.decodeIfPresent(PluginReference.self, forKey: .integrator) ?? integrator
        timeStep = try c.decodeIfPresent(Double.self, forKey: .timeStep) ?? timeStep
        if c.contains(.anchor) { anchor = try ScenarioCoding.indexPath(c, .anchor) }
        if c.contains(.contentOffset) {
            if let mode = try? c.decode(String.self, forKey: .contentOffset) {
                guard mode == "followsProgress" else {
                    throw ScenarioCoding.failure(c.codingPath + [CodingKeys.contentOffset],
                                                 "unknown content offset mode '\(mode)'; give \"followsProgress\" or {\"spring\": {…}}")
                }
            } else {
                let offset = try ScenarioCoding.container(c.superDecoder(forKey: .contentOffset), OffsetKeys.self)
                contentOffset = .spring(try offset.decode(Spring.self, forKey: .spring))
            }
        }
    }
}
