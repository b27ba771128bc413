import SpringTestSupport
import SpringTransitions
import Testing

@Suite("Exchange refusals: items that cannot move or be displaced, catch rectangles, missing delegates")
struct ExchangeRefusalTests {
    @Test("a refused begin changes nothing: no callbacks but the queries, layout unchanged")
    func refusedBegin() throws {
        let (controller, delegate) = try ExchangeFixture.make([6])
        delegate.refuseBegin = [ip(0, 2)]
        let before = controller.layout.allAttributes
        #expect(try controller.began(at: controller.center(0, 2), time: 1) == nil)
        #expect(delegate.log == [.catchRect(ip(0, 2)), .canBegin(ip(0, 2))])
        #expect(controller.layout.allAttributes == before)
        #expect(!controller.exchangeTransactionInProgress)
        #expect(controller.presentation.snapshotAttributes == nil)
        // Later gestures of the refused press are ignored too.
        #expect(try controller.changed(to: controller.center(0, 3), time: 1.1) == nil)
        #expect(try controller.ended(time: 1.2) == nil)
        #expect(delegate.log.count == 2)
        #expect(delegate.sections == ExchangeFixture.model([6]))
    }

    @Test("a refused displacement changes nothing but the snapshot's position")
    func refusedDisplace() throws {
        let (controller, delegate) = try ExchangeFixture.make([6])
        delegate.refuseDisplace = [ip(0, 2)]
        try controller.began(at: controller.center(0, 0), time: 0)
        let cells = controller.shownCells
        delegate.log.removeAll()
        #expect(try controller.changed(to: controller.center(0, 2), time: 0.1) == nil)
        #expect(delegate.log == [.canDisplace(ip(0, 2), ip(0, 0))])
        #expect(controller.shownCells == cells)
        #expect(controller.presentation.snapshotAttributes?.center == controller.center(0, 2))
        #expect(controller.currentIndexPathForDraggedItem == ip(0, 0))
        // An allowed item is exchanged; going back over the refused one keeps that exchange.
        #expect(try controller.changed(to: controller.center(0, 1), time: 0.2) != nil)
        let afterExchange = delegate.sections
        let shown = controller.shownCells
        #expect(try controller.changed(to: controller.center(0, 2), time: 0.2) == nil)  // same instant: flights unchanged
        #expect(delegate.sections == afterExchange)
        #expect(controller.shownCells == shown)
        #expect(controller.currentIndexPathForDraggedItem == ip(0, 1))
        try controller.ended(time: 0.4)
        #expect(delegate.sections == [[1, 0, 2, 3, 4, 5]])
    }

    @Test("an item that can neither move nor be displaced stays put")
    func fixedItem() throws {
        let (controller, delegate) = try ExchangeFixture.make([3, 3])
        delegate.refuseBegin = [ip(1, 1)]
        delegate.refuseDisplace = [ip(1, 1)]
        #expect(try controller.began(at: controller.center(1, 1), time: 0) == nil)
        for (n, start) in [ip(0, 0), ip(0, 2), ip(1, 2)].enumerated() {
            let t = Double(n + 1)
            #expect(try controller.began(at: controller.center(start.section, start.item), time: t) == start)
            #expect(try controller.changed(to: controller.center(1, 1), time: t + 0.1) == nil)
            try controller.ended(time: t + 0.2)
        }
        #expect(delegate.sections == ExchangeFixture.model([3, 3]))
        #expect(!delegate.log.contains { if case .didExchange = $0 { true } else { false } })
    }

