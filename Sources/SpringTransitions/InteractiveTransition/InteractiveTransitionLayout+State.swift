extension InteractiveTransitionLayout {
    /// Where an interactive transition is in its life.
    public enum State: String, Sendable, Hashable {
        /// Taking progress from the host.
        case interactive
        /// Handed to a spring heading for the next layout.
        case finishing
        /// Handed to a spring heading back to the original layout.
        case cancelling
        /// Stopped where it was (``CollectionView/cancelInteractiveTransitionInPlace()``, or
        /// replaced by another transition).
        case stopped
    }
}
