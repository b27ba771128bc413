extension EdgeInsets {
    /// Linear interpolation of the four insets.
    ///
    /// Exact at both ends (`from` at 0, `to` at 1) and for equal insets; fractions outside [0, 1]
    /// extrapolate; non-finite input gives non-finite insets.
    @inlinable
    public static func interpolate(from a: EdgeInsets, to b: EdgeInsets, fraction t: Double) -> EdgeInsets {
        EdgeInsets(top: _lerp(a.top, b.top, t), left: _lerp(a.left, b.left, t),
                   bottom: _lerp(a.bottom, b.bottom, t), right: _lerp(a.right, b.right, t))
    }
}
