extension Transform3D {
    /// A 3-D transform split into perspective, translation, rotation, scale and skew, in the style of
    /// the CSS Transforms Level 2 "decomposing a 3D matrix" algorithm (unmatrix).
    ///
    /// ## Convention
    /// A transform is rebuilt as **skew · scale · rotation · translation · perspective** in the row-vector
    /// order of ``Transform3D/concatenating(_:)`` (the left factor is applied first). With s = `scale`,
    /// (kxy, kxz, kyz) = `skew`, rotation rows R0, R1, R2 (see ``Transform3D/init(quaternion:)``),
    /// t = `translation` and (p, pw) = `perspective`, the rows of the linear part L are
    ///
    ///     L0 = s.x·R0
    ///     L1 = kxy·s.x·R0 + s.y·R1
    ///     L2 = kxz·s.x·R0 + kyz·s.y·R1 + s.z·R2
    ///
    /// and the matrix is
    ///
    ///     [ L    L·p      ]      (L·p is the column (L0·p, L1·p, L2·p))
    ///     [ t    t·p + pw ]
    ///
    /// so the skew maps (x, y, z) to (x + kxy·y + kxz·z, y + kyz·z, z) before the scale.
    ///
    /// Differences from CSS, chosen so that ``Transform3D/init(affine:)`` decomposes exactly like
    /// ``AffineTransform/components`` (scale (sx, sy, 1), skew (shear, 0, 0), a rotation about z) and
    /// interpolates the same way: the skew is measured before the scale (without a reflection, CSS's
    /// skew equals ours times s.x / s.y, s.x / s.z and s.y / s.z respectively), and a reflection
    /// negates one scale (see ``Transform3D/decomposed()``) rather than all three.
    public struct Components: Sendable, Hashable, Codable {
        /// The perspective (p.x, p.y, p.z, pw); (0, 0, 0, 1) means none. An eye at distance d on the
        /// z axis (``Transform3D/perspective(eyeDistance:)``) gives (0, 0, −1/d, 1).
        public var perspective: SIMD4<Double>
        /// The translation (x, y, z), in points.
        public var translation: SIMD3<Double>
        /// The scale along x, y and z, applied after the skew. In a decomposition at most one is negative
        /// (a mirror image).
        public var scale: SIMD3<Double>
        /// The skew factors (xy, xz, yz) stored as (x, y, z): the skew maps (x, y, z) to
        /// (x + xy·y + xz·z, y + yz·z, z).
        public var skew: SIMD3<Double>
        /// The rotation. Recomposition normalises it (a zero quaternion counts as the identity).
        public var rotation: Quaternion

        /// Creates components; the defaults describe the identity.
        @inlinable
        public init(perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1), translation: SIMD3<Double> = .zero,
                    scale: SIMD3<Double> = .one, skew: SIMD3<Double> = .zero, rotation: Quaternion = .identity) {
            self.perspective = perspective
            self.translation = translation
            self.scale = scale
            self.skew = skew
            self.rotation = rotation
        }

        /// The components of the identity transform.
        public static let identity = Components()

        /// Whether every component is finite.
        @inlinable
        public var isFinite: Bool {
            perspective.x.isFinite && perspective.y.isFinite && perspective.z.isFinite && perspective.w.isFinite
                && translation.x.isFinite && translation.y.isFinite && translation.z.isFinite
                && scale.x.isFinite && scale.y.isFinite && scale.z.isFinite
                && skew.x.isFinite && skew.y.isFinite && skew.z.isFinite && rotation.isFinite
        }
    }

    /// Builds the transform skew · scale · rotation · translation · perspective described by
    /// `components` (see ``Components`` for the exact formula).
    public init(components k: Components) {
        let (r0, r1, r2) = k.rotation._rotationRows
        let s = k.scale, skew = k.skew
        let l0 = r0 * s.x
        let l1 = r0 * (skew.x * s.x) + r1 * s.y
        let l2 = r0 * (skew.y * s.x) + r1 * (skew.z * s.y) + r2 * s.z
        let t = k.translation
        let p = SIMD3(k.perspective.x, k.perspective.y, k.perspective.z)
        self.init(m11: l0.x, m12: l0.y, m13: l0.z, m14: _dot(l0, p),
                  m21: l1.x, m22: l1.y, m23: l1.z, m24: _dot(l1, p),
                  m31: l2.x, m32: l2.y, m33: l2.z, m34: _dot(l2, p),
                  m41: t.x, m42: t.y, m43: t.z, m44: _dot(t, p) + k.perspective.w)
    }
}
