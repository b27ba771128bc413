import SpringTestSupport
import SpringTransitions
import Testing

@Suite("Exchange configuration changes during a transaction")
struct ExchangeReconfigurationTests {
    @Test("switching the mode mid-transaction applies to the next transaction; the undo uses the old mode")
    func modeChange() throws {
        let (controller, delegate) = try ExchangeFixture.make([6])
        try controller.began(at: controller.center(0, 0), time: 0)
        try controller.changed(to: controller.center(0, 3), time: 0.1)
        try controller.setConfiguration(ExchangeConfiguration(mode: .move, alphaForDisplacedItem: 0.3))
        #expect(controller.layout.attributes(for: .cell(ip(0, 0)))?.alpha == 0.3)
        let event = try controller.changed(to: controller.center(0, 1), time: 0.2)
        #expect(event == ExchangeEvent(undo: .exchange(ip(0, 3), ip(0, 0)), change: .exchange(ip(0, 0), ip(0, 1))))
        try controller.cancelled(time: 0.3)
        #expect(delegate.sections == ExchangeFixture.model([6]))
        try controller.began(at: controller.center(0, 0), time: 1)
        #expect(try controller.changed(to: controller.center(0, 3), time: 1.1)
            == ExchangeEvent(undo: nil, change: .move(from: ip(0, 0), to: ip(0, 3))))
        #expect(delegate.sections == [[1, 2, 3, 0, 4, 5]])
    }
}
