extension BodySystem {
    /// The most walls a system holds.
    public static let wallCapacity = 8

    /// The walls, in the order they were added.
    public var walls: [Wall] { wallList }

    /// Adds a wall every body bounces off (see ``Wall``). A body already beyond it is put on it
    /// at the start of the next advance.
    ///
    /// - Parameter wall: the wall; its axis must exist in this system.
    /// - Returns: the wall's index in ``walls``.
    /// - Throws: ``DynamicsError/invalidParameter(name:value:requirement:)`` naming a wall
    ///   parameter, or ``DynamicsError/capacityExceeded(name:capacity:)`` (`walls`).
    @discardableResult
    public func addWall(_ wall: Wall) throws(DynamicsError) -> Int {
        try wall.validate(axes: axes)
        guard wallList.count < Self.wallCapacity else { throw .capacityExceeded(name: "walls", capacity: Self.wallCapacity) }
        wallList.append(wall)
        restingContacts.update(repeating: false)
        touch()
        return wallList.count - 1
    }

    /// Removes every wall.
    public func removeAllWalls() {
        wallList.removeAll(keepingCapacity: true)
        restingContacts.update(repeating: false)
        touch()
    }

    /// The signed distance of a body from a wall: ≥ 0 on the allowed side.
    func gap(_ body: Int, _ wall: Wall) -> Double {
        wall.normal * (state[body * axes + wall.axis] - wall.position)
    }

    /// The velocity of a body along a wall's normal: > 0 moving away from it.
    func normalSpeed(_ body: Int, _ wall: Wall) -> Double {
        wall.normal * state[capacity * axes + body * axes + wall.axis]
    }
}
