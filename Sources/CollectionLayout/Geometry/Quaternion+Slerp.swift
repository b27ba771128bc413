extension Quaternion {
    /// The spherical linear interpolation between the rotations `from` and `to`, along the shortest path.
    ///
    /// Both inputs are normalised first (a zero quaternion counts as ``identity``). When their dot
    /// product is negative `to` is negated, so the path turns through at most 180°. The angle is measured as
    /// Ω = 2·atan2(|q − p|, |q + p|), accurate for all angles, and the result is
    /// (sin((1 − t)Ω)·p + sin(tΩ)·q) / sin Ω at constant angular velocity. When the rotations are
    /// nearly parallel (Ω < 1e-6, where slerp and nlerp differ by less than 1e-18) it falls back to
    /// the normalised linear interpolation, avoiding 0/0.
    ///
    /// - Parameters:
    ///   - from: the rotation at fraction 0.
    ///   - to: the rotation at fraction 1.
    ///   - t: the fraction (argument label `fraction`): 0 gives `from` (normalised); 1 gives `to`
    ///     or −`to` (the same rotation); values outside [0, 1] extrapolate along the same great
    ///     circle. A non-finite fraction gives a non-finite quaternion.
    /// - Returns: A unit quaternion. Never allocates.
    @inlinable
    public static func slerp(from: Quaternion, to: Quaternion, fraction t: Double) -> Quaternion {
        let p = from.normalized
        var q = to.normalized
        if p.dot(q) < 0 { q = -q }
        let difference = Quaternion(x: q.x - p.x, y: q.y - p.y, z: q.z - p.z, w: q.w - p.w).length
        let sum = Quaternion(x: q.x + p.x, y: q.y + p.y, z: q.z + p.z, w: q.w + p.w).length
        let omega = 2 * _atan2(difference, sum)
        let wp: Double, wq: Double
        if omega < 1e-6 {
            wp = 1 - t; wq = t
        } else {
            let s = _sin(omega)
            wp = _sin((1 - t) * omega) / s
            wq = _sin(t * omega) / s
        }
        return Quaternion(x: wp * p.x + wq * q.x, y: wp * p.y + wq * q.y,
                          z: wp * p.z + wq * q.z, w: wp * p.w + wq * q.w).normalized
    }
}
