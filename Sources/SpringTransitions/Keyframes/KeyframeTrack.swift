/// The recorded motion of one element (or of the content offset) for keyframe export, and the
/// keyframes chosen on it as it is recorded.
///
/// **Pieces.** Between two recorded instants every property follows one closed form (a
/// ``KeyframePiece``). At a recorded instant the engine may change it: a value jumps by `J` (a
/// settle snapping a channel, a non-exact integrator's step) and a velocity by `K`.
///
/// **Segments.** A keyframe's straight line to the next keyframe, over `h` seconds, stays within
///
///     B = h²/8 · M + max over the crossed instants τ of |D(end)·λ(τ) − D(τ∓)|
///
/// of the motion at every instant between them, where M bounds |x″| on every piece the segment
/// crosses (``KeyframeBound``: the smaller of the energy envelope and a local Taylor bound) and D is
/// the *defect*: a step of J and a ramp of K at each crossed instant (``Kernel/defect(_:at:extra:)``;
/// jumps of a rounding's size are added instead). (The motion minus D is C¹ and within h²/8·M of
/// its chord; D is piecewise linear, so its distance from its chord is largest at an instant.)
/// Clamped properties (sizes at 0, alpha to [0, 1]) compare clamped values: with both ends beyond
/// the same side of the range by a and b, max(0, B − min(a, b)); otherwise B + max(a, b). A
/// keyframe where the motion crosses a bound of the range moves back (bisection) to where its
/// segment fits. On an underdamped spring a segment is also bounded by sampling its first piece
/// (``Kernel/sampledBound(_:at:value:extra:drift:)``), and the smaller bound counts.
///
/// **Greedy, analytic.** From the last keyframe (the *anchor*) the segment's length is solved
/// from the bound for the longest h (``KeyframeBound/span(within:)``, 1/64 of the budget kept),
/// with the same keyframe times for every property (the shortest wins) and never across a delayed
/// start; on an underdamped spring it is then lengthened while sampling certifies it
/// (``Kernel/extend(_:after:from:limit:)``). The keyframe falls there, evaluated on the closed form.
/// A recorded instant inside the planned segment is crossed when a keyframe just after it and the
/// planned end (or, by bisection, an earlier one) still fit with the new piece; otherwise (an
/// event) the segment ends there, with a keyframe just before it when a jump would not fit. Each
/// segment's bound is computed as it is chosen and is the certified deviation. The 60 Hz comparison
/// is bounded on nodes (see ``Kernel/closeUniformSample(_:)``).
///
/// **Coasting.** A record whose motion continues the planner's piece to within a rounding
/// (``KeyframePiece/continues(_:after:tolerance:drift:)``, see ``KeyframeRecorder``) is *coasted*
/// (``recordOrCoast(old:last:next:at:forced:coastable:)``): the planner stays on its piece (from
/// ``hPieceStart``, the last record that was not coasted), and the difference's energy radius —
/// a bound on it from then on — joins ``fCoastDrift``, added to every bound the planner certifies.
/// The 60 Hz comparison still takes every record (from ``hRecordTime``, the last record).
///
/// Storage: one flat buffer of per-track and per-property fields; the keyframes' times and
/// (clamped) values, keyframe-major, are the export's arrays.
struct KeyframeTrack {
    /// The properties, in order.
    let properties: [KeyframeProperty]
    /// The number of properties.
    let width: Int
    /// Per property: the tolerance, and the range the pose clamps to.
    let tolerance: [Double]
    let lower: [Double]
    let upper: [Double]
    /// The header and the per-property fields (see ``Kernel``).
    var state: [Double]
    /// The growable storage (and, while a record runs, pointers to the state): see ``Kernel``.
    var kernel: Kernel
    /// The keyframes' times.
    var times: [Double] {
        get { kernel.times }
        set { kernel.times = newValue }
    }
    /// The keyframes' values, clamped, keyframe-major.
    var values: [Double] {
        get { kernel.values }
        set { kernel.values = newValue }
    }
    // Also in the kernel: the recorded instants the current segment crosses whose jumps are not
    // negligible (`defects`: per instant its time, then per property the defect just before and
    // just after it); the current segment's samples when it was planned by sampling (`samples`,
    // ``Kernel/extend(_:after:from:limit:)``: the anchor's piece at evenly spaced instants from
    // the anchor, sample-major; and `trial`, the storage of the trials); the 60 Hz comparison's
    // nodes since its last sample (`uniformNodes`: per node its time, then per property the value
    // just before it, the value from it on, and the chord bound of the gap before it; and
    // `uniformScratch`, the storage ``KeyframePiece/subdivide(over:tolerance:maximumParts:values:gaps:)``
    // writes to); the pieces of the 60 Hz segment so far (`uniformStash`, ``KeyframePiece/stash(into:)``),
    // when its nodes are one per record until its bound is needed (see ``Kernel/closeUniformSample(_:)``).

