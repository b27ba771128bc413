import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct TransitionCancelTests {
    func runningView() throws -> (CollectionView, SpringTransitionLayout) {
        var view = try CollectionView(layout: DecoratedLayout(gridLayout()), dataCounts: try DataCounts([18, 6]),
                                      boundsSize: Size(width: 320, height: 480), contentOffset: Point(x: 0, y: 120))
        let t = try view.transition(to: DecoratedLayout(listLayout(header: 24)), using: .spring(.bouncy),
                                    configuration: .init(contentOffsetMode: .spring(.smooth), toContentOffset: Point(x: 0, y: 500)))
        for _ in 0..<9 { try view.advance(by: 1.0 / 60) }
        try view.advance(by: 0.004) // between clock steps
        return (view, t)
    }

    @Test func cancellingInPlaceFreezesEveryElementWhereItIs() throws {
        var (view, t) = try runningView()
        var calls: [Bool] = []
        t.completion = { calls.append($0) }
        let poses = allPoses(t)
        let offset = view.contentOffset
        try view.cancelTransitionInPlace()
        #expect(calls == [false])
        #expect(t.state == .cancelled)
        #expect(view.layout is LayoutSnapshot)
        #expect(view.contentOffset == offset)
        #expect(allPoses(view.layout) == poses)
        // Frozen: time passing changes nothing.
        try view.advance(by: 0.5)
        #expect(allPoses(view.layout) == poses)
        #expect(calls == [false])
        // A new transition starts from the frozen poses, at rest.
        let next = try view.transition(to: gridLayout(), using: .spring(.smooth))
        let id = ElementID.cell(IndexPath(section: 0, item: 5))
        #expect(next.animation(for: id)?.from == poses[id])
        #expect(next.animation(for: id)?.velocity(of: .centerY) == 0)
        #expect(errorMessage { try t.retarget(to: gridLayout()) } == "the transition has ended; start a new one")
    }

    @Test func cancellingKeepingVelocityCoastsAndSettlesOnTheFrozenPoses() throws {
        var (view, t) = try runningView()
        var calls: [Bool] = []
        t.completion = { calls.append($0) }
        let poses = allPoses(t)
        let id = ElementID.cell(IndexPath(section: 0, item: 11))
        let velocity = try #require(t.animation(for: id)?.velocity(of: .centerY))
        let offsetVelocity = t.contentOffsetVelocity
        #expect(velocity != 0)
        try view.cancelTransitionInPlaceKeepingVelocity()
        #expect(calls == [false])
        #expect(t.state == .running)
        #expect(t.animation(for: id)?.velocity(of: .centerY) == velocity)
        #expect(t.contentOffsetVelocity == offsetVelocity)
        #expect(t.animation(for: id)?.to == poses[id])
        try view.advance(by: 1.0 / 60)
        let coasting = try #require(view.layout.attributes(for: id))
        #expect(coasting != poses[id]) // it coasts on
        while view.layout is SpringTransitionLayout { try view.advance(by: 1.0 / 60) }
        #expect(view.layout is LayoutSnapshot)
        for (element, pose) in poses { #expect(view.layout.attributes(for: element) == pose, "\(element)") }
    }
}
