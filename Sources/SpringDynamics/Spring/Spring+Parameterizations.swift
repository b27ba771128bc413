// The parameterisations other libraries use, each mapped onto (mass, stiffness, damping).

extension Spring {
    /// Creates a spring from SwiftUI/Motion/Wave's perceptual parameters.
    ///
    /// k = (2π/response)²·m and c = 4π·ζ·m/response, so ``response`` and ``dampingRatio`` read the
    /// same values back (up to rounding).
    ///
    /// - Parameters:
    ///   - response: the undamped period 2π/ω in seconds, finite and greater than 0.
    ///   - dampingRatio: ζ, finite and ≥ 0 (0 undamped, < 1 bouncy, 1 critical, > 1 overdamped).
    ///   - mass: m, finite and greater than 0. Defaults to 1.
    /// - Throws: ``SpringParameterError`` naming `response`, `dampingRatio` or `mass`, including
    ///   when the derived coefficients would be out of range (for example a response so short that
    ///   k/m exceeds 1e300).
    public init(response: Double, dampingRatio: Double, mass: Double = 1) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(response, "response")
        try SpringParameterError.requireNonNegative(dampingRatio, "dampingRatio")
        try SpringParameterError.requirePositive(mass, "mass")
        let omega = 2 * Double.pi / response
        self = try Self.derived(mass: mass, stiffnessPerMass: omega * omega, dampingPerMass: 2 * dampingRatio * omega,
                                stiffnessSource: ("response", response), dampingSource: ("dampingRatio", dampingRatio))
    }

    /// Creates a spring from its natural frequency ω = √(k/m) and damping ratio ζ.
    ///
    /// k = ω²·m and c = 2ζω·m.
    ///
    /// - Parameters:
    ///   - naturalFrequency: ω in radians per second, finite and greater than 0.
    ///   - dampingRatio: ζ, finite and ≥ 0.
    ///   - mass: m, finite and greater than 0. Defaults to 1.
    /// - Throws: ``SpringParameterError`` naming `naturalFrequency`, `dampingRatio` or `mass`.
    public init(naturalFrequency: Double, dampingRatio: Double, mass: Double = 1) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(naturalFrequency, "naturalFrequency")
        try SpringParameterError.requireNonNegative(dampingRatio, "dampingRatio")
        try SpringParameterError.requirePositive(mass, "mass")
        self = try Self.derived(mass: mass, stiffnessPerMass: naturalFrequency * naturalFrequency,
                                dampingPerMass: 2 * dampingRatio * naturalFrequency,
                                stiffnessSource: ("naturalFrequency", naturalFrequency),
                                dampingSource: ("dampingRatio", dampingRatio))
    }

    /// Creates a spring from SwiftUI's (iOS 17) duration and bounce.
    ///
    /// The duration is the response: k = (2π/duration)²·m. The bounce sets the damping ratio:
    ///
    /// - `0 ≤ bounce ≤ 1`: ζ = 1 − bounce (Apple's published mapping; 0 is critically damped,
    ///   1 undamped). Apple's example, duration 0.5 and bounce 0.3, gives k ≈ 157.9, c ≈ 17.6.
    /// - `−1 < bounce < 0`: ζ = 1 / (1 + bounce), overdamped (our choice: Apple publishes no
    ///   mapping for negative bounce). It is continuous at 0 and ζ → ∞ as bounce → −1.
    ///
    /// ``bounce`` is the exact inverse of this mapping and ``response`` returns the duration.
    ///
    /// - Parameters:
    ///   - duration: the perceptual duration in seconds, finite and greater than 0. Defaults to 0.5.
    ///   - bounce: greater than −1 and at most 1. Defaults to 0.
    ///   - mass: m, finite and greater than 0. Defaults to 1.
    /// - Throws: ``SpringParameterError`` naming `duration`, `bounce` or `mass`.
    public init(duration: Double = 0.5, bounce: Double = 0, mass: Double = 1) throws(SpringParameterError) {
        try SpringParameterError.requirePositive(duration, "duration")
        guard bounce.isFinite else {
            throw SpringParameterError(parameter: "bounce", value: bounce, requirement: SpringParameterError.Rule.finite)
        }
        guard bounce > -1, bounce <= 1 else {
            throw SpringParameterError(parameter: "bounce", value: bounce, requirement: SpringParameterError.Rule.bounce)
        }
        try SpringParameterError.requirePositive(mass, "mass")
        let (stiffnessPerMass, dampingPerMass) = Self.durationBounceCoefficients(duration: duration, bounce: bounce)
        self = try Self.derived(mass: mass, stiffnessPerMass: stiffnessPerMass, dampingPerMass: dampingPerMass,
                                stiffnessSource: ("duration", duration), dampingSource: ("bounce", bounce))
    }

    /// Creates a spring from Origami's tension and friction (Facebook Rebound and POP), with mass 1.
    ///
    /// k = (tension − 30)·3.62 + 194 and c = (friction − 8)·3 + 25, where an input of exactly 0
    /// maps to 0. Rebound's default (tension 40, friction 7) gives k = 230.2, c = 22.
    ///
    /// - Parameters:
    ///   - origamiTension: finite and ≥ 0; 0 maps to k = 0, which is rejected.
    ///   - origamiFriction: finite and ≥ 0; 0 maps to c = 0 (undamped).
    /// - Throws: ``SpringParameterError`` naming `origamiTension` or `origamiFriction`.
    public init(origamiTension: Double, origamiFriction: Double) throws(SpringParameterError) {
        try SpringParameterError.requireNonNegative(origamiTension, "origamiTension")
        try SpringParameterError.requireNonNegative(origamiFriction, "origamiFriction")
        self = try Self.derived(mass: 1, stiffnessPerMass: Self.stiffness(fromOrigamiTension: origamiTension),
                                dampingPerMass: Self.damping(fromOrigamiFriction: origamiFriction),
                                stiffnessSource: ("origamiTension", origamiTension),
                                dampingSource: ("origamiFriction", origamiFriction))
    }

    /// Creates a spring from POP/Rebound's bounciness and speed, with mass 1.
    ///
    /// Following POP and Rebound: b = 0.8·(bounciness/1.7)/20 and s = (speed/1.7)/20 give the
    /// Origami tension T = 0.5 + 199.5·s and friction F = nb(T) + (2b − b²)·(0.01 − nb(T)), with
    /// nb the piecewise cubic "no bounce" friction; T and F then go through
    /// ``init(origamiTension:origamiFriction:)``'s formulas. POP's default (bounciness 4, speed 12)
    /// gives k ≈ 342.1, c ≈ 30.5. Both libraries document 0…20 as the useful range of each input.
    ///
    /// - Parameters:
    ///   - bounciness: finite and ≥ 0; larger is bouncier.
    ///   - speed: finite and ≥ 0; larger is stiffer and faster.
    /// - Throws: ``SpringParameterError`` naming `bounciness` or `speed`.
    public init(bounciness: Double, speed: Double) throws(SpringParameterError) {
        try SpringParameterError.requireNonNegative(bounciness, "bounciness")
        try SpringParameterError.requireNonNegative(speed, "speed")
        let (tension, friction) = Self.origamiValues(bounciness: bounciness, speed: speed)
        self = try Self.derived(mass: 1, stiffnessPerMass: Self.stiffness(fromOrigamiTension: tension),
                                dampingPerMass: Self.damping(fromOrigamiFriction: friction),
                                stiffnessSource: ("speed", speed), dampingSource: ("bounciness", bounciness))
    }
}

