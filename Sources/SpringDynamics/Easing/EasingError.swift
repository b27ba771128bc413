/// Errors thrown when creating or looking up an ``Easing``.
///
/// Each case's ``description`` names the offending name or parameter and its value.
public enum EasingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No curve has this name. The description lists the available names.
    case unknownName(String)
    /// A cubic Bézier control-point coordinate is invalid: `parameter` (x1, y1, x2 or y2) must be
    /// `requirement` ("in [0, 1]" for x, "finite" for y) but is `value`.
    case invalidControlPoint(parameter: String, value: Double, requirement: String)
    /// A custom easing function's name is empty or only whitespace.
    case emptyFunctionName
    /// A custom easing function's name is taken by a built-in curve (or starts with `cubicBezier(`).
    case reservedFunctionName(String)

    /// A human-readable message naming the offending name or parameter and its value.
    public var description: String {
        switch self {
        case let .unknownName(name):
            return "unknown easing '\(name)'; available: \(Easing.availableNamesList)"
        case let .invalidControlPoint(parameter, value, requirement):
            return "cubicBezier \(parameter) must be \(requirement), got \(value)"
        case .emptyFunctionName:
            return "custom easing name must not be empty"
        case let .reservedFunctionName(name):
            return "custom easing name '\(name)' is reserved by a built-in easing"
        }
    }
}
