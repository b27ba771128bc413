import SpringTestSupport
import SpringTransitions
import Testing

@Suite("Exchange transactions follow SSCollectionViewExchangeController's timeline")
struct ExchangeTimelineTests {
    /// The seed's timeline: catch at 0,3; events to 1,3, 1,4 and 1,5; release at 1,5.
    @Test("the callbacks match the seed's timeline example event for event")
    func seedTimeline() throws {
        let (controller, delegate) = try ExchangeFixture.make([6, 6])
        let original = delegate.sections
        #expect(try controller.began(at: controller.center(0, 3), time: 1) == ip(0, 3))
        // Moving within the caught cell (hidden) or over gaps makes no event.
        #expect(try controller.changed(to: Point(x: 80, y: 200), time: 1.05) == nil)
        #expect(try controller.changed(to: Point(x: 105, y: 170), time: 1.06) == nil)  // the gap between columns

        let e1 = try controller.changed(to: controller.center(1, 3), time: 1.1)
        #expect(try controller.changed(to: controller.center(1, 3).offset(5, 5), time: 1.15) == nil)
        let e2 = try controller.changed(to: controller.center(1, 4), time: 1.2)
        let e3 = try controller.changed(to: controller.center(1, 5), time: 1.3)
        let released = try controller.ended(time: 1.4)

        // Exchange event 1: new exchange 0,3 with 1,3.
        #expect(e1 == ExchangeEvent(undo: nil, change: .exchange(ip(0, 3), ip(1, 3))))
        // Event 2: undo 1,3 with 0,3; new exchange 0,3 with 1,4.
        #expect(e2 == ExchangeEvent(undo: .exchange(ip(1, 3), ip(0, 3)), change: .exchange(ip(0, 3), ip(1, 4))))
        // Event 3: undo 1,4 with 0,3; new exchange 0,3 and 1,5.
        #expect(e3 == ExchangeEvent(undo: .exchange(ip(1, 4), ip(0, 3)), change: .exchange(ip(0, 3), ip(1, 5))))
        #expect(released.map { [$0.0, $0.1] } == [ip(0, 3), ip(1, 5)])

        let expected: [Callback] = [
            .didExchange(ip(0, 3), ip(1, 3)), .didFinishEvent,
            .didExchange(ip(1, 3), ip(0, 3)), .didExchange(ip(0, 3), ip(1, 4)), .didFinishEvent,
            .didExchange(ip(1, 4), ip(0, 3)), .didExchange(ip(0, 3), ip(1, 5)), .didFinishEvent,
            .didFinishTransaction(ip(0, 3), ip(1, 5)),
        ]
        #expect(delegate.modelLog == expected)
        var model = original
        try exchange(in: &model, ip(0, 3), ip(1, 5))
        #expect(delegate.sections == model)
        #expect(delegate.sections[0][3] == 11 && delegate.sections[1][5] == 3)
        #expect(delegate.modelErrors.isEmpty)
    }

