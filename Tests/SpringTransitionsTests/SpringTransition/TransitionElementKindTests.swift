import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct TransitionElementKindTests {
    let header = { (section: Int) in ElementID.supplementary(.header, IndexPath(section: section, item: 0)) }
    let footer = { (section: Int) in ElementID.supplementary(.footer, IndexPath(section: section, item: 0)) }
    let background = { (section: Int) in ElementID.decoration("background", IndexPath(section: section, item: 0)) }

    @Test func headersAndDecorationViewsAnimateOnTheirSprings() throws {
        let context = try context(counts: [4, 5])
        let current = try prepared(DecoratedLayout(listLayout(header: 30)), context)
        let next = try prepared(DecoratedLayout(listLayout(header: 60, rowHeight: 60)), context)
        let provider = AnimationProvider.perKind(cells: .spring(.smooth), supplementary: .spring(.bouncy),
                                                 decoration: .spring(.snappy))
        let t = try SpringTransitionLayout(from: current, to: next, provider: provider, integrator: ExactIntegrator())
        for (id, spring) in [(header(1), Spring.bouncy), (background(1), .snappy), (background(0), .snappy)] {
            #expect(t.allElements.contains(id))
            let from = try #require(current.attributes(for: id)), to = try #require(next.attributes(for: id))
            #expect(from.frame != to.frame)
            let probe = try SpringTransitionLayout(from: current, to: next, provider: provider, integrator: ExactIntegrator())
            for frame in 1...30 {
                try probe.advance(by: 1.0 / 60)
                let pose = try #require(probe.attributes(for: id))
                let time = Double(frame) / 60
                let y = closedForm(spring, from: from.center.y, to: to.center.y, time: time)
                let h = closedForm(spring, from: from.size.height, to: to.size.height, time: time)
                #expect(abs(pose.center.y - y) < 1e-9 * max(1, abs(to.center.y - from.center.y)), "\(id)")
                if from.size.height != to.size.height {
                    #expect(abs(pose.size.height - h) < 1e-9 * abs(to.size.height - from.size.height), "\(id)")
                }
            }
        }
        _ = t
    }

    @Test func disappearingHeadersFadeOutAndLeaveOnlyAtTheEnd() throws {
        var view = try CollectionView(layout: DecoratedLayout(listLayout(header: 30)), dataCounts: try DataCounts([3, 3]),
                                      boundsSize: Size(width: 320, height: 480))
        let before = try #require(view.layout.attributes(for: header(1)))
        let t = try view.transition(to: DecoratedLayout(gridLayout()), using: .spring(.smooth), integrator: ExactIntegrator())
        let animation = try #require(t.animation(for: header(1)))
        var time = 0.0
        var previousAlpha = 1.0
        while view.layout is SpringTransitionLayout {
            let pose = try #require(view.layout.attributes(for: header(1)), "a removed header stays until the end")
            // Critically damped: the alpha falls monotonically, on its closed form, clamped to [0, 1].
            let expected = min(max(closedForm(.smooth, from: 1, to: 0, time: time), 0), 1)
            if animation.isMoving(.alpha) { #expect(abs(pose.alpha - expected) < 1e-12) }
            #expect(pose.alpha <= previousAlpha)
            #expect(pose.center == before.center)
            previousAlpha = pose.alpha
            try view.advance(by: 1.0 / 60)
            time += 1.0 / 60
        }
        #expect(view.layout.attributes(for: header(1)) == nil)
        #expect(view.layout.attributes(for: background(1)) != nil)
    }

    @Test func appearingFootersExistFromTheFirstFrameAndFadeIn() throws {
        let context = try context(counts: [3, 3])
        let current = try prepared(listLayout(header: 30), context)
        let next = try prepared(listLayout(header: 30, footer: 20), context)
        let t = try SpringTransitionLayout(from: current, to: next, provider: .spring(.bouncy), integrator: ExactIntegrator())
        let target = try #require(next.attributes(for: footer(0)))
        // Before any time passes: there, transparent, where it will be.
        let first = try #require(t.attributes(for: footer(0)))
        #expect(first.alpha == 0)
        #expect(first.frame == target.frame)
        #expect(t.attributes(in: Rect(x: 0, y: 0, width: 320, height: 480)).contains { $0.id == footer(0) })
        var overshootClamped = false
        for frame in 1...90 {
            try t.advance(by: 1.0 / 60)
            let pose = try #require(t.attributes(for: footer(0)))
            let raw = closedForm(.bouncy, from: 0, to: 1, time: Double(frame) / 60)
            if raw > 1 { overshootClamped = true }
            if t.animation(for: footer(0))?.isMoving(.alpha) ?? false {
                #expect(abs(pose.alpha - min(max(raw, 0), 1)) < 1e-12)
            }
            #expect(pose.alpha >= 0 && pose.alpha <= 1)
        }
        #expect(overshootClamped)
    }
}
