import Foundation
import SpringTestSupport
@testable import SpringTransitions
import Testing

/// `KeyframeTrack`'s analytic greedy against dense sampling of the closed forms it is fed: every
/// deviation it certifies must hold at every instant.
@Suite struct KeyframeTrackTests {
    /// Feeds a track, record by record, element motions (a value per property on `spring`) that
    /// the "engine" replaces at each record by its state there plus a jump (every `jumpEvery`
    /// records), a delayed start for one property, and a forced record every `forcedEvery`.
    /// Returns the keyframes, the track's deviations and the true piecewise motion. `coasting`:
    /// records as ``KeyframeRecorder`` does, coasting those that continue the planner's piece
    /// (`coasted` counts them).
    static func run(seed: UInt64, spring: Spring, jump: Double, jumpEvery: Int, forcedEvery: Int, records: Int = 120,
                    coasting: Bool = false)
        -> (keys: Keyframes, deviation: [Double], truth: (Int, Double) -> Double, end: Double, uniform: (count: Int, deviation: [Double])?,
            coasted: Int) {
        var rng = SeededGenerator(seed: seed)
        let tolerance = KeyframeTolerance.default
        var track = KeyframeTrack(properties: KeyframeProperty.element, tolerance: tolerance)
        var cache = KeyframeSpringCache()
        let w = 5
        let dt = 1.0 / 120
        // Pieces: (start time, motions).
        var pieces: [(Double, [SpringMotion])] = []
        var current = (0..<w).map { p -> SpringMotion in
            if p == 4 { return SpringMotion(spring: spring, from: 0.2, velocity: 0, to: 1, startTime: 0.13) }
            return SpringMotion(spring: spring, from: Double.random(in: -800...800, using: &rng),
                                velocity: Double.random(in: -3000...3000, using: &rng), to: Double.random(in: 0...300, using: &rng))
        }
        var held = current
        var planner = current
        var coasted = 0
        for r in 0...records {
            let time = Double(r) * dt
            if r > 0 {
                // The engine's state at `time`, with a jump now and then.
                current = held.enumerated().map { p, m in
                    let s = m.state(at: dt)
                    let kick = r % jumpEvery == 0 ? Double.random(in: -jump...jump, using: &rng) * (p == 4 ? 0.005 : 1) : 0
                    let startTime = Swift.max(0, m.startTime - dt)
                    if startTime > 0 { return SpringMotion(spring: m.spring, start: m.start, target: m.target, startTime: startTime) }
                    return SpringMotion(spring: m.spring, from: s.value + kick, velocity: s.velocity, to: m.target)
                }
            }
            pieces.append((time, current))
            let forced = r > 0 && r % forcedEvery == 0
            if coasting {
                var wasCoasted = false
                planner.withUnsafeBufferPointer { a in
                    held.withUnsafeBufferPointer { h in
                        current.withUnsafeBufferPointer { n in
                            withUnsafeMutablePointer(to: &cache) { c in
                                var old = SpringMotionPiece(motions: a.baseAddress!, width: w, cache: c)
                                var last = SpringMotionPiece(motions: h.baseAddress!, width: w, cache: c)
                                var new = SpringMotionPiece(motions: n.baseAddress!, width: w, cache: c)
                                wasCoasted = track.recordOrCoast(old: &old, last: &last, next: &new, at: time, forced: forced,
                                                                 coastable: !forced)
                            }
                        }
                    }
                }
                if wasCoasted { coasted += 1 } else { planner = current }
            } else {
                held.withUnsafeBufferPointer { h in
                    current.withUnsafeBufferPointer { n in
                        withUnsafeMutablePointer(to: &cache) { c in
                            var old = SpringMotionPiece(motions: h.baseAddress!, width: w, cache: c)
                            var new = SpringMotionPiece(motions: n.baseAddress!, width: w, cache: c)
                            track.record(old: &old, next: &new, at: time, forced: forced)
                        }
                    }
                }
            }
            held = current
        }
        if coasting {
            planner.withUnsafeBufferPointer { a in
                held.withUnsafeBufferPointer { h in
                    withUnsafeMutablePointer(to: &cache) { c in
                        var old = SpringMotionPiece(motions: a.baseAddress!, width: w, cache: c)
                        var last = SpringMotionPiece(motions: h.baseAddress!, width: w, cache: c)
                        track.catchUp(old: &old, last: &last)
                    }
                }
            }
        }
        let uniform = track.finish()
        let end = Double(records) * dt
        func truth(_ p: Int, _ t: Double) -> Double {
            // The last piece starting at or before t (at a record, the value from it on).
            var k = pieces.count - 1
            while pieces[k].0 > t { k -= 1 }
            let range = KeyframeProperty.element[p].range
            return range.clamp(pieces[k].1[p].state(at: t - pieces[k].0).value)
        }
        return (track.keyframes(element: nil), track.deviation, truth, end, uniform, coasted)
    }

