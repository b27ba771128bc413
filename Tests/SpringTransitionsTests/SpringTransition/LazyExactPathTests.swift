import SpringTestSupport
@testable import SpringTransitions
import Testing

/// The lazy exact path (closed-form channel states, see `LazyExactChannels`) against the stepped
/// path (every channel stepped by `ExactIntegrator`, `lazyExactPath: false`): the same transition
/// driven by the same random frames, queries and retargets presents the same poses, content
/// offset, progress and finish time within 1e-9 pt.
@Suite struct LazyExactPathTests {
    /// A deterministic generator (SplitMix64), so that a failure reproduces.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9e37_79b9_7f4a_7c15
            var z = state
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return z ^ (z >> 31)
        }
        mutating func uniform(_ low: Double, _ high: Double) -> Double {
            low + (high - low) * Double(next() >> 11) / Double(1 << 53)
        }
    }

    static let tolerance = 1e-9

    enum Case: Int, CaseIterable, CustomTestStringConvertible {
        /// `.spring(.smooth)` (critically damped): no overshoot.
        case smooth
        /// Bouncy springs with a snappy width (two springs, underdamped).
        case bouncy
        /// Bouncy springs, retargeted at random instants (with and without a new provider).
        case retargets

        var testDescription: String { "\(self)" }
    }

    static func provider(_ c: Case) -> AnimationProvider {
        c == .smooth ? .spring(.smooth) : .springs(ChannelSprings(.bouncy, overrides: [.width: .snappy]))
    }

    func expectClose(_ a: Double, _ b: Double, _ what: @autoclosure () -> String) {
        #expect(Swift.abs(a - b) <= Self.tolerance * Swift.max(1, Swift.abs(b)), "\(what()): \(a) vs \(b)")
    }

    func expectClose(_ a: LayoutAttributes, _ b: LayoutAttributes, _ what: @autoclosure () -> String) {
        #expect(a.id == b.id, "\(what())")
        expectClose(a.center.x, b.center.x, "\(what()) center.x")
        expectClose(a.center.y, b.center.y, "\(what()) center.y")
        expectClose(a.size.width, b.size.width, "\(what()) width")
        expectClose(a.size.height, b.size.height, "\(what()) height")
    }

    @Test(arguments: Case.allCases, [1, 2, 3])
    func lazyPathMatchesSteppingEveryChannel(_ c: Case, seed: Int) throws {
        var random = Random(state: UInt64(seed) &* 7919 &+ UInt64(c.rawValue))
        let context = try context(counts: [300, 200])
        let grid = try prepared(gridLayout(columns: 4), context)
        let list = try prepared(listLayout(), context)
        let targets = [try prepared(gridLayout(columns: 2), context), try prepared(gridLayout(columns: 5, spacing: 9), context)]
        func make(lazy: Bool) throws -> SpringTransitionLayout {
            var configuration = SpringTransitionLayout.Configuration(toContentOffset: Point(x: 0, y: 900))
            configuration.lazyExactPath = lazy
            return try SpringTransitionLayout(from: grid, to: list, provider: Self.provider(c), integrator: ExactIntegrator(),
                                              configuration: configuration)
        }
        let lazy = try make(lazy: true), eager = try make(lazy: false)
        #expect(lazy.lazyExact != nil)
        #expect(eager.lazyExact == nil)
        var lazyFrames = 0
        var retargetAt = c == .retargets ? [Int(random.uniform(5, 30)), Int(random.uniform(40, 70))] : []
        var frame = 0
        while eager.state == .running && frame < 2_000 {
            let dt = random.uniform(0.001, 0.03)
            try lazy.advance(by: dt)
            try eager.advance(by: dt)
            frame += 1
            if lazy.lazyExact != nil { lazyFrames += 1 }
            #expect(lazy.state == eager.state)
            #expect(lazy.time == eager.time)
            if !retargetAt.isEmpty && frame == retargetAt[0] && eager.state == .running {
                retargetAt.removeFirst()
                let next = targets[retargetAt.count]
                let provider: AnimationProvider? = retargetAt.isEmpty ? .spring(.snappy) : nil
                try lazy.retarget(to: next, using: provider)
                try eager.retarget(to: next, using: provider)
            }
            expectClose(lazy.progress, eager.progress, "progress at frame \(frame)")
            let offset = eager.contentOffset
            let lazyOffset = lazy.contentOffset
            expectClose(lazyOffset.x, offset.x, "offset.x at frame \(frame)")
            expectClose(lazyOffset.y, offset.y, "offset.y at frame \(frame)")
            // A random rect: the same elements, in the same order, at the same poses.
            let rect = Rect(x: random.uniform(-100, 300), y: random.uniform(-200, 9_000), width: random.uniform(0, 400),
                            height: random.uniform(0, 900))
            var found: [LayoutAttributes] = [], expected: [LayoutAttributes] = []
            lazy.forEachAttributes(in: rect) { found.append($0) }
            eager.forEachAttributes(in: rect) { expected.append($0) }
            #expect(found.map(\.id) == expected.map(\.id), "rect query at frame \(frame)")
            for (a, b) in zip(found, expected) { expectClose(a, b, "query pose at frame \(frame)") }
            if frame % 7 == 0 {
                for id in eager.allElements {
                    let a = try #require(lazy.attributes(for: id)), b = try #require(eager.attributes(for: id))
                    expectClose(a, b, "\(id) at frame \(frame)")
                }
            }
        }
        #expect(eager.state == .finished)
        #expect(lazy.state == .finished)
        #expect(lazy.time == eager.time, "the same finish time")
        #expect(lazyFrames > 10, "the lazy path ran (\(lazyFrames) frames)")
        for id in eager.allElements { #expect(lazy.attributes(for: id) == eager.attributes(for: id)) }
        expectClose(lazy.contentOffset.x, eager.contentOffset.x, "final offset.x")
        expectClose(lazy.contentOffset.y, eager.contentOffset.y, "final offset.y")
    }

    /// Reading what the lazy path does not serve (the channel batch, an animation object) leaves it
    /// at that instant with every channel's state written into the batch: the stepped path's,
    /// within 1e-9 pt, settled channels exactly on their targets.
    @Test func leavingTheLazyPathWritesTheSteppedState() throws {
        let context = try context(counts: [200])
        let grid = try prepared(gridLayout(columns: 4), context)
        let list = try prepared(listLayout(), context)
        func make(lazy: Bool) throws -> SpringTransitionLayout {
            try SpringTransitionLayout(from: grid, to: list, provider: .spring(.smooth), integrator: ExactIntegrator(),
                                       configuration: .init(lazyExactPath: lazy))
        }
        let lazy = try make(lazy: true), eager = try make(lazy: false)
        for _ in 0..<75 {
            try lazy.advance(by: 1.0 / 90)
            try eager.advance(by: 1.0 / 90)
        }
        #expect(lazy.lazyExact != nil)
        let a = lazy.store.batch, b = eager.store.batch
        #expect(lazy.lazyExact == nil)
        #expect(a.count == b.count)
        #expect(a.activeCount == b.activeCount)
        #expect(a.activeCount > 0 && a.activeCount < a.count, "some channels rest, some move")
        for raw in 0..<b.count {
            let id = ChannelID(rawValue: Int32(raw))
            #expect(a.isActive(id) == b.isActive(id))
            expectClose(a.position(of: id), b.position(of: id), "position of \(raw)")
            expectClose(a.velocity(of: id), b.velocity(of: id), "velocity of \(raw)")
            if !b.isActive(id) { #expect(a.position(of: id) == a.target(of: id)) }
        }
        // From there on both step every channel.
        for _ in 0..<30 {
            try lazy.advance(by: 1.0 / 90)
            try eager.advance(by: 1.0 / 90)
            expectClose(lazy.progress, eager.progress, "progress")
        }
    }

    /// What does not qualify stays on the stepped path: another integrator, animation objects,
    /// an offset on a spring of its own.
    @Test func ineligibleTransitionsStep() throws {
        let context = try context(counts: [50])
        let grid = try prepared(gridLayout(columns: 4), context)
        let list = try prepared(listLayout(), context)
        let rkf45 = try SpringTransitionLayout(from: grid, to: list, provider: .spring(.smooth),
                                               integrator: try GSLIntegrator(stepper: .rkf45))
        #expect(rkf45.lazyExact == nil)
        let objects = try SpringTransitionLayout(
            from: grid, to: list, provider: AnimationProvider { AttributeAnimation(context: $0, springs: ChannelSprings(.smooth)) },
            integrator: ExactIntegrator())
        #expect(objects.lazyExact == nil)
        let offsetSpring = try SpringTransitionLayout(from: grid, to: list, provider: .spring(.smooth), integrator: ExactIntegrator(),
                                                      configuration: .init(contentOffsetMode: .spring(.smooth)))
        #expect(offsetSpring.lazyExact == nil)
        let plain = try SpringTransitionLayout(from: grid, to: list, provider: .spring(.smooth), integrator: ExactIntegrator())
        #expect(plain.lazyExact != nil)
        // An animation object asked for reads the same state as on the stepped path.
        let stepped = try SpringTransitionLayout(from: grid, to: list, provider: .spring(.smooth), integrator: ExactIntegrator(),
                                                 configuration: .init(lazyExactPath: false))
        try plain.advance(by: 0.1)
        try stepped.advance(by: 0.1)
        let element = ElementID.cell(IndexPath(section: 0, item: 7))
        let a = try #require(plain.animation(for: element)), b = try #require(stepped.animation(for: element))
        expectClose(a.progress, b.progress, "progress of the object")
        #expect(a.progress > 0 && a.progress < 1)
        expectClose(try #require(plain.attributes(for: element)), try #require(stepped.attributes(for: element)), "pose")
    }
}
