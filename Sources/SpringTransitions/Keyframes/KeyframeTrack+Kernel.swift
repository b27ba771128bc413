// The greedy of a KeyframeTrack over its state, through raw pointers: one buffer access per
// record instead of one per field.

extension KeyframeTrack {
    /// The track's growable storage, and its state seen through pointers while one record runs
    /// (see ``KeyframeTrack/run(_:)``, which sets them; they dangle in between). Kept in the
    /// track, so that a record moves no array in or out.
    struct Kernel {
        /// The header, then each field's `width` values.
        var s: UnsafeMutablePointer<Double>
        let width: Int
        var tolerance: UnsafePointer<Double>
        var lower: UnsafePointer<Double>
        var upper: UnsafePointer<Double>
        /// See ``KeyframeTrack/times``.
        var times: [Double] = []
        /// See ``KeyframeTrack/values``.
        var values: [Double] = []
        /// See ``KeyframeTrack/defects``.
        var defects: [Double] = []
        /// See ``KeyframeTrack/samples``.
        var samples: [Double] = []
        var trial: [Double] = []
        /// See ``KeyframeTrack/uniformNodes``.
        var uniformNodes: [Double] = []
        var uniformScratch: [Double] = []
        /// See ``KeyframeTrack/uniformStash``.
        var uniformStash: [SpringMotion] = []
        /// Storage for the nodes of a 60 Hz segment while they are subdivided.
        var uniformCoarse: [Double] = []

        /// A kernel of `width` properties with empty storage; ``KeyframeTrack/run(_:)`` points it at the state.
        init(width: Int) {
            self.width = width
            s = Self.unset
            tolerance = UnsafePointer(Self.unset)
            lower = UnsafePointer(Self.unset)
            upper = UnsafePointer(Self.unset)
        }

        /// Where the pointers point outside ``KeyframeTrack/run(_:)`` (never read through).
        nonisolated(unsafe) static let unset = UnsafeMutablePointer<Double>.allocate(capacity: 1)

        /// The doubles per node of ``uniformNodes``.
        @inline(__always)
        var uniformStride: Int { 1 + 3 * width }

        /// The doubles per entry of ``defects``.
        @inline(__always)
        var defectStride: Int { 1 + 2 * width }

        /// Field `f`, per property.
        @inline(__always)
        func f(_ field: Int) -> UnsafeMutablePointer<Double> { s + KeyframeTrack.header + field * width }

        /// How far `x` lies beyond property `p`'s range: negative below it, positive above, 0 inside.
        @inline(__always)
        func beyond(_ x: Double, _ p: Int) -> Double {
            x < lower[p] ? x - lower[p] : (x > upper[p] ? x - upper[p] : 0)
        }

        /// The deviation of the clamped line between two keyframes from the clamped motion, when the
        /// unclamped line stays within `chord` of the unclamped motion and its ends lie `a` and `b`
        /// beyond the range (signed, ``beyond(_:_:)``). Both ends beyond the same side: the clamped
        /// line is that side's bound, and the motion stays at least min(|a|, |b|) − chord beyond it,
        /// so only the rest can show. Otherwise the clamped line is within max(|a|, |b|) of the
        /// unclamped one, and clamping (a projection onto the range, which holds the clamped line)
        /// moves the motion no further from it.
        @inline(__always)
        static func clamped(_ chord: Double, _ a: Double, _ b: Double) -> Double {
            if (a < 0 && b < 0) || (a > 0 && b > 0) { return Swift.max(0, chord - Swift.min(Swift.abs(a), Swift.abs(b))) }
            return chord + Swift.max(Swift.abs(a), Swift.abs(b))
        }

        /// The rounding margin of a bound on values around `x`.
        @inline(__always)
        func margin(_ x: Double, _ p: Int) -> Double { 1e-9 * (tolerance[p] + Swift.abs(x)) }

        /// Appends `count` zeros to `array` (copied from ``keyframeZeros`` in one call: appending a
        /// `repeatElement` went through the generic sequence path, element by element).
        @inline(__always)
        func appendZeros(_ array: inout [Double], _ count: Int) {
            if count <= keyframeZeros.count {
                array.append(contentsOf: UnsafeBufferPointer(rebasing: keyframeZeros[0..<count]))
            } else {
                array.append(contentsOf: repeatElement(0, count: count))
            }
        }

        /// Appends a keyframe at `time` with `v` (clamped).
        @inline(__always)
        mutating func emit(_ time: Double, _ v: UnsafeMutablePointer<Double>) {
            times.append(time)
            let clamped = f(KeyframeTrack.fEmit)
            for p in 0..<width { clamped[p] = Swift.min(Swift.max(v[p], lower[p]), upper[p]) }
            values.append(contentsOf: UnsafeBufferPointer(start: clamped, count: width))
        }

        /// A segment ends at the keyframe just emitted with values `v`, with its bound per property
        /// in ``KeyframeTrack/fSegment``.
        @inline(__always)
        func settle(_ v: UnsafeMutablePointer<Double>, at time: Double) {
            let deviation = f(KeyframeTrack.fDeviation), last = f(KeyframeTrack.fLastDeviation), ex = f(KeyframeTrack.fAnchorExcess)
            let d = f(KeyframeTrack.fSegment)
            for p in 0..<width {
                let b = d[p]
                if b > deviation[p] { deviation[p] = b }
                last[p] = b
                ex[p] = beyond(v[p], p)
            }
            s[KeyframeTrack.hAnchor] = time
        }

        // MARK: Defects

        /// The part of property `p`'s bound that the crossed recorded instants add to a segment
        /// from the anchor to a keyframe at `end`, with `extra` more jump at `end` itself (the
        /// line ends at the value after it).
        ///
        /// The motion x is a C¹ function g (piecewise C², |g″| ≤ M) plus the *defect* D: at each
        /// crossed instant τₖ a step of its value jump Jₖ and a ramp of its velocity jump Kₖ
        /// (D = 0 at the anchor). The line ℓ through the keyframes is the chord of x, so
        /// ℓ − x = (chord g − g) + (chord D − D): the first within h²/8 · M, the second piecewise
        /// linear, so largest at some τₖ, on one side or the other — computed here exactly, as
        /// max over k of |D(end)·λₖ − D(τₖ∓)| with λₖ = (τₖ − anchor)/h, and |extra|. (Jumps of the
        /// same sign, such as an integrator's steady drift, largely cancel; the additive bound ΣJ
        /// would not.) `value`, `slope` and `since`: D just after the last listed instant, its slope
        /// (ΣK) and that instant.
        @inline(__always)
        func defect(_ p: Int, at end: Double, extra: Double, value: Double, slope: Double, since: Double) -> Double {
            let n = defects.count / defectStride
            guard n > 0 else { return Swift.abs(extra) }
            let anchor = s[KeyframeTrack.hAnchor], h = end - anchor, stride = defectStride
            let a = value + slope * (end - since) + extra
            var worst = Swift.abs(extra)
            defects.withUnsafeBufferPointer { d in
                for k in 0..<n {
                    let e = d.baseAddress! + k * stride
                    let c = a * ((e[0] - anchor) / h)
                    worst = Swift.max(worst, Swift.max(Swift.abs(c - e[1 + 2 * p]), Swift.abs(c - e[2 + 2 * p])))
                }
            }
            return worst
        }

