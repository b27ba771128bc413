extension BodySimulation {
    /// One frame with walls: integrate; if a body ends beyond a wall, find the instant of
    /// contact by bisection, bounce there, restart the stepper and integrate the rest.
    /// The frame is atomic: on failure the state is restored.
    func advanceWithWalls(to end: Double) throws {
        let walls = system.wallList
        system.withState { state in _ = frameBackup.update(fromContentsOf: state) }
        var t = time
        var events = 0
        do {
            settleContacts(walls, slop: 0)
            while t < end {
                system.withState { state in _ = segmentState.update(fromContentsOf: state) }
                try integrate(from: t, to: end)
                holdRestingBodies(walls)
                guard violatesWall(walls) else { break }
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
                events += 1
                guard events <= Self.maximumContactEvents else { throw DynamicsError.tooManyContacts(time: time) }
                // The bodies that were about to cross within (lo, hi] bounce now.
                if !settleContacts(walls, slop: hi - lo) { settleNearest(walls) }
                contactEvents += 1
                solver?.reset()
                t = lo
            }
        } catch {
            system.withState { state in _ = state.update(fromContentsOf: frameBackup) }
            solver?.reset()
            throw error
        }
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
