// Named springs from the libraries we follow.

extension Spring {
    /// SwiftUI's `.smooth`: duration 0.5, bounce 0 (critically damped; k = (4π)², c = 8π).
    public static let smooth = preset(duration: 0.5, bounce: 0)

    /// SwiftUI's `.snappy`: duration 0.5, bounce 0.15 (ζ = 0.85).
    public static let snappy = preset(duration: 0.5, bounce: 0.15)

    /// SwiftUI's `.bouncy`: duration 0.5, bounce 0.3 (ζ = 0.7; k ≈ 157.9, c ≈ 17.6).
    public static let bouncy = preset(duration: 0.5, bounce: 0.3)

    /// STTransitionLayout's spring: m = 1, k = 250, c = 20. (Its `springDamping` of 250 is really
    /// the stiffness and its `friction` of 20 the damping coefficient; ζ ≈ 0.632.)
    public static let stTransitionLayout = Spring(uncheckedMass: 1, stiffness: 250, damping: 20)

    /// POP's default spring: bounciness 4, speed 12 (k ≈ 342.1, c ≈ 30.5, m = 1).
    public static let pop: Spring = {
        let (tension, friction) = origamiValues(bounciness: 4, speed: 12)
        return Spring(uncheckedMass: 1, stiffness: stiffness(fromOrigamiTension: tension),
                      damping: damping(fromOrigamiFriction: friction))
    }()

    /// Rebound's default spring: Origami tension 40, friction 7 (k = 230.2, c = 22, m = 1).
    public static let rebound = Spring(uncheckedMass: 1, stiffness: stiffness(fromOrigamiTension: 40),
                                       damping: damping(fromOrigamiFriction: 7))

    /// A duration/bounce spring with mass 1, computed exactly as ``init(duration:bounce:mass:)`` does.
    private static func preset(duration: Double, bounce: Double) -> Spring {
        let (stiffnessPerMass, dampingPerMass) = durationBounceCoefficients(duration: duration, bounce: bounce)
        return Spring(uncheckedMass: 1, stiffness: stiffnessPerMass, damping: dampingPerMass)
    }
}
