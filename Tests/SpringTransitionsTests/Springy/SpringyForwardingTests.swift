import SpringTestSupport
import SpringTransitions
import Testing

/// `SpringyLayout` gets the queries it does not change from its base through `LayoutWrapper`.
@Suite struct SpringyForwardingTests {
    @Test func springyAnswersAsItsBaseWhereItChangesNothing() throws {
        let ctx = try context(counts: [6])
        let base = try prepared(MarkedLayout(), ctx)
        let springy = try SpringyLayout(base: MarkedLayout())
        try springy.prepare(in: ctx)
        #expect(SpringyLayout.ForwardedBase.self == AnyLayout.self)
        #expect(springy.contentSize == base.contentSize)
        #expect(springy.allElements == base.allElements)
        for id in base.allElements {
            #expect(springy.initialAttributes(forAppearing: id) == base.initialAttributes(forAppearing: id))
            #expect(springy.initialAttributes(forAppearing: id)?.alpha == 0.25)
        }
        #expect(springy.targetContentOffset(forProposed: Point(x: 1, y: 70)) == Point(x: 1, y: 90))
        #expect((springy.base as? MarkedLayout)?.hooks == ["prepare"])
    }
}
