extension Spring {
    /// The Origami tension and friction (Rebound, POP) that give this spring through
    /// ``init(origamiTension:origamiFriction:)``, or `nil` unless the mass is 1 (Origami springs
    /// have unit mass). A damping of 0 maps back to a friction of 0, as it maps forward.
    public var origamiTensionAndFriction: (tension: Double, friction: Double)? {
        guard mass == 1 else { return nil }
        let tension = (stiffness - 194) / 3.62 + 30
        let friction = damping == 0 ? 0 : (damping - 25) / 3 + 8
        return (tension, friction)
    }

    /// The POP/Rebound bounciness and speed that give this spring through
    /// ``init(bounciness:speed:)``, or `nil` when there are none: the mass is not 1, or the
    /// damping is outside what that mapping reaches at this stiffness (between the no-bounce
    /// friction and 0.01).
    ///
    /// The mapping inverts in closed form: speed from the tension, then the bounciness b from
    /// F = nb(T) + (2b − b²)·(0.01 − nb(T)), taking the root with b ≤ 1.
    public var bouncinessAndSpeed: (bounciness: Double, speed: Double)? {
        guard let (tension, friction) = origamiTensionAndFriction else { return nil }
        let s = (tension - 0.5) / 199.5
        guard s >= 0 else { return nil }
        let noBounce = Self.noBounceFriction(tension: tension)
        let q = (friction - noBounce) / (0.01 - noBounce)
        guard q.isFinite, q >= 0, q <= 1 else { return nil }
        let b = 1 - (1 - q).squareRoot()
        return (b * 20 * 1.7 / 0.8, s * 20 * 1.7)
    }
}
