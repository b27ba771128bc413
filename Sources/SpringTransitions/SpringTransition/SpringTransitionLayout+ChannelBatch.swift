extension SpringTransitionLayout {
    /// A copy of the transition's channel storage.
    @available(*, deprecated, message: "exposes the engine's storage; use workEstimate(over:), activeChannelCount and stiffestActiveSpring")
    public var channelBatch: ChannelBatch { store.batch }

    /// What advancing the transition's moving channels by `dt` seconds costs its integrator
    /// (``Integrator/workEstimate(for:over:)`` summed over the moving channels): the estimate a
    /// work budget checks before running.
    public func workEstimate(over dt: Double) -> WorkEstimate { store.workEstimate(for: integrator, over: dt) }

    /// The stiffest spring among the moving channels (largest fastest rate); `nil` when none moves.
    public var stiffestActiveSpring: Spring? { store.stiffestActiveSpring }
}
