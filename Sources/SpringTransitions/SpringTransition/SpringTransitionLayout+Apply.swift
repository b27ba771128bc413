// Installing a plan: the element table (every element's channels, object or record), the
// progress weights, the delay queue, the query records, the frame index and the pose cache. All
// allocation of a transition happens here (at the start and at each retarget), into arrays
// recycled through the `ScratchPool` where it has any.

extension SpringTransitionLayout {
    /// Replaces the element table with `plan`. The table being replaced (empty at the start) is the
    /// current one; plan entries point into it. The plan must be validated and sorted by identity.
    /// The new tables are filled into the plan's scratch arrays; the replaced ones (and the plan's
    /// own) are left to the ``ScratchPool`` for a later start or retarget. Unless
    /// `recomputingSums`, the progress sums are left untracked: a start that takes the lazy exact
    /// path does without them (it computes them when it leaves the path), any other recomputes
    /// them (``prepareOffLazyPath()``).
    ///
    /// With `deferringQueryRecords` (a start or retarget that may take the lazy exact path, its
    /// plan without animation objects), the query records and the frame index are left out too;
    /// they are installed when the transition leaves the lazy path or does not take it
    /// (``installPendingQueryRecords()``). With `deferringChannelRecords` as well (a start, its
    /// plan without animation objects and its offset without channels of its own), so are its
    /// channels' batch rows and records (see ``ChannelStore/deferChannelRecords()`` and
    /// ``installPendingChannelRecords()``).
    func apply(_ plan: consuming TransitionPlan, recomputingSums: Bool = true, deferringQueryRecords: Bool = false,
               deferringChannelRecords: Bool = false) {
        // Poses of continuing elements are read on the clock's grid (a start is at time 0; a
        // retarget rebases first).
        assert(clock.remainder == 0, "apply runs on the clock's grid")
        var scratch = plan.takeScratch()
        if store.isEmpty {
            // A start: the batch and its bookkeeping, and the frame index, are recycled too.
            store.takeStorage(from: &scratch)
            query.exchangeFrameIndex(with: &scratch)
        }
        let storage = ChannelTableStorage()
        var w = takeChannels()
        if deferringChannelRecords && deferringQueryRecords && !plan.hasObjects && w.isEmpty { w.deferChannelRecords() }
        let recordsQueries = !(deferringQueryRecords && !plan.hasObjects)
        var digest = EntryDigest(reserving: plan.entries.count, recycling: &scratch, recordingQueries: recordsQueries)
        // The plan's entries are recycled only if the pool will keep this set; otherwise they are
        // handed back to the system as they are installed and freed right after (the start's
        // peak memory is the install: a plan kept whole would be alive beside the new tables).
        let keepsPlan = ScratchPool.current.keeps(elements: plan.entries.capacity)
        elements.install(plan, recipe: provider.recipe, time: time, dataCounts: preparedContext?.dataCounts ?? .empty,
                         discardingPlan: !keepsPlan, scratch: &scratch, channels: &w, digest: &digest) { animation, i, planned, from, previous, w in
            attach(animation, entry: i, planned: planned, from: from, previous: previous, in: &w, storage: storage)
        }
        // (Moved, not copied: a copy left in `w` would share the store's arrays, and the first
        // write to them — the weights just below — would copy every per-channel table.)
        storage.channels = restore(consume w)
        store.adoptPendingRecords(elements.recordStorage)
        if keepsPlan {
            swap(&scratch.planEntries, &plan.entries)
            plan.entries = PlanEntries()
        } else {
            plan.entries = PlanEntries()
        }
        computeWeights(digest)
        buildQueues(&digest)
        installQueryIndex(&digest, recycling: &scratch)
        ScratchPool.current.give(scratch)
        clock.presentedChanged()
        clock.gridChanged()
        sums.invalidate()
        if recomputingSums {
            sums.recomputeIfUntracked(over: store, stamp: clock.gridStamp, timeStep: configuration.timeStep)
        }
    }

    /// After a start or retarget that did not take the lazy exact path: installs the query records
    /// an ``apply(_:recomputingSums:deferringQueryRecords:)`` left out, readies the batch to be
    /// stepped (see ``ChannelStore/prepareForStepping()``) and recomputes the progress sums it
    /// left untracked. On the lazy path nothing (leaving it does all three).
    func prepareOffLazyPath() {
        guard lazyExact == nil else { return }
        installPendingChannelRecords()
        installPendingQueryRecords()
        store.prepareForStepping()
        sums.recomputeIfUntracked(over: store, stamp: clock.gridStamp, timeStep: configuration.timeStep)
    }

    /// Installs the channels a start that may take the lazy exact path left out (see
    /// ``ChannelStore/deferChannelRecords()``), if it did: each one's batch row and record, from
    /// its element's record and what the store kept of it — bit for bit what the start would have
    /// written. The lazy path stays as it is (it reads the rows from then on). O(channels),
    /// allocating; nothing when none are pending.
    func installPendingChannelRecords() {
        channelStore.installPendingRecords()
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
        if hasWeights, store.channelRecordsPending {
            // Each record's channels, and the channels of the cells whose weight is divided by one
            // channel's travel (in entry order, as noted): what the loop below does from the records.
            let elements = self.elements
            let divided = digest.divided
            var next = 0
            store.withPendingChannels { channels in
                for i in 0..<elements.count {
                    guard let d = elements.installedRecord(ofEntry: i) else { continue }
                    for k in 0..<4 where d.slots[k] >= 0 {
                        let raw = Int(d.slots[k])
                        if channels[raw].weight != 0 { channels[raw].weight = weight(Int32(i)) * channels[raw].weight }
                    }
                    // (The loop below scales every factor first and sets the divided channels'
                    // weights after; those channels have no factor, so record by record gives the
                    // same weights.)
                    if next < divided.count {
                        let (channel, value) = divided[next]
                        if d.slots.centerX == channel || d.slots.centerY == channel || d.slots.width == channel
                            || d.slots.height == channel {
                            channels[Int(channel)].weight = weight(Int32(i)) / value
                            next += 1
                        }
                    }
                }
            }
            precondition(next == divided.count, "every divided channel belongs to a record")
        } else if hasWeights {
            store.scaleWeights(weight)
            for (channel, value) in digest.divided {
                let raw = Int(channel)
                store.setWeight(weight(store.entry(ofChannel: raw)) / value, ofChannel: raw)
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
                let a = elements.object(ofEntry: Int(lhs)).startTime, b = elements.object(ofEntry: Int(rhs)).startTime
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
            setChannel(x, position: store.position(of: x), velocity: store.velocity(of: x), target: toContentOffset.x)
            setChannel(y, position: store.position(of: y), velocity: store.velocity(of: y), target: toContentOffset.y)
        } else {
            let x = addChannel(position: fromContentOffset.x, velocity: 0, target: toContentOffset.x, spring: spring,
                               threshold: .points, entry: -1)
            let y = addChannel(position: fromContentOffset.y, velocity: 0, target: toContentOffset.y, spring: spring,
                               threshold: .points, entry: -1)
            offsetChannels = (x, y)
        }
    }
}
