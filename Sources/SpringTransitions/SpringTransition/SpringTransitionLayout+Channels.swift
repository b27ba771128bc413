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

    /// Gives `animation` its channels for the planned element `planned` at index `entry`, in the
    /// workspace `w` (the clock on its grid); its table is a window of `storage`, which receives
    /// `w`'s slots when the plan is applied. `from` is the element's current pose when it
    /// continues from the running transition; `previous` is the animation the element had until
    /// now (the same object when it keeps its animation), if any. In four steps: read what the
    /// element is doing now, aim every standard channel (the rotation the shortest way, the 3-D
    /// transform continuing or restarting), then attach the standard and the custom channels.
    func attach(_ animation: AttributeAnimation, entry: Int, planned: PlannedEntry, from: LayoutAttributes?,
                previous: AttributeAnimation?, in w: inout ChannelStore, storage: ChannelTableStorage) {
        let continuing = planned.previous >= 0
        let moving = planned.isMoving
        let now = time

        // What the element is doing now, channel by channel.
        var existing = InlineArray<12, Int32>(repeating: -1)
        var value = if let from { AttributeAnimation.standardValues(of: from) } else { animation.standardValuesOfFrom() }
        var velocity = InlineArray<12, Double>(repeating: 0)
        var oldCustom: [CurrentCustomChannel] = []
        var old3D: Current3D?
        if continuing, let previous {
            readCurrentMotion(of: previous, in: w, time: now, existing: &existing, value: &value, velocity: &velocity)
            oldCustom = currentCustomChannels(of: previous, in: w, time: now)
            if existing[.transform3D] >= 0 { old3D = (previous.from3D, previous.to3D, previous.to3DMatrix) }
        }

        // Targets: the rotation takes the shortest way from where it is.
        var target = animation.standardValuesOfTo()
        // (A zero difference is its own remainder, bit for bit: skip the libm call.)
        let turn = target[.rotation] - value[.rotation]
        target[.rotation] = value[.rotation] + (turn == 0 ? turn : turn.remainder(dividingBy: 2 * Double.pi))
        aimTransform3D(of: animation, from: from, old3D: old3D, previous: previous,
                       value: &value, target: &target, velocity: &velocity)

        // Elements at rest take the animation's initial velocity and delay; moving ones carry on.
        if !moving {
            if animation.initialVelocity.values.isEmpty {
                for k in 0..<StandardChannel.count { velocity[k] = 0 }
            } else {
                for k in 0..<StandardChannel.count { velocity[k] = animation.initialVelocity[AnimationChannel.standard[k]] }
                if value[.transform3D] == target[.transform3D] { velocity[.transform3D] = 0 }
            }
        }
        let hold = !moving && animation.delay > 0
        animation.isWaiting = hold
        animation.startTime = now + animation.delay
        animation.fromStandard = value
        animation.toStandard = target
        if let from { animation._from = from }
        animation.standardSlot = InlineArray(repeating: -1)

        let first = w.slotCount
        attachStandardChannels(animation, entry: entry, existing: existing, value: value, target: target,
                               velocity: velocity, hold: hold, in: &w, first: first)
        if !oldCustom.isEmpty || animation.hasCustomChannels {
            attachCustomChannels(animation, entry: entry, from: from, moving: moving, oldCustom: oldCustom, hold: hold, in: &w)
        }
        animation.table = ChannelTable(storage: storage, offset: first, count: w.slotCount - first)
        animation.progressRule = animation.makeProgressRule(channels: w.slots(from: first))
        animation.hasPassedHalfway = false
        animation.engine = self
        animation.entryIndex = entry
        animation.isAttached = true
        animation.isClaimed = false
    }

    /// The presented state of every standard channel of `previous`: its batch channel (or −1),
    /// value and velocity; channels it does not drive are at its target.
    func readCurrentMotion(of previous: AttributeAnimation, in w: borrowing ChannelStore, time: Double,
                           existing: inout InlineArray<12, Int32>,
                           value: inout InlineArray<12, Double>, velocity: inout InlineArray<12, Double>) {
        for k in 0..<StandardChannel.count {
            let s = Int(previous.standardSlot[k])
            if s >= 0 {
                let c = previous.table[s]
                let state = w.presentedState(c, of: previous, time: time)
                existing[k] = c.id.rawValue
                value[k] = state.value
                velocity[k] = state.velocity
            } else {
                value[k] = previous.toStandard[k]
            }
        }
    }

    /// The custom channels of `previous`, with their presented states.
    func currentCustomChannels(of previous: AttributeAnimation, in w: borrowing ChannelStore,
                               time: Double) -> [CurrentCustomChannel] {
        var channels: [CurrentCustomChannel] = []
        for c in previous.table {
            guard case .custom(let name) = c.channel else { continue }
            let state = w.presentedState(c, of: previous, time: time)
            channels.append((name, c.id, state.value, state.velocity))
        }
        return channels
    }

    /// The 3-D transform: keeps its progress channel when the target is unchanged, else restarts
    /// it from the current matrix, carrying over the velocity projected onto the new path.
    @inline(__always)
    func aimTransform3D(of animation: AttributeAnimation, from: LayoutAttributes?, old3D: Current3D?,
                        previous: AttributeAnimation?, value: inout InlineArray<12, Double>,
                        target: inout InlineArray<12, Double>, velocity: inout InlineArray<12, Double>) {
        var velocity3D = 0.0
        if let old3D, let previous, animation._to.transform3D == old3D.matrix {
            animation.path3D = previous.path3D
            target[.transform3D] = 1
            velocity3D = velocity[.transform3D]
        } else if old3D == nil, from == nil, animation._from.transform3D.isExactlyIdentity,
                  animation._to.transform3D.isExactlyIdentity {
            // The common case: no 3-D transform at either end, nothing to interpolate.
            animation.path3D = nil
            value[.transform3D] = 1
            target[.transform3D] = 1
        } else {
            let toMatrix = animation._to.transform3D
            let current = from?.transform3D ?? animation._from.transform3D
            if current != toMatrix {
                let path = Transform3DPath(from: current.components, to: toMatrix.components, fromMatrix: current,
                                           toMatrix: toMatrix)
                animation.path3D = path
                value[.transform3D] = 0
                target[.transform3D] = 1
                if let old3D, let f0 = old3D.from, let t0 = old3D.to, let f1 = path.from, let t1 = path.to {
                    let along = Self.dot3D(f0, t0, f1, t1), length = Self.dot3D(f1, t1, f1, t1)
                    let projected = length > 0 ? velocity[.transform3D] * along / length : 0
                    velocity3D = projected.isFinite ? projected : 0
                }
            } else {
                animation.path3D = .fixed(from: current, to: toMatrix)
                value[.transform3D] = 1
                target[.transform3D] = 1
            }
        }
        velocity[.transform3D] = velocity3D
    }

    /// A slot for every standard channel that moves or had one: from `value` with `velocity`
    /// toward `target`, reusing the element's `existing` batch channels. `first` is where the
    /// animation's slots start in `w`'s slots.
    @inline(__always)
    func attachStandardChannels(_ animation: AttributeAnimation, entry: Int, existing: InlineArray<12, Int32>,
                                value: InlineArray<12, Double>, target: InlineArray<12, Double>,
                                velocity: InlineArray<12, Double>, hold: Bool, in w: inout ChannelStore, first: Int) {
        let springs = animation.springs
        let uniform = springs.overrides.isEmpty
        for k in 0..<StandardChannel.count {
            let old = existing[k] >= 0 ? ChannelID(rawValue: existing[k]) : nil
            let f = value[k], t = target[k], v = velocity[k]
            guard old != nil || f != t || v != 0 else { continue }
            let channel = AnimationChannel.standard[k]
            let threshold = channel.restThreshold
            let id = w.slot(old, position: f, velocity: v, target: t, spring: uniform ? springs.default : springs[channel],
                            threshold: threshold, hold: hold, entry: entry)
            animation.standardSlot[k] = Int16(w.slotCount - first)
            w.appendSlot(AnimatedChannel(channel: channel, id: id, from: f, to: t, startVelocity: v,
                                              restDisplacement: threshold.displacement, writesPose: true))
        }
    }

    /// Custom channels: every name the element had, found in either side, or declared; declared
    /// channels go from their own start (or where they are) to their own target and do not write
    /// the pose.
    func attachCustomChannels(_ animation: AttributeAnimation, entry: Int, from: LayoutAttributes?,
                              moving: Bool, oldCustom: [CurrentCustomChannel], hold: Bool, in w: inout ChannelStore) {
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
                let start: Double? = if let from { from.customChannels[name] } else { animation._from.customChannels[name] }
                let end = animation._to.customChannels[name]
                f = old?.value ?? start ?? end ?? 0
                t = end ?? f
                writes = start != nil || end != nil
                threshold = .unit
            }
            let channel = AnimationChannel.custom(name)
            let v = moving ? (old?.velocity ?? 0) : animation.initialVelocity[channel]
            guard old != nil || f != t || v != 0 else { continue }
            let id = w.slot(old?.id, position: f, velocity: v, target: t, spring: animation.springs[channel],
                            threshold: threshold, hold: hold, entry: entry)
            w.appendSlot(AnimatedChannel(channel: channel, id: id, from: f, to: t, startVelocity: v,
                                              restDisplacement: threshold.displacement, writesPose: writes,
                                              customKey: ChannelKey(name)))
        }
    }

    /// Adds a channel to the store (see ``ChannelStore/addChannel(position:velocity:target:spring:threshold:entry:)``),
    /// growing the per-spring sums for a new spring.
    func addChannel(position: Double, velocity: Double, target: Double, spring: Spring, threshold: RestThreshold,
                    entry: Int) -> ChannelID {
        let id = store.addChannel(position: position, velocity: velocity, target: target, spring: spring,
                                  threshold: threshold, entry: entry)
        sums.growSprings(to: store.springCount)
        return id
    }

    /// Sets a channel's state and target (see ``ChannelStore/setChannel(_:position:velocity:target:)``);
    /// the progress sums no longer describe the batch when it counts for the progress.
    func setChannel(_ id: ChannelID, position: Double, velocity: Double, target: Double) {
        if store.setChannel(id, position: position, velocity: velocity, target: target) { sums.invalidate() }
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
