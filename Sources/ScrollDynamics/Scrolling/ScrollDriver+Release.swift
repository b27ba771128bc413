// What happens after a release: deceleration, spring back, paging or snapping.

extension ScrollDriver {
    /// Sets the content in motion from its current offset with the content-offset velocity
    /// `velocity` (points per second), as a release would, without a drag: a motion under way is
    /// caught at `time` first. Paging uses the page of the current offset as the drag's page.
    ///
    /// - Parameters:
    ///   - velocity: the content offset's velocity, in points per second.
    ///   - time: now, in seconds (not before ``time``).
    /// - Throws: ``ScrollError`` for a non-finite velocity or time, a time before ``time``,
    ///   ``ScrollError/alreadyDragging``, or ``ScrollError/invalidSnapTarget(_:)``; nothing changes then.
    public mutating func fling(velocity: Point, time: Double) throws(ScrollError) {
        try ScrollError.requireFinite(velocity, "velocity")
        try checkTime(time)
        guard phase != .dragging else { throw .alreadyDragging }
        var next = self
        if next.phase == .animating { next.evaluate(at: time) }
        let lo = geometry.minimumContentOffset, hi = geometry.maximumContentOffset
        next.startPageX = page(of: next.contentOffset.x, minimum: lo.x, maximum: hi.x, size: pageLength(horizontal: true))
        next.startPageY = page(of: next.contentOffset.y, minimum: lo.y, maximum: hi.y, size: pageLength(horizontal: false))
        let v = Point(x: configuration.axes.contains(.horizontal) ? velocity.x : 0,
                      y: configuration.axes.contains(.vertical) ? velocity.y : 0)
        try next.release(velocity: v, time: time)
        self = next
    }

    /// The offset the current motion would come to rest at without edges, paging or snapping:
    /// the deceleration's projection x₀ − v₀/(1000·ln r) per axis from ``contentOffset`` and
    /// ``contentOffsetVelocity``.
    public var projectedContentOffset: Point {
        let d = configuration.deceleration
        return Point(x: d.restingOffset(from: contentOffset.x, initialVelocity: contentOffsetVelocity.x),
                     y: d.restingOffset(from: contentOffset.y, initialVelocity: contentOffsetVelocity.y))
    }

    /// The target a release from ``contentOffset`` with `velocity` comes to rest at when paging
    /// or snapping is on; `nil` otherwise.
    ///
    /// The proposed offset is the projection (``projectedContentOffset``) clamped to the valid
    /// range; with paging, each scrolling axis is moved to the page boundary nearest the projection,
    /// limited to the neighbours of the page where the drag began (and to the valid range). The
    /// snap-target hook, if any, then gets that proposal and `velocity`, and its answer is clamped
    /// to the valid range. Axes that do not scroll keep the current offset.
    ///
    /// - Throws: ``ScrollError/invalidSnapTarget(_:)`` when the hook returns a non-finite offset.
    func snapTarget(velocity: Point) throws(ScrollError) -> Point? {
        guard configuration.isPagingEnabled || configuration.snapTarget != nil else { return nil }
        let d = configuration.deceleration
        let x = contentOffset
        let projection = Point(x: d.restingOffset(from: x.x, initialVelocity: velocity.x),
                               y: d.restingOffset(from: x.y, initialVelocity: velocity.y))
        var target = geometry.clamp(projection)
        if configuration.isPagingEnabled {
            let lo = geometry.minimumContentOffset, hi = geometry.maximumContentOffset
            target.x = pageTarget(projection.x, minimum: lo.x, maximum: hi.x, size: pageLength(horizontal: true),
                                  startPage: startPageX)
            target.y = pageTarget(projection.y, minimum: lo.y, maximum: hi.y, size: pageLength(horizontal: false),
                                  startPage: startPageY)
        }
        if let hook = configuration.snapTarget {
            let chosen = hook(target, velocity)
            guard chosen.isFinite else { throw .invalidSnapTarget(chosen) }
            target = geometry.clamp(chosen)
        }
        if !configuration.axes.contains(.horizontal) { target.x = x.x }
        if !configuration.axes.contains(.vertical) { target.y = x.y }
        return target
    }

    /// The page boundary minimum + n·size nearest `projection`, with n limited to
    /// startPage − 1 … startPage + 1 and n ≥ 0, clamped to [minimum, maximum]. Without a positive
    /// size, the projection clamped.
    func pageTarget(_ projection: Double, minimum: Double, maximum: Double, size: Double, startPage: Double) -> Double {
        guard size > 0 else { return Swift.min(Swift.max(projection, minimum), maximum) }
        let nearest = ((projection - minimum) / size).rounded()
        let n = Swift.max(0, Swift.min(Swift.max(nearest, startPage - 1), startPage + 1))
        return Swift.min(Swift.max(minimum + n * size, minimum), maximum)
    }

    /// Plans the motion after a release from ``contentOffset`` with `velocity` at `time`; nothing
    /// changes when it throws.
    mutating func release(velocity: Point, time: Double) throws(ScrollError) {
        let target = try snapTarget(velocity: velocity)
        let lo = geometry.minimumContentOffset, hi = geometry.maximumContentOffset
        let x = contentOffset
        let c = configuration
        func plan(_ x: Double, _ v: Double, _ lo: Double, _ hi: Double, _ target: Double?, scrolls: Bool) -> ScrollAxisMotion {
            guard scrolls else { return .resting(at: x, time: time) }
            if let target {
                return .spring(c.snapSpring, from: x, velocity: v, to: target, time: time, epsilon: c.springRestThreshold)
            }
            if x < lo || x > hi {
                return .spring(c.springBack, from: x, velocity: v, to: x < lo ? lo : hi, time: time,
                               epsilon: c.springRestThreshold)
            }
            return .deceleration(c.deceleration, from: x, velocity: v, minimum: lo, maximum: hi, time: time,
                                 stopVelocity: c.stopVelocity, springBack: c.springBack, epsilon: c.springRestThreshold)
        }
        motionX = plan(x.x, velocity.x, lo.x, hi.x, target?.x, scrolls: c.axes.contains(.horizontal))
        motionY = plan(x.y, velocity.y, lo.y, hi.y, target?.y, scrolls: c.axes.contains(.vertical))
        self.time = time
        phase = .animating
        evaluate(at: time)
    }

    /// Stops any motion where it is at ``time`` and ends a drag: the driver is idle at
    /// ``contentOffset`` with zero velocity (a transition taking over the offset calls this).
    public mutating func stop() {
        motionX = .resting(at: contentOffset.x, time: time)
        motionY = .resting(at: contentOffset.y, time: time)
        contentOffsetVelocity = .zero
        phase = .idle
    }
}
