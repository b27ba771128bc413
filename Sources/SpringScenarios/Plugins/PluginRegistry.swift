import SpringTransitions

/// Named integrators, animation providers, easings and layouts, so that scenario files and the
/// command line can refer to them by name.
///
/// ``standard`` has every built-in registered. Copy it and add your own:
///
/// ```swift
/// var registry = PluginRegistry.standard
/// try registry.register(integrator: "verlet") { _ in VerletIntegrator() }
/// ```
///
/// Factories receive the decoder of the plugin's `parameters` object from the scenario file, or
/// `nil` when it has none, so a plugin decodes whatever configuration it needs — and decoding
/// errors carry the JSON path to the offending value.
public struct PluginRegistry: Sendable {
    /// Makes an integrator from optional parameters.
    public typealias IntegratorFactory = @Sendable (_ parameters: (any Decoder)?) throws -> any Integrator
    /// Makes a layout (not yet prepared) from optional parameters.
    public typealias LayoutFactory = @Sendable (_ parameters: (any Decoder)?) throws -> any Layout
    /// Makes an animation provider from optional parameters. A provider that nests other
    /// providers finds the registry in the decoder's `userInfo[.pluginRegistry]`.
    public typealias ProviderFactory = @Sendable (_ parameters: (any Decoder)?) throws -> AnimationProvider

    var integrators: [String: IntegratorFactory] = [:]
    var layouts: [String: LayoutFactory] = [:]
    var easings: [String: Easing] = [:]
    var providers: [String: ProviderFactory] = [:]

    /// An empty registry.
    public init() {}

    /// The names registered for `kind`, sorted (easings include every built-in curve name).
    public func names(of kind: PluginKind) -> [String] {
        switch kind {
        case .integrator: integrators.keys.sorted()
        case .layout: layouts.keys.sorted()
        case .easing: (Easing.allCases.map(\.name) + easings.keys.filter { Easing(named: $0) == nil }).sorted()
        case .provider: providers.keys.sorted()
        }
    }

    /// Registers an integrator factory under `name`.
    ///
    /// - Throws: ``PluginError/invalidName(_:)`` or, unless `replacing`, ``PluginError/duplicate(kind:name:)``.
    public mutating func register(integrator name: String, replacing: Bool = false, _ factory: @escaping IntegratorFactory) throws(PluginError) {
        try Self.check(name, in: integrators.keys, kind: .integrator, replacing: replacing)
        integrators[name] = factory
    }

    /// Registers a layout factory under `name`.
    ///
    /// - Throws: ``PluginError/invalidName(_:)`` or, unless `replacing`, ``PluginError/duplicate(kind:name:)``.
    public mutating func register(layout name: String, replacing: Bool = false, _ factory: @escaping LayoutFactory) throws(PluginError) {
        try Self.check(name, in: layouts.keys, kind: .layout, replacing: replacing)
        layouts[name] = factory
    }

    /// Registers an animation provider factory under `name`.
    ///
    /// - Throws: ``PluginError/invalidName(_:)`` or, unless `replacing`, ``PluginError/duplicate(kind:name:)``.
    public mutating func register(provider name: String, replacing: Bool = false, _ factory: @escaping ProviderFactory) throws(PluginError) {
        try Self.check(name, in: providers.keys, kind: .provider, replacing: replacing)
        providers[name] = factory
    }

    /// Registers an easing curve under `name`.
    public mutating func register(easing name: String, replacing: Bool = false, _ easing: Easing) throws(PluginError) {
        let taken = Array(easings.keys) + (replacing ? [] : Easing.allCases.map(\.name))
        try Self.check(name, in: taken, kind: .easing, replacing: replacing)
        easings[name] = easing
    }

    /// Makes the integrator registered as `name`.
    ///
    /// - Throws: ``PluginError/unknown(kind:name:available:)``, or what the factory throws.
    public func makeIntegrator(named name: String, parameters: (any Decoder)? = nil) throws -> any Integrator {
        guard let factory = integrators[name] else {
            throw PluginError.unknown(kind: .integrator, name: name, available: names(of: .integrator))
        }
        return try factory(parameters)
    }

    /// Makes the layout registered as `name` (not yet prepared).
    public func makeLayout(named name: String, parameters: (any Decoder)? = nil) throws -> any Layout {
        guard let factory = layouts[name] else {
            throw PluginError.unknown(kind: .layout, name: name, available: names(of: .layout))
        }
        return try factory(parameters)
    }

    /// Makes the animation provider registered as `name`.
    ///
    /// - Throws: ``PluginError/unknown(kind:name:available:)``, or what the factory throws
    ///   (a `DecodingError` for bad parameters).
    public func makeProvider(named name: String, parameters: (any Decoder)? = nil) throws -> AnimationProvider {
        guard let factory = providers[name] else {
            throw PluginError.unknown(kind: .provider, name: name, available: names(of: .provider))
        }
        return try factory(parameters)
    }

    /// The easing registered as `name`, or the built-in curve of that name (including
    /// `cubicBezier(x1, y1, x2, y2)`).
    public func easing(named name: String) throws -> Easing {
        if let easing = easings[name] { return easing }
        if let easing = Easing(named: name) { return easing }
        throw PluginError.unknown(kind: .easing, name: name, available: names(of: .easing))
    }

    static func check(_ name: String, in taken: some Sequence<String>, kind: PluginKind, replacing: Bool) throws(PluginError) {
        guard !name.isEmpty, !name.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) else {
            throw .invalidName(name)
        }
        if !replacing && taken.contains(name) { throw .duplicate(kind: kind, name: name) }
    }
}
