/// A spring with a dashpot between a body and another body or an anchor of a ``BodySystem``.
///
/// Give it either as UIKit Dynamics does (``attachment(length:frequency:dampingRatio:law:)``:
/// rest length, frequency in Hz, damping ratio) or physically
/// (``init(stiffness:damping:restLength:law:)``). The attachment form is turned into `k` and
/// `c` when the spring is added, from the mass `m` it acts on: ω = 2π·frequency, k = m·ω² and
/// c = 2·dampingRatio·m·ω, so the motion does not depend on the mass. For a spring between two
/// bodies `m` is the reduced mass `m₁m₂/(m₁ + m₂)`, which makes the two bodies' relative motion
/// oscillate at that frequency.
///
/// **Direction.** A spring of rest length 0 is isotropic: it pulls with `φ(|d|)` along `d`, the
/// vector between its ends, and its dashpot opposes the whole relative velocity. A spring with a
/// rest length acts along the line between its ends only (force `φ(|d| − length)` and dashpot
/// `c·(Δv·n)` along the unit vector `n`), as UIAttachmentBehavior does; with both ends on the same
/// point that line is undefined and the x axis is used.
public struct BodySpring: Hashable, Sendable {
    /// How stiffness and damping are given.
    public enum Strength: Hashable, Sendable {
        /// Physical stiffness `k` (N/m, ≥ 0) and damping coefficient `c` (N·s/m, ≥ 0).
        case physical(stiffness: Double, damping: Double)
        /// UIAttachmentBehavior's frequency (Hz, > 0) and damping ratio (≥ 0), resolved against
        /// the mass when the spring is added.
        case attachment(frequency: Double, dampingRatio: Double)
    }

    /// Stiffness and damping.
    public var strength: Strength
    /// The rest length, finite and at least 0.
    public var restLength: Double
    /// How the force grows with the extension.
    public var law: SpringLaw

    /// A spring with physical stiffness and damping.
    ///
    /// - Parameters:
    ///   - stiffness: `k`, finite and at least 0.
    ///   - damping: `c`, finite and at least 0.
    ///   - restLength: finite and at least 0; default 0.
    ///   - law: default ``SpringLaw/linear``.
    /// - Throws: ``DynamicsError/invalidParameter(name:value:requirement:)`` naming
    ///   `stiffness`, `damping`, `restLength`, `law.cubic` or `law.softLimit`.
    public init(stiffness: Double, damping: Double, restLength: Double = 0, law: SpringLaw = .linear) throws(DynamicsError) {
        self.init(unchecked: .physical(stiffness: stiffness, damping: damping), restLength: restLength, law: law)
        try validate()
    }

    /// UIAttachmentBehavior's parameters: `length`, `frequency` (Hz) and `damping` (a ratio).
    ///
    /// - Parameters:
    ///   - length: the rest length, finite and at least 0.
    ///   - frequency: in Hz, finite and greater than 0.
    ///   - dampingRatio: finite and at least 0 (1 is critical damping).
    ///   - law: default ``SpringLaw/linear``.
    /// - Throws: ``DynamicsError/invalidParameter(name:value:requirement:)`` naming `length`,
    ///   `frequency`, `dampingRatio`, `law.cubic` or `law.softLimit`.
    public static func attachment(length: Double = 0, frequency: Double, dampingRatio: Double, law: SpringLaw = .linear) throws(DynamicsError) -> BodySpring {
        let spring = BodySpring(unchecked: .attachment(frequency: frequency, dampingRatio: dampingRatio), restLength: length, law: law)
        try spring.validate()
        return spring
    }

    /// objc.io's springy flow layout: length 0, damping ratio 0.8, frequency 1 Hz.
    public static let springyLayout = BodySpring(unchecked: .attachment(frequency: 1, dampingRatio: 0.8), restLength: 0, law: .linear)

    init(unchecked strength: Strength, restLength: Double, law: SpringLaw) {
        self.strength = strength
        self.restLength = restLength
        self.law = law
    }

    /// Throws the error the initialisers would throw for the current values (the properties are
    /// mutable, so ``BodySystem`` validates again).
    public func validate() throws(DynamicsError) {
        let lengthName = if case .attachment = strength { "length" } else { "restLength" }
        switch strength {
        case .physical(let k, let c):
            guard k.isFinite, k >= 0 else { throw .invalidParameter(name: "stiffness", value: k, requirement: "a finite number at least 0") }
            guard c.isFinite, c >= 0 else { throw .invalidParameter(name: "damping", value: c, requirement: "a finite number at least 0") }
        case .attachment(let f, let zeta):
            guard f.isFinite, f > 0 else { throw .invalidParameter(name: "frequency", value: f, requirement: "a finite number greater than 0") }
            guard zeta.isFinite, zeta >= 0 else { throw .invalidParameter(name: "dampingRatio", value: zeta, requirement: "a finite number at least 0") }
        }
        guard restLength.isFinite, restLength >= 0 else {
            throw .invalidParameter(name: lengthName, value: restLength, requirement: "a finite number at least 0")
        }
        try law.validate()
    }

    /// `(k, c)` for a spring acting on `mass` (the body's mass, or the reduced mass of two).
    func coefficients(mass: Double) -> (stiffness: Double, damping: Double) {
        switch strength {
        case .physical(let k, let c):
            return (k, c)
        case .attachment(let f, let zeta):
            let omega = 2 * Double.pi * f
            return (mass * omega * omega, 2 * zeta * mass * omega)
        }
    }
}
