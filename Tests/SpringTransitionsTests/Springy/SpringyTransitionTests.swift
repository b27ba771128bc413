import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

/// A spring transition started while the springy layout's elements are still moving.
@Suite struct SpringyTransitionTests {
    @Test func transitionKeepsPositionsAndVelocities() throws {
        let springy = try makeSpringy()
        var view = try CollectionView(layout: springy, dataCounts: try DataCounts([1000]), boundsSize: Size(width: 390, height: 800))
        springy.touchInView = Point(x: 195, y: 400)
        for i in 1...10 {
            try view.setContentOffset(Point(x: 0, y: 12 * Double(i)))
            try springy.advance(by: 1.0 / 120)
        }
        springy.touchInView = nil
        let element = row(3)
        let position = try #require(springy.attributes(for: element)).center
        let velocity = springy.velocity(of: element)
        #expect(velocity.y != 0)
        let grid = GridLayout(configuration: .init(columns: 3))
        let transition = try view.transition(to: grid, using: .springy(springy, spring: .smooth))
        let animation = try #require(transition.animation(for: element))
        #expect(animation.from.center == position)
        #expect(animation.initialVelocity == ChannelVelocities(center: velocity))
        #expect(animation.velocity(of: .centerX) == velocity.x)
        #expect(animation.velocity(of: .centerY) == velocity.y)
        #expect(transition.attributes(for: element)?.center == position)
        // An element the springy layout did not simulate starts at rest.
        let far = try #require(transition.animation(for: row(900)))
        #expect(far.initialVelocity == .zero)
    }
}
