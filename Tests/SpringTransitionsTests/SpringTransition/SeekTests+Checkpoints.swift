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
                         checkpointLimit: Int = SeekableSpringTransition.defaultCheckpointLimit,
                         checkpointInterval: Double = SeekableSpringTransition.defaultCheckpointInterval) throws -> SeekableSpringTransition {
        let (grid, list, tiles) = try layouts()
        let all: [any Layout] = [grid, list, tiles]
        let seekable = try SeekableSpringTransition(
            from: grid, to: list, provider: .spring(.bouncy), integrator: integrator,
            configuration: .init(toContentOffset: Point(x: 0, y: 200), lazyExactPath: lazy), checkpointLimit: checkpointLimit,
            checkpointInterval: checkpointInterval)
        // (These tests count the interval checkpoints live frames take.)
        seekable.checkpointsWhileAdvancing = true
        for k in 0..<frames {
            for r in plan where r.frame == k {
                try seekable.retarget(to: all[r.layout], toContentOffset: Point(x: 0, y: r.offsetY))
            }
            try seekable.advance(by: frame)
        }
        return seekable
    }

    /// Five retargets, for the limits.
    static let fiveRetargets: [(frame: Int, layout: Int, offsetY: Double)] = [(5, 2, 30), (11, 1, 200), (18, 2, 90), (26, 0, 0), (33, 1, 150)]

    /// Random frames in [0, 50] (seeded), with every retarget's frame and its neighbours.
    func seekFrames(seed: UInt64, count: Int, plan: [(frame: Int, layout: Int, offsetY: Double)] = checkpointPlan) -> [Int] {
        var rng = SeededGenerator(seed: seed)
        var frames = plan.flatMap { [$0.frame - 1, $0.frame, $0.frame + 1] } + [50, 0]
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

    @Test func pastTheLimitTheStartsCheckpointIsKeptAndSeeksRestoreInPlace() throws {
        let plan = Self.fiveRetargets
        let expectedKept: [Int: [Int]] = [0: [], 1: [0], 2: [0, 5], 3: [0, 4, 5]]
        for limit in [0, 1, 2, 3] {
            let seekable = try plannedSeekable(plan: plan, checkpointLimit: limit)
            let object = seekable.transition
            #expect(seekable.checkpoints.map(\.events) == expectedKept[limit], "limit \(limit): the start's and the newest")
            #expect(seekable.checkpointCount == min(limit, 6))
            for frames in seekFrames(seed: 70 + UInt64(limit), count: 14, plan: plan) {
                try seekable.seek(to: Double(frames) * frame)
                let expected = try planReference(frames: frames, plan: plan)
                #expect(LazySnapshot(seekable.transition) == LazySnapshot(expected), "limit \(limit), frame \(frames)")
                if limit > 0 {
                    // From a checkpoint (the start's at least): restored into the same object, no start.
                    #expect(seekable.transition === object, "limit \(limit), frame \(frames): restored in place")
                }
            }
            #expect(seekable.checkpoints.map(\.events) == expectedKept[limit], "replays keep the limit (limit \(limit))")
        }
    }

    /// Whether `seekable` matches the reference at every frame sought (Snapshot: poses, velocities, offset, progress).
    func expectSeeksBitIdentical(_ seekable: SeekableSpringTransition, frames: [Int], lazy: Bool,
                                 plan: [(frame: Int, layout: Int, offsetY: Double)] = checkpointPlan,
                                 integrator: () throws -> any Integrator, _ label: String) throws {
        for frames in frames {
            try seekable.seek(to: Double(frames) * frame)
            let expected = try planReference(frames: frames, plan: plan, lazy: lazy, integrator: try integrator())
            #expect(Snapshot(seekable.transition) == Snapshot(expected), "\(label): frame \(frames)")
        }
    }

    @Test func steppedAndGSLOneStepTransitionsSeekFromCheckpointsBitIdentically() throws {
        let cases: [(label: String, lazy: Bool, make: () throws -> any Integrator)] = [
            ("stepped exact", false, { ExactIntegrator() }),
            ("gsl-rkf45", true, { try GSLIntegrator(stepper: .rkf45) }),
            ("gsl-rk8pd", true, { try GSLIntegrator(stepper: .rk8pd, blockSize: 16) }),
            ("gsl-rk4", true, { try GSLIntegrator(stepper: .rk4) }),
        ]
        for c in cases {
            // Checkpoints every 0.1 s (12 clock steps): the start, 4 + 4 + 4 + 9 interval ones and one per retarget.
            let seekable = try plannedSeekable(lazy: c.lazy, integrator: try c.make(), checkpointLimit: 100, checkpointInterval: 0.1)
            let kept = seekable.checkpoints
            #expect(kept.count > 4, "\(c.label): interval checkpoints as well")
            #expect(kept.first.map { $0.events == 0 && $0.state.time == 0 } == true)
            #expect(kept.filter { $0.state.clock.stepCount == 0 }.map(\.events) == [0, 1, 2, 3], "\(c.label): start and retargets")
            #expect(kept.allSatisfy { $0.state.clock.stepCount % 12 == 0 }, "\(c.label): on the interval's grid")
            let object = seekable.transition
            try expectSeeksBitIdentical(seekable, frames: seekFrames(seed: 31, count: 10), lazy: c.lazy, integrator: c.make, c.label)
            #expect(seekable.transition === object, "\(c.label): restored in place")
            // Frames after a restored mid-segment checkpoint continue as the reference does.
            try seekable.seek(to: 29 * frame)
            for _ in 0..<5 { try seekable.advance(by: frame) }
            let expected = try planReference(frames: 34, lazy: c.lazy, integrator: try c.make())
            #expect(Snapshot(seekable.transition) == Snapshot(expected), "\(c.label): live after a seek")
        }
    }

    @Test func underGSLWithAnAnimationObjectHandedOutACheckpointIsRestoredIntoANewTransition() throws {
        let make = { () throws -> any Integrator in try GSLIntegrator(stepper: .rkf45) }
        let seekable = try plannedSeekable(integrator: try make(), checkpointInterval: 0.1)
        let kept = seekable.checkpointCount
        let object = seekable.transition
        let element = try #require(object.allElements.first)
        #expect(object.animation(for: element) != nil)
        for frames in [30, 5, 44, 12, 20] {
            // The first seek leaves the object's transition alone; the new one has no object handed out.
            try seekable.seek(to: Double(frames) * frame)
            #expect(seekable.transition !== object, "frame \(frames)")
            let expected = try planReference(frames: frames, integrator: try make())
            #expect(Snapshot(seekable.transition) == Snapshot(expected), "bit for bit at frame \(frames)")
        }
        #expect(seekable.checkpointCount == kept)
    }

    /// By default live frames take no interval checkpoint (so steady-state frames allocate
    /// nothing); a seek that replays takes them on the way, and a later seek restores one: bit for
    /// bit as advancing, stepped exact and GSL rkf45.
    @Test(arguments: [false, true])
    func liveFramesTakeNoIntervalCheckpointsUnlessAsked(gsl: Bool) throws {
        func make() throws -> any Integrator { gsl ? try GSLIntegrator(stepper: .rkf45) : ExactIntegrator() }
        let (grid, list, _) = try layouts()
        let seekable = try SeekableSpringTransition(
            from: grid, to: list, provider: .spring(.bouncy), integrator: try make(),
            configuration: .init(toContentOffset: Point(x: 0, y: 200), lazyExactPath: false), checkpointLimit: 100,
            checkpointInterval: 0.05)
        #expect(!seekable.checkpointsWhileAdvancing)
        for _ in 0..<40 { try seekable.advance(by: frame) }
        // Only the start's: 40 live frames (0.67 s) crossed 13 intervals without taking any.
        #expect(seekable.checkpointCount == 1)
        // A seek back replays from the start and keeps the intervals it passes (0.05 … 0.15 s).
        try seekable.seek(to: 10 * frame)
        #expect(seekable.checkpointCount == 4)
        #expect(Snapshot(seekable.transition) == Snapshot(try planReference(frames: 10, plan: [], lazy: false, integrator: try make())))
        // A seek forward within them restores one and replays less than an interval.
        try seekable.seek(to: 4 * frame)
        let before = seekable.transition.integrator.statistics.acceptedSteps
        try seekable.seek(to: 8 * frame)
        if !gsl { #expect(seekable.transition.integrator.statistics.acceptedSteps - before < 6) }
        #expect(Snapshot(seekable.transition) == Snapshot(try planReference(frames: 8, plan: [], lazy: false, integrator: try make())))
        // Asked for, live frames take them too.
        let live = try SeekableSpringTransition(
            from: grid, to: list, provider: .spring(.bouncy), integrator: try make(),
            configuration: .init(toContentOffset: Point(x: 0, y: 200), lazyExactPath: false), checkpointLimit: 100,
            checkpointInterval: 0.05)
        live.checkpointsWhileAdvancing = true
        for _ in 0..<12 { try live.advance(by: frame) }
        #expect(live.checkpointCount == 1 + 4)
        #expect(Snapshot(live.transition) == Snapshot(try planReference(frames: 12, plan: [], lazy: false, integrator: try make())))
    }

    @Test func aBackwardSeekReplaysAtMostOneIntervalOfClockSteps() throws {
        // ExactIntegrator counts one accepted step per clock step it takes.
        // (Forward too: a checkpoint between the placed time and the target is restored.)
        let seekable = try plannedSeekable(frames: 45, plan: [], lazy: false, checkpointLimit: 100, checkpointInterval: 0.1)
        var rng = SeededGenerator(seed: 5)
        for _ in 0..<12 {
            let frames = Int.random(in: 0...45, using: &rng)
            let before = seekable.transition.integrator.statistics.acceptedSteps
            try seekable.seek(to: Double(frames) * frame)
            let taken = seekable.transition.integrator.statistics.acceptedSteps - before
            #expect(taken < 12, "frame \(frames): \(taken) steps replayed")
            let expected = try planReference(frames: frames, plan: [], lazy: false)
            #expect(Snapshot(seekable.transition) == Snapshot(expected), "frame \(frames)")
        }
    }

    @Test func limitedSteppedCheckpointsKeepTheStartsAndStayBitIdentical() throws {
        for limit in [1, 2, 3] {
            let make = { () throws -> any Integrator in try GSLIntegrator(stepper: .rkck) }
            let seekable = try plannedSeekable(plan: Self.fiveRetargets, lazy: true, integrator: try make(),
                                               checkpointLimit: limit, checkpointInterval: 0.05)
            #expect(seekable.checkpointCount == limit)
            #expect(seekable.checkpoints.first?.isStart == true)
            try expectSeeksBitIdentical(seekable, frames: seekFrames(seed: 90 + UInt64(limit), count: 8, plan: Self.fiveRetargets),
                                        lazy: true, plan: Self.fiveRetargets, integrator: make, "rkck, limit \(limit)")
            #expect(seekable.checkpointCount == limit)
        }
    }

    @Test func multistepAndImplicitGSLSteppersKeepReplayingBitIdentically() throws {
        let make = { () throws -> any Integrator in try GSLIntegrator(stepper: .msadams) }
        let seekable = try plannedSeekable(lazy: true, integrator: try make(), checkpointInterval: 0.05)
        #expect(seekable.checkpointCount == 0, "msadams keeps its history inside GSL: no checkpoint")
        try expectSeeksBitIdentical(seekable, frames: [30, 5, 40, 13, 26, 0], lazy: true, integrator: make, "msadams")
    }

    @Test func advancingLivePastALoggedRetargetTakesNoCheckpointThere() throws {
        // Seek back before the second retarget, then advance live across its time without it.
        let seekable = try plannedSeekable(lazy: false, checkpointLimit: 100, checkpointInterval: 0.05)
        try seekable.seek(to: 20 * frame)
        for _ in 0..<15 { try seekable.advance(by: frame) }
        // Those states are off the log: seeking into the logged history replays it.
        try expectSeeksBitIdentical(seekable, frames: [30, 33, 26, 45], lazy: false, integrator: { ExactIntegrator() }, "off the log")
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

    @Test func retargetingAfterSeekingBackDropsTheIntervalCheckpointsAfterIt() throws {
        let cases: [(label: String, lazy: Bool, make: () throws -> any Integrator)] = [
            ("stepped exact", false, { ExactIntegrator() }), ("gsl-rkf45", true, { try GSLIntegrator(stepper: .rkf45) }),
        ]
        for c in cases {
            let seekable = try plannedSeekable(lazy: c.lazy, integrator: try c.make(), checkpointLimit: 100, checkpointInterval: 0.05)
            let (_, list, _) = try layouts()
            // Back into the second segment (after the retarget at frame 12), past interval checkpoints
            // of it taken later (frames 18 and 24), and branch there.
            try seekable.seek(to: 17 * frame)
            try seekable.retarget(to: list, toContentOffset: Point(x: 0, y: 120))
            let kept = seekable.checkpoints.map { ($0.events, $0.state.time) }
            #expect(kept.allSatisfy { $0.0 < 2 ? $0.1 <= 17 * frame + 1e-12 : $0.0 == 2 }, "\(c.label): nothing after the branch")
            #expect(kept.last.map { $0.0 == 2 && abs($0.1 - 17 * frame) < 1e-12 } == true, "\(c.label): the branch's checkpoint")
            for _ in 0..<20 { try seekable.advance(by: frame) }
            let branched: [(frame: Int, layout: Int, offsetY: Double)] = [(12, 2, 30), (17, 1, 120)]
            try expectSeeksBitIdentical(seekable, frames: [37, 15, 17, 18, 30, 24, 3, 26, 12, 36], lazy: c.lazy, plan: branched,
                                        integrator: c.make, "\(c.label), branched")
        }
    }

    @Test func retargetingAfterAdvancingLivePastALoggedRetargetBranchesBeforeIt() throws {
        // Seek back before the retarget logged at frame 25, advance live past it (not applying
        // it), retarget at frame 30: the history is the start, frame 12 and frame 30.
        for lazy in [true, false] {
            let seekable = try plannedSeekable(lazy: lazy)
            let (_, list, _) = try layouts()
            try seekable.seek(to: 20 * frame)
            for _ in 0..<10 { try seekable.advance(by: frame) }
            try seekable.retarget(to: list, toContentOffset: Point(x: 0, y: 120))
            for _ in 0..<10 { try seekable.advance(by: frame) }
            let branched: [(frame: Int, layout: Int, offsetY: Double)] = [(12, 2, 30), (30, 1, 120)]
            try expectSeeksBitIdentical(seekable, frames: [36, 26, 31, 40, 8, 30], lazy: lazy, plan: branched,
                                        integrator: { ExactIntegrator() }, "lazy \(lazy)")
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

    @Test func theRestTimeLeavesALiveGSLIntegrationAlone() throws {
        // restTime() runs a copy on the same GSL integrator; the live transition's next frames
        // continue its own integration as if it had not.
        let make = { () throws -> any Integrator in try GSLIntegrator(stepper: .rkf45) }
        let plan = [Self.checkpointPlan[0]]   // one retarget, at frame 12
        let seekable = try plannedSeekable(frames: 20, plan: plan, integrator: try make())
        let end = try seekable.restTime()
        for _ in 0..<10 { try seekable.advance(by: frame) }
        let expected = try planReference(frames: 30, plan: plan, integrator: try make())
        #expect(Snapshot(seekable.transition) == Snapshot(expected))
        // The rest time is where the reference comes to rest.
        while expected.state == .running { try expected.advance(by: frame) }
        #expect(abs(end - expected.time) < 1e-9)
    }

    @Test func aBadCheckpointIntervalIsRefused() throws {
        let (grid, list, _) = try layouts()
        for (value, text) in [(0.0, "0.0"), (-0.5, "-0.5"), (Double.nan, "nan"), (Double.infinity, "inf")] {
            let error = TransitionError.invalidConfiguration(name: "checkpointInterval", value: text, requirement: "must be finite and greater than 0")
            #expect(throws: error) { try SeekableSpringTransition(from: grid, to: list, checkpointInterval: value) }
            #expect(error.description == "invalid transition configuration: checkpointInterval is \(text); must be finite and greater than 0")
        }
    }

    @Test func aNegativeCheckpointLimitIsRefused() throws {
        let (grid, list, _) = try layouts()
        let error = TransitionError.invalidConfiguration(name: "checkpointLimit", value: "-1", requirement: "must be at least 0")
        #expect(throws: error) { try SeekableSpringTransition(from: grid, to: list, checkpointLimit: -1) }
        #expect(error.description == "invalid transition configuration: checkpointLimit is -1; must be at least 0")
    }
}
