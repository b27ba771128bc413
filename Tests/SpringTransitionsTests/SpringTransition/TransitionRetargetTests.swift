import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct TransitionRetargetTests {
    let counts = [14, 7]

    func layouts() throws -> (LayoutContext, any Layout, any Layout, any Layout) {
        let context = try context(counts: counts)
        let grid = try prepared(DecoratedLayout(gridLayout()), context)
        let list = try prepared(DecoratedLayout(listLayout(header: 30)), context)
        let circle = try prepared(CircleLayout(configuration: .init(radius: 120, rotatesItems: true)), context)
        return (context, grid, list, circle)
    }

    /// Every channel's value and velocity, per element.
    func channelStates(_ t: SpringTransitionLayout) -> [ElementID: [AnimationChannel: (Double, Double)]] {
        var result: [ElementID: [AnimationChannel: (Double, Double)]] = [:]
        for id in t.allElements {
            guard let a = t.animation(for: id) else { continue }
            var states: [AnimationChannel: (Double, Double)] = [:]
            for c in a.channels { states[c] = (a.value(of: c)!, a.velocity(of: c)!) }
            result[id] = states
        }
        return result
    }

    @Test func retargetingKeepsEveryPositionAndVelocityExactly() throws {
        let (_, grid, list, circle) = try layouts()
        let provider = AnimationProvider { context in
            AttributeAnimation(context: context, springs: ChannelSprings(.bouncy, overrides: [.alpha: .smooth]),
                               initialVelocity: ChannelVelocities([.centerY: -400]))
        }
        let t = try SpringTransitionLayout(from: grid, to: list, provider: provider, integrator: ExactIntegrator(),
                                           configuration: .init(contentOffsetMode: .spring(.snappy), toContentOffset: Point(x: 0, y: 200)))
        for dt in [0.021, 1.0 / 60, 0.033, 0.0071, 1.0 / 144] { try t.advance(by: dt) } // off the clock's grid
        let before = channelStates(t)
        let posesBefore = allPoses(t)
        let offsetBefore = t.contentOffset, offsetVelocityBefore = t.contentOffsetVelocity
        #expect(offsetVelocityBefore != .zero)

        try t.retarget(to: circle, using: .spring(.snappy))

        let after = channelStates(t)
        var checked = 0
        for (id, states) in before {
            let now = try #require(after[id], "\(id) keeps its channels")
            for (channel, state) in states where channel != .transform3D {
                let new = try #require(now[channel], "\(id) \(channel)")
                #expect(new.0 == state.0, "\(id) \(channel) position")
                #expect(new.1 == state.1, "\(id) \(channel) velocity")
                checked += 1
            }
        }
        #expect(checked > 60)
        for (id, pose) in posesBefore {
            let new = try #require(t.attributes(for: id))
            #expect(new.center == pose.center && new.size == pose.size && new.alpha == pose.alpha, "\(id)")
            for (p, q) in [(new.transform.a, pose.transform.a), (new.transform.b, pose.transform.b),
                           (new.transform.c, pose.transform.c), (new.transform.d, pose.transform.d)] {
                #expect(abs(p - q) < 1e-12)
            }
        }
        #expect(t.contentOffset == offsetBefore)
        #expect(t.contentOffsetVelocity == offsetVelocityBefore)
    }

    @Test func afterARetargetEveryChannelFollowsTheClosedFormFromItsStateThen() throws {
        let (_, grid, list, circle) = try layouts()
        let t = try SpringTransitionLayout(from: grid, to: list, provider: .spring(.bouncy), integrator: ExactIntegrator())
        for _ in 0..<7 { try t.advance(by: 0.0173) }
        let before = channelStates(t)
        try t.retarget(to: circle, using: .spring(.bouncy))
        var elapsed = 0.0
        var maxStep = [ElementID: Double]()
        var previous = allPoses(t)
        for frame in 0..<40 {
            let dt = frame % 2 == 0 ? 1.0 / 60 : 1.0 / 90
            // No frame moves a center farther than its spring's energy allows: |Δx| ≤ dt·√(v² + ω²(x − target)²).
            for (id, states) in channelStates(t) {
                guard let a = t.animation(for: id), let (x, v) = states[.centerY] else { continue }
                let omega = Spring.bouncy.naturalFrequency
                maxStep[id] = dt * (v * v + omega * omega * pow(x - a.to.center.y, 2)).squareRoot()
            }
            try t.advance(by: dt)
            elapsed += dt
            let poses = allPoses(t)
            for (id, bound) in maxStep {
                let jump = abs(poses[id]!.center.y - previous[id]!.center.y)
                #expect(jump <= bound * (1 + 1e-9) + 1e-9, "\(id)")
            }
            previous = poses
            for (id, states) in before {
                guard let a = t.animation(for: id), let (x0, v0) = states[.centerX], a.isMoving(.centerX) else { continue }
                let expected = closedForm(.bouncy, from: x0, to: a.to.center.x, velocity: v0, time: elapsed)
                #expect(abs(a.value(of: .centerX)! - expected) < 1e-9 * max(1, abs(a.to.center.x - x0)), "\(id)")
            }
        }
    }

    @Test func retargetingToTheSameLayoutDoesNotDisturbTheMotion() throws {
        let (_, grid, list, _) = try layouts()
        let t = try SpringTransitionLayout(from: grid, to: list, provider: .spring(.smooth), integrator: ExactIntegrator())
        let id = ElementID.cell(IndexPath(section: 1, item: 3))
        let from = grid.attributes(for: id)!.center.y, to = list.attributes(for: id)!.center.y
        for frame in 1...40 {
            try t.advance(by: 1.0 / 60)
            if frame % 10 == 0 { try t.retarget(to: list) }
            let y = try #require(t.attributes(for: id)).center.y
            #expect(abs(y - closedForm(.smooth, from: from, to: to, time: Double(frame) / 60)) < 1e-9 * abs(to - from))
        }
    }

    @Test func theOffsetFollowingProgressStaysContinuous() throws {
        let (_, grid, list, circle) = try layouts()
        let t = try SpringTransitionLayout(from: grid, to: list, integrator: ExactIntegrator(),
                                           configuration: .init(toContentOffset: Point(x: 0, y: 400)))
        try t.advance(by: 0.1234)
        let offset = t.contentOffset, size = t.contentSize
        #expect(offset.y > 0 && offset.y < 400)
        try t.retarget(to: circle)
        #expect(t.progress == 0)
        #expect(t.contentOffset == offset)
        #expect(t.contentSize == size)
        #expect(t.fromContentOffset == offset)
    }

    @Test func disappearingElementsThatComeBackContinueFromTheirFadedPose() throws {
        let (_, grid, list, _) = try layouts()
        let header = ElementID.supplementary(.header, IndexPath(section: 1, item: 0))
        let t = try SpringTransitionLayout(from: list, to: grid, provider: .spring(.smooth), integrator: ExactIntegrator())
        #expect(t.animation(for: header)?.to.alpha == 0)
        try t.advance(by: 0.08)
        let faded = try #require(t.attributes(for: header))
        let velocity = try #require(t.animation(for: header)?.velocity(of: .alpha))
        #expect(faded.alpha > 0 && faded.alpha < 1 && velocity < 0)
        try t.retarget(to: list)
        let a = try #require(t.animation(for: header))
        #expect(a.to.alpha == 1)
        #expect(a.value(of: .alpha) == faded.alpha)
        #expect(a.velocity(of: .alpha) == velocity)
        try t.advance(by: 0.2)
        #expect(try #require(t.attributes(for: header)).alpha > faded.alpha)
    }

    @Test func collectionViewTransitionDuringATransitionRetargetsTheSameObject() throws {
        var view = try CollectionView(layout: gridLayout(), dataCounts: try DataCounts([20]),
                                      boundsSize: Size(width: 320, height: 480))
        let first = try view.transition(to: listLayout(), using: .spring(.bouncy))
        var calls: [String] = []
        first.completion = { calls.append("first \($0)") }
        for _ in 0..<10 { try view.advance(by: 1.0 / 60) }
        let offset = view.contentOffset
        let second = try view.transition(to: CircleLayout(), using: .spring(.snappy))
        #expect(second === first)
        #expect(calls == ["first false"])
        #expect(view.contentOffset == offset)
        second.completion = { calls.append("second \($0)") }
        while view.layout is SpringTransitionLayout { try view.advance(by: 1.0 / 60) }
        #expect(calls == ["first false", "second true"])
        #expect(view.layout is CircleLayout)
    }

    @Test func delayedElementsKeepTheirStateAcrossARetarget() throws {
        let (_, grid, list, circle) = try layouts()
        let provider = AnimationProvider.stagger(from: IndexPath(section: 0, item: 0), delayPerPoint: 0.0003, spring: .bouncy)
        let t = try SpringTransitionLayout(from: grid, to: list, provider: provider, integrator: ExactIntegrator())
        // Off the grid, so that some delays have run out since the last clock step.
        for dt in [0.05, 0.0137, 0.021] { try t.advance(by: dt) }
        let before = channelStates(t)
        var started = 0, waiting = 0
        for id in t.allElements {
            guard let a = t.animation(for: id) else { continue }
            if a.isDelayed { waiting += 1 } else if a.delay > 0 && a.delay < t.time { started += 1 }
        }
        #expect(started > 0 && waiting > 0)
        try t.retarget(to: circle, using: .spring(.bouncy))
        let after = channelStates(t)
        for (id, states) in before {
            for (channel, state) in states where channel != .transform3D {
                guard let new = after[id]?[channel] else { continue }
                #expect(new.0 == state.0 && new.1 == state.1, "\(id) \(channel)")
            }
        }
    }
}
