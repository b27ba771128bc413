import SpringTestSupport
import SpringTransitions
import Testing

/// The per-frame index of current centers that answers rect queries while a transition runs: its
/// results equal a brute-force scan of every pose, in the transition's element order, whatever the elements do
/// (delayed starts, wide elements, a horizontal content axis, retargets, queries from inside a
/// query, several queries in one frame, the end).
@Suite struct TransitionFrameIndexTests {
    /// Every pose intersecting `rect`, by a scan of all elements, in the transition's order.
    func bruteForce(_ t: SpringTransitionLayout, _ rect: Rect) -> [ElementID] {
        t.allElements.compactMap { t.attributes(for: $0) }.filter { $0.visualBounds.intersects(rect) }.map(\.id)
    }

    /// What a query reports, in the order it reports it.
    func query(_ t: SpringTransitionLayout, _ rect: Rect) -> [ElementID] {
        var ids: [ElementID] = []
        t.forEachAttributes(in: rect) { ids.append($0.id) }
        return ids
    }

    func cells(_ n: Int) -> [ElementID] { (0..<n).map { ElementID.cell(IndexPath(section: 0, item: $0)) } }

    /// A staggered grid-to-list transition (most elements wait for their delay first), with
    /// bouncy springs and sideways kicks, queried at frame times off the clock's grid.
    @Test(arguments: [0, 1])
    func staggeredTransitionsMatchABruteForceScanInIndexOrder(integratorKind: Int) throws {
        var g = SeededGenerator(seed: 7 + UInt64(integratorKind))
        let context = try context(counts: [300])
        let provider = AnimationProvider { context in
            AttributeAnimation(context: context, springs: ChannelSprings(.bouncy),
                               initialVelocity: ChannelVelocities([.centerX: 400]))
        }.staggered(from: IndexPath(section: 0, item: 150), delayPerPoint: 0.0002)
        let integrator: any Integrator = integratorKind == 0 ? ExactIntegrator() : try RK4SubstepIntegrator()
        let t = try SpringTransitionLayout(from: try prepared(gridLayout(columns: 4), context),
                                           to: try prepared(listLayout(), context), provider: provider,
                                           integrator: integrator)
        var checked = 0
        for frame in 0..<80 {
            try t.advance(by: g.uniform(0.002...0.03))
            if frame == 40 { try t.retarget(to: try prepared(gridLayout(columns: 2), context)) }
            for _ in 0..<3 {
                let rect = Rect(x: g.uniform(-100...300), y: g.uniform(-200...14_000),
                                width: g.uniform(0...400), height: g.uniform(0...900))
                #expect(query(t, rect) == bruteForce(t, rect), "frame \(frame)")
                checked += 1
            }
        }
        try t.advance(by: 10)
        #expect(t.isComplete)
        // Once finished the swept-bounds index answers, in its own order.
        let rect = Rect(x: 0, y: 2_000, width: 320, height: 480)
        #expect(query(t, rect).sorted() == bruteForce(t, rect))
        #expect(checked == 80 * 3)
    }

    /// One element far larger than the others (kept out of the buckets and tested on every query),
    /// snapped elements, elements appearing and disappearing, on a content wider than tall (the
    /// index runs along x).
    @Test func wideElementsAndAHorizontalAxisMatchABruteForceScan() throws {
        var g = SeededGenerator(seed: 99)
        let ids = cells(120)
        let context = try context(counts: [120])
        func layout(_ shift: Double) throws -> ManualLayout {
            var attributes: [LayoutAttributes] = []
            for (i, id) in ids.enumerated() where (i + Int(shift)) % 9 != 0 {
                let size = i == 17 ? Size(width: 3_000, height: 400) : Size(width: g.uniform(10...60), height: g.uniform(10...60))
                attributes.append(LayoutAttributes(id: id, center: Point(x: Double(i) * 50 + shift * 7 + g.uniform(-20...20),
                                                                        y: g.uniform(0...300)), size: size))
            }
            return try prepared(ManualLayout(attributes, size: Size(width: 6_200, height: 320)), context)
        }
        let provider = AnimationProvider { context in
            // Every fifth element snaps.
            context.element.indexPath.item % 5 == 0 ? nil
                : AttributeAnimation(context: context, springs: ChannelSprings(.snappy),
                                     initialVelocity: ChannelVelocities([.centerY: -900, .scaleX: 2]))
        }
        let t = try SpringTransitionLayout(from: try layout(0), to: try layout(4), provider: provider,
                                           integrator: ExactIntegrator())
        for frame in 0..<50 {
            try t.advance(by: 1.0 / 120)
            if frame == 25 { try t.retarget(to: try layout(2), using: provider) }
            for _ in 0..<4 {
                let rect = Rect(x: g.uniform(-300...6_300), y: g.uniform(-100...400),
                                width: g.uniform(0...700), height: g.uniform(0...300))
                #expect(query(t, rect) == bruteForce(t, rect), "frame \(frame)")
            }
        }
    }

    /// Several queries in one frame reuse the frame's index; a query from inside a query gets its
    /// own candidates and both report what a scan finds.
    @Test func nestedAndRepeatedQueriesInOneFrame() throws {
        let context = try context(counts: [200])
        let t = try SpringTransitionLayout(from: try prepared(gridLayout(columns: 4), context),
                                           to: try prepared(listLayout(), context), provider: .spring(.bouncy),
                                           integrator: ExactIntegrator())
        try t.advance(by: 0.05)
        let outer = Rect(x: 0, y: 0, width: 320, height: 900)
        let inner = Rect(x: 100, y: 1_500, width: 200, height: 700)
        var outerIDs: [ElementID] = []
        var innerRuns: [[ElementID]] = []
        t.forEachAttributes(in: outer) { pose in
            outerIDs.append(pose.id)
            if innerRuns.count < 3 { innerRuns.append(query(t, inner)) }
        }
        #expect(!outerIDs.isEmpty)
        #expect(outerIDs == bruteForce(t, outer))
        #expect(innerRuns.count == 3)
        for run in innerRuns { #expect(run == bruteForce(t, inner)) }
        #expect(query(t, inner) == bruteForce(t, inner))
        #expect(query(t, outer) == outerIDs)
    }
}