    /// Checks that the measured deviation of `keys` from `truth` stays within the certified
    /// `deviation` per property, that the certified figures are within the default tolerance, that
    /// the keyframes are not a dense copy, and that their times increase.
    static func expectCertifiedAtEveryInstant(_ keys: Keyframes, deviation: [Double], truth: (Int, Double) -> Double,
                                              end: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let worst = measured(keys, truth: truth, end: end)
        for p in 0..<5 {
            #expect(worst[p] <= deviation[p] + 1e-9, "property \(p): measured \(worst[p]) > certified \(deviation[p])",
                    sourceLocation: sourceLocation)
            #expect(deviation[p] <= KeyframeTolerance.default.bound(for: KeyframeProperty.element[p]), "property \(p)",
                    sourceLocation: sourceLocation)
        }
        #expect(worst[0] > 0.02, "not a dense copy: \(worst[0])", sourceLocation: sourceLocation)
        #expect(zip(keys.times, keys.times.dropFirst()).allSatisfy { $0 < $1 }, sourceLocation: sourceLocation)
    }

    /// Checks that the measured deviation of `keys` (recorded with jumps and a forced record every
    /// `forcedEvery` records) stays within the certified `deviation`, that the certified figures
    /// are within the default tolerance, and that every forced record is a keyframe.
    static func expectCertifiedWithForcedKeyframes(_ keys: Keyframes, deviation: [Double], truth: (Int, Double) -> Double,
                                                   end: Double, forcedEvery: Int,
                                                   sourceLocation: SourceLocation = #_sourceLocation) {
        let worst = measured(keys, truth: truth, end: end)
        for p in 0..<5 {
            #expect(worst[p] <= deviation[p] + 1e-9, "property \(p): measured \(worst[p]) > certified \(deviation[p])",
                    sourceLocation: sourceLocation)
            #expect(deviation[p] <= KeyframeTolerance.default.bound(for: KeyframeProperty.element[p]) + 1e-12, "property \(p)",
                    sourceLocation: sourceLocation)
        }
        for r in stride(from: forcedEvery, through: 120, by: forcedEvery) {
            // (The records' times are r · (1/120), as `run` computes them.)
            #expect(keys.times.contains(Double(r) * (1.0 / 120)), "a keyframe at the forced record \(r)",
                    sourceLocation: sourceLocation)
        }
    }

    /// The largest |interpolated − true| per property over `samples` instants, and at every
    /// instant just before each record (the left values).
    static func measured(_ keys: Keyframes, truth: (Int, Double) -> Double, end: Double, samples: Int = 40_000) -> [Double] {
        var worst = Array(repeating: 0.0, count: 5)
        for i in 0...samples {
            let t = end * Double(i) / Double(samples)
            for p in 0..<5 {
                worst[p] = max(worst[p], abs(keys.value(of: KeyframeProperty.element[p], at: t)! - truth(p, t)))
            }
        }
        return worst
    }

    @Test(arguments: [(1 as UInt64, 0.3), (2, 0.7), (3, 1.0), (4, 0.15)])
    func everyCertifiedDeviationHoldsAtEveryInstant(seed: UInt64, dampingRatio: Double) throws {
        let spring = try Spring(response: 0.5, dampingRatio: dampingRatio)
        // Rounding-size jumps (an exact integrator) and no forced records: segments cross records.
        let run = Self.run(seed: seed, spring: spring, jump: 1e-9, jumpEvery: 1, forcedEvery: 1000)
        Self.expectCertifiedAtEveryInstant(run.keys, deviation: run.deviation, truth: run.truth, end: run.end)
        // Fewer keyframes than records would need at this accuracy for the large motions.
        let uniform = try #require(run.uniform)
        #expect(uniform.count == 61)
        for p in 0..<4 { #expect(uniform.deviation[p] > run.deviation[p]) }
        // The 60 Hz comparison's figure bounds 60 Hz sampling of the same motion, and closely
        // (its nodes' gaps are within ε/4; the centers are not clamped).
        let times = (0..<61).map { Double($0) / 60 }
        let flat = times.flatMap { t in (0..<5).map { run.truth($0, t) } }
        let sampled = Keyframes(element: nil, properties: KeyframeProperty.element, times: times, flatValues: flat,
                                certifiedDeviation: uniform.deviation)
        let uniformWorst = Self.measured(sampled, truth: run.truth, end: run.end)
        for p in 0..<5 {
            #expect(uniformWorst[p] <= uniform.deviation[p] + 1e-9, "property \(p): 60 Hz measured \(uniformWorst[p]) > \(uniform.deviation[p])")
            if p < 2 { #expect(uniform.deviation[p] <= uniformWorst[p] + 0.25 / 4 + 1e-3, "property \(p): 60 Hz certified \(uniform.deviation[p]), measured \(uniformWorst[p])") }
        }
    }

    @Test(arguments: [5 as UInt64, 6, 7])
    func jumpsAndForcedRecordsAreCertifiedToo(seed: UInt64) throws {
        let spring = try Spring(response: 0.4, dampingRatio: 0.6)
        // Jumps up to 0.1 (a settle's snap) every 7th record, a forced record every 23rd.
        let run = Self.run(seed: seed, spring: spring, jump: 0.1, jumpEvery: 7, forcedEvery: 23)
        Self.expectCertifiedWithForcedKeyframes(run.keys, deviation: run.deviation, truth: run.truth, end: run.end, forcedEvery: 23)
    }

    /// Records that change only rounding are coasted (the planner stays on one closed form): the
    /// certified deviation still holds at every instant against the recorded pieces, and the 60 Hz
    /// comparison — which still takes every record, skipping a segment's nodes only when a bound
    /// from the closed form shows they cannot raise its figure — gives the same figures.
    @Test(arguments: [(11 as UInt64, 0.3), (12, 1.0), (13, 0.7)])
    func coastedRecordsAreCertifiedAtEveryInstant(seed: UInt64, dampingRatio: Double) throws {
        let spring = try Spring(response: 0.5, dampingRatio: dampingRatio)
        let plain = Self.run(seed: seed, spring: spring, jump: 1e-9, jumpEvery: 1, forcedEvery: 1000)
        let run = Self.run(seed: seed, spring: spring, jump: 1e-9, jumpEvery: 1, forcedEvery: 1000, coasting: true)
        // Every record after the first but those before alpha's delayed start (0.13 s) is coasted.
        #expect(run.coasted >= 90, "coasted \(run.coasted) of 120")
        Self.expectCertifiedAtEveryInstant(run.keys, deviation: run.deviation, truth: run.truth, end: run.end)
        let uniform = try #require(run.uniform), plainUniform = try #require(plain.uniform)
        #expect(uniform.count == plainUniform.count)
        #expect(uniform.deviation == plainUniform.deviation)
    }

    /// Coasted records mixed with jumps (a settle's snap) and forced records, which are not coasted.
    @Test(arguments: [14 as UInt64, 15])
    func coastingAroundJumpsAndForcedRecordsIsCertified(seed: UInt64) throws {
        let spring = try Spring(response: 0.4, dampingRatio: 0.6)
        let run = Self.run(seed: seed, spring: spring, jump: 0.1, jumpEvery: 7, forcedEvery: 23, coasting: true)
        #expect(run.coasted > 50)
        Self.expectCertifiedWithForcedKeyframes(run.keys, deviation: run.deviation, truth: run.truth, end: run.end, forcedEvery: 23)
    }

    /// The coasting test: a motion continues another when it is its state later up to a rounding,
    /// and then stays within the reported drift of it at every later instant; a larger difference,
    /// another target or a delayed start is not a continuation.
    @Test func aContinuationStaysWithinItsDrift() throws {
        let spring = try Spring(response: 0.45, dampingRatio: 0.5)
        var cache = KeyframeSpringCache()
        let tolerance = [0.25, 0.25, 0.25, 0.25, 0.002]
        let old = [SpringMotion(spring: spring, from: 300, velocity: -900, to: 20),
                   SpringMotion(spring: spring, from: -40, velocity: 0, to: 10),
                   SpringMotion(spring: spring, from: 100, velocity: 50, to: 390),
                   SpringMotion(spring: .smooth, from: 97, velocity: 0, to: 44),
                   KeyframeRecorder.still(1)]
        let dt = 0.2
        func later(_ kick: Double, target: Double? = nil, startTime: Double = 0) -> [SpringMotion] {
            old.enumerated().map { p, m in
                if m.isAtRest { return m }
                let s = m.state(after: dt)
                return SpringMotion(spring: m.spring, from: s.value + (p == 0 ? kick : 0), velocity: s.velocity + (p == 1 ? kick : 0),
                                    to: p == 2 ? (target ?? m.target) : m.target, startTime: p == 3 ? startTime : 0)
            }
        }
        func check(_ new: [SpringMotion]) -> (Bool, [Double]) {
            var drift = [Double](repeating: -1, count: 5)
            let continues = old.withUnsafeBufferPointer { a in
                new.withUnsafeBufferPointer { b in
                    tolerance.withUnsafeBufferPointer { t in
                        drift.withUnsafeMutableBufferPointer { d in
                            withUnsafeMutablePointer(to: &cache) { c in
                                var piece = SpringMotionPiece(motions: b.baseAddress!, width: 5, cache: c)
                                return piece.continues(SpringMotionPiece(motions: a.baseAddress!, width: 5, cache: c), after: dt,
                                                       tolerance: t.baseAddress!, drift: d.baseAddress!)
                            }
                        }
                    }
                }
            }
            return (continues, drift)
        }
        for kick in [0, 1e-12, 1e-9] {
            let new = later(kick)
            let (continues, drift) = check(new)
            #expect(continues, "kick \(kick)")
            #expect(drift[4] == 0)
            for p in 0..<4 {
                #expect(drift[p] >= 0 && drift[p] <= tolerance[p] * 1e-7)
                for i in 0...400 {
                    let t = Double(i) * 0.005
                    let gap = abs(new[p].state(after: t).value - old[p].state(after: dt + t).value)
                    #expect(gap <= drift[p] + 1e-12 * (abs(old[p].target) + 400), "property \(p), kick \(kick), t \(t): \(gap) > \(drift[p])")
                }
            }
        }
        #expect(!check(later(1e-6)).0, "a difference of 4·10⁻⁶ ε is not a rounding")
        #expect(!check(later(0, target: 391)).0, "another target")
        #expect(!check(later(0, startTime: 0.05)).0, "a delayed start")
    }

    @Test func aDelayedStartGetsAKeyframeAtItsStart() throws {
        let run = Self.run(seed: 8, spring: .smooth, jump: 0, jumpEvery: 1, forcedEvery: 1000)
        // Alpha waits until 0.13 s, then moves: a keyframe falls on its start (up to the records' rounding).
        #expect(run.keys.times.contains { abs($0 - 0.13) < 1e-9 })
        let alpha = run.keys.flatValues.enumerated().filter { $0.offset % 5 == 4 }.map(\.element)
        // Held at its start until then: 1 + (0.2 − 1), as the closed form gives it.
        #expect(alpha.first == SpringMotion(spring: .smooth, from: 0.2, velocity: 0, to: 1, startTime: 0.13).state(at: 0).value)
        #expect(abs(alpha.first! - 0.2) < 1e-15)
    }
}

/// The bounds that size the segments.
@Suite struct KeyframeBoundTests {
    @Test(arguments: [0.05, 0.3, 0.7, 1.0, 1.6])
    func theLocalBoundHoldsAtEveryInstantOfTheSpan(dampingRatio: Double) throws {
        let spring = try Spring(response: 0.45, dampingRatio: dampingRatio)
        var cache = KeyframeSpringCache()
        cache.load(spring)
        let w2 = spring.stiffness / spring.mass, c = spring.damping / spring.mass
        var rng = SeededGenerator(seed: 9)
        var tighter = 0
        for _ in 0..<200 {
            let d = Double.random(in: -2000...2000, using: &rng), v = Double.random(in: -20000...20000, using: &rng)
            let span = Double.random(in: 0.0005...0.02, using: &rng)
            let bound = cache.bound(displacement: d, velocity: v).over(span)
            var worst = 0.0
            for k in 0...200 {
                let s = spring.state(at: span * Double(k) / 200, displacement: d, velocity: v)
                worst = max(worst, abs(-w2 * s.displacement - c * s.velocity))
            }
            #expect(worst <= bound, "d \(d), v \(v), span \(span)")
            if bound < 0.8 * SpringMotion(spring: spring, from: d, velocity: v, to: 0).accelerationBound { tighter += 1 }
        }
        #expect(tighter > 50, "the local bound is often tighter than the envelope: \(tighter) of 200")
    }

    @Test func theSpanFitsItsBudgetAndIsNearlyTheLongest() throws {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<300 {
            let b = KeyframeBound(envelope: Double.random(in: 1...1e7, using: &rng), a0: Double.random(in: 0...1e6, using: &rng),
                                  a1: Double.random(in: 0...1e8, using: &rng), a2: Double.random(in: 0...1e10, using: &rng))
            let budget = Double.random(in: 0.01...1, using: &rng)
            let h = b.span(within: budget)
            #expect(h * h / 8 * b.over(h) <= budget * (1 + 1e-12))
            // The longest span by bisection on the same condition.
            var low = 0.0, high = 10.0
            for _ in 0..<100 {
                let mid = (low + high) / 2
                if mid * mid / 8 * b.over(mid) <= budget { low = mid } else { high = mid }
            }
            #expect(h >= 0.9 * low, "h \(h) of the longest \(low)")
        }
        #expect(KeyframeBound.zero.span(within: 0.25) == .infinity)
    }
}
