// The pose of an interpolated element at a progress p: every channel linear in p through its
// decomposition (the same channels as the spring engine), alpha clamped, sizes floored at 0.

extension InterpolatedEntry {
    /// `a + (b − a)·p`, exactly `b` at `p == 1` (and `a` at `p == 0`).
    @inline(__always)
    package static func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double {
        p == 1 ? b : a + (b - a) * p
    }

    /// The pose at progress `p` (any finite value: outside [0, 1] it extrapolates).
    ///
    /// - center, size: `from + (to − from)·p`; sizes floored at 0.
    /// - 2-D transform: its ``AffineTransform/Components`` interpolated (translation, scale and shear
    ///   linearly, the rotation along the shortest angular path), as
    ///   ``AffineTransform/interpolate(from:to:fraction:)``; exactly `from`'s at 0 and `to`'s at 1.
    /// - 3-D transform: ``Transform3D/Components/interpolate(from:to:fraction:)`` (slerp for the
    ///   rotation); a transform that cannot be decomposed switches at 0.5.
    /// - alpha: linear, clamped to [0, 1].
    /// - custom channels: linear for names on both sides; a name only `from` has keeps its value
    ///   (the target's names are there from the start), as the spring engine does.
    /// - zIndex and isHidden: `from`'s until `halfway`, `to`'s from then on.
    ///
    /// Allocates nothing (unless `from` adds custom channels beyond the inline capacity).
    package func pose(at p: Double, halfway: Bool) -> LayoutAttributes {
        var pose = to
        pose.id = id
        if p == 1 {
            // Every channel is exactly the target's (custom names only `from` has aside).
        } else {
            pose.center = Point(x: Self.lerp(from.center.x, to.center.x, p), y: Self.lerp(from.center.y, to.center.y, p))
            pose.size = Size(width: Swift.max(0, Self.lerp(from.size.width, to.size.width, p)),
                             height: Swift.max(0, Self.lerp(from.size.height, to.size.height, p)))
            if affineMoves { pose.transform = transform(at: p) }
            if transform3DMoves { pose.transform3D = transform3D(at: p) }
            pose.alpha = Swift.min(Swift.max(Self.lerp(from.alpha, to.alpha, p), 0), 1)
        }
        let custom = from.customChannels
        for j in 0..<custom.count {
            // By interned key: no name-table look-up (and no lock) per frame.
            let key = custom.key(at: j), value = custom.value(at: j)
            if let t = to.customChannels[key] {
                if p != 1 { pose.customChannels[key] = Self.lerp(value, t, p) }
            } else {
                pose.customChannels[key] = value
            }
        }
        if !halfway {
            pose.zIndex = from.zIndex
            pose.isHidden = from.isHidden
        }
        return pose
    }

    /// The 2-D transform at progress `p`.
    package func transform(at p: Double) -> AffineTransform {
        guard affineMoves else { return to.transform }
        if p == 0 { return from.transform }
        if p == 1 { return to.transform }
        return AffineTransform(components: .interpolate(from: fromAffine, to: toAffine, fraction: p))
    }

    /// The 3-D transform at progress `p`.
    package func transform3D(at p: Double) -> Transform3D {
        guard transform3DMoves else { return to.transform3D }
        if p == 0 { return from.transform3D }
        if p == 1 { return to.transform3D }
        guard let a = from3D, let b = to3D else { return p < 0.5 ? from.transform3D : to.transform3D }
        return Transform3D(components: .interpolate(from: a, to: b, fraction: p))
    }
}
