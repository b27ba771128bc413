// Retargeting a running transition: every element continues from its current position and
// velocity, exactly, toward a new layout.

extension SpringTransitionLayout {
    /// Sends the running transition to `next` instead, mid-flight and without a jump.
    ///
    /// Every element continues from its current pose *and velocity*: its channels stay in the same
    /// batch and are only pointed at new targets (new channels are added where the element needs
    /// ones it did not have; springs change where the provider gives other ones). In detail:
    /// - elements in both: persisting, from their current pose to `next`'s attributes;
    /// - elements only in `next`: appearing, from `next`'s initial attributes;
    /// - elements of the transition not in `next`: disappearing, from their current pose to the
    ///   final attributes of the layout they were heading for (an element already disappearing
    ///   keeps its animation);
    /// - the content offset continues from its current value *and velocity* toward the new target,
    ///   in every mode (in ``ContentOffsetMode/followsProgress`` mode a critically damped
    ///   correction carries the velocity difference and fades out); ``progress`` restarts at 0.
    ///
    /// The provider sees each element with ``AnimationContext/isRetarget`` true. For an element in
    /// motion, its animation's ``AttributeAnimation/from``, ``AttributeAnimation/initialVelocity``
    /// and ``AttributeAnimation/delay`` are ignored (its motion carries on); an element at rest
    /// takes them. The 3-D transform's progress channel restarts from the current matrix with its
    /// velocity projected onto the new path (positions are continuous; its velocity, only along
    /// the new path). ``completion`` runs with `false` and is cleared.
    ///
    /// - Parameters:
    ///   - next: the new layout, prepared for the same bounds, inset and data as the transition.
    ///   - provider: the animations for the new targets; `nil` to keep the transition's provider.
    ///   - toContentOffset: the new target offset; `nil` for `next`'s proposal from the current
    ///     offset, clamped.
    /// - Throws: ``TransitionError`` for an unprepared layout, elements outside the data, an invalid
    ///   animation or offset, or ``TransitionError/transitionEnded``; nothing changes then.
    public func retarget(to next: some Layout, using provider: AnimationProvider? = nil,
                         toContentOffset: Point? = nil) throws(TransitionError) {
        try retarget(to: next, using: provider, toContentOffset: toContentOffset, interrupting: true)
    }

    func retarget(to next: some Layout, using provider: AnimationProvider?, toContentOffset requested: Point?,
                  interrupting: Bool) throws(TransitionError) {
        guard state == .running else { throw .transitionEnded }
        if let requested, !requested.isFinite { throw .invalidContentOffset(requested) }
        try TransitionEndpoints.checkData(of: next, role: "next")
        let start = contentOffset
        let (nextLayout, target) = try TransitionEndpoints.prepareTarget(next, from: start, requested: requested)
        let provider = provider ?? self.provider
        let plan = try planRetarget(to: nextLayout, provider: provider, start: start, target: target)

        // Everything is validated: apply.
        let size = contentSize
        rebase()
        let offsetVelocity = gridOffsetVelocity()
        fromContentOffset = start
        toContentOffset = target
        fromContentSize = size
        toContentSize = nextLayout.contentSize
        self.nextLayout = nextLayout
        self.provider = provider
        if var context = nextLayout.preparedContext {
            context.contentOffset = preparedContext?.contentOffset ?? start
            preparedContext = context
        }
        apply(plan)
        configureOffsetChannels()
        continueOffset(velocity: offsetVelocity)
        enterLazyExactIfEligible()
        if interrupting, let interrupted = completion {
            completion = nil
            interrupted(false)
        }
    }

