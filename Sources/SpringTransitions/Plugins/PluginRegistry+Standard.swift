extension PluginRegistry {
    /// Every built-in plugin:
    ///
    /// - integrators: `exact`; `gsl-<stepper>` for each of GSL's 11 steppers (parameters:
    ///   `{"absolute": 1e-6, "relative": 1e-6}`, both optional); `rk4-substeps` and
    ///   `semi-implicit-euler-substeps` (parameter `substep`, default 0.001 s); `semi-implicit-euler`;
    /// - layouts: `flow`, `grid`, `circle`, `stack`, whose parameters are the layouts'
    ///   configurations with every key optional;
    /// - providers: `spring` (also `default`), `per-channel`, `per-kind`, `stagger` and `snap`
    ///   (see the parameters of each in the README's scenario section);
    /// - easings: every ``Easing`` curve by its ``Easing/name``.
    public static let standard: PluginRegistry = {
        var registry = PluginRegistry()
        registry.integrators["exact"] = { _ in ExactIntegrator() }
        for stepper in Stepper.allCases {
            registry.integrators["gsl-\(stepper.rawValue)"] = { parameters in
                let p = try parameters.map { try IntegratorParameters(from: $0) } ?? IntegratorParameters()
                return try GSLIntegrator(stepper: stepper, tolerance: ODETolerance(absolute: p.absolute ?? 1e-6, relative: p.relative ?? 1e-6))
            }
        }
        registry.integrators["rk4-substeps"] = { parameters in
            let p = try parameters.map { try IntegratorParameters(from: $0) } ?? IntegratorParameters()
            return try RK4SubstepIntegrator(substep: p.substep ?? 0.001)
        }
        registry.integrators["semi-implicit-euler-substeps"] = { parameters in
            let p = try parameters.map { try IntegratorParameters(from: $0) } ?? IntegratorParameters()
            return try SemiImplicitEulerIntegrator(substep: p.substep ?? 0.001)
        }
        registry.integrators["semi-implicit-euler"] = { _ in SemiImplicitEulerIntegrator() }
        registry.layouts["flow"] = { p in FlowLayout(configuration: try p.map { try FlowLayout.Configuration(from: $0) } ?? .init()) }
        registry.layouts["grid"] = { p in GridLayout(configuration: try p.map { try GridLayout.Configuration(from: $0) } ?? .init()) }
        registry.layouts["circle"] = { p in CircleLayout(configuration: try p.map { try CircleLayout.Configuration(from: $0) } ?? .init()) }
        registry.layouts["stack"] = { p in StackLayout(configuration: try p.map { try StackLayout.Configuration(from: $0) } ?? .init()) }
        StandardProviders.register(in: &registry)
        return registry
    }()
}

/// The optional parameters of the built-in integrators.
struct IntegratorParameters: Decodable {
    var absolute: Double?
    var relative: Double?
    var substep: Double?

    init() {}

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        absolute = try c.decodeIfPresent(Double.self, forKey: .absolute)
        relative = try c.decodeIfPresent(Double.self, forKey: .relative)
        substep = try c.decodeIfPresent(Double.self, forKey: .substep)
    }

    enum CodingKeys: String, CodingKey { case absolute, relative, substep }
}
