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

    /// Exact springs retargeted at random clock steps to random layouts (content offset included):
    /// every track's certified figure per property is within ε, and holds at irregular instants
    /// of a twin run, per element and property.
    @Test(arguments: [31 as UInt64, 32, 33])
    func randomRetargetsAreCertifiedPerElementAndProperty(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let (grid, list, tiles) = try layouts()
        let targets: [any Layout] = [grid, list, tiles]
        let provider = seed % 2 == 0 ? AnimationProvider.spring(.bouncy)
            : .stagger(from: IndexPath(section: 0, item: 7), delayPerPoint: 0.0003, spring: .snappy)
        var steps = Set<Int>()
        while steps.count < 3 { steps.insert(Int.random(in: 4...70, using: &rng)) }
        let retargets = steps.sorted().map { ($0, targets[Int.random(in: 0..<3, using: &rng)], Double.random(in: 0...300, using: &rng)) }
        let t = try makeTransition(provider, mode: .spring(.smooth))
        let dt = t.configuration.timeStep
        var recorder = KeyframeRecorder()
        func poses(_ t: SpringTransitionLayout) -> [LayoutAttributes] { t.allElements.compactMap { t.attributes(for: $0) } }
        var step = 0
        while true {
            try recorder.record(t, poses: poses(t), at: Double(step) * dt)
            if let r = retargets.first(where: { $0.0 == step }) {
                try t.retarget(to: r.1, using: nil, toContentOffset: Point(x: 0, y: r.2))
                try recorder.record(t, poses: poses(t), at: Double(step) * dt, event: true)
            }
            if t.state != .running { break }
            try t.advance(by: dt)
            step += 1
        }
        let export = recorder.export()
        let tracks = export.elements + [export.contentOffset]
        for keys in tracks {
            for (p, property) in keys.properties.enumerated() {
                #expect(keys.certifiedDeviation[p] <= KeyframeTolerance.default.bound(for: property), "\(String(describing: keys.element)) \(property)")
            }
        }
        // The twin, at irregular instants (and on each retarget's).
        let twin = try makeTransition(provider, mode: .spring(.smooth))
        var worst = tracks.map { Array(repeating: 0.0, count: $0.properties.count) }
        var pending = retargets.map { (Double($0.0) * dt, $0.1, $0.2) }
        func check() {
            let now = twin.time
            for (k, keys) in export.elements.enumerated() {
                guard let id = keys.element, let pose = twin.attributes(for: id) else { continue }
                let actual = [pose.center.x, pose.center.y, pose.size.width, pose.size.height, pose.alpha]
                for p in 0..<5 { worst[k][p] = max(worst[k][p], abs(keys.value(of: keys.properties[p], at: now)! - actual[p])) }
            }
            let o = twin.contentOffset, last = export.elements.count
            worst[last][0] = max(worst[last][0], abs(export.contentOffset.value(of: .offsetX, at: now)! - o.x))
            worst[last][1] = max(worst[last][1], abs(export.contentOffset.value(of: .offsetY, at: now)! - o.y))
        }
        check()
        while twin.state == .running {
            var step = Double.random(in: 0.0002...0.003, using: &rng)
            if let next = pending.first, twin.time + step >= next.0 { step = next.0 - twin.time }
            try twin.advance(by: step)
            if let next = pending.first, abs(twin.time - next.0) < 1e-12 {
                try twin.retarget(to: next.1, using: nil, toContentOffset: Point(x: 0, y: next.2))
                pending.removeFirst()
            }
            check()
        }
        #expect(pending.isEmpty, "every retarget replayed")
        var largest = 0.0
        for (k, keys) in tracks.enumerated() {
            for (p, property) in keys.properties.enumerated() {
                #expect(worst[k][p] <= keys.certifiedDeviation[p] + 1e-9,
                        "\(String(describing: keys.element)) \(property): measured \(worst[k][p]) > certified \(keys.certifiedDeviation[p])")
                if property != .alpha { largest = max(largest, worst[k][p]) }
            }
        }
        #expect(largest > 0.02, "not a dense copy: \(largest)")
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