    // Header.
    static let hAnchor = 0, hPlanEnd = 1, hPieceStart = 2, hRecordTime = 3, hUniformNext = 4, hUniformValid = 5,
               hUniformStart = 6, hStarted = 7, hDefectTime = 8, hExtended = 9,
               hSampleStep = 10, hSampleCount = 11, hUniformPending = 12, hUniformLazy = 13,
               hUniformCoasted = 14, header = 15
    // Per-property fields (each `width` long).
    static let fAnchorExcess = 0, fBound = 1, fSoft = 2, fDeviation = 3, fLeft = 4, fLeftVelocity = 5, fRight = 6,
               fRightVelocity = 7, fLastDeviation = 8,
               fUniformDeviation = 12, fMaxAcceleration = 14, fNew = 15, fNewVelocity = 16,
               fValue = 17, fVelocity = 18, fTemp = 19, fTemp2 = 20, fSegment = 21,
               fEnvelope = 22, fA0 = 23, fA1 = 24, fA2 = 25, fSpan = 26, fRefine = 27,
               fPieceEnvelope = 28, fPieceA0 = 29, fPieceA1 = 30, fPieceA2 = 31,
               fDefectValue = 32, fDefectSlope = 33, fNewDefectValue = 34, fNewDefectSlope = 35,
               fGap = 36, fDrift = 37, fNewDrift = 38, fSampleValue = 39, fSampleVelocity = 40, fCoastDrift = 41, fRecordDrift = 42,
               fTolerance = 43, fLower = 44, fUpper = 45, fEmit = 46, fields = 47

    /// The most recorded instants a segment crosses with their jumps listed (see ``Kernel/defect(_:at:extra:)``);
    /// at the next one that is not negligible, the segment ends.
    static let maximumDefects = 64

    /// The shortest segment planned (a motion whose bound needs shorter ones gets this and reports
    /// its deviation truthfully).
    static let minimumSpan = 1e-5

    init(properties: [KeyframeProperty], tolerance: KeyframeTolerance) {
        self.properties = properties
        width = properties.count
        self.tolerance = properties.map { tolerance.bound(for: $0) }
        lower = properties.map { $0.range.lowerBound }
        upper = properties.map { $0.range.upperBound }
        state = Array(repeating: 0, count: Self.header + Self.fields * properties.count)
        kernel = Kernel(width: properties.count)
        // (The constants also in the state: a record then reaches a single array.)
        for p in 0..<width {
            state[Self.header + Self.fTolerance * width + p] = self.tolerance[p]
            state[Self.header + Self.fLower * width + p] = lower[p]
            state[Self.header + Self.fUpper * width + p] = upper[p]
        }
    }

    /// Whether the track has its first record.
    var isStarted: Bool { state[Self.hStarted] != 0 }

    /// The number of keyframes.
    var keyCount: Int { times.count }

    /// Per property, the bound of the chosen segments so far.
    var deviation: [Double] { field(Self.fDeviation) }

    /// Per property, the bound of 60 Hz sampling so far.
    var uniformDeviation: [Double] { field(Self.fUniformDeviation) }

