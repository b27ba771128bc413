// Scrolling: objc.io's displacement rule.

extension SpringyLayout {
    /// objc.io's rule: the displacement of an element's centre on a scroll by `delta` (the change
    /// of the bounds' origin) with the finger at `touch`:
    /// `delta × min(1, resistance)` per axis, with
    /// resistance = (|touch.x − rest.x| + |touch.y − rest.y|) / `resistanceFactor`.
    /// (objc.io writes it `min(delta, delta·resistance)` for delta > 0 and
    /// `max(delta, delta·resistance)` for delta < 0: the same.) An element under the finger stays
    /// with the content; one `resistanceFactor` points away or more keeps its place on screen.
    ///
    /// - Parameters:
    ///   - delta: the scroll, in points (content coordinates).
    ///   - touch: the finger, in content coordinates.
    ///   - restingCenter: the element's resting centre.
    ///   - resistanceFactor: the divisor; 1500 in objc.io's layout.
    public static func displacement(forScroll delta: Point, touch: Point, restingCenter: Point,
                                    resistanceFactor: Double) -> Point {
        let resistance = (Swift.abs(touch.x - restingCenter.x) + Swift.abs(touch.y - restingCenter.y)) / resistanceFactor
        let f = Swift.min(1, resistance)
        return Point(x: delta.x * f, y: delta.y * f)
    }

    /// Scrolls to `offset` (the new bounds origin): every simulated element moves by objc.io's
    /// displacement for the change of offset (when a `touch` is given), then the viewport tiles:
    /// elements leave, and enter displaced by this scroll. The velocities do not change; the
    /// springs pull the elements back on the next ``advance(by:)``. A scroll without a touch (a
    /// programmatic scroll) displaces nothing. The grabbed element, if any, follows its finger
    /// instead. Allocates nothing (unless the base layout invalidates on scrolling).
    ///
    /// - Parameters:
    ///   - offset: the new content offset.
    ///   - touch: the finger, in content coordinates (a view location plus the offset), or `nil`.
    /// - Throws: ``SpringyLayoutError/notPrepared``;
    ///   ``SpringyLayoutError/invalidParameter(name:value:requirement:)`` naming `offset.x`,
    ///   `offset.y`, `touch.x` or `touch.y` (non-finite, or a change of offset that overflows);
    ///   ``SpringyLayoutError/layoutFailed(_:)``. Nothing changes then.
    public func scroll(to offset: Point, touch: Point?) throws(SpringyLayoutError) {
        try SpringyLayoutError.requireFinite(offset, "offset")
        if let touch { try SpringyLayoutError.requireFinite(touch, "touch") }
        guard var next = context else { throw .notPrepared }
        let delta = Point(x: offset.x - next.contentOffset.x, y: offset.y - next.contentOffset.y)
        try SpringyLayoutError.requireFinite(delta, "offset")
        next.contentOffset = offset
        let bounds = next.bounds
        if base.shouldInvalidate(forBoundsChange: bounds) {
            var updated = base
            do { try updated.invalidate(forBoundsChange: bounds, in: next) } catch { throw .layoutFailed(error) }
            base = updated
        }
        if let touch, delta != .zero {
            for slot in slotElement.indices where slotElement[slot] != nil && slot != grabbedSlot {
                guard let rest = restingCenter(slot) else { continue }
                let d = Self.displacement(forScroll: delta, touch: touch, restingCenter: Point(x: rest.x, y: rest.y),
                                          resistanceFactor: configuration.resistanceFactor)
                let p = system.position(of: slot)
                let moved = BodyVector(x: p.x + d.x, y: p.y + d.y)
                // Finite: |d| ≤ |delta|, checked finite above, and positions are finite.
                try? system.setState(of: slot, position: moved, velocity: system.velocity(of: slot))
            }
        }
        latestDelta = delta
        latestTouch = touch
        context = next
        tile()
    }

    /// Scrolls by `delta` (see ``scroll(to:touch:)``).
    ///
    /// - Parameters:
    ///   - delta: the change of the content offset.
    ///   - touch: the finger, in content coordinates, or `nil`.
    /// - Throws: as ``scroll(to:touch:)`` (naming `delta.x` or `delta.y`).
    public func scroll(by delta: Point, touch: Point?) throws(SpringyLayoutError) {
        try SpringyLayoutError.requireFinite(delta, "delta")
        guard let context else { throw .notPrepared }
        try scroll(to: Point(x: context.contentOffset.x + delta.x, y: context.contentOffset.y + delta.y), touch: touch)
    }

    /// Follows a ``ScrollDriver``'s frame: scrolls to its content offset with the finger at
    /// `touchInView` (view coordinates, like the driver's), converted to content coordinates by
    /// adding the driver's offset. Pass the last touch during a drag *and* after the release (as
    /// objc.io's layout keeps reading the pan gesture's last location), `nil` for no displacement.
    /// Call it after advancing the driver and before ``advance(by:)``:
    ///
    /// ```swift
    /// try driver.advance(to: t)
    /// try springy.follow(driver, touchInView: lastTouch)
    /// try springy.advance(by: dt)
    /// ```
    ///
    /// - Parameters:
    ///   - driver: the scroll physics.
    ///   - touchInView: the finger in view coordinates, or `nil`.
    /// - Throws: as ``scroll(to:touch:)``.
    public func follow(_ driver: ScrollDriver, touchInView: Point?) throws(SpringyLayoutError) {
        let offset = driver.contentOffset
        try scroll(to: offset, touch: touchInView.map { Point(x: $0.x + offset.x, y: $0.y + offset.y) })
    }
}
