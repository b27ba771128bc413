import SpringTransitions

/// A plugin named in a scenario: its registry name and its optional `parameters`, kept as data
/// until a ``PluginRegistry`` makes the plugin (so one scenario can be run many times, each run
/// with fresh integrators, and with any registry).
///
/// In JSON either a bare name, `"gsl-rkf45"`, or `{"name": "flow", "parameters": {…}}`.
public struct PluginReference: Sendable, Hashable, Decodable, ExpressibleByStringLiteral {
    /// The name the plugin is registered under.
    public var name: String
    /// The plugin's parameters, decoded by its factory; `nil` for its defaults.
    public var parameters: JSONValue?

    /// A reference to `name` with optional parameters.
    public init(name: String, parameters: JSONValue? = nil) {
        self.name = name
        self.parameters = parameters
    }

    /// A reference to `name` without parameters.
    public init(stringLiteral name: String) {
        self.init(name: name)
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case name, parameters }

    /// Decodes a bare name or `{"name", "parameters"}` (no other keys).
    ///
    /// - Throws: `DecodingError` for another kind of value or an unknown key.
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            self.init(name: name)
            return
        }
        let c = try ScenarioCoding.container(decoder, CodingKeys.self)
        self.init(name: try c.decode(String.self, forKey: .name), parameters: try c.decodeIfPresent(JSONValue.self, forKey: .parameters))
    }

    /// A decoder over ``parameters`` whose coding path is `path` + `parameters` and whose user
    /// info carries `registry` (`Foundation/CodingUserInfoKey/pluginRegistry`); `nil` without parameters.
    public func parametersDecoder(at path: [any CodingKey], registry: PluginRegistry) -> (any Decoder)? {
        parameters.map { $0.decoder(codingPath: path + [PathKey("parameters")], userInfo: [.pluginRegistry: registry]) }
    }
}
