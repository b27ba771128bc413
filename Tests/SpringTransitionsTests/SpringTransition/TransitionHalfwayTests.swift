import SpringTestSupport
@testable import SpringTransitions
import Testing

/// The halfway switch of zIndex and isHidden is checked only on the steps at which an element's
/// progress could first reach 0.5 (a queue keyed by a bound on how fast the progress can move),
/// yet it happens on exactly the step a check of every element on every step would find: the
/// first clock step whose grid progress is at least 0.5, latched from then on.
@Suite struct TransitionHalfwayTests {
    /// The number of cells.
    let n = 40

    /// The end layout; `shift` moves it (for a retarget).
    func target(shift: Double) throws -> ManualLayout {
        try prepared(ManualLayout((0..<n).map { cell($0, y: 2_000 + shift - Double($0) * 30, z: 1 + $0 % 3, hidden: $0 % 4 == 0) }),
                     try context(counts: [n]))
    }

    func cell(_ i: Int, y: Double, z: Int, hidden: Bool) -> LayoutAttributes {
        var a = LayoutAttributes(id: .cell(IndexPath(section: 0, item: i)), center: Point(x: 40 + Double(i % 5) * 60, y: y),
                                 size: Size(width: 40, height: 40))
        a.zIndex = z
        a.isHidden = hidden
        return a
    }

    /// Cells whose zIndex and visibility differ at both ends, on springs that overshoot and swing
    /// back below halfway, some with kicks against the direction of travel, some delayed.
    func transition(integrator: any Integrator) throws -> SpringTransitionLayout {
        let from = try prepared(ManualLayout((0..<n).map { cell($0, y: Double($0) * 50, z: 0, hidden: false) }),
                                try context(counts: [n]))
        let springs: [Spring] = [.bouncy, .snappy, try Spring(stiffness: 400, damping: 4), .smooth]
        let provider = AnimationProvider { context in
            let i = context.element.indexPath.item
            return AttributeAnimation(context: context, springs: ChannelSprings(springs[i % 4]),
                                      initialVelocity: ChannelVelocities([.centerY: Double(i % 6 - 3) * 3_000]),
                                      delay: i % 7 == 0 ? Double(i) * 0.004 : 0)
        }
        return try SpringTransitionLayout(from: from, to: try target(shift: 0), provider: provider, integrator: integrator)
    }

    @Test(arguments: [0, 1])
    func switchesOnTheFirstStepWhoseGridProgressReachesHalfway(integratorKind: Int) throws {
        let integrator: any Integrator = integratorKind == 0 ? ExactIntegrator() : try RK4SubstepIntegrator()
        let t = try transition(integrator: integrator)
        var passed: [ElementID: Bool] = [:]
        var switches = 0, swungBack = 0
        for frame in 1...400 {
            // Whole clock steps: the presented progress is the grid progress.
            try t.advance(by: 1.0 / 120)
            guard t.state == .running else { break }
            if frame == 150 {
                // A retarget starts every element's progress (and its halfway switch) afresh.
                try t.retarget(to: try target(shift: -700))
                passed = [:]
            }
            for id in t.allElements {
                let a = try #require(t.animation(for: id))
                // Only elements whose zIndex or visibility differs between their ends switch.
                guard a.from.zIndex != a.to.zIndex || a.from.isHidden != a.to.isHidden else { continue }
                let p = a.progress
                let expected = passed[id, default: false] || (!a.isWaiting && p >= 0.5)
                if expected && !passed[id, default: false] { switches += 1 }
                if expected && p < 0.5 { swungBack += 1 }
                passed[id] = expected
                #expect(a.hasPassedHalfway == expected, "frame \(frame), \(id): progress \(p)")
            }
        }
        #expect(switches >= 30)
        #expect(swungBack > 0)
    }
}
