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
        // (The query records of a start on the lazy path are not made: `apply` replaces them.)
        if lazyExact != nil { leaveLazyExact(forRetarget: true) }
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
        // (Like a start, a retarget that may take the lazy exact path leaves its query records out.)
        apply(consume plan, deferringQueryRecords: configuration.lazyExactPath && progressSums.isExact)
        configureOffsetChannels()
        continueOffset(velocity: offsetVelocity)
        enterLazyExactIfEligible()
        prepareOffLazyPath()
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
        let count = elements.count
        var poses: [PlannedAttributes] = []
        poses.reserveCapacity(count)
        // (Computed without filling the pose cache: `apply` replaces it.)
        var moving: [Bool] = []
        moving.reserveCapacity(count)
        elements.currentMotion(in: self, plan: &plan, poses: &poses, moving: &moving)
        // (The poses' store only: the entries' storage is shared by copies, see `PlanEntries`.)
        var poseStore = plan
        poseStore.entries = PlanEntries()
        var matched = Array(repeating: false, count: count)
        let nextElements = TransitionElements.sortedElements(of: next)
        plan.entries.reserveLargeCapacity(Swift.max(count, nextElements.count))
        // Both lists are sorted: merge them (the next layout's elements, then the transition's
        // own that it does not have, in identity order).
        var j = 0
        func appendDisappearing(_ j: Int) {
            let id = elements.id(ofEntry: j)
            if elements.change(ofEntry: j) == .disappearing {
                let kept = elements.keptDisappearing(entry: j, from: poses[j], isMoving: moving[j], plan: &plan)
                if kept.animation != nil { plan.hasObjects = true }
                plan.entries.append(kept)
            } else {
                var fade = poseStore.attributes(poses[j], of: id)
                fade.alpha = 0
                let to = nextLayout.finalAttributes(forDisappearing: id) ?? fade
                plan.entries.append(PlannedEntry(id: id, change: .disappearing, from: poses[j],
                                                 to: plan.store(to, of: id), previous: j, isMoving: moving[j]))
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
            while j < count && elements.id(ofEntry: j) < id {
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
        while j < count {
            if !matched[j] { appendDisappearing(j) }
            j += 1
        }
        // Already in order unless an identity is both in the next layout and left unmatched
        // (cannot happen) — keep the order guaranteed anyway, cheaply when sorted.
        if !plan.entries.indices.dropFirst().allSatisfy({ plan.entries[$0 - 1].id < plan.entries[$0].id }) {
            plan.entries.sort { $0.id < $1.id }
        }
        let lookup = ContextLookup(
            start: { [poses, poseStore] id in
                self.entryIndex(of: id).map { poseStore.attributes(poses[$0], of: self.elements.id(ofEntry: $0)) }
            },
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

    /// Whether any channel of `a`, an animation of this engine, is moving (once its delay has run
    /// out when it waits for one).
    func isMoving(_ a: AttributeAnimation) -> Bool {
        if a.isWaiting { return time > a.startTime }
        for c in a.table where store.isActive(c.id) { return true }
        return false
    }
}
