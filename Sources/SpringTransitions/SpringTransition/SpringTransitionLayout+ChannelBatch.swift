extension SpringTransitionLayout {
    /// The transition's channels, read-only: the position, velocity, target and spring of every
    /// animated channel, moving ones first. For inspection and estimates (see
    /// ``ChannelBatch/workEstimate(for:over:)``); the transition alone changes them.
    public var channelBatch: ChannelBatch { batch }
}