        /// A new segment from the anchor crosses nothing yet.
        @inline(__always)
        mutating func resetDefects() {
            // (Most segments list none: no uniqueness check then.)
            if !defects.isEmpty { defects.removeAll(keepingCapacity: true) }
            let value = f(KeyframeTrack.fDefectValue), slope = f(KeyframeTrack.fDefectSlope)
            for p in 0..<width {
                value[p] = 0
                slope[p] = 0
            }
            s[KeyframeTrack.hDefectTime] = s[KeyframeTrack.hAnchor]
        }

        /// ``defect(_:at:extra:value:slope:since:)`` with the instants crossed so far.
        @inline(__always)
        func defect(_ p: Int, at end: Double, extra: Double = 0) -> Double {
            defect(p, at: end, extra: extra, value: f(KeyframeTrack.fDefectValue)[p], slope: f(KeyframeTrack.fDefectSlope)[p],
                   since: s[KeyframeTrack.hDefectTime])
        }

        // MARK: Sampled segments

        /// The bound of property `p` on a segment planned by sampling (``extend(_:after:from:limit:)``;
        /// infinity otherwise, or past the samples) from the anchor to a keyframe at `end` with
        /// (unclamped) value `y`, where the motion lies within `drift` of the anchor's piece P
        /// continued (the crossed instants' ``KeyframePiece/drift(_:from:elapsed:left:leftVelocity:value:velocity:)``)
        /// and `y` within `extra + drift` of P(end).
        ///
        /// On each gap between P's samples sᵢ (and the last one before `end`, to `end`) P is within
        /// gap = step²/8 · max|P″| of its chord, and the line ℓ through the keyframes and that chord
        /// differ most at the gap's ends: so |ℓ − x| ≤ max(maxᵢ |ℓ(tᵢ) − sᵢ|, |extra| + drift) + gap + drift.
        func sampledBound(_ p: Int, at end: Double, value y: Double, extra: Double, drift: Double) -> Double {
            guard s[KeyframeTrack.hExtended] != 0 else { return .infinity }
            let anchor = s[KeyframeTrack.hAnchor], step = s[KeyframeTrack.hSampleStep], n = Int(s[KeyframeTrack.hSampleCount])
            let span = end - anchor
            guard span > 0, span <= step * Double(n - 1) + 1e-12 else { return .infinity }
            var worst = Swift.abs(extra) + drift
            let s0 = samples[p]
            var i = 1
            while i < n {
                let t = Double(i) * step
                guard t <= span else { break }
                let line = s0 + (y - s0) * (t / span)
                worst = Swift.max(worst, Swift.abs(line - samples[i * width + p]))
                i += 1
            }
            return worst + f(KeyframeTrack.fGap)[p] + drift + margin(y, p)
        }

        /// Lengthens a segment planned by the bound (`h` from `elapsed` into `piece`, at most
        /// `limit`) while sampling `piece` certifies it: trials 1.25, 1.25², … times as long, each
        /// sampled evenly finely enough for every gap's bound to be within an eighth of the budget,
        /// and kept while the line to the trial's end stays within the budget at the samples (with
        /// the gaps' bound, ``sampledBound(_:at:value:extra:drift:)``). Returns the span, and keeps
        /// the samples of the longest trial that fits.
        mutating func extend<P: KeyframePiece>(_ piece: inout P, after elapsed: Double, from h: Double, limit: Double) -> Double {
            s[KeyframeTrack.hExtended] = 0
            let drift = f(KeyframeTrack.fDrift)
            for p in 0..<width { drift[p] = 0 }
            guard h.isFinite, h >= KeyframeTrack.minimumSpan, limit > h * 1.01, piece.samplingPays() else { return h }
            let e = f(KeyframeTrack.fEnvelope), a0 = f(KeyframeTrack.fA0), a1 = f(KeyframeTrack.fA1), a2 = f(KeyframeTrack.fA2)
            let ex = f(KeyframeTrack.fAnchorExcess), gap = f(KeyframeTrack.fGap)
            let v = f(KeyframeTrack.fSampleValue), vel = f(KeyframeTrack.fSampleVelocity)
            piece.evaluate(after: elapsed, values: v, velocities: vel)
            var best = h, factor = 1.25, failed = Double.infinity, halvings = 0
            while halvings <= 2 {
                if failed.isFinite { halvings += 1 }
                // Longer by 1.25 each time; after a failure, halfway to it (three times at most).
                let span = failed.isFinite ? (best + failed) / 2 : Swift.min(h * factor, limit)
                guard span > best * 1.01, span < failed * 0.99 else { break }
                var m = 1
                for p in 0..<width {
                    let bound = KeyframeBound(envelope: e[p], a0: a0[p], a1: a1[p], a2: a2[p]).over(span)
                    let parts = (span * (2 * bound / tolerance[p]).squareRoot()).rounded(.up)
                    if parts > Double(m) { m = parts > 48 ? 49 : Int(parts) }
                }
                guard m <= 48 else { break }
                trial.removeAll(keepingCapacity: true)
                for p in 0..<width { trial.append(v[p]) }
                for i in 1...m {
                    piece.evaluate(after: elapsed + span * (Double(i) / Double(m)), values: v, velocities: vel)
                    for p in 0..<width { trial.append(v[p]) }
                }
                var fits = true
                for p in 0..<width {
                    let y = trial[m * width + p], s0 = trial[p]
                    var worst = 0.0
                    for i in 1..<m { worst = Swift.max(worst, Swift.abs(s0 + (y - s0) * (Double(i) / Double(m)) - trial[i * width + p])) }
                    let step = span / Double(m)
                    let g = step * step / 8 * KeyframeBound(envelope: e[p], a0: a0[p], a1: a1[p], a2: a2[p]).over(span)
                    if Self.clamped(worst + g + margin(y, p), ex[p], beyond(y, p)) > tolerance[p] * (255.0 / 256) {
                        fits = false
                        break
                    }
                }
                guard fits else {
                    failed = span
                    piece.evaluate(after: elapsed, values: v, velocities: vel)
                    continue
                }
                best = span
                swap(&samples, &trial)
                s[KeyframeTrack.hExtended] = 1
                s[KeyframeTrack.hSampleStep] = span / Double(m)
                s[KeyframeTrack.hSampleCount] = Double(m + 1)
                for p in 0..<width {
                    let step = span / Double(m)
                    gap[p] = step * step / 8 * KeyframeBound(envelope: e[p], a0: a0[p], a1: a1[p], a2: a2[p]).over(span)
                }
                guard span < limit || failed.isFinite else { break }
                factor *= 1.25
                piece.evaluate(after: elapsed, values: v, velocities: vel)
            }
            return best
        }

