import SpringTransitions

/// The `motion.reducedMotion` object: a `MotionPolicy` applied to every provider the scenario
/// makes (`AnimationProvider.reducingMotion(_:for:where:)`).
///
/// ```json
/// {"policy": "snap", "channels": ["center", "size"], "kinds": ["cell"]}
/// {"policy": "shorten", "duration": 0.2}
/// {"policy": "crossFade", "duration": 0.3, "kinds": ["supplementary", "decoration"]}
/// ```
///
/// `policy` is `full`, `snap`, `shorten` or `crossFade`; `shorten` and `crossFade` need a
/// `duration` in seconds (> 0), the others take none. `channels` lists `AnimationChannel` names
/// (`centerX`, `alpha`, …) and the groups `center`, `size` and `transform` (default: all; not
/// with `crossFade`). `kinds` lists the element categories affected: `cell`, `supplementary`,
/// `decoration` (default: all). Unknown keys and values are errors naming their path.
public struct ScenarioReducedMotion: Sendable, Hashable, Decodable {
    /// The policy.
    public var policy: MotionPolicy
    /// The channels affected; `nil` for all.
    public var channels: [AnimationChannel]?
    /// The element categories affected (`"cell"`, `"supplementary"`, `"decoration"`); `nil` for all.
    public var kinds: [String]?

    /// A reduced-motion setting.
    public init(policy: MotionPolicy, channels: [AnimationChannel]? = nil, kinds: [String]? = nil) {
        self.policy = policy
        self.channels = channels
        self.kinds = kinds
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case policy, duration, channels, kinds }
    static let kindNames = ["cell", "supplementary", "decoration"]

    /// Decodes the object strictly.
    ///
    /// - Throws: `DecodingError` at the offending key's path.
    public init(from decoder: any Decoder) throws {
        let c = try ScenarioCoding.container(decoder, CodingKeys.self)
        let name = try c.decode(String.self, forKey: .policy)
        let duration = try c.decodeIfPresent(Double.self, forKey: .duration)
        func needDuration() throws -> Double {
            guard let duration else {
                throw ScenarioCoding.failure(c.codingPath + [CodingKeys.policy], "the policy '\(name)' needs a 'duration' in seconds")
            }
            guard duration.isFinite, duration > 0 else {
                throw ScenarioCoding.failure(c.codingPath + [CodingKeys.duration], "the duration must be finite and > 0, got \(duration)")
            }
            return duration
        }
        switch name {
        case "full", "snap":
            if duration != nil {
                throw ScenarioCoding.failure(c.codingPath + [CodingKeys.duration], "the policy '\(name)' takes no 'duration'")
            }
            policy = name == "full" ? .full : .snap
        case "shorten": policy = .shorten(to: try needDuration())
        case "crossFade": policy = .crossFade(duration: try needDuration())
        default:
            throw ScenarioCoding.failure(c.codingPath + [CodingKeys.policy],
                                         "unknown policy '\(name)'; known policies: full, snap, shorten, crossFade")
        }
        if let names = try c.decodeIfPresent([String].self, forKey: .channels) {
            if case .crossFade = policy {
                throw ScenarioCoding.failure(c.codingPath + [CodingKeys.channels], "crossFade applies to whole elements: give no 'channels'")
            }
            var channels: [AnimationChannel] = []
            for (i, channelName) in names.enumerated() {
                guard let group = StandardProviders.PerChannelParameters.channelNames.first(where: { $0.0 == channelName })?.1 else {
                    let known = StandardProviders.PerChannelParameters.channelNames.map(\.0).joined(separator: ", ")
                    throw ScenarioCoding.failure(c.codingPath + [CodingKeys.channels, PathKey(intValue: i)],
                                                 "unknown channel '\(channelName)'; known channels: \(known)")
                }
                channels += group
            }
            self.channels = channels
        }
        if let kinds = try c.decodeIfPresent([String].self, forKey: .kinds) {
            for (i, kind) in kinds.enumerated() where !Self.kindNames.contains(kind) {
                throw ScenarioCoding.failure(c.codingPath + [CodingKeys.kinds, PathKey(intValue: i)],
                                             "unknown kind '\(kind)'; known kinds: cell, supplementary, decoration")
            }
            self.kinds = kinds
        }
    }

    /// `provider` with this setting applied.
    ///
    /// - Throws: `MotionPolicyError` for a policy that was not decoded (built in code) and is invalid.
    public func apply(to provider: AnimationProvider) throws(MotionPolicyError) -> AnimationProvider {
        var include: ((AnimationContext) -> Bool)?
        if let kinds {
            include = { context in
                switch context.element.category {
                case .cell: kinds.contains("cell")
                case .supplementary: kinds.contains("supplementary")
                case .decoration: kinds.contains("decoration")
                }
            }
        }
        return try provider.reducingMotion(policy, for: channels, where: include)
    }
}
