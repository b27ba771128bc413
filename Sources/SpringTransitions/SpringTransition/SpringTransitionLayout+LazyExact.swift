// The lazy exact path (see `LazyExactChannels`): entering it after a start, stepping the clock
// alone, reading channel states, the progress and rect queries from closed forms, and leaving it
// (writing the grid state into the batch) before anything else touches the channels.

extension SpringTransitionLayout {
    /// Takes the lazy exact path when the transition qualifies (after a start or a retarget):
    /// ``Configuration/lazyExactPath``, running under ``ExactIntegrator``, the clock on its grid,
    /// every animated element deferred (no animation object, delay, halfway switch or custom
    /// channel), the offset following the progress (with or without a retarget's correction), and
    /// every moving channel settling within ``LazyExactChannels/stepLimit`` steps. O(channels)
    /// once (the settle steps and sums); a channel moving at the anchor costs a search over the
    /// steps its energy bound leaves open.
    func enterLazyExactIfEligible() {
        guard configuration.lazyExactPath, lazyExact == nil, state == .running, progressSums.isExact,
              offsetChannels == nil, lateChannelError == nil,
              waitingCursor == waiting.count, halfwayQueue.nextStep == nil, clock.remainder == 0 else { return }
        let elements = self.elements
        guard !elements.hasObjects else { return }
        let store = channelStore
        let correction = offsetCorrection.map { ($0.x.rawValue, $0.y.rawValue) } ?? (-1, -1)
        // (While the channels are pending, every channel is a deferred element's geometric
        // channel: see `apply`.)
        let recordsPending = store.channelRecordsPending
        lazyExact = LazyExactChannels(store: channelStore, anchorStep: clock.stepCount, timeStep: configuration.timeStep,
                                      restSum: progressSums.restSum) { raw in
            if recordsPending { return true }
            // The offset's correction channels (a velocity carried over a retarget) are plain springs too.
            if raw == Int(correction.0) || raw == Int(correction.1) { return true }
            let e = Int(store.entry(ofChannel: raw))
            guard e >= 0, e < elements.count, let record = elements.record(ofEntry: e) else { return false }
            let s = record.slots
            let r = Int32(raw)
            return s.centerX == r || s.centerY == r || s.width == r || s.height == r
        }
        // The index of swept boxes now, so that no frame's query allocates.
        buildSweptIndex()
    }

    /// Leaves the lazy exact path: writes every moving channel's state at the current grid point
    /// into the batch, settles those that rest by then, and recomputes the progress sums, as if
    /// every step had been taken. O(channels), once. Unless `forRetarget` (a retarget, which
    /// replaces the query records and readies the batch itself), installs the query records a
    /// start on the path left out and readies the batch to be stepped.
    func leaveLazyExact(forRetarget: Bool = false) {
        guard let lazy = lazyExact else { return }
        lazyExact = nil
        // The channels (batch rows and records) a start on the lazy path left out, as the start
        // would have written them (before the states are overwritten).
        installPendingChannelRecords()
        // The query records a start on the lazy path left out, from the anchor's states (before
        // they are overwritten); the batch may be stepped from now on (its target velocities
        // written out).
        if !forRetarget {
            installPendingQueryRecords()
            channelStore.prepareForStepping()
        }
        let n = clock.stepCount - lazy.anchorStep
        // No step since the anchor: the batch holds the grid state already (the progress sums,
        // which a start on the lazy path does not compute, are brought to it).
        guard n > 0 else {
            progressSums.recomputeIfUntracked(over: channelStore, stamp: clock.gridStamp, timeStep: configuration.timeStep)
            return
        }
        var lazyView = lazy
        lazyView.refreshMaps(step: n, remainder: 0)
        var s = ChannelStore()
        swap(&s, &channelStore)
        for slot in 0..<s.activeCount {
            let id = s.channel(inSlot: slot)
            let state = lazyView.state(id, step: n, store: s)
            s.setState(of: id, position: state.value, velocity: state.velocity)
        }
        // The channels at rest by now are exactly on their targets: the batch takes them out.
        s.removeSettled { _, _, _ in }
        swap(&s, &channelStore)
        progressSums.reset(hasWeights: progressSums.hasWeights, restSum: channelStore.restingTravel())
        progressSums.recompute(over: channelStore, stamp: clock.gridStamp, timeStep: configuration.timeStep)
        clock.presentedChanged()
    }

