import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct TransitionQueryTests {
    /// Random attributes for `id`: anywhere in a tall content, any size, sometimes transformed.
    func randomAttributes(_ id: ElementID, _ g: inout SeededGenerator) -> LayoutAttributes {
        var a = LayoutAttributes(id: id, center: Point(x: g.uniform(-50...370), y: g.uniform(-100...2500)),
                                 size: Size(width: g.uniform(0...120), height: g.uniform(0...120)))
        if Bool.random(using: &g) {
            a.transform = AffineTransform(components: .init(
                translationX: g.uniform(-40...40), translationY: g.uniform(-40...40), scaleX: g.uniform(-1.5...2),
                scaleY: g.uniform(0.2...2), rotation: g.uniform(-3...3), shear: g.uniform(-0.5...0.5)))
        }
        a.alpha = g.uniform(0...1)
        return a
    }

    func randomLayout(_ ids: [ElementID], _ g: inout SeededGenerator, _ context: LayoutContext) throws -> ManualLayout {
        try prepared(ManualLayout(ids.map { randomAttributes($0, &g) }, size: Size(width: 320, height: 2500)), context)
    }

    /// The identities a brute-force scan of every pose finds in `rect`.
    func bruteForce(_ t: SpringTransitionLayout, _ rect: Rect) -> [ElementID] {
        t.allElements.compactMap { t.attributes(for: $0) }.filter { $0.visualBounds.intersects(rect) }.map(\.id).sorted()
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func rectQueriesEqualABruteForceScanOfThePoses(seed: UInt64) throws {
        var g = SeededGenerator(seed: seed)
        let springs: [Spring] = [.smooth, .bouncy, .snappy, try Spring(stiffness: 300, damping: 3.5),
                                 try Spring(stiffness: 80, damping: 60)]
        let context = try context(counts: [40, 10])
        var ids = (0..<40).map { ElementID.cell(IndexPath(section: 0, item: $0)) }
            + (0..<10).map { ElementID.cell(IndexPath(section: 1, item: $0)) }
        ids.append(.supplementary(.header, IndexPath(section: 1, item: 0)))
        var checked = 0
        for scenario in 0..<12 {
            // Some elements only on one side: they appear or disappear.
            let current = try randomLayout(ids.filter { _ in g.next() % 8 != 0 }, &g, context)
            let next = try randomLayout(ids.filter { _ in g.next() % 8 != 0 }, &g, context)
            let provider = AnimationProvider { context in
                var rng = SeededGenerator(seed: UInt64(context.index) &* 7919 &+ seed &+ UInt64(scenario))
                return AttributeAnimation(
                    context: context, springs: ChannelSprings(springs[Int(rng.next() % UInt64(springs.count))]),
                    initialVelocity: ChannelVelocities([.centerX: rng.uniform(-3000...3000), .centerY: rng.uniform(-3000...3000),
                                                        .rotation: rng.uniform(-20...20), .scaleX: rng.uniform(-5...5),
                                                        .width: rng.uniform(-500...500)]),
                    delay: rng.next() % 4 == 0 ? rng.uniform(0...0.2) : 0)
            }
            let integrator: any Integrator = scenario % 2 == 0 ? ExactIntegrator() : try RK4SubstepIntegrator()
            let t = try SpringTransitionLayout(from: current, to: next, provider: provider, integrator: integrator)
            for frame in 0..<24 {
                try t.advance(by: g.uniform(0.004...0.05))
                if frame == 12 {
                    // A retarget rebuilds the index from the current state.
                    try t.retarget(to: try randomLayout(ids, &g, context), using: provider)
                }
                for _ in 0..<3 {
                    let rect = Rect(x: g.uniform(-200...400), y: g.uniform(-200...2600),
                                    width: g.uniform(0...300), height: g.uniform(0...500))
                    let found = t.attributes(in: rect).map(\.id).sorted()
                    #expect(found == bruteForce(t, rect), "seed \(seed) scenario \(scenario) frame \(frame)")
                    checked += 1
                }
            }
        }
        #expect(checked == 12 * 24 * 3)
    }

    /// The fast path of a query reads each candidate's center straight from the batch: a grid
    /// becoming a list (every cell sweeping far along the scroll axis), at frame times off the
    /// clock's grid, with the exact and a GSL integrator, before and after a retarget and once
    /// finished, always equals a scan of every pose.
    @Test(arguments: [0, 1])
    func gridToListQueriesEqualABruteForceScanAtAnyFrameTime(integratorKind: Int) throws {
        var g = SeededGenerator(seed: 42 + UInt64(integratorKind))
        let context = try context(counts: [400])
        let integrator: any Integrator = integratorKind == 0 ? ExactIntegrator() : try GSLIntegrator(stepper: .rkf45)
        let t = try SpringTransitionLayout(from: try prepared(gridLayout(columns: 4), context),
                                           to: try prepared(listLayout(), context), provider: .spring(.bouncy),
                                           integrator: integrator)
        var checked = 0
        for frame in 0..<90 {
            try t.advance(by: g.uniform(0.001...0.03))
            if frame == 30 { try t.retarget(to: try prepared(gridLayout(columns: 2), context)) }
            for _ in 0..<4 {
                let rect = Rect(x: g.uniform(-100...300), y: g.uniform(-200...18_000),
                                width: g.uniform(0...400), height: g.uniform(0...900))
                let found = t.attributes(in: rect).map(\.id).sorted()
                #expect(found == bruteForce(t, rect), "frame \(frame)")
                checked += 1
            }
        }
        try t.advance(by: 10)
        #expect(t.isComplete)
        let rect = Rect(x: 0, y: 4_000, width: 320, height: 480)
        #expect(t.attributes(in: rect).map(\.id).sorted() == bruteForce(t, rect))
        #expect(checked == 90 * 4)
    }

    @Test func queriesReturnTheSamePosesAsLookups() throws {
        let context = try context(counts: [30])
        let t = try SpringTransitionLayout(from: try prepared(gridLayout(), context),
                                           to: try prepared(listLayout(), context), provider: .spring(.bouncy))
        try t.advance(by: 0.1)
        var buffer: [LayoutAttributes] = []
        t.attributes(in: Rect(x: 0, y: 0, width: 320, height: 480), into: &buffer)
        #expect(!buffer.isEmpty)
        for pose in buffer { #expect(t.attributes(for: pose.id) == pose) }
        #expect(t.attributes(for: .cell(IndexPath(section: 0, item: 30))) == nil)
    }
}
