// A point in an element's own, untransformed frame: the inverse of its 2-D transform.

extension LayoutAttributes {
    /// `point` mapped into the element's untransformed frame: the point q with
    /// center + T·(q − center) + (tx, ty) = point, where T is the linear part of
    /// ``transform``. `nil` when the transform is singular or the result is not finite.
    public func untransformedPoint(_ point: Point) -> Point? {
        let t = transform
        if t.isIdentity { return point }
        let det = t.determinant
        guard det != 0, det.isFinite else { return nil }
        // Drawn offset from the center: (dx, dy) = (a·x + c·y, b·x + d·y) + (tx, ty).
        let dx = point.x - center.x - t.tx
        let dy = point.y - center.y - t.ty
        let x = (t.d * dx - t.c * dy) / det
        let y = (-t.b * dx + t.a * dy) / det
        let q = Point(x: center.x + x, y: center.y + y)
        return q.isFinite ? q : nil
    }
}
