// Cancelling a transition but keeping its momentum (cancel in place itself is DrivenTransitionCore's).

extension SpringTransitionLayout {
    /// Cancels the transition but keeps its momentum: the current poses become the new target (a
    /// retarget to a frozen copy of them), so every element keeps its velocity, coasts on and
    /// springs back to where it was at the moment of the call; the content offset does the same in
    /// ``ContentOffsetMode/spring(_:)`` mode (and stays where it is otherwise). ``completion`` runs
    /// with `false`; the transition keeps running and finishes on the frozen poses, which a new
    /// ``retarget(to:using:toContentOffset:)`` can take over at any time, velocities included.
    ///
    /// - Returns: the frozen poses the transition now heads for.
    /// - Throws: ``TransitionError/transitionEnded`` when the transition has already ended.
    @discardableResult
    public func cancelInPlaceKeepingVelocity() throws(TransitionError) -> LayoutSnapshot {
        guard state == .running else { throw .transitionEnded }
        let frozen = LayoutSnapshot(of: self)
        try retarget(to: frozen, using: provider, toContentOffset: contentOffset, interrupting: true)
        return frozen
    }
}
