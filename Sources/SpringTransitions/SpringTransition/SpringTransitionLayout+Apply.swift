// Installing a plan: the element table, every animation's channels (or deferred record), the
// progress weights, the delay queue, the query records, the frame index and the pose cache. All
// allocation of a transition happens here (at the start and at each retarget), into arrays
// recycled through the `ScratchPool` where it has any.

extension SpringTransitionLayout {
    /// Replaces the element table with `plan`. The table being replaced (empty at the start) is the
    /// current one; plan entries point into it. The plan must be validated and sorted by identity.
    /// The new tables are filled into the plan's scratch arrays; the replaced ones (and the plan's
    /// own) are left to the ``ScratchPool`` for a later start or retarget.
    func apply(_ plan: consuming TransitionPlan) {
        // Poses of continuing elements are read on the clock's grid (a start is at time 0; a
        // retarget rebases first).
        assert(clock.remainder == 0, "apply runs on the clock's grid")
        let n = plan.entries.count
        var scratch = TransitionScratch()
        swap(&scratch, &plan.scratch)
        if store.isEmpty {
            // A start: the batch and its bookkeeping are filled into recycled arrays too.
            store.takeStorage(from: &scratch)
            query.exchangeFrameIndex(with: &scratch)
        }
        let previous = entries
        let storage = ChannelTableStorage()
        var w = takeChannels()
        w.reserve(additional: 4 * n)
        var newEntries = scratch.take(\.entries, reserving: n)
        var newSnapTargets: [LayoutAttributes] = []
        var elements = scratch.take(\.elements, reserving: n)
        var digest = EntryDigest(reserving: n, offsets: scratch.take(\.offsets, reserving: n),
                                 centers: scratch.take(\.centers, reserving: n),
                                 travels: scratch.take(\.travels, reserving: n))
        // Deferred elements (see `DeferredAnimation`): their records, and the recipe of the
        // provider being applied.
        let previousDeferred = deferred
        var newDeferred = scratch.take(\.deferred, reserving: 0)
        // (A recipe already in the table is reused: retargeting with the same provider again and
        // again does not grow it.)
        let currentRecipe = Int32(provider.recipe.flatMap { recipes.firstIndex(of: $0) } ?? recipes.count)
        var usesCurrentRecipe = false
        for i in plan.entries.indices {
            let planned = plan.entries[i]
            let previousEntry: TransitionEntry? = planned.previous >= 0 ? previous[planned.previous] : nil
            var before = previousEntry?.animation
            // Every previous entry is in the plan once: its animation leaves this engine here
            // (a kept one is attached again just below).
            before?.engine = nil
            let deferredBefore: DeferredAnimation? =
                if let previousEntry, previousEntry.isDeferred { previousDeferred[planned.previous] } else { nil }
            if planned.isDeferred {
                // (Records for entries before the first deferred one; later ones are appended in order.)
                if newDeferred.isEmpty { newDeferred.reserveCapacity(n) }
                if newDeferred.count < i { newDeferred.append(contentsOf: repeatElement(.unused, count: i - newDeferred.count)) }
                let recipe = planned.recipe >= 0 ? planned.recipe : currentRecipe
                if recipe == currentRecipe { usesCurrentRecipe = true }
                let springs = recipe < recipes.count ? recipes[Int(recipe)].springs(for: planned.id)
                    : provider.recipe.invariant("deferred elements have a recipe").springs(for: planned.id)
                let motion = attachDeferred(entry: i, planned: planned, previous: deferredBefore, springs: springs,
                                            recipe: recipe, in: &w)
                newDeferred.append(motion)
                newEntries.append(TransitionEntry(id: planned.id, change: planned.change, animation: nil, snapTarget: -1))
                digest.note(entry: i, isCell: planned.id.isCell, deferred: motion, in: &w)
            } else if let animation = planned.animation {
                if before == nil, let d = deferredBefore, let previousEntry {
                    // An element that was deferred continues with an object: attach it from the
                    // object the deferred one stands for.
                    before = makeAnimation(for: previousEntry.id, deferred: d)
                }
                let from = planned.previous >= 0 ? plan.attributes(planned.from, of: planned.id) : nil
                w.reserveSlots(4 * (n - i))
                let first = w.slotCount
                attach(animation, entry: i, planned: planned, from: from, previous: before, in: &w, storage: storage)
                newEntries.append(TransitionEntry(id: planned.id, change: planned.change, animation: animation, snapTarget: -1))
                digest.note(entry: i, isCell: planned.id.isCell, animation: animation, channels: w.slots(from: first), in: &w)
            } else {
                if let before { release(before, in: &w) } else if let d = deferredBefore { release(d, in: &w) }
                newEntries.append(TransitionEntry(id: planned.id, change: planned.change, animation: nil,
                                                  snapTarget: Int32(newSnapTargets.count)))
                let target = plan.attributes(planned.to, of: planned.id)
                digest.note(snapped: target)
                newSnapTargets.append(target)
            }
            elements.append(planned.id)
        }
        storage.channels = restore(w)
        if usesCurrentRecipe, currentRecipe == recipes.count, let recipe = provider.recipe { recipes.append(recipe) }
        // The replaced tables and the plan's entries go back to the cache, emptied (moved, so
        // that each array is uniquely referenced there and keeps its storage).
        var leftover = consume scratch
        leftover.give(&plan.entries, to: \.planEntries)
        _ = consume previousDeferred
        leftover.give(&deferred, to: \.deferred)
        leftover.give(&allElements, to: \.elements)
        query.exchangeRecords(with: &leftover)
        deferred = newDeferred
        attachTime = time
        entries = newEntries
        leftover.entries = consume previous
        snapTargets = newSnapTargets
        allElements = elements
        buildLookup()
        computeWeights(digest)
        buildQueues(&digest)
        installQueryIndex(&digest)
        leftover.give(&digest.travels, to: \.travels)
        ScratchPool.current.give(leftover)
        clock.presentedChanged()
        clock.gridChanged()
        sums.invalidate()
        sums.recomputeIfUntracked(over: store, stamp: clock.gridStamp, timeStep: configuration.timeStep)
    }

