#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Turning an animation into batch channels. A retargeted element reuses the channels it already
// has, so its positions and velocities carry on; only channels it did not have are added.

extension SpringTransitionLayout {
    /// A custom channel an element had until now: its name, batch channel and presented state.
    typealias CurrentCustomChannel = (name: String, id: ChannelID, value: Double, velocity: Double)
    /// The 3-D transform an element was animating until now: its decomposed ends and target matrix.
    typealias Current3D = (from: Transform3D.Components?, to: Transform3D.Components?, matrix: Transform3D)

    /// Gives `animation` its channels for the planned element `planned` at index `entry`.
    /// `previous` is the animation the element had until now (the same object when it keeps its
    /// animation), if any. In four steps: read what the element is doing now, aim every standard
    /// channel (the rotation the shortest way, the 3-D transform continuing or restarting), then
    /// attach the standard and the custom channels.
    func attach(_ animation: AttributeAnimation, entry: Int, planned: PlannedEntry, previous: AttributeAnimation?) {
        let continuing = planned.previous >= 0
        let moving = planned.isMoving

        // What the element is doing now, channel by channel.
        var existing = InlineArray<12, Int32>(repeating: -1)
        var value = AttributeAnimation.standardValues(of: continuing ? planned.from : animation._from)
        var velocity = InlineArray<12, Double>(repeating: 0)
        var oldCustom: [CurrentCustomChannel] = []
        var old3D: Current3D?
        if continuing, let previous {
            readCurrentMotion(of: previous, existing: &existing, value: &value, velocity: &velocity)
            oldCustom = currentCustomChannels(of: previous)
            if existing[.transform3D] >= 0 { old3D = (previous.from3D, previous.to3D, previous.to3DMatrix) }
        }

        // Targets: the rotation takes the shortest way from where it is.
        var target = AttributeAnimation.standardValues(of: animation._to)
        target[.rotation] = value[.rotation] + (target[.rotation] - value[.rotation]).remainder(dividingBy: 2 * Double.pi)
        aimTransform3D(of: animation, planned: planned, continuing: continuing, old3D: old3D, previous: previous,
                       value: &value, target: &target, velocity: &velocity)

        // Elements at rest take the animation's initial velocity and delay; moving ones carry on.
        if !moving {
            for k in 0..<StandardChannel.count { velocity[k] = animation.initialVelocity[AnimationChannel.standard[k]] }
            if value[.transform3D] == target[.transform3D] { velocity[.transform3D] = 0 }
        }
        let hold = !moving && animation.delay > 0
        animation.isWaiting = hold
        animation.startTime = time + animation.delay
        animation.fromStandard = value
        animation.toStandard = target
        if continuing { animation._from = planned.from }
        animation.table = []
        animation.standardSlot = InlineArray(repeating: -1)

        attachStandardChannels(animation, entry: entry, existing: existing, value: value, target: target,
                               velocity: velocity, hold: hold)
        attachCustomChannels(animation, entry: entry, planned: planned, continuing: continuing, moving: moving,
                             oldCustom: oldCustom, hold: hold)

        animation.progressRule = animation.makeProgressRule()
        animation.hasPassedHalfway = false
        animation.engine = self
        animation.entryIndex = entry
        animation.isAttached = true
    }

    /// The presented state of every standard channel of `previous`: its batch channel (or −1),
    /// value and velocity; channels it does not drive are at its target.
    func readCurrentMotion(of previous: AttributeAnimation, existing: inout InlineArray<12, Int32>,
                           value: inout InlineArray<12, Double>, velocity: inout InlineArray<12, Double>) {
        for k in 0..<StandardChannel.count {
            let s = Int(previous.standardSlot[k])
            if s >= 0 {
                let c = previous.table[s]
                let state = presentedState(c, of: previous)
                existing[k] = c.id.rawValue
                value[k] = state.value
                velocity[k] = state.velocity
            } else {
                value[k] = previous.toStandard[k]
            }
        }
    }

    /// The custom channels of `previous`, with their presented states.
    func currentCustomChannels(of previous: AttributeAnimation) -> [CurrentCustomChannel] {
        var channels: [CurrentCustomChannel] = []
        for c in previous.table {
            guard case .custom(let name) = c.channel else { continue }
            let state = presentedState(c, of: previous)
            channels.append((name, c.id, state.value, state.velocity))
        }
        return channels
    }

