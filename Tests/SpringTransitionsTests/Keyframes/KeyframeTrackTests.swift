import Foundation
import SpringTestSupport
@testable import SpringTransitions
import Testing

/// The online greedy of `KeyframeTrack` (a swing-door slope test per node) against the plain
/// quadratic greedy that recomputes every candidate segment's bound from all of its nodes.
@Suite struct KeyframeTrackTests {
    /// One node as fed: time, values before and from it, the bound of the gap before it, forced.
    struct Node {
        var time: Double
        var left: [Double]
        var right: [Double]
        var gap: [Double]
        var forced: Bool
    }

    /// The bound of the line from node i to node j (the definition in KeyframeTrack's documentation).
    static func bound(_ nodes: [Node], _ i: Int, _ j: Int, property p: Int, range: ClosedRange<Double>) -> Double {
        func excess(_ x: Double) -> Double { x < range.lowerBound ? range.lowerBound - x : (x > range.upperBound ? x - range.upperBound : 0) }
        let vi = nodes[i].right[p], vj = nodes[j].right[p], ti = nodes[i].time
        let slope = (vj - vi) / (nodes[j].time - ti)
        var worst = 0.0
        for k in i..<j {
            let a = abs(vi + slope * (nodes[k].time - ti) - nodes[k].right[p])
            let b = abs(vi + slope * (nodes[k + 1].time - ti) - nodes[k + 1].left[p])
            worst = max(worst, max(a, b) + nodes[k + 1].gap[p])
        }
        return worst + 2 * max(excess(vi), excess(vj))
    }

