import SpringTransitions
import SpringTestSupport
import Testing

/// The README's SpringTransitions examples, so the README stays true.
@Suite struct ReadmeTransitionExampleTests {
    @Test func gridToListTransition() throws {
        let grid = GridLayout(configuration: .init(columns: 3))
        var view = try CollectionView(layout: grid, dataCounts: DataCounts([60]), boundsSize: Size(width: 390, height: 844))
        let list = FlowLayout(configuration: .init(itemSize: Size(width: 390, height: 60)))

        let transition = try view.transition(to: list, using: .spring(.snappy))   // GSL rkf45 by default
        try transition.setToContentOffset(for: IndexPath(section: 0, item: 30), at: .centeredVertically)
        var finished: Bool?
        transition.completion = { finished = $0 }
        var visible: [LayoutAttributes] = []
        while !transition.isComplete {
            try view.advance(by: 1.0 / 120)
            view.visibleAttributes(into: &visible)                                 // poses are computed lazily, only for these
        }

        #expect(finished == true)
        #expect(view.layout is FlowLayout)
        #expect(view.contentOffset == transition.toContentOffset)
        // Item 30 sits at y = 30 · 70 = 2100 (60 pt rows, 10 pt spacing), centred in 844 pt.
        #expect(view.contentOffset.y == 2100 + 30 - 422)
    }

    @Test func placementOfAnItem() throws {
        let grid = GridLayout(configuration: .init(columns: 3))
        var view = try CollectionView(layout: grid, dataCounts: DataCounts([60]), boundsSize: Size(width: 390, height: 844))
        let list = FlowLayout(configuration: .init(itemSize: Size(width: 390, height: 60)))
        let transition = try view.transition(to: list, using: .spring(.snappy))
        var target = list
        try target.prepare(in: view.context)
        let offset = try view.toContentOffset(for: target, placing: [IndexPath(section: 0, item: 7)], placement: .center)
        try transition.setToContentOffset(offset)
        // Item 7's center is at y = 7 · 70 + 30 = 520; centred in 844 pt gives 520 − 422.
        #expect(transition.toContentOffset == Point(x: 0, y: 98))
    }

    @Test func retargetingMidFlightKeepsVelocity() throws {
        var view = try CollectionView(layout: GridLayout(configuration: .init(columns: 3)), dataCounts: DataCounts([12]),
                                      boundsSize: Size(width: 390, height: 844))
        let transition = try view.transition(to: FlowLayout(), using: .spring(.bouncy), integrator: ExactIntegrator())
        for _ in 0..<12 { try view.advance(by: 1.0 / 120) }
        let cell = ElementID.cell(IndexPath(section: 0, item: 5))
        let before = try #require(transition.animation(for: cell)?.velocity(of: .centerX))
        try view.transition(to: CircleLayout(), using: .spring(.bouncy))            // same transition, new targets
        let after = try #require(transition.animation(for: cell)?.velocity(of: .centerX))
        #expect(before == after)
    }

    @Test func subclassAnimatesACustomProperty() throws {
        let provider = AnimationProvider { context in RoundingAnimation(context: context, springs: ChannelSprings(.smooth)) }
        var view = try CollectionView(layout: GridLayout(), dataCounts: DataCounts([6]), boundsSize: Size(width: 390, height: 844))
        let transition = try view.transition(to: FlowLayout(), using: provider, integrator: ExactIntegrator())
        try view.advance(by: 0.1)
        let pose = try #require(transition.attributes(for: .cell(IndexPath(section: 0, item: 4))))
        let radius = try #require(pose.customChannels["cornerRadius"])
        #expect(radius > 4 && radius < 16)
    }
}

/// Rounds cells' corners as they travel.
final class RoundingAnimation: AttributeAnimation {
    override func interpolatePose(_ pose: inout LayoutAttributes, values: AnimationValues) {
        super.interpolatePose(&pose, values: values)
        pose.customChannels["cornerRadius"] = 4 + 12 * values.progress
    }
}