    /// Stops the channels of an animation whose element now snaps: they rest where they are and no
    /// longer count for the progress.
    func release(_ animation: AttributeAnimation, in w: inout ChannelStore) {
        for c in animation.table { w.release(c.id) }
    }

    /// Stops the channels of a deferred element that now snaps (see ``release(_:in:)``).
    func release(_ motion: DeferredAnimation, in w: inout ChannelStore) {
        for k in 0..<4 where motion.slots[k] >= 0 { w.release(ChannelID(rawValue: motion.slots[k])) }
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
    /// center moves, every cell that moves at all weighs 1), from what `digest` recorded of each
    /// cell: the channels' factors (in their `weight`, see ``EntryDigest/travels``) become weights.
    /// Also resets the rest sum.
    func computeWeights(_ digest: EntryDigest) {
        let totalDistance = digest.totalDistance
        let byDistance = totalDistance > 0
        let total = byDistance ? totalDistance : Double(digest.movingCells)
        let hasWeights = total > 0
        let travels = digest.travels
        // The weight of entry `e`'s progress.
        @inline(__always) func weight(_ e: Int32) -> Double { byDistance ? travels[Int(e)] / total : 1 / total }
        if hasWeights {
            store.scaleWeights(weight)
            for (channel, value) in digest.divided {
                let raw = Int(channel)
                store.setWeight(weight(store.info[raw].entry) / value, ofChannel: raw)
            }
        } else {
            store.clearWeights()
        }
        sums.reset(hasWeights: hasWeights, restSum: store.restingTravel())
    }

    /// The queue of delayed elements (by start time) and the list of elements whose zIndex or
    /// isHidden still has to switch, from `digest`.
    func buildQueues(_ digest: inout EntryDigest) {
        waiting = digest.waiting
        // Every element is checked on the next step, then when it could first reach halfway.
        halfwayQueue.removeAll(reservingCapacity: digest.halfway.count)
        for i in digest.halfway { halfwayQueue.push(i, dueAt: clock.stepCount + 1) }
        if waiting.count > 1 {
            waiting.sort { lhs, rhs in
                let a = entries[Int(lhs)].animation.invariant("waiting entries are animated").startTime, b = entries[Int(rhs)].animation.invariant("waiting entries are animated").startTime
                return a != b ? a < b : lhs < rhs
            }
        }
        waitingCursor = 0
    }

    /// Sets up the two content-offset channels in ``ContentOffsetMode/spring(_:)`` mode, or points
    /// the existing ones at the new target (keeping their velocity).
    func configureOffsetChannels() {
        guard case .spring(let spring) = configuration.contentOffsetMode else { return }
        if let (x, y) = offsetChannels {
            setChannel(x, position: store.batch.position(of: x), velocity: store.batch.velocity(of: x), target: toContentOffset.x)
            setChannel(y, position: store.batch.position(of: y), velocity: store.batch.velocity(of: y), target: toContentOffset.y)
        } else {
            let x = addChannel(position: fromContentOffset.x, velocity: 0, target: toContentOffset.x, spring: spring,
                               threshold: .points, entry: -1)
            let y = addChannel(position: fromContentOffset.y, velocity: 0, target: toContentOffset.y, spring: spring,
                               threshold: .points, entry: -1)
            offsetChannels = (x, y)
        }
    }
}
