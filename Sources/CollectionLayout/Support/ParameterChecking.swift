/// An error with a case for a number parameter out of range: the shared checks below throw it,
/// so each error type words its own message but the checks are written once.
/// ``ScrollError``, ``SpringyLayoutError`` and ``ExchangeError`` conform.
protocol ParameterChecking: Error {
    /// The error for parameter `name` (with its component, e.g. `touch.x`) that is `value` and
    /// breaks `requirement` (e.g. `"must be finite"`).
    static func invalidNumber(_ name: String, _ value: Double, _ requirement: String) -> Self
}

extension ParameterChecking {
    /// Throws unless `value` is finite.
    static func requireFinite(_ value: Double, _ name: String) throws(Self) {
        guard value.isFinite else { throw invalidNumber(name, value, "must be finite") }
    }

    /// Throws unless both coordinates of `point` are finite, naming the first that is not
    /// (`name.x` or `name.y`).
    static func requireFinite(_ point: Point, _ name: String) throws(Self) {
        try requireFinite(point.x, name + ".x")
        try requireFinite(point.y, name + ".y")
    }

    /// Throws unless `value` is finite and greater than 0; `requirement` is the message's wording.
    static func requirePositive(_ value: Double, _ name: String,
                                _ requirement: String = "must be finite and greater than 0") throws(Self) {
        guard value.isFinite, value > 0 else { throw invalidNumber(name, value, requirement) }
    }

    /// Throws unless `value` is finite and not negative.
    static func requireNonNegative(_ value: Double, _ name: String) throws(Self) {
        guard value.isFinite, value >= 0 else { throw invalidNumber(name, value, "must be finite and not negative") }
    }
}
