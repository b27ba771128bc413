#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Turning an animation into batch channels. A retargeted element reuses the channels it already
// has, so its positions and velocities carry on; only channels it did not have are added.

extension SpringTransitionLayout {
    /// Gives `b` its channels for the planned element `p` at index `i`. `a` is the animation the
    /// element had until now (the same object when it keeps its animation), if any.
    func attach(_ b: AttributeAnimation, entry i: Int, planned p: PlannedEntry, previous a: AttributeAnimation?) {
        let continuing = p.previous >= 0
        let moving = p.isMoving

        // What the element is doing now, channel by channel.
        var existing = InlineArray<12, Int32>(repeating: -1)
        var value = AttributeAnimation.standardValues(of: continuing ? p.from : b._from)
        var velocity = InlineArray<12, Double>(repeating: 0)
        var oldCustom: [(name: String, id: ChannelID, value: Double, velocity: Double)] = []
        var old3D: (from: Transform3D.Components?, to: Transform3D.Components?, matrix: Transform3D)?
        if continuing, let a {
            for k in 0..<12 {
                let s = Int(a.standardSlot[k])
                if s >= 0 {
                    let c = a.table[s]
                    let state = presentedState(c, of: a)
                    existing[k] = c.id.rawValue
                    value[k] = state.value
                    velocity[k] = state.velocity
                } else {
                    value[k] = a.toStandard[k]
                }
            }
            for c in a.table {
                guard case .custom(let name) = c.channel else { continue }
                let state = presentedState(c, of: a)
                oldCustom.append((name, c.id, state.value, state.velocity))
            }
            if existing[10] >= 0 { old3D = (a.from3D, a.to3D, a.to3DMatrix) }
        }

        // Targets: the rotation takes the shortest way from where it is.
        var target = AttributeAnimation.standardValues(of: b._to)
        target[8] = value[8] + (target[8] - value[8]).remainder(dividingBy: 2 * Double.pi)

        // The 3-D transform: keep its progress channel when the target is unchanged, else restart
        // it from the current matrix, carrying over the velocity projected onto the new path.
        let toMatrix = b._to.transform3D
        var velocity3D = 0.0
        if let old3D, let a, toMatrix == old3D.matrix {
            b.from3D = old3D.from
            b.to3D = old3D.to
            b.from3DMatrix = a.from3DMatrix
            b.to3DMatrix = a.to3DMatrix
            target[10] = 1
            velocity3D = velocity[10]
        } else {
            let current = continuing ? p.from.transform3D : b._from.transform3D
            b.from3DMatrix = current
            b.to3DMatrix = toMatrix
            if current != toMatrix {
                b.from3D = current.components
                b.to3D = toMatrix.components
                value[10] = 0
                target[10] = 1
                if let old3D, let f0 = old3D.from, let t0 = old3D.to, let f1 = b.from3D, let t1 = b.to3D {
                    let along = Self.dot3D(f0, t0, f1, t1), length = Self.dot3D(f1, t1, f1, t1)
                    let projected = length > 0 ? velocity[10] * along / length : 0
                    velocity3D = projected.isFinite ? projected : 0
                }
            } else {
                b.from3D = nil
                b.to3D = nil
                value[10] = 1
                target[10] = 1
            }
        }
        velocity[10] = velocity3D

        // Elements at rest take the animation's initial velocity and delay; moving ones carry on.
        if !moving {
            for k in 0..<12 { velocity[k] = b.initialVelocity[AnimationChannel.standard[k]] }
            if value[10] == target[10] { velocity[10] = 0 }
        }
        let hold = !moving && b.delay > 0
        b.isWaiting = hold
        b.startTime = time + b.delay
        b.fromStandard = value
        b.toStandard = target
        if continuing { b._from = p.from }
        b.table = []
        b.standardSlot = InlineArray(repeating: -1)

        for k in 0..<12 {
            let channel = AnimationChannel.standard[k]
            let old = existing[k] >= 0 ? ChannelID(rawValue: existing[k]) : nil
            let f = value[k], t = target[k], v = velocity[k]
            guard old != nil || f != t || v != 0 else { continue }
            let id = slot(old, position: f, velocity: v, target: t, spring: b.springs[channel],
                          threshold: channel.restThreshold, hold: hold, entry: i)
            b.standardSlot[k] = Int16(b.table.count)
            b.table.append(AnimatedChannel(channel: channel, id: id, from: f, to: t, startVelocity: v,
                                           restDisplacement: channel.restThreshold.displacement, writesPose: true))
        }

        // Custom channels: every name the element had, found in either side, or declared.
        var names: [String] = []
        func note(_ name: String) { if !names.contains(name) { names.append(name) } }
        for c in oldCustom { note(c.name) }
        for e in b._from.customChannels { note(e.name) }
        for e in b._to.customChannels { note(e.name) }
        for d in b.declaredChannels { note(d.name) }
        for name in names {
            let old = oldCustom.first { $0.name == name }
            let f: Double, t: Double, writes: Bool, threshold: RestThreshold
            if let d = b.declaredChannels.first(where: { $0.name == name }) {
                f = old?.value ?? d.from
                t = d.to
                writes = false
                threshold = d.threshold
            } else {
                let start = continuing ? p.from.customChannels[name] : b._from.customChannels[name]
                let end = b._to.customChannels[name]
                f = old?.value ?? start ?? end ?? 0
                t = end ?? f
                writes = start != nil || end != nil
                threshold = .unit
            }
            let channel = AnimationChannel.custom(name)
            let v = moving ? (old?.velocity ?? 0) : b.initialVelocity[channel]
            guard old != nil || f != t || v != 0 else { continue }
            let id = slot(old?.id, position: f, velocity: v, target: t, spring: b.springs[channel],
                          threshold: threshold, hold: hold, entry: i)
            b.table.append(AnimatedChannel(channel: channel, id: id, from: f, to: t, startVelocity: v,
                                           restDisplacement: threshold.displacement, writesPose: writes))
        }

        b.progressRule = b.makeProgressRule()
        b.hasPassedHalfway = false
        b.engine = self
        b.entryIndex = i
        b.isAttached = true
    }

