/// Reused storage and the step maps of ``KeyframeRecorder``: carries each property's motion
/// through a recorded interval (subdivided so that each part's chord bound is at most a quarter of
/// the tolerance) and hands the values to its ``KeyframeTrack``.
struct KeyframeScratch {
    /// The most subdivisions of one recorded interval (the bound then may exceed ε there; it is
    /// still reported truthfully).
    static let maximumSubdivisions = 64

    /// The element's motions at the instant being recorded, per property.
    var next = [SpringMotion](repeating: KeyframeRecorder.still(0), count: 5)
    /// Per part and property (part-major): the values at the parts' ends and each part's bound;
    /// per property, the values from the new instant on.
    var values = [Double](repeating: 0, count: maximumSubdivisions * 5)
    var gaps = [Double](repeating: 0, count: maximumSubdivisions * 5)
    var right = [Double](repeating: 0, count: 5)
    var sumValues: [Double] = []
    /// Φ(step) per number of parts, for the spring and step it was last computed for.
    var maps = [SpringStepMatrix](repeating: .identity, count: maximumSubdivisions + 1)
    var mapSprings = [Spring?](repeating: nil, count: maximumSubdivisions + 1)
    var mapSteps = [Double](repeating: .nan, count: maximumSubdivisions + 1)
    /// The last spring's constants: ω², 2ζω, the envelope factor ω²·√(1 + 4ζ²) and the snap
    /// factor ω⁴·√((1 − 4ζ²)² + (4ζ − 8ζ³)²) (see ``accelerationBound(displacement:velocity:over:)``).
    var factorSpring: Spring?
    var omegaSquared = 0.0
    var dampingRate = 0.0
    var factor = 0.0
    var snapFactor = 0.0

    /// Loads the constants of `spring`.
    @inline(__always)
    mutating func load(_ spring: Spring) {
        guard factorSpring != spring else { return }
        let omega = spring.naturalFrequency, zeta = spring.dampingRatio
        omegaSquared = omega * omega
        dampingRate = 2 * zeta * omega
        factor = omegaSquared * (1 + 4 * zeta * zeta).squareRoot()
        let c4 = ((1 - 4 * zeta * zeta) * (1 - 4 * zeta * zeta) + (4 * zeta - 8 * zeta * zeta * zeta) * (4 * zeta - 8 * zeta * zeta * zeta)).squareRoot()
        snapFactor = omegaSquared * omegaSquared * c4
        factorSpring = spring
    }

    /// The acceleration bound of `m` from its start on (`SpringMotion.accelerationBound`, with
    /// the spring's part computed once per spring).
    @inline(__always)
    mutating func accelerationBound(_ m: SpringMotion) -> Double {
        if m.isAtRest { return 0 }
        load(m.spring)
        let d = m.start.displacement, v = m.start.velocity
        return factor * (d * d + v * v / omegaSquared).squareRoot()
    }

    /// An upper bound on |x″| over the next `span` seconds of the spring loaded (``load(_:)``)
    /// from displacement `d` and velocity `v`: the smaller of the envelope ω²·√(1 + 4ζ²)·R (R the
    /// energy radius, which never grows) and the local Taylor bound |a₀| + |j₀|·span + S·span²/2,
    /// where a₀ and j₀ are the acceleration and jerk now and S = ω⁴·‖e₁ᵀM⁴‖·R bounds the fourth
    /// derivative (in the coordinates (x, x′/ω) the motion is y′ = ωMy with M = [[0, 1], [−1, −2ζ]],
    /// so |x⁽ⁿ⁾| ≤ ωⁿ·‖e₁ᵀMⁿ‖·R). A relative margin of 1e-12 covers rounding.
    @inline(__always)
    func accelerationBound(displacement d: Double, velocity v: Double, over span: Double) -> Double {
        let radius = (d * d + v * v / omegaSquared).squareRoot()
        let a = -omegaSquared * d - dampingRate * v
        let j = -omegaSquared * v - dampingRate * a
        let local = abs(a) + abs(j) * span + snapFactor * radius * span * span / 2
        return Swift.min(factor * radius, local) * (1 + 1e-12)
    }

    /// Φ(`step`) of `spring`, cached per number of parts.
    @inline(__always)
    mutating func map(_ spring: Spring, step: Double, parts: Int) -> SpringStepMatrix {
        if mapSteps[parts] == step, mapSprings[parts] == spring { return maps[parts] }
        let map = spring.stepMatrix(for: step)
        maps[parts] = map
        mapSprings[parts] = spring
        mapSteps[parts] = step
        return map
    }

    /// How many parts the interval of `duration` needs so that each part's bound `b/parts²` is at
    /// most a quarter of `tolerance`.
    @inline(__always)
    static func partsNeeded(bound b: Double, tolerance: Double) -> Int {
        let need = (b / (tolerance / 4)).squareRoot().rounded(.up)
        return need.isFinite && need > 1 ? Int(Swift.min(need, Double(maximumSubdivisions))) : 1
    }