        // MARK: Records

        /// ``KeyframeTrack/recordOrCoast(old:last:next:at:forced:coastable:)`` on the kernel
        /// (pointed at the state: several records in one ``KeyframeTrack/run(_:)``).
        @inline(__always)
        mutating func recordOrCoast<P: KeyframePiece>(old: inout P, last: inout P, next: inout P, at time: Double,
                                                      forced: Bool, coastable: Bool) -> Bool {
            let drift = f(KeyframeTrack.fRecordDrift)
            if coastable, s[KeyframeTrack.hStarted] != 0, time > s[KeyframeTrack.hRecordTime],
               next.continues(old, after: time - s[KeyframeTrack.hPieceStart], tolerance: tolerance, drift: drift) {
                coast(&old, &last, &next, to: time, drift: UnsafePointer(drift))
                return true
            } else if s[KeyframeTrack.hStarted] == 0 {
                start(&next, at: time)
            } else if time > s[KeyframeTrack.hRecordTime] {
                advance(&old, &last, &next, to: time, forced: forced)
            } else {
                catchUp(&old, &last)
                replace(&next)
            }
            return false
        }

        /// The first record: a keyframe, the uniform sampling's first sample, and a plan.
        mutating func start<P: KeyframePiece>(_ piece: inout P, at time: Double) {
            let v = f(KeyframeTrack.fRight), vel = f(KeyframeTrack.fRightVelocity)
            piece.evaluate(after: 0, values: v, velocities: vel)
            s[KeyframeTrack.hStarted] = 1
            s[KeyframeTrack.hPieceStart] = time
            s[KeyframeTrack.hRecordTime] = time
            s[KeyframeTrack.hUniformStart] = time
            s[KeyframeTrack.hUniformNext] = 1
            s[KeyframeTrack.hUniformValid] = 1
            s[KeyframeTrack.hUniformPending] = 0
            s[KeyframeTrack.hUniformCoasted] = 1
            let left = f(KeyframeTrack.fLeft), leftVelocity = f(KeyframeTrack.fLeftVelocity)
            for p in 0..<width {
                left[p] = v[p]
                leftVelocity[p] = vel[p]
            }
            uniformNodes.removeAll(keepingCapacity: true)
            uniformNodes.append(time)
            for _ in 0..<2 { for p in 0..<width { uniformNodes.append(v[p]) } }
            for _ in 0..<width { uniformNodes.append(0) }
            emit(time, v)
            let d = f(KeyframeTrack.fSegment)
            for p in 0..<width { d[p] = 0 }
            settle(v, at: time)
            plan(&piece, after: 0, v, vel)
            notePieceBound(&piece, v, vel)
            noteAcceleration(piece)
        }

        /// Keyframes planned on `old` (the planner's piece) before `time` (one that rounds onto
        /// `time` is left to the instant).
        @inline(__always)
        mutating func commitPlanned<P: KeyframePiece>(_ old: inout P, before time: Double) {
            let t0 = s[KeyframeTrack.hPieceStart]
            while s[KeyframeTrack.hPlanEnd] < time && t0 + (s[KeyframeTrack.hPlanEnd] - t0) < time {
                commitInside(&old, at: s[KeyframeTrack.hPlanEnd] - t0)
            }
        }

        /// The 60 Hz comparison's part of a record at `time`: `last` (the motion since the last
        /// recorded instant) over the interval, and `next` from `time` on (its values and
        /// velocities into ``KeyframeTrack/fNew``).
        @inline(__always)
        mutating func noteRecord<P: KeyframePiece>(_ last: inout P, _ next: inout P, at time: Double) {
            let dt = time - s[KeyframeTrack.hRecordTime]
            if s[KeyframeTrack.hUniformValid] != 0 { noteUniformPiece(&last, over: dt, to: time) }
            let new = f(KeyframeTrack.fNew), newVelocity = f(KeyframeTrack.fNewVelocity)
            next.evaluate(after: 0, values: new, velocities: newVelocity)
            if s[KeyframeTrack.hUniformValid] != 0 { noteUniformInstant(time) }
            s[KeyframeTrack.hRecordTime] = time
        }

        /// A record whose motion continues the planner's piece `old` to within `drift` per
        /// property (the energy radius of the difference, which bounds it from then on: see
        /// ``KeyframeTrack/fCoastDrift``): the keyframes planned before `time`, and the 60 Hz
        /// comparison, on `last` (the motion since the last record) and `record` (the recorded
        /// motion from `time` on); the planner goes on on `old`.
        mutating func coast<P: KeyframePiece>(_ old: inout P, _ last: inout P, _ record: inout P, to time: Double,
                                              drift: UnsafePointer<Double>) {
            commitPlanned(&old, before: time)
            noteRecord(&last, &record, at: time)
            let c = f(KeyframeTrack.fCoastDrift)
            for p in 0..<width where drift[p] > c[p] { c[p] = drift[p] }
        }

        /// When records were coasted since the planner's piece `old` started, the planner
        /// catches up with the last of them (its motion `last`), as a record there would have:
        /// for a record at the same instant and for the end.
        mutating func catchUp<P: KeyframePiece>(_ old: inout P, _ last: inout P) {
            let time = s[KeyframeTrack.hRecordTime]
            guard time > s[KeyframeTrack.hPieceStart] else { return }
            commitPlanned(&old, before: time)
            let left = f(KeyframeTrack.fLeft), leftVelocity = f(KeyframeTrack.fLeftVelocity)
            old.evaluate(after: time - s[KeyframeTrack.hPieceStart], values: left, velocities: leftVelocity)
            let new = f(KeyframeTrack.fNew), newVelocity = f(KeyframeTrack.fNewVelocity)
            last.evaluate(after: 0, values: new, velocities: newVelocity)
            notePieceBound(&last, new, newVelocity)
            cross(&old, &last, at: time, forced: false)
        }

        /// A record later than the last: keyframes planned before `time`, the 60 Hz comparison
        /// (on `last`, the motion since the last record), then the new instant crossed or made a
        /// keyframe by the planner (on `old`, its piece, which `last` continues unless records
        /// were coasted since it started).
        mutating func advance<P: KeyframePiece>(_ old: inout P, _ last: inout P, _ next: inout P, to time: Double, forced: Bool) {
            commitPlanned(&old, before: time)
            let left = f(KeyframeTrack.fLeft), leftVelocity = f(KeyframeTrack.fLeftVelocity)
            old.evaluate(after: time - s[KeyframeTrack.hPieceStart], values: left, velocities: leftVelocity)
            noteRecord(&last, &next, at: time)
            // Not a coasted record: the 60 Hz segment it falls in is not one closed form.
            s[KeyframeTrack.hUniformCoasted] = 0
            notePieceBound(&next, f(KeyframeTrack.fNew), f(KeyframeTrack.fNewVelocity))
            cross(&old, &next, at: time, forced: forced)
        }

