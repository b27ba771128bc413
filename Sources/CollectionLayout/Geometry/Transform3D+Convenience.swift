extension Transform3D {
    /// A translation by (`tx`, `ty`, `tz`) points (`CATransform3DMakeTranslation`).
    @inlinable
    public init(translationX tx: Double, y ty: Double, z tz: Double) {
        self = .identity
        m41 = tx; m42 = ty; m43 = tz
    }

    /// A scale by (`sx`, `sy`, `sz`) (`CATransform3DMakeScale`).
    @inlinable
    public init(scaleX sx: Double, y sy: Double, z sz: Double) {
        self = .identity
        m11 = sx; m22 = sy; m33 = sz
    }

    /// A rotation by `angle` radians about the axis (`x`, `y`, `z`), right-hand rule, with
    /// `CATransform3DMakeRotation` semantics: the axis is normalised, and rotating about (0, 0, 1)
    /// equals ``init(affine:)`` of ``AffineTransform/init(rotationAngle:)``.
    ///
    /// With the unit axis n, c = cos angle, s = sin angle, the entries are mij = c·δij + (1 − c)·ni·nj
    /// + s·εijk·nk (Rodrigues, transposed for row vectors). A zero-length axis gives the identity
    /// (no rotation, as WebKit does); a non-finite argument gives a non-finite transform.
    @inlinable
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = _length(SIMD3(x, y, z))
        guard length != 0 else { self = .identity; return }
        let nx = x / length, ny = y / length, nz = z / length
        let c = _cos(angle), s = _sin(angle), v = 1 - c
        self.init(m11: c + v * nx * nx, m12: v * nx * ny + s * nz, m13: v * nx * nz - s * ny, m14: 0,
                  m21: v * nx * ny - s * nz, m22: c + v * ny * ny, m23: v * ny * nz + s * nx, m24: 0,
                  m31: v * nx * nz + s * ny, m32: v * ny * nz - s * nx, m33: c + v * nz * nz, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The 3-D transform acting as `affine` in the z = 0 plane and leaving z unchanged
    /// (`CATransform3DMakeAffineTransform`).
    @inlinable
    public init(affine t: AffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m14: 0,
                  m21: t.c, m22: t.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: t.tx, m42: t.ty, m43: 0, m44: 1)
    }

    /// Whether the transform is exactly a 2-D affine transform (`CATransform3DIsAffine`): m13, m14, m23,
    /// m24, m31, m32, m34 and m43 are 0 and m33, m44 are 1, compared exactly.
    @inlinable
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0 && m43 == 0
            && m33 == 1 && m44 == 1
    }

    /// The 2-D affine transform this equals, or `nil` when it is not exactly affine (see ``isAffine``)
    /// (`CATransform3DGetAffineTransform`).
    @inlinable
    public var affine: AffineTransform? {
        guard isAffine else { return nil }
        return AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// A perspective projection for an eye at `eyeDistance` points in front of the z = 0 plane:
    /// the identity with m34 = −1/`eyeDistance`. Concatenate it after a rotation to see depth.
    ///
    /// - Throws: ``GeometryError/invalidParameter(name:value:requirement:)`` when `eyeDistance` is not
    ///   positive and finite, e.g. "eyeDistance must be positive and finite, got 0.0".
    public static func perspective(eyeDistance: Double) throws(GeometryError) -> Transform3D {
        guard eyeDistance > 0 && eyeDistance.isFinite else {
            throw .invalidParameter(name: "eyeDistance", value: eyeDistance, requirement: "positive and finite")
        }
        var t = Transform3D.identity
        t.m34 = -1 / eyeDistance
        return t
    }

    /// Maps the point `p` (a row vector (x, y, z, 1) times the matrix) and divides by the resulting w.
    ///
    /// When w is 0 the point maps to infinity and the result has infinite or NaN coordinates.
    @inlinable
    public func apply(to p: SIMD3<Double>) -> SIMD3<Double> {
        let x = p.x * m11 + p.y * m21 + p.z * m31 + m41
        let y = p.x * m12 + p.y * m22 + p.z * m32 + m42
        let z = p.x * m13 + p.y * m23 + p.z * m33 + m43
        let w = p.x * m14 + p.y * m24 + p.z * m34 + m44
        return SIMD3(x / w, y / w, z / w)
    }
}

extension Transform3D {
    /// The rotation matrix of `quaternion` (normalised first; the zero quaternion gives the identity),
    /// in Core Animation's row-vector layout. With q = (x, y, z, w):
    ///
    ///     m11 = 1 − 2(y² + z²)   m12 = 2(xy + zw)       m13 = 2(xz − yw)
    ///     m21 = 2(xy − zw)       m22 = 1 − 2(x² + z²)   m23 = 2(yz + xw)
    ///     m31 = 2(xz + yw)       m32 = 2(yz − xw)       m33 = 1 − 2(x² + y²)
    ///
    /// and no translation or perspective. It equals ``init(rotationAngle:x:y:z:)`` for
    /// `Quaternion(angle:axis:)`.
    public init(quaternion: Quaternion) {
        let r = quaternion._rotationRows
        self.init(m11: r.0.x, m12: r.0.y, m13: r.0.z, m14: 0,
                  m21: r.1.x, m22: r.1.y, m23: r.1.z, m24: 0,
                  m31: r.2.x, m32: r.2.y, m33: r.2.z, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
    }
}
