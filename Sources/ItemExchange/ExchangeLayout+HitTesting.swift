extension ExchangeLayout {
    /// The index path of the cell under `point` (content coordinates) as the exchange controller
    /// sees it: see ``indexPathForItem(at:in:excluding:)``, excluding the hidden dragged cell.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        Self.indexPathForItem(at: point, in: base, excluding: presentation.hiddenIndexPath)
    }

    /// The index path of the topmost cell of `layout` under `point` (content coordinates).
    ///
    /// Candidates come from `layout.forEachAttributes(in:)` with a zero-size rectangle at the point.
    /// Only cells count (not supplementary or decoration views), and not hidden ones, not
    /// `excluded`, and not index paths outside the layout's data counts. A cell is under the point
    /// when the point, mapped back through the cell's ``LayoutAttributes/transform`` (about its
    /// center), lies in its frame, edges included (``LayoutAttributes/transform3D`` is ignored; a
    /// cell with a singular transform is never hit). Of several, the largest ``LayoutAttributes/zIndex``
    /// wins, then the largest index path (drawn last).
    ///
    /// These are layout positions — where cells are going — not the positions of cells still flying
    /// there, as UIKit's `indexPathForItem(at:)` answers from layout attributes.
    ///
    /// - Returns: `nil` for a non-finite point or when no cell qualifies.
    public static func indexPathForItem(at point: Point, in layout: some Layout, excluding excluded: IndexPath?) -> IndexPath? {
        guard point.isFinite, let counts = layout.preparedContext?.dataCounts else { return nil }
        var best: (zIndex: Int, indexPath: IndexPath)?
        layout.forEachAttributes(in: Rect(origin: point, size: .zero)) { a in
            guard a.id.isCell, !a.isHidden, a.id.indexPath != excluded, counts.contains(a.id.indexPath),
                  let local = untransformedPoint(point, in: a), a.frame.contains(local) else { return }
            if let b = best, (b.zIndex, b.indexPath) > (a.zIndex, a.id.indexPath) { return }
            best = (a.zIndex, a.id.indexPath)
        }
        return best?.indexPath
    }

    /// `point` mapped into the element's untransformed frame: the point q with
    /// center + T·(q − center) + (tx, ty) = point, where T is the linear part of the element's
    /// ``LayoutAttributes/transform``. `nil` when the transform is singular or the result is not finite.
    public static func untransformedPoint(_ point: Point, in attributes: LayoutAttributes) -> Point? {
        let t = attributes.transform
        if t.isIdentity { return point }
        let det = t.determinant
        guard det != 0, det.isFinite else { return nil }
        // Drawn offset from the center: (dx, dy) = (a·x + c·y, b·x + d·y) + (tx, ty).
        let dx = point.x - attributes.center.x - t.tx
        let dy = point.y - attributes.center.y - t.ty
        let x = (t.d * dx - t.c * dy) / det
        let y = (-t.b * dx + t.a * dy) / det
        let q = Point(x: attributes.center.x + x, y: attributes.center.y + y)
        return q.isFinite ? q : nil
    }
}
