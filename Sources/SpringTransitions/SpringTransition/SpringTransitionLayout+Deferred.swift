// Deferred elements (see `DeferredAnimation`): attached, posed and read from their record; their
// animation object is made only when someone asks for it.

extension SpringTransitionLayout {
    /// Attaches deferred element `entry` (the clock on its grid), what `attach` does for the
    /// built-in provider's animation of a plain element: its geometric channels from where it is
    /// (carrying on from `previous`, the record of the deferred element it continues, if any) to
    /// `planned`'s target on `springs`, at rest unless it was moving.
    func attachDeferred(entry: Int, planned: PlannedEntry, previous: DeferredAnimation?, springs: ChannelSprings,
                        recipe: Int32, in w: inout ChannelStore) -> DeferredAnimation {
        var value = planned.from.geometric
        var velocity = GeometricValues.zero
        var existing = GeometricSlots.none
        if let previous {
            // What the element is doing now, channel by channel (a deferred element never waits).
            for k in 0..<4 {
                let raw = previous.slots[k]
                if raw >= 0 {
                    let id = ChannelID(rawValue: raw)
                    existing[k] = raw
                    value[k] = w.batch.position(of: id)
                    velocity[k] = w.batch.velocity(of: id)
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

    /// The animation object deferred element `i` stands for, made now (and kept) if it was not yet:
    /// from then on the element is an ordinary animated one.
    func materializeAnimation(ofEntry i: Int) -> AttributeAnimation {
        if let a = entries[i].animation { return a }
        let a = makeAnimation(for: entries[i].id, deferred: deferred[i])
        a.engine = self
        a.entryIndex = i
        a.hasPassedHalfway = state == .finished
        entries[i].animation = a
        return a
    }

    /// The animation the built-in provider made for element `id`, in the state attaching it gave it
    /// (see `attach`): from its start pose to its target on its recipe's springs, its geometric
    /// channels slotted as `motion` records. Not yet owned by any engine.
    func makeAnimation(for id: ElementID, deferred motion: DeferredAnimation) -> AttributeAnimation {
        let a = AttributeAnimation(element: id, from: motion.fromAttributes(of: id), to: motion.toAttributes(of: id),
                                   springs: recipes[Int(motion.recipe)].springs(for: id))
        var from = AttributeAnimation.standardValues(of: a._to)
        let to = from
        let storage = ChannelTableStorage()
        for k in 0..<4 {
            from[k] = motion.start[k]
            guard motion.slots[k] >= 0 else { continue }
            let channel = AnimationChannel.standard[k]
            a.standardSlot[k] = Int16(storage.channels.count)
            storage.channels.append(AnimatedChannel(
                channel: channel, id: ChannelID(rawValue: motion.slots[k]), from: motion.start[k], to: motion.target[k],
                // (A slot's start velocity is read only while its animation waits for a delay,
                // which a deferred element never does.)
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

    /// The presented center and size of deferred entry `i` while the transition runs: each slot's
    /// presented value (sizes clamped at 0), the target where it has none — what the base
    /// ``AttributeAnimation/interpolatePose(_:values:)`` writes into its pose.
    func presentedGeometry(_ i: Int) -> GeometricValues {
        let d = deferred[i]
        var g = d.target
        if d.slots.centerX >= 0 { g.centerX = presentedState(ChannelID(rawValue: d.slots.centerX)).value }
        if d.slots.centerY >= 0 { g.centerY = presentedState(ChannelID(rawValue: d.slots.centerY)).value }
        if d.slots.width >= 0 { g.width = Swift.max(0, presentedState(ChannelID(rawValue: d.slots.width)).value) }
        if d.slots.height >= 0 { g.height = Swift.max(0, presentedState(ChannelID(rawValue: d.slots.height)).value) }
        return g
    }

    /// The pose of deferred entry `i` while the transition runs (always plain).
    func deferredPose(_ i: Int) -> LayoutAttributes {
        let g = presentedGeometry(i)
        return LayoutAttributes(id: entries[i].id, center: Point(x: g.centerX, y: g.centerY),
                                size: Size(width: g.width, height: g.height))
    }

    /// The pose of deferred entry `i` in a plan's compact form, without building its attributes.
    func deferredPlannedPose(_ i: Int) -> PlannedAttributes {
        let g = presentedGeometry(i)
        return PlannedAttributes(centerX: g.centerX, centerY: g.centerY, width: g.width, height: g.height, whole: -1)
    }

    /// The presented center of deferred entry `i`.
    func deferredCenter(_ i: Int) -> (Double, Double) {
        let d = deferred[i]
        let x = d.slots.centerX >= 0 ? presentedState(ChannelID(rawValue: d.slots.centerX)).value : d.target.centerX
        let y = d.slots.centerY >= 0 ? presentedState(ChannelID(rawValue: d.slots.centerY)).value : d.target.centerY
        return (x, y)
    }
}
