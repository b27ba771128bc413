extension AffineTransform.Components {
    /// Interpolates component by component: translation, scales and shear linearly, the rotation
    /// along the shortest angular path (the difference is reduced to [−π, π]; exactly half a turn
    /// keeps the sign of the raw difference when both rotations lie in (−π, π]).
    ///
    /// `fraction` 0 gives `from`, 1 gives `to` except that the rotation may differ from `to.rotation`
    /// by a whole turn; fractions outside [0, 1] extrapolate (springs overshoot). A non-finite
    /// fraction or component gives non-finite components. The result's rotation is not reduced to (−π, π].
    @inlinable
    public static func interpolate(from a: Self, to b: Self, fraction t: Double) -> Self {
        let turn = (b.rotation - a.rotation).remainder(dividingBy: 2 * Double.pi)
        return Self(translationX: _lerp(a.translationX, b.translationX, t),
                    translationY: _lerp(a.translationY, b.translationY, t),
                    scaleX: _lerp(a.scaleX, b.scaleX, t),
                    scaleY: _lerp(a.scaleY, b.scaleY, t),
                    rotation: a.rotation + turn * t,
                    shear: _lerp(a.shear, b.shear, t))
    }
}

extension AffineTransform {
    /// Interpolates between two transforms through their ``components``: translation, scale and shear
    /// linearly, rotation along the shortest angular path.
    ///
    /// Unlike lerping the six coefficients, this keeps a rotating element rigid: halfway from the
    /// identity to a 90° rotation it gives a 45° rotation with scale 1, where the coefficient lerp
    /// would shrink the element to scale √2/2.
    ///
    /// - Parameters:
    ///   - from: The transform at fraction 0 (returned exactly when `fraction == 0`).
    ///   - to: The transform at fraction 1 (returned exactly when `fraction == 1`).
    ///   - fraction: The progress; values outside [0, 1] extrapolate. A non-finite fraction gives a
    ///     non-finite transform (check ``isFinite``).
    /// - Returns: The interpolated transform. Never allocates.
    @inlinable
    public static func interpolate(from: AffineTransform, to: AffineTransform, fraction: Double) -> AffineTransform {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        return AffineTransform(components: .interpolate(from: from.components, to: to.components, fraction: fraction))
    }
}
