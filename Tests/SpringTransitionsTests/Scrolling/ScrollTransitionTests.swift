import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct ScrollTransitionTests {
    @Test func aTransitionStartedWhileDeceleratingKeepsTheOffsetVelocity() throws {
        var view = try scrollListView(offset: Point(x: 0, y: 1000))
        var scroll = try ScrollDriver(view: view)
        try scroll.fling(velocity: Point(x: 0, y: 2000), time: 0, in: &view)
        try scroll.advance(to: 0.1, in: &view)
        let offset = view.contentOffset, velocity = scroll.contentOffsetVelocity
        #expect(isClose(velocity.y, 2000 * pow(0.998, 100), relative: 1e-12))

        let transition = try view.transition(to: gridLayout(), continuing: &scroll)
        // Same offset, same velocity: nothing jumps.
        #expect(view.contentOffset == offset)
        #expect(transition.contentOffset == offset)
        #expect(transition.contentOffsetVelocity == velocity)
        #expect(scroll.phase == .idle)
        #expect(scroll.contentOffsetVelocity == .zero)
        // The first frames move the offset on at about that velocity.
        let h = 1.0 / 1000
        try view.advance(by: h)
        #expect(isClose((view.contentOffset.y - offset.y) / h, velocity.y, relative: 0.05))
    }

    @Test func followingProgressKeepsTheVelocityThroughTheCorrection() throws {
        var view = try scrollListView(offset: Point(x: 0, y: 1000))
        var scroll = try ScrollDriver(view: view)
        try scroll.fling(velocity: Point(x: 0, y: 2000), time: 0, in: &view)
        try scroll.advance(to: 0.1, in: &view)
        let velocity = scroll.contentOffsetVelocity
        let transition = try view.transition(to: gridLayout(), configuration: .init(contentOffsetMode: .followsProgress),
                                             continuing: &scroll)
        #expect(isClose(transition.contentOffsetVelocity.y, velocity.y, relative: 1e-9))
        #expect(scroll.phase == .idle)
    }
}
