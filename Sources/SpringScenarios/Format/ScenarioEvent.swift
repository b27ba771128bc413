import SpringTransitions

/// Something that happens at a time during a scenario: `{"at": 0.3, "<kind>": {…}}` with exactly
/// one kind.
///
/// - `"retarget": {"to": <layout>, "provider": <provider>, "spring": {…}, "placement": {…}}`:
///   send the elements to another layout from where they are, keeping their velocity
///   (``SpringTransitionLayout/retarget(to:using:toContentOffset:)``); once the transition has
///   ended, a new transition starts instead. Without `provider`/`spring` the running transition's
///   provider is kept (a new transition uses the scenario's). Without `placement` the target
///   offset is the new layout's proposal for the current offset.
/// - `"placement": {…}`: change where the running transition leaves the content offset.
/// - `"cancelInPlace": {"keepingVelocity": false}`: stop where everything is
///   (``CollectionView/cancelTransitionInPlace()``), or with `keepingVelocity` coast to a stop
///   (``CollectionView/cancelTransitionInPlaceKeepingVelocity()``).
/// - `"touch": {"phase": "down", "cell": [0, 3]}`: a touch of an exchange gesture
///   (``ScenarioTouch``), handled by an ``ExchangeController`` over the collection view; only
///   while no transition runs.
///
/// Refused with "not supported yet": batch updates (`batchUpdates`, `insert`, `delete`, `move`,
/// `reload`: the engine cannot animate data changes) and interactive transitions (`progress`,
/// `finish`, `cancel`, `interactive`).
public struct ScenarioEvent: Sendable, Hashable, Decodable {
    /// What happens.
    public enum Action: Sendable, Hashable {
        /// Retarget to `to` with an optional new provider and placement.
        case retarget(to: PluginReference, provider: PluginReference?, placement: ScenarioPlacement?)
        /// A new target offset for the running transition.
        case placement(ScenarioPlacement)
        /// Cancel in place, optionally coasting with the current velocity.
        case cancelInPlace(keepingVelocity: Bool)
        /// A touch of an exchange gesture.
        case touch(ScenarioTouch)
    }

    /// When, in seconds since the scenario started (≥ 0, at most ``Scenario/maxDuration``).
    public var time: Double
    /// What happens.
    public var action: Action

    /// An event.
    public init(time: Double, action: Action) {
        self.time = time
        self.action = action
    }

    /// The event kinds that are refused, with the reason.
    static let unsupported: [(names: [String], reason: String)] = [
        (["batchUpdates", "insert", "delete", "move", "reload"],
         "spring transitions cannot animate batch updates (inserts, deletes, moves, reloads) yet"),
        (["progress", "finish", "cancel", "interactive"],
         "interactive transitions (progress samples, finish and cancel with velocity) are not available in scenarios yet"),
    ]

    enum CodingKeys: String, CodingKey, CaseIterable { case at, retarget, placement, cancelInPlace, touch }
    enum RetargetKeys: String, CodingKey, CaseIterable { case to, provider, spring, placement }
    enum CancelKeys: String, CodingKey, CaseIterable { case keepingVelocity }

    /// Decodes `{"at": t, "<kind>": {…}}`.
    ///
    /// - Throws: `DecodingError` for a missing `at`, no kind or several, an unsupported kind
    ///   (`"event 'insert' is not supported yet: …"`) or a bad value.
    public init(from decoder: any Decoder) throws {
        let raw = try decoder.container(keyedBy: PathKey.self)
        for key in raw.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            if let refused = Self.unsupported.first(where: { $0.names.contains(key.stringValue) }) {
                throw ScenarioCoding.failure(raw.codingPath + [key], "event '\(key.stringValue)' is not supported yet: \(refused.reason)")
            }
        }
        let c = try ScenarioCoding.container(decoder, CodingKeys.self)
        let kinds = [CodingKeys.retarget, .placement, .cancelInPlace, .touch].filter { c.contains($0) }
        guard kinds.count == 1 else {
            throw ScenarioCoding.failure(c.codingPath, kinds.isEmpty
                ? "an event needs one of 'retarget', 'placement', 'cancelInPlace' or 'touch'"
                : "an event has one kind; got \(kinds.map { "'\($0.stringValue)'" }.joined(separator: " and "))")
        }
        let time = try c.decode(Double.self, forKey: .at)
        switch kinds[0] {
        case .retarget:
            let r = try ScenarioCoding.container(c.superDecoder(forKey: .retarget), RetargetKeys.self)
            var provider = try r.decodeIfPresent(PluginReference.self, forKey: .provider)
            if r.contains(.spring) {
                if provider != nil {
                    throw ScenarioCoding.failure(r.codingPath + [RetargetKeys.spring], "give either 'spring' or 'provider', not both")
                }
                _ = try r.decode(Spring.self, forKey: .spring)
                provider = PluginReference(name: "spring", parameters: .object(["spring": try r.decode(JSONValue.self, forKey: .spring)]))
            }
            self.init(time: time, action: .retarget(to: try r.decode(PluginReference.self, forKey: .to), provider: provider,
                                                    placement: try r.decodeIfPresent(ScenarioPlacement.self, forKey: .placement)))
        case .placement:
            self.init(time: time, action: .placement(try c.decode(ScenarioPlacement.self, forKey: .placement)))
        case .touch:
            self.init(time: time, action: .touch(try c.decode(ScenarioTouch.self, forKey: .touch)))
        default:
            let k = try ScenarioCoding.container(c.superDecoder(forKey: .cancelInPlace), CancelKeys.self)
            self.init(time: time, action: .cancelInPlace(keepingVelocity: try k.decodeIfPresent(Bool.self, forKey: .keepingVelocity) ?? false))
        }
    }
}