    /// Every element of the retargeted transition, with its start (current pose), target and animation.
    func planRetarget(to next: any Layout, provider: AnimationProvider, start: Point,
                      target: Point) throws(TransitionError) -> TransitionPlan {
        var plan = TransitionPlan.recycling()
        // The current pose of every element, compact (plain poses are center and size only).
        var poses: [PlannedAttributes] = []
        poses.reserveCapacity(entries.count)
        // (Computed without filling the pose cache: `apply` replaces it.)
        var moving: [Bool] = []
        moving.reserveCapacity(entries.count)
        for j in entries.indices {
            // (A retarget runs only while the transition does, so deferred poses are live.)
            if entries[j].isDeferred {
                poses.append(deferredPlannedPose(j))
            } else {
                poses.append(plan.store(query.poses.pose(j, epoch: clock.poseEpoch) ?? computePose(j), of: entries[j].id))
            }
            moving.append(isMoving(entry: j))
        }
        let poseStore = plan
        var matched = Array(repeating: false, count: entries.count)
        let nextElements = TransitionElements.sortedElements(of: next)
        plan.entries.reserveCapacity(Swift.max(entries.count, nextElements.count))
        // Both lists are sorted: merge them (the next layout's elements, then the transition's
        // own that it does not have, in identity order).
        var j = 0
        func appendDisappearing(_ j: Int) {
            let entry = entries[j]
            if entry.change == .disappearing {
                var kept = PlannedEntry(id: entry.id, change: .disappearing, from: poses[j],
                                        to: plan.store(self.target(ofEntry: j), of: entry.id),
                                        animation: entry.animation, previous: j, isMoving: moving[j])
                kept.keepsAnimation = true
                if entry.isDeferred {
                    kept.isDeferred = true
                    kept.recipe = deferred[j].recipe
                }
                plan.entries.append(kept)
            } else {
                var fade = poseStore.attributes(poses[j], of: entry.id)
                fade.alpha = 0
                let to = nextLayout.finalAttributes(forDisappearing: entry.id) ?? fade
                plan.entries.append(PlannedEntry(id: entry.id, change: .disappearing, from: poses[j],
                                                 to: plan.store(to, of: entry.id), previous: j, isMoving: moving[j]))
            }
        }
        let nextCells = (next as? any PlainCellLookup)?.cellStore
        for id in nextElements {
            // (A plain cell of a built-in layout is read from its store as center and size.)
            let plainTo = PlainGeometry.of(id, in: nextCells)
            let to: PlannedAttributes
            if let plainTo {
                to = TransitionPlan.store(plainTo)
            } else if let attributes = next.attributes(for: id) {
                to = plan.store(attributes, of: id)
            } else {
                continue
            }
            while j < entries.count && entries[j].id < id {
                if !matched[j] { appendDisappearing(j) }
                j += 1
            }
            if let k = entryIndex(of: id) {
                matched[k] = true
                plan.entries.append(PlannedEntry(id: id, change: .persisting, from: poses[k], to: to,
                                                 previous: k, isMoving: moving[k]))
            } else {
                let from = next.initialAttributes(forAppearing: id).map { plan.store($0, of: id) } ?? to
                plan.entries.append(PlannedEntry(id: id, change: .appearing, from: from, to: to, previous: -1,
                                                 isMoving: false))
            }
        }
        while j < entries.count {
            if !matched[j] { appendDisappearing(j) }
            j += 1
        }
        // Already in order unless an identity is both in the next layout and left unmatched
        // (cannot happen) — keep the order guaranteed anyway, cheaply when sorted.
        if !plan.entries.indices.dropFirst().allSatisfy({ plan.entries[$0 - 1].id < plan.entries[$0].id }) {
            plan.entries.sort { $0.id < $1.id }
        }
        let lookup = ContextLookup(
            start: { [poses, poseStore] id in self.entryIndex(of: id).map { poseStore.attributes(poses[$0], of: self.entries[$0].id) } },
            target: { next.attributes(for: $0) })
        let savedFrom = fromContentOffset, savedTo = toContentOffset
        fromContentOffset = start
        toContentOffset = target
        defer {
            fromContentOffset = savedFrom
            toContentOffset = savedTo
        }
        try requestAnimations(&plan, provider: provider, isRetarget: true, lookup: lookup)
        return plan
    }

    /// Whether any channel of entry `j` is moving (a delayed element only once its delay has run out).
    func isMoving(entry j: Int) -> Bool {
        if entries[j].isDeferred {
            let d = deferred[j]
            for k in 0..<4 where d.slots[k] >= 0 && store.batch.isActive(ChannelID(rawValue: d.slots[k])) { return true }
            return false
        }
        guard let a = entries[j].animation else { return false }
        if a.isWaiting { return time > a.startTime }
        for c in a.table where store.batch.isActive(c.id) { return true }
        return false
    }
}
