/// Errors thrown by geometry constructors and transform decomposition.
///
/// Each case's ``description`` names the offending parameter or matrix part and its value.
public enum GeometryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A parameter is outside its domain: `name` must satisfy `requirement` but is `value`.
    case invalidParameter(name: String, value: Double, requirement: String)
    /// A transform has a NaN or infinite entry, so it cannot be decomposed.
    case nonFiniteTransform
    /// A 3-D transform's homogeneous scale `m44` is zero, so it cannot be normalised and decomposed.
    case zeroHomogeneousScale
    /// A 3-D transform's upper-left 3×3 part (its linear part) is singular, so it cannot be decomposed.
    /// `determinant` is the determinant of that part as stored (before normalising by `m44`).
    case singularLinearPart(determinant: Double)

    /// A human-readable message naming the parameter and its value.
    public var description: String {
        switch self {
        case let .invalidParameter(name, value, requirement):
            return "\(name) must be \(requirement), got \(value)"
        case .nonFiniteTransform:
            return "cannot decompose a transform with a non-finite entry"
        case .zeroHomogeneousScale:
            return "cannot decompose a transform whose m44 is 0"
        case let .singularLinearPart(determinant):
            return "cannot decompose a transform whose upper-left 3×3 part is singular (determinant \(determinant))"
        }
    }
}
