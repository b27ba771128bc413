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
        let store = channelStore
        if var lazy = lazyExact {
            // The lazy exact path keeps the channels' states as closed forms from its anchor: its
            // maps brought to the presented time once, then read per channel from local copies
            // (one copy of the store per record, not one per channel). What lazySpringMotion gives.
            let step = clock.stepCount - lazy.anchorStep
            lazy.refreshMaps(step: step, remainder: clock.remainder)
            Self.writeDeferredMotions(ids: ids, indices: indices, count: count, table: table, store: store,
                                      into: out, done: done) { id in
                (lazy.state(id, step: step, store: store), lazy.isMoving(id, step: step))
            }
            return
        }
        let remainder = clock.remainder
        if remainder != 0 { refreshRemainderMaps() }
        Self.writeDeferredMotions(ids: ids, indices: indices, count: count, table: table, store: store,
                                  into: out, done: done) { id in
            (store.presentedState(id, remainder: remainder), store.isActive(id))
        }
    }

    /// The loop of ``deferredSpringMotions(ids:indices:count:into:done:)`` over `table`'s deferred
    /// entries, each slotted channel's presented state and whether it moves from `state`.
    @inline(__always)
    private static func writeDeferredMotions(
        ids: UnsafePointer<ElementID>, indices: UnsafePointer<Int>, count: Int, table: ElementTable,
        store: ChannelStore, into out: UnsafeMutablePointer<SpringMotion>, done: UnsafeMutablePointer<Bool>,
        state: (ChannelID) -> (state: (value: Double, velocity: Double), isMoving: Bool)
    ) {
        for k in 0..<count {
            let i = indices[k]
            guard i >= 0, i < table.count, table.id(ofEntry: i) == ids[k], let d = table.record(ofEntry: i) else {
                done[k] = false
                continue
            }
            let o = out + 5 * k
            for c in 0..<4 {
                let raw = d.slots[c]
                guard raw >= 0 else {
                    o[c] = SpringMotion(spring: .smooth, start: .zero, target: d.target[c])
                    continue
                }
                let id = ChannelID(rawValue: raw)
                let (s, moving) = state(id)
                let spring = store.spring(of: id)
                o[c] = moving
                    ? SpringMotion(spring: spring, from: s.value, velocity: s.velocity, to: store.target(of: id))
                    : SpringMotion(spring: spring, start: .zero, target: s.value)
            }
            o[4] = SpringMotion(spring: .smooth, start: .zero, target: 1)
            done[k] = true
        }
    }
}
