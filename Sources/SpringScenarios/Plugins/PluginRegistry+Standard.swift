import SpringTransitions

extension PluginRegistry {
    /// Every built-in plugin:
    ///
    /// - integrators: `exact`; `gsl-<stepper>` for each of GSL's 11 steppers (parameters:
    ///   `{"absolute": 1e-6, "relative": 1e-6}`, both optional, with the convention of
    ///   `ODETolerance`: each finite and at least 0, `absolute` 0 for a purely relative
    ///   tolerance); `rk4-substeps` and
    ///   `semi-implicit-euler-substeps` (parameter `substep`, default 0.001 s); `semi-implicit-euler`;
    /// - layouts: `flow`, `grid`, `circle`, `stack`, whose parameters are the layouts'
    ///   configurations with every key optional;
    /// - providers: `spring` (also `default`), `per-channel`, `per-kind`, `stagger` and `snap`
    ///   (see the parameters of each in the README's scenario section);
    /// - easings: every `Easing` curve by its `Easing/name`.
    public static let standard: PluginRegistry = {
        var registry = PluginRegistry()
        registry.integrators["exact"] = { parameters in
            _ = try parameters.map { try IntegratorParameters(from: $0, allowing: [], owner: "exact") }
            return ExactIntegrator()
        }
        for stepper in Stepper.allCases {
            registry.integrators["gsl-\(stepper.rawValue)"] = { parameters in
                let p = try parameters.map { try IntegratorParameters(from: $0, allowing: [.absolute, .relative], owner: "gsl-\(stepper.rawValue)") }
                    ?? IntegratorParameters()
                return try GSLIntegrator(stepper: stepper, tolerance: ODETolerance(absolute: p.absolute ?? 1e-6, relative: p.relative ?? 1e-6))
            }
        }
        registry.integrators["rk4-substeps"] = { parameters in
            let p = try parameters.map { try IntegratorParameters(from: $0, allowing: [.substep], owner: "rk4-substeps") } ?? IntegratorParameters()
            return try RK4SubstepIntegrator(substep: p.substep ?? 0.001)
        }
        registry.integrators["semi-implicit-euler-substeps"] = { parameters in
            let p = try parameters.map { try IntegratorParameters(from: $0, allowing: [.substep], owner: "semi-implicit-euler-substeps") }
                ?? IntegratorParameters()
            return try SemiImplicitEulerIntegrator(substep: p.substep ?? 0.001)
        }
        registry.integrators["semi-implicit-euler"] = { parameters in
            _ = try parameters.map { try IntegratorParameters(from: $0, allowing: [], owner: "semi-implicit-euler") }
            return SemiImplicitEulerIntegrator()
        }
        registry.layouts["flow"] = { p in FlowLayout(configuration: try p.map { try FlowLayout.Configuration(from: $0) } ?? .init()) }
        registry.layouts["grid"] = { p in GridLayout(configuration: try p.map { try GridLayout.Configuration(from: $0) } ?? .init()) }
        registry.layouts["circle"] = { p in CircleLayout(configuration: try p.map { try CircleLayout.Configuration(from: $0) } ?? .init()) }
        registry.layouts["stack"] = { p in StackLayout(configuration: try p.map { try StackLayout.Configuration(from: $0) } ?? .init()) }
        StandardProviders.register(in: &registry)
        return registry
    }()
}

/// The optional parameters of the built-in integrators: each integrator allows only its own
/// keys (an unknown or misplaced key is an error naming the integrator and its parameters).
struct IntegratorParameters: Decodable {
    var absolute: Double?
    var relative: Double?
    var substep: Double?

    init() {}

    init(from decoder: any Decoder) throws {
        try self.init(from: decoder, allowing: CodingKeys.allCases, owner: "integrator")
    }

    /// Decodes the keys in `allowing`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` at the first other key:
    ///   `"unknown gsl-rkf45 parameter 'substep'; known parameters: absolute, relative"`, or
    ///   `"exact takes no parameters"`.
    init(from decoder: any Decoder, allowing: [CodingKeys], owner: String) throws {
        let raw = try decoder.container(keyedBy: PathKey.self)
        for key in raw.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !allowing.map(\.rawValue).contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(forKey: key, in: raw, debugDescription: allowing.isEmpty
                ? "\(owner) takes no parameters"
                : "unknown \(owner) parameter '\(key.stringValue)'; known parameters: \(allowing.map(\.rawValue).joined(separator: ", "))")
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        absolute = try c.decodeIfPresent(Double.self, forKey: .absolute)
        relative = try c.decodeIfPresent(Double.self, forKey: .relative)
        substep = try c.decodeIfPresent(Double.self, forKey: .substep)
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case absolute, relative, substep }
}
