// Every deferred element's channel motions in one pass, for keyframe export
// (Keyframes/KeyframeRecorder): a read-only accessor over the deferred entries' slots.

extension SpringTransitionLayout {
    /// For each element k, `ids[k]`, whose entry index is `indices[k]` (or −1): when the entry is
    /// that element's and deferred,
    /// the motions of its center x, center y, width, height and alpha (in that order) from the
    /// presented time on, written to `out[5k...5k + 4]`, and `done[k]` set — what
    /// ``springMotion(of:for:)`` gives per channel, and for a property without a channel its
    /// pose's value at rest (the target's; alpha 1, as ``deferredPose(_:)`` has it). Otherwise
    /// `done[k]` is `false` and nothing is written (the pose may hold values, or a transform,
    /// that only it gives); all of them once the transition is not running. Reads the store once
    /// (no exclusivity check per channel) and builds no pose.
    func deferredSpringMotions(ids: UnsafePointer<ElementID>, indices: UnsafePointer<Int>, count: Int,
                               into out: UnsafeMutablePointer<SpringMotion>, done: UnsafeMutablePointer<Bool>) {
        guard state == .running else {
            for k in 0..<count { done[k] = false }
            return
        }
        let table = elements
        if var lazy = lazyExact {
            // The lazy exact path keeps the channels' states as closed forms from its anchor: its
            // maps brought to the presented time once, then read per channel from local copies
            // (one copy of the store per record, not one per channel).
            let n = clock.stepCount, r = clock.remainder
            lazy.refreshMaps(step: n - lazy.anchorStep, remainder: r)
            let step = n - lazy.anchorStep
            let store = channelStore
            for k in 0..<count {
                let i = indices[k]
                guard i >= 0, i < table.count, table.id(ofEntry: i) == ids[k], let d = table.record(ofEntry: i) else {
                    done[k] = false
                    continue
                }
                let o = out + 5 * k
                let targets = (d.target.centerX, d.target.centerY, d.target.width, d.target.height)
                for c in 0..<4 {
                    let raw = d.slots[c]
                    guard raw >= 0 else {
                        o[c] = SpringMotion(spring: .smooth, start: .zero, target: c == 0 ? targets.0 : (c == 1 ? targets.1 : (c == 2 ? targets.2 : targets.3)))
                        continue
                    }
                    // What lazySpringMotion gives.
                    let id = ChannelID(rawValue: raw)
                    let s = lazy.state(id, step: step, store: store)
                    let spring = store.spring(of: id)
                    o[c] = lazy.isMoving(id, step: step)
                        ? SpringMotion(spring: spring, from: s.value, velocity: s.velocity, to: store.target(of: id))
                        : SpringMotion(spring: spring, start: .zero, target: s.value)
                }
                o[4] = SpringMotion(spring: .smooth, start: .zero, target: 1)
                done[k] = true
            }
            return
        }
        let remainder = clock.remainder
        if remainder != 0 { refreshRemainderMaps() }
        let store = self.store
        for k in 0..<count {
            let i = indices[k]
            guard i >= 0, i < table.count, table.id(ofEntry: i) == ids[k], let d = table.record(ofEntry: i) else {
                done[k] = false
                continue
            }
            let o = out + 5 * k
            let targets = (d.target.centerX, d.target.centerY, d.target.width, d.target.height)
            for c in 0..<4 {
                let raw = d.slots[c]
                guard raw >= 0 else {
                    let value = c == 0 ? targets.0 : (c == 1 ? targets.1 : (c == 2 ? targets.2 : targets.3))
                    o[c] = SpringMotion(spring: .smooth, start: .zero, target: value)
                    continue
                }
                let id = ChannelID(rawValue: raw)
                let s = store.presentedState(id, remainder: remainder)
                let spring = store.spring(of: id)
                o[c] = store.isActive(id)
                    ? SpringMotion(spring: spring, from: s.value, velocity: s.velocity, to: store.target(of: id))
                    : SpringMotion(spring: spring, start: .zero, target: s.value)
            }
            o[4] = SpringMotion(spring: .smooth, start: .zero, target: 1)
            done[k] = true
        }
    }
}
