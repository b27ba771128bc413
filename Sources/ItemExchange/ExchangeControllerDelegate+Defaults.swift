extension ExchangeControllerDelegate {
    /// Reports the move as adjacent exchanges, from `from` towards `to`.
    public func exchangeController(_ controller: ExchangeController, didMoveItemAt from: IndexPath, to: IndexPath) {
        guard from.section == to.section else { return }
        let step = from.item < to.item ? 1 : -1
        var item = from.item
        while item != to.item {
            exchangeController(controller, didExchange: IndexPath(section: from.section, item: item),
                               with: IndexPath(section: from.section, item: item + step))
            item += step
        }
    }

    /// Always true.
    public func exchangeController(_ controller: ExchangeController, canBeginAt indexPath: IndexPath) -> Bool { true }

    /// Always true.
    public func exchangeController(_ controller: ExchangeController, canDisplace indexPath: IndexPath,
                                   withItemBeingDraggedFrom draggedFrom: IndexPath) -> Bool { true }

    /// The cell's frame.
    public func exchangeController(_ controller: ExchangeController, catchRectFor indexPath: IndexPath,
                                   cell: LayoutAttributes) -> Rect { cell.frame }

    /// `proposed`.
    public func exchangeController(_ controller: ExchangeController, snapshotFor cell: LayoutAttributes,
                                   proposed: LayoutAttributes) -> LayoutAttributes { proposed }

    /// Completes immediately.
    public func exchangeController(_ controller: ExchangeController, animateCatchWith snapshot: LayoutAttributes,
                                   completion: ExchangeCatchCompletion) {
        completion()
    }

    /// Completes immediately with the default fade duration.
    public func exchangeController(_ controller: ExchangeController, animateReleaseWith snapshot: LayoutAttributes,
                                   to centerOfCell: Point, originalIndexPathForDraggedItem: IndexPath,
                                   completion: ExchangeReleaseCompletion) {
        completion()
    }
}
