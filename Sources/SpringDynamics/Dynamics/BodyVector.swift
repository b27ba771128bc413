/// A position, velocity, force or acceleration of a body: two components of `Double`.
///
/// Bodies of a one-axis ``BodySystem`` use ``x`` only; their ``y`` is 0 when read and must be 0
/// or is ignored when written (see each API). Stored as two plain `Double`s (not a SIMD type) on
/// purpose.
public struct BodyVector: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The first component.
    public var x: Double
    /// The second component (0 in a one-axis system).
    public var y: Double

    /// Creates a vector.
    ///
    /// - Parameters:
    ///   - x: the first component.
    ///   - y: the second component; defaults to 0 (one-axis systems).
    public init(x: Double, y: Double = 0) {
        self.x = x
        self.y = y
    }

    /// (0, 0).
    public static let zero = BodyVector(x: 0, y: 0)

    /// The Euclidean length.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// `"(x, y)"`.
    public var description: String { "(\(x), \(y))" }

    /// Throws ``DynamicsError/invalidParameter(name:value:requirement:)`` naming `name.x` or
    /// `name.y` unless both components are finite.
    func validateFinite(_ name: String) throws(DynamicsError) {
        guard x.isFinite else { throw .invalidParameter(name: "\(name).x", value: x, requirement: "finite") }
        guard y.isFinite else { throw .invalidParameter(name: "\(name).y", value: y, requirement: "finite") }
    }
}
