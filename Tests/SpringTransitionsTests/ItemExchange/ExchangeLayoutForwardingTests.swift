import SpringTestSupport
import SpringTransitions
import Testing

/// `ExchangeLayout` gets the queries it does not change from its base through `LayoutWrapper`, and
/// passes every hook on to it.
@Suite struct ExchangeLayoutForwardingTests {
    @Test func idleExchangeAnswersAsItsBase() throws {
        let ctx = try context(counts: [6])
        let base = try prepared(MarkedLayout(), ctx)
        let exchange = try prepared(ExchangeLayout(base: MarkedLayout()), ctx)
        #expect(ExchangeLayout.ForwardedBase.self == AnyLayout.self)
        #expect(exchange.preparedContext == base.preparedContext)
        #expect(exchange.contentSize == base.contentSize)
        #expect(exchange.allElements == base.allElements)
        for id in base.allElements {
            #expect(exchange.attributes(for: id) == base.attributes(for: id))
            #expect(exchange.initialAttributes(forAppearing: id)?.alpha == 0.25)
            #expect(exchange.finalAttributes(forDisappearing: id)?.alpha == 0.75)
        }
        #expect(exchange.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 10, height: 10)) == false)
        #expect(exchange.targetContentOffset(forProposed: Point(x: 1, y: 70)) == Point(x: 1, y: 90))
    }

    @Test func exchangePassesEveryHookToItsBase() throws {
        let ctx = try context(counts: [6])
        var exchange = try prepared(ExchangeLayout(base: MarkedLayout()), ctx)
        exchange.prepare(forUpdates: [], mapping: .identity(ctx.dataCounts))
        exchange.finalizeUpdates()
        let bounds = Rect(x: 0, y: 0, width: 200, height: 300)
        try exchange.invalidate(forBoundsChange: bounds, in: try context(width: 200, height: 300, counts: [6]))
        exchange.prepare(forAnimatedBoundsChange: bounds)
        exchange.finalizeAnimatedBoundsChange()
        #expect((exchange.base as? MarkedLayout)?.hooks == ["prepare", "updates+mapping", "finalizeUpdates", "invalidate",
                                                            "animatedBoundsChange", "finalizeAnimatedBoundsChange"])
        #expect(exchange.contentSize == (exchange.base as? MarkedLayout)?.contentSize)
    }
}
