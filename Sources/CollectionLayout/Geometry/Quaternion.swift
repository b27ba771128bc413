/// A quaternion x·i + y·j + z·k + w, used as a 3-D rotation when it has unit length.
///
/// The rotation by `angle` about a unit `axis` is (axis·sin(angle/2), cos(angle/2)); q and −q are
/// the same rotation. Rotations follow the right-hand rule and match
/// ``Transform3D/init(rotationAngle:x:y:z:)`` (Core Animation's `CATransform3DMakeRotation`):
/// a positive angle about +z turns +x towards +y.
public struct Quaternion: Sendable, Hashable, Codable {
    /// The i (vector) component.
    public var x: Double
    /// The j (vector) component.
    public var y: Double
    /// The k (vector) component.
    public var z: Double
    /// The real (scalar) component.
    public var w: Double

    /// Creates a quaternion from its four components.
    @inlinable
    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x; self.y = y; self.z = z; self.w = w
    }

    /// The identity rotation (0, 0, 0, 1).
    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The rotation by `angle` radians about `axis` (right-hand rule).
    ///
    /// `axis` need not have unit length; a zero-length axis gives ``identity``. A non-finite
    /// argument gives a non-finite quaternion.
    @inlinable
    public init(angle: Double, axis: SIMD3<Double>) {
        let length = _length(axis)
        guard length != 0 else { self = .identity; return }
        let s = _sin(angle / 2) / length
        self.init(x: axis.x * s, y: axis.y * s, z: axis.z * s, w: _cos(angle / 2))
    }

    /// Whether every component is finite.
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite && w.isFinite }

    /// The Euclidean norm √(x² + y² + z² + w²).
    @inlinable
    public var length: Double { dot(self).squareRoot() }

    /// The quaternion scaled to unit length. The zero quaternion has no direction and gives ``identity``.
    @inlinable
    public var normalized: Quaternion {
        let n = length
        guard n != 0 else { return .identity }
        return Quaternion(x: x / n, y: y / n, z: z / n, w: w / n)
    }

    /// The conjugate (−x, −y, −z, w): the inverse rotation of a unit quaternion.
    @inlinable
    public var conjugate: Quaternion { Quaternion(x: -x, y: -y, z: -z, w: w) }

    /// The four-dimensional dot product. For unit quaternions |dot| is cos of half the angle between the rotations.
    @inlinable
    public func dot(_ o: Quaternion) -> Double { x * o.x + y * o.y + z * o.z + w * o.w }

    /// The negated quaternion, which represents the same rotation.
    @inlinable
    public static prefix func - (q: Quaternion) -> Quaternion { Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w) }

    /// The Hamilton product: the rotation `rhs` followed by `lhs`.
    ///
    /// `Transform3D(quaternion: p * q)` equals `Transform3D(quaternion: q).concatenating(Transform3D(quaternion: p))`.
    @inlinable
    public static func * (p: Quaternion, q: Quaternion) -> Quaternion {
        Quaternion(x: p.w * q.x + p.x * q.w + p.y * q.z - p.z * q.y,
                   y: p.w * q.y - p.x * q.z + p.y * q.w + p.z * q.x,
                   z: p.w * q.z + p.x * q.y - p.y * q.x + p.z * q.w,
                   w: p.w * q.w - p.x * q.x - p.y * q.y - p.z * q.z)
    }

    /// Rotates the vector `v` by this quaternion (normalised first; the zero quaternion leaves `v` unchanged).
    ///
    /// Gives the same result as `Transform3D(quaternion: self).apply(to: v)`.
    @inlinable
    public func apply(to v: SIMD3<Double>) -> SIMD3<Double> {
        let q = normalized
        let u = SIMD3(q.x, q.y, q.z)
        let t = _cross(u, v) * 2
        return v + t * q.w + _cross(u, t)
    }
}
