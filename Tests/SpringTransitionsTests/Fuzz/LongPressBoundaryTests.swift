import Testing
import SpringTestSupport
@testable import SpringTransitions

/// The fuzz finding of issue 10: a press held exactly ``LongPressRecognizer/minimumPressDuration``
/// begins, although `1.15 − 1.0` rounds to `0.1499999999999999`.
@Suite("Long press: exact duration")
struct LongPressBoundaryTests {
    @Test func pressHeldExactlyTheMinimumDurationBegins() throws {
        #expect(1.15 - 1.0 < 0.15)                 // the rounding that hid the press
        var recognizer = try LongPressRecognizer(minimumPressDuration: 0.15)
        let point = Point(x: 5, y: 5)
        #expect(try recognizer.touchDown(at: point, time: 1.0).count == 0)
        #expect(try recognizer.poll(time: 1.15.nextDown).count == 0)
        let stages = Array(try recognizer.poll(time: 1.15))
        #expect(stages.count == 1)
        #expect(stages.first?.stage == .began(point))
        #expect(stages.first?.time == 1.15)
    }

    @Test func controllerCatchesAtExactlyTheMinimumDuration() throws {
        let (controller, delegate) = try ExchangeFixture.make([6])   // the controller holds its delegate weakly
        try controller.touchDown(at: controller.center(0, 1), time: 1.0)
        #expect(!controller.exchangeTransactionInProgress)
        try controller.advance(to: 1.15)
        withExtendedLifetime(delegate) {}
        #expect(controller.exchangeTransactionInProgress)
        #expect(controller.originalIndexPathForDraggedItem == ip(0, 1))
    }
}
