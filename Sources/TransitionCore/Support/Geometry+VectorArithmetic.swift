// Where SpringDynamics meets CollectionLayout: the geometry types are vectors, so the stateless
// spring API (`Spring.value(target:initialVelocity:time:)`, `update(value:velocity:target:deltaTime:)`)
// animates points, sizes, rectangles and insets directly.

extension Point: VectorArithmetic {
    /// Scales both coordinates.
    @inlinable public mutating func scale(by rhs: Double) { x *= rhs; y *= rhs }

    /// x² + y².
    @inlinable public var magnitudeSquared: Double { x * x + y * y }
}

extension Size: VectorArithmetic {
    /// The componentwise sum.
    @inlinable public static func + (lhs: Size, rhs: Size) -> Size { Size(width: lhs.width + rhs.width, height: lhs.height + rhs.height) }

    /// The componentwise difference.
    @inlinable public static func - (lhs: Size, rhs: Size) -> Size { Size(width: lhs.width - rhs.width, height: lhs.height - rhs.height) }

    /// Scales both extents.
    @inlinable public mutating func scale(by rhs: Double) { width *= rhs; height *= rhs }

    /// width² + height².
    @inlinable public var magnitudeSquared: Double { width * width + height * height }
}

extension Rect: VectorArithmetic {
    /// The sum of origins and of sizes.
    @inlinable public static func + (lhs: Rect, rhs: Rect) -> Rect { Rect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size) }

    /// The difference of origins and of sizes.
    @inlinable public static func - (lhs: Rect, rhs: Rect) -> Rect { Rect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size) }

    /// Scales origin and size.
    @inlinable public mutating func scale(by rhs: Double) { origin.scale(by: rhs); size.scale(by: rhs) }

    /// The squared length of (x, y, width, height).
    @inlinable public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}

extension EdgeInsets: VectorArithmetic {
    /// The edgewise sum.
    @inlinable public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// The edgewise difference.
    @inlinable public static func - (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top - rhs.top, left: lhs.left - rhs.left, bottom: lhs.bottom - rhs.bottom, right: lhs.right - rhs.right)
    }

    /// Scales every edge.
    @inlinable public mutating func scale(by rhs: Double) { (top, left, bottom, right) = (top * rhs, left * rhs, bottom * rhs, right * rhs) }

    /// The squared length of (top, left, bottom, right).
    @inlinable public var magnitudeSquared: Double { top * top + left * left + bottom * bottom + right * right }
}
