// The stages of the long press: what a recogniser reports.

extension ExchangeController {
    /// A long press was recognised at `point` (content coordinates): try to catch the item there.
    ///
    /// The press is taken as already held for ``ExchangeConfiguration/minimumPressDuration`` (that
    /// is the recogniser's job: use ``touchDown(at:time:)`` to have the controller's own
    /// ``LongPressRecognizer`` check it). The item caught is the topmost visible cell under the
    /// point (``Layout/indexPathForItem(at:excluding:)``) whose catch rectangle contains
    /// it, if the delegate allows it.
    ///
    /// - Returns: the caught item's index path, or `nil` when the press is ignored: a transaction
    ///   is already in progress, there is no delegate, no cell or catch rectangle under the point,
    ///   or the delegate refused.
    /// - Throws: ``ExchangeError`` for a non-finite point or time, a time before ``time``, a call
    ///   from a delegate callback, or an invalid snapshot from the delegate; nothing changes.
    @discardableResult
    public func began(at point: Point, time: Double) throws(ExchangeError) -> IndexPath? {
        try checkInput("began(at:time:)", time: time, point: point)
        guard phase == .idle, let delegate else { advanceClock(to: time); return nil }
        let base = collectionView.layout
        guard let hit = base.indexPathForItem(at: point, excluding: nil),
              let cell = base.attributes(for: .cell(hit)),
              let local = cell.untransformedPoint(point) else { advanceClock(to: time); return nil }
        let catchRect = notify { delegate.exchangeController(self, catchRectFor: hit, cell: cell) }
        guard catchRect.isFinite, catchRect.contains(local),
              notify({ delegate.exchangeController(self, canBeginAt: hit) }) else { advanceClock(to: time); return nil }

        let snapshotID = ElementID.decoration(.exchangeSnapshot, hit)
        var proposed = cell
        proposed.id = snapshotID
        proposed.alpha = configuration.snapshotAlpha
        proposed.zIndex = Self.snapshotZIndex
        proposed.isHidden = false
        var snapshot = notify { delegate.exchangeController(self, snapshotFor: cell, proposed: proposed) }
        snapshot.id = snapshotID
        do { try snapshot.validate() } catch { throw .invalidSnapshot(error) }

        // Commit.
        advanceClock(to: time)
        serial += 1
        let grab = Point(x: cell.center.x - point.x, y: cell.center.y - point.y)
        phase = .dragging(ExchangeDrag(serial: serial, mode: configuration.mode, origin: hit, current: hit, grabOffset: grab, finger: point))
        state.pruneSettledOffsets()
        state.removeOffset(of: hit)
        state.hiddenIndexPath = hit
        state.displacedIndexPath = nil
        state.displacedAlpha = .constant(configuration.alphaForDisplacedItem)
        state.snapshot = ExchangeSnapshotState(
            attributes: snapshot, restingCenter: Point(x: point.x + grab.x, y: point.y + grab.y), flight: nil,
            blink: BlinkTrack(spring: spring, segment: configuration.animationDuration,
                              peak: configuration.blinkToScaleForCatch, startTime: time),
            fade: nil)
        let shown = presentation.snapshotAttributes ?? snapshot
        let completion = ExchangeCatchCompletion(controller: self, serial: serial)
        notify { delegate.exchangeController(self, animateCatchWith: shown, completion: completion) }
        return hit
    }

    /// The finger moved to `point` (content coordinates) during a transaction: the snapshot follows
    /// it, and if it is over a different item an exchange event happens.
    ///
    /// - Returns: the exchange event, or `nil` when none happened: no transaction is being
    ///   dragged, the catch is not complete yet, the finger is over no cell or over the dragged
    ///   item's own (hidden) cell, the delegate refused the displacement, or (move mode) the cell
    ///   is in another section.
    /// - Throws: ``ExchangeError`` for a non-finite point or time, a time before ``time`` or a call
    ///   from a delegate callback; nothing changes.
    @discardableResult
    public func changed(to point: Point, time: Double) throws(ExchangeError) -> ExchangeEvent? {
        try checkInput("changed(to:time:)", time: time, point: point)
        advanceClock(to: time)
        guard case .dragging(var drag) = phase else { return nil }
        drag.finger = point
        if drag.catchProgress == .animating { drag.catchProgress = .animatingAfterMove }
        phase = .dragging(drag)
        state.snapshot?.restingCenter = Point(x: point.x + drag.grabOffset.x, y: point.y + drag.grabOffset.y)
        return exchangeEventIfNeeded()
    }

