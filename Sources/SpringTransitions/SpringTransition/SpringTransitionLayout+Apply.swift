// Installing a plan: the element table, every animation's channels, the progress weights, the
// delay queue, the swept-bounds index and the pose cache. All allocation of a transition happens
// here (at the start and at each retarget).

extension SpringTransitionLayout {
    /// Replaces the element table with `plan`. `previous` is the table being replaced (empty at
    /// the start); plan entries point into it. The plan must be validated and sorted by identity.
    func apply(_ plan: [PlannedEntry], previous: [TransitionEntry]) {
        batch.reserveCapacity(batch.count + 4 * plan.count)
        channelInfo.reserveCapacity(channelInfo.count + 4 * plan.count)
        for entry in previous { entry.animation?.engine = nil }
        var newEntries: [TransitionEntry] = []
        newEntries.reserveCapacity(plan.count)
        for i in plan.indices {
            let before = plan[i].previous >= 0 ? previous[plan[i].previous].animation : nil
            if let animation = plan[i].animation {
                attach(animation, entry: i, planned: plan[i], previous: before)
                newEntries.append(TransitionEntry(id: plan[i].id, change: plan[i].change, animation: animation, target: animation._to))
            } else {
                if let before { release(before) }
                newEntries.append(TransitionEntry(id: plan[i].id, change: plan[i].change, animation: nil, target: plan[i].to))
            }
        }
        entries = newEntries
        allElements = plan.map(\.id)
        buildLookup()
        computeWeights()
        buildQueues()
        buildSweptIndex()
        buildFrameIndex()
        poseCache = entries.map(\.target)
        poseStamp = Array(repeating: 0, count: entries.count)
        frame &+= 1
        gridStamp &+= 1
        sumsTracked = false
        if integratorIsExact { recomputeSums() }
    }

    /// Stops the channels of an animation whose element now snaps: they rest where they are and no
    /// longer count for the progress.
    func release(_ animation: AttributeAnimation) {
        for c in animation.table {
            let raw = Int(c.id.rawValue)
            let x = batch.position(of: c.id)
            setChannel(c.id, position: x, velocity: 0, target: x)
            channelInfo[raw].weight = 0
            channelInfo[raw].entry = -1
        }
    }

    /// The element lookup: a flat table for cells of the next layout's data counts, a dictionary
    /// for everything else.
    func buildLookup() {
        cellCounts = preparedContext?.dataCounts ?? .empty
        cellEntries = Array(repeating: -1, count: cellCounts.totalItems)
        otherEntries = [:]
        for i in entries.indices {
            let id = entries[i].id
            if id.isCell, let flat = cellCounts.flatIndex(of: id.indexPath) {
                cellEntries[flat] = Int32(i)
            } else {
                otherEntries[id] = Int32(i)
            }
        }
    }

    /// The weights of the transition's progress P = Σ dᵢ·pᵢ / Σ dᵢ over the cells, dᵢ being the
    /// distance the cell's center travels, spread onto the channels pᵢ is linear in (when no cell
    /// center moves, every cell that moves at all weighs 1). Also resets the rest sum.
    func computeWeights() {
        var totalDistance = 0.0
        var movingCells = 0
        for i in entries.indices where entries[i].id.isCell {
            guard let a = entries[i].animation else { continue }
            totalDistance += a.centerTravel
            if case .complete = a.progressRule {} else { movingCells += 1 }
        }
        let byDistance = totalDistance > 0
        let total = byDistance ? totalDistance : Double(movingCells)
        hasWeights = total > 0
        if hasWeights {
            for i in entries.indices where entries[i].id.isCell {
                guard let a = entries[i].animation else { continue }
                let weight: Double
                if byDistance {
                    weight = a.centerTravel / total
                } else if case .complete = a.progressRule {
                    weight = 0
                } else {
                    weight = 1 / total
                }
                guard weight > 0 else { continue }
                switch a.progressRule {
                case .geometric(let u):
                    for k in 0..<4 where u[k] != 0 {
                        let c = a.table[Int(a.standardSlot[k])]
                        channelInfo[Int(c.id.rawValue)].weight = weight * u[k]
                    }
                case .channel(let j):
                    let c = a.table[j]
                    channelInfo[Int(c.id.rawValue)].weight = weight / (c.to - c.from)
                case .complete:
                    break
                }
            }
        }
        restSum = 0
        for raw in 0..<batch.count where channelInfo[raw].weight != 0 {
            let id = ChannelID(rawValue: Int32(raw))
            if !batch.isActive(id) { restSum += channelInfo[raw].weight * (channelInfo[raw].target - channelInfo[raw].from) }
        }
        progressStamp = 0
        springSumsStamp = 0
    }

    /// The queue of delayed elements (by start time) and the list of elements whose zIndex or
    /// isHidden still has to switch.
    func buildQueues() {
        waiting = []
        var halfway: [Int32] = []
        for i in entries.indices {
            guard let a = entries[i].animation else { continue }
            if a.isWaiting { waiting.append(Int32(i)) }
            if !a.hasPassedHalfway && (a._from.zIndex != a._to.zIndex || a._from.isHidden != a._to.isHidden) {
                halfway.append(Int32(i))
            }
        }
        // Every element is checked on the next step, then when it could first reach halfway.
        halfwayQueue.removeAll(reservingCapacity: halfway.count)
        for i in halfway { halfwayQueue.push(i, dueAt: stepCount + 1) }
        waiting.sort { lhs, rhs in
            let a = entries[Int(lhs)].animation.invariant("waiting entries are animated").startTime, b = entries[Int(rhs)].animation.invariant("waiting entries are animated").startTime
            return a != b ? a < b : lhs < rhs
        }
        waitingCursor = 0
    }

    /// Sets up the two content-offset channels in ``ContentOffsetMode/spring(_:)`` mode, or points
    /// the existing ones at the new target (keeping their velocity).
    func configureOffsetChannels() {
        guard case .spring(let spring) = configuration.contentOffsetMode else { return }
        if let (x, y) = offsetChannels {
            setChannel(x, position: batch.position(of: x), velocity: batch.velocity(of: x), target: toContentOffset.x)
            setChannel(y, position: batch.position(of: y), velocity: batch.velocity(of: y), target: toContentOffset.y)
        } else {
            let x = addChannel(position: fromContentOffset.x, velocity: 0, target: toContentOffset.x, spring: spring,
                               threshold: .points, entry: -1)
            let y = addChannel(position: fromContentOffset.y, velocity: 0, target: toContentOffset.y, spring: spring,
                               threshold: .points, entry: -1)
            offsetChannels = (x, y)
        }
    }
}
