// Exchange events: from the finger's position to operations, the presentation and the delegate.

extension ExchangeController {
    /// The exchange event for the finger's current position, if it is over a new item: applies it
    /// to the state, then reports it to the delegate.
    func exchangeEventIfNeeded() -> ExchangeEvent? {
        guard case .dragging(var drag) = phase, drag.catchProgress == .completed, let delegate else { return nil }
        let base = collectionView.layout
        guard let target = base.indexPathForItem(at: drag.finger, excluding: drag.current),
              target != drag.current else { return nil }
        let undo: ExchangeOperation? = drag.current == drag.origin ? nil : currentOperation(drag).inverse
        var change: ExchangeOperation?
        if target != drag.origin {
            switch drag.mode {
            case .exchange:
                guard notify({ delegate.exchangeController(self, canDisplace: target, withItemBeingDraggedFrom: drag.origin) })
                else { return nil }
                change = .exchange(drag.origin, target)
            case .move:
                guard target.section == drag.origin.section else { return nil }
                let move = ExchangeOperation.move(from: drag.origin, to: target)
                for path in move.affectedIndexPaths where path != drag.origin {
                    guard notify({ delegate.exchangeController(self, canDisplace: path, withItemBeingDraggedFrom: drag.origin) })
                    else { return nil }
                }
                change = move
            }
        }
        let event = ExchangeEvent(undo: undo, change: change)

        // Apply to the controller's state first, so callbacks see it.
        var shown = state
        shown.time = time
        for operation in event.operations { shown.rebase(for: operation, in: base, spring: spring) }
        shown.removeOffset(of: target)
        shown.hiddenIndexPath = target
        shown.displacedIndexPath = drag.mode == .exchange && target != drag.origin ? drag.origin : nil
        state = shown
        drag.current = target
        phase = .dragging(drag)

        for operation in event.operations { notify { report(operation, to: delegate) } }
        notify { delegate.exchangeControllerDidFinishExchangeEvent(self) }
        return event
    }

    /// The operation in effect: from the original index path to the current one.
    func currentOperation(_ drag: ExchangeDrag) -> ExchangeOperation {
        switch drag.mode {
        case .exchange: .exchange(drag.origin, drag.current)
        case .move: .move(from: drag.origin, to: drag.current)
        }
    }

    /// Tells the delegate about one operation.
    func report(_ operation: ExchangeOperation, to delegate: any ExchangeControllerDelegate) {
        switch operation {
        case let .exchange(a, b): delegate.exchangeController(self, didExchange: a, with: b)
        case let .move(from, to): delegate.exchangeController(self, didMoveItemAt: from, to: to)
        }
    }

    /// Runs a delegate callback, marking it so gesture methods called from inside it are refused.
    func notify<R>(_ body: () -> R) -> R {
        callbackDepth += 1
        defer { callbackDepth -= 1 }
        return body()
    }

    /// Checks a gesture or clock call: not from a callback, a finite time not before ``time``, a finite point.
    func checkInput(_ method: String, time: Double, point: Point? = nil) throws(ExchangeError) {
        guard callbackDepth == 0 else { throw .reentrantCall(method: method) }
        try ExchangeError.requireFinite(time, "time")
        guard time >= self.time else { throw .timeWentBackwards(time: time, latest: self.time) }
        if let point { try ExchangeError.requireFiniteLocation(point) }
    }

    /// Moves the clock to `time` (already checked).
    func advanceClock(to time: Double) {
        self.time = time
        state.time = time
    }
}
