import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct EasedElementKindTests {
    let header = { (section: Int) in ElementID.supplementary(.header, IndexPath(section: section, item: 0)) }
    let footer = { (section: Int) in ElementID.supplementary(.footer, IndexPath(section: section, item: 0)) }
    let background = { (section: Int) in ElementID.decoration("background", IndexPath(section: section, item: 0)) }

    @Test func headersAndDecorationViewsEaseOnTheClosedForm() throws {
        let context = try context(counts: [4, 5])
        let current = try prepared(DecoratedLayout(listLayout(header: 30)), context)
        let next = try prepared(DecoratedLayout(listLayout(header: 60, rowHeight: 60)), context)
        let t = try EasedTransitionLayout(from: current, to: next, duration: 0.6, easing: .cubicInOut)
        #expect(t.allElements == (current.allElements + next.allElements).reduce(into: [ElementID]()) {
            if !$0.contains($1) { $0.append($1) }
        }.sorted())
        var time = 0.0
        for _ in 0..<30 {
            try t.advance(by: 1.0 / 60)
            time += 1.0 / 60
            let p = Easing.cubicInOut(time / 0.6)
            for id in [header(0), header(1), background(0), background(1), ElementID.cell(IndexPath(section: 1, item: 4))] {
                let from = try #require(current.attributes(for: id)), to = try #require(next.attributes(for: id))
                #expect(from.frame != to.frame)
                #expect(t.change(of: id) == .persisting)
                let pose = try #require(t.attributes(for: id))
                #expect(matches(pose, expectedPose(from: from, to: to, p: p, halfway: p >= 0.5)), "\(id) at \(time)")
            }
        }
    }

    @Test func appearingElementsFadeInFromTheFirstFrame() throws {
        let context = try context(counts: [3, 3])
        let current = try prepared(listLayout(header: 30), context)
        let next = try prepared(listLayout(header: 30, footer: 20), context)
        let t = try EasedTransitionLayout(from: current, to: next, duration: 1, easing: .quadraticOut)
        let target = try #require(next.attributes(for: footer(0)))
        #expect(t.change(of: footer(0)) == .appearing)
        let first = try #require(t.attributes(for: footer(0)))
        #expect(first.alpha == 0)
        #expect(first.frame == target.frame)
        #expect(t.attributes(in: Rect(x: 0, y: 0, width: 320, height: 480)).contains { $0.id == footer(0) })
        var time = 0.0
        for _ in 0..<20 {
            try t.advance(by: 0.04)
            time += 0.04
            let pose = try #require(t.attributes(for: footer(0)))
            #expect(near(pose.alpha, Easing.quadraticOut(time)))
            #expect(pose.frame == target.frame)
        }
    }

    @Test func disappearingElementsFadeOutAndLeaveOnlyAtTheEnd() throws {
        var view = try CollectionView(layout: DecoratedLayout(listLayout(header: 30)), dataCounts: try DataCounts([3, 3]),
                                      boundsSize: Size(width: 320, height: 480))
        let before = try #require(view.layout.attributes(for: header(1)))
        let t = try view.transition(to: DecoratedLayout(gridLayout()), duration: 0.5, easing: .linear)
        #expect(t.change(of: header(1)) == .disappearing)
        var time = 0.0
        while view.layout is EasedTransitionLayout {
            let pose = try #require(view.layout.attributes(for: header(1)), "a removed header stays until the end")
            #expect(near(pose.alpha, 1 - time / 0.5))
            #expect(pose.center == before.center)
            try view.advance(by: 0.05)
            time += 0.05
        }
        #expect(view.layout.attributes(for: header(1)) == nil)
        #expect(view.layout.attributes(for: background(1)) != nil)
        #expect(view.layout is DecoratedLayout<GridLayout>)
    }
}
