import SpringTestSupport
@testable import SpringTransitions
import Testing

/// Elements animated by a built-in provider with plain starts and targets run without animation
/// objects until one is asked for (`animation(for:)`). These tests run every transition twice —
/// with the built-in provider, and with a closure provider that makes the very same animations
/// (which are always objects) — and require the two to be indistinguishable: the same poses, bit
/// for bit, at every frame, the same progress, offset, channel counts and query results, through
/// retargets from one kind to the other, and the same animation objects once asked for.
@Suite struct TransitionDeferredAnimationTests {
    /// A closure provider making exactly what `.springs(springs)` makes (never deferred).
    static func objects(_ springs: ChannelSprings) -> AnimationProvider {
        AnimationProvider { AttributeAnimation(context: $0, springs: springs) }
    }

    static let bouncy = ChannelSprings(.bouncy, overrides: [.width: .snappy])

    /// What a query of `rect` reports, in order.
    func query(_ t: SpringTransitionLayout, _ rect: Rect) -> [LayoutAttributes] {
        var poses: [LayoutAttributes] = []
        t.forEachAttributes(in: rect) { poses.append($0) }
        return poses
    }

    /// Requires `a` and `b` to present the same state, bit for bit.
    func expectSame(_ a: SpringTransitionLayout, _ b: SpringTransitionLayout, _ rect: Rect,
                    _ note: String) {
        #expect(a.allElements == b.allElements, "\(note)")
        for id in a.allElements {
            let pa = a.attributes(for: id), pb = b.attributes(for: id)
            #expect(pa == pb, "\(note): \(id)")
        }
        #expect(a.progress.bitPattern == b.progress.bitPattern, "\(note): progress \(a.progress) vs \(b.progress)")
        #expect(a.contentOffset == b.contentOffset, "\(note)")
        #expect(a.contentSize == b.contentSize, "\(note)")
        #expect(a.channelCount == b.channelCount && a.activeChannelCount == b.activeChannelCount, "\(note)")
        #expect(query(a, rect) == query(b, rect), "\(note)")
        #expect(a.isComplete == b.isComplete, "\(note)")
    }

    /// Deferred elements (built-in providers) and object elements (the same animations from a
    /// closure) move identically under every kind of integrator, through retargets that switch
    /// between the two kinds (objects continuing from deferred elements and back) and a snap, with
    /// headers that are not plain and cells that appear and disappear.
    @Test(arguments: [0, 1, 2])
    func deferredElementsMoveExactlyLikeTheirObjects(integratorKind: Int) throws {
        var g = SeededGenerator(seed: 31 + UInt64(integratorKind))
        let context = try context(counts: [40, 25])
        func integrator() throws -> any Integrator {
            switch integratorKind {
            case 0: ExactIntegrator()
            case 1: try GSLIntegrator(stepper: .rkf45)
            default: try RK4SubstepIntegrator()
            }
        }
        let grid = try prepared(gridLayout(columns: 4), context)
        let list = try prepared(listLayout(header: 30), context)
        let deferred = try SpringTransitionLayout(from: grid, to: list, provider: .springs(Self.bouncy),
                                                  integrator: integrator())
        let objects = try SpringTransitionLayout(from: grid, to: list, provider: Self.objects(Self.bouncy),
                                                 integrator: integrator())
        let kick = AnimationProvider { AttributeAnimation(context: $0, springs: ChannelSprings(.smooth),
                                                          initialVelocity: ChannelVelocities([.centerX: 300])) }
        for frame in 0..<90 {
            let dt = g.uniform(0.002...0.03)
            try deferred.advance(by: dt)
            try objects.advance(by: dt)
            switch frame {
            case 20:
                // Deferred again, continuing from deferred elements, on other springs.
                let next = try prepared(gridLayout(columns: 2), context)
                try deferred.retarget(to: next, using: .spring(.snappy))
                try objects.retarget(to: next, using: Self.objects(ChannelSprings(.snappy)))
            case 40:
                // Objects continuing from deferred elements.
                let next = try prepared(listLayout(rowHeight: 60), context)
                try deferred.retarget(to: next, using: kick)
                try objects.retarget(to: next, using: kick)
            case 55:
                // Deferred elements continuing from objects may not defer: they keep objects.
                let next = try prepared(gridLayout(columns: 3), context)
                try deferred.retarget(to: next, using: .spring(.bouncy))
                try objects.retarget(to: next, using: Self.objects(ChannelSprings(.bouncy)))
            case 70:
                let next = try prepared(gridLayout(columns: 5), context)
                try deferred.retarget(to: next, using: .perKind(cells: .spring(.smooth), supplementary: .snap,
                                                                decoration: .snap))
                try objects.retarget(to: next, using: .perKind(cells: Self.objects(ChannelSprings(.smooth)),
                                                               supplementary: .snap, decoration: .snap))
            default:
                break
            }
            let rect = Rect(x: g.uniform(-50...200), y: g.uniform(-100...3_000), width: 320, height: 480)
            expectSame(deferred, objects, rect, "frame \(frame)")
        }
        try deferred.advance(by: 10)
        try objects.advance(by: 10)
        expectSame(deferred, objects, Rect(x: 0, y: 0, width: 320, height: 4_000), "finished")
    }

