import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct SeekTests {
    let counts = [24]
    let frame = 1.0 / 60

    func layouts() throws -> (any Layout, any Layout, any Layout) {
        let context = try context(counts: counts)
        return (try prepared(gridLayout(), context), try prepared(listLayout(rowHeight: 60), context),
                try prepared(gridLayout(columns: 2, spacing: 10), context))
    }

    /// Cells staggered by a delay, each with an animation object and a custom channel.
    static var objectsWithCustomChannels: AnimationProvider {
        AnimationProvider { context in
            let a = AttributeAnimation(context: context, springs: ChannelSprings(.bouncy, overrides: [.alpha: .smooth]))
            a.delay = Double(context.element.indexPath.item % 5) * 0.013
            a.addChannel(named: "corner", from: 0, to: 12)
            return a
        }
    }

    /// Everything a placed state shows: every pose (custom channels included), every channel's
    /// velocity, the content offset and its velocity, the progress and the clock.
    struct Snapshot: Equatable {
        var time: Double
        var poses: [LayoutAttributes]
        var velocities: [Double]
        var offset: Point
        var offsetVelocity: Point
        var progress: Double

        init(_ t: SpringTransitionLayout) {
            time = t.time
            poses = t.allElements.compactMap { t.attributes(for: $0) }
            velocities = t.allElements.flatMap { id in
                AnimationChannel.standard.map { t.motion(of: $0, for: id)?.velocity(after: 0) ?? 0 }
            }
            offset = t.contentOffset
            offsetVelocity = t.contentOffsetVelocity
            progress = t.progress
        }
    }

    func make(_ provider: AnimationProvider, _ integrator: @autoclosure () throws -> any Integrator) throws -> (SpringTransitionLayout, SeekableSpringTransition) {
        let (grid, list, _) = try layouts()
        let configuration = SpringTransitionLayout.Configuration(toContentOffset: Point(x: 0, y: 200))
        return (try SpringTransitionLayout(from: grid, to: list, provider: provider, integrator: try integrator(), configuration: configuration),
                try SeekableSpringTransition(from: grid, to: list, provider: provider, integrator: try integrator(), configuration: configuration))
    }

    /// The reference: advanced frame by frame at 60 Hz to `frames`, retargeted to `tiles` after
    /// `retargetFrame` frames.
    func reference(_ provider: AnimationProvider, _ integrator: @autoclosure () throws -> any Integrator,
                   frames: Int, retargetFrame: Int) throws -> Snapshot {
        let (reference, _) = try make(provider, try integrator())
        let (_, _, tiles) = try layouts()
        for k in 0..<frames {
            if k == retargetFrame { try reference.retarget(to: tiles, using: nil, toContentOffset: Point(x: 0, y: 30)) }
            try reference.advance(by: frame)
        }
        // A seek to the retarget's instant shows the state after it, as advancing there and retargeting does.
        if frames == retargetFrame { try reference.retarget(to: tiles, using: nil, toContentOffset: Point(x: 0, y: 30)) }
        return Snapshot(reference)
    }

    func checkBitIdenticalAtGridTimes(_ provider: AnimationProvider, _ integrator: @autoclosure () throws -> any Integrator) throws {
        let (_, seekable) = try make(provider, try integrator())
        let (_, _, tiles) = try layouts()
        for k in 0..<54 {   // 0.9 s, retargeted at 0.25 s
            if k == 15 { try seekable.retarget(to: tiles, toContentOffset: Point(x: 0, y: 30)) }
            try seekable.advance(by: frame)
        }
        for frames in [30, 6, 15, 42, 20, 0, 54] {   // back across the retarget, forward across it again
            try seekable.seek(to: Double(frames) * frame)
            let expected = try reference(provider, try integrator(), frames: frames, retargetFrame: 15)
            let placed = Snapshot(seekable.transition)
            #expect(placed.poses.count == expected.poses.count)
            #expect(placed == expected, "bit for bit at frame \(frames)")
        }
    }

    @Test func placingAtAGridTimeIsBitIdenticalToAdvancingExact() throws {
        try checkBitIdenticalAtGridTimes(.spring(.bouncy), ExactIntegrator())
    }

    @Test func placingAtAGridTimeIsBitIdenticalToAdvancingWithObjectsDelaysAndCustomChannels() throws {
        try checkBitIdenticalAtGridTimes(Self.objectsWithCustomChannels, ExactIntegrator())
        let (_, seekable) = try make(Self.objectsWithCustomChannels, ExactIntegrator())
        try seekable.seek(to: 0.1)
        let corners = seekable.transition.allElements.compactMap { seekable.transition.animation(for: $0)?.value(of: .custom("corner")) }
        #expect(corners.count == counts[0])
        #expect(corners.contains { $0 > 0 && $0 != 12 }, "the custom channel moves")
    }

    @Test func placingAtAGridTimeIsBitIdenticalToAdvancingGSL() throws {
        try checkBitIdenticalAtGridTimes(.stagger(from: IndexPath(section: 0, item: 3), delayPerPoint: 0.0005, spring: .snappy),
                                         try GSLIntegrator(stepper: .rkf45))
    }

    @Test func placingBetweenGridPointsMatchesAdvancingThere() throws {
        let (reference, seekable) = try make(.spring(.bouncy), ExactIntegrator())
        var rng = SeededGenerator(seed: 5)
        while reference.time < 0.37 { try reference.advance(by: Double.random(in: 0.001...0.02, using: &rng)) }
        try seekable.advance(by: 0.6)
        try seekable.seek(to: reference.time)
        let a = Snapshot(reference), b = Snapshot(seekable.transition)
        #expect(abs(a.time - b.time) < 1e-12)
        for (p, q) in zip(a.poses, b.poses) {
            #expect(abs(p.center.x - q.center.x) < 1e-9 && abs(p.center.y - q.center.y) < 1e-9 && abs(p.size.width - q.size.width) < 1e-9)
        }
        #expect(abs(a.offset.y - b.offset.y) < 1e-9)
    }

    @Test func releasingAfterAScrubContinuesLiveFromThePlacedState() throws {
        let (_, seekable) = try make(.spring(.smooth), ExactIntegrator())
        for t in [0.3, 0.1, 0.2, 0.15] { try seekable.seek(to: t) }   // a scrub back and forth
        try seekable.advance(by: 0.1)                                  // let go: the springs run on
        let expected = try reference(.spring(.smooth), ExactIntegrator(), frames: 15, retargetFrame: -1)
        #expect(Snapshot(seekable.transition) == expected)
        var done = false
        seekable.completion = { done = $0 }
        while seekable.transition.state == .running { try seekable.advance(by: frame) }
        #expect(done)
        #expect(seekable.endTime == seekable.time)
    }

    @Test func badTimesAreRefusedAndChangeNothing() throws {
        let (_, seekable) = try make(.spring(.smooth), ExactIntegrator())
        try seekable.advance(by: 0.2)
        let before = Snapshot(seekable.transition)
        for t in [Double.nan, -0.01, Double.infinity, 1000] {
            #expect(throws: SeekError.self) { try seekable.seek(to: t) }
            #expect(Snapshot(seekable.transition) == before, "unchanged after seeking to \(t)")
        }
        do {
            try seekable.seek(to: -1)
        } catch {
            // Seeking to 1000 ran into the end, which is known from then on.
            #expect(error.description == "invalid seek: time is -1.0; must be within [0, \(seekable.endTime ?? .nan)], the transition's start and end")
        }
        // Past the end, once it is known.
        let end = try #require(seekable.endTime)
        #expect(throws: SeekError.timeOutOfRange(time: end + 0.5, end: end)) { try seekable.seek(to: end + 0.5) }
        try seekable.seek(to: end)
        #expect(seekable.transition.state == .finished)
        try seekable.seek(to: 0.05)
        #expect(seekable.transition.state == .running)
    }
}
