import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct FlowNavigationTests {
    /// Three colours of items in a grid; the detail lists the items of colour 1.
    static let masterCounts = [6, 5, 7]
    static let selected = 1

    func views() throws -> (master: CollectionView, detail: CollectionView) {
        let master = try flowView(gridLayout(columns: 4), counts: Self.masterCounts)
        let detail = try flowView(listLayout(header: 40), counts: [Self.masterCounts[Self.selected]])
        return (master, detail)
    }

    /// Master item → detail item.
    static func toDetail(_ p: IndexPath) -> IndexPath? { p.section == selected ? IndexPath(section: 0, item: p.item) : nil }
    /// Detail item → master item.
    static func toMaster(_ p: IndexPath) -> IndexPath? { IndexPath(section: selected, item: p.item) }

    @Test func aPushSwitchesTheDataAtTheStartAndFliesTheSharedItemsIntoTheList() throws {
        let (master, detail) = try views()
        var nav = try LayoutToLayoutTransition.push(from: master, to: detail, sharing: Self.toDetail,
                                                    provider: .spring(.smooth), integrator: ExactIntegrator())
        #expect(nav.dataSwitch == .atStart && nav.phase == .moving)
        // Switched at the start: the recycled view already shows the detail's data.
        #expect(nav.hasSwitchedData)
        #expect(nav.collectionView.dataCounts == detail.dataCounts)
        let t = try #require(nav.springTransition)
        #expect(nav.sharedItems.count == 5)
        for item in 0..<5 {
            let id = ElementID.cell(IndexPath(section: 0, item: item))
            let a = try #require(t.animation(for: id))
            #expect(a.from.center == master.layout.attributes(for: .cell(IndexPath(section: 1, item: item)))!.center)
            #expect(a.to == detail.layout.attributes(for: id)!)
        }
        // The grid's other items fade out under their removed names; the detail's header fades in.
        for section in [0, 2] {
            for item in 0..<Self.masterCounts[section] {
                let r = try #require(t.animation(for: .removed(.cell(IndexPath(section: section, item: item)))))
                #expect(r.to.alpha == 0 && r.to.center == r.from.center)
            }
        }
        #expect(t.animation(for: .supplementary(.header, IndexPath(section: 0, item: 0)))?.from.alpha == 0)
        #expect(t.allElements.count == 5 + 13 + 1)

        let a = try #require(t.animation(for: .cell(IndexPath(section: 0, item: 3))))
        let from = a.from.center, to = a.to.center
        var time = 0.0
        while nav.phase != .finished {
            try nav.advance(by: 1.0 / 60)
            time += 1.0 / 60
            #expect(nav.collectionView.dataCounts == detail.dataCounts)
            guard t.state == .running else { continue }
            #expect(followsClosedForm(a, .centerX, from: from.x, to: to.x, spring: .smooth, time: time))
            #expect(followsClosedForm(a, .centerY, from: from.y, to: to.y, spring: .smooth, time: time))
        }
        #expect(allPoses(nav.collectionView.layout) == allPoses(detail.layout))
        #expect(nav.collectionView.contentOffset == detail.contentOffset)
        #expect(nav.springTransition == nil)
    }

    @Test func aPopKeepsTheDetailsDataUntilTheItemsArriveThenRevealsTheRest() throws {
        let (master, detail) = try views()
        var nav = try LayoutToLayoutTransition.pop(from: detail, to: master, sharing: Self.toMaster,
                                                   provider: .spring(.snappy), integrator: ExactIntegrator())
        #expect(nav.dataSwitch == .atCompletion)
        #expect(!nav.hasSwitchedData && nav.phase == .moving)
        #expect(nav.collectionView.dataCounts == detail.dataCounts)
        let moving = try #require(nav.springTransition)
        // In the detail's identities, each item flies to its place in the grid; the header fades out.
        for item in 0..<5 {
            let a = try #require(moving.animation(for: .cell(IndexPath(section: 0, item: item))))
            #expect(a.from == detail.layout.attributes(for: .cell(IndexPath(section: 0, item: item)))!)
            #expect(a.to.center == master.layout.attributes(for: .cell(IndexPath(section: 1, item: item)))!.center)
        }
        #expect(moving.animation(for: .supplementary(.header, IndexPath(section: 0, item: 0)))?.to.alpha == 0)
        #expect(moving.allElements.count == 6)

        var frames = 0
        while !nav.hasSwitchedData {
            try nav.advance(by: 1.0 / 60)
            frames += 1
            if !nav.hasSwitchedData { #expect(nav.collectionView.dataCounts == detail.dataCounts) }
        }
        #expect(frames > 10)
        #expect(moving.state == .finished)
        // The switch: the grid's data and layout; the shared items stay exactly where they arrived.
        #expect(nav.collectionView.dataCounts == master.dataCounts)
        #expect(nav.phase == .revealing)
        let revealing = try #require(nav.springTransition)
        for item in 0..<5 {
            let id = ElementID.cell(IndexPath(section: 1, item: item))
            #expect(nav.collectionView.layout.attributes(for: id) == master.layout.attributes(for: id))
            #expect(revealing.animation(for: id)?.channels.isEmpty ?? true)
        }
        // The grid's other items fade in where they belong; nothing pops.
        for section in [0, 2] {
            for item in 0..<Self.masterCounts[section] {
                let id = ElementID.cell(IndexPath(section: section, item: item))
                let a = try #require(revealing.animation(for: id))
                #expect(a.from.alpha == 0 && a.from.center == master.layout.attributes(for: id)!.center)
                #expect(nav.collectionView.layout.attributes(for: id)?.alpha == 0)
            }
        }
        while nav.phase != .finished { try nav.advance(by: 1.0 / 60) }
        #expect(allPoses(nav.collectionView.layout) == allPoses(master.layout))
        #expect(nav.collectionView.contentOffset == master.contentOffset)
    }

    @Test func arrivingShowsTheSharedItemsAtTheirDestinationPosesBeforeTheSwitch() throws {
        let (master, detail) = try views()
        var nav = try LayoutToLayoutTransition.pop(from: detail, to: master, sharing: Self.toMaster, integrator: ExactIntegrator())
        var before: [ElementID: LayoutAttributes] = [:]
        while !nav.hasSwitchedData {
            before = allPoses(nav.collectionView.layout)
            try nav.advance(by: 1.0 / 60)
        }
        // The last frame before the switch already had every shared item within its rest threshold of its grid place.
        for item in 0..<5 {
            let shown = try #require(before[.cell(IndexPath(section: 0, item: item))])
            let grid = try #require(master.layout.attributes(for: .cell(IndexPath(section: 1, item: item))))
            #expect(abs(shown.center.x - grid.center.x) < 1 && abs(shown.center.y - grid.center.y) < 1)
        }
    }

    @Test func aPopCanSwitchAtTheStartToo() throws {
        let (master, detail) = try views()
        var nav = try LayoutToLayoutTransition.pop(from: detail, to: master, sharing: Self.toMaster, dataSwitch: .atStart,
                                                   integrator: ExactIntegrator())
        #expect(nav.hasSwitchedData && nav.collectionView.dataCounts == master.dataCounts)
        let t = try #require(nav.springTransition)
        #expect(t.animation(for: .cell(IndexPath(section: 0, item: 0)))?.from.alpha == 0) // a grid-only item fades in
        #expect(t.animation(for: .cell(IndexPath(section: 1, item: 2)))?.from.center
                == detail.layout.attributes(for: .cell(IndexPath(section: 0, item: 2)))?.center)
        #expect(t.animation(for: .removed(.supplementary(.header, IndexPath(section: 0, item: 0))))?.to.alpha == 0)
        while nav.phase != .finished { try nav.advance(by: 1.0 / 60) }
        #expect(allPoses(nav.collectionView.layout) == allPoses(master.layout))
    }

    @Test func invalidNavigationsAreRefusedWithExactMessages() throws {
        let (master, detail) = try views()
        let wide = try flowView(listLayout(), counts: [5], width: 390, height: 844)
        #expect(errorMessage { _ = try LayoutToLayoutTransition.push(from: master, to: wide, sharing: Self.toDetail) }
                == "layout-to-layout navigation needs views of the same bounds size; the source is 320.0 × 480.0, the destination 390.0 × 844.0")
        #expect(errorMessage {
            _ = try LayoutToLayoutTransition.push(from: master, to: detail, sharing: { $0.section == 2 ? IndexPath(section: 0, item: $0.item) : nil })
        } == "the shared-item mapping sends [2, 5] to [0, 5], which the destination does not have")
        #expect(errorMessage {
            _ = try LayoutToLayoutTransition.push(from: master, to: detail, sharing: { $0.item < 2 ? IndexPath(section: 0, item: 0) : nil })
        } == "the shared-item mapping sends both [0, 0] and [0, 1] to [0, 0]")
        #expect(errorMessage {
            var nav = try LayoutToLayoutTransition.push(from: master, to: detail, sharing: Self.toDetail)
            try nav.advance(by: -1)
        } == "invalid time step -1.0; must be finite and not negative")
    }
}
