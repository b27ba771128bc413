/// What every block of one ``GSLIntegrator`` frame needs: the active channels (read only, by
/// both threads) and their rest thresholds, the blocking, whether every block restarts, and
/// the time step.
struct GSLBlockFrame: @unchecked Sendable {
    /// The batch's active channels; blocks read them (``GSLIntegratorBlock/gather(_:base:fresh:)``).
    let channels: ActiveChannels
    /// The rest thresholds of every slot, for the rest check of
    /// ``GSLIntegratorBlock/scatter(_:index:)``.
    let thresholds: SlotThresholds
    /// The largest thresholds of the batch: a channel outside them cannot be at rest.
    let largestRestDisplacement: Double
    let largestRestVelocity: Double
    /// The integrator's ``GSLIntegrator/blockSize``: block `i` holds the slots from `i · blockSize` on.
    let blockSize: Int
    /// Whether every block restarts (a fresh start).
    let fresh: Bool
    /// The frame's time step, in seconds.
    let dt: Double
}
