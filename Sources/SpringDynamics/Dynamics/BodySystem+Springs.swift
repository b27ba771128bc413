extension BodySystem {
    /// Adds a spring from a body to another body or to an anchor.
    ///
    /// An attachment spring (``BodySpring/attachment(length:frequency:dampingRatio:law:)``) gets
    /// its `k` and `c` from the body's mass (to an anchor) or the reduced mass of the two bodies;
    /// they stay fixed afterwards.
    ///
    /// - Parameters:
    ///   - spring: the spring (validated again).
    ///   - body: the index of a body.
    ///   - end: another body (`.body(other)`, not `body` itself) or a finite anchor point.
    /// - Returns: the spring's identifier, stable until it is removed.
    /// - Throws: ``DynamicsError/invalidParameter(name:value:requirement:)`` naming a spring
    ///   parameter, `other` (the body itself) or `anchor.x`/`anchor.y`;
    ///   ``DynamicsError/missingBody(name:index:)`` (`body` or `other`); or
    ///   ``DynamicsError/capacityExceeded(name:capacity:)`` (`springs`).
    @discardableResult
    public func addSpring(_ spring: BodySpring, from body: Int, to end: SpringEnd) throws(DynamicsError) -> SpringID {
        try spring.validate()
        try requireBody(body, name: "body")
        let other: Int, anchor: BodyVector, mass: Double
        switch end {
        case .body(let index):
            try requireBody(index, name: "other")
            guard index != body else {
                throw .invalidParameter(name: "other", value: Double(index), requirement: "a body other than body = \(body)")
            }
            other = index
            anchor = .zero
            mass = masses[body] * masses[index] / (masses[body] + masses[index])
        case .anchor(let point):
            try point.validateFinite("anchor")
            other = -1
            anchor = axes == 2 ? point : BodyVector(x: point.x)
            mass = masses[body]
        }
        guard let id = freeSpringIDs.popLast() else { throw .capacityExceeded(name: "springs", capacity: springCapacity) }
        let (k, c) = spring.coefficients(mass: mass)
        springIndexOfID[id] = springs.count
        springs.append(SpringRecord(id: id, a: body, b: other, anchor: anchor, stiffness: k, damping: c, restLength: spring.restLength, law: spring.law))
        touchStructure()
        return SpringID(rawValue: id)
    }

    /// Removes a spring; its identifier may be reused.
    ///
    /// - Parameter id: the identifier ``addSpring(_:from:to:)`` returned.
    /// - Throws: ``DynamicsError/missingSpring(_:)``.
    public func removeSpring(_ id: SpringID) throws(DynamicsError) {
        let index = try denseIndex(of: id)
        removeSpring(atDenseIndex: index)
        touchStructure()
    }

    /// Moves the anchor of a spring (between calls to the integrator: for example a layout's
    /// resting place after a scroll). The next integration restarts its stepper.
    ///
    /// - Parameters:
    ///   - id: a spring to an anchor.
    ///   - point: finite; `y` is ignored in a one-axis system.
    /// - Throws: ``DynamicsError/missingSpring(_:)``, or
    ///   ``DynamicsError/invalidParameter(name:value:requirement:)`` naming `anchor.x`,
    ///   `anchor.y`, or `id` when the spring joins two bodies.
    public func moveAnchor(of id: SpringID, to point: BodyVector) throws(DynamicsError) {
        let index = try denseIndex(of: id)
        guard springs[index].b < 0 else {
            throw .invalidParameter(name: "id", value: Double(id.rawValue), requirement: "a spring to an anchor, not between two bodies")
        }
        try point.validateFinite("anchor")
        springs[index].anchorX = point.x
        springs[index].anchorY = axes == 2 ? point.y : 0
        touch()
    }

    /// The anchor of a spring, or `nil` when it joins two bodies or does not exist.
    ///
    /// - Parameter id: a spring identifier.
    public func anchor(of id: SpringID) -> BodyVector? {
        guard id.rawValue >= 0, id.rawValue < springCapacity else { return nil }
        let index = springIndexOfID[id.rawValue]
        guard index >= 0, springs[index].b < 0 else { return nil }
        return BodyVector(x: springs[index].anchorX, y: springs[index].anchorY)
    }

    /// The stiffness `k` and damping `c` a spring acts with (attachment parameters resolved
    /// against the mass), or `nil` if it does not exist.
    ///
    /// - Parameter id: a spring identifier.
    public func coefficients(of id: SpringID) -> (stiffness: Double, damping: Double)? {
        guard id.rawValue >= 0, id.rawValue < springCapacity else { return nil }
        let index = springIndexOfID[id.rawValue]
        guard index >= 0 else { return nil }
        return (springs[index].stiffness, springs[index].damping)
    }

    func denseIndex(of id: SpringID) throws(DynamicsError) -> Int {
        guard id.rawValue >= 0, id.rawValue < springCapacity, springIndexOfID[id.rawValue] >= 0 else { throw .missingSpring(id) }
        return springIndexOfID[id.rawValue]
    }

    /// Swap-removes the spring at a dense index (no allocation).
    func removeSpring(atDenseIndex index: Int) {
        let id = springs[index].id
        let last = springs.count - 1
        if index != last {
            springs[index] = springs[last]
            springIndexOfID[springs[index].id] = index
        }
        springs.removeLast()
        springIndexOfID[id] = -1
        freeSpringIDs.append(id)
    }
}
