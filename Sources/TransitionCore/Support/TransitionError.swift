/// Why a `SpringTransitionLayout` could not start, retarget, advance or finish. Whenever one is
/// thrown, nothing was changed (an integration failure keeps every step before the failing one).
public enum TransitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The layout playing `role` (`"current"` or `"next"`) has never been prepared.
    case layoutNotPrepared(role: String)
    /// The layout playing `role` has an element whose index path is outside its own data counts.
    case elementOutsideData(role: String, element: ElementID, dataCounts: DataCounts)
    /// The layout playing `role` failed to prepare or to update.
    case layoutFailed(role: String, LayoutError)
    /// The provider's animation of `element` has a field that cannot be animated; `value` is the
    /// offending value as text.
    case invalidAnimation(element: ElementID, field: String, value: String, requirement: String)
    /// The provider returned an animation of another element.
    case animationMismatch(expected: ElementID, returned: ElementID)
    /// The provider returned an animation that already belongs to a transition (or returned the same
    /// animation for two elements).
    case animationInUse(ElementID)
    /// A time step that is negative, NaN or infinite.
    case invalidTimeStep(Double)
    /// One `SpringTransitionLayout/advance(by:)` would take more than
    /// `SpringTransitionLayout/maximumStepsPerAdvance` clock steps (a `dt` of days at a 1/120 s
    /// step): split it into frames, or use a longer `SpringTransitionLayout/Configuration/timeStep`.
    case timeStepTooLong(dt: Double, timeStep: Double, limit: Int)
    /// A configuration value out of range.
    case invalidConfiguration(name: String, value: String, requirement: String)
    /// A target content offset that is not finite.
    case invalidContentOffset(Point)
    /// The next layout has no such cell (for an offset computed from a cell).
    case elementNotFound(ElementID)
    /// The integrator failed; the transition stays at its last completed step. The failure names
    /// the integrator, the time and its typed error (``IntegrationFailure``).
    case integrationFailed(IntegrationFailure)
    /// The transition has finished or was cancelled; start a new one instead.
    case transitionEnded

    /// For example `"invalid animation for cell [0, 3]: initialVelocity[centerX] is nan; must be finite"`.
    public var description: String {
        switch self {
        case let .layoutNotPrepared(role): "the \(role) layout is not prepared"
        case let .elementOutsideData(role, element, counts): "the \(role) layout has \(element) outside its data counts \(counts)"
        case let .layoutFailed(role, error): "the \(role) layout failed to prepare: \(error)"
        case let .invalidAnimation(element, field, value, requirement):
            ParameterMessage.invalid("animation for \(element)", field, value, requirement)
        case let .animationMismatch(expected, returned): "the provider returned an animation of \(returned) for \(expected)"
        case let .animationInUse(element): "the animation returned for \(element) already belongs to a transition"
        case let .invalidTimeStep(dt): "invalid time step \(dt); must be finite and not negative"
        case let .timeStepTooLong(dt, timeStep, limit):
            "a time step of \(dt) s needs more than \(limit) clock steps of \(timeStep) s; advance in shorter frames"
        case let .invalidConfiguration(name, value, requirement):
            ParameterMessage.invalid("transition configuration", name, value, requirement)
        case let .invalidContentOffset(point): "invalid target content offset (\(point.x), \(point.y)); must be finite"
        case let .elementNotFound(element): "the next layout has no attributes for \(element)"
        case let .integrationFailed(failure): "integration failed: \(failure.message)"
        case .transitionEnded: "the transition has ended; start a new one"
        }
    }
}
