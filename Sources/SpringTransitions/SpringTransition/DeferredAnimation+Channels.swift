// A record's channels (see `DeferredAnimation`): attached, posed and read from the record alone;
// the element table makes the animation object only when someone asks for it.

extension DeferredAnimation {
    /// The record of element `entry`, attached (the clock on its grid), what `attach` does for the
    /// built-in provider's animation of a plain element: its geometric channels from where it is
    /// (carrying on from `previous`, the record it continues, if any) to `planned`'s target on
    /// `springs`, at rest unless it was moving.
    static func attach(entry: Int, planned: PlannedEntry, previous: DeferredAnimation?, springs: ChannelSprings,
                       recipe: Int32, in w: inout ChannelStore) -> DeferredAnimation {
        if previous == nil && w.channelRecordsPending {
            return attachPending(entry: entry, planned: planned, springs: springs, recipe: recipe, in: &w)
        }
        var value = planned.from.geometric
        var velocity = GeometricValues.zero
        var existing = GeometricSlots.none
        if let previous {
            // What the element is doing now, channel by channel (a record never waits).
            for k in 0..<4 {
                let raw = previous.slots[k]
                if raw >= 0 {
                    let id = ChannelID(rawValue: raw)
                    existing[k] = raw
                    value[k] = w.position(of: id)
                    velocity[k] = w.velocity(of: id)
                } else {
                    value[k] = previous.target[k]
                }
            }
        }
        // Elements at rest take the animation's initial velocity (none); moving ones carry on.
        if !planned.isMoving { velocity = .zero }
        let target = planned.to.geometric
        var slots = GeometricSlots.none
        let uniform = springs.overrides.isEmpty
        for k in 0..<4 {
            let old = existing[k] >= 0 ? ChannelID(rawValue: existing[k]) : nil
            let f = value[k], t = target[k], v = velocity[k]
            guard old != nil || f != t || v != 0 else { continue }
            let channel = AnimationChannel.standard[k]
            let id = w.slot(old, position: f, velocity: v, target: t, spring: uniform ? springs.default : springs[channel],
                            threshold: channel.restThreshold, hold: false, entry: entry)
            slots[k] = id.rawValue
        }
        return DeferredAnimation(slots: slots, start: value, target: target, recipe: recipe)
    }

    /// `attach` for a new element while `w`'s channel records are pending (see
    /// ``ChannelStore/deferChannelRecords()``): each geometric channel whose start and target
    /// differ is added from rest, in geometric order, on its spring; the others get none.
    private static func attachPending(entry: Int, planned: PlannedEntry, springs: ChannelSprings, recipe: Int32,
                                      in w: inout ChannelStore) -> DeferredAnimation {
        let value = planned.from.geometric, target = planned.to.geometric
        var slots = GeometricSlots.none
        if springs.overrides.isEmpty {
            let spring = springs.default
            if value.centerX != target.centerX { slots.centerX = w.addPendingChannel(entry: entry, spring: spring) }
            if value.centerY != target.centerY { slots.centerY = w.addPendingChannel(entry: entry, spring: spring) }
            if value.width != target.width { slots.width = w.addPendingChannel(entry: entry, spring: spring) }
            if value.height != target.height { slots.height = w.addPendingChannel(entry: entry, spring: spring) }
        } else {
            for k in 0..<4 where value[k] != target[k] {
                slots[k] = w.addPendingChannel(entry: entry, spring: springs[AnimationChannel.standard[k]])
            }
        }
        return DeferredAnimation(slots: slots, start: value, target: target, recipe: recipe)
    }

    /// Stops the channels of a record whose element now snaps: they rest where they are and no
    /// longer count for the progress.
    func release(in w: inout ChannelStore) {
        for k in 0..<4 where slots[k] >= 0 { w.release(ChannelID(rawValue: slots[k])) }
    }

