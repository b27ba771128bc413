extension Transform3D {
    /// Decomposes the transform into perspective, translation, rotation, scale and skew
    /// (see ``Components`` for the convention), after the CSS Transforms Level 2 unmatrix:
    ///
    /// 1. normalise by `m44`, so `Transform3D(components:)` rebuilds `self` with every entry divided
    ///    by `m44` (the same projective map);
    /// 2. the perspective p solves L·p = (m14, m24, m34) for the linear part L, and pw = 1 − t·p;
    /// 3. the translation is the fourth row;
    /// 4. modified Gram–Schmidt on the rows of L gives the scales (row lengths) and skews;
    /// 5. if the orthonormal factor has determinant −1, the scale of the axis whose diagonal entry in it
    ///    is smallest (x, then y, on ties) is negated, which leaves the smallest rotation: a mirror along x
    ///    gives scale (−1, 1, 1) and no rotation;
    /// 6. the rotation quaternion comes from the orthonormal factor (``Quaternion/init(rotationMatrix:)``).
    ///
    /// - Throws: ``GeometryError/nonFiniteTransform`` if an entry is NaN or infinite,
    ///   ``GeometryError/zeroHomogeneousScale`` if `m44 == 0`, and
    ///   ``GeometryError/singularLinearPart(determinant:)`` if the upper-left 3×3 part has determinant 0
    ///   (or is so nearly singular that a component would not be finite).
    /// - Returns: The components. Never allocates.
    public func decomposed() throws(GeometryError) -> Components {
        guard isFinite else { throw .nonFiniteTransform }
        guard m44 != 0 else { throw .zeroHomogeneousScale }
        let rawDeterminant = _dot(SIMD3(m11, m12, m13), _cross(SIMD3(m21, m22, m23), SIMD3(m31, m32, m33)))
        guard rawDeterminant != 0 else { throw .singularLinearPart(determinant: rawDeterminant) }

        let row0 = SIMD3(m11, m12, m13) / m44, row1 = SIMD3(m21, m22, m23) / m44, row2 = SIMD3(m31, m32, m33) / m44
        let translation = SIMD3(m41, m42, m43) / m44
        let column = SIMD3(m14, m24, m34) / m44

        // Perspective: p = L⁻¹·column, with L⁻¹'s columns the cross products of the rows over det L.
        let c0 = _cross(row1, row2), c1 = _cross(row2, row0), c2 = _cross(row0, row1)
        let determinant = _dot(row0, c0)
        let p = (c0 * column.x + c1 * column.y + c2 * column.z) / determinant
        let perspective = SIMD4(p.x, p.y, p.z, 1 - _dot(translation, p))

        // Modified Gram–Schmidt: L = skew · scale · R.
        var scale = SIMD3<Double>.zero
        scale.x = _length(row0)
        var u0 = row0 / scale.x
        let along01 = _dot(row1, u0)
        let w1 = row1 - u0 * along01
        scale.y = _length(w1)
        var u1 = w1 / scale.y
        let along02 = _dot(row2, u0)
        var w2 = row2 - u0 * along02
        let along12 = _dot(w2, u1)
        w2 -= u1 * along12
        scale.z = _length(w2)
        var u2 = w2 / scale.z
        let skew = SIMD3(along01 / scale.x, along02 / scale.x, along12 / scale.y)

        if _dot(u0, _cross(u1, u2)) < 0 {
            if u0.x <= u1.y && u0.x <= u2.z {
                scale.x = -scale.x; u0 = -u0
            } else if u1.y <= u2.z {
                scale.y = -scale.y; u1 = -u1
            } else {
                scale.z = -scale.z; u2 = -u2
            }
        }
        let components = Components(perspective: perspective, translation: translation, scale: scale, skew: skew,
                                    rotation: Quaternion(rows: u0, u1, u2))
        guard components.isFinite else { throw .singularLinearPart(determinant: rawDeterminant) }
        return components
    }

    /// The decomposition of the transform, or `nil` when ``decomposed()`` throws (a non-finite entry,
    /// `m44 == 0` or a singular upper-left 3×3 part).
    @inlinable
    public var components: Components? { try? decomposed() }
}
