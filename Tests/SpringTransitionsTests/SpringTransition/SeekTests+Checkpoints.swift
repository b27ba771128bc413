import Foundation
import SpringTestSupport
@testable import SpringTransitions
import Testing

/// Seeking across several retargets from checkpoints: on the lazy exact path the seekable
/// transition keeps the engine's state at the start and after every retarget, and seeking to any
/// time restores the nearest one at or before it and sets the clock — no replay — bit for bit where
/// advancing frame by frame with the same retargets puts it. Past ``SeekableSpringTransition/checkpointLimit``
/// seeking falls back to a replay from the nearest earlier checkpoint (or the start), bit for bit too.
extension SeekTests {
    /// Three retargets: (frame, layout index into `layouts()`, target offset y).
    static let checkpointPlan: [(frame: Int, layout: Int, offsetY: Double)] = [(12, 2, 30), (25, 1, 200), (37, 2, 90)]

    /// The reference: a fresh transition advanced at 60 Hz to `frames`, retargeted as `plan` says
    /// (a retarget at frame k happens after k frames, as the seekable transition logs it).
    func planReference(frames: Int, plan: [(frame: Int, layout: Int, offsetY: Double)] = checkpointPlan,
                       lazy: Bool = true, integrator: any Integrator = ExactIntegrator()) throws -> SpringTransitionLayout {
        let (grid, list, tiles) = try layouts()
        let all: [any Layout] = [grid, list, tiles]
        let t = try SpringTransitionLayout(from: grid, to: list, provider: .spring(.bouncy), integrator: integrator,
                                           configuration: .init(toContentOffset: Point(x: 0, y: 200), lazyExactPath: lazy))
        for k in 0...frames {
            for r in plan where r.frame == k {
                try t.retarget(to: all[r.layout], using: nil, toContentOffset: Point(x: 0, y: r.offsetY))
            }
            guard k < frames, t.state == .running else { break }
            try t.advance(by: frame)
        }
        return t
    }

    /// A seekable transition driven live to frame `frames` through the plan's retargets.
    func plannedSeekable(frames: Int = 50, plan: [(frame: Int, layout: Int, offsetY: Double)] = checkpointPlan,
                         lazy: Bool = true, integrator: any Integrator = ExactIntegrator(),
                         checkpointLimit: Int = SeekableSpringTransition.defaultCheckpointLimit) throws -> SeekableSpringTransition {
        let (grid, list, tiles) = try layouts()
        let all: [any Layout] = [grid, list, tiles]
        let seekable = try SeekableSpringTransition(
            from: grid, to: list, provider: .spring(.bouncy), integrator: integrator,
            configuration: .init(toContentOffset: Point(x: 0, y: 200), lazyExactPath: lazy), checkpointLimit: checkpointLimit)
        for k in 0..<frames {
            for r in plan where r.frame == k {
                try seekable.retarget(to: all[r.layout], toContentOffset: Point(x: 0, y: r.offsetY))
            }
            try seekable.advance(by: frame)
        }
        return seekable
    }

    /// Random frames in [0, 50] (seeded), with every retarget's frame and its neighbours.
    func seekFrames(seed: UInt64, count: Int) -> [Int] {
        var rng = SeededGenerator(seed: seed)
        var frames = [11, 12, 13, 24, 25, 26, 36, 37, 38, 50, 0]
        for _ in 0..<count { frames.append(Int.random(in: 0...50, using: &rng)) }
        return frames
    }

    @Test func seekingAcrossSeveralRetargetsRestoresCheckpointsBitIdentically() throws {
        let seekable = try plannedSeekable()
        let object = seekable.transition
        #expect(seekable.checkpoints.map(\.events) == [0, 1, 2, 3], "the start and every retarget")
        for frames in seekFrames(seed: 24, count: 30) {
            try seekable.seek(to: Double(frames) * frame)
            #expect(seekable.transition === object, "restored in place at frame \(frames), no replay")
            #expect(seekable.transition.lazyExact != nil)
            let expected = try planReference(frames: frames)
            #expect(LazySnapshot(seekable.transition) == LazySnapshot(expected), "bit for bit at frame \(frames)")
        }
        // Frames from a restored checkpoint continue exactly as the reference does.
        // (Advancing runs live: it stays before the next logged retarget here.)
        try seekable.seek(to: 20 * frame)
        for _ in 0..<4 { try seekable.advance(by: frame) }
        #expect(LazySnapshot(seekable.transition) == LazySnapshot(try planReference(frames: 24)))
    }

