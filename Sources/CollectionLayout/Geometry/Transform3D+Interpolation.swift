extension Transform3D.Components {
    /// Interpolates component by component: perspective, translation, scale and skew linearly, the
    /// rotation by ``Quaternion/slerp(from:to:fraction:)`` (shortest path).
    ///
    /// Fractions outside [0, 1] extrapolate; a non-finite fraction gives non-finite components.
    @inlinable
    public static func interpolate(from a: Self, to b: Self, fraction t: Double) -> Self {
        Self(perspective: _lerp(a.perspective, b.perspective, t),
             translation: _lerp(a.translation, b.translation, t),
             scale: _lerp(a.scale, b.scale, t),
             skew: _lerp(a.skew, b.skew, t),
             rotation: .slerp(from: a.rotation, to: b.rotation, fraction: t))
    }
}

extension Transform3D {
    /// Interpolates between two transforms through their ``components``: perspective, translation,
    /// scale and skew linearly, the rotation by quaternion slerp along the shortest path.
    ///
    /// When either transform cannot be decomposed (``decomposed()`` throws: non-finite, `m44 == 0` or a
    /// singular linear part, e.g. a scale of 0) there is no meaningful path, and the result switches
    /// discretely: `from` for fractions below 0.5, `to` from 0.5 on (as CSS does).
    ///
    /// Both endpoints are normalised by their `m44` on the way, so intermediate matrices have `m44`
    /// following the interpolated perspective rather than the raw entries.
    ///
    /// - Parameters:
    ///   - from: The transform at fraction 0 (returned exactly when `fraction == 0`).
    ///   - to: The transform at fraction 1 (returned exactly when `fraction == 1`).
    ///   - fraction: The progress; values outside [0, 1] extrapolate. A non-finite fraction gives a
    ///     non-finite transform when both decompose, `to` otherwise.
    /// - Returns: The interpolated transform. Never allocates.
    public static func interpolate(from: Transform3D, to: Transform3D, fraction: Double) -> Transform3D {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        guard let a = from.components, let b = to.components else { return fraction < 0.5 ? from : to }
        return Transform3D(components: .interpolate(from: a, to: b, fraction: fraction))
    }
}