        /// The planner at a recorded instant `time` after its piece `old` (values there in
        /// ``KeyframeTrack/fLeft``), where `next` starts (values in ``KeyframeTrack/fNew``, bound in
        /// the piece fields): the instant crossed or made a keyframe.
        mutating func cross<P: KeyframePiece>(_ old: inout P, _ next: inout P, at time: Double, forced: Bool) {
            let t0 = s[KeyframeTrack.hPieceStart], dt = time - t0
            let left = f(KeyframeTrack.fLeft), leftVelocity = f(KeyframeTrack.fLeftVelocity)
            let right = f(KeyframeTrack.fRight), rightVelocity = f(KeyframeTrack.fRightVelocity)
            let new = f(KeyframeTrack.fNew), newVelocity = f(KeyframeTrack.fNewVelocity)
            let coast = f(KeyframeTrack.fCoastDrift)
            let pe = f(KeyframeTrack.fPieceEnvelope), pa0 = f(KeyframeTrack.fPieceA0), pa1 = f(KeyframeTrack.fPieceA1)
            let pa2 = f(KeyframeTrack.fPieceA2)

            // Cross the instant, or end the segment there.
            let anchor = s[KeyframeTrack.hAnchor], planned = s[KeyframeTrack.hPlanEnd]
            var through = !forced && planned > time
            let capped = through ? Swift.min(planned, time + next.nextKink(after: 0)) : planned
            let bound = f(KeyframeTrack.fBound), soft = f(KeyframeTrack.fSoft), ex = f(KeyframeTrack.fAnchorExcess)
            let newBound = f(KeyframeTrack.fTemp), newSoft = f(KeyframeTrack.fTemp2)
            let value = f(KeyframeTrack.fDefectValue), slope = f(KeyframeTrack.fDefectSlope)
            let newValue = f(KeyframeTrack.fNewDefectValue), newSlope = f(KeyframeTrack.fNewDefectSlope)
            var listed = false
            if through {
                // Jumps of a rounding's size count additively (as the soft part); the others are
                // listed for the exact defect term.
                let span = capped - anchor
                for p in 0..<width {
                    let add = Swift.abs(new[p] - left[p]) + Swift.abs(newVelocity[p] - leftVelocity[p]) * span / 4
                    if add > tolerance[p] * 1e-7 { listed = true }
                    newSoft[p] = soft[p] + add
                    newBound[p] = Swift.max(bound[p], KeyframeBound(envelope: pe[p], a0: pa0[p], a1: pa1[p], a2: pa2[p]).over(capped - time))
                }
                if listed {
                    if defects.count / defectStride >= KeyframeTrack.maximumDefects {
                        through = false
                        listed = false
                    } else {
                        let since = s[KeyframeTrack.hDefectTime]
                        defects.append(time)
                        for p in 0..<width {
                            let before = value[p] + slope[p] * (time - since), after = before + (new[p] - left[p])
                            defects.append(before)
                            defects.append(after)
                            newValue[p] = after
                            newSlope[p] = slope[p] + (newVelocity[p] - leftVelocity[p])
                            newSoft[p] = soft[p]
                        }
                    }
                }
            }
            if through {
                let since = listed ? time : s[KeyframeTrack.hDefectTime]
                if !listed {
                    for p in 0..<width {
                        newValue[p] = value[p]
                        newSlope[p] = slope[p]
                    }
                }
                // A segment planned by sampling: how far the new piece may lie from the sampled one.
                let extended = s[KeyframeTrack.hExtended] != 0
                let drift = f(KeyframeTrack.fDrift), newDrift = f(KeyframeTrack.fNewDrift)
                if extended {
                    for p in 0..<width {
                        newDrift[p] = drift[p] + next.drift(p, from: old, elapsed: dt, left: left[p], leftVelocity: leftVelocity[p],
                                                            value: new[p], velocity: newVelocity[p])
                    }
                }
                // Whether a keyframe at `end` (on the new piece) would fit.
                func fits(_ end: Double) -> Bool {
                    let span = end - anchor, s1 = end - time
                    var evaluated = false
                    let v = f(KeyframeTrack.fValue), vel = f(KeyframeTrack.fVelocity)
                    for p in 0..<width {
                        var chord = span * span / 8 * newBound[p] + newSoft[p] + margin(new[p], p)
                            + defect(p, at: end, extra: 0, value: newValue[p], slope: newSlope[p], since: since)
                        if extended {
                            if !evaluated {
                                next.evaluate(after: s1, values: v, velocities: vel)
                                evaluated = true
                            }
                            chord = Swift.min(chord, sampledBound(p, at: end, value: v[p], extra: 0, drift: newDrift[p])) + coast[p]
                            if Self.clamped(chord, ex[p], beyond(v[p], p)) > tolerance[p] { return false }
                            continue
                        }
                        chord += coast[p]
                        if lower[p] > -Double.infinity || upper[p] < .infinity {
                            // A clamped property: unless it stays inside its range from the anchor
                            // to `end` (its reach |v|·s + M·s²/2 from the instant on, within the
                            // room there), the value at `end` decides.
                            let reach = Swift.abs(newVelocity[p]) * s1 + newBound[p] * s1 * s1 / 2
                            let inside = ex[p] == 0 && beyond(new[p], p) == 0 && reach < Swift.min(new[p] - lower[p], upper[p] - new[p])
                            if inside {
                                if chord > tolerance[p] { return false }
                                continue
                            }
                            if !evaluated {
                                next.evaluate(after: s1, values: v, velocities: vel)
                                evaluated = true
                            }
                            if Self.clamped(chord, ex[p], beyond(v[p], p)) > tolerance[p] { return false }
                        } else if chord + Swift.abs(ex[p]) > tolerance[p] {
                            return false
                        }
                    }
                    return true
                }
                var end = capped
                // A keyframe just after the instant must fit (where one moved back stops). With
                // no jump listed, no sampling and every property inside its range at both ends of
                // the instant, it does when the planned end does (its bound is the same with a
                // shorter span), so that one is tested first.
                let implied = !extended && defects.isEmpty && (0..<width).allSatisfy { ex[$0] == 0 && beyond(new[$0], $0) == 0 }
                if implied && fits(end) {
                    // Both fit.
                } else if !fits(time) {
                    through = false
                } else if !fits(end) {
                    // The latest end that fits (bisection), when one just after the instant does.
                    var low = time + KeyframeTrack.minimumSpan, high = capped
                    if low < high && fits(low) {
                        for _ in 0..<12 {
                            guard high - low > 1e-3 * (high - time) else { break }
                            let mid = (low + high) / 2
                            if fits(mid) { low = mid } else { high = mid }
                        }
                        end = low
                    } else {
                        through = false
                    }
                }
                if through {
                    for p in 0..<width {
                        bound[p] = newBound[p]
                        soft[p] = newSoft[p]
                        value[p] = newValue[p]
                        slope[p] = newSlope[p]
                        if extended { drift[p] = newDrift[p] }
                    }
                    s[KeyframeTrack.hDefectTime] = since
                    s[KeyframeTrack.hPlanEnd] = end
                }
            }
            if !through {
                if listed { defects.removeLast(defectStride) }
                end(at: time, old: &old, next: &next)
            }
            for p in 0..<width {
                right[p] = new[p]
                rightVelocity[p] = newVelocity[p]
            }
            s[KeyframeTrack.hPieceStart] = time
            noteAcceleration(next)
        }

