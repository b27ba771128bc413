import SpringTestSupport
import SpringTransitions
import Testing

/// The article's first, naive layout: every appearing and disappearing element shoots in small and
/// rotated, whatever the reason it is asked about.
struct NaiveEffectLayout: Layout {
    var base = tileFlow()
    var preparedContext: LayoutContext? { base.preparedContext }
    var contentSize: Size { base.contentSize }
    mutating func prepare(in context: LayoutContext) throws(LayoutError) { try base.prepare(in: context) }
    func attributes(for element: ElementID) -> LayoutAttributes? { base.attributes(for: element) }
    func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) { base.forEachAttributes(in: rect, body) }
    var allElements: [ElementID] { base.allElements }
    func initialAttributes(forAppearing element: ElementID) -> LayoutAttributes? {
        base.attributes(for: element).map { ElementEffect(scale: 0.2, rotation: .pi, alpha: 1).apply(to: $0) }
    }
    func finalAttributes(forDisappearing element: ElementID) -> LayoutAttributes? {
        base.attributes(for: element).map { ElementEffect(scale: 0.2, rotation: .pi, alpha: 1).apply(to: $0) }
    }
}

@Suite struct FlowBoundsChangeTests {
    static let portrait = Size(width: 320, height: 480)
    static let landscape = Size(width: 480, height: 320)

    @Test func aRotationMovesEveryItemFromItsOldPlaceToItsNewOneOnTheClosedForm() throws {
        var view = try flowView(UpdateEffectsLayout(tileFlow()), counts: [20])
        let old = allPoses(view.layout)
        let t = try #require(try view.setBoundsSize(Self.landscape, animatedWith: .spring(.bouncy), integrator: ExactIntegrator()))
        #expect(view.boundsSize == Self.landscape)
        let new = allPoses(t.nextLayout)
        #expect(t.allElements == view.layout.allElements)
        #expect(t.allElements.count == 20 && t.allElements.allSatisfy(\.isCell))
        var moving = 0
        for id in t.allElements {
            let from = try #require(old[id]), to = try #require(new[id])
            guard let a = t.animation(for: id) else {
                #expect(from == to, "\(id) snaps only when it does not move")
                continue
            }
            #expect(a.from == from && a.to == to, "\(id) persists from its old attributes to its new ones")
            #expect(Set(a.channels).isSubset(of: [.centerX, .centerY]), "\(id) only moves: \(a.channels)")
            moving += 1
        }
        #expect(moving >= 15)

        var time = 0.0
        for frame in 0..<240 {
            let dt = frame % 3 == 0 ? 1.0 / 120 : 1.0 / 60
            try view.advance(by: dt)
            time += dt
            guard t.state == .running else { break }
            var seen = 0
            for a in view.layout.attributes(in: Rect(x: -1000, y: -1000, width: 3000, height: 3000)) {
                #expect(a.alpha == 1 && a.transform == .identity, "\(a.id) never pops or fades")
                seen += 1
            }
            #expect(seen == 20)
            for id in t.allElements {
                guard let a = t.animation(for: id) else { continue }
                let from = old[id]!.center, to = new[id]!.center
                #expect(followsClosedForm(a, .centerX, from: from.x, to: to.x, spring: .bouncy, time: time), "\(id) x at \(time)")
                #expect(followsClosedForm(a, .centerY, from: from.y, to: to.y, spring: .bouncy, time: time), "\(id) y at \(time)")
            }
        }
        try runToEnd(&view)
        #expect(view.springTransition == nil)
        #expect(allPoses(view.layout) == new)
    }

    @Test func aBoundsChangeNeverPlaysAppearingOrDisappearingEffects() throws {
        // The naive layout would shoot every item in if the change counted as delete + insert.
        var view = try flowView(NaiveEffectLayout(), counts: [20])
        let t = try #require(try view.setBoundsSize(Self.landscape, animatedWith: .spring(.smooth), integrator: ExactIntegrator()))
        for id in t.allElements {
            let a = t.animation(for: id)
            #expect(a?.from.transform ?? .identity == .identity && a?.to.transform ?? .identity == .identity, "\(id)")
        }
        // A real insert still gets the effect: the layout is asked for inserted elements only.
        try runToEnd(&view)
        let u = try view.performBatchUpdates([.insertItem(IndexPath(section: 0, item: 3))], animatedWith: .spring(.smooth))
        let inserted = try #require(u.animation(for: .cell(IndexPath(section: 0, item: 3))))
        #expect(inserted.from.transform != .identity)
        #expect(u.animation(for: .cell(IndexPath(section: 0, item: 4)))?.from.transform ?? .identity == .identity)
    }

    @Test func theSameSizeDoesNothing() throws {
        var view = try flowView(UpdateEffectsLayout(tileFlow()), counts: [20])
        let before = allPoses(view.layout)
        #expect(try view.setBoundsSize(Self.portrait, animatedWith: .spring(.smooth)) == nil)
        #expect(view.springTransition == nil)
        #expect(allPoses(view.layout) == before)
    }

    @Test func theOffsetEndsClampedToTheNewRange() throws {
        var view = try flowView(tileFlow(), counts: [60])
        try view.setContentOffset(view.maximumContentOffset)
        let start = view.contentOffset
        let t = try #require(try view.setBoundsSize(Self.landscape, animatedWith: .spring(.smooth), integrator: ExactIntegrator()))
        #expect(view.contentOffset == start)
        let expected = ScrollGeometry(boundsSize: Self.landscape, contentSize: t.nextLayout.contentSize).clamp(start)
        #expect(expected != start)
        #expect(t.toContentOffset == expected)
        try runToEnd(&view)
        #expect(view.contentOffset == expected)
    }

    @Test func anInvalidSizeChangesNothing() throws {
        var view = try flowView(tileFlow(), counts: [20])
        let before = allPoses(view.layout)
        #expect(errorMessage {
            try view.setBoundsSize(Size(width: -1, height: 10), animatedWith: .spring(.smooth))
        } == "invalid layout context: boundsSize.width is -1.0; must be finite and not negative")
        #expect(view.boundsSize == Self.portrait)
        #expect(allPoses(view.layout) == before)
    }

    @Test func rotatingBackMidFlightContinuesFromTheCurrentPosesAndVelocities() throws {
        var view = try flowView(tileFlow(), counts: [20])
        let first = try #require(try view.setBoundsSize(Self.landscape, animatedWith: .spring(.smooth), integrator: ExactIntegrator()))
        for _ in 0..<8 { try view.advance(by: 1.0 / 60) }
        let id = ElementID.cell(IndexPath(section: 0, item: 13))
        let pose = try #require(first.attributes(for: id))
        let v = try #require(first.animation(for: id)?.velocity(of: .centerY))
        #expect(v != 0)
        let second = try #require(try view.setBoundsSize(Self.portrait, animatedWith: .spring(.smooth), integrator: ExactIntegrator()))
        #expect(first.state == .cancelled)
        let a = try #require(second.animation(for: id))
        #expect(a.from.center == pose.center)
        #expect(a.velocity(of: .centerY) == v)
        #expect(second.allElements.count == 20)
    }
}
