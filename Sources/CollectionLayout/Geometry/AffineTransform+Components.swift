extension AffineTransform {
    /// An affine transform split into shear, scale, rotation and translation.
    ///
    /// ## Convention
    /// A transform is rebuilt from its components as **shear · scale · rotation · translation** in the
    /// row-vector order of ``AffineTransform/concatenating(_:)`` (the left factor is applied first):
    ///
    ///     AffineTransform(a: 1, b: 0, c: shear, d: 1, tx: 0, ty: 0)
    ///         .concatenating(AffineTransform(scaleX: scaleX, y: scaleY))
    ///         .concatenating(AffineTransform(rotationAngle: rotation))
    ///         .concatenating(AffineTransform(translationX: translationX, y: translationY))
    ///
    /// A point (x, y) is first sheared to (x + shear·y, y), then scaled, rotated and translated.
    /// With sx = `scaleX`, sy = `scaleY`, k = `shear` and θ = `rotation` the coefficients are
    ///
    ///     a = sx·cos θ              b = sx·sin θ
    ///     c = k·sx·cos θ − sy·sin θ  d = k·sx·sin θ + sy·cos θ
    ///     tx = translationX         ty = translationY
    ///
    /// The shear acts before the scale (unlike CSS, whose skew is measured after it). This lets every
    /// finite transform, singular ones included, be decomposed and rebuilt exactly.
    public struct Components: Sendable, Hashable, Codable {
        /// The horizontal translation, in points (equals `tx`).
        public var translationX: Double
        /// The vertical translation, in points (equals `ty`).
        public var translationY: Double
        /// The scale along x, applied after the shear. Negative for a mirror image (see ``AffineTransform/components``).
        public var scaleX: Double
        /// The scale along y, applied after the shear. Negative for a mirror image (see ``AffineTransform/components``).
        public var scaleY: Double
        /// The rotation in radians, counter-clockwise in a y-up space (as ``AffineTransform/init(rotationAngle:)``).
        public var rotation: Double
        /// The xy skew factor: the shear maps (x, y) to (x + shear·y, y), before scaling.
        public var shear: Double

        /// Creates components; the defaults describe the identity.
        @inlinable
        public init(translationX: Double = 0, translationY: Double = 0, scaleX: Double = 1, scaleY: Double = 1,
                    rotation: Double = 0, shear: Double = 0) {
            (self.translationX, self.translationY) = (translationX, translationY)
            (self.scaleX, self.scaleY) = (scaleX, scaleY)
            (self.rotation, self.shear) = (rotation, shear)
        }

        /// The components of the identity transform.
        public static let identity = Components()

        /// Whether every component is finite.
        @inlinable
        public var isFinite: Bool {
            translationX.isFinite && translationY.isFinite && scaleX.isFinite && scaleY.isFinite
                && rotation.isFinite && shear.isFinite
        }
    }

    /// Builds the transform shear · scale · rotation · translation described by `components`
    /// (see ``Components`` for the exact formula).
    @inlinable
    public init(components k: Components) {
        let cs = _cos(k.rotation), sn = _sin(k.rotation)
        let shearScale = k.shear * k.scaleX
        self.init(a: k.scaleX * cs, b: k.scaleX * sn,
                  c: shearScale * cs - k.scaleY * sn, d: shearScale * sn + k.scaleY * cs,
                  tx: k.translationX, ty: k.translationY)
    }

    /// The decomposition of the transform into shear, scale, rotation and translation, such that
    /// `AffineTransform(components: t.components)` equals `t` up to rounding (about 1e-15 relative).
    ///
    /// - `rotation` lies in (−π, π].
    /// - `|scaleX|` is the length of the row (a, b); both scales are ≥ 0 unless the determinant is negative.
    /// - Reflections (negative determinant): exactly one scale is negative. It is the one whose
    ///   negation leaves the smaller rotation, i.e. the axis whose diagonal entry in the orthonormal
    ///   factor is smaller (x on a tie). So a horizontal mirror `scale(−1, 1)` gives `scaleX == −1`
    ///   and a vertical mirror `scale(1, −1)` gives `scaleY == −1`, both with rotation 0.
    /// - Zero scale never produces NaN: when (a, b) is zero, `scaleX` and `shear` are 0 and the rotation
    ///   is read from (c, d) = scaleY·(−sin θ, cos θ); when (c, d) is parallel to (a, b), `scaleY` is 0;
    ///   the zero linear part gives zero scales, zero shear and rotation 0. These singular transforms
    ///   still rebuild exactly.
    /// - A non-finite coefficient gives non-finite components.
    public var components: Components {
        let rowLength = _hypot(a, b)
        guard rowLength != 0 else {
            let sy = _hypot(c, d)
            return Components(translationX: tx, translationY: ty, scaleX: 0, scaleY: sy,
                              rotation: sy > 0 ? _halfOpenAngle(_atan2(-c, d)) : 0, shear: 0)
        }
        let ux = a / rowLength, uy = b / rowLength
        // (c, d) = along·u + perpendicular·(−uy, ux); det = rowLength · perpendicular.
        let along = c * ux + d * uy
        let perpendicular = d * ux - c * uy
        let shear = along / rowLength
        // A reflection (perpendicular < 0) has the Gram–Schmidt frame u = (ux, uy), v = (uy, −ux), whose
        // diagonal is (ux, −ux): mirror x when ux ≤ −ux (ties go to x), otherwise y (scaleY < 0 as is).
        if perpendicular < 0 && ux <= 0 {
            return Components(translationX: tx, translationY: ty, scaleX: -rowLength, scaleY: -perpendicular,
                              rotation: _halfOpenAngle(_atan2(-uy, -ux)), shear: shear)
        }
        return Components(translationX: tx, translationY: ty, scaleX: rowLength, scaleY: perpendicular,
                          rotation: _halfOpenAngle(_atan2(uy, ux)), shear: shear)
    }
}
