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
            "invalid scroll input: \(name) is \(value); \(requirement)"
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

    /// Throws ``invalidValue(name:value:requirement:)`` unless `value` is finite.
    static func requireFinite(_ value: Double, _ name: String) throws(ScrollError) {
        guard value.isFinite else { throw .invalidValue(name: name, value: value, requirement: "must be finite") }
    }

    /// Throws ``invalidValue(name:value:requirement:)`` unless both coordinates of `point` are finite.
    static func requireFinite(_ point: Point, _ name: String) throws(ScrollError) {
        try requireFinite(point.x, name + ".x")
        try requireFinite(point.y, name + ".y")
    }

    /// Throws ``invalidValue(name:value:requirement:)`` unless `value` is finite and greater than 0.
    static func requirePositive(_ value: Double, _ name: String) throws(ScrollError) {
        guard value.isFinite, value > 0 else {
            throw .invalidValue(name: name, value: value, requirement: "must be finite and greater than 0")
        }
    }
}
