// Reading the channel store from the engine's other parts: what a channel is doing, by name,
// instead of through the store's batch and records.

extension ChannelStore {
    /// The number of channels moving now.
    @inline(__always)
    var activeCount: Int { batch.activeCount }

    /// The spring table (``ChannelInfo/spring`` indexes it), for per-spring maps and bounds.
    var springTable: [Spring] { springs }

    /// The spring-table index of channel `raw`'s spring.
    @inline(__always)
    func springIndex(ofChannel raw: Int) -> Int {
        if channelRecordsPending { return Int(pendingSpringMap[Int(batch.springIndex(of: ChannelID(rawValue: Int32(raw))))]) }
        return Int(info[raw].spring)
    }

    /// Φ(remainder) per spring, as last refreshed (``refreshRemainderMaps(_:)``).
    var currentRemainderMaps: [SpringStepMatrix] { remainderMaps }

    /// A copy of the batch (for the deprecated public `channelBatch`).
    func batchCopy() -> ChannelBatch { batch }

    /// The position of the moving channel in active slot `slot`.
    @inline(__always)
    func position(inSlot slot: Int) -> Double { batch.position(inSlot: slot) }

    /// The number of springs in the spring table.
    var springCount: Int { springs.count }

    /// Spring `i` of the spring table (``ChannelInfo/spring`` indexes it).
    func spring(atIndex i: Int) -> Spring { springs[i] }

    /// What advancing the moving channels by `dt` costs `integrator`.
    func workEstimate(for integrator: any Integrator, over dt: Double) -> WorkEstimate {
        batch.workEstimate(for: integrator, over: dt)
    }

    /// The stiffest spring among the moving channels; `nil` when none moves.
    var stiffestActiveSpring: Spring? { batch.stiffestActiveSpring }

    /// Whether channel `id` is moving (in the active range).
    @inline(__always)
    func isActive(_ id: ChannelID) -> Bool { batch.isActive(id) }

    /// Channel `id`'s position on the clock's grid.
    @inline(__always)
    func position(of id: ChannelID) -> Double { batch.position(of: id) }

    /// Channel `id`'s velocity on the clock's grid.
    @inline(__always)
    func velocity(of id: ChannelID) -> Double { batch.velocity(of: id) }

    /// Channel `id`'s target.
    @inline(__always)
    func target(of id: ChannelID) -> Double { batch.target(of: id) }

    /// The moving channel in active slot `slot` (0 ..< ``activeCount``).
    @inline(__always)
    func channel(inSlot slot: Int) -> ChannelID { batch.channel(inSlot: slot) }

    /// Channel `raw`'s weight in the progress (0 for channels that do not count).
    @inline(__always)
    func weight(ofChannel raw: Int) -> Double { channelRecordsPending ? pendingWeights[raw] : info[raw].weight }

    /// The value channel `raw`'s animation started from (at the last start or retarget).
    @inline(__always)
    func from(ofChannel raw: Int) -> Double {
        channelRecordsPending ? batch.position(of: ChannelID(rawValue: Int32(raw))) : info[raw].from
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
