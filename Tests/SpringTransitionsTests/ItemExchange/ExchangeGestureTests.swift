import SpringTestSupport
import SpringTransitions
import Testing

@Suite("Exchange long press: minimumPressDuration, allowableMovement and raw touches")
struct ExchangeGestureTests {
    @Test("the press begins only once it has been held for minimumPressDuration (0.15 s)")
    func minimumPressDuration() throws {
        let (controller, delegate) = try ExchangeFixture.make([6], time: 10)
        #expect(controller.configuration.minimumPressDuration == 0.15)
        try controller.touchDown(at: controller.center(0, 1), time: 10)
        for t in [10.0, 10.05, 10.1, 10.149] {
            try controller.advance(to: t)
            #expect(!controller.exchangeTransactionInProgress, "t = \(t)")
        }
        #expect(delegate.log.isEmpty)
        try controller.advance(to: 10.15)
        #expect(controller.exchangeTransactionInProgress)
        #expect(controller.originalIndexPathForDraggedItem == ip(0, 1))
        try controller.touchMoved(to: controller.center(0, 3), time: 10.2)
        try controller.touchUp(time: 10.3)
        #expect(delegate.modelLog == [.didExchange(ip(0, 1), ip(0, 3)), .didFinishEvent, .didFinishTransaction(ip(0, 1), ip(0, 3))])
    }

    @Test("a longer minimumPressDuration is honoured; 0 begins on touch-down")
    func customDuration() throws {
        let (controller, delegate) = try ExchangeFixture.make([6], configuration: ExchangeConfiguration(minimumPressDuration: 0.5))
        try controller.touchDown(at: controller.center(0, 1), time: 0)
        try controller.advance(to: 0.4)
        #expect(!controller.exchangeTransactionInProgress)
        try controller.advance(to: 0.5)
        #expect(controller.exchangeTransactionInProgress)
        try controller.touchCancelled(time: 0.6)
        #expect(delegate.log.last == .didCancel)

        try controller.setConfiguration(ExchangeConfiguration(minimumPressDuration: 0))
        try controller.touchDown(at: controller.center(0, 2), time: 1)
        #expect(controller.originalIndexPathForDraggedItem == ip(0, 2))
    }

    @Test("moving more than allowableMovement before the press begins fails it; less does not")
    func allowableMovement() throws {
        let (controller, delegate) = try ExchangeFixture.make([6])
        let c = controller.center(0, 1)
        try controller.touchDown(at: c, time: 0)
        try controller.touchMoved(to: c.offset(6, 8), time: 0.1)  // exactly 10 points: allowed
        try controller.advance(to: 0.2)
        #expect(controller.originalIndexPathForDraggedItem == ip(0, 1))
        try controller.touchUp(time: 0.3)

        try controller.touchDown(at: c, time: 1)
        try controller.touchMoved(to: c.offset(10.01, 0), time: 1.1)
        try controller.advance(to: 2)
        try controller.touchMoved(to: controller.center(0, 3), time: 2.1)
        try controller.touchUp(time: 2.2)
        #expect(!controller.exchangeTransactionInProgress)
        #expect(delegate.modelLog == [.didFinishTransaction(ip(0, 1), ip(0, 1))])
    }

    @Test("lifting before the press begins reports nothing")
    func liftEarly() throws {
        let (controller, delegate) = try ExchangeFixture.make([6])
        try controller.touchDown(at: controller.center(0, 1), time: 0)
        try controller.touchUp(time: 0.1)
        try controller.advance(to: 1)
        #expect(delegate.log.isEmpty)
        #expect(controller.longPressRecognizer.state == .idle)
    }

    @Test("a move after the press duration, without a poll in between, begins at the old location then changes")
    func beganThenChangedInOneMove() throws {
        var recognizer = try LongPressRecognizer()
        #expect(try recognizer.touchDown(at: Point(x: 1, y: 1), time: 0).count == 0)
        let stages = Array(try recognizer.touchMoved(to: Point(x: 300, y: 1), time: 0.2))
        #expect(stages.map(\.stage) == [.began(Point(x: 1, y: 1)), .changed(Point(x: 300, y: 1))])
        #expect(stages.map(\.time) == [0.2, 0.2])
        #expect(Array(try recognizer.touchUp(time: 0.3)).map(\.stage) == [.ended])
        #expect(recognizer.state == .idle)

        let (controller, delegate) = try ExchangeFixture.make([6])
        try controller.touchDown(at: controller.center(0, 0), time: 0)
        try controller.touchMoved(to: controller.center(0, 5), time: 0.3)
        #expect(delegate.modelLog == [.didExchange(ip(0, 0), ip(0, 5)), .didFinishEvent])
    }

    @Test("the recogniser rejects bad input without changing state")
    func recognizerErrors() throws {
        var recognizer = try LongPressRecognizer()
        _ = try recognizer.touchDown(at: .zero, time: 1)
        let before = recognizer
        #expect(throws: ExchangeError.timeWentBackwards(time: 0.5, latest: 1)) { try recognizer.poll(time: 0.5) }
        #expect(throws: ExchangeError.invalidArgument(name: "point", value: "(nan, 0.0)", requirement: "coordinates must be finite")) {
            try recognizer.touchMoved(to: Point(x: .nan, y: 0), time: 2)
        }
        #expect(recognizer == before)
        #expect(throws: ExchangeError.invalidConfiguration(parameter: "minimumPressDuration", value: -1,
                                                           requirement: "must be finite and not negative")) {
            try LongPressRecognizer(minimumPressDuration: -1)
        }
    }
}
