// Reading the channel store from the engine's other parts: what a channel is doing, by name,
// instead of through the store's batch and records.

extension ChannelStore {
    /// The number of channels moving now.
    @inline(__always)
    var activeCount: Int { channelRecordsPending ? pendingChannels.count : batch.activeCount }

    /// Whether any channel's target moves.
    var hasMovingTargets: Bool { batch.hasMovingTargets }

    /// A pending channel's start and target: its element's record's (see ``deferChannelRecords()``).
    @inline(__always)
    func pendingEnds(ofChannel raw: Int) -> (start: Double, target: Double) {
        let d = pendingRecords[Int(pendingChannels[raw].entry)]
        let k = d.slots.index(of: Int32(raw))
        return (d.start[k], d.target[k])
    }

    /// The position, velocity and target of the moving channel in active slot `slot`.
    @inline(__always)
    func state(inSlot slot: Int) -> (position: Double, velocity: Double, target: Double) {
        if channelRecordsPending {
            let ends = pendingEnds(ofChannel: slot)
            return (ends.start, 0, ends.target)
        }
        return (batch.position(inSlot: slot), batch.velocity(inSlot: slot), batch.target(inSlot: slot))
    }

    /// The spring table (``ChannelInfo/spring`` indexes it), for per-spring maps and bounds.
    var springTable: [Spring] { springs }

    /// The spring-table index of channel `raw`'s spring.
    @inline(__always)
    func springIndex(ofChannel raw: Int) -> Int {
        if channelRecordsPending { return Int(pendingChannels[raw].spring) }
        return Int(info[raw].spring)
    }

    /// Φ(remainder) per spring, as last refreshed (``refreshRemainderMaps(_:)``).
    var currentRemainderMaps: [SpringStepMatrix] { remainderMaps }

    /// A copy of the batch (for the deprecated public `channelBatch`).
    func batchCopy() -> ChannelBatch {
        precondition(!channelRecordsPending, "the pending channels are installed first")
        return batch
    }

    /// The position of the moving channel in active slot `slot`.
    @inline(__always)
    func position(inSlot slot: Int) -> Double {
        channelRecordsPending ? pendingEnds(ofChannel: slot).start : batch.position(inSlot: slot)
    }

    /// The number of springs in the spring table.
    var springCount: Int { springs.count }

    /// Spring `i` of the spring table (``ChannelInfo/spring`` indexes it).
    func spring(atIndex i: Int) -> Spring { springs[i] }

    /// What advancing the moving channels by `dt` costs `integrator`.
    func workEstimate(for integrator: any Integrator, over dt: Double) -> WorkEstimate {
        precondition(!channelRecordsPending, "the pending channels are installed first")
        return batch.workEstimate(for: integrator, over: dt)
    }

    /// The stiffest spring among the moving channels; `nil` when none moves.
    var stiffestActiveSpring: Spring? {
        precondition(!channelRecordsPending, "the pending channels are installed first")
        return batch.stiffestActiveSpring
    }

    /// Whether channel `id` is moving (in the active range).
    @inline(__always)
    func isActive(_ id: ChannelID) -> Bool { channelRecordsPending || batch.isActive(id) }

    /// Channel `id`'s position, velocity and target on the clock's grid, read once (a pending
    /// channel's element record is looked up once for both ends).
    @inline(__always)
    func anchorState(of id: ChannelID) -> (position: Double, velocity: Double, target: Double) {
        if channelRecordsPending {
            let ends = pendingEnds(ofChannel: Int(id.rawValue))
            return (ends.start, 0, ends.target)
        }
        return (batch.position(of: id), batch.velocity(of: id), batch.target(of: id))
    }

    /// Channel `id`'s position on the clock's grid.
    @inline(__always)
    func position(of id: ChannelID) -> Double {
        channelRecordsPending ? pendingEnds(ofChannel: Int(id.rawValue)).start : batch.position(of: id)
    }

    /// Channel `id`'s velocity on the clock's grid.
    @inline(__always)
    func velocity(of id: ChannelID) -> Double { channelRecordsPending ? 0 : batch.velocity(of: id) }

    /// Channel `id`'s target.
    @inline(__always)
    func target(of id: ChannelID) -> Double {
        channelRecordsPending ? pendingEnds(ofChannel: Int(id.rawValue)).target : batch.target(of: id)
    }

    /// The moving channel in active slot `slot` (0 ..< ``activeCount``).
    @inline(__always)
    func channel(inSlot slot: Int) -> ChannelID {
        channelRecordsPending ? ChannelID(rawValue: Int32(slot)) : batch.channel(inSlot: slot)
    }

    /// Channel `raw`'s weight in the progress (0 for channels that do not count).
    @inline(__always)
    func weight(ofChannel raw: Int) -> Double { channelRecordsPending ? pendingChannels[raw].weight : info[raw].weight }

    /// The value channel `raw`'s animation started from (at the last start or retarget).
    @inline(__always)
    func from(ofChannel raw: Int) -> Double {
        channelRecordsPending ? pendingEnds(ofChannel: raw).start : info[raw].from
    }

    /// The entry channel `raw` belongs to, or -1.
    func entry(ofChannel raw: Int) -> Int32 {
        precondition(!channelRecordsPending, "a channel's entry is read from its record")
        return info[raw].entry
    }

    /// Calls `body` with every moving channel and its bookkeeping, in active-slot order.
    @inline(__always)
    func forEachActive(_ body: (ChannelID, ChannelInfo) -> Void) {
        precondition(!channelRecordsPending, "the records are installed before they are read")
        for slot in 0..<batch.activeCount {
            let id = batch.channel(inSlot: slot)
            body(id, info[Int(id.rawValue)])
        }
    }
}
