/// Keeps the owner of an ``ExchangeController`` informed and in control: the headless
/// `SSCollectionViewExchangeControllerDelegate`.
///
/// The four requirements keep the data model in sync; everything else is optional (defaults in a
/// protocol extension). Callbacks happen synchronously inside the controller's gesture and clock
/// methods, after the controller's own state is updated; calling a gesture or clock method from
/// inside one throws ``ExchangeError/reentrantCall(method:)``.
///
/// ## Order of calls in one exchange transaction
/// 1. At the catch: ``exchangeController(_:catchRectFor:cell:)``, ``exchangeController(_:canBeginAt:)``,
///    ``exchangeController(_:snapshotFor:proposed:)`` and ``exchangeController(_:animateCatchWith:completion:)``.
/// 2. For every exchange event: ``exchangeController(_:didExchange:with:)`` (or, in move mode,
///    ``exchangeController(_:didMoveItemAt:to:)``) once or twice — the undo of the previous
///    exchange first — then ``exchangeControllerDidFinishExchangeEvent(_:)``.
///    ``exchangeController(_:canDisplace:withItemBeingDraggedFrom:)`` is asked before an event.
/// 3. At the release: ``exchangeController(_:didFinishExchangeTransaction:_:)``, then
///    ``exchangeController(_:animateReleaseWith:to:originalIndexPathForDraggedItem:completion:)``.
/// 4. Or, on cancel: ``exchangeController(_:didExchange:with:)`` undoing the exchange in effect
///    (if any), then ``exchangeControllerDidCancel(_:)``.
public protocol ExchangeControllerDelegate: AnyObject {
    /// The items at `indexPath1` and `indexPath2` were exchanged: exchange them in the model
    /// (for example with ``exchange(in:_:_:)``). Called once or twice per exchange event; do live
    /// updating in ``exchangeControllerDidFinishExchangeEvent(_:)`` instead.
    func exchangeController(_ controller: ExchangeController, didExchange indexPath1: IndexPath, with indexPath2: IndexPath)

    /// An exchange event finished: the model now matches what is shown. The place for live updating.
    func exchangeControllerDidFinishExchangeEvent(_ controller: ExchangeController)

    /// The transaction ended with the finger lifted. The index paths are the two items of the final
    /// exchange (the dragged item's original index path first); they are equal when the drag ended
    /// where it began. The model is already up to date: do not exchange them again.
    func exchangeController(_ controller: ExchangeController, didFinishExchangeTransaction indexPath1: IndexPath, _ indexPath2: IndexPath)

    /// The transaction was cancelled. The exchange in effect has already been undone through
    /// ``exchangeController(_:didExchange:with:)``, so the model is as it was at the catch; the
    /// controller has restored the view.
    func exchangeControllerDidCancel(_ controller: ExchangeController)

    /// Move mode only: the item at `from` was moved to `to` (same section) and the items in between
    /// shifted: move it in the model (for example with ``moveElement(in:from:to:)``).
    ///
    /// Default: the equivalent chain of |to.item − from.item| adjacent exchanges through
    /// ``exchangeController(_:didExchange:with:)``, so exchange-only delegates stay in sync.
    func exchangeController(_ controller: ExchangeController, didMoveItemAt from: IndexPath, to: IndexPath)

    /// Whether a transaction may begin by catching the item at `indexPath` (the item that would be
    /// moved). Returning true means it begins. Default: true.
    func exchangeController(_ controller: ExchangeController, canBeginAt indexPath: IndexPath) -> Bool

    /// Whether the item at `indexPath` may be displaced by the item being dragged, which was caught
    /// at `draggedFrom` (its original index path). In exchange mode `indexPath` is the candidate's
    /// current index path in the model; in move mode it is asked for every item that would shift,
    /// by its index path in the arrangement at the catch. Default: true.
    func exchangeController(_ controller: ExchangeController, canDisplace indexPath: IndexPath,
                            withItemBeingDraggedFrom draggedFrom: IndexPath) -> Bool

    /// The rectangle, in content coordinates of the cell's untransformed frame, where a long press
    /// catches the item at `indexPath`; `cell` is its layout attributes. A point outside the cell's
    /// frame never catches, whatever the rectangle; a non-finite rectangle catches nothing.
    /// Default: `cell.frame`.
    func exchangeController(_ controller: ExchangeController, catchRectFor indexPath: IndexPath, cell: LayoutAttributes) -> Rect

    /// The snapshot that will follow the finger. `proposed` is the default: `cell` with the
    /// snapshot's identity, alpha ``ExchangeConfiguration/snapshotAlpha``, zIndex
    /// ``ExchangeController/snapshotZIndex`` and not hidden. The controller keeps the returned
    /// value's identity as proposed and moves and scales it; it must pass
    /// ``LayoutAttributes/validate()``. Default: `proposed`.
    func exchangeController(_ controller: ExchangeController, snapshotFor cell: LayoutAttributes,
                            proposed: LayoutAttributes) -> LayoutAttributes

    /// The catch happened; run any catch animation of your own on `snapshot`, then call
    /// `completion`. Until it is called, the snapshot follows the finger but no exchange event
    /// happens; when it is called after the finger moved, the item under the finger (if any) is
    /// exchanged at once. As with `UILongPressGestureRecognizer`, only a change of the finger's
    /// position can make an exchange event, never the catch itself. The
    /// controller's own blink (``ExchangeConfiguration/blinkToScaleForCatch``) runs regardless.
    /// Default: calls `completion` immediately.
    func exchangeController(_ controller: ExchangeController, animateCatchWith snapshot: LayoutAttributes,
                            completion: ExchangeCatchCompletion)

    /// The finger was lifted; run any release animation of your own — `snapshot` towards
    /// `centerOfCell`, the displaced cell at `originalIndexPathForDraggedItem` back to full alpha —
    /// then call `completion` with a fade duration. Until it is called the transaction stays in
    /// progress: the dragged cell stays hidden and no new transaction can begin. Then the cell is
    /// shown and the snapshot fades out over the duration. The controller's own flight to the cell
    /// and release blink run regardless. Default: calls `completion()` immediately.
    func exchangeController(_ controller: ExchangeController, animateReleaseWith snapshot: LayoutAttributes,
                            to centerOfCell: Point, originalIndexPathForDraggedItem: IndexPath,
                            completion: ExchangeReleaseCompletion)
}
