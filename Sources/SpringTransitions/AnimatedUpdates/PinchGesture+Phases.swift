// The phases of a pinch: begin, update, end.

extension PinchGesture {
    /// Begins a pinch with two touches (content coordinates) at `time` seconds.
    ///
    /// A pinch already active is ended first (its item springs back, see ``end(in:)``).
    ///
    /// - Returns: the pinched item, or `nil` when no cell is under the touches' midpoint (the
    ///   gesture is then active but changes nothing until it ends).
    /// - Throws: ``FlowError/invalidTouch(index:_:)``, ``FlowError/coincidentTouches(_:)``,
    ///   ``FlowError/invalidGestureTime(_:previous:)`` for a non-finite time,
    ///   ``FlowError/pinchLayoutNotInstalled``, or a transition error. Nothing changes when it throws
    ///   (except that an active pinch that was ended first stays ended).
    @discardableResult
    public mutating func begin(touches: (Point, Point), at time: Double, in view: inout CollectionView) throws(FlowError) -> IndexPath? {
        let (distance, midpoint) = try Self.measure(touches)
        guard time.isFinite else { throw .invalidGestureTime(time, previous: -.infinity) }
        try checkInstalled(on: view)
        if isActive { try end(in: &view) }
        scaleVelocity = 0
        centerVelocity = .zero
        guard let item = view.layout.indexPathForItem(at: midpoint, excluding: nil),
              let shown = view.layout.attributes(for: .cell(item)),
              let own = layout.base.attributes(for: .cell(item)) else {
            isActive = true
            pinchedItem = nil
            lastTime = time
            return nil
        }
        let scale = own.size.width > 0 ? shown.size.width / own.size.width
            : own.size.height > 0 ? shown.size.height / own.size.height : 1
        try apply(item: item, scale: scale, center: shown.center, in: &view)
        isActive = true
        pinchedItem = item
        startDistance = distance
        startMidpoint = midpoint
        startScale = scale
        startCenter = shown.center
        lastTime = time
        lastScale = scale
        lastCenter = shown.center
        return item
    }

    /// Moves the pinch to new touch positions at `time` seconds (after the previous sample's).
    ///
    /// - Throws: ``FlowError/pinchNotBegun``, ``FlowError/invalidTouch(index:_:)``,
    ///   ``FlowError/coincidentTouches(_:)``, ``FlowError/invalidGestureTime(_:previous:)``,
    ///   ``FlowError/pinchLayoutNotInstalled``, or a transition error. Nothing changes when it throws.
    public mutating func update(touches: (Point, Point), at time: Double, in view: inout CollectionView) throws(FlowError) {
        guard isActive else { throw .pinchNotBegun }
        let (distance, midpoint) = try Self.measure(touches)
        guard time.isFinite, time > lastTime else { throw .invalidGestureTime(time, previous: lastTime) }
        guard let item = pinchedItem else {
            lastTime = time
            return
        }
        try checkInstalled(on: view)
        let scale = startScale * distance / startDistance
        let center = startCenter + (midpoint - startMidpoint)
        try apply(item: item, scale: scale, center: center, in: &view)
        let dt = time - lastTime
        scaleVelocity = (scale - lastScale) / dt
        centerVelocity = Point(x: (center.x - lastCenter.x) / dt, y: (center.y - lastCenter.y) / dt)
        lastTime = time
        lastScale = scale
        lastCenter = center
    }

    /// Ends (or cancels) the pinch: the item springs back to its place from its pinched pose with
    /// the gesture's last velocity.
    ///
    /// - Returns: the transition carrying it back (installed on `view`; drive it with
    ///   ``CollectionView/advance(by:)``), or `nil` when the pinch missed every item.
    /// - Throws: ``FlowError/pinchNotBegun``, ``FlowError/pinchLayoutNotInstalled``, or a transition
    ///   error. Nothing changes when it throws.
    @discardableResult
    public mutating func end(in view: inout CollectionView) throws(FlowError) -> SpringTransitionLayout? {
        guard isActive else { throw .pinchNotBegun }
        guard let item = pinchedItem else {
            isActive = false
            return nil
        }
        try checkInstalled(on: view)
        let own = layout.base.attributes(for: .cell(item))?.size ?? .zero
        let velocity = ChannelVelocities(center: centerVelocity,
                                         size: Size(width: own.width * scaleVelocity, height: own.height * scaleVelocity))
        let provider = springBack(item, velocity: velocity)
        let transition: SpringTransitionLayout
        let saved = (layout.pinchedItem, layout.pinchScale, layout.pinchCenter)
        do throws(TransitionError) {
            if let running = view.springTransition, running.state == .running {
                layout.releasePinch()
                try running.retarget(to: layout, using: provider)
                transition = running
            } else {
                let pinched = LayoutSnapshot(of: layout)
                layout.releasePinch()
                transition = try SpringTransitionLayout(from: pinched, to: layout, provider: provider, integrator: integrator)
                try view.installTransition(transition, contentOffset: transition.contentOffset)
            }
        } catch {
            if let pinched = saved.0, let center = saved.2 { try? layout.setPinch(item: pinched, scale: saved.1, center: center) }
            throw .transition(error)
        }
        isActive = false
        pinchedItem = nil
        return transition
    }

    /// Sets the pinch on the layout; retargets a running transition so that the item snaps to it.
    mutating func apply(item: IndexPath, scale: Double, center: Point, in view: inout CollectionView) throws(FlowError) {
        let saved = (layout.pinchedItem, layout.pinchScale, layout.pinchCenter)
        try layout.setPinch(item: item, scale: scale, center: center)
        guard let running = view.springTransition, running.state == .running else { return }
        let id = ElementID.cell(item)
        let spring = self.spring
        do {
            try running.retarget(to: layout, using: AnimationProvider { context in
                context.element == id ? nil : AttributeAnimation(context: context, springs: ChannelSprings(spring))
            })
        } catch {
            if let pinched = saved.0, let c = saved.2 { try? layout.setPinch(item: pinched, scale: saved.1, center: c) } else { layout.releasePinch() }
            throw .transition(error)
        }
    }

    /// The provider of the spring-back: the pinched item with `velocity`, everything else at rest.
    func springBack(_ item: IndexPath, velocity: ChannelVelocities) -> AnimationProvider {
        let id = ElementID.cell(item)
        let spring = self.spring
        return AnimationProvider { context in
            AttributeAnimation(context: context, springs: ChannelSprings(spring),
                               initialVelocity: context.element == id ? velocity : .zero)
        }
    }

    /// Throws unless the view shows the gesture's layout, or a transition heading for it.
    func checkInstalled(on view: CollectionView) throws(FlowError) {
        if let shown = view.layout as? PinchLayout<Base>, shown === layout { return }
        if let t = view.springTransition, t.state == .running, let next = t.nextLayout as? PinchLayout<Base>, next === layout { return }
        throw .pinchLayoutNotInstalled
    }

    /// The distance between two touches and their midpoint.
    static func measure(_ touches: (Point, Point)) throws(FlowError) -> (Double, Point) {
        guard touches.0.isFinite else { throw .invalidTouch(index: 0, touches.0) }
        guard touches.1.isFinite else { throw .invalidTouch(index: 1, touches.1) }
        let midpoint = Point(x: (touches.0.x + touches.1.x) / 2, y: (touches.0.y + touches.1.y) / 2)
        let distance = touches.0.distance(to: touches.1)
        guard distance > 0 else { throw .coincidentTouches(touches.0) }
        return (distance, midpoint)
    }
}