    /// Whether the lazy path is on and every channel rests by now.
    var lazyIsAtRest: Bool {
        guard let lazy = lazyExact else { return false }
        return clock.stepCount - lazy.anchorStep >= lazy.finalStep
    }

    /// Channel `id`'s value and velocity at the presented time, from its closed form.
    @inline(__always)
    func lazyPresentedState(_ id: ChannelID) -> (value: Double, velocity: Double) {
        let n = clock.stepCount, r = clock.remainder
        return lazyExact!.presentedState(id, clockStep: n, remainder: r, store: channelStore)
    }

    /// Channel `id`'s motion from the presented time on, from its closed form: at rest on its
    /// value once it has settled.
    func lazySpringMotion(_ id: ChannelID) -> SpringMotion {
        let s = lazyPresentedState(id)
        let spring = channelStore.spring(of: id)
        guard lazyIsMoving(id) else {
            return SpringMotion(spring: spring, start: .zero, target: s.value)
        }
        return SpringMotion(spring: spring, from: s.value, velocity: s.velocity, to: channelStore.target(of: id))
    }

    /// Whether channel `id` moves at the presented time on the lazy path.
    func lazyIsMoving(_ id: ChannelID) -> Bool {
        let n = clock.stepCount
        return lazyExact!.isMoving(id, step: n - lazyExact!.anchorStep)
    }

    /// The progress's rate at the presented time on the lazy path: O(springs).
    var lazyProgressRate: Double {
        guard progressSums.hasWeights else { return 0 }
        let n = clock.stepCount, r = clock.remainder
        return lazyExact!.progressRate(clockStep: n, remainder: r)
    }

    /// The progress at the presented time on the lazy path: O(springs).
    var lazyProgress: Double {
        guard progressSums.hasWeights else { return 1 }
        let n = clock.stepCount, r = clock.remainder
        return lazyExact!.progress(clockStep: n, remainder: r)
    }

    /// The time at which the transition comes to rest on the lazy path (the end of its last settle
    /// step), or `nil` off it.
    var lazyEndTime: Double? {
        guard let lazy = lazyExact else { return nil }
        return clock.origin + Double(lazy.anchorStep + lazy.finalStep) * clock.timeStep
    }

