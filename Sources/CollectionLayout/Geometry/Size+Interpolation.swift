extension Size {
    /// Linear interpolation `from + (to − from)·fraction` of width and height.
    ///
    /// Exact at both ends (`from` at 0, `to` at 1) and for equal extents; fractions outside [0, 1]
    /// extrapolate (and may give negative extents); non-finite input gives a non-finite size.
    @inlinable
    public static func interpolate(from a: Size, to b: Size, fraction t: Double) -> Size {
        Size(width: _lerp(a.width, b.width, t), height: _lerp(a.height, b.height, t))
    }
}
