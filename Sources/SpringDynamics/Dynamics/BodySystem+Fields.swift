extension BodySystem {
    /// The linear drag coefficient `b`: every body feels `−b·v`. Default 0.
    public var linearDrag: Double { linearDragCoefficient }
    /// The quadratic drag coefficient `q`: every body feels `−q·|v|·v`. Default 0.
    public var quadraticDrag: Double { quadraticDragCoefficient }
    /// The uniform field, as an acceleration: every body feels `m·g` (gravity). Default 0.
    public var field: BodyVector { BodyVector(x: fieldX, y: fieldY) }
    /// The external force closure, if any.
    public var externalForce: ExternalForce? { externalForceClosure }

    /// Sets the linear drag: every body feels `−b·v`.
    ///
    /// - Parameter coefficient: `b`, finite and at least 0.
    /// - Throws: ``DynamicsError/invalidParameter(name:value:requirement:)`` naming `linearDrag`.
    public func setLinearDrag(_ coefficient: Double) throws(DynamicsError) {
        guard coefficient.isFinite, coefficient >= 0 else {
            throw .invalidParameter(name: "linearDrag", value: coefficient, requirement: "a finite number at least 0")
        }
        linearDragCoefficient = coefficient
        touchStructure()
    }

    /// Sets the quadratic drag: every body feels `−q·|v|·v` (air resistance).
    ///
    /// - Parameter coefficient: `q`, finite and at least 0.
    /// - Throws: ``DynamicsError/invalidParameter(name:value:requirement:)`` naming `quadraticDrag`.
    public func setQuadraticDrag(_ coefficient: Double) throws(DynamicsError) {
        guard coefficient.isFinite, coefficient >= 0 else {
            throw .invalidParameter(name: "quadraticDrag", value: coefficient, requirement: "a finite number at least 0")
        }
        quadraticDragCoefficient = coefficient
        touch()
    }

    /// Sets the uniform field: every body feels `m·g` (for gravity, `g = (0, 9.81)` in a
    /// y-down coordinate system). Its potential, `−m·g·p`, counts in ``potentialEnergy``.
    ///
    /// - Parameter acceleration: `g`, finite; `y` is ignored in a one-axis system.
    /// - Throws: ``DynamicsError/invalidParameter(name:value:requirement:)`` naming `field.x` or `field.y`.
    public func setField(_ acceleration: BodyVector) throws(DynamicsError) {
        try acceleration.validateFinite("field")
        fieldX = acceleration.x
        fieldY = axes == 2 ? acceleration.y : 0
        touch()
    }

    /// Sets (or, with `nil`, removes) the external force; see ``ExternalForce``. It has no
    /// potential: ``energy`` does not count its work.
    ///
    /// - Parameter force: the closure, stored once (no allocation per frame).
    public func setExternalForce(_ force: ExternalForce?) {
        externalForceClosure = force
        touch()
    }
}