    /// Per property, the largest acceleration bound of any recorded motion.
    var maximumAcceleration: [Double] { field(Self.fMaxAcceleration) }

    /// The first recorded instant.
    var uniformStart: Double { state[Self.hUniformStart] }

    /// Field `f` of every property.
    func field(_ f: Int) -> [Double] { Array(state[(Self.header + f * width)..<(Self.header + (f + 1) * width)]) }

    // MARK: Recording

    /// Records an instant: the first (`start`), a later one continuing into `next`, or another
    /// record at the last instant (`next` replaces the piece). `old`: the planner's piece (from
    /// the last record that was not coasted); `last`: the piece since the last record (the same
    /// motions when none was coasted since).
    mutating func record<P: KeyframePiece>(old: inout P, last: inout P, next: inout P, at time: Double, forced: Bool) {
        _ = recordOrCoast(old: &old, last: &last, next: &next, at: time, forced: forced, coastable: false)
    }

    /// Records an instant later than the last, coasted when `coastable` and `next` continues the
    /// planner's piece `old` to within a rounding (``KeyframePiece/continues(_:after:tolerance:drift:)``;
    /// see ``Kernel/coast(_:_:_:to:drift:)``: the planner stays on `old`), recorded otherwise;
    /// `last`: the piece since the last record. Whether it was coasted.
    mutating func recordOrCoast<P: KeyframePiece>(old: inout P, last: inout P, next: inout P, at time: Double,
                                                  forced: Bool, coastable: Bool) -> Bool {
        var coasted = false
        run { k in coasted = k.recordOrCoast(old: &old, last: &last, next: &next, at: time, forced: forced, coastable: coastable) }
        return coasted
    }

    /// ``record(old:last:next:at:forced:)`` with no record coasted since `old` started.
    mutating func record<P: KeyframePiece>(old: inout P, next: inout P, at time: Double, forced: Bool) {
        var last = old
        record(old: &old, last: &last, next: &next, at: time, forced: forced)
    }

    /// Brings the planner to the last record when records were coasted (before ``finish()``).
    mutating func catchUp<P: KeyframePiece>(old: inout P, last: inout P) {
        guard state[Self.hRecordTime] > state[Self.hPieceStart] else { return }
        run { k in k.catchUp(&old, &last) }
    }

    /// Ends the track at its last record.
    mutating func finish() -> (count: Int, deviation: [Double])? {
        var uniform: (count: Int, deviation: [Double])?
        run { k in
            let valid = k.finish()
            if valid { uniform = (Int(k.s[Self.hUniformNext]), []) }
        }
        return uniform.map { ($0.count, uniformDeviation) }
    }

    /// The keyframes, for `element`.
    func keyframes(element: ElementID?) -> Keyframes {
        Keyframes(element: element, properties: properties, times: times, flatValues: values, certifiedDeviation: deviation)
    }

    /// The step of uniform sampling that the a-priori bound `step²/8 · max|f″|` certifies within
    /// the tolerance for every property (infinite when nothing accelerates).
    func uniformStep() -> Double {
        var step = Double.infinity
        let acceleration = maximumAcceleration
        for p in 0..<width where acceleration[p] > 0 {
            step = Swift.min(step, (8 * tolerance[p] / acceleration[p]).squareRoot())
        }
        return step
    }

    /// Runs `body` on the ``Kernel``, pointed at the state.
    @inline(__always)
    mutating func run(_ body: (inout Kernel) -> Void) {
        let width = self.width
        state.withUnsafeMutableBufferPointer { s in
            let base = s.baseAddress!
            kernel.s = base
            kernel.tolerance = UnsafePointer(base + Self.header + Self.fTolerance * width)
            kernel.lower = UnsafePointer(base + Self.header + Self.fLower * width)
            kernel.upper = UnsafePointer(base + Self.header + Self.fUpper * width)
            body(&kernel)
        }
    }
}

extension ClosedRange<Double> {
    /// `x` clamped into the range.
    func clamp(_ x: Double) -> Double { Swift.min(Swift.max(x, lowerBound), upperBound) }
}
