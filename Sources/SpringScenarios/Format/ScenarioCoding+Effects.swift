import SpringTransitions

// Decoding element effects and the `spring`-or-`provider` shorthand shared by several objects.

extension ScenarioCoding {
    /// The named effects: `fade` and `shrinkAndFade`.
    static let effects: [(String, ElementEffect)] = [("fade", .fade), ("shrinkAndFade", .shrinkAndFade)]

    /// An ``ElementEffect`` by name (`"fade"`, `"shrinkAndFade"`) or as
    /// `{"scale": 0.2, "rotation": 3.14, "offset": {"x": 0, "y": 40}, "alpha": 0}` (every key
    /// optional, defaults as ``ElementEffect/init(scale:rotation:offset:alpha:)``: a fade).
    ///
    /// - Throws: `DecodingError` for an unknown name, a bad value, a scale that is not finite and
    ///   positive, a non-finite rotation or offset, or an alpha outside [0, 1].
    static func effect(_ decoder: any Decoder) throws -> ElementEffect {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard let effect = effects.first(where: { $0.0 == name })?.1 else {
                throw failure(decoder.codingPath, "unknown effect '\(name)'; known: \(effects.map(\.0).joined(separator: ", ")), or an object")
            }
            return effect
        }
        let c = try container(decoder, EffectKeys.self)
        let effect = ElementEffect(scale: try c.decodeIfPresent(Double.self, forKey: .scale) ?? 1,
                                   rotation: try c.decodeIfPresent(Double.self, forKey: .rotation) ?? 0,
                                   offset: try c.decodeIfPresent(.offset, with: point) ?? .zero,
                                   alpha: try c.decodeIfPresent(Double.self, forKey: .alpha) ?? 0)
        guard effect.scale.isFinite, effect.scale > 0 else {
            throw failure(c.codingPath + [EffectKeys.scale], "\(effect.scale) must be finite and positive")
        }
        guard effect.rotation.isFinite else { throw failure(c.codingPath + [EffectKeys.rotation], "\(effect.rotation) must be finite") }
        guard effect.offset.x.isFinite, effect.offset.y.isFinite else {
            throw failure(c.codingPath + [EffectKeys.offset], "the offset must be finite")
        }
        guard effect.alpha >= 0, effect.alpha <= 1 else {
            throw failure(c.codingPath + [EffectKeys.alpha], "\(effect.alpha) must be between 0 and 1")
        }
        return effect
    }

    /// The provider given as `spring` (shorthand for `{"name": "spring", "parameters": {"spring": S}}`)
    /// or `provider`, or `nil` when neither is given.
    ///
    /// - Throws: `DecodingError` for both together (at `spring`) or a bad spring.
    static func provider<K>(_ c: KeyedDecodingContainer<K>, spring: K, provider: K) throws -> PluginReference? {
        guard c.contains(spring) else { return try c.decodeIfPresent(PluginReference.self, forKey: provider) }
        if c.contains(provider) { throw failure(c.codingPath + [spring], "give either 'spring' or 'provider', not both") }
        _ = try c.decode(Spring.self, forKey: spring)
        return PluginReference(name: "spring", parameters: .object(["spring": try c.decode(JSONValue.self, forKey: spring)]))
    }

    /// The layout a retarget or interactive event goes `to` and its optional `placement`, decoded
    /// in that order.
    ///
    /// - Throws: `DecodingError` for a missing or bad `to`, or a bad `placement`.
    static func destination<K>(_ c: KeyedDecodingContainer<K>, to: K, placement: K) throws
        -> (to: PluginReference, placement: ScenarioPlacement?) {
        (try c.decode(PluginReference.self, forKey: to), try c.decodeIfPresent(ScenarioPlacement.self, forKey: placement))
    }

    enum EffectKeys: String, CodingKey, CaseIterable { case scale, rotation, offset, alpha }
}
