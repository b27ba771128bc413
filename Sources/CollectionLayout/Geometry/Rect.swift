/// An axis-aligned rectangle: an origin and a size, in points.
///
/// A rectangle with a negative width or height is treated like UIKit's
/// standardized rectangle by ``minX``, ``maxX``, ``minY`` and ``maxY``.
public struct Rect: Sendable, Hashable, Codable {
    /// The corner with the smallest coordinates when the size is non-negative.
    public var origin: Point
    /// The extents.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    @inlinable
    public init(origin: Point, size: Size) { (self.origin, self.size) = (origin, size) }

    /// Creates a rectangle from its coordinates and extents.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Creates the rectangle of `size` centered on `center`.
    @inlinable
    public init(center: Point, size: Size) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest x coordinate.
    @inlinable public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// The largest x coordinate.
    @inlinable public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// The smallest y coordinate.
    @inlinable public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// The largest y coordinate.
    @inlinable public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    /// The x coordinate of the center.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The y coordinate of the center.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The absolute width.
    @inlinable public var width: Double { abs(size.width) }
    /// The absolute height.
    @inlinable public var height: Double { abs(size.height) }

    /// The center point.
    @inlinable
    public var center: Point { Point(x: midX, y: midY) }

    /// Whether the rectangle has zero area.
    @inlinable
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// Whether every coordinate and extent is finite.
    @inlinable
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// Whether the two rectangles overlap with a non-zero area, or touch when either is empty.
    ///
    /// Closed intervals are used so that zero-size elements on a query's edge are found,
    /// which is what a visible-rect query wants.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// Whether `point` lies inside the rectangle or on its edge.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// The smallest rectangle that contains both rectangles.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The overlap of the two rectangles, or `nil` when they do not intersect.
    @inlinable
    public func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle moved by `dx`, `dy`.
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `insets` (grown for negative insets).
    @inlinable
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: origin.x + insets.left, y: origin.y + insets.top,
             width: size.width - insets.horizontal, height: size.height - insets.vertical)
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom.
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }
}
