/// Distances by which a rectangle is inset on each edge, in points.
public struct EdgeInsets: Sendable, Hashable, Codable {
    /// The inset at the top edge.
    public var top: Double
    /// The inset at the left edge.
    public var left: Double
    /// The inset at the bottom edge.
    public var bottom: Double
    /// The inset at the right edge.
    public var right: Double

    /// Creates insets from the four edges.
    @inlinable
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of the same amount on every edge.
    @inlinable
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// Whether every inset is finite.
    @inlinable
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    /// `left + right`.
    @inlinable
    public var horizontal: Double { left + right }

    /// `top + bottom`.
    @inlinable
    public var vertical: Double { top + bottom }
}