    @Test("move mode: a fixed item in between blocks the move; items in other sections are never displaced")
    func moveBlocked() throws {
        let delegate = MovingDelegate(sections: ExchangeFixture.model([6, 3]))
        delegate.refuseDisplace = [ip(0, 2)]
        let controller = try ExchangeController(collectionView: ExchangeFixture.collectionView([6, 3]),
                                                configuration: ExchangeConfiguration(mode: .move), delegate: delegate)
        try controller.began(at: controller.center(0, 0), time: 0)
        #expect(try controller.changed(to: controller.center(0, 4), time: 0.1) == nil)  // (0, 2) would shift
        #expect(try controller.changed(to: controller.center(1, 0), time: 0.2) == nil)  // another section
        #expect(try controller.changed(to: controller.center(0, 1), time: 0.3)
            == ExchangeEvent(undo: nil, change: .move(from: ip(0, 0), to: ip(0, 1))))
        #expect(try controller.changed(to: controller.center(0, 2), time: 0.4) == nil)  // itself refused
        try controller.ended(time: 0.5)
        #expect(delegate.sections == [[1, 0, 2, 3, 4, 5], [6, 7, 8]])
        #expect(delegate.log == [.didMove(ip(0, 0), ip(0, 1)), .didFinishEvent, .didFinishTransaction(ip(0, 0), ip(0, 1))])
    }

    @Test("move mode: later events undo the previous move then move again; cancel moves back")
    func moveEvents() throws {
        let delegate = MovingDelegate(sections: ExchangeFixture.model([6]))
        let controller = try ExchangeController(collectionView: ExchangeFixture.collectionView([6]),
                                                configuration: ExchangeConfiguration(mode: .move), delegate: delegate)
        try controller.began(at: controller.center(0, 4), time: 0)
        try controller.changed(to: controller.center(0, 1), time: 0.1)
        #expect(delegate.sections == [[0, 4, 1, 2, 3, 5]])
        let e = try controller.changed(to: controller.center(0, 5), time: 0.2)
        #expect(e == ExchangeEvent(undo: .move(from: ip(0, 1), to: ip(0, 4)), change: .move(from: ip(0, 4), to: ip(0, 5))))
        #expect(delegate.sections == [[0, 1, 2, 3, 5, 4]])
        try controller.cancelled(time: 0.3)
        #expect(delegate.sections == ExchangeFixture.model([6]))
        #expect(delegate.log.suffix(2) == [.didMove(ip(0, 5), ip(0, 4)), .didCancel])
    }

    @Test("a press outside the item's catch rectangle does not catch it, and the delegate is not asked to begin")
    func catchRectangle() throws {
        let (controller, delegate) = try ExchangeFixture.make([3])
        let frame = try #require(controller.collectionView.layout.attributes(for: .cell(ip(0, 1)))).frame
        delegate.catchRects[ip(0, 1)] = Rect(x: frame.minX, y: frame.minY, width: 30, height: 30)
        #expect(try controller.began(at: frame.center, time: 0) == nil)
        #expect(delegate.log == [.catchRect(ip(0, 1))])
        #expect(try controller.began(at: Point(x: frame.minX + 10, y: frame.minY + 29), time: 0.1) == ip(0, 1))
        // The catch rectangle only matters for the catch: dragging over any part of a cell exchanges.
        try controller.ended(time: 0.2)
        delegate.catchRects[ip(0, 2)] = Rect(x: .nan, y: 0, width: 10, height: 10)
        #expect(try controller.began(at: controller.center(0, 2), time: 0.3) == nil)
        // A catch rectangle larger than the cell does not extend it.
        delegate.catchRects[ip(0, 0)] = frame.insetBy(dx: -500, dy: -500)
        #expect(try controller.began(at: Point(x: 50, y: 500), time: 0.4) == nil)
    }

    @Test("without a delegate nothing begins")
    func noDelegate() throws {
        let controller = try ExchangeController(collectionView: ExchangeFixture.collectionView([3]))
        #expect(try controller.began(at: controller.center(0, 0), time: 0) == nil)
        #expect(!controller.exchangeTransactionInProgress)
        #expect(controller.time == 0)
    }

    @Test("a press in a gap, outside the content or on a header does not catch")
    func missedPresses() throws {
        let (controller, delegate) = try ExchangeFixture.make([3, 3])
        for point in [Point(x: 105, y: 50), Point(x: -5, y: 50), Point(x: 50, y: 5), Point(x: 50, y: 10_000)] {
            #expect(try controller.began(at: point, time: 0) == nil)
        }
        #expect(delegate.log.isEmpty)
    }
}
