/// A 4×4 homogeneous transform, laid out like Core Animation's `CATransform3D`
/// (row vectors: a point is multiplied on the left, translation in `m41`, `m42`, `m43`).
public struct Transform3D: Sendable, Hashable, Codable {
    /// First row: the image of the x axis (`m11`…`m13`) and its perspective term `m14`.
    public var m11: Double, m12: Double, m13: Double, m14: Double
    /// Second row: the image of the y axis (`m21`…`m23`) and its perspective term `m24`.
    public var m21: Double, m22: Double, m23: Double, m24: Double
    /// Third row: the image of the z axis (`m31`…`m33`) and its perspective term `m34` (−1/d for an eye at distance d).
    public var m31: Double, m32: Double, m33: Double, m34: Double
    /// Fourth row: the translation (`m41`, `m42`, `m43`) and the homogeneous scale `m44`.
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// Creates a transform from its sixteen entries, row by row.
    @inlinable
    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity transform.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// Whether this is exactly the identity.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// Whether every entry is finite.
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// `self` followed by `other` (row-vector convention: `self * other`).
    public func concatenating(_ o: Transform3D) -> Transform3D {
        Transform3D(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
            m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
            m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
            m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
            m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
            m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
    }
}
