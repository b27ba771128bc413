import SpringTestSupport
import SpringTransitions
import Testing

/// A reusable provider type: bouncy cells, everything else snaps.
struct BouncyCellsOnly: AttributeAnimationProviding {
    func animation(for context: AnimationContext) -> AttributeAnimation? {
        context.element.isCell ? AttributeAnimation(context: context, springs: ChannelSprings(.bouncy)) : nil
    }
}

@Suite struct ProviderBuiltInTests {
    func gridToList(_ provider: AnimationProvider, anchor: IndexPath? = nil) throws -> (SpringTransitionLayout, any Layout, any Layout) {
        let context = try context(counts: [24])
        let grid = try prepared(DecoratedLayout(gridLayout()), context)
        let list = try prepared(DecoratedLayout(listLayout()), context)
        let t = try SpringTransitionLayout(from: grid, to: list, provider: provider, integrator: ExactIntegrator(),
                                           configuration: .init(anchor: anchor))
        return (t, grid, list)
    }

    @Test func perChannelSpringsDriveTheirChannels() throws {
        let context = try context(counts: [1])
        let from = LayoutAttributes(id: .cell(IndexPath(section: 0, item: 0)), center: Point(x: 10, y: 10),
                                    size: Size(width: 20, height: 20), alpha: 0.2)
        var to = from
        to.center = Point(x: 210, y: 10)
        to.alpha = 1
        let t = try SpringTransitionLayout(from: try prepared(ManualLayout([from]), context),
                                           to: try prepared(ManualLayout([to]), context),
                                           provider: .perChannel([.alpha: .snappy], default: .bouncy), integrator: ExactIntegrator())
        for frame in 1...20 {
            try t.advance(by: 1.0 / 60)
            let time = Double(frame) / 60
            let pose = try #require(t.attributes(for: from.id))
            #expect(abs(pose.center.x - closedForm(.bouncy, from: 10, to: 210, time: time)) < 1e-9 * 200)
            #expect(abs(pose.alpha - min(1, closedForm(.snappy, from: 0.2, to: 1, time: time))) < 1e-12)
        }
    }

    @Test func perKindAndNilProvidersSnapWhatTheyDoNotAnimate() throws {
        let (t, _, list) = try gridToList(.perKind(cells: .spring(.smooth), supplementary: .snap, decoration: .snap))
        let background = ElementID.decoration("background", IndexPath(section: 0, item: 0))
        #expect(t.animation(for: background) == nil)
        #expect(t.attributes(for: background) == list.attributes(for: background))
        let (u, _, _) = try gridToList(AnimationProvider(BouncyCellsOnly()))
        #expect(u.animation(for: background) == nil)
        #expect(u.animation(for: .cell(IndexPath(section: 0, item: 0)))?.springs.default == .bouncy)
    }

    @Test func snapFinishesAtOnceOnTheTargets() throws {
        let (t, _, list) = try gridToList(.snap)
        #expect(t.channelCount == 0)
        for id in list.allElements { #expect(t.attributes(for: id) == list.attributes(for: id)) }
        try t.advance(by: 0)
        #expect(t.state == .finished)
    }

    @Test func staggerDelaysByDistanceFromTheAnchorAndStartsExactly() throws {
        let anchor = IndexPath(section: 0, item: 10)
        let k = 0.0007
        let (t, grid, list) = try gridToList(.stagger(from: anchor, delayPerPoint: k, spring: .snappy))
        let anchorCenter = list.attributes(for: .cell(anchor))!.center
        var delays: [ElementID: Double] = [:]
        for item in 0..<24 {
            let id = ElementID.cell(IndexPath(section: 0, item: item))
            let a = try #require(t.animation(for: id))
            let expected = k * list.attributes(for: id)!.center.distance(to: anchorCenter)
            #expect(abs(a.delay - expected) < 1e-15)
            delays[id] = a.delay
        }
        #expect(delays[.cell(anchor)] == 0)
        var time = 0.0
        for frame in 0..<50 {
            let dt = frame % 3 == 0 ? 0.011 : 1.0 / 60
            try t.advance(by: dt)
            time += dt
            for (id, delay) in delays {
                let a = try #require(t.animation(for: id))
                let pose = try #require(t.attributes(for: id))
                let from = grid.attributes(for: id)!, to = list.attributes(for: id)!
                if time <= delay {
                    #expect(a.isDelayed)
                    #expect(pose == from, "\(id) is held at its start")
                } else if a.isMoving(.centerY) {
                    let expected = closedForm(.snappy, from: from.center.y, to: to.center.y, time: time - delay)
                    #expect(abs(pose.center.y - expected) < 1e-9 * max(1, abs(to.center.y - from.center.y)), "\(id) at \(time)")
                }
            }
        }
    }

    @Test func staggerUsesTheTransitionsAnchorWhenItHasNone() throws {
        let (t, _, list) = try gridToList(.stagger(delayPerPoint: 0.001), anchor: IndexPath(section: 0, item: 23))
        let anchorCenter = list.attributes(for: .cell(IndexPath(section: 0, item: 23)))!.center
        let id = ElementID.cell(IndexPath(section: 0, item: 3))
        #expect(t.animation(for: id)?.delay == 0.001 * list.attributes(for: id)!.center.distance(to: anchorCenter))
        let (u, _, _) = try gridToList(.stagger(delayPerPoint: 0.001))
        #expect(u.animation(for: id)?.delay == 0)
    }

    @Test func theContextDescribesEachElement() throws {
        let context = try context(counts: [3])
        let current = try prepared(listLayout(header: 20), context)
        let next = try prepared(listLayout(footer: 20), context)
        var seen: [String] = []
        let provider = AnimationProvider { c in
            seen.append("\(c.index)/\(c.elementCount) \(c.element) \(c.change.rawValue) \(c.isRetarget) \(c.isMoving)")
            #expect(c.targetAttributes(of: c.element) == (c.change == .disappearing ? nil : c.to))
            return AttributeAnimation(context: c)
        }
        let t = try SpringTransitionLayout(from: current, to: next, provider: provider)
        #expect(seen == ["0/5 cell [0, 0] persisting false false", "1/5 cell [0, 1] persisting false false",
                         "2/5 cell [0, 2] persisting false false", "3/5 footer [0, 0] appearing false false",
                         "4/5 header [0, 0] disappearing false false"])
        seen = []
        try t.advance(by: 0.05)
        try t.retarget(to: current, using: provider)
        #expect(seen == ["0/5 cell [0, 0] persisting true true", "1/5 cell [0, 1] persisting true true",
                         "2/5 cell [0, 2] persisting true true", "3/5 footer [0, 0] disappearing true true",
                         "4/5 header [0, 0] persisting true true"])
    }
}