    /// Records one element at `time`: `pending` (5 motions, replaced by ``next``) held since
    /// `previous`.
    mutating func record(into track: inout KeyframeTrack, pending: UnsafeMutablePointer<SpringMotion>, at time: Double,
                         after previous: Double?, forced: Bool) {
        let w = 5
        for p in 0..<w { right[p] = next[p].state(at: 0).value }
        guard let last = previous else {
            right.withUnsafeBufferPointer { track.start(time: time, values: $0.baseAddress!) }
            finish(&track, pending: pending)
            return
        }
        guard time > last else {
            right.withUnsafeBufferPointer { track.replaceOpen(values: $0.baseAddress!, forced: forced) }
            finish(&track, pending: pending)
            return
        }
        let dt = time - last
        var parts = 1
        for p in 0..<w {
            let m = pending[p]
            if m.isAtRest && m.startTime <= 0 { continue }
            // The parts follow the envelope bound (the nodes' density); each part's bound is then
            // the tighter local one, which leaves the keyframes more room.
            let b = m.startTime > 0 ? m.interpolationErrorBound(over: dt) : dt * dt / 8 * accelerationBound(m)
            parts = Swift.max(parts, Self.partsNeeded(bound: b, tolerance: track.tolerance[p]))
        }
        let h = dt / Double(parts)
        var values = self.values, gaps = self.gaps
        self.values = []
        self.gaps = []
        values.withUnsafeMutableBufferPointer { out in
            gaps.withUnsafeMutableBufferPointer { g in
                for p in 0..<w {
                    let m = pending[p]
                    if m.isAtRest && m.startTime <= 0 {
                        for j in 0..<parts {
                            out[j * w + p] = m.target
                            g[j * w + p] = 0
                        }
                    } else if m.startTime > 0 {
                        let gap = m.interpolationErrorBound(over: h)
                        for j in 0..<parts {
                            out[j * w + p] = m.state(at: j == parts - 1 ? dt : Double(j + 1) * h).value
                            g[j * w + p] = gap
                        }
                    } else {
                        load(m.spring)
                        let map = self.map(m.spring, step: h, parts: parts)
                        var d = m.start.displacement, v = m.start.velocity
                        // A bound over the whole interval holds on every part too; on each part the
                        // local one from the part's start, with the interval's energy radius (it
                        // only shrinks), needs no square root.
                        let radius = (d * d + v * v / omegaSquared).squareRoot()
                        let whole = accelerationBound(displacement: d, velocity: v, over: dt)
                        let snap = snapFactor * radius * h * h / 2, scale = h * h / 8 * (1 + 1e-12)
                        for j in 0..<parts {
                            let a = -omegaSquared * d - dampingRate * v
                            let jerk = -omegaSquared * v - dampingRate * a
                            g[j * w + p] = Swift.min(h * h / 8 * whole, scale * (abs(a) + abs(jerk) * h + snap))
                            (d, v) = (map.a11 * d + map.a12 * v, map.a21 * d + map.a22 * v)
                            out[j * w + p] = m.target + d
                        }
                    }
                }
            }
        }
        values.withUnsafeBufferPointer { vals in
            gaps.withUnsafeBufferPointer { g in
                right.withUnsafeBufferPointer { r in
                    track.advance(parts: parts, times: { j in j == parts - 1 ? time : last + Double(j + 1) * h },
                                  values: vals.baseAddress!, gaps: g.baseAddress!, right: r.baseAddress!, forced: forced)
                }
            }
        }
        self.values = values
        self.gaps = gaps
        finish(&track, pending: pending)
    }

    /// The new motions become the pending ones; their acceleration bounds count for uniform sampling.
    @inline(__always)
    mutating func finish(_ track: inout KeyframeTrack, pending: UnsafeMutablePointer<SpringMotion>) {
        for p in 0..<5 {
            pending[p] = next[p]
            let a = accelerationBound(next[p])
            if a > track.maximumAcceleration[p] { track.maximumAcceleration[p] = a }
        }
    }

    /// Records the content offset at `time` (the general path, for sums of motions).
    mutating func recordOffset(into track: inout KeyframeTrack, pending: inout [SpringMotionSum], next: [SpringMotionSum],
                               at time: Double, after previous: Double?, forced: Bool) {
        let w = next.count
        for p in 0..<w { right[p] = next[p].value }
        if let last = previous, time > last {
            let dt = time - last
            var parts = 1
            for p in 0..<w {
                parts = Swift.max(parts, Self.partsNeeded(bound: pending[p].interpolationErrorBound(over: dt), tolerance: track.tolerance[p]))
            }
            let h = dt / Double(parts)
            for p in 0..<w {
                let gap = pending[p].interpolationErrorBound(over: h)
                pending[p].values(every: h, count: parts, into: &sumValues)
                for j in 0..<parts {
                    values[j * w + p] = sumValues[j]
                    gaps[j * w + p] = gap
                }
            }
            values.withUnsafeBufferPointer { vals in
                gaps.withUnsafeBufferPointer { g in
                    right.withUnsafeBufferPointer { r in
                        track.advance(parts: parts, times: { j in j == parts - 1 ? time : last + Double(j + 1) * h },
                                      values: vals.baseAddress!, gaps: g.baseAddress!, right: r.baseAddress!, forced: forced)
                    }
                }
            }
        } else if previous == nil {
            right.withUnsafeBufferPointer { track.start(time: time, values: $0.baseAddress!) }
        } else {
            right.withUnsafeBufferPointer { track.replaceOpen(values: $0.baseAddress!, forced: forced) }
        }
        pending = next
        for p in 0..<w { track.maximumAcceleration[p] = Swift.max(track.maximumAcceleration[p], next[p].accelerationBound) }
    }
}