    @Test("the whole callback order, queries and animation hooks included")
    func fullOrder() throws {
        let (controller, delegate) = try ExchangeFixture.make([6, 6])
        try controller.began(at: controller.center(0, 0), time: 0)
        try controller.changed(to: controller.center(0, 1), time: 0.1)
        try controller.ended(time: 0.2)
        #expect(delegate.log == [
            .catchRect(ip(0, 0)), .canBegin(ip(0, 0)), .snapshot(ip(0, 0)), .animateCatch,
            .canDisplace(ip(0, 1), ip(0, 0)), .didExchange(ip(0, 0), ip(0, 1)), .didFinishEvent,
            .didFinishTransaction(ip(0, 0), ip(0, 1)),
            .animateRelease(center: controller.center(0, 1), original: ip(0, 0)),
        ])
        #expect(!controller.exchangeTransactionInProgress)
    }

    @Test("dragging back to the start undoes the exchange; releasing there reports equal index paths")
    func backToStart() throws {
        let (controller, delegate) = try ExchangeFixture.make([4, 4])
        let original = delegate.sections
        try controller.began(at: controller.center(0, 1), time: 0)
        let out = try controller.changed(to: controller.center(1, 2), time: 0.1)
        #expect(controller.indexPathForDisplacedItem == ip(0, 1))
        let back = try controller.changed(to: controller.center(0, 1), time: 0.2)
        #expect(out == ExchangeEvent(undo: nil, change: .exchange(ip(0, 1), ip(1, 2))))
        #expect(back == ExchangeEvent(undo: .exchange(ip(1, 2), ip(0, 1)), change: nil))
        #expect(controller.currentIndexPathForDraggedItem == ip(0, 1))
        #expect(controller.indexPathForDisplacedItem == nil)
        #expect(delegate.sections == original)
        // Out again: a single exchange, with no undo.
        let again = try controller.changed(to: controller.center(0, 0), time: 0.3)
        #expect(again == ExchangeEvent(undo: nil, change: .exchange(ip(0, 1), ip(0, 0))))
        try controller.changed(to: controller.center(0, 1), time: 0.4)
        try controller.ended(time: 0.5)
        #expect(delegate.modelLog == [
            .didExchange(ip(0, 1), ip(1, 2)), .didFinishEvent,
            .didExchange(ip(1, 2), ip(0, 1)), .didFinishEvent,
            .didExchange(ip(0, 1), ip(0, 0)), .didFinishEvent,
            .didExchange(ip(0, 0), ip(0, 1)), .didFinishEvent,
            .didFinishTransaction(ip(0, 1), ip(0, 1)),
        ])
        #expect(delegate.sections == original)
    }

    @Test("cancel: the undo of the last exchange, then didCancel; model and view back to the start")
    func cancel() throws {
        let (controller, delegate) = try ExchangeFixture.make([6, 6])
        let original = delegate.sections
        let before = controller.shownCells
        try controller.began(at: controller.center(0, 3), time: 0)
        try controller.changed(to: controller.center(1, 3), time: 0.05)
        try controller.changed(to: controller.center(1, 4), time: 0.1)
        delegate.log.removeAll()
        #expect(try controller.cancelled(time: 0.12))
        #expect(delegate.log == [.didExchange(ip(1, 4), ip(0, 3)), .didCancel])
        #expect(delegate.sections == original)
        #expect(!controller.exchangeTransactionInProgress)
        #expect(controller.presentation.snapshotAttributes == nil)
        #expect(controller.shownCells == before)
        #expect(controller.layout.allElements == controller.collectionView.layout.allElements)
        // Nothing further happens for this transaction.
        #expect(try controller.changed(to: controller.center(1, 1), time: 0.2) == nil)
        #expect(try controller.ended(time: 0.3) == nil)
        #expect(delegate.log == [.didExchange(ip(1, 4), ip(0, 3)), .didCancel])
    }

    @Test("cancel without an exchange in effect only calls didCancel")
    func cancelAtStart() throws {
        let (controller, delegate) = try ExchangeFixture.make([3])
        try controller.began(at: controller.center(0, 0), time: 0)
        try controller.changed(to: controller.center(0, 1), time: 0.1)
        try controller.changed(to: controller.center(0, 0), time: 0.2)
        delegate.log.removeAll()
        try controller.cancelled(time: 0.3)
        #expect(delegate.log == [.didCancel])
    }

    @Test("the release waits for the delegate's completion before showing the cell and ending the transaction")
    func releaseWaitsForCompletion() throws {
        let (controller, delegate) = try ExchangeFixture.make([6])
        delegate.holdRelease = true
        try controller.began(at: controller.center(0, 0), time: 0)
        try controller.changed(to: controller.center(0, 4), time: 0.1)
        try controller.ended(time: 0.2)
        #expect(controller.isAwaitingReleaseCompletion)
        #expect(controller.exchangeTransactionInProgress)
        let completion = try #require(delegate.heldRelease)

        // However long the host waits, the dragged cell stays hidden and nothing new can begin.
        try controller.advance(by: 10)
        #expect(controller.layout.attributes(for: .cell(ip(0, 4)))?.isHidden == true)
        #expect(controller.presentation.snapshotAttributes != nil)
        #expect(try controller.began(at: controller.center(0, 2), time: 10.3) == nil)
        #expect(try controller.cancelled(time: 10.4) == false)
        #expect(controller.exchangeTransactionInProgress)

        // A bad fade duration is refused without effect.
        #expect(throws: ExchangeError.invalidArgument(name: "fadeDuration", value: "-1.0", requirement: "must be finite and not negative")) {
            try completion(fadeDuration: -1)
        }
        #expect(controller.isAwaitingReleaseCompletion)

        #expect(try completion(fadeDuration: 0.3))
        #expect(!controller.exchangeTransactionInProgress)
        #expect(controller.layout.attributes(for: .cell(ip(0, 4)))?.isHidden == false)
        #expect(controller.presentation.snapshotAttributes != nil)  // still fading
        #expect(try completion(fadeDuration: 0.3) == false)         // a second call does nothing
        try controller.advance(by: 5)
        #expect(controller.presentation.snapshotAttributes == nil)
        #expect(!controller.presentation.isAnimating)
        #expect(try controller.began(at: controller.center(0, 2), time: 15.5) == ip(0, 2))
    }

    @Test("exchange events wait for the catch completion; completing it exchanges the item under the finger")
    func catchWaitsForCompletion() throws {
        let (controller, delegate) = try ExchangeFixture.make([6])
        delegate.holdCatch = true
        try controller.began(at: controller.center(0, 0), time: 0)
        #expect(try controller.changed(to: controller.center(0, 2), time: 0.1) == nil)
        #expect(controller.presentation.snapshotAttributes?.center == controller.center(0, 2))
        #expect(delegate.modelLog.isEmpty)
        let completion = try #require(delegate.heldCatch)
        #expect(completion())
        #expect(delegate.modelLog == [.didExchange(ip(0, 0), ip(0, 2)), .didFinishEvent])
        #expect(completion() == false)
        #expect(controller.currentIndexPathForDraggedItem == ip(0, 2))
    }

    @Test("exchanges across sections keep the section sizes")
    func acrossSections() throws {
        let (controller, delegate) = try ExchangeFixture.make([2, 3, 4])
        try controller.began(at: controller.center(2, 3), time: 0)
        try controller.changed(to: controller.center(0, 0), time: 0.1)
        try controller.ended(time: 0.2)
        #expect(delegate.sections == [[8, 1], [2, 3, 4], [5, 6, 7, 0]])
        #expect(delegate.modelLog.last == .didFinishTransaction(ip(2, 3), ip(0, 0)))
    }
}

extension Point {
    func offset(_ dx: Double, _ dy: Double) -> Point { Point(x: x + dx, y: y + dy) }
}
