import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct KeyframeExportTests {
    let counts = [30]

    func layouts() throws -> (any Layout, any Layout, any Layout) {
        let context = try context(counts: counts)
        return (try prepared(gridLayout(), context), try prepared(listLayout(rowHeight: 60), context),
                try prepared(gridLayout(columns: 2, spacing: 10), context))
    }

    func makeTransition(_ provider: AnimationProvider, integrator: any Integrator = ExactIntegrator(),
                        mode: SpringTransitionLayout.ContentOffsetMode = .followsProgress) throws -> SpringTransitionLayout {
        let (grid, list, _) = try layouts()
        return try SpringTransitionLayout(from: grid, to: list, provider: provider, integrator: integrator,
                                          configuration: .init(contentOffsetMode: mode, toContentOffset: Point(x: 0, y: 300)))
    }

    /// Records `t` every clock step to the end, retargeting to `retargetLayout` after `retargetStep` steps.
    func record(_ t: SpringTransitionLayout, tolerance: KeyframeTolerance = .default,
                retargetStep: Int? = nil, to retargetLayout: (any Layout)? = nil) throws -> KeyframeExport {
        var recorder = KeyframeRecorder(tolerance: tolerance)
        var step = 0
        func poses() -> [LayoutAttributes] { t.allElements.compactMap { t.attributes(for: $0) } }
        while true {
            let now = Double(step) * t.configuration.timeStep
            try recorder.record(t, poses: poses(), at: now)
            if step == retargetStep, let retargetLayout {
                try t.retarget(to: retargetLayout, using: nil, toContentOffset: Point(x: 0, y: 40))
                try recorder.record(t, poses: poses(), at: now, event: true)
            }
            if t.state != .running { break }
            try t.advance(by: t.configuration.timeStep)
            step += 1
        }
        return recorder.export()
    }

    /// Replays `t` (a fresh twin of the exported one) at irregular instants and returns the largest
    /// deviation of the keyframes from its poses and offset, per unit (points, alpha).
    func measure(_ export: KeyframeExport, against t: SpringTransitionLayout, retargetAt: Double? = nil,
                 to retargetLayout: (any Layout)? = nil) throws -> (points: Double, alpha: Double, samples: Int) {
        var rng = SeededGenerator(seed: 24)
        var points = 0.0, alpha = 0.0, samples = 0, retargeted = false
        func check() {
            let now = t.time
            for keys in export.elements {
                guard let id = keys.element, let pose = t.attributes(for: id) else { continue }
                for (p, actual) in [(KeyframeProperty.centerX, pose.center.x), (.centerY, pose.center.y),
                                    (.width, pose.size.width), (.height, pose.size.height)] {
                    points = max(points, abs(keys.value(of: p, at: now)! - actual))
                }
                alpha = max(alpha, abs(keys.value(of: .alpha, at: now)! - pose.alpha))
            }
            let offset = t.contentOffset
            points = max(points, abs(export.contentOffset.value(of: .offsetX, at: now)! - offset.x))
            points = max(points, abs(export.contentOffset.value(of: .offsetY, at: now)! - offset.y))
            samples += 1
        }
        check()
        while t.state == .running {
            // Irregular and dense: several instants inside every segment, none on the clock grid by design.
            var dt = Double.random(in: 0.0002...0.004, using: &rng)
            if let at = retargetAt, !retargeted, t.time + dt >= at { dt = at - t.time }
            try t.advance(by: dt)
            if let at = retargetAt, let retargetLayout, !retargeted, abs(t.time - at) < 1e-12 {
                try t.retarget(to: retargetLayout, using: nil, toContentOffset: Point(x: 0, y: 40))
                retargeted = true
            }
            check()
        }
        return (points, alpha, samples)
    }

    @Test func motionsReproduceThePosesAheadOfTime() throws {
        let t = try makeTransition(.stagger(from: IndexPath(section: 0, item: 4), delayPerPoint: 0.0004, spring: .bouncy))
        for dt in [0.013, 0.0077, 1.0 / 60] { try t.advance(by: dt) }
        let ids = t.allElements
        var motions: [ElementID: (SpringMotionSum, SpringMotionSum)] = [:]
        for id in ids {
            let pose = try #require(t.attributes(for: id))
            let x = t.motion(of: .centerX, for: id) ?? .constant(pose.center.x)
            let w = t.motion(of: .width, for: id) ?? .constant(pose.size.width)
            #expect(abs(x.value - pose.center.x) < 1e-9)
            #expect(abs(w.value - pose.size.width) < 1e-9)
            motions[id] = (x, w)
        }
        let offsetMotion = t.contentOffsetMotion
        #expect(abs(offsetMotion.y.value - t.contentOffset.y) < 1e-9)
        // Half a clock step ahead: nothing settles or starts on the grid in between for most
        // elements; the motions must agree with the engine (settles move a channel by < 0.1 pt).
        let ahead = 0.003
        try t.advance(by: ahead)
        var moving = 0
        for id in ids {
            let pose = try #require(t.attributes(for: id))
            let (x, w) = try #require(motions[id])
            #expect(abs(x.value(after: ahead) - pose.center.x) < 0.1, "\(id)")
            #expect(abs(w.value(after: ahead) - pose.size.width) < 0.1, "\(id)")
            if !x.isConstant { moving += 1 }
        }
        #expect(moving > 10)
        #expect(abs(offsetMotion.y.value(after: ahead) - t.contentOffset.y) < 0.1)
    }

    @Test func theBoundHoldsAtEveryInstantNotOnlyAtKeyframes() throws {
        let provider = AnimationProvider.stagger(from: IndexPath(section: 0, item: 4), delayPerPoint: 0.0004, spring: .bouncy)
        let export = try KeyframeExport(transition: try makeTransition(provider))
        #expect(export.certifiedMaxDeviation.points <= 0.25)
        #expect(export.certifiedMaxDeviation.alpha <= 0.002)
        let measured = try measure(export, against: try makeTransition(provider))
        #expect(measured.samples > 100)
        #expect(measured.points <= export.certifiedMaxDeviation.points + 1e-9)
        #expect(measured.alpha <= export.certifiedMaxDeviation.alpha + 1e-9)
        #expect(measured.points > 0.01, "the keyframes are not a dense copy: \(measured.points)")
        // Fewer keyframes than 60 Hz sampling, which certifies less.
        let uniform = try #require(export.uniform60Hz)
        #expect(export.keyframeCount < uniform.keyframeCount)
        #expect(uniform.certifiedMaxDeviation.points > export.certifiedMaxDeviation.points)
        for keys in export.elements {
            #expect(keys.times.first == 0 && keys.times.last == export.endTime)
            #expect(zip(keys.times, keys.times.dropFirst()).allSatisfy { $0 < $1 })
        }
    }

    @Test func aRetargetStartsANewSegmentFromTheCurrentState() throws {
        let (_, _, tiles) = try layouts()
        let provider = AnimationProvider.spring(.snappy)
        let t = try makeTransition(provider, mode: .followsProgress)
        let export = try record(t, retargetStep: 30, to: tiles)
        let at = 30 * t.configuration.timeStep
        for keys in export.elements { #expect(keys.times.contains(at), "a keyframe at the retarget") }
        #expect(export.certifiedMaxDeviation.points <= 0.25)
        let measured = try measure(export, against: try makeTransition(provider), retargetAt: at, to: tiles)
        #expect(measured.points <= export.certifiedMaxDeviation.points + 1e-9)
    }

    @Test func aGSLIntegratorAndTheOffsetSpringAreCertifiedToo() throws {
        let provider = AnimationProvider.spring(.bouncy)
        let gsl = try GSLIntegrator(stepper: .rkf45)
        let export = try KeyframeExport(transition: try makeTransition(provider, integrator: gsl, mode: .spring(.smooth)),
                                        tolerance: try KeyframeTolerance(points: 0.5))
        #expect(export.certifiedMaxDeviation.points <= 0.5)
        let measured = try measure(export, against: try makeTransition(provider, integrator: try GSLIntegrator(stepper: .rkf45), mode: .spring(.smooth)))
        #expect(measured.points <= export.certifiedMaxDeviation.points + 1e-9)
    }

    @Test func aTighterToleranceNeedsMoreKeyframes() throws {
        let provider = AnimationProvider.spring(.smooth)
        let loose = try KeyframeExport(transition: try makeTransition(provider), tolerance: try KeyframeTolerance(points: 1))
        let tight = try KeyframeExport(transition: try makeTransition(provider), tolerance: try KeyframeTolerance(points: 0.15))
        #expect(tight.keyframeCount > loose.keyframeCount)
        #expect(tight.certifiedMaxDeviation.points <= 0.15)
        #expect(loose.certifiedMaxDeviation.points <= 1)
    }

    @Test(arguments: [0.0, -1.0, Double.nan, Double.infinity])
    func aBadToleranceIsRefusedByName(value: Double) {
        #expect(throws: KeyframeError.self) { try KeyframeTolerance(points: value) }
        do {
            _ = try KeyframeTolerance(points: value)
        } catch {
            #expect(error.parameter == "points")
            #expect(error.description == "invalid keyframe export: points is \(value); must be finite and greater than 0")
        }
        do {
            _ = try KeyframeTolerance(alpha: value)
        } catch {
            #expect(error.parameter == "alpha")
        }
    }

    @Test func recordsMustNotGoBackInTime() throws {
        let t = try makeTransition(.spring(.smooth))
        var recorder = KeyframeRecorder()
        let poses = t.allElements.compactMap { t.attributes(for: $0) }
        try recorder.record(t, poses: poses, at: 0.1)
        #expect(throws: KeyframeError(parameter: "time", message: "invalid keyframe export: time is 0.05; must not be earlier than the previous record (0.1)")) {
            try recorder.record(t, poses: poses, at: 0.05)
        }
        #expect(throws: KeyframeError.self) { try recorder.record(t, poses: Array(poses.dropLast()), at: 0.2) }
    }
}
