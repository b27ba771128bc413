/// The transition's bookkeeping for one batch channel, indexed by ``ChannelID/rawValue``: one
/// cache line's worth read together in the per-frame progress loop.
struct ChannelInfo {
    /// The channel's weight in the transition's progress P (0 for channels that do not count).
    var weight: Double
    /// The value the channel's animation started from (at the last start or retarget).
    var from: Double
    /// The channel's spring, as an index into the transition's spring table.
    var spring: Int32
    /// The element the channel belongs to (its entry index), or -1.
    var entry: Int32
}