        /// Another record at the piece's start: the new values and motion replace the old; a
        /// keyframe falls there (if none did), and the segment ending there counts the change.
        mutating func replace<P: KeyframePiece>(_ next: inout P) {
            let time = s[KeyframeTrack.hPieceStart]
            let right = f(KeyframeTrack.fRight), rightVelocity = f(KeyframeTrack.fRightVelocity)
            let new = f(KeyframeTrack.fNew), newVelocity = f(KeyframeTrack.fNewVelocity)
            next.evaluate(after: 0, values: new, velocities: newVelocity)
            let bound = f(KeyframeTrack.fBound), soft = f(KeyframeTrack.fSoft), ex = f(KeyframeTrack.fAnchorExcess)
            let last = f(KeyframeTrack.fLastDeviation)
            let anchor = s[KeyframeTrack.hAnchor]
            if anchor == time {
                // The keyframe there takes the new values: its segment's line moves by at most the
                // change at its end, and its end's distance from the range by at most as much.
                let count = times.count
                for p in 0..<width {
                    let change = Swift.abs(new[p] - right[p])
                    values[(count - 1) * width + p] = Swift.min(Swift.max(new[p], lower[p]), upper[p])
                    let d = last[p] + 3 * change
                    settleOne(p, d)
                }
                for p in 0..<width { ex[p] = beyond(new[p], p) }
            } else {
                let span = time - anchor, d = f(KeyframeTrack.fSegment)
                for p in 0..<width {
                    let chord = Swift.min(span * span / 8 * bound[p] + soft[p] + defect(p, at: time, extra: new[p] - right[p]) + margin(new[p], p),
                                          sampledBound(p, at: time, value: new[p], extra: new[p] - right[p], drift: f(KeyframeTrack.fDrift)[p]))
                        + f(KeyframeTrack.fCoastDrift)[p]
                    d[p] = Self.clamped(chord, ex[p], beyond(new[p], p))
                }
                emit(time, new)
                settle(new, at: time)
            }
            if s[KeyframeTrack.hUniformValid] != 0 { setUniformRight(new) }
            s[KeyframeTrack.hUniformCoasted] = 0
            for p in 0..<width {
                right[p] = new[p]
                rightVelocity[p] = newVelocity[p]
            }
            plan(&next, after: 0, new, newVelocity)
            notePieceBound(&next, new, newVelocity)
            noteAcceleration(next)
        }

        /// The last record ends the last segment (and the 60 Hz sampling); whether the 60 Hz comparison holds.
        mutating func finish() -> Bool {
            let time = s[KeyframeTrack.hPieceStart], anchor = s[KeyframeTrack.hAnchor]
            let right = f(KeyframeTrack.fRight), bound = f(KeyframeTrack.fBound), soft = f(KeyframeTrack.fSoft)
            let ex = f(KeyframeTrack.fAnchorExcess)
            if time > anchor {
                let span = time - anchor, d = f(KeyframeTrack.fSegment)
                for p in 0..<width {
                    let chord = Swift.min(span * span / 8 * bound[p] + soft[p] + defect(p, at: time) + margin(right[p], p),
                                          sampledBound(p, at: time, value: right[p], extra: 0, drift: f(KeyframeTrack.fDrift)[p]))
                        + f(KeyframeTrack.fCoastDrift)[p]
                    d[p] = Self.clamped(chord, ex[p], beyond(right[p], p))
                }
                emit(time, right)
                settle(right, at: time)
            }
            guard s[KeyframeTrack.hUniformValid] != 0 else { return false }
            let pending = s[KeyframeTrack.hUniformPending] != 0
            if pending || uniformNodes.count > uniformStride {
                // A piece to subdivide the stash with (only its spring cache is used).
                var cache = KeyframeSpringCache()
                let still = [KeyframeRecorder.still(0)]
                still.withUnsafeBufferPointer { motions in
                    withUnsafeMutablePointer(to: &cache) { c in
                        var piece = SpringMotionPiece(motions: motions.baseAddress!, width: 1, cache: c)
                        closeUniformSample(&piece)
                    }
                }
                // The end, after the last sample, is one more.
                if !pending { s[KeyframeTrack.hUniformNext] += 1 }
            }
            return true
        }

        // MARK: Segments

        /// Plans the next segment from the anchor, `elapsed` into `piece`, where the values are `v`
        /// and the velocities `vel`: its end (``KeyframeTrack/hPlanEnd``) and per property the bound on |x″|.
        mutating func plan<P: KeyframePiece>(_ piece: inout P, after elapsed: Double,
                                             _ v: UnsafeMutablePointer<Double>, _ vel: UnsafeMutablePointer<Double>) {
            let ex = f(KeyframeTrack.fAnchorExcess), bound = f(KeyframeTrack.fBound), soft = f(KeyframeTrack.fSoft)
            let e = f(KeyframeTrack.fEnvelope), a0 = f(KeyframeTrack.fA0), a1 = f(KeyframeTrack.fA1), a2 = f(KeyframeTrack.fA2)
            // Each property's span by its envelope first (one square root), then the local bound
            // refines the shortest until it no longer is the shortest: a longer span cannot
            // lower the minimum, so the others need no refinement.
            let span = f(KeyframeTrack.fSpan), refined = f(KeyframeTrack.fRefine)
            for p in 0..<width {
                let b = piece.bound(p, after: elapsed, value: v[p], velocity: vel[p])
                e[p] = b.envelope
                a0[p] = b.a0
                a1[p] = b.a1
                a2[p] = b.a2
                var budget = tolerance[p] * (63.0 / 64) - Swift.abs(ex[p]) - margin(v[p], p)
                if budget < tolerance[p] / 4 { budget = tolerance[p] / 4 }
                refined[p] = budget
                let envelope = b.envelope * (1 + 1e-12)
                span[p] = envelope > 0 ? (8 * budget / envelope).squareRoot() : .infinity
            }
            var h = Double.infinity
            while true {
                var shortest = -1
                h = .infinity
                for p in 0..<width where span[p] < h {
                    h = span[p]
                    shortest = p
                }
                guard shortest >= 0, refined[shortest] >= 0 else { break }
                let p = shortest
                // (span[p] is still the envelope's span, which the solve starts from.)
                span[p] = KeyframeBound(envelope: e[p], a0: a0[p], a1: a1[p], a2: a2[p]).span(within: refined[p], envelopeSpan: span[p])
                refined[p] = -1
            }
            if !(h >= KeyframeTrack.minimumSpan) { h = KeyframeTrack.minimumSpan }
            let limit = piece.nextKink(after: elapsed) - elapsed
            h = Swift.min(h, limit)
            h = extend(&piece, after: elapsed, from: h, limit: limit)
            for p in 0..<width {
                let b = KeyframeBound(envelope: e[p], a0: a0[p], a1: a1[p], a2: a2[p])
                bound[p] = h.isFinite ? b.over(h) : b.envelope
                soft[p] = 0
            }
            resetDefects()
            s[KeyframeTrack.hPlanEnd] = s[KeyframeTrack.hPieceStart] + elapsed + h
        }