    /// The reference greedy: from each keyframe, the longest run of nodes whose bound fits.
    static func reference(_ nodes: [Node], tolerance: [Double], ranges: [ClosedRange<Double>]) -> (times: [Double], deviation: [Double]) {
        var keys = [0]
        var deviation = Array(repeating: 0.0, count: tolerance.count)
        var i = 0
        while i < nodes.count - 1 {
            var j = i + 1
            while j + 1 < nodes.count && !nodes[j].forced
                    && tolerance.indices.allSatisfy({ bound(nodes, i, j + 1, property: $0, range: ranges[$0]) <= tolerance[$0] }) {
                j += 1
            }
            for p in tolerance.indices { deviation[p] = max(deviation[p], bound(nodes, i, j, property: p, range: ranges[p])) }
            keys.append(j)
            i = j
        }
        return (keys.map { nodes[$0].time }, deviation)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func theOnlineGreedyChoosesWhatTheQuadraticOneChooses(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let tolerance = try KeyframeTolerance(points: 0.25, alpha: 0.002)
        var track = KeyframeTrack(properties: KeyframeProperty.element, tolerance: tolerance)
        let w = 5
        // Smooth curves (a damped wave per property), alpha near 1 so that clamping comes in, with
        // jumps at some recorded instants, subdivisions and forced nodes.
        let amplitude = (0..<w).map { $0 == 4 ? 0.02 : Double.random(in: 5...400, using: &rng) }
        let frequency = (0..<w).map { _ in Double.random(in: 3...15, using: &rng) }
        func f(_ p: Int, _ t: Double) -> Double {
            (p == 4 ? 0.995 : 100) + amplitude[p] * exp(-3 * t) * sin(frequency[p] * t)
        }
        var nodes: [Node] = []
        var time = 0.0
        let start = (0..<w).map { f($0, 0) }
        start.withUnsafeBufferPointer { track.start(time: 0, values: $0.baseAddress!) }
        nodes.append(Node(time: 0, left: start, right: start, gap: Array(repeating: 0, count: w), forced: true))
        for step in 1...150 {
            let dt = 1.0 / 120
            let parts = Int.random(in: 1...4, using: &rng)
            let h = dt / Double(parts)
            // The bound of each part, per property (part-major).
            let partGaps = (0..<(parts * w)).map { i in i % w == 4 ? Double.random(in: 0...0.0004, using: &rng) : Double.random(in: 0...0.05, using: &rng) }
            func gaps(_ j: Int) -> [Double] { Array(partGaps[(j * w)..<((j + 1) * w)]) }
            var values: [Double] = []
            for j in 0..<parts { for p in 0..<w { values.append(f(p, time + Double(j + 1) * h)) } }
            let jump = step % 17 == 0
            let right = (0..<w).map { p in values[(parts - 1) * w + p] + (jump ? Double.random(in: -0.3...0.3, using: &rng) * (p == 4 ? 0.01 : 1) : 0) }
            let forced = step % 41 == 0
            for j in 0..<(parts - 1) {
                let v = Array(values[(j * w)..<((j + 1) * w)])
                nodes.append(Node(time: time + Double(j + 1) * h, left: v, right: v, gap: gaps(j), forced: false))
            }
            let t = time
            nodes.append(Node(time: time + dt, left: Array(values[((parts - 1) * w)...]), right: right, gap: gaps(parts - 1), forced: forced))
            values.withUnsafeBufferPointer { vals in
                partGaps.withUnsafeBufferPointer { g in
                    right.withUnsafeBufferPointer { r in
                        track.advance(parts: parts, times: { j in t + Double(j + 1) * h }, values: vals.baseAddress!,
                                      gaps: g.baseAddress!, right: r.baseAddress!, forced: forced)
                    }
                }
            }
            time += dt
            // Fix the node's time to the one the track got (the same expression).
            nodes[nodes.count - 1].time = t + Double(parts) * h
        }
        let (done, uniform) = track.finished()
        let keyframes = done.keyframes(element: nil)
        let ranges = KeyframeProperty.element.map(\.range)
        let expected = Self.reference(nodes, tolerance: KeyframeProperty.element.map { tolerance.bound(for: $0) }, ranges: ranges)
        #expect(keyframes.times == expected.times)
        for p in 0..<w { #expect(abs(done.deviation[p] - expected.deviation[p]) <= 1e-12, "property \(p)") }
        // Where a jump forces a one-gap segment the bound may exceed ε (reported as it is); elsewhere it fits.
        #expect(done.deviation[0] <= 0.25 + 0.3 + 0.05)
        #expect(keyframes.count < nodes.count / 2, "a real reduction: \(keyframes.count) of \(nodes.count)")
        // Keyframe values are the nodes' values, clamped.
        for (k, t) in keyframes.times.enumerated() {
            let node = try #require(nodes.first { $0.time == t })
            for p in 0..<w { #expect(keyframes.values[k][p] == ranges[p].clamp(node.right[p])) }
        }
        // 60 Hz: every other recorded instant, the end included.
        let samples = nodes.filter { n in (n.time * 60).rounded() == n.time * 60 || abs(n.time * 60 - (n.time * 60).rounded()) < 1e-7 }
        let u = try #require(uniform)
        #expect(u.count == 76)
        var uniformDeviation = 0.0
        let indices = samples.map { s in nodes.firstIndex { $0.time == s.time }! }
        for (i, j) in zip(indices, indices.dropFirst()) { uniformDeviation = max(uniformDeviation, Self.bound(nodes, i, j, property: 1, range: ranges[1])) }
        #expect(abs(u.deviation[1] - uniformDeviation) <= 1e-12)
    }
}

/// The local acceleration bound that sizes each part of a recorded interval.
@Suite struct KeyframeAccelerationBoundTests {
    @Test(arguments: [0.05, 0.3, 0.7, 1.0, 1.6])
    func theBoundHoldsAtEveryInstantOfTheSpan(dampingRatio: Double) throws {
        let spring = try Spring(response: 0.45, dampingRatio: dampingRatio)
        var scratch = KeyframeScratch()
        scratch.load(spring)
        let w2 = spring.stiffness / spring.mass, c = spring.damping / spring.mass
        var rng = SeededGenerator(seed: 9)
        var tighter = 0
        for _ in 0..<200 {
            let d = Double.random(in: -2000...2000, using: &rng), v = Double.random(in: -20000...20000, using: &rng)
            let span = Double.random(in: 0.0005...0.02, using: &rng)
            let bound = scratch.accelerationBound(displacement: d, velocity: v, over: span)
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
}
