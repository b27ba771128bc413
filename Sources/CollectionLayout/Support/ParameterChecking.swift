// The package's one parameter-checking helper: the wording every "invalid parameter" error shares
// (``ParameterMessage``), and the checks (``ParameterChecking``) that error types with a case for a
// number out of range get by conforming. Package-wide, not public: SpringDynamics is not below it,
// every module above CollectionLayout uses it.

/// The wording every "invalid parameter" error of the package shares:
/// `"invalid <subject>: <name> is <value>; <requirement>"`, for example
/// `"invalid FlowLayout: minimumLineSpacing is -1.0; must be finite and not negative"`.
package enum ParameterMessage {
    /// The message for parameter `name` of `subject` that is `value` and breaks `requirement`.
    package static func invalid(_ subject: String, _ name: String, _ value: some Any, _ requirement: String) -> String {
        "invalid \(subject): \(name) is \(value); \(requirement)"
    }
}

/// An error with a case for a number parameter out of range: the shared checks below throw it,
/// so each error type words its own message (with ``ParameterMessage``) but the checks are
/// written once. `ScrollError`, `SpringyLayoutError`, `ExchangeError` and `ContentOffsetPlacementError` conform.
package protocol ParameterChecking: Error {
    /// The error for parameter `name` (with its component, e.g. `touch.x`) that is `value` and
    /// breaks `requirement` (e.g. `"must be finite"`).
    static func invalidNumber(_ name: String, _ value: Double, _ requirement: String) -> Self
}

extension ParameterChecking {
    /// Throws unless `value` is finite.
    package static func requireFinite(_ value: Double, _ name: String) throws(Self) {
        guard value.isFinite else { throw invalidNumber(name, value, "must be finite") }
    }

    /// Throws unless both coordinates of `point` are finite, naming the first that is not
    /// (`name.x` or `name.y`).
    package static func requireFinite(_ point: Point, _ name: String) throws(Self) {
        try requireFinite(point.x, name + ".x")
        try requireFinite(point.y, name + ".y")
    }

    /// Throws unless `value` is finite and greater than 0; `requirement` is the message's wording.
    package static func requirePositive(_ value: Double, _ name: String,
                                        _ requirement: String = "must be finite and greater than 0") throws(Self) {
        guard value.isFinite, value > 0 else { throw invalidNumber(name, value, requirement) }
    }

    /// Throws unless `value` is finite and not negative.
    package static func requireNonNegative(_ value: Double, _ name: String) throws(Self) {
        guard value.isFinite, value >= 0 else { throw invalidNumber(name, value, "must be finite and not negative") }
    }
}
