// Which cell is under a point: the general hit-testing the exchange controller and the pinch
// gesture both use.

extension Layout {
    /// The index path of the topmost cell under `point` (content coordinates).
    ///
    /// Candidates come from ``Layout/forEachAttributes(in:_:)`` with a zero-size rectangle at the point.
    /// Only cells count (not supplementary or decoration views), and not hidden ones, not
    /// `excluded`, and not index paths outside the layout's data counts. A cell is under the point
    /// when the point, mapped back through the cell's ``LayoutAttributes/transform`` (about its
    /// center, ``LayoutAttributes/untransformedPoint(_:)``), lies in its frame, edges included
    /// (``LayoutAttributes/transform3D`` is ignored; a cell with a singular transform is never hit).
    /// Of several, the largest ``LayoutAttributes/zIndex`` wins, then the largest index path (drawn last).
    ///
    /// These are layout positions — where cells are going — not the positions of cells still flying
    /// there, as UIKit's `indexPathForItem(at:)` answers from layout attributes.
    ///
    /// - Parameters:
    ///   - point: the point, in content coordinates.
    ///   - excluded: a cell that never counts (a dragged cell, say); `nil` for none.
    /// - Returns: `nil` for a non-finite point, an unprepared layout, or when no cell qualifies.
    public func indexPathForItem(at point: Point, excluding excluded: IndexPath?) -> IndexPath? {
        guard point.isFinite, let counts = preparedContext?.dataCounts else { return nil }
        var best: (zIndex: Int, indexPath: IndexPath)?
        forEachAttributes(in: Rect(origin: point, size: .zero)) { a in
            guard a.id.isCell, !a.isHidden, a.id.indexPath != excluded, counts.contains(a.id.indexPath),
                  let local = a.untransformedPoint(point), a.frame.contains(local) else { return }
            if let b = best, (b.zIndex, b.indexPath) > (a.zIndex, a.id.indexPath) { return }
            best = (a.zIndex, a.id.indexPath)
        }
        return best?.indexPath
    }
}
