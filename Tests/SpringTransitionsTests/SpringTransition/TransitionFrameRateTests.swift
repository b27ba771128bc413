import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct TransitionFrameRateTests {
    /// A grid-to-list transition with headers, a stagger and initial velocities, at `hz` frames per second.
    func transition(integrator: any Integrator) throws -> SpringTransitionLayout {
        let context = try context(counts: [12, 9])
        let grid = try prepared(DecoratedLayout(gridLayout()), context)
        let list = try prepared(DecoratedLayout(listLayout(header: 30)), context)
        let provider = AnimationProvider { context in
            AttributeAnimation(context: context, springs: ChannelSprings(.bouncy, overrides: [.alpha: .snappy]),
                               initialVelocity: ChannelVelocities([.centerX: 250]))
        }.staggered(from: IndexPath(section: 0, item: 4), delayPerPoint: 0.0004)
        return try SpringTransitionLayout(from: grid, to: list, provider: provider, integrator: integrator,
                                          configuration: .init(contentOffsetMode: .spring(.snappy), toContentOffset: Point(x: 0, y: 40)))
    }

    /// The poses and offset at every multiple of 1/30 s, driving the transition at `hz`.
    func samples(hz: Int, integrator: any Integrator) throws -> [([ElementID: LayoutAttributes], Point, Double)] {
        let t = try transition(integrator: integrator)
        var result: [([ElementID: LayoutAttributes], Point, Double)] = []
        let perSample = hz / 30
        for frame in 1...(hz * 2) {
            try t.advance(by: 1 / Double(hz))
            if frame % perSample == 0 { result.append((allPoses(t), t.contentOffset, t.progress)) }
        }
        return result
    }

    @Test(arguments: [30, 60, 120, 240])
    func everyFrameRateAgreesExactlyAtSharedInstants(hz: Int) throws {
        let reference = try samples(hz: 120, integrator: ExactIntegrator())
        let other = try samples(hz: hz, integrator: ExactIntegrator())
        #expect(reference.count == other.count)
        for (a, b) in zip(reference, other) {
            #expect(a.0 == b.0)
            #expect(a.1 == b.1)
            #expect(a.2 == b.2)
        }
    }

    @Test func fixedStepIntegratorsAgreeAcrossFrameRatesToo() throws {
        // RK4 with 1 ms substeps on the transition's 1/120 s grid: the grid makes it frame-rate independent.
        let a = try samples(hz: 60, integrator: try RK4SubstepIntegrator())
        let b = try samples(hz: 240, integrator: try RK4SubstepIntegrator())
        for (x, y) in zip(a, b) { #expect(x.0 == y.0) }
    }

    @Test func oddFrameDurationsLandOnTheSameState() throws {
        // 0.013 s and 0.007 s frames reach 1.0 s: the state there equals the one from 1/120 s frames.
        let irregular = try transition(integrator: ExactIntegrator())
        let regular = try transition(integrator: ExactIntegrator())
        for _ in 0..<50 {
            try irregular.advance(by: 0.013)
            try irregular.advance(by: 0.007)
        }
        for _ in 0..<120 { try regular.advance(by: 1.0 / 120) }
        for id in regular.allElements {
            let p = try #require(irregular.attributes(for: id)), q = try #require(regular.attributes(for: id))
            #expect(abs(p.center.x - q.center.x) < 1e-9 && abs(p.center.y - q.center.y) < 1e-9)
            #expect(abs(p.alpha - q.alpha) < 1e-12)
        }
        #expect(abs(irregular.time - 1) < 1e-12)
    }
}
