import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct EasedQueryTests {
    /// Random attributes for `id`: anywhere in a tall content, any size, often transformed.
    func randomAttributes(_ id: ElementID, _ g: inout SeededGenerator) -> LayoutAttributes {
        var a = LayoutAttributes(id: id, center: Point(x: g.uniform(-50...370), y: g.uniform(-100...2500)),
                                 size: Size(width: g.uniform(0...120), height: g.uniform(0...120)))
        if g.next() % 3 != 0 {
            a.transform = AffineTransform(components: .init(
                translationX: g.uniform(-40...40), translationY: g.uniform(-40...40), scaleX: g.uniform(-1.5...2),
                scaleY: g.uniform(0.2...2), rotation: g.uniform(-3.1...3.1), shear: g.uniform(-0.5...0.5)))
        }
        a.alpha = g.uniform(0...1)
        return a
    }

    func randomLayout(_ ids: [ElementID], _ g: inout SeededGenerator, _ context: LayoutContext) throws -> ManualLayout {
        try prepared(ManualLayout(ids.map { randomAttributes($0, &g) }, size: Size(width: 320, height: 2500)), context)
    }

    /// The identities a brute-force scan of every pose finds in `rect`.
    func bruteForce(_ t: some Layout, _ rect: Rect) -> [ElementID] {
        t.allElements.compactMap { t.attributes(for: $0) }.filter { $0.visualBounds.intersects(rect) }.map(\.id).sorted()
    }

    static let easings: [Easing] = [
        .linear, .quinticInOut, .bounceInOut, .backIn, .backOut, .elasticIn, .elasticInOut, .pennerElasticOut,
        .pennerBackInOut, try! .cubicBezier(0.2, -1.2, 0.8, 2.2), .spring(try! Spring(stiffness: 300, damping: 3.5)),
    ]

    @Test(arguments: [UInt64(1), 2, 3])
    func rectQueriesEqualABruteForceScanOfThePoses(seed: UInt64) throws {
        var g = SeededGenerator(seed: seed)
        let context = try context(counts: [40, 10])
        var ids = (0..<40).map { ElementID.cell(IndexPath(section: 0, item: $0)) }
            + (0..<10).map { ElementID.cell(IndexPath(section: 1, item: $0)) }
        ids.append(.supplementary(.header, IndexPath(section: 1, item: 0)))
        ids.append(.decoration("background", IndexPath(section: 0, item: 0)))
        var checked = 0, found = 0
        for (scenario, easing) in Self.easings.enumerated() {
            // Some elements only on one side: they appear or disappear.
            let current = try randomLayout(ids.filter { _ in g.next() % 8 != 0 }, &g, context)
            let next = try randomLayout(ids.filter { _ in g.next() % 8 != 0 }, &g, context)
            let t = try EasedTransitionLayout(from: current, to: next, duration: g.uniform(0.2...1.5), easing: easing)
            #expect(t.progressEnvelope.contains(0) && t.progressEnvelope.contains(1))
            while t.state == .running {
                try t.advance(by: g.uniform(0.004...0.05))
                for _ in 0..<3 {
                    let rect = Rect(x: g.uniform(-200...400), y: g.uniform(-200...2600),
                                    width: g.uniform(0...300), height: g.uniform(0...500))
                    let indexed = t.attributes(in: rect).map(\.id).sorted()
                    #expect(indexed == bruteForce(t, rect), "scenario \(scenario) (\(easing.name)) at \(t.time)")
                    checked += 1
                    found += indexed.count
                }
            }
        }
        #expect(checked > 300)
        #expect(found > checked) // the rectangles do hit elements
    }

    @Test func theEnvelopeCoversEveryOvershootOfTheNamedCurves() throws {
        for easing in Easing.allCases + [.spring(.bouncy), try .cubicBezier(0.2, -1.2, 0.8, 2.2)] {
            let (current, next) = try easedChannelLayouts()
            let t = try EasedTransitionLayout(from: current, to: next, duration: 1, easing: easing)
            // A sampling 37 times finer than the envelope's (and offset from it) stays inside.
            var low = 0.0, high = 1.0
            for i in 0...(4096 * 37) {
                let e = easing(Double(i) / Double(4096 * 37))
                low = min(low, e)
                high = max(high, e)
            }
            #expect(t.progressEnvelope.lowerBound <= low, "\(easing.name)")
            #expect(t.progressEnvelope.upperBound >= high, "\(easing.name)")
            if low == 0 && high <= 1 + 1e-14 {
                #expect(t.progressEnvelope.lowerBound == 0, "\(easing.name)")
            }
        }
    }

    @Test func aRotatingElementIsFoundOutsideTheBoxesOfItsEnds() throws {
        // A 100 × 100 square turning by 90°: its start and end boxes are the same square, but
        // halfway it stands on a corner and reaches 50·√2 ≈ 70.7 from its center.
        let context = try context(counts: [1])
        let bar = LayoutAttributes(id: easedCell(0), center: Point(x: 160, y: 200), size: Size(width: 100, height: 100))
        var turned = bar
        turned.transform = AffineTransform(rotationAngle: .pi / 2)
        let current = try prepared(ManualLayout([bar]), context)
        let next = try prepared(ManualLayout([turned]), context)
        let corner = Rect(x: 160 + 60, y: 200 - 2, width: 4, height: 4)
        #expect(!bar.visualBounds.intersects(corner) && !turned.visualBounds.intersects(corner))
        let t = try EasedTransitionLayout(from: current, to: next, duration: 1, easing: .linear)
        try t.advance(by: 0.5)
        #expect(bruteForce(t, corner) == [easedCell(0)])
        #expect(t.attributes(in: corner).map(\.id) == [easedCell(0)])
        // The same for the interactive transition at any progress in between.
        let i = try InteractiveTransitionLayout(from: current, to: next)
        try i.setTransitionProgress(0.5)
        #expect(i.attributes(in: corner).map(\.id) == [easedCell(0)])
    }
}
