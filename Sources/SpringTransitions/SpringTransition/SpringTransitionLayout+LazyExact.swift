// The lazy exact path (see `LazyExactChannels`): entering it after a start, stepping the clock
// alone, reading channel states, the progress and rect queries from closed forms, and leaving it
// (writing the grid state into the batch) before anything else touches the channels.

extension SpringTransitionLayout {
    /// Takes the lazy exact path when the transition qualifies: ``Configuration/lazyExactPath``,
    /// running under ``ExactIntegrator``, the clock on its grid, every animated element deferred
    /// (no animation object, delay, halfway switch or custom channel), the offset following the
    /// progress without a correction, and every moving channel settling within
    /// ``LazyExactChannels/stepLimit`` steps. O(channels) once (the settle steps and sums).
    func enterLazyExactIfEligible() {
        guard configuration.lazyExactPath, lazyExact == nil, state == .running, progressSums.isExact,
              offsetChannels == nil, offsetCorrection == nil, lateChannelError == nil,
              waitingCursor == waiting.count, halfwayQueue.nextStep == nil, clock.remainder == 0 else { return }
        let entries = self.entries, deferred = self.deferred
        for e in entries where e.animation != nil { return }
        let info = channelStore.info
        lazyExact = LazyExactChannels(store: channelStore, anchorStep: clock.stepCount, timeStep: configuration.timeStep,
                                      restSum: progressSums.restSum) { raw in
            let e = Int(info[raw].entry)
            guard e >= 0, e < entries.count, entries[e].isDeferred else { return false }
            let s = deferred[e].slots
            let r = Int32(raw)
            return s.centerX == r || s.centerY == r || s.width == r || s.height == r
        }
    }

    /// Leaves the lazy exact path: writes every moving channel's state at the current grid point
    /// into the batch, settles those that rest by then, and recomputes the progress sums, as if
    /// every step had been taken. O(channels), once.
    func leaveLazyExact() {
        guard let lazy = lazyExact else { return }
        lazyExact = nil
        let n = clock.stepCount - lazy.anchorStep
        // No step since the anchor: the batch holds the grid state already.
        guard n > 0 else { return }
        var lazyView = lazy
        lazyView.refreshMaps(step: n, remainder: 0)
        var s = ChannelStore()
        swap(&s, &channelStore)
        for slot in 0..<s.batch.activeCount {
            let id = s.batch.channel(inSlot: slot)
            let state = lazyView.state(id, step: n, batch: s.batch, info: s.info)
            s.setState(of: id, position: state.value, velocity: state.velocity)
        }
        // The channels at rest by now are exactly on their targets: the batch takes them out.
        s.removeSettled { _, _, _ in }
        swap(&s, &channelStore)
        progressSums.reset(hasWeights: progressSums.hasWeights, restSum: channelStore.restingTravel())
        progressSums.recompute(over: channelStore, stamp: clock.gridStamp, timeStep: configuration.timeStep)
        clock.presentedChanged()
    }

    /// Steps from the anchor now.
    var lazyStep: Int { clock.stepCount - (lazyExact?.anchorStep ?? clock.stepCount) }

    /// Whether the lazy path is on and every channel rests by now.
    var lazyIsAtRest: Bool {
        guard let lazy = lazyExact else { return false }
        return clock.stepCount - lazy.anchorStep >= lazy.finalStep
    }

    /// Φ(time since the anchor) per spring, for the presented time.
    @inline(__always)
    func refreshLazyMaps() {
        lazyExact!.refreshMaps(step: lazyStep, remainder: clock.remainder)
    }

    /// Channel `id`'s value and velocity at the presented time, from its closed form.
    @inline(__always)
    func lazyPresentedState(_ id: ChannelID) -> (value: Double, velocity: Double) {
        refreshLazyMaps()
        return lazyExact.unsafelyUnwrapped.state(id, step: lazyStep, batch: channelStore.batch, info: channelStore.info)
    }

    /// The progress at the presented time on the lazy path: O(springs).
    var lazyProgress: Double {
        guard progressSums.hasWeights else { return 1 }
        refreshLazyMaps()
        return lazyExact.unsafelyUnwrapped.progress(step: lazyStep)
    }

    /// The time at which the transition comes to rest on the lazy path (the end of its last settle
    /// step), or `nil` off it.
    var lazyEndTime: Double? {
        guard let lazy = lazyExact else { return nil }
        return clock.origin + Double(lazy.anchorStep + lazy.finalStep) * clock.timeStep
    }

    /// Rect queries on the lazy path: candidates from the index of swept boxes, posed exactly.
    /// Allocates nothing after the first query (which builds the index).
    func lazyQueryAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        let count = entries.count
        let axis = query.axis
        let hits = lazyExact!.candidates(in: rect, axis: axis, count: count) { i in sweptBox(ofEntry: i) }
        for i in hits {
            let pose = pose(ofEntry: Int(i))
            if pose.visualBounds.intersects(rect) { body(pose) }
        }
    }

    /// The box entry `i`'s pose stays within from the anchor on: its target when it is not
    /// animated; for a deferred element, the swept intervals of its center and size.
    func sweptBox(ofEntry i: Int) -> Rect {
        guard entries[i].isDeferred else { return target(ofEntry: i).visualBounds }
        let d = deferred[i]
        let b = channelStore.batch
        func interval(_ k: Int) -> (low: Double, high: Double) {
            let raw = d.slots[k]
            guard raw >= 0 else { return (d.target[k], d.target[k]) }
            let id = ChannelID(rawValue: raw)
            let x = b.position(of: id)
            guard b.isActive(id) else { return (x, x) }
            return LazyExactChannels.sweptInterval(x: x, v: b.velocity(of: id), target: b.target(of: id),
                                                   spring: channelStore.spring(of: id))
        }
        let cx = interval(0), cy = interval(1), w = interval(2), h = interval(3)
        let halfW = Swift.max(0, w.high) / 2, halfH = Swift.max(0, h.high) / 2
        return Rect(x: cx.low - halfW, y: cy.low - halfH, width: cx.high - cx.low + 2 * halfW,
                    height: cy.high - cy.low + 2 * halfH)
    }
}