// MARK: - Coefficient formulas (shared by the throwing initialisers and the presets)

extension Spring {
    /// k/m and c/m for SwiftUI's duration and bounce (see ``init(duration:bounce:mass:)``).
    static func durationBounceCoefficients(duration: Double, bounce: Double)
        -> (stiffnessPerMass: Double, dampingPerMass: Double) {
        let omega = 2 * Double.pi / duration
        return (omega * omega, 2 * dampingRatio(fromBounce: bounce) * omega)
    }

    /// ζ for a bounce: 1 − bounce for bounce ≥ 0, 1/(1 + bounce) for bounce < 0.
    static func dampingRatio(fromBounce bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// Origami tension to stiffness: (T − 30)·3.62 + 194, and 0 for T = 0.
    static func stiffness(fromOrigamiTension tension: Double) -> Double {
        tension == 0 ? 0 : (tension - 30) * 3.62 + 194
    }

    /// Origami friction to damping: (F − 8)·3 + 25, and 0 for F = 0.
    static func damping(fromOrigamiFriction friction: Double) -> Double {
        friction == 0 ? 0 : (friction - 8) * 3 + 25
    }

    /// POP/Rebound's bounciness and speed to Origami tension and friction.
    static func origamiValues(bounciness: Double, speed: Double) -> (tension: Double, friction: Double) {
        let b = 0.8 * (bounciness / 1.7) / 20
        let s = (speed / 1.7) / 20
        let tension = 0.5 + 199.5 * s
        let noBounce = noBounceFriction(tension: tension)
        let friction = noBounce + (2 * b - b * b) * (0.01 - noBounce)
        return (tension, friction)
    }

    /// The friction that just avoids bouncing at a tension: POP/Rebound's piecewise cubic.
    static func noBounceFriction(tension t: Double) -> Double {
        if t <= 18 {
            return 0.0007 * t * t * t - 0.031 * t * t + 0.64 * t + 1.28
        } else if t <= 44 {
            return 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2
        } else {
            return 4.5e-7 * t * t * t - 3.32e-4 * t * t + 0.1078 * t + 5.84
        }
    }
}
