extension CollectionView {
    /// The content offset that shows the cell at `indexPath` at `position`, clamped to the valid
    /// range; `nil` when the layout has no such cell. Pure: nothing changes.
    public func contentOffset(for indexPath: IndexPath, at position: ScrollPosition) -> Point? {
        Self.contentOffset(for: indexPath, at: position, in: layout, boundsSize: boundsSize,
                           contentInset: contentInset, currentOffset: contentOffset)
    }

    /// The content offset that shows the cell at `indexPath` at `position` in a prepared `layout`
    /// viewed through `boundsSize` and `contentInset`, starting from `currentOffset` (kept on an
    /// axis the position leaves `nil`), clamped to the valid range for the layout's content size.
    /// `nil` when the layout has no such cell.
    ///
    /// A transition engine calls this with the next layout to find where a transition should end
    /// (STTransitionLayout's `toContentOffset` at a scroll position).
    public static func contentOffset(for indexPath: IndexPath, at position: ScrollPosition, in layout: some Layout,
                                     boundsSize: Size, contentInset: EdgeInsets, currentOffset: Point) -> Point? {
        guard let a = layout.attributes(for: .cell(indexPath)) else { return nil }
        return ScrollGeometry(boundsSize: boundsSize, contentSize: layout.contentSize, contentInset: contentInset)
            .contentOffset(showing: a.frame, at: position, from: currentOffset)
    }

    /// Scrolls so that the cell at `indexPath` is at `position` (clamped to the valid range).
    ///
    /// - Throws: ``LayoutError/elementNotFound(_:)`` when the layout has no such cell, e.g.
    ///   `"the layout has no attributes for cell [0, 9]"`; or a layout error from the bounds change.
    public mutating func scrollTo(_ indexPath: IndexPath, at position: ScrollPosition) throws(LayoutError) {
        guard let offset = contentOffset(for: indexPath, at: position) else {
            throw .elementNotFound(.cell(indexPath))
        }
        try setContentOffset(offset)
    }
}
