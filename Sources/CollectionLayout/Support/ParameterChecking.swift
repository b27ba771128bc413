// The package's one parameter-checking helper: the wording every "invalid parameter" error shares
// (``ParameterMessage``), and the checks (``ParameterCheck``), written once for any error type:
// `LayoutError` makes one per owner, and error types with a case for a number out of range get
// them by conforming to ``ParameterChecking``. Package-wide, not public: SpringDynamics is not
// below it, every module above CollectionLayout uses it.

/// The wording every "invalid parameter" error of the package shares:
/// `"invalid <subject>: <name> is <value>; <requirement>"`, for example
/// `"invalid FlowLayout: minimumLineSpacing is -1.0; must be finite and not negative"`.
package enum ParameterMessage {
    /// The message for parameter `name` of `subject` that is `value` and breaks `requirement`.
    package static func invalid(_ subject: String, _ name: String, _ value: some Any, _ requirement: String) -> String {
        "invalid \(subject): \(name) is \(value); \(requirement)"
    }
}

/// The parameter checks, written once: each throws the error `number` (or, for integers,
/// `integer`) makes from the parameter's name (with its component, e.g. `itemSize.width`), its
/// value and the requirement it breaks (e.g. `"must be finite"`). Names are autoclosures, so a
/// check that passes builds no string.
package struct ParameterCheck<Failure: Error> {
    let number: (_ name: String, _ value: Double, _ requirement: String) -> Failure
    let integer: (_ name: String, _ value: Int, _ requirement: String) -> Failure

    /// Checks whose failures `number` and `integer` make.
    package init(number: @escaping (String, Double, String) -> Failure, integer: @escaping (String, Int, String) -> Failure) {
        self.number = number
        self.integer = integer
    }

    /// Requires a finite number.
    package func finite(_ name: @autoclosure () -> String, _ value: Double) throws(Failure) {
        guard value.isFinite else { throw number(name(), value, "must be finite") }
    }

    /// Requires a finite, strictly positive number; `requirement` is the message's wording.
    package func positive(_ name: @autoclosure () -> String, _ value: Double,
                          _ requirement: String = "must be finite and positive") throws(Failure) {
        guard value.isFinite, value > 0 else { throw number(name(), value, requirement) }
    }

    /// Requires a finite, non-negative number.
    package func nonNegative(_ name: @autoclosure () -> String, _ value: Double) throws(Failure) {
        guard value.isFinite, value >= 0 else { throw number(name(), value, "must be finite and not negative") }
    }

    /// Requires a number in [0, 1].
    package func fraction(_ name: @autoclosure () -> String, _ value: Double) throws(Failure) {
        guard value >= 0, value <= 1 else { throw number(name(), value, "must be between 0 and 1") }
    }

    /// Requires a non-negative integer.
    package func nonNegative(_ name: @autoclosure () -> String, _ value: Int) throws(Failure) {
        guard value >= 0 else { throw integer(name(), value, "must not be negative") }
    }

    /// Requires an integer of at least 1.
    package func positive(_ name: @autoclosure () -> String, _ value: Int) throws(Failure) {
        guard value >= 1 else { throw integer(name(), value, "must be at least 1") }
    }

    /// Requires a point with finite coordinates, naming the first that is not (`name.x`, `name.y`).
    package func point(_ name: @autoclosure () -> String, _ value: Point) throws(Failure) {
        try finite("\(name()).x", value.x)
        try finite("\(name()).y", value.y)
    }

    /// Requires a size with finite, non-negative extents.
    package func size(_ name: @autoclosure () -> String, _ value: Size) throws(Failure) {
        try nonNegative("\(name()).width", value.width)
        try nonNegative("\(name()).height", value.height)
    }

    /// Requires insets that are finite on every edge (they may be negative).
    package func finiteInsets(_ name: @autoclosure () -> String, _ value: EdgeInsets) throws(Failure) {
        try finite("\(name()).top", value.top)
        try finite("\(name()).left", value.left)
        try finite("\(name()).bottom", value.bottom)
        try finite("\(name()).right", value.right)
    }

    /// Requires a rectangle with a finite origin and size (`name.origin.x`, …, `name.size.height`).
    package func rect(_ name: @autoclosure () -> String, _ value: Rect) throws(Failure) {
        try point("\(name()).origin", value.origin)
        try finite("\(name()).size.width", value.size.width)
        try finite("\(name()).size.height", value.size.height)
    }

    /// Requires insets that are finite and not negative on every edge.
    package func insets(_ name: @autoclosure () -> String, _ value: EdgeInsets) throws(Failure) {
        try nonNegative("\(name()).top", value.top)
        try nonNegative("\(name()).left", value.left)
        try nonNegative("\(name()).bottom", value.bottom)
        try nonNegative("\(name()).right", value.right)
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
    /// The shared checks, throwing ``invalidNumber(_:_:_:)``.
    package static var check: ParameterCheck<Self> {
        ParameterCheck(number: invalidNumber, integer: { invalidNumber($0, Double($1), $2) })
    }

    /// Throws unless `value` is finite.
    package static func requireFinite(_ value: Double, _ name: String) throws(Self) { try check.finite(name, value) }

    /// Throws unless both coordinates of `point` are finite, naming the first that is not
    /// (`name.x` or `name.y`).
    package static func requireFinite(_ point: Point, _ name: String) throws(Self) { try check.point(name, point) }

    /// Throws unless `value` is finite and greater than 0; `requirement` is the message's wording.
    package static func requirePositive(_ value: Double, _ name: String,
                                        _ requirement: String = "must be finite and greater than 0") throws(Self) {
        try check.positive(name, value, requirement)
    }

    /// Throws unless `value` is finite and not negative.
    package static func requireNonNegative(_ value: Double, _ name: String) throws(Self) { try check.nonNegative(name, value) }
}
