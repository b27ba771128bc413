/// The error thrown when a spring is built from an unusable parameter.
///
/// It always names the parameter exactly as the caller passed it (for example `bounce`, not the
/// `damping` it would have produced), together with the offending value and the rule it broke.
/// ``description`` reads, for example:
///
///     invalid spring parameter stiffness = -1.0: must be greater than 0
public struct SpringParameterError: Error, Hashable, CustomStringConvertible {
    /// The name of the parameter as it appears in the initialiser (or coding key) the caller used.
    public let parameter: String
    /// The value that was passed for ``parameter``.
    public let value: Double
    /// The rule the value broke, phrased to follow "must…" or "must give…".
    public let requirement: String

    /// Creates an error for `parameter = value` that breaks `requirement`.
    public init(parameter: String, value: Double, requirement: String) {
        self.parameter = parameter
        self.value = value
        self.requirement = requirement
    }

    /// `invalid spring parameter <parameter> = <value>: <requirement>`.
    public var description: String {
        "invalid spring parameter \(parameter) = \(value): \(requirement)"
    }

    /// Equal when parameter, requirement and value agree; two NaN values count as equal, so an error
    /// always equals itself.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.parameter == rhs.parameter && lhs.requirement == rhs.requirement
            && (lhs.value == rhs.value || (lhs.value.isNaN && rhs.value.isNaN))
    }

    /// Hashes consistently with ``==(_:_:)`` (all NaNs hash alike).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(parameter)
        hasher.combine(requirement)
        hasher.combine(value.isNaN ? Double.nan : value)
    }
}

extension SpringParameterError {
    /// Requirement texts shared by every initialiser, so messages stay uniform.
    enum Rule {
        static let finite = "must be finite"
        static let positive = "must be greater than 0"
        static let nonNegative = "must be greater than or equal to 0"
        static let bounce = "must be greater than -1 and less than or equal to 1"
    }

    /// Throws unless `value` is finite and greater than 0.
    static func requirePositive(_ value: Double, _ name: String) throws(SpringParameterError) {
        guard value.isFinite else { throw SpringParameterError(parameter: name, value: value, requirement: Rule.finite) }
        guard value > 0 else { throw SpringParameterError(parameter: name, value: value, requirement: Rule.positive) }
    }

    /// Throws unless `value` is finite and greater than or equal to 0.
    static func requireNonNegative(_ value: Double, _ name: String) throws(SpringParameterError) {
        guard value.isFinite else { throw SpringParameterError(parameter: name, value: value, requirement: Rule.finite) }
        guard value >= 0 else { throw SpringParameterError(parameter: name, value: value, requirement: Rule.nonNegative) }
    }
}
