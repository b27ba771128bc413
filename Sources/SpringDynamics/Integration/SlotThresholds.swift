/// The rest thresholds of a batch's slots, read in an integrator's pass: each slot's index into
/// the batch's table of distinct thresholds. Valid only inside
/// ``ChannelBatch/withActiveChannelsAndThresholds(_:)``.
struct SlotThresholds: @unchecked Sendable {
    /// Per slot, its threshold's index in `table`.
    let indices: UnsafeBufferPointer<Int32>
    /// The distinct thresholds.
    let table: UnsafeBufferPointer<RestThreshold>

    /// Whether slot `i` at |displacement| `d` and |velocity| `v` is within its thresholds.
    @inline(__always)
    func holds(_ i: Int, _ d: Double, _ v: Double) -> Bool {
        let t = table[Int(indices[i])]
        return d < t.displacement && v < t.velocity
    }
}
