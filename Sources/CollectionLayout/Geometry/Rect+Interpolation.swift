extension Rect {
    /// Linear interpolation of origin and size (so also of every edge and of the center).
    ///
    /// Exact at both ends (`from` at 0, `to` at 1) and for equal coordinates; fractions outside [0, 1]
    /// extrapolate; non-finite input gives a non-finite rectangle.
    @inlinable
    public static func interpolate(from a: Rect, to b: Rect, fraction t: Double) -> Rect {
        Rect(origin: .interpolate(from: a.origin, to: b.origin, fraction: t),
             size: .interpolate(from: a.size, to: b.size, fraction: t))
    }
}