        /// A keyframe `elapsed` into the current piece (a planned end), then the next plan. When the
        /// bound does not fit there (the clamped line's ends on different sides of a range's bound:
        /// the motion crosses into or out of the range), the keyframe moves back to the latest
        /// instant found by bisection where it fits, no closer to the anchor than the shortest
        /// segment (so that the greedy always advances); when none fits, the keyframe stays and its
        /// deviation is reported as it is.
        mutating func commitInside<P: KeyframePiece>(_ piece: inout P, at elapsed: Double) {
            let v = f(KeyframeTrack.fValue), vel = f(KeyframeTrack.fVelocity)
            let bound = f(KeyframeTrack.fBound), soft = f(KeyframeTrack.fSoft), ex = f(KeyframeTrack.fAnchorExcess)
            let t0 = s[KeyframeTrack.hPieceStart], anchor = s[KeyframeTrack.hAnchor]
            let drift = f(KeyframeTrack.fDrift), coast = f(KeyframeTrack.fCoastDrift)
            var at = elapsed
            func segment(_ p: Int) -> Double {
                let span = t0 + at - anchor
                let chord = Swift.min(span * span / 8 * bound[p] + soft[p] + defect(p, at: t0 + at) + margin(v[p], p),
                                      sampledBound(p, at: t0 + at, value: v[p], extra: 0, drift: drift[p])) + coast[p]
                return Self.clamped(chord, ex[p], beyond(v[p], p))
            }
            // Each property's segment bound at `at` into `d`; whether all fit.
            let d = f(KeyframeTrack.fSegment)
            func fits() -> Bool {
                var all = true
                for p in 0..<width {
                    d[p] = segment(p)
                    if !(d[p] <= tolerance[p]) { all = false }
                }
                return all
            }
            piece.evaluate(after: at, values: v, velocities: vel)
            // The earliest instant the keyframe may move back to: the shortest segment after the
            // anchor, and not before the piece's start (whose jump the bound already counts).
            let earliest = Swift.max(anchor - t0 + KeyframeTrack.minimumSpan, 0)
            if !fits() && earliest < at {
                var low = earliest, high = at
                at = low
                piece.evaluate(after: at, values: v, velocities: vel)
                if fits() {
                    for _ in 0..<30 {
                        guard high - low > 1e-4 * (high - earliest) else { break }
                        at = (low + high) / 2
                        piece.evaluate(after: at, values: v, velocities: vel)
                        if fits() { low = at } else { high = at }
                    }
                    at = low
                    piece.evaluate(after: at, values: v, velocities: vel)
                } else {
                    at = elapsed
                    piece.evaluate(after: at, values: v, velocities: vel)
                }
                _ = fits()
            }
            emit(t0 + at, v)
            settle(v, at: t0 + at)
            plan(&piece, after: at, v, vel)
        }

        /// Ends the segment at `time` (a recorded instant) with the new values (``KeyframeTrack/fNew``);
        /// when their jump would not fit, a keyframe first falls on `old` just before it, late
        /// enough for the rest of the old piece and the jump to fit. Then plans on `next`.
        mutating func end<P: KeyframePiece>(at time: Double, old: inout P, next: inout P) {
            let t0 = s[KeyframeTrack.hPieceStart]
            let left = f(KeyframeTrack.fLeft), new = f(KeyframeTrack.fNew), newVelocity = f(KeyframeTrack.fNewVelocity)
            let bound = f(KeyframeTrack.fBound), soft = f(KeyframeTrack.fSoft), ex = f(KeyframeTrack.fAnchorExcess)
            func segment(_ p: Int) -> Double {
                let span = time - s[KeyframeTrack.hAnchor]
                let chord = Swift.min(span * span / 8 * bound[p] + soft[p] + defect(p, at: time, extra: new[p] - left[p]) + margin(new[p], p),
                                      sampledBound(p, at: time, value: new[p], extra: new[p] - left[p], drift: f(KeyframeTrack.fDrift)[p]))
                    + f(KeyframeTrack.fCoastDrift)[p]
                return Self.clamped(chord, ex[p], beyond(new[p], p))
            }
            // Keyframes on the old piece before `time` until the last segment fits: each at the
            // earliest instant from which the rest of the old piece and the jump fit (bisection),
            // moved back by commitInside if its own segment does not fit. Every round moves the
            // anchor forward by at least the shortest segment; when no instant before `time`
            // helps (the jump alone does not fit), the segment ends as it is.
            var rounds = 0
            while rounds < 64, (0..<width).contains(where: { segment($0) > tolerance[$0] }) {
                rounds += 1
                let anchor = s[KeyframeTrack.hAnchor]
                let from = Swift.max(anchor + KeyframeTrack.minimumSpan, t0)
                guard from < time - KeyframeTrack.minimumSpan else { break }
                let v = f(KeyframeTrack.fValue), vel = f(KeyframeTrack.fVelocity), rest = f(KeyframeTrack.fTemp)
                old.evaluate(after: from - t0, values: v, velocities: vel)
                for p in 0..<width { rest[p] = old.bound(p, after: from - t0, value: v[p], velocity: vel[p]).over(time - from) }
                // Whether the last segment fits from a keyframe `e` seconds into the old piece.
                func lastFits(_ e: Double) -> Bool {
                    old.evaluate(after: e, values: v, velocities: vel)
                    let span = time - (t0 + e)
                    return (0..<width).allSatisfy { p in
                        Self.clamped(span * span / 8 * rest[p] + Swift.abs(new[p] - left[p]) + margin(new[p], p)
                                        + f(KeyframeTrack.fCoastDrift)[p],
                                     beyond(v[p], p), beyond(new[p], p)) <= tolerance[p]
                    }
                }
                var low = from - t0, high = time - KeyframeTrack.minimumSpan - t0
                guard lastFits(high) else { break }
                if !lastFits(low) {
                    for _ in 0..<40 {
                        guard high - low > 1e-4 * (time - t0 - low) else { break }
                        let mid = (low + high) / 2
                        if lastFits(mid) { high = mid } else { low = mid }
                    }
                    low = high
                }
                commitInside(&old, at: low)
                // The bound over [from, time] holds on the rest of the old piece.
                for p in 0..<width {
                    bound[p] = rest[p]
                    soft[p] = 0
                }
            }
            let d = f(KeyframeTrack.fSegment)
            for p in 0..<width { d[p] = segment(p) }
            emit(time, new)
            settle(new, at: time)
            s[KeyframeTrack.hPieceStart] = time
            plan(&next, after: 0, new, newVelocity)
        }