    @Test func seekingPastTheLimitReplaysFromTheNearestEarlierCheckpoint() throws {
        for limit in [0, 1, 2] {
            let seekable = try plannedSeekable(checkpointLimit: limit)
            #expect(seekable.checkpoints.map(\.events) == Array([0, 1, 2, 3].suffix(limit)), "the newest \(limit) kept")
            for frames in seekFrames(seed: 7 + UInt64(limit), count: 12) {
                try seekable.seek(to: Double(frames) * frame)
                let expected = try planReference(frames: frames)
                #expect(LazySnapshot(seekable.transition) == LazySnapshot(expected), "limit \(limit), frame \(frames)")
            }
        }
    }

    @Test func seekingAcrossRetargetsWhenSteppedOrUnderGSLReplaysBitIdentically() throws {
        let cases: [(lazy: Bool, make: () throws -> any Integrator)] = [
            (false, { ExactIntegrator() }), (true, { try GSLIntegrator(stepper: .rkf45) }),
        ]
        for c in cases {
            let seekable = try plannedSeekable(lazy: c.lazy, integrator: try c.make())
            #expect(seekable.checkpoints.isEmpty, "checkpoints are kept on the lazy exact path only")
            for frames in seekFrames(seed: 3, count: 4) {
                try seekable.seek(to: Double(frames) * frame)
                let expected = try planReference(frames: frames, lazy: c.lazy, integrator: try c.make())
                #expect(Snapshot(seekable.transition) == Snapshot(expected), "frame \(frames)")
            }
        }
    }

    @Test func retargetingAfterSeekingBackBranchesTheCheckpoints() throws {
        let seekable = try plannedSeekable()
        let (_, list, _) = try layouts()
        try seekable.seek(to: 20 * frame)
        try seekable.retarget(to: list, toContentOffset: Point(x: 0, y: 120))
        #expect(seekable.checkpoints.map(\.events) == [0, 1, 2], "the later retargets and their checkpoints are dropped")
        for _ in 0..<10 { try seekable.advance(by: frame) }
        let branched: [(frame: Int, layout: Int, offsetY: Double)] = [(12, 2, 30), (20, 1, 120)]
        for frames in [30, 5, 19, 20, 25, 12, 0, 27] {
            try seekable.seek(to: Double(frames) * frame)
            let expected = try planReference(frames: frames, plan: branched)
            #expect(LazySnapshot(seekable.transition) == LazySnapshot(expected), "frame \(frames)")
        }
    }

    @Test func seekingPastTheEndFromAnEarlierSegmentIsRefusedAndChangesNothing() throws {
        let seekable = try plannedSeekable()
        let end = try seekable.restTime()
        try seekable.seek(to: 6 * frame)
        let before = LazySnapshot(seekable.transition)
        #expect(throws: SeekError.timeOutOfRange(time: end + 0.5, end: end)) { try seekable.seek(to: end + 0.5) }
        #expect(LazySnapshot(seekable.transition) == before)
        #expect(throws: SeekError.self) { try seekable.seek(to: -frame) }
        #expect(LazySnapshot(seekable.transition) == before)
        // The end itself, from before the first retarget: at rest there, as advancing finds it.
        try seekable.seek(to: end)
        #expect(seekable.transition.state == .finished)
        #expect(seekable.time == end)
    }

    @Test func seekingBackWithAnAnimationObjectHandedOutRestoresIntoANewTransition() throws {
        let seekable = try plannedSeekable()
        let object = seekable.transition
        let element = try #require(object.allElements.first)
        #expect(object.animation(for: element) != nil)
        for frames in [30, 5, 44, 12] {
            try seekable.seek(to: Double(frames) * frame)
            #expect(seekable.transition !== object, "the object's transition is left alone at frame \(frames)")
            let expected = try planReference(frames: frames)
            #expect(LazySnapshot(seekable.transition) == LazySnapshot(expected), "bit for bit at frame \(frames)")
        }
    }

    @Test func aNegativeCheckpointLimitIsRefused() throws {
        let (grid, list, _) = try layouts()
        let error = TransitionError.invalidConfiguration(name: "checkpointLimit", value: "-1", requirement: "must be at least 0")
        #expect(throws: error) { try SeekableSpringTransition(from: grid, to: list, checkpointLimit: -1) }
        #expect(error.description == "invalid transition configuration: checkpointLimit is -1; must be at least 0")
    }
}
