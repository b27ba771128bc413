extension Quaternion {
    /// The rotation held in the upper-left 3×3 part of `matrix`, read in ``Transform3D``'s row-vector
    /// layout (the other entries are ignored).
    ///
    /// That part should be a rotation (orthonormal with determinant +1); this is the inverse of
    /// ``Transform3D/init(quaternion:)`` up to the sign of the quaternion. Uses Shepperd's method
    /// (branching on the largest of w², x², y², z²) so it is accurate for every angle, including
    /// half turns. The result has unit length and w ≥ 0. A part that is not a rotation gives a unit
    /// quaternion without meaning (``identity`` when nothing can be read), never NaN for finite input.
    public init(rotationMatrix matrix: Transform3D) {
        self.init(rows: SIMD3(matrix.m11, matrix.m12, matrix.m13),
                  SIMD3(matrix.m21, matrix.m22, matrix.m23),
                  SIMD3(matrix.m31, matrix.m32, matrix.m33))
    }

    /// The rotation whose row-vector matrix has rows `r0`, `r1`, `r2` (see ``init(rotationMatrix:)``).
    @usableFromInline
    init(rows r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        let m11 = r0.x, m12 = r0.y, m13 = r0.z
        let m21 = r1.x, m22 = r1.y, m23 = r1.z
        let m31 = r2.x, m32 = r2.y, m33 = r2.z
        let trace = m11 + m22 + m33
        var q: Quaternion
        if trace > 0 {
            let s = 2 * (1 + trace).squareRoot()  // 4w
            q = Quaternion(x: (m23 - m32) / s, y: (m31 - m13) / s, z: (m12 - m21) / s, w: s / 4)
        } else if m11 >= m22 && m11 >= m33 {
            let s = 2 * Swift.max(0, 1 + m11 - m22 - m33).squareRoot()  // 4x
            q = s > 0 ? Quaternion(x: s / 4, y: (m12 + m21) / s, z: (m13 + m31) / s, w: (m23 - m32) / s) : .identity
        } else if m22 >= m33 {
            let s = 2 * Swift.max(0, 1 - m11 + m22 - m33).squareRoot()  // 4y
            q = s > 0 ? Quaternion(x: (m12 + m21) / s, y: s / 4, z: (m23 + m32) / s, w: (m31 - m13) / s) : .identity
        } else {
            let s = 2 * Swift.max(0, 1 - m11 - m22 + m33).squareRoot()  // 4z
            q = s > 0 ? Quaternion(x: (m13 + m31) / s, y: (m23 + m32) / s, z: s / 4, w: (m12 - m21) / s) : .identity
        }
        if q.w < 0 { q = -q }
        self = q.normalized
    }
}

extension Quaternion {
    /// The rows of the row-vector rotation matrix of the normalised quaternion.
    @usableFromInline
    var _rotationRows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
        let q = normalized
        let x = q.x, y = q.y, z = q.z, w = q.w
        return (SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
                SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
                SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)))
    }
}