    /// Rect queries on the lazy path: candidates from the index of swept boxes, each tested from
    /// its four channels' closed forms, the survivors posed. Allocates nothing after the first
    /// query (which builds the index).
    func lazyQueryAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        let n = clock.stepCount, r = clock.remainder
        // The view is moved out while candidates are tested (one access, no copy), then put back.
        var lazy = lazyExact.unsafelyUnwrapped
        lazyExact = nil
        var hits = lazy.takeCandidates(in: rect)
        do {
            let elements = self.elements
            let store = channelStore
            var kept = 0
            for j in hits.indices {
                let i = Int(hits[j])
                if let d = elements.record(ofEntry: i) {
                    var g = d.target
                    for k in 0..<4 where d.slots[k] >= 0 {
                        g[k] = lazy.presentedState(ChannelID(rawValue: d.slots[k]), clockStep: n, remainder: r,
                                                                     store: store).value
                    }
                    let w = Swift.max(0, g.width), h = Swift.max(0, g.height)
                    let frame = Rect(x: g.centerX - w / 2, y: g.centerY - h / 2, width: w, height: h)
                    guard frame.intersects(rect) else { continue }
                }
                hits[kept] = Int32(i)
                kept += 1
            }
            hits.removeLast(hits.count - kept)
        }
        lazyExact = lazy
        for i in hits {
            let pose = pose(ofEntry: Int(i))
            if pose.visualBounds.intersects(rect) { body(pose) }
        }
        // The buffer goes back for the next query (unless `body` left the lazy path).
        lazyExact?.keepCandidates(&hits)
    }

    /// Builds the lazy path's index of swept boxes: per entry, the box its pose stays within from
    /// the anchor on (its target when it is not animated; for a deferred element, the swept
    /// intervals of its center and size). O(entries) with local copies of the tables.
    func buildSweptIndex() {
        guard lazyExact != nil else { return }
        let elements = self.elements
        let b = channelStore, springs = channelStore.springTable
        let monotone = springs.map(LazyExactChannels.isMonotone), omega = springs.map(\.naturalFrequency)
        // One margin for every box (see `sweptMargin`): the largest magnitude among the channels.
        var scale = 0.0
        for slot in 0..<b.activeCount {
            let id = b.channel(inSlot: slot)
            scale = Swift.max(scale, Swift.abs(b.position(inSlot: slot)), Swift.abs(b.target(of: id)))
        }
        let margin = LazyExactChannels.sweptMargin(scale: 2 * scale)
        func box(_ i: Int) -> Rect {
            guard let d = elements.record(ofEntry: i) else { return target(ofEntry: i).visualBounds }
            func interval(_ k: Int) -> (low: Double, high: Double) {
                let raw = d.slots[k]
                guard raw >= 0 else { return (d.target[k], d.target[k]) }
                let id = ChannelID(rawValue: raw)
                let x = b.position(of: id)
                guard b.isActive(id) else { return (x, x) }
                let s = b.springIndex(ofChannel: Int(raw))
                return LazyExactChannels.sweptInterval(x: x, v: b.velocity(of: id), target: b.target(of: id),
                                                       monotone: monotone[s], omega: omega[s], margin: margin)
            }
            let cx = interval(0), cy = interval(1), w = interval(2), h = interval(3)
            let halfW = Swift.max(0, w.high) / 2, halfH = Swift.max(0, h.high) / 2
            return Rect(x: cx.low - halfW, y: cy.low - halfH, width: cx.high - cx.low + 2 * halfW,
                        height: cy.high - cy.low + 2 * halfH)
        }
        let count = elements.count, axis = query.axis
        lazyExact!.buildIndex(axis: axis, count: count, bounds: box)
    }
}

extension SpringTransitionLayout {
    /// The time the lazy exact path's closed forms start from (its anchor), or `nil` off the path.
    var lazySegmentStart: Double? {
        guard let lazy = lazyExact else { return nil }
        return clock.origin + Double(lazy.anchorStep) * clock.timeStep
    }

    /// Places the transition at time `t` on the lazy exact path: the clock only (O(1); the next
    /// reads evaluate the closed forms there, O(springs) per frame). The clock takes the steps and
    /// remainder that advancing to `t` gives, so a placed state is bit for bit the advanced one.
    /// Finishes when `t` is at or past the end. Returns `false` (nothing changes) off the path,
    /// before its anchor, after its end, or when an animation object was handed out (its halfway
    /// flag cannot go back).
    func placeLazily(at t: Double) -> Bool {
        guard let lazy = lazyExact, let start = lazySegmentStart, let end = lazyEndTime, state != .cancelled,
              t.isFinite, t >= start, t <= end else { return false }
        if elements.hasObjects { return false }
        let steps = clock.steps(reachedAt: t - clock.origin)
        if steps - lazy.anchorStep >= lazy.finalStep {
            clock.place(sinceOrigin: Double(lazy.anchorStep + lazy.finalStep) * clock.timeStep,
                        steps: lazy.anchorStep + lazy.finalStep)
            finish()
        } else {
            clock.place(sinceOrigin: t - clock.origin, steps: steps)
            clock.presentRemainder()
            state = .running
        }
        clock.presentedChanged()
        return true
    }
}
