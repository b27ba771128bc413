import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct InteractivePoseTests {
    func start() throws -> (CollectionView, InteractiveTransitionLayout, [LayoutAttributes], [LayoutAttributes]) {
        var view = try CollectionView(layout: ManualLayout(easedFromAttributes()), dataCounts: try DataCounts([6]),
                                      boundsSize: Size(width: 320, height: 480))
        let t = try view.startInteractiveTransition(to: ManualLayout(easedToAttributes()), toContentOffset: Point(x: 10, y: 300))
        return (view, t, easedFromAttributes(), easedToAttributes())
    }

    @Test(arguments: [0.0, 0.3, 1, -0.2, 1.3, 0.5, 0.49])
    func posesAtAProgressAreTheLinearInterpolationOfEveryChannel(progress: Double) throws {
        var (view, t, from, to) = try start()
        try view.updateInteractiveTransition(progress: progress)
        #expect(t.transitionProgress == progress)
        for i in 0..<6 {
            let pose = try #require(view.layout.attributes(for: easedCell(i)))
            let expected = expectedPose(from: from[i], to: to[i], p: progress, halfway: progress >= 0.5)
            #expect(matches(pose, expected), "cell \(i) at \(progress)")
            #expect(pose.alpha >= 0 && pose.alpha <= 1 && pose.size.width >= 0 && pose.size.height >= 0)
        }
        #expect(view.contentOffset == Point(x: 10 * progress, y: 300 * progress))
        #expect(view.contentOffset == t.contentOffset)
    }

    @Test func theEndsAreExactlyTheLayoutsAndExtrapolationClamps() throws {
        var (view, t, from, to) = try start()
        for i in 0..<6 { #expect(t.attributes(for: easedCell(i)) == from[i]) }
        try view.updateInteractiveTransition(progress: 1)
        for i in 0..<6 { #expect(t.attributes(for: easedCell(i)) == to[i]) }
        #expect(view.contentOffset == Point(x: 10, y: 300))
        // Past the end: centers keep going, alpha and sizes stop at their clamps.
        try view.updateInteractiveTransition(progress: 1.3)
        let grown = try #require(t.attributes(for: easedCell(0)))
        #expect(grown.center.x == 40 + (300 - 40) * 1.3)
        #expect(grown.alpha == 1) // 0.2 + 0.8·1.3 = 1.24, clamped
        #expect(try #require(t.attributes(for: easedCell(3))).alpha == 0) // 0.1 − 0.1·1.3 < 0, clamped
        #expect(try #require(t.attributes(for: easedCell(5))).size == Size(width: 0, height: 0))
        try view.updateInteractiveTransition(progress: -0.2)
        let before = try #require(t.attributes(for: easedCell(0)))
        #expect(before.center.x == 40 + (300 - 40) * -0.2)
        #expect(before.alpha == 0.2 + 0.8 * -0.2)
        #expect(view.contentOffset == Point(x: -2, y: -60)) // extrapolated, not clamped
    }

    @Test func zIndexFollowsTheProgressBothWays() throws {
        var (view, t, _, _) = try start()
        for (progress, zIndex) in [(0.49, 3), (0.5, -2), (0.8, -2), (0.2, 3), (1.4, -2), (-0.3, 3)] {
            try view.updateInteractiveTransition(progress: progress)
            #expect(t.attributes(for: easedCell(4))?.zIndex == zIndex, "\(progress)")
            #expect(t.attributes(for: easedCell(4))?.isHidden == (zIndex == 3))
        }
    }

    @Test(arguments: [UInt64(5), 6])
    func rectQueriesEqualABruteForceScanAtAnyProgress(seed: UInt64) throws {
        var g = SeededGenerator(seed: seed)
        var view = try CollectionView(layout: DecoratedLayout(listLayout(header: 30)), dataCounts: try DataCounts([20, 20]),
                                      boundsSize: Size(width: 320, height: 480))
        let t = try view.startInteractiveTransition(to: DecoratedLayout(gridLayout()))
        var checked = 0
        for _ in 0..<60 {
            // Mostly inside [0, 1], sometimes far outside (the index widens when needed).
            let progress = g.next() % 4 == 0 ? g.uniform(-3...4) : g.uniform(0...1)
            try view.updateInteractiveTransition(progress: progress)
            #expect(t.indexedProgressRange.contains(progress))
            for _ in 0..<4 {
                let rect = Rect(x: g.uniform(-300...400), y: g.uniform(-600...2400), width: g.uniform(0...300), height: g.uniform(0...600))
                let indexed = t.attributes(in: rect).map(\.id).sorted()
                let brute = t.allElements.compactMap { t.attributes(for: $0) }.filter { $0.visualBounds.intersects(rect) }.map(\.id).sorted()
                #expect(indexed == brute, "progress \(progress)")
                checked += brute.count
            }
        }
        #expect(checked > 100)
        #expect(t.indexedProgressRange.lowerBound < 0 && t.indexedProgressRange.upperBound > 1)
    }

    @Test func appearingAndDisappearingElementsInterpolateToo() throws {
        var view = try CollectionView(layout: listLayout(header: 30), dataCounts: try DataCounts([3, 3]),
                                      boundsSize: Size(width: 320, height: 480))
        let header = ElementID.supplementary(.header, IndexPath(section: 1, item: 0))
        let footer = ElementID.supplementary(.footer, IndexPath(section: 0, item: 0))
        let t = try view.startInteractiveTransition(to: listLayout(footer: 20))
        #expect(t.change(of: header) == .disappearing)
        #expect(t.change(of: footer) == .appearing)
        try view.updateInteractiveTransition(progress: 0.25)
        #expect(t.attributes(for: header)?.alpha == 0.75)
        #expect(t.attributes(for: footer)?.alpha == 0.25)
        try view.updateInteractiveTransition(progress: 1.5)
        #expect(t.attributes(for: header)?.alpha == 0)
        #expect(t.attributes(for: footer)?.alpha == 1)
    }
}