    /// The 3-D transform: keeps its progress channel when the target is unchanged, else restarts
    /// it from the current matrix, carrying over the velocity projected onto the new path.
    func aimTransform3D(of animation: AttributeAnimation, planned: PlannedEntry, continuing: Bool, old3D: Current3D?,
                        previous: AttributeAnimation?, value: inout InlineArray<12, Double>,
                        target: inout InlineArray<12, Double>, velocity: inout InlineArray<12, Double>) {
        let toMatrix = animation._to.transform3D
        var velocity3D = 0.0
        if let old3D, let previous, toMatrix == old3D.matrix {
            animation.from3D = old3D.from
            animation.to3D = old3D.to
            animation.from3DMatrix = previous.from3DMatrix
            animation.to3DMatrix = previous.to3DMatrix
            target[.transform3D] = 1
            velocity3D = velocity[.transform3D]
        } else {
            let current = continuing ? planned.from.transform3D : animation._from.transform3D
            animation.from3DMatrix = current
            animation.to3DMatrix = toMatrix
            if current != toMatrix {
                animation.from3D = current.components
                animation.to3D = toMatrix.components
                value[.transform3D] = 0
                target[.transform3D] = 1
                if let old3D, let f0 = old3D.from, let t0 = old3D.to, let f1 = animation.from3D, let t1 = animation.to3D {
                    let along = Self.dot3D(f0, t0, f1, t1), length = Self.dot3D(f1, t1, f1, t1)
                    let projected = length > 0 ? velocity[.transform3D] * along / length : 0
                    velocity3D = projected.isFinite ? projected : 0
                }
            } else {
                animation.from3D = nil
                animation.to3D = nil
                value[.transform3D] = 1
                target[.transform3D] = 1
            }
        }
        velocity[.transform3D] = velocity3D
    }

    /// A slot for every standard channel that moves or had one: from `value` with `velocity`
    /// toward `target`, reusing the element's `existing` batch channels.
    func attachStandardChannels(_ animation: AttributeAnimation, entry: Int, existing: InlineArray<12, Int32>,
                                value: InlineArray<12, Double>, target: InlineArray<12, Double>,
                                velocity: InlineArray<12, Double>, hold: Bool) {
        for k in 0..<StandardChannel.count {
            let channel = AnimationChannel.standard[k]
            let old = existing[k] >= 0 ? ChannelID(rawValue: existing[k]) : nil
            let f = value[k], t = target[k], v = velocity[k]
            guard old != nil || f != t || v != 0 else { continue }
            let id = slot(old, position: f, velocity: v, target: t, spring: animation.springs[channel],
                          threshold: channel.restThreshold, hold: hold, entry: entry)
            animation.standardSlot[k] = Int16(animation.table.count)
            animation.table.append(AnimatedChannel(channel: channel, id: id, from: f, to: t, startVelocity: v,
                                                   restDisplacement: channel.restThreshold.displacement, writesPose: true))
        }
    }

    /// Custom channels: every name the element had, found in either side, or declared; declared
    /// channels go from their own start (or where they are) to their own target and do not write
    /// the pose.
    func attachCustomChannels(_ animation: AttributeAnimation, entry: Int, planned: PlannedEntry, continuing: Bool,
                              moving: Bool, oldCustom: [CurrentCustomChannel], hold: Bool) {
        var names: [String] = []
        func note(_ name: String) { if !names.contains(name) { names.append(name) } }
        for c in oldCustom { note(c.name) }
        for e in animation._from.customChannels { note(e.name) }
        for e in animation._to.customChannels { note(e.name) }
        for d in animation.declaredChannels { note(d.name) }
        for name in names {
            let old = oldCustom.first { $0.name == name }
            let f: Double, t: Double, writes: Bool, threshold: RestThreshold
            if let d = animation.declaredChannels.first(where: { $0.name == name }) {
                f = old?.value ?? d.from
                t = d.to
                writes = false
                threshold = d.threshold
            } else {
                let start = continuing ? planned.from.customChannels[name] : animation._from.customChannels[name]
                let end = animation._to.customChannels[name]
                f = old?.value ?? start ?? end ?? 0
                t = end ?? f
                writes = start != nil || end != nil
                threshold = .unit
            }
            let channel = AnimationChannel.custom(name)
            let v = moving ? (old?.velocity ?? 0) : animation.initialVelocity[channel]
            guard old != nil || f != t || v != 0 else { continue }
            let id = slot(old?.id, position: f, velocity: v, target: t, spring: animation.springs[channel],
                          threshold: threshold, hold: hold, entry: entry)
            var key: ChannelKey?
            if case .custom(let name) = channel { key = ChannelKey(name) }
            animation.table.append(AnimatedChannel(channel: channel, id: id, from: f, to: t, startVelocity: v,
                                                   restDisplacement: threshold.displacement, writesPose: writes, customKey: key))
        }
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
        if channelInfo[Int(id.rawValue)].weight != 0 { invalidateSums() }
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
