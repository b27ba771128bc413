/// Why an interactive transition could not start, take a progress, or be finished or cancelled.
/// Whenever one is thrown, nothing was changed.
public enum InteractiveTransitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The collection view shows no interactive transition that is still interactive.
    case noInteractiveTransition
    /// The transition has been handed to a spring (finishing or cancelling) or stopped, and no
    /// longer takes progress.
    case notInteractive(InteractiveTransitionLayout.State)
    /// A progress that is NaN, infinite, or beyond ±``InteractiveTransitionLayout/progressLimit``.
    case invalidProgress(Double)
    /// A progress velocity that is NaN or infinite.
    case invalidVelocity(Double)
    /// Starting the transition or its spring hand-off failed.
    case transition(TransitionError)

    /// For example `"invalid transition progress nan; must be finite and at most 1000000.0 in magnitude"`.
    public var description: String {
        switch self {
        case .noInteractiveTransition: "no interactive transition is running; start one with startInteractiveTransition(to:)"
        case let .notInteractive(state): "the interactive transition is \(state.rawValue) and no longer interactive"
        case let .invalidProgress(progress): "invalid transition progress \(progress); must be finite and at most 1000000.0 in magnitude"
        case let .invalidVelocity(velocity): "invalid progress velocity \(velocity); must be finite"
        case let .transition(error): error.description
        }
    }
}
