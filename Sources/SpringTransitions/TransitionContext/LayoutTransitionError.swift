/// Why a layout transition of a ``TransitionNode`` (or a ``LayoutTransitionContext``) failed.
/// Whenever one is thrown, nothing was changed.
public enum LayoutTransitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// ``LayoutTransitionContext/completeTransition(finished:)`` was called on a context that had
    /// already completed (with `finished`).
    case alreadyCompleted(finished: Bool)
    /// ``LayoutTransitionContext/completeTransition(finished:)`` was called on a context that a newer
    /// transition interrupted (the newer one took over its elements and completes instead).
    case interrupted
    /// The layout for the node's state failed to prepare for its size and data counts.
    case layoutFailed(LayoutError)
    /// The spring animation of the transition could not start, retarget or advance.
    case transitionFailed(TransitionError)

    /// For example `"completeTransition(finished:) was called twice; the transition already completed with finished: true"`.
    public var description: String {
        switch self {
        case .alreadyCompleted(let finished):
            "completeTransition(finished:) was called twice; the transition already completed with finished: \(finished)"
        case .interrupted:
            "completeTransition(finished:) was called on a transition that a newer one interrupted; the newer transition completes instead"
        case .layoutFailed(let error):
            "the layout for the current state failed to prepare: \(error)"
        case .transitionFailed(let error):
            "the layout transition's animation failed: \(error)"
        }
    }
}
