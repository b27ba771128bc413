// Completing and interrupting a layout transition.

extension LayoutTransitionContext {
    /// Ends the transition: marks the context completed and lets the host make ``toLayout`` its
    /// layout and remove ``removedElements`` (``TransitionNode/didCompleteLayoutTransition(_:)``).
    /// Call it exactly once, when the animation has ended; pass `false` when it was cut short (the
    /// new layout is still installed: the state has changed either way).
    ///
    /// - Throws: ``LayoutTransitionError/alreadyCompleted(finished:)`` when called again, e.g.
    ///   `"completeTransition(finished:) was called twice; the transition already completed with finished: true"`;
    ///   ``LayoutTransitionError/interrupted`` when a newer transition took over. Nothing changes then.
    public func completeTransition(finished: Bool) throws(LayoutTransitionError) {
        switch state {
        case .pending: break
        case .completed(let previous): throw .alreadyCompleted(finished: previous)
        case .interrupted: throw .interrupted
        }
        state = .completed(finished: finished)
        onComplete(self, finished)
    }

    /// Marks a pending context as interrupted by a newer transition.
    func interrupt() {
        if state == .pending { state = .interrupted }
    }
}
