extension ExchangeLayout {
    /// The index path of the cell under `point` (content coordinates) as the exchange controller
    /// sees it: the base's ``Layout/indexPathForItem(at:excluding:)``, excluding the hidden dragged cell.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        base.indexPathForItem(at: point, excluding: presentation.hiddenIndexPath)
    }

    /// The index path of the topmost cell of `layout` under `point` (content coordinates).
    @available(*, deprecated, message: "use layout.indexPathForItem(at:excluding:) (CollectionLayout)")
    public static func indexPathForItem(at point: Point, in layout: some Layout, excluding excluded: IndexPath?) -> IndexPath? {
        layout.indexPathForItem(at: point, excluding: excluded)
    }

    /// `point` mapped into the element's untransformed frame.
    @available(*, deprecated, message: "use attributes.untransformedPoint(_:) (CollectionLayout)")
    public static func untransformedPoint(_ point: Point, in attributes: LayoutAttributes) -> Point? {
        attributes.untransformedPoint(point)
    }
}
