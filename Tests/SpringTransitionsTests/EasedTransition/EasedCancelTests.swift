import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct EasedCancelTests {
    @Test func cancelInPlaceFreezesThePosesOnTheCollectionView() throws {
        var view = try CollectionView(layout: DecoratedLayout(listLayout(header: 30)), dataCounts: try DataCounts([8, 8]),
                                      boundsSize: Size(width: 320, height: 480))
        try view.setContentOffset(Point(x: 0, y: 200))
        var calls: [Bool] = []
        let t = try view.transition(to: DecoratedLayout(gridLayout()), duration: 1, easing: .backOut) { calls.append($0) }
        try t.setToContentOffset(Point(x: 0, y: 40))
        for _ in 0..<20 { try view.advance(by: 1.0 / 60) }
        let offset = view.contentOffset
        let before = t.allElements.map { t.attributes(for: $0)! }
        try view.cancelTransitionInPlace()
        #expect(calls == [false])
        #expect(t.state == .cancelled)
        let frozen = try #require(view.layout as? LayoutSnapshot)
        #expect(view.contentOffset == offset)
        #expect(frozen.allElements == t.allElements)
        #expect(t.allElements.map { frozen.attributes(for: $0)! } == before)
        // The cancelled transition keeps its poses, and advancing the view does nothing.
        #expect(t.allElements.map { t.attributes(for: $0)! } == before)
        try view.advance(by: 1)
        #expect(view.layout is LayoutSnapshot)
        #expect(calls == [false])
        #expect(view.contentOffset == offset)
    }

    @Test func aNewTransitionStartsFromTheRunningOnesPoses() throws {
        var view = try CollectionView(layout: listLayout(), dataCounts: try DataCounts([12]), boundsSize: Size(width: 320, height: 480))
        var first: [Bool] = []
        let a = try view.transition(to: gridLayout(), duration: 1, easing: .linear) { first.append($0) }
        try view.advance(by: 0.4)
        let cell = ElementID.cell(IndexPath(section: 0, item: 7))
        let mid = try #require(a.attributes(for: cell))
        let b = try view.transition(to: gridLayout(columns: 2), duration: 0.5, easing: .linear)
        #expect(first == [false])
        #expect(a.state == .cancelled)
        // The new transition starts exactly where the old one was.
        #expect(b.attributes(for: cell) == mid)
        #expect(view.easedTransition === b)
        // A spring transition can be interrupted the same way.
        var view2 = try CollectionView(layout: listLayout(), dataCounts: try DataCounts([12]), boundsSize: Size(width: 320, height: 480))
        var springCalls: [Bool] = []
        let s = try view2.transition(to: gridLayout(), using: .spring(.smooth), integrator: ExactIntegrator())
        s.completion = { springCalls.append($0) }
        try view2.advance(by: 0.1)
        let springPose = try #require(s.attributes(for: cell))
        let c = try view2.transition(to: gridLayout(columns: 2), duration: 0.5)
        #expect(springCalls == [false])
        #expect(s.state == .cancelled)
        #expect(c.attributes(for: cell) == springPose)
    }

    @Test func aFailedStartChangesNothing() throws {
        var view = try CollectionView(layout: listLayout(), dataCounts: try DataCounts([12]), boundsSize: Size(width: 320, height: 480))
        var calls: [Bool] = []
        let a = try view.transition(to: gridLayout(), duration: 1) { calls.append($0) }
        try view.advance(by: 0.3)
        let offset = view.contentOffset
        let message = errorMessage { try view.transition(to: gridLayout(), duration: 0) }
        #expect(message == "invalid transition configuration: duration is 0.0; must be finite and positive")
        #expect(view.easedTransition === a)
        #expect(a.state == .running)
        #expect(calls.isEmpty)
        #expect(view.contentOffset == offset)
    }
}
