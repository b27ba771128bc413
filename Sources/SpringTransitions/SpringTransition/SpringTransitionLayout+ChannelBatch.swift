extension SpringTransitionLayout {
    /// A copy of the transition's channel storage.
    @available(*, deprecated, message: "exposes the engine's storage; use workEstimate(over:), activeChannelCount and stiffestActiveSpring")
    public var channelBatch: ChannelBatch { store.batchCopy() }

    /// What advancing the transition's moving channels by `dt` seconds costs its integrator
    /// (``Integrator/workEstimate(for:over:)`` summed over the moving channels): the estimate a
    /// work budget checks before running.
    /// On the lazy exact path (where a step costs nothing per channel) it counts the channels that
    /// moved at its anchor, an upper bound, without leaving the path.
    public func workEstimate(over dt: Double) -> WorkEstimate {
        if lazyExact != nil {
            installPendingChannelRecords()
            return channelStore.workEstimate(for: integrator, over: dt)
        }
        return store.workEstimate(for: integrator, over: dt)
    }

    /// The stiffest spring among the moving channels (largest fastest rate); `nil` when none moves.
    /// (On the lazy exact path: among the channels that moved at its anchor.)
    public var stiffestActiveSpring: Spring? {
        if lazyExact != nil {
            installPendingChannelRecords()
            return channelStore.stiffestActiveSpring
        }
        return store.stiffestActiveSpring
    }
}