    /// Asked for mid-flight, a deferred element's animation is the object the provider would have
    /// made, in the state the transition gave it: the same ends, springs, channels, progress,
    /// values and velocities as the attached object of the twin transition — and the same object on
    /// every later call, which then moves on exactly as before.
    @Test func materializedAnimationsEqualAttachedOnes() throws {
        let context = try context(counts: [60])
        let grid = try prepared(gridLayout(columns: 3), context)
        let list = try prepared(listLayout(), context)
        // Bit for bit against stepped animation objects: the stepped path (the lazy exact path agrees
        // within 1e-9 pt, see `LazyExactPathTests`).
        let deferred = try SpringTransitionLayout(from: grid, to: list, provider: .springs(Self.bouncy),
                                                  integrator: ExactIntegrator(), configuration: .init(lazyExactPath: false))
        let objects = try SpringTransitionLayout(from: grid, to: list, provider: Self.objects(Self.bouncy),
                                                 integrator: ExactIntegrator())
        for t in [deferred, objects] {
            try t.advance(by: 0.1)
            try t.retarget(to: try prepared(gridLayout(columns: 2), context))
            try t.advance(by: 0.0537)
        }
        // Half of the elements get their object now, the others at the end.
        let ids = deferred.allElements
        for id in ids where id.indexPath.item.isMultiple(of: 2) {
            let a = try #require(deferred.animation(for: id)), b = try #require(objects.animation(for: id))
            #expect(deferred.animation(for: id) === a)
            #expect(a.element == b.element && a.from == b.from && a.to == b.to, "\(id)")
            #expect(a.springs == b.springs && a.initialVelocity == b.initialVelocity && a.delay == b.delay, "\(id)")
            #expect(a.channels == b.channels, "\(id)")
            #expect(a.progress.bitPattern == b.progress.bitPattern, "\(id)")
            #expect(a.isSettled == b.isSettled && a.isDelayed == b.isDelayed, "\(id)")
            for channel in AnimationChannel.standard {
                #expect(a.value(of: channel) == b.value(of: channel), "\(id) \(channel)")
                #expect(a.velocity(of: channel) == b.velocity(of: channel), "\(id) \(channel)")
                #expect(a.isMoving(channel) == b.isMoving(channel), "\(id) \(channel)")
            }
        }
        let rect = Rect(x: 0, y: 0, width: 320, height: 1_000)
        for frame in 0..<40 {
            try deferred.advance(by: 1.0 / 60)
            try objects.advance(by: 1.0 / 60)
            if frame == 10 {
                // A retarget continues materialized and deferred elements alike.
                let next = try prepared(listLayout(rowHeight: 30), context)
                try deferred.retarget(to: next, using: .springs(Self.bouncy))
                try objects.retarget(to: next, using: Self.objects(Self.bouncy))
            }
            expectSame(deferred, objects, rect, "frame \(frame)")
        }
        try deferred.advance(by: 10)
        try objects.advance(by: 10)
        for id in ids {
            let a = try #require(deferred.animation(for: id)), b = try #require(objects.animation(for: id))
            #expect(a.from == b.from && a.to == b.to && a.channels == b.channels, "\(id)")
            #expect(a.progress == 1 && a.isSettled && b.progress == 1 && b.isSettled, "\(id)")
            #expect(a.value(of: .centerY) == b.value(of: .centerY), "\(id)")
        }
    }

    /// Retargeting again and again with the same built-in providers keeps one recipe per distinct
    /// provider, and each deferred element's animation, once asked for, has the springs of the
    /// provider that last set it up.
    @Test func recipesStayFewAndElementsKeepTheirProvidersSprings() throws {
        let context = try context(counts: [30])
        let layouts = [try prepared(gridLayout(columns: 3), context), try prepared(gridLayout(columns: 2), context)]
        let t = try SpringTransitionLayout(from: layouts[0], to: layouts[1], provider: .spring(.smooth),
                                           integrator: ExactIntegrator())
        for round in 0..<40 {
            try t.advance(by: 1.0 / 120)
            try t.retarget(to: layouts[round % 2], using: .spring(round.isMultiple(of: 2) ? .bouncy : .snappy))
        }
        #expect(t.elements.recipes.count == 3)
        for id in t.allElements {
            #expect(t.animation(for: id)?.springs == ChannelSprings(.snappy), "\(id)")
        }
    }

    /// A layout whose attributes are not valid refuses the transition with the same error whether
    /// the provider is built in (a plain element with a NaN center is never deferred) or not.
    @Test func invalidPlainAttributesAreRefusedLikeObjects() throws {
        let context = try context(counts: [4])
        let grid = try prepared(gridLayout(columns: 2), context)
        let bad = NaNCenterLayout(inner: try prepared(listLayout(), context), element: .cell(IndexPath(section: 0, item: 2)))
        func message(_ provider: AnimationProvider) -> String {
            do {
                _ = try SpringTransitionLayout(from: grid, to: bad, provider: provider, integrator: ExactIntegrator())
                return "started"
            } catch {
                return "\(error)"
            }
        }
        let expected = message(Self.objects(ChannelSprings(.smooth)))
        #expect(expected == "invalid animation for cell [0, 2]: to.center.x is nan; must be finite")
        #expect(message(.spring(.smooth)) == expected)
    }
}

/// `inner` with a NaN center x for `element`.
private struct NaNCenterLayout<Inner: Layout>: Layout {
    var inner: Inner
    var element: ElementID
    var preparedContext: LayoutContext? { inner.preparedContext }
    var contentSize: Size { inner.contentSize }
    mutating func prepare(in context: LayoutContext) throws(LayoutError) { try inner.prepare(in: context) }
    func attributes(for id: ElementID) -> LayoutAttributes? {
        guard var a = inner.attributes(for: id) else { return nil }
        if id == element { a.center.x = .nan }
        return a
    }
    func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        inner.forEachAttributes(in: rect) { a in attributes(for: a.id).map(body) }
    }
    var allElements: [ElementID] { inner.allElements }
}
