// The transition's progress P, and the content offset and size that follow it.

extension SpringTransitionLayout {
    /// The transition's progress P = Σ dᵢ·pᵢ / Σ dᵢ over the cells, where pᵢ is a cell's
    /// ``AttributeAnimation/progress`` and dᵢ the distance its center travels: cells that do not
    /// move weigh nothing and far-travelling cells weigh most. (When no cell center moves, every
    /// cell that moves at all weighs the same; when nothing moves, P = 1.) It starts at 0 (at a
    /// retarget too), overshoots past 1 with bouncy springs, and is exactly 1 once finished.
    ///
    /// Cost: O(springs) per clock step under ``ExactIntegrator`` (running sums follow the exact
    /// step map; channels that settle are subtracted), otherwise O(moving channels) once per frame
    /// (cached); nothing for settled cells.
    public var progress: Double {
        if lazyExact != nil && state == .running { return lazyProgress }
        if state == .finished || !sums.hasWeights { return 1 }
        // (The store is passed only when a sum must be computed: copying it costs a retain per array.)
        let stamp = clock.gridStamp
        var p = sums.gridProgress(at: stamp) ?? sums.computeGridProgress(over: store, stamp: stamp)
        guard clock.remainder != 0 else { return p }
        refreshRemainderMaps()
        if !sums.hasSpringSums(at: stamp) { sums.refreshSpringSums(over: store, stamp: stamp) }
        sums.addRemainderTerms(to: &p, maps: store.currentRemainderMaps)
        // Delayed cells whose start falls between the grid point and now.
        var j = waitingCursor
        let now = time
        while j < waiting.count {
            let a = elements.object(ofEntry: Int(waiting[j]))
            guard a.startTime < now else { break }
            for c in a.table {
                let w = store.weight(ofChannel: Int(c.id.rawValue))
                if w != 0 { p += w * (presentedState(c, of: a).value - c.from) }
            }
            j += 1
        }
        return p
    }

    /// The content offset now: exactly `toContentOffset` once finished; otherwise
    /// `from + (to − from)·P` (``ContentOffsetMode/followsProgress``; after a retarget or a
    /// hand-over, plus a correction that keeps the offset's velocity continuous and fades out) or
    /// the offset's own spring channels (``ContentOffsetMode/spring(_:)``).
    public var contentOffset: Point {
        if state == .finished { return toContentOffset }
        if let (x, y) = offsetChannels {
            return Point(x: presentedState(x).value, y: presentedState(y).value)
        }
        let p = progress
        let c = presentedOffsetCorrection.value
        return Point(x: fromContentOffset.x + (toContentOffset.x - fromContentOffset.x) * p + c.x,
                     y: fromContentOffset.y + (toContentOffset.y - fromContentOffset.y) * p + c.y)
    }

    /// The velocity of the content offset in points per second: the spring channels' velocity in
    /// ``ContentOffsetMode/spring(_:)`` mode; in ``ContentOffsetMode/followsProgress`` mode
    /// `(to − from)·dP/dt` plus the velocity of the correction a retarget or hand-over adds to keep
    /// the velocity continuous; zero once the transition has ended. O(moving channels).
    public var contentOffsetVelocity: Point {
        guard state == .running else { return .zero }
        if let (x, y) = offsetChannels {
            return Point(x: presentedState(x).velocity, y: presentedState(y).velocity)
        }
        var rate = 0.0
        if lazyExact != nil {
            rate = lazyProgressRate
        } else if sums.hasWeights {
            for slot in 0..<store.activeCount {
                let id = store.channel(inSlot: slot)
                let w = store.weight(ofChannel: Int(id.rawValue))
                if w != 0 { rate += w * presentedState(id).velocity }
            }
        }
        let c = presentedOffsetCorrection.velocity
        return Point(x: (toContentOffset.x - fromContentOffset.x) * rate + c.x, y: (toContentOffset.y - fromContentOffset.y) * rate + c.y)
    }

    /// The content size now: `from + (to − from)·P` (never negative), exactly the next layout's
    /// once finished.
    public var contentSize: Size {
        if state == .finished { return toContentSize }
        let p = progress
        return Size(width: Swift.max(0, fromContentSize.width + (toContentSize.width - fromContentSize.width) * p),
                    height: Swift.max(0, fromContentSize.height + (toContentSize.height - fromContentSize.height) * p))
    }

    /// Sets the offset the transition ends at (STTransitionLayout's `toContentOffset`), as given
    /// (not clamped: overscroll is allowed). When the next layout depends on the offset (pinned
    /// headers), it is updated for it and the elements retargeted, keeping their motion.
    ///
    /// Set it right after the start: with ``ContentOffsetMode/followsProgress`` a change mid-flight
    /// moves the offset by the change times the progress so far (use ``ContentOffsetMode/spring(_:)``
    /// for smooth changes mid-flight, which retargets the offset's spring).
    ///
    /// - Throws: ``TransitionError/invalidContentOffset(_:)`` for a non-finite offset,
    ///   ``TransitionError/transitionEnded`` after the end, or a layout error; nothing changes then.
    public func setToContentOffset(_ offset: Point) throws(TransitionError) {
        guard try checkNewTarget(offset) else { return }
        if let layout = try endpoints.nextLayout(updatedFor: offset) {
            try retarget(to: layout, using: nil, toContentOffset: offset, interrupting: false)
            return
        }
        toContentOffset = offset
        if let (x, y) = offsetChannels {
            setChannel(x, position: store.position(of: x), velocity: store.velocity(of: x), target: offset.x)
            setChannel(y, position: store.position(of: y), velocity: store.velocity(of: y), target: offset.y)
            clock.gridChanged()
        }
        clock.presentedChanged()
    }
}

extension SpringTransitionLayout {
    /// Makes the transition end with the cell at `indexPath` at `position` (see
    /// `finalContentOffset(for:at:)` and ``setToContentOffset(_:)``).
    ///
    /// - Throws: ``TransitionError/elementNotFound(_:)`` when the next layout has no such cell.
    public func setToContentOffset(for indexPath: IndexPath, at position: ScrollPosition) throws(TransitionError) {
        guard let offset = finalContentOffset(for: indexPath, at: position) else {
            throw .elementNotFound(.cell(indexPath))
        }
        try setToContentOffset(offset)
    }
}
