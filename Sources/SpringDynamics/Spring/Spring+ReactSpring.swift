// react-spring spring configuration.
//
// Source: pmndrs/react-spring, packages/core/src/SpringValue.ts (`advance`): with time in
// milliseconds,
//
//     springForce = −tension · 0.000001 · (position − to)
//     dampingForce = −friction · 0.001 · velocity
//     acceleration = (springForce + dampingForce) / mass
//
// In seconds (1e-6 per ms² is 1 per s², 1e-3 per ms is 1 per s) that is
// mass·x'' = −tension·x − friction·x': tension, friction and mass are k, c and m. react-spring
// integrates it with 1 ms semi-implicit Euler steps; we use the exact solution.
// packages/core/src/AnimationConfig.ts (`mergeConfig`) also accepts `frequency` (seconds) and
// `damping` (a ratio): frequency = max(0.01, frequency), damping = max(0, damping),
// tension = (2π / frequency)² · mass, friction = 4π · damping · mass / frequency.
// Presets (packages/core/src/constants.ts): default 170/26, gentle 120/14, wobbly 180/12,
// stiff 210/20, slow 280/60, molasses 280/120 (tension/friction, mass 1).

extension Spring {
    /// Creates a spring from react-spring's `tension`, `friction` and `mass`.
    ///
    /// react-spring's force law in seconds is mass·x'' = −tension·x − friction·x', so
    /// k = tension, c = friction and m = mass. react-spring's default config (tension 170,
    /// friction 26) is k = 170, c = 26.
    ///
    /// - Parameters:
    ///   - reactSpringTension: `tension`, finite and greater than 0.
    ///   - friction: `friction`, finite and ≥ 0.
    ///   - mass: `mass`, finite and greater than 0. Defaults to 1 (react-spring's default).
    /// - Throws: ``SpringParameterError`` naming `reactSpringTension`, `friction` or `mass`.
    public init(reactSpringTension: Double, friction: Double, mass: Double = 1) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(reactSpringTension, "reactSpringTension")
        try SpringParameterError.requireNonNegative(friction, "friction")
        try SpringParameterError.requirePositive(mass, "mass")
        self = try Self.derived(mass: mass, stiffnessPerMass: reactSpringTension / mass, dampingPerMass: friction / mass,
                                stiffnessSource: ("reactSpringTension", reactSpringTension),
                                dampingSource: ("friction", friction))
    }

    /// Creates a spring from react-spring's `frequency` and `damping` options.
    ///
    /// As react-spring's `mergeConfig`: frequency = max(0.01, frequency), then
    /// tension = (2π/frequency)²·mass and friction = 4π·damping·mass/frequency — the same as
    /// ``init(response:dampingRatio:mass:)`` with response = frequency.
    ///
    /// - Parameters:
    ///   - reactSpringFrequency: `frequency`, the undamped period in seconds, finite and greater
    ///     than 0 (values below 0.01 act as 0.01, as in react-spring).
    ///   - damping: `damping`, the damping ratio, finite and ≥ 0.
    ///   - mass: `mass`, finite and greater than 0. Defaults to 1.
    /// - Throws: ``SpringParameterError`` naming `reactSpringFrequency`, `damping` or `mass`.
    public init(reactSpringFrequency: Double, damping: Double, mass: Double = 1) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(reactSpringFrequency, "reactSpringFrequency")
        try SpringParameterError.requireNonNegative(damping, "damping")
        try SpringParameterError.requirePositive(mass, "mass")
        let frequency = Swift.max(0.01, reactSpringFrequency)
        let root = 2 * Double.pi / frequency
        self = try Self.derived(mass: mass, stiffnessPerMass: root * root, dampingPerMass: 4 * Double.pi * damping / frequency,
                                stiffnessSource: ("reactSpringFrequency", reactSpringFrequency),
                                dampingSource: ("damping", damping))
    }

    /// react-spring's `tension`, `friction` and `mass` for this spring: k, c and m.
    public var reactSpringConfig: (tension: Double, friction: Double, mass: Double) {
        (stiffness, damping, mass)
    }
}
