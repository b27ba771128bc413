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
/// it or `provider`, not both. A spring is written in any of `Spring`'s decodable forms:
/// `{"response", "dampingRatio"}`, `{"duration", "bounce"}` or `{"stiffness", "damping"}` (each
/// with an optional `mass`).
///
/// `reducedMotion` applies a `MotionPolicy` to every provider the scenario makes:
/// `{"reducedMotion": {"policy": "shorten", "duration": 0.2, "channels": ["center"], "kinds": ["cell"]}}`
/// (see ``ScenarioReducedMotion``).
///
/// With `easing` (a registry name or `{"cubicBezier": [x1, y1, x2, y2]}`) and `duration`, the
/// scenario's transitions are eased instead (`CollectionView/transition(to:duration:easing:configuration:completion:)`):
/// `{"easing": "quadraticInOut", "duration": 0.4}`. A `duration` alone eases with
/// `quadraticInOut`; `easing` needs a `duration`, and excludes `spring` and `provider` (batch
/// updates, bounds changes and hand-overs still use springs: the default provider).
public struct ScenarioMotion: Sendable, Hashable, Decodable {
    /// The animation provider; default `"spring"` (every element on `Spring/smooth`).
    public var provider: PluginReference
    /// The integrator; default `"gsl-rkf45"`, the engine's default.
    public var integrator: PluginReference
    /// The engine's fixed clock step in seconds (`SpringTransitionLayout/Configuration/timeStep`); default 1/120.
    public var timeStep: Double
    /// How the content offset moves: `"followsProgress"` (default) or `{"spring": {…}}`.
    public var contentOffset: SpringTransitionLayout.ContentOffsetMode
    /// The transition's anchor cell (`SpringTransitionLayout/Configuration/anchor`), `[section, item]`.
    public var anchor: IndexPath?
    /// The timing curve of eased transitions; `nil` for spring transitions (unless ``duration`` is set).
    public var easing: ScenarioEasing?
    /// The duration of eased transitions in seconds; `nil` for spring transitions.
    public var duration: Double?
    /// Less motion for every provider the scenario makes (`{"policy": "snap", …}`, see
    /// ``ScenarioReducedMotion``); `nil` for full motion.
    public var reducedMotion: ScenarioReducedMotion?

    /// The key the file gave the provider with: `"spring"` (the shorthand) or `"provider"`; error
    /// messages about the provider name it, so they point at what the user wrote.
    var providerKey = "provider"

    /// The JSONPath of the provider as the file wrote it: `$.motion.spring` or `$.motion.provider`.
    var providerPath: String { "$.motion." + providerKey }

    /// Whether the scenario's transitions are eased (``duration`` is set).
    public var isEased: Bool { duration != nil }

    /// A motion; every argument has the default described on its property.
    public init(provider: PluginReference = "spring", integrator: PluginReference = "gsl-rkf45", timeStep: Double = 1.0 / 120,
                contentOffset: SpringTransitionLayout.ContentOffsetMode = .followsProgress, anchor: IndexPath? = nil,
                easing: ScenarioEasing? = nil, duration: Double? = nil) {
        self.easing = easing
        self.duration = duration
        self.provider = provider
        self.integrator = integrator
        self.timeStep = timeStep
        self.contentOffset = contentOffset
        self.anchor = anchor
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case spring, provider, integrator, timeStep, contentOffset, anchor, easing, duration, reducedMotion }
    enum OffsetKeys: String, CodingKey, CaseIterable { case spring }

    /// Decodes the object; every key is optional.
    ///
    /// - Throws: `DecodingError` for a bad value, `spring` together with `provider`, `easing`
    ///   together with either or without `duration`.
    public init(from decoder: any Decoder) throws {
        let c = try ScenarioCoding.container(decoder, CodingKeys.self)
        self.init()
        if c.contains(.easing) {
            for key in [CodingKeys.spring, .provider] where c.contains(key) {
                throw ScenarioCoding.failure(c.codingPath + [key],
                                             "'\(key.stringValue)' cannot be combined with 'easing': an eased transition has no springs")
            }
            guard c.contains(.duration) else {
                throw ScenarioCoding.failure(c.codingPath + [CodingKeys.easing], "an eased transition needs a 'duration' in seconds")
            }
            easing = try c.decode(ScenarioEasing.self, forKey: .easing)
        }
        duration = try c.decodeIfPresent(Double.self, forKey: .duration)
        reducedMotion = try c.decodeIfPresent(ScenarioReducedMotion.self, forKey: .reducedMotion)
        provider = try ScenarioCoding.provider(c, spring: .spring, provider: .provider) ?? provider
        if c.contains(.spring) { providerKey = "spring" }
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
