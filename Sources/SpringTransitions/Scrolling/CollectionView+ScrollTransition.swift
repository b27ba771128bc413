// A layout transition started while the content scrolls on its own keeps the offset's velocity.

extension CollectionView {
    /// Starts a spring transition to `next` while `scroll` is moving the content (decelerating,
    /// springing back or snapping), keeping the content offset's velocity: the transition's offset
    /// channels start at the current offset with `scroll`'s ``ScrollDriver/contentOffsetVelocity``,
    /// the rule a retarget follows for a running transition. `scroll` is then stopped
    /// (``ScrollDriver/stop()``): the transition owns the offset until it finishes.
    ///
    /// Call it after advancing `scroll` (with its `in:` variants) to now, so that the view shows
    /// the driver's offset. The velocity is kept in every offset mode: in
    /// ``SpringTransitionLayout/ContentOffsetMode/spring(_:)`` mode, the default here (with
    /// ``ScrollDriver/defaultSpring``), by the offset's own channels; with
    /// ``SpringTransitionLayout/ContentOffsetMode/followsProgress`` by a correction that fades as the
    /// cells move on. When a spring transition is already running it is retargeted as by
    /// ``transition(to:using:integrator:configuration:)``, keeping its own offset velocity.
    ///
    /// - Parameters:
    ///   - next: the layout to go to; prepared here for the collection view's context.
    ///   - provider: the animation of each element; default ``AnimationProvider/spring(_:)`` with ``Spring/smooth``.
    ///   - integrator: advances the springs; `nil` for the transition's default.
    ///   - configuration: the transition's settings; by default the offset has its own spring.
    ///   - scroll: the driver moving the content; stopped when the transition starts.
    /// - Throws: ``TransitionError``, as ``transition(to:using:integrator:configuration:)``; neither
    ///   the view nor `scroll` changes then.
    @discardableResult
    public mutating func transition(
        to next: some Layout, using provider: AnimationProvider = .spring(.smooth), integrator: (any Integrator)? = nil,
        configuration: SpringTransitionLayout.Configuration = .init(contentOffsetMode: .spring(ScrollDriver.defaultSpring)),
        continuing scroll: inout ScrollDriver
    ) throws(TransitionError) -> SpringTransitionLayout {
        let velocity = scroll.contentOffsetVelocity
        let retargets = springTransition?.state == .running
        let transition = try transition(to: next, using: provider, integrator: integrator, configuration: configuration)
        if !retargets { transition.continueOffset(velocity: velocity) }
        scroll.stop()
        return transition
    }
}
