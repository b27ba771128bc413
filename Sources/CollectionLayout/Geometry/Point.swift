/// A location in a two-dimensional coordinate space, in points.
public struct Point: Sendable, Hashable, Codable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable
    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite.
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The Euclidean distance to `other`.
    @inlinable
    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}