        /// Folds bound `d` into property `p`'s deviation as its last segment's.
        @inline(__always)
        func settleOne(_ p: Int, _ d: Double) {
            let deviation = f(KeyframeTrack.fDeviation), last = f(KeyframeTrack.fLastDeviation)
            last[p] = d
            if d > deviation[p] { deviation[p] = d }
        }

        /// Stores `piece`'s bound from its start (values `v`, velocities `vel`), for the 60 Hz
        /// comparison over the interval it covers.
        @inline(__always)
        func notePieceBound<P: KeyframePiece>(_ piece: inout P, _ v: UnsafeMutablePointer<Double>, _ vel: UnsafeMutablePointer<Double>) {
            let e = f(KeyframeTrack.fPieceEnvelope), a0 = f(KeyframeTrack.fPieceA0), a1 = f(KeyframeTrack.fPieceA1), a2 = f(KeyframeTrack.fPieceA2)
            for p in 0..<width {
                let b = piece.bound(p, after: 0, value: v[p], velocity: vel[p])
                e[p] = b.envelope
                a0[p] = b.a0
                a1[p] = b.a1
                a2[p] = b.a2
            }
        }

        // MARK: Uniform sampling

        /// The piece from its start over `dt` (to the record at `time`) joins the current 60 Hz
        /// segment as nodes (``KeyframePiece/subdivide(over:tolerance:maximumParts:values:gaps:)``),
        /// the last at `time` — when the piece can be stashed, one node instead, whose values before
        /// `time` and gap (the piece's bound from its start, or infinite across a delayed start,
        /// which makes the segment subdivided) are computed from the stash when the segment closes
        /// and needs them (``completeUniformNodes(_:)``); a sample that ended the segment before is
        /// closed first.
        mutating func noteUniformPiece<P: KeyframePiece>(_ piece: inout P, over dt: Double, to time: Double) {
            if s[KeyframeTrack.hUniformPending] != 0 { closeUniformSample(&piece) }
            let w = width
            if piece.stash(into: &uniformStash) {
                s[KeyframeTrack.hUniformLazy] = 1
                uniformNodes.append(time)
                appendZeros(&uniformNodes, uniformStride - 1)
                return
            }
            s[KeyframeTrack.hUniformLazy] = 0
            let need = 2 * keyframeMaximumParts * w
            if uniformScratch.count < need { uniformScratch = Array(repeating: 0, count: need) }
            let start = s[KeyframeTrack.hRecordTime], tolerance = self.tolerance
            var scratch = uniformScratch
            uniformScratch = []
            defer { uniformScratch = scratch }
            scratch.withUnsafeMutableBufferPointer { buffer in
                let values = buffer.baseAddress!, gaps = values + keyframeMaximumParts * w
                let parts = piece.subdivide(over: dt, tolerance: tolerance, maximumParts: keyframeMaximumParts,
                                            values: values, gaps: gaps)
                appendUniformNodes(parts: parts, from: start, to: time, values: values, gaps: gaps)
            }
        }

        /// Appends the nodes of `parts` equal parts from `start` to `time` (the last at `time`).
        mutating func appendUniformNodes(parts: Int, from start: Double, to time: Double, values: UnsafePointer<Double>,
                                         gaps: UnsafePointer<Double>) {
            let w = width, h = (time - start) / Double(parts), stride = uniformStride, old = uniformNodes.count
            appendZeros(&uniformNodes, parts * stride)
            uniformNodes.withUnsafeMutableBufferPointer { nodes in
                for j in 0..<parts {
                    let node = nodes.baseAddress! + old + j * stride
                    node[0] = j == parts - 1 ? time : start + Double(j + 1) * h
                    for p in 0..<w {
                        node[1 + p] = values[j * w + p]
                        node[1 + w + p] = values[j * w + p]
                        node[1 + 2 * w + p] = gaps[j * w + p]
                    }
                }
            }
        }

        /// The values from the last node on are `v` (a record's, or another record's at its instant).
        @inline(__always)
        mutating func setUniformRight(_ v: UnsafeMutablePointer<Double>) {
            let base = uniformNodes.count - uniformStride + 1 + width, w = width
            uniformNodes.withUnsafeMutableBufferPointer { nodes in
                for p in 0..<w { nodes[base + p] = v[p] }
            }
        }

        /// The recorded instant `time` (its new values in ``KeyframeTrack/fNew``) ends the last
        /// node; when it is the next 60 Hz sample (within a nanosecond), the segment from the
        /// previous one is closed at the next record (another record at this instant may still
        /// change the values). A sample that falls between records ends the comparison.
        mutating func noteUniformInstant(_ time: Double) {
            setUniformRight(f(KeyframeTrack.fNew))
            let u = s[KeyframeTrack.hUniformStart] + s[KeyframeTrack.hUniformNext] / 60
            if Swift.abs(time - u) <= 1e-9 {
                s[KeyframeTrack.hUniformPending] = 1
                s[KeyframeTrack.hUniformNext] += 1
            } else if time > u {
                s[KeyframeTrack.hUniformValid] = 0
            }
        }

