// Following a finger: the offset moves with the touch, rubber-banded past the edges.

extension ScrollDriver {
    /// Starts a drag with the finger at `touch` (view coordinates). A motion under way is caught:
    /// the content stops where it is at `time`. The page where the drag begins is remembered for
    /// paging.
    ///
    /// - Parameters:
    ///   - touch: where the finger is, in points.
    ///   - time: now, in seconds (not before ``time``).
    /// - Throws: ``ScrollError`` for a non-finite touch or time, a time before ``time``, or
    ///   ``ScrollError/alreadyDragging``; nothing changes then.
    public mutating func beginDragging(at touch: Point, time: Double) throws(ScrollError) {
        try ScrollError.requireFinite(touch, "touch")
        try checkTime(time)
        guard phase != .dragging else { throw .alreadyDragging }
        if phase == .animating { evaluate(at: time) }
        let offset = contentOffset
        let lo = geometry.minimumContentOffset, hi = geometry.maximumContentOffset
        let c = configuration.rubberBandCoefficient
        unboundedStart = Point(
            x: RubberBand.unboundedOffset(for: offset.x, minimum: lo.x, maximum: hi.x,
                                          dimension: geometry.boundsSize.width, coefficient: c),
            y: RubberBand.unboundedOffset(for: offset.y, minimum: lo.y, maximum: hi.y,
                                          dimension: geometry.boundsSize.height, coefficient: c))
        touchStart = touch
        startPageX = page(of: offset.x, minimum: lo.x, maximum: hi.x, size: pageLength(horizontal: true))
        startPageY = page(of: offset.y, minimum: lo.y, maximum: hi.y, size: pageLength(horizontal: false))
        motionX = .resting(at: offset.x, time: time)
        motionY = .resting(at: offset.y, time: time)
        contentOffsetVelocity = .zero
        self.time = time
        phase = .dragging
    }

    /// Moves the finger to `touch`: the content follows it on the scrolling axes (the offset
    /// changes by minus the finger's movement), rubber-banded past the edges.
    ///
    /// - Parameters:
    ///   - touch: where the finger is, in points.
    ///   - time: now, in seconds (not before ``time``).
    /// - Throws: ``ScrollError`` for a non-finite touch or time, a time before ``time``, or
    ///   ``ScrollError/notDragging``; nothing changes then.
    public mutating func drag(to touch: Point, time: Double) throws(ScrollError) {
        try checkDragging(touch, "touch", time: time)
        let lo = geometry.minimumContentOffset, hi = geometry.maximumContentOffset
        let c = configuration.rubberBandCoefficient
        var offset = contentOffset
        if configuration.axes.contains(.horizontal) {
            offset.x = RubberBand.offset(forUnbounded: unboundedStart.x - (touch.x - touchStart.x), minimum: lo.x,
                                         maximum: hi.x, dimension: geometry.boundsSize.width, coefficient: c)
        }
        if configuration.axes.contains(.vertical) {
            offset.y = RubberBand.offset(forUnbounded: unboundedStart.y - (touch.y - touchStart.y), minimum: lo.y,
                                         maximum: hi.y, dimension: geometry.boundsSize.height, coefficient: c)
        }
        if time > self.time {
            let dt = time - self.time
            contentOffsetVelocity = Point(x: (offset.x - contentOffset.x) / dt, y: (offset.y - contentOffset.y) / dt)
        }
        contentOffset = offset
        self.time = time
    }

    /// Lifts the finger with `touchVelocity` (the finger's velocity in view coordinates, points per
    /// second, as a pan gesture reports it). The content offset's velocity is minus that, times the
    /// rubber band's slope b′(x) on an axis past an edge. Then:
    ///
    /// - with paging or a snap-target hook, a spring to the target (see ``Configuration``);
    /// - past an edge, the spring back to that edge;
    /// - otherwise the deceleration, handing over to the spring back if it reaches an edge.
    ///
    /// - Parameters:
    ///   - touchVelocity: the finger's velocity, in points per second.
    ///   - time: now, in seconds (not before ``time``).
    /// - Throws: ``ScrollError`` for a non-finite velocity or time (e.g.
    ///   `"invalid scroll input: touchVelocity.y is nan; must be finite"`), a time before ``time``,
    ///   ``ScrollError/notDragging``, or ``ScrollError/invalidSnapTarget(_:)``; nothing changes then.
    public mutating func endDragging(touchVelocity: Point, time: Double) throws(ScrollError) {
        try checkDragging(touchVelocity, "touchVelocity", time: time)
        let lo = geometry.minimumContentOffset, hi = geometry.maximumContentOffset
        let c = configuration.rubberBandCoefficient
        let x = contentOffset
        func offsetVelocity(_ touch: Double, _ offset: Double, _ lo: Double, _ hi: Double, _ d: Double) -> Double {
            let overscroll = offset < lo ? offset - lo : (offset > hi ? offset - hi : 0)
            guard overscroll != 0 else { return -touch }
            let raw = RubberBand.overscroll(forDistance: overscroll, dimension: d, coefficient: c)
            return -touch * RubberBand.slope(atOverscroll: raw, dimension: d, coefficient: c)
        }
        let v = Point(
            x: configuration.axes.contains(.horizontal)
                ? offsetVelocity(touchVelocity.x, x.x, lo.x, hi.x, geometry.boundsSize.width) : 0,
            y: configuration.axes.contains(.vertical)
                ? offsetVelocity(touchVelocity.y, x.y, lo.y, hi.y, geometry.boundsSize.height) : 0)
        try release(velocity: v, time: time)
    }

    /// Throws unless `time` is finite and not before ``time``.
    func checkTime(_ time: Double) throws(ScrollError) {
        try ScrollError.requireFinite(time, "time")
        guard time >= self.time else { throw .timeWentBackwards(time: time, current: self.time) }
    }

    /// Throws unless `point` (the parameter `name`) is finite, `time` is usable (``checkTime(_:)``)
    /// and a drag is in progress.
    func checkDragging(_ point: Point, _ name: String, time: Double) throws(ScrollError) {
        try ScrollError.requireFinite(point, name)
        try checkTime(time)
        guard phase == .dragging else { throw .notDragging }
    }

    /// The page length along an axis: the configured page size, or the viewport's size.
    func pageLength(horizontal: Bool) -> Double {
        if let size = configuration.pageSize { return horizontal ? size.width : size.height }
        return horizontal ? geometry.boundsSize.width : geometry.boundsSize.height
    }

    /// The index of the page boundary nearest `offset` (clamped into the valid range); 0 when the
    /// page size is not positive.
    func page(of offset: Double, minimum: Double, maximum: Double, size: Double) -> Double {
        guard size > 0 else { return 0 }
        return ((Swift.min(Swift.max(offset, minimum), maximum) - minimum) / size).rounded()
    }
}
