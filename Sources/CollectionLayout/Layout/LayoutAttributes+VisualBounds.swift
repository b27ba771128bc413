extension LayoutAttributes {
    /// The axis-aligned bounding box of the element as drawn in 2-D: ``frame`` with ``transform``
    /// applied about ``center``. Equal to ``frame`` when the transform is the identity.
    ///
    /// ``transform3D`` is not taken into account (a perspective projection has no finite bounding
    /// box in general). This is the rectangle that rect queries (``Layout/attributes(in:)``) and the
    /// ``AttributeStore`` test against.
    @inlinable
    public var visualBounds: Rect {
        Self.visualBounds(center: center, size: size, transform: transform)
    }

    /// The ``visualBounds`` of attributes with this center, size and transform (the other
    /// attributes do not affect it), for callers that hold the parts rather than whole attributes.
    ///
    /// - Parameters:
    ///   - center: the untransformed center.
    ///   - size: the untransformed size.
    ///   - transform: the 2-D transform about the center.
    @inlinable
    public static func visualBounds(center: Point, size: Size, transform: AffineTransform) -> Rect {
        if transform.isIdentity { return Rect(center: center, size: size) }
        let t = transform
        let hw = size.width / 2, hh = size.height / 2
        // Half-extents of the transformed box: |a|·hw + |c|·hh horizontally, |b|·hw + |d|·hh vertically.
        let ex = Swift.abs(t.a) * hw + Swift.abs(t.c) * hh
        let ey = Swift.abs(t.b) * hw + Swift.abs(t.d) * hh
        return Rect(x: center.x + t.tx - ex, y: center.y + t.ty - ey, width: 2 * ex, height: 2 * ey)
    }
}
