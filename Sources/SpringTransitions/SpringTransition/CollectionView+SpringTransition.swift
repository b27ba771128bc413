// Driving a collection view through spring transitions.

extension CollectionView {
    /// The running (or just ended) spring transition the collection view shows, if any.
    public var springTransition: SpringTransitionLayout? { layout as? SpringTransitionLayout }

    /// Starts a spring transition to `next`, or retargets the one running.
    ///
    /// `next` is prepared for the collection view's context (bounds, inset, data); the transition
    /// (a ``Layout``) is installed as the collection view's layout and returned, so that you can set
    /// its target offset (``SpringTransitionLayout/setToContentOffset(for:at:)``) or its
    /// ``SpringTransitionLayout/completion``. Drive it with ``advance(by:)``; when it finishes, the
    /// collection view holds `next`, with the content offset exactly at the target.
    ///
    /// When a spring transition is running, it is retargeted instead
    /// (``SpringTransitionLayout/retarget(to:using:toContentOffset:)``): every element continues from
    /// its current position and velocity; the same transition object is returned (its configuration
    /// stays; a given `integrator` replaces the running one). When an eased transition is running,
    /// the new one starts from its current poses, and the content offset keeps its velocity
    /// (``EasedTransitionLayout/contentOffsetVelocity``).
    ///
    /// - Parameters:
    ///   - next: the layout to go to; prepared here for the collection view's context.
    ///   - provider: the animation of each element; default ``AnimationProvider/spring(_:)`` with ``Spring/smooth``.
    ///   - integrator: advances the springs; `nil` for the transition's default (``GSLIntegrator`` with rkf45).
    ///   - configuration: time step, offset mode, anchor and target offset.
    /// - Throws: ``TransitionError``; ``TransitionError/layoutFailed(role:_:)`` when `next` fails to
    ///   prepare. Nothing changes when it throws.
    @discardableResult
    public mutating func transition(to next: some Layout, using provider: AnimationProvider = .spring(.smooth),
                                    integrator: (any Integrator)? = nil,
                                    configuration: SpringTransitionLayout.Configuration = .init()) throws(TransitionError) -> SpringTransitionLayout {
        var prepared: any Layout = next
        do {
            try prepared.prepare(in: context)
        } catch {
            throw .layoutFailed(role: "next", error)
        }
        if let running = springTransition, running.state == .running {
            try running.retarget(to: prepared, using: provider, toContentOffset: configuration.toContentOffset)
            if let integrator { running.integrator = integrator }
            return running
        }
        // Start from what the view shows: a running eased or interactive transition's present
        // poses, and the view's own offset (a layout that a scroll did not invalidate is still
        // prepared at an older one).
        var current = transitionStartLayout
        if current.preparedContext?.contentOffset != contentOffset {
            var atOffset = current.snapshot()
            do {
                try atOffset.prepare(in: context)
            } catch {
                throw .layoutFailed(role: "current", error)
            }
            current = atOffset
        }
        let transition = try SpringTransitionLayout(from: current, to: prepared, provider: provider,
                                                    integrator: integrator, configuration: configuration)
        // A running eased transition's offset keeps its velocity (the springs take it over).
        if let eased = easedTransition, !eased.isComplete { transition.continueOffset(velocity: eased.contentOffsetVelocity) }
        interruptRunningTransition()
        try installTransition(transition, contentOffset: transition.contentOffset)
        return transition
    }

    /// Cancels the running spring transition but keeps its momentum
    /// (``SpringTransitionLayout/cancelInPlaceKeepingVelocity()``): the elements coast and spring back
    /// to where they are now; keep calling ``advance(by:)``, and the collection view ends on those
    /// frozen poses. Does nothing without a running transition.
    ///
    /// - Throws: ``TransitionError`` from the retarget; nothing changes then.
    public mutating func cancelTransitionInPlaceKeepingVelocity() throws(TransitionError) {
        guard let transition = springTransition, transition.state == .running else { return }
        try transition.cancelInPlaceKeepingVelocity()
        try show(transition.contentOffset)
    }
}
