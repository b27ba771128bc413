import SpringTransitions

/// The built-in animation providers as registry factories, with their parameters:
///
/// | name | parameters (all optional) | provider |
/// |---|---|---|
/// | `spring`, `default` | `{"spring": <spring>}` (default `Spring/smooth`) | ``AnimationProvider/spring(_:)`` |
/// | `per-channel` | `{"default": <spring>, "channels": {"alpha": <spring>, "center": <spring>, …}}` | ``AnimationProvider/perChannel(_:default:)`` |
/// | `per-kind` | `{"cells": <provider>, "supplementary": <provider>, "decoration": <provider>}` (each default `spring`) | ``AnimationProvider/perKind(cells:supplementary:decoration:)`` |
/// | `stagger` | `{"anchor": [s, i], "delayPerPoint": 0.0005, "spring": <spring>}` | ``AnimationProvider/stagger(from:delayPerPoint:spring:)`` |
/// | `snap` | none | ``AnimationProvider/snap`` |
///
/// A `<spring>` is any of `Spring`'s decodable forms; a `<provider>` is a name or
/// `{"name", "parameters"}`, made by the registry in `userInfo[.pluginRegistry]`. Channel names are
/// the ``AnimationChannel`` names (`centerX`, `alpha`, …) and the groups `center`, `size` and
/// `transform`. Unknown keys are errors.
enum StandardProviders {
    static func register(in registry: inout PluginRegistry) {
        let spring: PluginRegistry.ProviderFactory = { p in
            .spring(try p.map { try SpringParameters(from: $0) }?.spring ?? .smooth)
        }
        registry.providers["spring"] = spring
        registry.providers["default"] = spring
        registry.providers["per-channel"] = { p in
            let parameters = try p.map { try PerChannelParameters(from: $0) } ?? PerChannelParameters()
            return .perChannel(parameters.channels, default: parameters.default)
        }
        registry.providers["per-kind"] = { p in
            guard let p else { return .spring(.smooth) }
            let c = try ScenarioCoding.container(p, PerKindKeys.self)
            let registry = p.userInfo[.pluginRegistry] as? PluginRegistry ?? .standard
            func provider(_ key: PerKindKeys) throws -> AnimationProvider {
                guard let reference = try c.decodeIfPresent(PluginReference.self, forKey: key) else { return .spring(.smooth) }
                let path = c.codingPath + [key]
                do {
                    return try registry.makeProvider(named: reference.name, parameters: reference.parametersDecoder(at: path, registry: registry))
                } catch let error as PluginError {
                    throw ScenarioCoding.failure(path + [PathKey("name")], error.description)
                }
            }
            return .perKind(cells: try provider(.cells), supplementary: try provider(.supplementary), decoration: try provider(.decoration))
        }
        registry.providers["stagger"] = { p in
            let parameters = try p.map { try StaggerParameters(from: $0) } ?? StaggerParameters()
            return .stagger(from: parameters.anchor, delayPerPoint: parameters.delayPerPoint, spring: parameters.spring)
        }
        registry.providers["snap"] = { p in
            if let p, let key = try p.container(keyedBy: PathKey.self).allKeys.first {
                throw ScenarioCoding.failure(p.codingPath + [key], "the snap provider takes no parameters")
            }
            return .snap
        }
    }

    struct SpringParameters: Decodable {
        var spring: Spring
        enum CodingKeys: String, CodingKey, CaseIterable { case spring }
        init(from decoder: any Decoder) throws {
            let c = try ScenarioCoding.container(decoder, CodingKeys.self)
            spring = try c.decodeIfPresent(Spring.self, forKey: .spring) ?? .smooth
        }
    }

    struct PerChannelParameters: Decodable {
        var `default` = Spring.smooth
        var channels: [AnimationChannel: Spring] = [:]
        enum CodingKeys: String, CodingKey, CaseIterable { case `default`, channels }

        init() {}

        init(from decoder: any Decoder) throws {
            let c = try ScenarioCoding.container(decoder, CodingKeys.self)
            self.default = try c.decodeIfPresent(Spring.self, forKey: .default) ?? .smooth
            guard c.contains(.channels) else { return }
            let named = try c.nestedContainer(keyedBy: PathKey.self, forKey: .channels)
            for key in named.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                guard let group = Self.channelNames.first(where: { $0.0 == key.stringValue })?.1 else {
                    throw ScenarioCoding.failure(named.codingPath + [key],
                        "unknown channel '\(key.stringValue)'; known channels: \(Self.channelNames.map(\.0).joined(separator: ", "))")
                }
                let spring = try named.decode(Spring.self, forKey: key)
                for channel in group { channels[channel] = spring }
            }
        }

        /// Every standard channel by its name, then the groups.
        static let channelNames: [(String, [AnimationChannel])] =
            AnimationChannel.standard.map { ($0.description, [$0]) }
            + [("center", AnimationChannel.center), ("size", AnimationChannel.size), ("transform", AnimationChannel.transform)]
    }

    enum PerKindKeys: String, CodingKey, CaseIterable { case cells, supplementary, decoration }

    struct StaggerParameters: Decodable {
        var anchor: IndexPath?
        var delayPerPoint = 0.0005
        var spring = Spring.smooth
        enum CodingKeys: String, CodingKey, CaseIterable { case anchor, delayPerPoint, spring }

        init() {}

        init(from decoder: any Decoder) throws {
            let c = try ScenarioCoding.container(decoder, CodingKeys.self)
            if c.contains(.anchor) { anchor = try ScenarioCoding.indexPath(c, .anchor) }
            delayPerPoint = try c.decodeIfPresent(Double.self, forKey: .delayPerPoint) ?? delayPerPoint
            guard delayPerPoint.isFinite, delayPerPoint >= 0, delayPerPoint <= 1 else {
                throw ScenarioCoding.failure(c.codingPath + [CodingKeys.delayPerPoint],
                                             "delayPerPoint is \(delayPerPoint); must be between 0 and 1 seconds per point")
            }
            spring = try c.decodeIfPresent(Spring.self, forKey: .spring) ?? spring
        }
    }
}
