import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct EasedContentOffsetTests {
    /// A long list scrolled down, to go to a grid.
    func scrolledList() throws -> CollectionView {
        var view = try CollectionView(layout: listLayout(), dataCounts: try DataCounts([60]),
                                      boundsSize: Size(width: 320, height: 480))
        try view.setContentOffset(Point(x: 0, y: 900))
        return view
    }

    @Test func theOffsetEasesToAPlacementTargetAndEndsExactlyOnIt() throws {
        var view = try scrolledList()
        let start = view.contentOffset
        let cells = [IndexPath(section: 0, item: 40), IndexPath(section: 0, item: 41)]
        // The same placement computed independently, from the collection view's side.
        let grid = try prepared(gridLayout(), view.context)
        let expectedTarget = try view.toContentOffset(for: grid, placing: cells, placement: .center)
        let t = try view.transition(to: gridLayout(), duration: 0.7, easing: .backInOut)
        let target = try t.setToContentOffset(placing: cells, placement: .center)
        #expect(target == expectedTarget)
        #expect(t.toContentOffset == target)
        #expect(target != start)
        var time = 0.0
        while view.layout is EasedTransitionLayout {
            try view.advance(by: 1.0 / 90)
            time += 1.0 / 90
            guard let running = view.layout as? EasedTransitionLayout else { break }
            let p = Easing.backInOut(time / 0.7)
            #expect(near(view.contentOffset.y, start.y + (target.y - start.y) * p, 1e-12, scale: 1000))
            #expect(view.contentOffset == running.contentOffset)
        }
        #expect(view.contentOffset == target)
        #expect(view.layout is GridLayout)
    }

    @Test func setToContentOffsetForACellAtAScrollPosition() throws {
        var view = try scrolledList()
        let t = try view.transition(to: gridLayout(), duration: 0.3)
        try t.setToContentOffset(for: IndexPath(section: 0, item: 59), at: .bottom)
        let expected = try #require(t.finalContentOffset(for: IndexPath(section: 0, item: 59), at: .bottom))
        #expect(t.toContentOffset == expected)
        while view.layout is EasedTransitionLayout { try view.advance(by: 0.1) }
        #expect(view.contentOffset == expected)
        let frame = try #require(view.layout.attributes(for: .cell(IndexPath(section: 0, item: 59)))?.frame)
        #expect(frame.minY >= view.bounds.minY && frame.maxY <= view.bounds.maxY + 1e-9)
    }

    @Test func contentSizeEasesAndEndsOnTheNextLayouts() throws {
        var view = try scrolledList()
        let from = view.contentSize
        let t = try view.transition(to: gridLayout(), duration: 0.5, easing: .linear)
        let to = t.toContentSize
        try view.advance(by: 0.2)
        #expect(near(t.contentSize.height, from.height + (to.height - from.height) * 0.4, 1e-12, scale: from.height))
        while view.layout is EasedTransitionLayout { try view.advance(by: 0.2) }
        #expect(view.contentSize == to)
    }

    @Test func placementsRejectAnotherBoundsSizeOrInsetAndChangeNothing() throws {
        var view = try scrolledList()
        let t = try view.transition(to: gridLayout(), duration: 0.5)
        let before = t.toContentOffset
        let size = errorMessage {
            try t.setToContentOffset(placing: [IndexPath(section: 0, item: 3)], placement: .top,
                                     options: PlacementOptions(toSize: Size(width: 100, height: 100)))
        }
        #expect(size == "invalid placement: options.toSize is (100.0, 100.0); must be nil or the transition's bounds size (320.0, 480.0)")
        let none = errorMessage { try t.setToContentOffset(placing: [], placement: .top) }
        #expect(none == "no index paths to place; pass at least one")
        let missing = errorMessage { try t.setToContentOffset(placing: [IndexPath(section: 0, item: 60)], placement: .top) }
        #expect(missing == "the target layout has no cell at [0, 60]")
        #expect(t.toContentOffset == before)
        // The same options as the transition's own are fine.
        try t.setToContentOffset(placing: [IndexPath(section: 0, item: 3)], placement: .top,
                                 options: PlacementOptions(toSize: Size(width: 320, height: 480), toContentInset: .zero))
        #expect(t.toContentOffset != before)
    }
}
