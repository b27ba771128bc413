/// Why a ``ScrollDriver`` (or ``ScrollDeceleration``) refused an input. Whenever one is thrown,
/// nothing changed: the driver's state and the collection view's content offset are as before.
public enum ScrollError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A parameter that is not finite or out of range; `name` is the parameter (with its component,
    /// e.g. `touchVelocity.y`), `value` what was given.
    case invalidValue(name: String, value: Double, requirement: String)
    /// A time earlier than the driver's current time (times must not decrease).
    case timeWentBackwards(time: Double, current: Double)
    /// ``ScrollDriver/drag(to:time:)`` or ``ScrollDriver/endDragging(touchVelocity:time:)`` without a
    /// drag in progress.
    case notDragging
    /// ``ScrollDriver/beginDragging(at:time:)`` while a drag is in progress.
    case alreadyDragging
    /// The snap-target hook returned a non-finite offset.
    case invalidSnapTarget(Point)
    /// The collection view refused the new content offset (its layout failed to update).
    case layoutFailed(LayoutError)

    /// For example `"invalid scroll input: touchVelocity.y is nan; must be finite"`.
    public var description: String {
        switch self {
        case let .invalidValue(name, value, requirement):
            ParameterMessage.invalid("scroll input", name, value, requirement)
        case let .timeWentBackwards(time, current):
            "invalid scroll input: time \(time) is before the driver's time \(current); times must not decrease"
        case .notDragging:
            "not dragging; call beginDragging(at:time:) first"
        case .alreadyDragging:
            "already dragging; call endDragging(touchVelocity:time:) first"
        case let .invalidSnapTarget(point):
            "the snap-target hook returned (\(point.x), \(point.y)); it must be finite"
        case let .layoutFailed(error):
            "the collection view could not scroll: \(error)"
        }
    }

    /// ``invalidValue(name:value:requirement:)``, for the shared checks.
    package static func invalidNumber(_ name: String, _ value: Double, _ requirement: String) -> ScrollError {
        .invalidValue(name: name, value: value, requirement: requirement)
    }
}

extension ScrollError: ParameterChecking {}
