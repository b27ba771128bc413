extension BodySimulation {
    /// One frame with walls. The frame is atomic: on failure the state is restored.
    ///
    /// Adaptive methods locate contacts with ``ODESolver``'s events (the one event
    /// implementation): one terminal, falling event per body and wall, `g` = the body's gap,
    /// inactive (a constant 1) while the body rests on the wall or cannot move. At each
    /// contact the bodies at or about to reach a wall bounce, the stepper restarts there and
    /// the rest of the frame is integrated. Fixed-step and semi-implicit Euler methods have no
    /// interpolant: they find the contact by bisection on the integration instead.
    func advanceWithWalls(to end: Double) throws {
        let walls = system.wallList
        let events: [ODEEvent]? = if case .adaptive = method, solver != nil { wallEvents() } else { nil }
        system.withState { state in _ = frameBackup.update(fromContentsOf: state) }
        var t = time
        var contacts = 0
        do {
            settleContacts(walls, slop: 0)
            while t < end {
                let slop = if let events { try integrateToContact(from: &t, to: end, events: events, walls) }
                           else { try bisectToContact(from: &t, to: end, walls) }
                guard let slop else { break }
                contacts += 1
                guard contacts <= Self.maximumContactEvents else { throw DynamicsError.tooManyContacts(time: time) }
                // The bodies at the wall, or within `slop` of reaching it, bounce now.
                if !settleContacts(walls, slop: slop) { settleNearest(walls) }
                contactEvents += 1
                solver?.reset()
            }
        } catch {
            system.withState { state in _ = state.update(fromContentsOf: frameBackup) }
            solver?.reset()
            throw error
        }
    }

    /// Integrates from `t` towards `end` with the solver, stopping at the first contact event.
    /// Returns the event's time resolution (bodies within it of a wall bounce), with `t` at the
    /// contact, or `nil` when the frame ended without one.
    private func integrateToContact(from t: inout Double, to end: Double, events: [ODEEvent], _ walls: [Wall]) throws -> Double? {
        guard let solver else { return nil }
        let start = t
        let result = try system.withState { state in try solver.solve(state, time: &t, to: end, events: events) }
        holdRestingBodies(walls)
        guard result.stoppedByEvent else { return nil }
        return ODESolver.eventTimeTolerance(stepStart: start, stepSize: end - start)
    }

    /// The wall events, rebuilt when the number of bodies' slots or walls changed: event
    /// `i · walls + w` is body `i` meeting wall `w`. The closures read the walls, masses and
    /// resting flags of the system when called (they only change between calls).
    private func wallEvents() -> [ODEEvent] {
        let key = (capacity: system.capacity, walls: system.wallList.count)
        if cachedWallEvents.key == key { return cachedWallEvents.events }
        let system = self.system
        let axes = system.axes, wallCount = key.walls
        var events: [ODEEvent] = []
        events.reserveCapacity(key.capacity * wallCount)
        for body in 0..<key.capacity {
            for w in 0..<wallCount {
                events.append(ODEEvent(direction: .falling, terminal: true) { [unowned system] _, y in
                    guard w < system.wallList.count, system.inverseMasses[body] > 0,
                          !system.restingContacts[body * BodySystem.wallCapacity + w] else { return 1 }
                    let wall = system.wallList[w]
                    return wall.normal * (y[body * axes + wall.axis] - wall.position)
                })
            }
        }
        cachedWallEvents = (key, events)
        return events
    }

    /// For the methods without an interpolant: integrates from `t` to `end`; if a body ends
    /// beyond a wall, finds the instant of contact by bisection and returns the width of the last
    /// bracket (bodies about to cross within it bounce), with `t` at the contact. `nil` when the
    /// frame ended without a contact.
    private func bisectToContact(from t: inout Double, to end: Double, _ walls: [Wall]) throws -> Double? {
        system.withState { state in _ = segmentState.update(fromContentsOf: state) }
        try integrate(from: t, to: end)
        holdRestingBodies(walls)
        guard violatesWall(walls) else { return nil }
        // Bisection: the state at `lo` is valid (kept in segmentState), a crossing lies in (lo, hi].
        var lo = t, hi = end
        restoreSegment()
        while true {
            let mid = lo + (hi - lo) / 2
            guard mid > lo, mid < hi else { break }
            try integrate(from: lo, to: mid)
            holdRestingBodies(walls)
            if violatesWall(walls) {
                restoreSegment()
                hi = mid
            } else {
                system.withState { state in _ = segmentState.update(fromContentsOf: state) }
                lo = mid
            }
        }
        t = lo
        return hi - lo
    }

    private func restoreSegment() {
        system.withState { state in _ = state.update(fromContentsOf: segmentState) }
    }

    /// Whether a body that does not rest on a wall is beyond it.
    private func violatesWall(_ walls: [Wall]) -> Bool {
        for i in 0..<system.capacity where system.inverseMasses[i] > 0 {
            for (w, wall) in walls.enumerated() where !system.restingContacts[i * BodySystem.wallCapacity + w] && system.gap(i, wall) < 0 {
                return true
            }
        }
        return false
    }

    /// Bounces every body moving into a wall that is beyond it or would reach it within `slop`
    /// seconds; returns whether any did.
    @discardableResult
    private func settleContacts(_ walls: [Wall], slop: Double) -> Bool {
        var any = false
        for i in 0..<system.capacity where system.inverseMasses[i] > 0 {
            for (w, wall) in walls.enumerated() where !system.restingContacts[i * BodySystem.wallCapacity + w] {
                let gap = system.gap(i, wall), speed = system.normalSpeed(i, wall)
                if gap < 0 || (speed < 0 && gap <= -speed * slop * 4) {
                    bounce(i, w, wall)
                    any = true
                }
            }
        }
        return any
    }

    /// Bounces the body closest to a wall it moves into (when the bisection ends with no body
    /// inside the slop, which rounding can cause).
    private func settleNearest(_ walls: [Wall]) {
        var best = (body: -1, wall: -1, gap: Double.infinity)
        for i in 0..<system.capacity where system.inverseMasses[i] > 0 {
            for (w, wall) in walls.enumerated() where !system.restingContacts[i * BodySystem.wallCapacity + w] && system.normalSpeed(i, wall) < 0 {
                let gap = system.gap(i, wall)
                if gap < best.gap { best = (i, w, gap) }
            }
        }
        if best.body >= 0 { bounce(best.body, best.wall, walls[best.wall]) }
    }

    /// Puts the body on the wall and reflects its normal velocity, or lets it rest there.
    private func bounce(_ body: Int, _ w: Int, _ wall: Wall) {
        let axes = system.axes
        let p = body * axes + wall.axis, v = system.capacity * axes + body * axes + wall.axis
        system.state[p] = wall.position
        let speed = wall.normal * system.state[v]
        if speed < 0 {
            let after = -wall.restitution * speed
            if after < wall.restingSpeed {
                system.state[v] = 0
                system.restingContacts[body * BodySystem.wallCapacity + w] = true
            } else {
                system.state[v] = wall.normal * after
            }
        }
    }

    /// Holds resting bodies on their wall (projection), and releases those the forces pull away.
    private func holdRestingBodies(_ walls: [Wall]) {
        let axes = system.axes
        for i in 0..<system.capacity {
            for (w, wall) in walls.enumerated() where system.restingContacts[i * BodySystem.wallCapacity + w] {
                guard system.inverseMasses[i] > 0 else {
                    system.restingContacts[i * BodySystem.wallCapacity + w] = false
                    continue
                }
                let gap = system.gap(i, wall)
                if gap <= 0 {
                    system.state[i * axes + wall.axis] = wall.position
                    let v = system.capacity * axes + i * axes + wall.axis
                    if wall.normal * system.state[v] < 0 { system.state[v] = 0 }
                } else {
                    system.restingContacts[i * BodySystem.wallCapacity + w] = false
                }
            }
        }
    }
}
