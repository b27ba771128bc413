import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct InteractiveHandOffTests {
    /// The scalar channels compared for continuity: center, size, alpha, the 2-D transform's
    /// coefficients, the 3-D transform's entries and the custom channels.
    func channels(_ a: LayoutAttributes) -> [Double] {
        [a.center.x, a.center.y, a.size.width, a.size.height, a.alpha,
         a.transform.a, a.transform.b, a.transform.c, a.transform.d, a.transform.tx, a.transform.ty]
            + entries(a.transform3D) + a.customChannels.names.sorted().map { a.customChannels[$0]! }
    }

    /// A collection view in an interactive transition of the channel fixtures at `progress`.
    func interactive(at progress: Double) throws -> (CollectionView, InteractiveTransitionLayout) {
        var view = try CollectionView(layout: ManualLayout(easedFromAttributes()), dataCounts: try DataCounts([6]),
                                      boundsSize: Size(width: 320, height: 480))
        let t = try view.startInteractiveTransition(to: ManualLayout(easedToAttributes()), toContentOffset: Point(x: 0, y: 400))
        try view.updateInteractiveTransition(progress: progress)
        return (view, t)
    }

    /// Checks that handing off at `progress` with `velocity` keeps every channel's position and
    /// velocity: the pose right after equals the pose right before, and the finite-difference
    /// velocities on both sides of the hand-off agree.
    func checkContinuity(progress: Double, velocity: Double, finishing: Bool) throws {
        var (view, t) = try interactive(at: progress)
        let h = 1e-7
        // Before: the gesture moved the progress at `velocity`, so the pose h earlier was at p − v·h.
        var before: [[Double]] = []
        for i in 0..<6 { before.append(channels(t.attributes(for: easedCell(i))!)) }
        let (earlierView, earlier) = try interactive(at: progress - velocity * h)
        _ = earlierView
        let offsetBefore = view.contentOffset
        let spring = finishing
            ? try view.finishInteractiveTransition(velocity: velocity, integrator: ExactIntegrator())
            : try view.cancelInteractiveTransition(velocity: velocity, integrator: ExactIntegrator())
        #expect(view.springTransition === spring)
        #expect(t.state == (finishing ? .finishing : .cancelling))
        #expect(t.handOff === spring)
        // Position: no jump (the spring rebuilds transforms from their components: equal to rounding).
        #expect(view.contentOffset == offsetBefore)
        var after: [[Double]] = []
        for i in 0..<6 {
            let pose = channels(spring.attributes(for: easedCell(i))!)
            after.append(pose)
            for (x, y) in zip(pose, before[i]) { #expect(near(x, y, 1e-9, scale: 300), "cell \(i) position") }
        }
        // Velocity: (pose(h) − pose(0))/h after, (pose(0) − pose(−h))/h before; the spring's
        // acceleration (at most ω²·travel ≈ 158 s⁻² × 260 pt for Spring.smooth) makes them differ by
        // half of it times h, about 2e-3.
        try view.advance(by: h)
        for i in 0..<6 {
            let previous = channels(earlier.attributes(for: easedCell(i))!)
            let next = channels(spring.attributes(for: easedCell(i))!)
            for k in previous.indices {
                let vBefore = (before[i][k] - previous[k]) / h
                let vAfter = (next[k] - after[i][k]) / h
                #expect(abs(vAfter - vBefore) <= 1e-3 * max(1, abs(vBefore)) + 3e-3, "cell \(i) channel \(k): \(vBefore) → \(vAfter)")
            }
        }
        // The offset's velocity is the gesture's: velocity × (to − from).
        let offsetVelocity = (view.contentOffset.y - offsetBefore.y) / h
        #expect(abs(offsetVelocity - velocity * 400) <= 1e-3 * max(1, abs(velocity * 400)) + 3e-3)
    }

    @Test(arguments: [(0.3, 1.5), (0.7, -0.8), (1.25, 2.0), (-0.1, 0.6), (0.5, 0)])
    func finishingKeepsPositionAndVelocity(progress: Double, velocity: Double) throws {
        try checkContinuity(progress: progress, velocity: velocity, finishing: true)
    }

    @Test(arguments: [(0.3, -1.5), (0.6, 0.9), (1.3, -2.0), (-0.2, -0.4)])
    func cancellingKeepsPositionAndVelocity(progress: Double, velocity: Double) throws {
        try checkContinuity(progress: progress, velocity: velocity, finishing: false)
    }

    @Test func theSeededVelocitiesAreExactlyTheGesturesTimesTheChannelTravel() throws {
        var (view, _) = try interactive(at: 0.4)
        let spring = try view.finishInteractiveTransition(velocity: 2.5, integrator: ExactIntegrator())
        let from = easedFromAttributes(), to = easedToAttributes()
        let a = try #require(spring.animation(for: easedCell(0)))
        #expect(a.velocity(of: .centerX) == 2.5 * (to[0].center.x - from[0].center.x))
        #expect(a.velocity(of: .centerY) == 2.5 * (to[0].center.y - from[0].center.y))
        #expect(a.velocity(of: .width) == 2.5 * (to[0].size.width - from[0].size.width))
        #expect(a.velocity(of: .alpha) == 2.5 * (to[0].alpha - from[0].alpha))
        let rotating = try #require(spring.animation(for: easedCell(1)))
        let turn = (to[1].transform.components.rotation - from[1].transform.components.rotation).remainder(dividingBy: 2 * .pi)
        #expect(rotating.velocity(of: .rotation) == 2.5 * turn)
        let custom = try #require(spring.animation(for: easedCell(3)))
        #expect(custom.velocity(of: .custom("corner")) == 2.5 * 16)
        // The 3-D transform's channel is a progress along the remaining 60 % of the path.
        let tilted = try #require(spring.animation(for: easedCell(2)))
        #expect(tilted.velocity(of: .transform3D) == 2.5 / 0.6)
        #expect(spring.contentOffsetVelocity == Point(x: 0, y: 2.5 * 400))
    }

    @Test func finishingEndsExactlyOnTheNextLayoutAndReportsIt() throws {
        var (view, t) = try interactive(at: 0.6)
        var calls: [[Bool]] = []
        t.completion = { calls.append([$0, $1]) }
        let spring = try view.finishInteractiveTransition(velocity: 1, handOff: .init(spring: .snappy))
        var frames = 0
        while view.layout is SpringTransitionLayout && frames < 1000 {
            try view.advance(by: 1.0 / 60)
            frames += 1
        }
        #expect(spring.state == .finished)
        #expect(calls == [[true, true]])
        #expect(view.contentOffset == Point(x: 0, y: 400))
        let next = try #require(view.layout as? ManualLayout)
        for i in 0..<6 { #expect(next.attributes(for: easedCell(i)) == easedToAttributes()[i]) }
    }

    @Test func cancellingEndsExactlyOnTheOriginalLayoutAndReportsIt() throws {
        var view = try CollectionView(layout: listLayout(header: 30), dataCounts: try DataCounts([3, 3]),
                                      boundsSize: Size(width: 320, height: 480))
        let original = view.layout as! FlowLayout
        let footer = ElementID.supplementary(.footer, IndexPath(section: 0, item: 0))
        var calls: [[Bool]] = []
        let t = try view.startInteractiveTransition(to: listLayout(footer: 20, rowHeight: 80)) { calls.append([$0, $1]) }
        try view.updateInteractiveTransition(progress: 0.45)
        let spring = try view.cancelInteractiveTransition(velocity: -0.7, integrator: ExactIntegrator())
        // The appearing footer heads back to its initial (transparent) attributes.
        let footerAnimation = try #require(spring.animation(for: footer))
        #expect(footerAnimation.to.alpha == 0)
        #expect(footerAnimation.velocity(of: .alpha) == -0.7)
        var frames = 0
        while view.layout is SpringTransitionLayout && frames < 1000 {
            try view.advance(by: 1.0 / 60)
            frames += 1
        }
        #expect(calls == [[true, false]])
        #expect(t.state == .cancelling)
        #expect(view.contentOffset == .zero)
        let back = try #require(view.layout as? FlowLayout)
        #expect(allPoses(back) == allPoses(original))
        #expect(back.attributes(for: footer) == nil)
    }

    @Test func followingTheProgressKeepsTheOffsetsVelocityToo() throws {
        var (view, _) = try interactive(at: 0.35)
        let before = view.contentOffset
        let spring = try view.finishInteractiveTransition(
            velocity: 1.2, handOff: .init(springs: ChannelSprings(.smooth), contentOffsetMode: .followsProgress),
            integrator: ExactIntegrator())
        #expect(spring.contentOffset == before)
        let h = 1e-6
        try view.advance(by: h)
        let rate = (view.contentOffset.y - before.y) / h
        #expect(abs(rate - 1.2 * 400) < 1e-3 * 480)
    }

    @Test func anInterruptedHandOffReportsNotCompleted() throws {
        var (view, t) = try interactive(at: 0.5)
        var calls: [[Bool]] = []
        t.completion = { calls.append([$0, $1]) }
        try view.finishInteractiveTransition(velocity: 0.5, integrator: ExactIntegrator())
        try view.advance(by: 0.05)
        try view.cancelTransitionInPlace()
        #expect(calls == [[false, true]])
        #expect(view.layout is LayoutSnapshot)
    }

    @Test func cancelInPlaceFreezesTheCurrentPoses() throws {
        var (view, t) = try interactive(at: 0.8)
        var calls: [[Bool]] = []
        t.completion = { calls.append([$0, $1]) }
        let poses = t.allElements.map { t.attributes(for: $0)! }
        let offset = view.contentOffset
        let frozen = try view.cancelInteractiveTransitionInPlace()
        #expect(calls == [[false, false]])
        #expect(t.state == .stopped)
        #expect(view.layout is LayoutSnapshot)
        #expect(view.contentOffset == offset)
        #expect(t.allElements.map { frozen.attributes(for: $0)! } == poses)
        #expect(t.allElements.map { view.layout.attributes(for: $0)! } == poses)
    }
}
