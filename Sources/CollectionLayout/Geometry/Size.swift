/// A width and a height, in points.
public struct Size: Sendable, Hashable, Codable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    @inlinable
    public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }

    /// The size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both extents are finite.
    @inlinable
    public var isFinite: Bool { width.isFinite && height.isFinite }
}
