import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct TransitionClosedFormTests {
    /// A grid-to-list transition of 40 cells with the exact integrator.
    func gridToList(provider: AnimationProvider = .spring(.bouncy)) throws -> SpringTransitionLayout {
        let context = try context(counts: [40])
        let grid = try prepared(gridLayout(), context)
        let list = try prepared(listLayout(), context)
        return try SpringTransitionLayout(from: grid, to: list, provider: provider, integrator: ExactIntegrator())
    }

    @Test func everyCenterFollowsTheClosedFormAtSampledFrames() throws {
        let t = try gridToList()
        let context = try context(counts: [40])
        let grid = try prepared(gridLayout(), context)
        let list = try prepared(listLayout(), context)
        let spring = Spring.bouncy
        var time = 0.0
        var compared = 0
        for frame in 1...150 {
            let dt = frame % 3 == 0 ? 1.0 / 60 : 1.0 / 144 // uneven frames: the remainder path is exercised
            try t.advance(by: dt)
            time += dt
            for item in 0..<40 {
                let id = ElementID.cell(IndexPath(section: 0, item: item))
                let a = try #require(t.animation(for: id))
                let from = grid.attributes(for: id)!.center, to = list.attributes(for: id)!.center
                let pose = try #require(t.attributes(for: id))
                for (value, start, end, channel) in [(pose.center.x, from.x, to.x, AnimationChannel.centerX),
                                                     (pose.center.y, from.y, to.y, .centerY)] {
                    let expected = closedForm(spring, from: start, to: end, time: time)
                    guard a.channels.contains(channel) else { continue }
                    if !a.isMoving(channel) {
                        // Snapped onto the target once within the rest threshold; from such a
                        // state the spring never gets farther than its energy allows.
                        let rest = RestThreshold.points
                        let reach = (rest.displacement * rest.displacement
                                     + pow(rest.velocity / spring.naturalFrequency, 2)).squareRoot()
                        #expect(value == end)
                        #expect(abs(expected - end) < reach)
                    } else {
                        #expect(abs(value - expected) <= 1e-9 * max(1, abs(end - start)), "\(id) \(channel) at \(time)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 1000)
        #expect(t.state == .finished || t.activeChannelCount > 0)
    }

    @Test func velocitiesAndSizesFollowTheClosedFormToo() throws {
        let velocity = ChannelVelocities([.centerY: -900, .width: 300])
        let t = try gridToList(provider: AnimationProvider { AttributeAnimation(context: $0, springs: ChannelSprings(.snappy),
                                                                               initialVelocity: velocity) })
        let id = ElementID.cell(IndexPath(section: 0, item: 7))
        let a = try #require(t.animation(for: id))
        let fromY = a.from.center.y, toY = a.to.center.y, fromW = a.from.size.width, toW = a.to.size.width
        for step in 1...40 {
            try t.advance(by: 1.0 / 90)
            let time = Double(step) / 90
            let pose = try #require(t.attributes(for: id))
            #expect(abs(pose.center.y - closedForm(.snappy, from: fromY, to: toY, velocity: -900, time: time)) < 1e-9 * abs(toY - fromY))
            #expect(abs(pose.size.width - closedForm(.snappy, from: fromW, to: toW, velocity: 300, time: time)) < 1e-9 * abs(toW - fromW))
            let v = try #require(a.velocity(of: .centerY))
            #expect(abs(v - Spring.snappy.state(at: time, displacement: fromY - toY, velocity: -900).velocity) < 1e-7 * abs(toY - fromY))
        }
    }
}
