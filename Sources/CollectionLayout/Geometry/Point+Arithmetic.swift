extension Point {
    /// The coordinate-wise sum (a point offset by a vector).
    @inlinable
    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }

    /// The coordinate-wise difference (the vector from `rhs` to `lhs`).
    @inlinable
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

    /// Linear interpolation `from + (to − from)·fraction`, coordinate by coordinate.
    ///
    /// Exact at both ends (`from` at 0, `to` at 1) and for equal coordinates; fractions outside [0, 1]
    /// extrapolate; non-finite input gives a non-finite point.
    @inlinable
    public static func interpolate(from a: Point, to b: Point, fraction t: Double) -> Point {
        Point(x: _lerp(a.x, b.x, t), y: _lerp(a.y, b.y, t))
    }
}
