extension BodySystem {
    /// Adds a body in a free slot: the most recently freed one, else the lowest never used (so on
    /// a fresh system, bodies added in order get 0, 1, 2, …).
    ///
    /// - Parameters:
    ///   - mass: finite and greater than 0.
    ///   - position: finite; `y` is ignored in a one-axis system.
    ///   - velocity: finite; default 0; `y` is ignored in a one-axis system.
    /// - Returns: the body's index, stable until it is removed.
    /// - Throws: ``DynamicsError/invalidParameter(name:value:requirement:)`` naming `mass`,
    ///   `position.x`, `position.y`, `velocity.x` or `velocity.y`, or
    ///   ``DynamicsError/capacityExceeded(name:capacity:)`` (`bodies`).
    @discardableResult
    public func addBody(mass: Double, position: BodyVector, velocity: BodyVector = .zero) throws(DynamicsError) -> Int {
        guard mass.isFinite, mass > 0 else { throw .invalidParameter(name: "mass", value: mass, requirement: "a finite number greater than 0") }
        try position.validateFinite("position")
        try velocity.validateFinite("velocity")
        guard let index = freeBodies.popLast() else { throw .capacityExceeded(name: "bodies", capacity: capacity) }
        masses[index] = mass
        inverseMasses[index] = 1 / mass
        clearContacts(of: index)
        write(index, position: position, velocity: velocity)
        bodyCount += 1
        touchStructure()
        return index
    }

    /// Removes a body and every spring attached to it; its slot becomes free.
    ///
    /// - Parameter body: the index of a body.
    /// - Throws: ``DynamicsError/missingBody(name:index:)`` (`body`).
    public func removeBody(_ body: Int) throws(DynamicsError) {
        try requireBody(body, name: "body")
        var i = 0
        while i < springs.count {
            if springs[i].a == body || springs[i].b == body { removeSpring(atDenseIndex: i) } else { i += 1 }
        }
        masses[body] = 0
        inverseMasses[body] = 0
        clearContacts(of: body)
        write(body, position: .zero, velocity: .zero)
        freeBodies.append(body)
        bodyCount -= 1
        touchStructure()
    }

    /// The mass of a body, or 0 for a free slot or an index out of range.
    ///
    /// - Parameter body: a body index.
    public func mass(of body: Int) -> Double { contains(body) ? masses[body] : 0 }

    /// The position of a body (`y` is 0 in a one-axis system); `.zero` for a free slot or an
    /// index out of range.
    ///
    /// - Parameter body: a body index.
    public func position(of body: Int) -> BodyVector {
        guard contains(body) else { return .zero }
        let base = body * axes
        return BodyVector(x: state[base], y: axes == 2 ? state[base + 1] : 0)
    }

    /// The velocity of a body (`y` is 0 in a one-axis system); `.zero` for a free slot or an
    /// index out of range.
    ///
    /// - Parameter body: a body index.
    public func velocity(of body: Int) -> BodyVector {
        guard contains(body) else { return .zero }
        let base = capacity * axes + body * axes
        return BodyVector(x: state[base], y: axes == 2 ? state[base + 1] : 0)
    }

    /// Sets a body's position and velocity (for example to displace it on a scroll). The next
    /// integration restarts its stepper from the new state.
    ///
    /// - Parameters:
    ///   - body: a body index.
    ///   - position: finite; `y` is ignored in a one-axis system.
    ///   - velocity: finite; `y` is ignored in a one-axis system.
    /// - Throws: ``DynamicsError/missingBody(name:index:)`` (`body`) or
    ///   ``DynamicsError/invalidParameter(name:value:requirement:)`` naming `position.x`,
    ///   `position.y`, `velocity.x` or `velocity.y`.
    public func setState(of body: Int, position: BodyVector, velocity: BodyVector) throws(DynamicsError) {
        try requireBody(body, name: "body")
        try position.validateFinite("position")
        try velocity.validateFinite("velocity")
        write(body, position: position, velocity: velocity)
    }

    private func clearContacts(of body: Int) {
        for w in 0..<Self.wallCapacity { restingContacts[body * Self.wallCapacity + w] = false }
    }

    private func write(_ body: Int, position: BodyVector, velocity: BodyVector) {
        let p = body * axes, v = capacity * axes + body * axes
        state[p] = position.x
        state[v] = velocity.x
        if axes == 2 {
            state[p + 1] = position.y
            state[v + 1] = velocity.y
        }
    }
}