        /// The 60 Hz segment from the first node to the last counts: the line through their values
        /// stays within max(|line − value after a node|, |line − value before the next|) + the gap's
        /// bound on every gap (on each the motion is one closed form within the gap's bound of its
        /// chord, and two lines differ most at the gap's ends), clamped like the keyframes'. The last
        /// node is the first of the next segment.
        ///
        /// With stashed pieces (one node per record) that bound is used when it does not exceed the
        /// deviation so far; otherwise the pieces are subdivided as
        /// ``KeyframePiece/subdivide(over:tolerance:maximumParts:values:gaps:)`` splits them at once,
        /// and the smaller of the two bounds counts — never more than the subdivided nodes give.
        /// (`piece`: any piece of the track, to subdivide the stash with.)
        mutating func closeUniformSample<P: KeyframePiece>(_ piece: inout P) {
            s[KeyframeTrack.hUniformPending] = 0
            let w = width, stride = uniformStride, n = uniformNodes.count / stride
            let coasted = s[KeyframeTrack.hUniformCoasted] != 0
            s[KeyframeTrack.hUniformCoasted] = 1
            guard n > 1 else { return }
            let deviation = f(KeyframeTrack.fUniformDeviation), coarse = f(KeyframeTrack.fTemp)
            if s[KeyframeTrack.hUniformLazy] != 0 {
                if coasted && uniformStash.count >= w && coastedSampleFits(&piece, nodes: n) {
                    // Within the deviation so far: the nodes' bound could not raise it.
                    keepLastUniformNode()
                    return
                }
                completeUniformNodes(&piece)
            }
            var exceeds = false
            uniformNodes.withUnsafeBufferPointer { nodes in
                Self.bound(nodes.baseAddress!, count: n, width: w, into: coarse)
            }
            for p in 0..<w {
                coarse[p] = Self.clamped(coarse[p], beyond(uniformNodes[1 + w + p], p), beyond(uniformNodes[(n - 1) * stride + 1 + w + p], p))
                if coarse[p] > deviation[p] { exceeds = true }
            }
            if exceeds && s[KeyframeTrack.hUniformLazy] != 0 {
                // The nodes again, each stashed piece subdivided; the records' values kept. (The
                // coarse nodes copied to storage of their own: a copy sharing the nodes' buffer
                // would make the nodes copy theirs, an allocation per segment.)
                var coarseNodes = uniformCoarse
                uniformCoarse = []
                coarseNodes.removeAll(keepingCapacity: true)
                coarseNodes.append(contentsOf: uniformNodes)
                defer { uniformCoarse = coarseNodes }
                uniformNodes.removeLast((n - 1) * stride)
                let tolerance = self.tolerance, need = 2 * keyframeMaximumParts * w
                if uniformScratch.count < need { uniformScratch = Array(repeating: 0, count: need) }
                var scratch = uniformScratch, stash = uniformStash
                uniformScratch = []
                scratch.withUnsafeMutableBufferPointer { buffer in
                    stash.withUnsafeBufferPointer { motions in
                        let values = buffer.baseAddress!, gaps = values + keyframeMaximumParts * w
                        for k in 1..<n {
                            let start = coarseNodes[(k - 1) * stride], end = coarseNodes[k * stride]
                            let parts = piece.subdivide(stashed: motions.baseAddress! + (k - 1) * w, width: w, over: end - start,
                                                        tolerance: tolerance, values: values, gaps: gaps)
                            appendUniformNodes(parts: parts, from: start, to: end, values: values, gaps: gaps)
                            // The value from the record on, as recorded.
                            let last = uniformNodes.count - stride
                            for p in 0..<w { uniformNodes[last + 1 + w + p] = coarseNodes[k * stride + 1 + w + p] }
                        }
                    }
                }
                uniformScratch = scratch
                let fine = f(KeyframeTrack.fTemp2)
                let count = uniformNodes.count / stride
                uniformNodes.withUnsafeBufferPointer { nodes in
                    Self.bound(nodes.baseAddress!, count: count, width: w, into: fine)
                }
                for p in 0..<w {
                    let d = Self.clamped(fine[p], beyond(uniformNodes[1 + w + p], p), beyond(uniformNodes[(count - 1) * stride + 1 + w + p], p))
                    coarse[p] = Swift.min(coarse[p], d)
                }
            }
            for p in 0..<w where coarse[p] > deviation[p] { deviation[p] = coarse[p] }
            keepLastUniformNode()
        }

        /// The last node becomes the first of the next segment; the stash is emptied.
        @inline(__always)
        mutating func keepLastUniformNode() {
            let stride = uniformStride, count = uniformNodes.count / stride
            uniformNodes.withUnsafeMutableBufferPointer { nodes in
                let last = nodes.baseAddress! + (count - 1) * stride
                for k in 0..<stride { nodes[k] = last[k] }
            }
            uniformNodes.removeLast((count - 1) * stride)
            uniformStash.removeAll(keepingCapacity: true)
        }

        /// The stashed nodes' values just before them and gaps (what the piece since the node
        /// before gives: its values at the node, and its bound from its start over the gap, or
        /// infinity across a delayed start). Node 0 (the segment's first, the last segment's last)
        /// needs neither.
        mutating func completeUniformNodes<P: KeyframePiece>(_ piece: inout P) {
            let w = width, stride = uniformStride, n = uniformNodes.count / stride
            uniformStash.withUnsafeBufferPointer { stash in
                uniformNodes.withUnsafeMutableBufferPointer { nodes in
                    for k in 1..<n {
                        let node = nodes.baseAddress! + k * stride
                        let dt = node[0] - node[-stride]
                        piece.node(stashed: stash.baseAddress! + (k - 1) * w, width: w, over: dt,
                                   values: node + 1, gaps: node + 1 + 2 * w)
                    }
                }
            }
        }

        /// Whether a 60 Hz segment of `n` stashed nodes, all of whose records were coasted (or
        /// the planner's piece's start), is bounded within the deviation so far without its nodes:
        /// every piece of it then lies within D (``KeyframeTrack/fCoastDrift``) of the planner's
        /// piece A, and so do the line's ends, so the nodes' bound (the line's distance from the
        /// node values plus the gaps' chord bounds, clamped) is at most
        /// 2D + H²/8 · F·(R₀ + D) + H²/8 · F·(R₀ + 2D) over the segment's H seconds, where F·R
        /// is the energy envelope of |x″| (``KeyframePiece/coastedSampleBound(_:stashed:span:drift:)``,
        /// R₀ the first piece's energy radius). When that is within the deviation so far, so is
        /// the nodes' bound, and closing the segment would change nothing.
        mutating func coastedSampleFits<P: KeyframePiece>(_ piece: inout P, nodes n: Int) -> Bool {
            let w = width, stride = uniformStride
            let deviation = f(KeyframeTrack.fUniformDeviation), drift = f(KeyframeTrack.fCoastDrift)
            let span = uniformNodes[(n - 1) * stride] - uniformNodes[0]
            for p in 0..<w {
                let bound = uniformStash.withUnsafeBufferPointer { stash in
                    piece.coastedSampleBound(p, stashed: stash.baseAddress!, span: span, drift: drift[p])
                }
                let clamped = Self.clamped(bound * (1 + 1e-9), beyond(uniformNodes[1 + w + p], p),
                                           beyond(uniformNodes[(n - 1) * stride + 1 + w + p], p))
                if !(clamped <= deviation[p]) { return false }
            }
            return true
        }

        /// Per property, the largest over the gaps between `count` nodes of the line's distance from
        /// the node values at the gap's ends plus the gap's bound (unclamped).
        static func bound(_ nodes: UnsafePointer<Double>, count n: Int, width w: Int, into out: UnsafeMutablePointer<Double>) {
            let stride = 1 + 3 * w
            let first = nodes, last = nodes + (n - 1) * stride
            let t0 = first[0], span = last[0] - t0
            for p in 0..<w {
                let vi = first[1 + w + p], vj = last[1 + w + p]
                let slope = (vj - vi) / span
                var worst = 0.0
                var x = first
                for _ in 1..<n {
                    let y = x + stride
                    let a = Swift.abs(vi + slope * (x[0] - t0) - x[1 + w + p])
                    let b = Swift.abs(vi + slope * (y[0] - t0) - y[1 + p])
                    worst = Swift.max(worst, Swift.max(a, b) + y[1 + 2 * w + p])
                    x = y
                }
                out[p] = worst
            }
        }

        /// The piece's acceleration bounds count for uniform sampling at the tolerance.
        @inline(__always)
        func noteAcceleration<P: KeyframePiece>(_ piece: P) {
            let m = f(KeyframeTrack.fMaxAcceleration)
            for p in 0..<width {
                let a = piece.accelerationEnvelope(p)
                if a > m[p] { m[p] = a }
            }
        }
    }
}
