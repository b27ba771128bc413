import CollectionLayout
import SpringTestSupport
import Testing

/// A wrapper over a generic base that declares nothing but `prepare(in:)`.
private struct GenericWrapper<Base: Layout>: LayoutWrapper {
    var base: Base
    mutating func prepare(in context: LayoutContext) throws(LayoutError) { try base.prepare(in: context) }
}

/// A wrapper over `any Layout` that declares nothing but `prepare(in:)` and its forwarded base.
private struct ExistentialWrapper: LayoutWrapper {
    var base: any Layout
    var forwardedBase: AnyLayout { AnyLayout(base) }
    mutating func prepare(in context: LayoutContext) throws(LayoutError) { try base.prepare(in: context) }
}

/// Every query of `layout` equals `base`'s, including the answers that differ from `Layout`'s defaults.
private func expectSameQueries(_ layout: some Layout, as base: MarkedLayout) {
    #expect(layout.preparedContext == base.preparedContext)
    #expect(layout.contentSize == base.contentSize)
    #expect(layout.allElements == base.allElements)
    #expect(!layout.allElements.isEmpty)
    for id in base.allElements {
        #expect(layout.attributes(for: id) == base.attributes(for: id))
        #expect(layout.initialAttributes(forAppearing: id)?.alpha == 0.25)
        #expect(layout.finalAttributes(forDisappearing: id)?.alpha == 0.75)
    }
    let rect = Rect(x: 0, y: 100, width: 320, height: 200)
    #expect(layout.attributes(in: rect) == base.attributes(in: rect))
    #expect(!base.attributes(in: rect).isEmpty)
    #expect(layout.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 100, height: 100)) == false)
    #expect(layout.targetContentOffset(forProposed: Point(x: 3, y: 100)) == Point(x: 3, y: 90))
}

@Suite struct LayoutWrapperTests {
    @Test func aGenericWrapperForwardsEveryQueryToItsBase() throws {
        let ctx = try context(counts: [10, 3])
        let base = try prepared(MarkedLayout(), ctx)
        let wrapper = try prepared(GenericWrapper(base: MarkedLayout()), ctx)
        #expect(GenericWrapper<MarkedLayout>.ForwardedBase.self == MarkedLayout.self)
        expectSameQueries(wrapper, as: base)
    }

    @Test func anExistentialWrapperForwardsEveryQueryThroughAnyLayout() throws {
        let ctx = try context(counts: [10, 3])
        let base = try prepared(MarkedLayout(), ctx)
        let wrapper = try prepared(ExistentialWrapper(base: MarkedLayout()), ctx)
        #expect(ExistentialWrapper.ForwardedBase.self == AnyLayout.self)
        expectSameQueries(wrapper, as: base)
    }

    @Test func anyLayoutAnswersEveryQueryAsItsBase() throws {
        let ctx = try context(counts: [10, 3])
        let base = try prepared(MarkedLayout(), ctx)
        let box = try prepared(AnyLayout(MarkedLayout()), ctx)
        expectSameQueries(box, as: base)
        var into: [LayoutAttributes] = []
        box.attributes(in: Rect(x: 0, y: 0, width: 320, height: 90), into: &into)
        #expect(into == base.attributes(in: Rect(x: 0, y: 0, width: 320, height: 90)))
    }

    /// Every mutating requirement reaches the boxed layout, in place and in order; the snapshot is the base's.
    @Test func anyLayoutChangesItsBaseInPlace() throws {
        let ctx = try context(counts: [4])
        var box = AnyLayout(MarkedLayout())
        try box.prepare(in: ctx)
        box.prepare(forUpdates: [])
        box.prepare(forUpdates: [], mapping: .identity(ctx.dataCounts))
        box.finalizeUpdates()
        let bounds = Rect(x: 0, y: 0, width: 200, height: 300)
        try box.invalidate(forBoundsChange: bounds, in: try context(width: 200, height: 300, counts: [4]))
        box.prepare(forAnimatedBoundsChange: bounds)
        box.finalizeAnimatedBoundsChange()
        let hooks = ["prepare", "updates", "updates+mapping", "finalizeUpdates", "invalidate",
                     "animatedBoundsChange", "finalizeAnimatedBoundsChange"]
        #expect((box.base as? MarkedLayout)?.hooks == hooks)
        #expect(box.preparedContext?.boundsSize == Size(width: 200, height: 300))
        #expect((box.snapshot() as? MarkedLayout)?.hooks == hooks)
    }

    /// A throwing prepare leaves the box's base as it was.
    @Test func anyLayoutPassesOnTheBasesError() throws {
        var box = AnyLayout(FlowLayout(configuration: .init(itemSize: Size(width: -1, height: 10))))
        let message = errorMessage { try box.prepare(in: try context(counts: [2])) }
        var direct = FlowLayout(configuration: .init(itemSize: Size(width: -1, height: 10)))
        #expect(message == errorMessage { try direct.prepare(in: try context(counts: [2])) })
        #expect(message != nil)
        #expect(box.preparedContext == nil)
    }
}