    /// The animation the built-in provider made for element `id`, in the state attaching it gave it
    /// (see `attach`): from its start pose to its target on `springs` (its recipe's), its
    /// geometric channels slotted as recorded, attached at `attachTime`. Not yet owned by any engine.
    func makeAnimation(for id: ElementID, springs: ChannelSprings, attachTime: Double) -> AttributeAnimation {
        let record = self
        let a = AttributeAnimation(element: id, from: fromAttributes(of: id), to: toAttributes(of: id), springs: springs)
        var from = AttributeAnimation.standardValues(of: a._to)
        let to = from
        let storage = ChannelTableStorage()
        for k in 0..<4 {
            from[k] = record.start[k]
            guard record.slots[k] >= 0 else { continue }
            let channel = AnimationChannel.standard[k]
            a.standardSlot[k] = Int16(storage.channels.count)
            storage.channels.append(AnimatedChannel(
                channel: channel, id: ChannelID(rawValue: record.slots[k]), from: record.start[k], to: record.target[k],
                // (A slot's start velocity is read only while its animation waits for a delay,
                // which a record never does.)
                startVelocity: 0, restDisplacement: channel.restThreshold.displacement,
                writesPose: true))
        }
        a.fromStandard = from
        a.toStandard = to
        a.table = ChannelTable(storage: storage, offset: 0, count: storage.channels.count)
        a.progressRule = a.makeProgressRule(channels: storage.channels[...])
        a.isWaiting = false
        a.startTime = attachTime
        a.isAttached = true
        return a
    }

    /// The presented center and size while the transition runs: each slot's presented value
    /// (sizes clamped at 0), the target where it has none — what the base
    /// ``AttributeAnimation/interpolatePose(_:values:)`` writes into its pose.
    func presentedGeometry(in engine: SpringTransitionLayout) -> GeometricValues {
        var g = target
        if slots.centerX >= 0 { g.centerX = engine.presentedState(ChannelID(rawValue: slots.centerX)).value }
        if slots.centerY >= 0 { g.centerY = engine.presentedState(ChannelID(rawValue: slots.centerY)).value }
        if slots.width >= 0 { g.width = Swift.max(0, engine.presentedState(ChannelID(rawValue: slots.width)).value) }
        if slots.height >= 0 { g.height = Swift.max(0, engine.presentedState(ChannelID(rawValue: slots.height)).value) }
        return g
    }

    /// The pose of element `id` while the transition runs (always plain).
    func presentedPose(of id: ElementID, in engine: SpringTransitionLayout) -> LayoutAttributes {
        let g = presentedGeometry(in: engine)
        return LayoutAttributes(id: id, center: Point(x: g.centerX, y: g.centerY), size: Size(width: g.width, height: g.height))
    }

    /// The pose while the transition runs in a plan's compact form, without building attributes.
    func presentedPlannedPose(in engine: SpringTransitionLayout) -> PlannedAttributes {
        let g = presentedGeometry(in: engine)
        return PlannedAttributes(centerX: g.centerX, centerY: g.centerY, width: g.width, height: g.height, whole: -1)
    }

    /// The presented center.
    func presentedCenter(in engine: SpringTransitionLayout) -> (Double, Double) {
        let x = slots.centerX >= 0 ? engine.presentedState(ChannelID(rawValue: slots.centerX)).value : target.centerX
        let y = slots.centerY >= 0 ? engine.presentedState(ChannelID(rawValue: slots.centerY)).value : target.centerY
        return (x, y)
    }

    /// Whether any of its channels is moving. (Reads `engine`'s store channel by channel: passing
    /// the store would copy it, a retain per array, for every element of a retarget.)
    @inline(__always)
    func isMoving(in engine: SpringTransitionLayout) -> Bool {
        for k in 0..<4 where slots[k] >= 0 && engine.store.isActive(ChannelID(rawValue: slots[k])) { return true }
        return false
    }

    /// The motion of standard channel `channel` from the presented time on, `nil` for one it has
    /// no slot for.
    func springMotion(of channel: AnimationChannel, in engine: SpringTransitionLayout) -> SpringMotion? {
        guard let k = channel.standardIndex, k < 4, slots[k] >= 0 else { return nil }
        return engine.batchSpringMotion(ChannelID(rawValue: slots[k]))
    }
}
