import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

/// Scrubbing by progress and letting go with the gesture's velocity (issue 24, item 5).
@Suite struct SeekByProgressTests {
    let frame = 1.0 / 60

    func make(_ provider: AnimationProvider = .spring(.smooth)) throws -> SeekableSpringTransition {
        let context = try context(counts: [24])
        let grid = try prepared(gridLayout(), context), list = try prepared(listLayout(rowHeight: 60), context)
        return try SeekableSpringTransition(from: grid, to: list, provider: provider, integrator: ExactIntegrator(),
                                            configuration: .init(toContentOffset: Point(x: 0, y: 200)))
    }

    func poses(_ s: SeekableSpringTransition) -> [LayoutAttributes] {
        s.transition.allElements.compactMap { s.attributes(for: $0) }
    }

    @Test func theRestTimeIsWhereAdvancingComesToRest() throws {
        let seekable = try make()
        try seekable.advance(by: 0.1)
        let before = poses(seekable)
        let rest = try seekable.restTime()
        #expect(poses(seekable) == before, "finding the rest time does not move the placed state")
        #expect(seekable.progress == 0.1 / rest)
        let reference = try make()
        while reference.transition.state == .running { try reference.advance(by: frame) }
        #expect(rest == reference.time)
        #expect(reference.progress == 1)
    }

    @Test func seekingToAProgressIsSeekingToThatFractionOfTheRestTime() throws {
        let seekable = try make(.spring(.bouncy))
        let reference = try make(.spring(.bouncy))
        let rest = try seekable.restTime()
        for p in [0.5, 0.1, 0.75, 0, 1, 0.25] {
            try seekable.seek(toProgress: p)
            try reference.seek(to: p * rest)
            #expect(seekable.time == reference.time)
            #expect(poses(seekable) == poses(reference), "progress \(p)")
            #expect(abs((seekable.progress ?? .nan) - p) <= 1e-12)
        }
        #expect(seekable.transition.state == .running)
    }

    @Test(arguments: [Double.nan, -0.001, 1.0001, Double.infinity])
    func aProgressOutsideZeroToOneIsRefusedByName(progress: Double) throws {
        let seekable = try make()
        try seekable.seek(to: 0.2)
        let before = poses(seekable)
        do {
            try seekable.seek(toProgress: progress)
            Issue.record("progress \(progress) was accepted")
        } catch {
            #expect(error.description == "invalid seek: progress is \(progress); must be within [0, 1]")
        }
        #expect(poses(seekable) == before)
        #expect(seekable.time == 0.2)
    }

    /// After a release at `timeRate`, every channel follows the closed form from its placed value
    /// with its velocity times the rate.
    @Test(arguments: [2.0, -0.5, 0])
    func aReleaseContinuesWithTheGesturesVelocity(timeRate: Double) throws {
        let seekable = try make(.spring(.bouncy))
        try seekable.advance(by: 0.4)
        try seekable.seek(to: 0.17)   // off the clock grid
        let t = seekable.transition
        var before: [(ElementID, SpringMotionSum)] = []
        for id in t.allElements { if let m = t.motion(of: .centerY, for: id), !m.isConstant { before.append((id, m)) } }
        #expect(before.count > 10)
        try seekable.release(timeRate: timeRate)
        try seekable.advance(by: 0.05)
        for (id, m) in before {
            let term = try #require(m.terms.first)
            let start = term.motion.state(at: 0)
            let expected = SpringMotion(spring: term.motion.spring, from: start.value, velocity: start.velocity * timeRate,
                                        to: term.motion.target).state(at: 0.05).value
            let pose = try #require(seekable.attributes(for: id))
            #expect(abs(pose.center.y - expected) <= 1e-9 * max(1, abs(expected)), "\(id)")
        }
    }

    @Test func aReleaseIsReplayedWhenSeekingBackAndForthAcrossIt() throws {
        let seekable = try make(.spring(.bouncy))
        try seekable.seek(to: 0.2)
        try seekable.release(progressVelocity: -1.5)
        try seekable.advance(by: 0.3)
        let after = poses(seekable)
        let time = seekable.time
        try seekable.seek(to: 0.1)   // back across the release
        try seekable.seek(to: time)  // and forward again
        #expect(poses(seekable) == after)
        // The rest time counts the release.
        let rest = try seekable.restTime()
        let fresh = try make(.spring(.bouncy))
        try fresh.seek(to: 0.2)
        try fresh.release(timeRate: -1.5 * (try make(.spring(.bouncy)).restTime()))
        while fresh.transition.state == .running { try fresh.advance(by: 0.25) }
        #expect(rest == fresh.time)
    }

    @Test func badReleaseRatesAreRefusedByName() throws {
        let seekable = try make()
        try seekable.seek(to: 0.1)
        let before = poses(seekable)
        #expect(throws: SeekError.invalid(parameter: "timeRate", value: .infinity, requirement: "must be finite")) {
            try seekable.release(timeRate: .infinity)
        }
        do {
            try seekable.release(progressVelocity: .nan)
            Issue.record("NaN accepted")
        } catch {
            #expect(error.description == "invalid seek: progressVelocity is nan; must be finite")
        }
        #expect(poses(seekable) == before)
        let end = try seekable.restTime()
        try seekable.seek(to: end)
        #expect(throws: SeekError.timeOutOfRange(time: end, end: end)) { try seekable.release(timeRate: 1) }
    }
}
