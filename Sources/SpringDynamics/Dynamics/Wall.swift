/// A boundary that bodies bounce off: the plane (or point, in one axis) where coordinate `axis`
/// equals ``position``, keeping every body on the side ``normal`` points to.
///
/// ``BodySimulation`` treats a crossing as an event: it finds the instant of contact (for
/// adaptive methods with ``ODESolver``'s terminal events, located on the step's interpolant to
/// ``ODESolver/eventTimeTolerance(stepStart:stepSize:)``; for fixed-step and semi-implicit
/// Euler methods, which have no interpolant, by bisection on the integration, to a few ulps
/// of time), places the body on the wall, reverses
/// its velocity along the axis scaled by ``restitution``, and restarts the stepper from there.
/// When the speed after a bounce is below ``restingSpeed`` the body comes to rest on the wall
/// instead: it is then held there by projection at the end of each integration segment (first
/// order) until the forces move it away. This stops the infinite sequence of ever shorter bounces
/// that restitution below 1 would otherwise produce.
public struct Wall: Hashable, Sendable {
    /// The axis the wall is perpendicular to: 0 (x) or 1 (y).
    public var axis: Int
    /// The wall's coordinate along ``axis``.
    public var position: Double
    /// +1 keeps bodies at coordinates ≥ ``position`` (a floor in y-up coordinates, a left wall);
    /// −1 keeps them at coordinates ≤ ``position``.
    public var normal: Double
    /// The ratio of the speed after a bounce to the speed before, along ``axis``: 1 is
    /// perfectly elastic, 0 perfectly inelastic.
    public var restitution: Double
    /// Below this speed after a bounce, the body rests on the wall instead.
    public var restingSpeed: Double

    /// Creates a wall.
    ///
    /// - Parameters:
    ///   - axis: 0 or 1 (less than the system's ``BodySystem/axes``, checked when added).
    ///   - position: finite.
    ///   - normal: +1 or −1.
    ///   - restitution: finite, from 0 to 1.
    ///   - restingSpeed: finite and at least 0; default 1e-3 (units of position per second).
    /// - Throws: ``DynamicsError/invalidParameter(name:value:requirement:)`` naming `axis`,
    ///   `position`, `normal`, `restitution` or `restingSpeed`.
    public init(axis: Int, position: Double, normal: Double, restitution: Double, restingSpeed: Double = 1e-3) throws(DynamicsError) {
        self.axis = axis
        self.position = position
        self.normal = normal
        self.restitution = restitution
        self.restingSpeed = restingSpeed
        try validate(axes: 2)
    }

    /// Throws the error ``init(axis:position:normal:restitution:restingSpeed:)`` would throw,
    /// with `axis` checked against a system of `axes` axes.
    func validate(axes: Int) throws(DynamicsError) {
        guard axis >= 0, axis < axes else {
            throw .invalidParameter(name: "axis", value: Double(axis), requirement: axes == 1 ? "0 (the system has 1 axis)" : "0 or 1")
        }
        guard position.isFinite else { throw .invalidParameter(name: "position", value: position, requirement: "finite") }
        guard normal == 1 || normal == -1 else { throw .invalidParameter(name: "normal", value: normal, requirement: "1 or -1") }
        guard restitution.isFinite, restitution >= 0, restitution <= 1 else {
            throw .invalidParameter(name: "restitution", value: restitution, requirement: "a finite number from 0 to 1")
        }
        guard restingSpeed.isFinite, restingSpeed >= 0 else {
            throw .invalidParameter(name: "restingSpeed", value: restingSpeed, requirement: "a finite number at least 0")
        }
    }
}