    /// The finger was lifted: the transaction ends with the exchange in effect.
    ///
    /// The delegate is told ``ExchangeControllerDelegate/exchangeController(_:didFinishExchangeTransaction:_:)``
    /// and asked to animate the release; the snapshot flies to the dragged item's cell and blinks
    /// to ``ExchangeConfiguration/blinkToScaleForRelease``, and the displaced cell's alpha springs
    /// back to 1. The transaction stays in progress until the release completion is called.
    ///
    /// - Returns: the two index paths of the final exchange (equal when the drag ended where it
    ///   began), or `nil` when no transaction was being dragged.
    /// - Throws: ``ExchangeError`` for a non-finite time, a time before ``time`` or a call from a
    ///   delegate callback; nothing changes.
    @discardableResult
    public func ended(time: Double) throws(ExchangeError) -> (IndexPath, IndexPath)? {
        try checkInput("ended(time:)", time: time)
        advanceClock(to: time)
        guard case let .dragging(drag) = phase else { return nil }
        phase = .releasing(drag)
        let now = presentation
        let cellCenter = collectionView.layout.attributes(for: .cell(drag.current))?.center
            ?? now.snapshotAttributes?.center ?? drag.finger
        if var snapshot = state.snapshot {
            let from = snapshot.center(at: time)
            snapshot.restingCenter = cellCenter
            snapshot.flight = SpringTrack2D(spring: spring, displacement: Point(x: from.x - cellCenter.x, y: from.y - cellCenter.y),
                                            velocity: .zero, startTime: time)
            let blink = snapshot.blink.state(at: time)
            snapshot.blink = BlinkTrack(spring: spring, segment: configuration.animationDuration,
                                        peak: configuration.blinkToScaleForRelease, from: blink.scale,
                                        velocity: blink.velocity, startTime: time)
            state.snapshot = snapshot
        }
        if state.displacedIndexPath != nil {
            let alpha = state.displacedAlpha.state(at: time)
            state.displacedAlpha = SpringTrack(spring: spring, from: alpha.value, velocity: alpha.velocity, to: 1,
                                               startTime: time, epsilon: 1e-4)
        }
        let result = (drag.origin, drag.current)
        guard let delegate else {
            _ = try? completeRelease(serial: drag.serial, fadeDuration: configuration.animationDuration)
            return result
        }
        notify { delegate.exchangeController(self, didFinishExchangeTransaction: drag.origin, drag.current) }
        let snapshot = presentation.snapshotAttributes ?? LayoutAttributes(id: .decoration(.exchangeSnapshot, drag.origin),
                                                                           center: cellCenter, size: .zero)
        let completion = ExchangeReleaseCompletion(controller: self, serial: drag.serial)
        notify {
            delegate.exchangeController(self, animateReleaseWith: snapshot, to: cellCenter,
                                        originalIndexPathForDraggedItem: drag.origin, completion: completion)
        }
        return result
    }

    /// The system cancelled the press during a transaction: the exchange in effect is undone (the
    /// delegate gets that undo through ``ExchangeControllerDelegate/exchangeController(_:didExchange:with:)``
    /// or, in move mode, ``ExchangeControllerDelegate/exchangeController(_:didMoveItemAt:to:)``),
    /// then ``ExchangeControllerDelegate/exchangeControllerDidCancel(_:)``; the view returns to its
    /// state before the catch at once, without animation.
    ///
    /// - Returns: true when a transaction was cancelled; false when none was being dragged (after
    ///   the release a cancel is ignored).
    /// - Throws: ``ExchangeError`` for a non-finite time, a time before ``time`` or a call from a
    ///   delegate callback; nothing changes.
    @discardableResult
    public func cancelled(time: Double) throws(ExchangeError) -> Bool {
        try checkInput("cancelled(time:)", time: time)
        advanceClock(to: time)
        guard case let .dragging(drag) = phase else { return false }
        phase = .idle
        state = .idle
        state.time = time
        guard let delegate else { return true }
        if drag.current != drag.origin {
            notify { report(currentOperation(drag).inverse, to: delegate) }
        }
        notify { delegate.exchangeControllerDidCancel(self) }
        return true
    }
}
