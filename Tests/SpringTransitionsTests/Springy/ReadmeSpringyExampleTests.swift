import SpringTestSupport
import SpringTransitions
import Testing

/// The README's "Springy layout" example, so the README stays true.
@Suite struct ReadmeSpringyExampleTests {
    @Test func springyLayoutExample() throws {
        let list = FlowLayout(configuration: .init(itemSize: Size(width: 390, height: 40), minimumLineSpacing: 0))
        let springy = try SpringyLayout(base: list)
        var view = try CollectionView(layout: springy, dataCounts: DataCounts([1000]),
                                      boundsSize: Size(width: 390, height: 800))

        springy.touchInView = Point(x: 195, y: 390)
        try view.setContentOffset(Point(x: 0, y: 30))
        let y = try #require(springy.attributes(for: .cell(IndexPath(section: 0, item: 0)))).center.y
        #expect(y == 28)

        for _ in 0..<360 { try springy.advance(by: 1.0 / 120) }
        #expect(springy.energy < 1e-6)

        let grid = GridLayout(configuration: .init(columns: 3))
        let transition = try view.transition(to: grid, using: .springy(springy, spring: .smooth))
        #expect(transition.state == .running)

        var message: String?
        do {
            try springy.scroll(to: Point(x: 0, y: 60), touch: Point(x: .nan, y: 0))
        } catch {
            message = "\(error)"
        }
        #expect(message == "invalid springy layout input: touch.x is nan; must be finite")
    }
}
