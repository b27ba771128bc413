/// Where a time-driven transition (`SpringTransitionLayout`, ``EasedTransitionLayout``) is in
/// its life: the `State` of both.
public enum TransitionState: String, Sendable, Hashable {
    /// Advancing.
    case running
    /// The transition reached its end: the poses are the next layout's attributes and the content
    /// offset is the transition's `toContentOffset`.
    case finished
    /// Stopped by `cancelInPlace()` (or replaced by another transition): the poses stay where they were.
    case cancelled
}
