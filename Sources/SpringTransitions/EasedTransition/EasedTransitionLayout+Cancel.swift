// Stopping an eased transition where it is (TLLayoutTransitioning's cancel in place).

extension EasedTransitionLayout {
    /// Stops the transition where it is: every element freezes at its current pose, ``state``
    /// becomes ``State/cancelled`` and ``completion`` runs with `false`.
    ///
    /// - Returns: the frozen poses as a ``LayoutSnapshot`` (prepared in ``preparedContext``, with the
    ///   current content size), for a collection view to install
    ///   (``CollectionView/cancelTransitionInPlace()``) and to start a new transition from. After
    ///   the end it returns the poses as they are.
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
}
