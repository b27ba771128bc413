import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct TransitionContentOffsetTests {
    /// A collection view of 60 items in a 3-column grid, scrolled to y = 300.
    func gridView() throws -> CollectionView {
        try CollectionView(layout: gridLayout(), dataCounts: try DataCounts([60]),
                           boundsSize: Size(width: 320, height: 480), contentOffset: Point(x: 0, y: 300))
    }

    @Test func theCollectionViewEndsOnTheNextLayoutAtTheExactTargetOffset() throws {
        var view = try gridView()
        let transition = try view.transition(to: listLayout(), using: .spring(.bouncy))
        #expect(view.layout is SpringTransitionLayout)
        #expect(view.contentOffset == Point(x: 0, y: 300))
        try transition.setToContentOffset(for: IndexPath(section: 0, item: 30), at: .centeredVertically)
        let target = transition.toContentOffset
        // Item 30's center (30 · 45 + 22) in the middle of the 480-point view.
        #expect(target == Point(x: 0, y: 30 * 45 + 22 - 240))
        var calls: [Bool] = []
        transition.completion = { calls.append($0) }
        var frames = 0
        while view.layout is SpringTransitionLayout {
            try view.advance(by: 1.0 / 60)
            frames += 1
            #expect(frames < 600)
            if frames > 600 { break }
        }
        #expect(calls == [true])
        #expect(view.layout is FlowLayout)
        #expect(view.contentOffset == target)
        let list = try prepared(listLayout(), view.context)
        for id in list.allElements { #expect(view.layout.attributes(for: id) == list.attributes(for: id)) }
        // The transition's own final state is exact too.
        #expect(transition.state == .finished)
        #expect(transition.contentOffset == target)
        #expect(transition.contentSize == list.contentSize)
        for id in list.allElements { #expect(transition.attributes(for: id) == list.attributes(for: id)) }
        // Advancing afterwards changes nothing and calls nothing.
        try view.advance(by: 1)
        try transition.advance(by: 1)
        #expect(calls == [true])
        #expect(view.contentOffset == target)
    }

    @Test func theOffsetFollowsTheWeightedProgressOnTheWay() throws {
        var view = try gridView()
        let transition = try view.transition(to: listLayout(), using: .spring(.smooth))
        try transition.setToContentOffset(Point(x: 0, y: 900))
        let from = transition.fromContentOffset, to = transition.toContentOffset
        let fromSize = transition.fromContentSize, toSize = transition.toContentSize
        for _ in 0..<20 {
            try view.advance(by: 1.0 / 60)
            let p = transition.progress
            #expect(p > 0 && p < 1)
            #expect(view.contentOffset == transition.contentOffset)
            #expect(transition.contentOffset.y == from.y + (to.y - from.y) * p)
            #expect(transition.contentSize.height == fromSize.height + (toSize.height - fromSize.height) * p)
        }
    }

    @Test func finalContentOffsetIsComputedAgainstTheNextLayoutAndClamped() throws {
        var view = try gridView()
        let transition = try view.transition(to: listLayout())
        // The last item at the top is beyond the list's maximum offset: clamped to it.
        let last = try #require(transition.finalContentOffset(for: IndexPath(section: 0, item: 59), at: .top))
        let list = try prepared(listLayout(), view.context)
        #expect(last == Point(x: 0, y: list.contentSize.height - 480))
        #expect(transition.finalContentOffset(for: IndexPath(section: 0, item: 60), at: .top) == nil)
        #expect(errorMessage { try transition.setToContentOffset(for: IndexPath(section: 0, item: 60), at: .top) }
                == "the next layout has no attributes for cell [0, 60]")
        // A hand-set target is kept as given (overscroll allowed), like STTransitionLayout's.
        try transition.setToContentOffset(Point(x: 0, y: last.y + 20))
        #expect(transition.toContentOffset == Point(x: 0, y: last.y + 20))
    }

    @Test func springModeGivesTheOffsetItsOwnChannels() throws {
        var view = try gridView()
        let transition = try view.transition(to: listLayout(), using: .spring(.smooth), integrator: ExactIntegrator(),
                                             configuration: .init(contentOffsetMode: .spring(.bouncy),
                                                                  toContentOffset: Point(x: 0, y: 1000)))
        for frame in 1...30 {
            try view.advance(by: 1.0 / 60)
            let expected = closedForm(.bouncy, from: 300, to: 1000, time: Double(frame) / 60)
            #expect(abs(view.contentOffset.y - expected) < 1e-9 * 700)
            #expect(view.contentOffset.x == 0)
        }
        while view.layout is SpringTransitionLayout { try view.advance(by: 1.0 / 30) }
        #expect(view.contentOffset == Point(x: 0, y: 1000))
        _ = transition
    }

    @Test func pinnedHeadersHeadForWhereTheyPinAtTheTargetOffset() throws {
        var view = try CollectionView(layout: gridLayout(), dataCounts: try DataCounts([20, 20]),
                                      boundsSize: Size(width: 320, height: 480))
        var pinned = listLayout(header: 30)
        pinned.configuration.sectionHeadersPinToVisibleBounds = true
        let transition = try view.transition(to: pinned, using: .spring(.smooth))
        var calls: [Bool] = []
        transition.completion = { calls.append($0) }
        try view.advance(by: 1.0 / 60)
        try transition.setToContentOffset(Point(x: 0, y: 500))
        #expect(calls.isEmpty) // moving the target is not an interruption
        let header = ElementID.supplementary(.header, IndexPath(section: 0, item: 0))
        // Section 0 spans 30 + 20 · 45 points: at offset 500 its header pins at y = 500.
        #expect(transition.animation(for: header)?.to.frame.minY == 500)
        while view.layout is SpringTransitionLayout { try view.advance(by: 1.0 / 60) }
        #expect(calls == [true])
        #expect(view.contentOffset == Point(x: 0, y: 500))
        #expect(view.layout.attributes(for: header)?.frame.minY == 500)
    }

    @Test func theDefaultIntegratorIsGSLRKF45AndEndsExactlyOnTheTarget() throws {
        var view = try gridView()
        let transition = try view.transition(to: listLayout(), using: .spring(.snappy))
        #expect(transition.integrator.name == "gsl-rkf45")
        var frames = 0
        while !transition.isComplete && frames < 2_000 {
            try view.advance(by: 1.0 / 120)
            frames += 1
        }
        #expect(transition.isComplete)
        #expect(transition.integrator.statistics.functionEvaluations > 0)
        #expect(view.contentOffset == transition.toContentOffset)
    }
}

@Suite struct TransitionStartOffsetTests {
    @Test func aTransitionStartsAtTheOffsetTheViewShowsAfterAScroll() throws {
        let list = FlowLayout(configuration: .init(itemSize: Size(width: 320, height: 40)))
        var view = try CollectionView(layout: list, dataCounts: DataCounts([200]), boundsSize: Size(width: 320, height: 480))
        try view.setContentOffset(Point(x: 0, y: 900))          // FlowLayout does not re-prepare on scroll
        let transition = try view.transition(to: GridLayout(configuration: .init(columns: 4)), using: .spring(.smooth),
                                             integrator: ExactIntegrator())
        #expect(transition.fromContentOffset == Point(x: 0, y: 900))
        #expect(transition.contentOffset == Point(x: 0, y: 900))
        // An item visible before the transition starts exactly where it was shown.
        let cell = ElementID.cell(IndexPath(section: 0, item: 25))
        #expect(transition.attributes(for: cell)?.center == list.attributesAfterPreparing(in: view, for: cell)?.center)
        try view.advance(by: 1.0 / 120)
        #expect(abs(view.contentOffset.y - 900) < 50)
    }
}

private extension FlowLayout {
    /// The attributes of `element` with the layout prepared for `view`'s context.
    func attributesAfterPreparing(in view: CollectionView, for element: ElementID) -> LayoutAttributes? {
        var copy = self
        try? copy.prepare(in: view.context)
        return copy.attributes(for: element)
    }
}
