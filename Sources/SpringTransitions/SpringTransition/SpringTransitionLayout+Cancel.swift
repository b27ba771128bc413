// Stopping a transition where it is (TLLayoutTransitioning's cancel in place).

extension SpringTransitionLayout {
    /// Stops the transition where it is: every element freezes at its current pose (velocities are
    /// dropped), ``state`` becomes ``State/cancelled`` and ``completion`` runs with `false`.
    ///
    /// - Returns: the frozen poses as a ``LayoutSnapshot`` (prepared in ``preparedContext``, with the
    ///   current content size), for a collection view to install
    ///   (``CollectionView/cancelTransitionInPlace()``) and to start a new
    ///   transition from. After the end it returns the poses as they are.
    @discardableResult
    public func cancelInPlace() -> LayoutSnapshot {
        let frozen = LayoutSnapshot(of: self)
        if state == .running {
            state = .cancelled
            frame &+= 1
            if let done = completion {
                completion = nil
                done(false)
            }
        }
        return frozen
    }

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