    /// Points a channel (existing or new) at its job: from `position` with `velocity` toward
    /// `target`, or held at `position` when the element waits for its delay.
    func slot(_ existing: ChannelID?, position f: Double, velocity v: Double, target t: Double, spring: Spring,
              threshold: RestThreshold, hold: Bool, entry: Int) -> ChannelID {
        let velocity = hold ? 0 : v
        let goal = hold ? f : t
        let id: ChannelID
        if let existing {
            id = existing
            setChannel(id, position: f, velocity: velocity, target: goal)
            if batch.spring(of: id) != spring {
                Self.invariant("setSpring on an existing channel") { try batch.setSpring(of: id, to: spring) }
            }
            channelInfo[Int(id.rawValue)].spring = springIndex(for: spring)
            channelInfo[Int(id.rawValue)].entry = Int32(entry)
        } else {
            id = addChannel(position: f, velocity: velocity, target: goal, spring: spring, threshold: threshold, entry: entry)
        }
        channelInfo[Int(id.rawValue)].from = f
        channelInfo[Int(id.rawValue)].weight = 0
        return id
    }

    /// Adds a batch channel and its per-channel bookkeeping. Values are finite (validated before).
    func addChannel(position: Double, velocity: Double, target: Double, spring: Spring, threshold: RestThreshold,
                    entry: Int) -> ChannelID {
        // Every value was validated (finite attributes, decompositions and velocities) before the
        // transition changed anything, so the batch cannot refuse it.
        let id = Self.invariant("addChannel with validated, finite values") {
            try batch.addChannel(position: position, velocity: velocity, target: target, spring: spring, threshold: threshold)
        }
        channelInfo.append(ChannelInfo(weight: 0, from: position, target: target, spring: springIndex(for: spring),
                                       entry: Int32(entry)))
        return id
    }

    /// Sets a channel's state and target (waking it as needed) and mirrors the target.
    func setChannel(_ id: ChannelID, position: Double, velocity: Double, target: Double) {
        // Finite by construction (validated inputs, or values read from the batch).
        Self.invariant("setState and retarget of an existing channel with finite values") {
            try batch.setState(of: id, position: position, velocity: velocity)
            try batch.retarget(id, to: target)
        }
        channelInfo[Int(id.rawValue)].target = target
    }

    /// The index of `spring` in the transition's spring table, adding it if new.
    func springIndex(for spring: Spring) -> Int32 {
        // Most channels share the spring added last: no hashing then.
        if let last = springTable.last, last == spring { return Int32(springTable.count - 1) }
        if let i = springLookup[spring] { return i }
        let i = Int32(springTable.count)
        springTable.append(spring)
        springLookup[spring] = i
        remainderMaps.append(.identity)
        springSumsX.append(0)
        springSumsV.append(0)
        remainderMapsStep = .nan
        return i
    }

    /// (t0 − f0)·(t1 − f1) over the linear parts of two decomposed 3-D transforms (perspective,
    /// translation, scale, skew and the quaternion's components).
    static func dot3D(_ f0: Transform3D.Components, _ t0: Transform3D.Components,
                      _ f1: Transform3D.Components, _ t1: Transform3D.Components) -> Double {
        let p = (t0.perspective - f0.perspective) * (t1.perspective - f1.perspective)
        let tr = (t0.translation - f0.translation) * (t1.translation - f1.translation)
        let s = (t0.scale - f0.scale) * (t1.scale - f1.scale)
        let k = (t0.skew - f0.skew) * (t1.skew - f1.skew)
        let q0 = t0.rotation, r0 = f0.rotation, q1 = t1.rotation, r1 = f1.rotation
        let q = (q0.x - r0.x) * (q1.x - r1.x) + (q0.y - r0.y) * (q1.y - r1.y)
            + (q0.z - r0.z) * (q1.z - r1.z) + (q0.w - r0.w) * (q1.w - r1.w)
        return p.sum() + tr.sum() + s.sum() + k.sum() + q
    }
}
