extension AffineTransform {
    /// Whether every coefficient has exactly the identity's bit pattern (no −0).
    package var isExactlyIdentity: Bool {
        let one = (1.0).bitPattern
        return a.bitPattern == one && b.bitPattern == 0 && c.bitPattern == 0 && d.bitPattern == one
            && tx.bitPattern == 0 && ty.bitPattern == 0
    }
}

extension Transform3D {
    /// Whether every entry has exactly the identity's bit pattern (no −0).
    package var isExactlyIdentity: Bool {
        let one = (1.0).bitPattern
        return m11.bitPattern == one && m12.bitPattern == 0 && m13.bitPattern == 0 && m14.bitPattern == 0
            && m21.bitPattern == 0 && m22.bitPattern == one && m23.bitPattern == 0 && m24.bitPattern == 0
            && m31.bitPattern == 0 && m32.bitPattern == 0 && m33.bitPattern == one && m34.bitPattern == 0
            && m41.bitPattern == 0 && m42.bitPattern == 0 && m43.bitPattern == 0 && m44.bitPattern == one
    }
}
