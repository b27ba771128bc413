import SpringTransitions

/// A plugin lookup or registration that failed.
public enum PluginError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No plugin of `kind` is registered under `name`.
    case unknown(kind: PluginKind, name: String, available: [String])
    /// A plugin of `kind` is already registered under `name` (register with `replacing: true` to override).
    case duplicate(kind: PluginKind, name: String)
    /// A plugin name must be non-empty and contain no whitespace.
    case invalidName(String)

    public var description: String {
        switch self {
        case .unknown(let kind, let name, let available):
            "unknown \(kind.rawValue) '\(name)'; available: \(available.joined(separator: ", "))"
        case .duplicate(let kind, let name):
            "a \(kind.rawValue) named '\(name)' is already registered"
        case .invalidName(let name):
            "invalid plugin name '\(name)': names must be non-empty and contain no whitespace"
        }
    }
}

/// The kinds of plugin a ``PluginRegistry`` holds.
public enum PluginKind: String, Sendable, Hashable, CaseIterable, Codable {
    case integrator
    case provider
    case easing
    case layout
}
