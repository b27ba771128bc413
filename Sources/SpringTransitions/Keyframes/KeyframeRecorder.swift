import Synchronization
/// Records a spring transition's motion instant by instant — every clock step, as a scenario
/// runner's frames at the transition's own rate give them — and exports certified keyframes
/// (``KeyframeExport``). Record the instants on the transition's clock grid and every event at its
/// own instant (after applying it): between recorded instants the motion must be the one the
/// transition reported at the previous instant.
///
/// Keyframes are chosen while recording (see ``KeyframeExport``), so memory stays proportional to
/// the keyframes, not to the recorded instants (plus one batch of up to 8 records' motions, at
/// most 16 MiB beyond one record's). Recording an instant costs O(elements) plus O(1) per
/// keyframe that falls before it (planned when its batch is).
public struct KeyframeRecorder {
    /// The bound to certify.
    public let tolerance: KeyframeTolerance
    var elementIDs: [ElementID] = []
    /// Each element's index in the transition's entries, when known (−1: look it up).
    var entryIndices: [Int] = []
    var tracks: [KeyframeTrack] = []
    var offset: KeyframeTrack
    /// The motion of every element's properties from the last recorded instant that was not
    /// coasted on (the planner's piece: see ``recordElements(at:event:_:)``), element-major.
    var pending: [SpringMotion] = []
    /// The motion of every element's properties from the last recorded instant on, element-major.
    var previous: [SpringMotion] = []
    var pendingOffset: [SpringMotionSum] = [.constant(0), .constant(0)]
    /// Whether each element's motions were read in bulk (reused storage).
    var done: [Bool] = []
    /// The last recorded instant.
    var lastTime: Double?
    /// Spring constants and step maps, shared by every element (on two threads: by the calling
    /// thread's elements; the helper has its own).
    var cache = KeyframeSpringCache()
    /// How many threads plan the element tracks (see ``Threads``); read at the first record, so
    /// set it before recording.
    public var threads = Threads.automatic
    /// Whether batches are planned on two threads (chosen at the first record).
    var twoThreads = false
    /// The batch: up to ``batchCapacity`` records' motions (record-major, then element-major),
    /// instants, event flags and whether each may coast; ``batchCount`` of them gathered.
    var batchMotions: [SpringMotion] = []
    var batchCapacity = 1
    var batchTimes: [Double] = []
    var batchForced: [Bool] = []
    var batchCoastable: [Bool] = []
    var batchCount = 0
    /// The second thread (created by the first flush; `nil` when the system refused one).
    var helper: KeyframeHelperThread?
    var helperRefused = false
    /// The batches still to plan on the calling thread alone: the helper planned little of a
    /// recent batch, or was waited for (its core busy elsewhere), so waking it would not pay.
    var aloneBatches = 0
    /// Doubles the batches planned alone after each batch in a row the helper was busy for (up to 8×).
    var backoff = 0

    /// A recorder certifying `tolerance`.
    public init(tolerance: KeyframeTolerance = .default) {
        self.tolerance = tolerance
        offset = KeyframeTrack(properties: KeyframeProperty.contentOffset, tolerance: tolerance)
    }

    /// How many threads plan the element tracks. The keyframes and every certified figure are
    /// the same in every mode, bit for bit: each element's track goes through the same records in
    /// the same order whichever thread plans it.
    ///
    /// In every mode records are gathered into batches (``KeyframeRecorder/batchCapacity(elements:)``
    /// records) and each element's track is planned through a whole batch at once, which keeps
    /// its state in the processor's caches.
    public enum Threads: Sendable, Hashable {
        /// Every track on the calling thread.
        case one
        /// Each batch planned by the calling thread and a persistent helper thread, which claim
        /// the elements in chunks (on one thread if the system refuses a helper; see
        /// ``KeyframeHelperThread``).
        case two
        /// ``two`` from ``KeyframeRecorder/twoThreadElements`` elements on a machine with two
        /// processors or more, ``one`` otherwise.
        case automatic
    }

    /// The element count from which ``Threads/automatic`` uses two threads: below it a batch's
    /// planning takes tens of microseconds, no more than waking the helper on a loaded machine.
    static let twoThreadElements = 256
    /// The most records gathered before the tracks are planned.
    static let maximumBatchCapacity = 8
    /// The most bytes of motions a batch holds (fewer records per batch for many elements).
    static let maximumBatchBytes = 16 << 20
    /// The batches planned on the calling thread alone after a batch the helper had little time for.
    static let aloneAfterBusyHelper = 2
    /// The wait for the helper's last chunk after the calling thread's share beyond which its
    /// core counts as busy (a chunk takes about ten microseconds when it runs).
    static let helperWaitLimit = Duration.microseconds(200)

    /// The records a batch of `elements` elements gathers: ``maximumBatchCapacity``, or fewer
    /// (at least 1) to keep its motions within ``maximumBatchBytes``.
    static func batchCapacity(elements: Int) -> Int {
        let perRecord = Swift.max(1, elements) * 5 * MemoryLayout<SpringMotion>.stride
        return Swift.min(maximumBatchCapacity, Swift.max(1, maximumBatchBytes / perRecord))
    }

    /// The motion of a value that does not move.
    static func still(_ value: Double) -> SpringMotion { SpringMotion(spring: .smooth, start: .zero, target: value) }

    /// Records `transition` at `time`: `poses` are its elements' attributes now, sorted by
    /// identity, the same elements every time (``SpringTransitionLayout/allElements`` — or, once it
    /// ended, the next layout's). `event`: something changed the motion at this instant (a
    /// retarget), so a keyframe falls on it.
    ///
    /// - Throws: ``KeyframeError`` for a non-finite or earlier `time`, a changed element set, or an
    ///   element with a transform (only center, size and alpha are exported).
    public mutating func record(_ transition: SpringTransitionLayout, poses: [LayoutAttributes], at time: Double,
                                event: Bool = false) throws(KeyframeError) {
        try check(time)
        if lastTime == nil {
            begin(poses.map(\.id))
        } else if poses.count != elementIDs.count || !poses.indices.allSatisfy({ poses[$0].id == elementIDs[$0] }) {
            throw KeyframeError(parameter: "elements", message: "the elements changed at t = \(time) s (\(elementIDs.count) before, \(poses.count) now): keyframe export needs the same elements throughout")
        }
        for k in poses.indices where !(poses[k].transform.isIdentity && poses[k].transform3D.isIdentity) {
            throw Self.transformError(poses[k].id, time)
        }
        recordElements(at: time, event: event) { k, out in
            Self.motions(of: transition, pose: poses[k], into: out)
            return nil
        }
        recordOffset(transition, at: time, event: event)
    }

    /// Records `transition` at `time` without poses from the caller: the elements are its
    /// ``SpringTransitionLayout/allElements``; an element's pose is computed only when a property
    /// has no motion (its value is the pose's) — never for a deferred element. Unlike the public
    /// record, an error may come after some elements were recorded: discard the recorder then.
    mutating func record(_ transition: SpringTransitionLayout, at time: Double, event: Bool = false) throws(KeyframeError) {
        try check(time)
        // (The elements are listed once; later records compare counts, O(1).)
        if lastTime == nil {
            begin(transition.allElements)
        } else if transition.elementCount != elementIDs.count {
            throw KeyframeError(parameter: "elements", message: "the elements changed at t = \(time) s (\(elementIDs.count) before, \(transition.elementCount) now): keyframe export needs the same elements throughout")
        }
        var indices = entryIndices, done = self.done
        entryIndices = []
        self.done = []
        let elementIDs = self.elementIDs
        if !elementIDs.isEmpty {
            // The deferred elements' motions straight into the batch's next record (see recordElements).
            let row = batchCount * elementIDs.count * 5
            elementIDs.withUnsafeBufferPointer { ids in
                indices.withUnsafeBufferPointer { index in
                    batchMotions.withUnsafeMutableBufferPointer { out in
                        done.withUnsafeMutableBufferPointer { d in
                            transition.deferredSpringMotions(ids: ids.baseAddress!, indices: index.baseAddress!, count: ids.count,
                                                             into: out.baseAddress! + row, done: d.baseAddress!)
                        }
                    }
                }
            }
        }
        // (Read through pointers: indexing the captured arrays retained their buffers per element.)
        let failure: KeyframeError? = done.withUnsafeBufferPointer { doneRead in
                recordElements(at: time, event: event) { k, out in
                    // A deferred element's motions are in place already.
                    if doneRead[k] { return nil }
                    indices[k] = transition.entryIndex(of: elementIDs[k]) ?? -1
                    guard let pose = transition.attributes(for: elementIDs[k]) else {
                        return KeyframeError(parameter: "elements", message: "\(elementIDs[k]) left the transition at t = \(time) s: keyframe export needs the same elements throughout")
                    }
                    guard pose.transform.isIdentity && pose.transform3D.isIdentity else { return Self.transformError(pose.id, time) }
                    Self.motions(of: transition, pose: pose, into: out)
                    return nil
                }
        }
        self.done = done
        entryIndices = indices
        if let failure { throw failure }
        recordOffset(transition, at: time, event: event)
    }

    /// The error for an element with a transform.
    static func transformError(_ id: ElementID, _ time: Double) -> KeyframeError {
        KeyframeError(parameter: "\(id)", message: "\(id) has a transform at t = \(time) s: keyframe export covers center, size and alpha only")
    }

    /// Checks `time` against the last record.
    func check(_ time: Double) throws(KeyframeError) {
        guard time.isFinite else { throw .invalid("time", time, "must be finite") }
        if let last = lastTime, time < last {
            throw .invalid("time", time, "must not be earlier than the previous record (\(last))")
        }
    }

    /// Sets up one track per element.
    mutating func begin(_ ids: [ElementID]) {
        elementIDs = ids
        entryIndices = Array(repeating: -1, count: ids.count)
        let track = KeyframeTrack(properties: KeyframeProperty.element, tolerance: tolerance)
        tracks = Array(repeating: track, count: ids.count)
        pending = Array(repeating: Self.still(0), count: ids.count * 5)
        previous = pending
        done = Array(repeating: false, count: ids.count)
        switch threads {
        case .one: twoThreads = false
        case .two: twoThreads = ids.count >= 2
        case .automatic: twoThreads = ids.count >= Self.twoThreadElements && KeyframeHelperThread.processorCount >= 2
        }
        batchCapacity = Self.batchCapacity(elements: ids.count)
        batchMotions = Array(repeating: Self.still(0), count: batchCapacity * ids.count * 5)
        batchTimes = Array(repeating: 0, count: batchCapacity)
        batchForced = Array(repeating: false, count: batchCapacity)
        batchCoastable = batchForced
    }

    /// The motions of an element's properties from `transition`'s present on, the pose's value
    /// where a property has none.
    static func motions(of transition: SpringTransitionLayout, pose: LayoutAttributes, into out: UnsafeMutablePointer<SpringMotion>) {
        for p in 0..<5 {
            let property = KeyframeProperty.element[p]
            let channel = property.channel.invariant("element properties have channels")
            out[p] = transition.springMotion(of: channel, for: pose.id) ?? still(property.value(in: pose))
        }
    }

    /// Records every element at `time`, `motions(k, out)` writing element k's motions (or
    /// returning an error, which leaves the whole record out, for every element: every element's
    /// motions are read first, into the batch). A full batch is planned at once (``flush()``), as
    /// is a partial one before the keyframes are assembled; each element's track goes through the
    /// batch's records in order.
    ///
    /// **Coasting.** When an element's new motions continue its planner's piece (``pending``,
    /// from the last record that was not coasted) to within a rounding (``KeyframePiece/continues(_:after:tolerance:drift:)``:
    /// an exact integrator's step), the record is *coasted*: the planner stays on its piece —
    /// one closed form from that record on, planned without stopping at every clock step — and
    /// the difference's bound is added to every bound it certifies (``KeyframeTrack/fCoastDrift``);
    /// the 60 Hz comparison still sees every record (``previous``). Not at an event, nor at a
    /// second record of the same instant.
    ///
    /// **Two threads** (``twoThreads``): a batch is planned by the calling thread and the helper
    /// (``KeyframeHelperThread/perform(_:cache:)``). When the helper had little time for it (it
    /// planned under a quarter of its elements, or the calling thread waited for its last chunk
    /// over ``helperWaitLimit``), the next ``aloneAfterBusyHelper`` batches — twice as many after
    /// each such batch in a row, up to 8× — are planned on the calling thread alone (the same results).
    @discardableResult
    mutating func recordElements(at time: Double, event: Bool,
                                 _ motions: (Int, UnsafeMutablePointer<SpringMotion>) -> KeyframeError?) -> KeyframeError? {
        let n = tracks.count, r = batchCount
        var failure: KeyframeError?
        batchMotions.withUnsafeMutableBufferPointer { b in
            guard n > 0 else { return }
            let base = b.baseAddress! + r * n * 5
            for k in 0..<n {
                if let error = motions(k, base + 5 * k) {
                    failure = error
                    return
                }
            }
        }
        if let failure { return failure }
        batchTimes[r] = time
        batchForced[r] = event
        batchCoastable[r] = !event && (lastTime.map { time > $0 } ?? false)
        batchCount = r + 1
        if batchCount == batchCapacity { flush() }
        return nil
    }

    /// The planner's state seen through pointers (see ``withPlannerState(_:)``): the tracks, the
    /// planner's pieces (``pending``), the last record's motions (``previous``), element-major,
    /// and the calling thread's spring cache.
    struct PlannerState {
        let tracks: UnsafeMutablePointer<KeyframeTrack>
        let count: Int
        let pending: UnsafeMutablePointer<SpringMotion>
        let previous: UnsafeMutablePointer<SpringMotion>
        let cache: UnsafeMutablePointer<KeyframeSpringCache>
    }

    /// Runs `body` on the planner's state (with at least one element), its arrays moved out of
    /// the recorder meanwhile so that they stay uniquely referenced (written in place, never
    /// copied) — and moved back after. Not run without elements.
    mutating func withPlannerState(_ body: (PlannerState) -> Void) {
        guard !tracks.isEmpty else { return }
        var cache = self.cache, pending = self.pending, previous = self.previous, tracks = self.tracks
        self.pending = []
        self.previous = []
        self.tracks = []
        defer {
            self.cache = cache
            self.pending = pending
            self.previous = previous
            self.tracks = tracks
        }
        tracks.withUnsafeMutableBufferPointer { tr in
            pending.withUnsafeMutableBufferPointer { m in
                previous.withUnsafeMutableBufferPointer { pr in
                    withUnsafeMutablePointer(to: &cache) { c in
                        body(PlannerState(tracks: tr.baseAddress!, count: tr.count, pending: m.baseAddress!,
                                          previous: pr.baseAddress!, cache: c))
                    }
                }
            }
        }
    }

    /// Plans the gathered records: on the calling thread alone (one thread, no helper — the
    /// system refused one —, or ``aloneBatches`` left), or with the helper thread, which claims
    /// elements from a shared word (so the faster thread plans more); each track goes through the
    /// records in order, on one thread.
    mutating func flush() {
        guard batchCount > 0 else { return }
        let count = batchCount
        batchCount = 0
        if twoThreads && helper == nil && !helperRefused {
            helper = KeyframeHelperThread()
            helperRefused = helper == nil
        }
        let helper = twoThreads && aloneBatches == 0 ? self.helper : nil
        if aloneBatches > 0 { aloneBatches -= 1 }
        var busy = false
        let (motions, times, forced, coastable) = (batchMotions, batchTimes, batchForced, batchCoastable)
        withPlannerState { state in
            motions.withUnsafeBufferPointer { b in
                times.withUnsafeBufferPointer { t in
                    forced.withUnsafeBufferPointer { f in
                        coastable.withUnsafeBufferPointer { c in
                            let batch = Batch(motions: b.baseAddress!, times: t.baseAddress!, forced: f.baseAddress!,
                                              coastable: c.baseAddress!, count: count, state: state)
                            if let helper {
                                let (helped, waited) = helper.perform(batch, cache: state.cache)
                                // The helper planned under a quarter (woken late) or was waited for
                                // (preempted): its core is busy.
                                busy = 4 * helped < state.count || waited > Self.helperWaitLimit
                            } else {
                                batch.plan(0..<state.count, cache: state.cache)
                            }
                        }
                    }
                }
            }
        }
        guard helper != nil else { return }
        if busy {
            aloneBatches = Self.aloneAfterBusyHelper << backoff
            backoff = Swift.min(backoff + 1, 3)
        } else {
            backoff = 0
        }
    }

    /// A gathered batch and the planner's state its planning writes (disjoint per element).
    struct Batch: @unchecked Sendable {
        let motions: UnsafePointer<SpringMotion>
        let times: UnsafePointer<Double>
        let forced: UnsafePointer<Bool>
        let coastable: UnsafePointer<Bool>
        let count: Int
        let state: PlannerState

        /// The number of elements.
        var elements: Int { state.count }

        /// Plans the tracks of `range` through the batch's records, each track's records in one
        /// ``KeyframeTrack/run(_:)``: per record, when it continues the planner's piece, coasted
        /// (the piece kept in ``KeyframeRecorder/pending``), otherwise recorded (the new motions
        /// become the piece); the record's motions become ``KeyframeRecorder/previous``.
        func plan(_ range: Range<Int>, cache: UnsafeMutablePointer<KeyframeSpringCache>) {
            let elements = state.count
            for k in range {
                let pending = state.pending + 5 * k, previous = state.previous + 5 * k
                // The planner's piece and the last record's motions: in the recorder's arrays, or
                // a record of this batch (copied to the arrays once, at the end).
                var held = UnsafePointer(pending), last = UnsafePointer(previous)
                state.tracks[k].run { kernel in
                    for r in 0..<count {
                        let next = motions + (r * elements + k) * 5
                        var old = SpringMotionPiece(motions: held, width: 5, cache: cache)
                        var since = SpringMotionPiece(motions: last, width: 5, cache: cache)
                        var new = SpringMotionPiece(motions: next, width: 5, cache: cache)
                        if !kernel.recordOrCoast(old: &old, last: &since, next: &new, at: times[r], forced: forced[r],
                                                 coastable: coastable[r]) {
                            held = next
                        }
                        last = next
                    }
                }
                if held != UnsafePointer(pending) { pending.update(from: held, count: 5) }
                if last != UnsafePointer(previous) { previous.update(from: last, count: 5) }
            }
        }
    }

    /// Records the content offset at `time`.
    mutating func recordOffset(_ transition: SpringTransitionLayout, at time: Double, event: Bool) {
        let o = transition.contentOffsetMotion
        let next = [o.x, o.y], pending = pendingOffset
        pending.withUnsafeBufferPointer { held in
            next.withUnsafeBufferPointer { n in
                var old = SpringSumPiece(sums: held.baseAddress!, width: 2)
                var last = old
                var new = SpringSumPiece(sums: n.baseAddress!, width: 2)
                offset.record(old: &old, last: &last, next: &new, at: time, forced: event)
            }
        }
        pendingOffset = next
        lastTime = time
    }

    /// The keyframes of everything recorded so far.
    public func export() -> KeyframeExport {
        var copy = self
        return copy.finishExport()
    }

    /// The keyframes of everything recorded so far, ending the recording (the tracks move into
    /// the export without a copy).
    mutating func finishExport() -> KeyframeExport {
        flush()
        var elements: [Keyframes] = []
        elements.reserveCapacity(tracks.count)
        var deviation = KeyframeExport.Deviation(points: 0, alpha: 0)
        var uniformCount: Int? = 0
        var uniformDeviation = deviation
        func note(_ d: [Double], _ properties: [KeyframeProperty], into total: inout KeyframeExport.Deviation) {
            for (p, value) in zip(properties, d) {
                if p == .alpha { total.alpha = Swift.max(total.alpha, value) } else { total.points = Swift.max(total.points, value) }
            }
        }
        func add(_ track: inout KeyframeTrack, element: ElementID?) -> Keyframes {
            let uniform = track.finish()
            note(track.deviation, track.properties, into: &deviation)
            if let uniform, let count = uniformCount {
                uniformCount = count + uniform.count
                note(uniform.deviation, track.properties, into: &uniformDeviation)
            } else {
                uniformCount = nil
            }
            let keys = track.keyframes(element: element)
            track.times = []
            track.values = []
            return keys
        }
        // The planner catches up with coasted records.
        withPlannerState { state in
            for k in 0..<state.count {
                var old = SpringMotionPiece(motions: state.pending + 5 * k, width: 5, cache: state.cache)
                var last = SpringMotionPiece(motions: state.previous + 5 * k, width: 5, cache: state.cache)
                state.tracks[k].catchUp(old: &old, last: &last)
            }
        }
        var tracks = self.tracks
        self.tracks = []
        let atTolerance = uniformAtTolerance(tracks)
        for k in tracks.indices { elements.append(add(&tracks[k], element: elementIDs[k])) }
        let contentOffset = add(&offset, element: nil)
        let start = offset.uniformStart, end = lastTime ?? start
        return KeyframeExport(tolerance: tolerance, startTime: start, endTime: end,
                              elements: elements, contentOffset: contentOffset,
                              certifiedMaxDeviation: deviation,
                              uniform60Hz: uniformCount.map {
                                  KeyframeExport.UniformSampling(rate: 60, sampleCount: $0 / (tracks.count + 1), keyframeCount: $0,
                                                                 certifiedMaxDeviation: uniformDeviation)
                              },
                              uniformAtTolerance: atTolerance)
    }

    /// Uniform sampling at the tolerance: see ``KeyframeExport/uniformAtTolerance``.
    func uniformAtTolerance(_ tracks: [KeyframeTrack]) -> (keyframeCount: Int, rate: Double) {
        let duration = (lastTime ?? 0) - (lastTime == nil ? 0 : offset.uniformStart)
        var count = 0
        var finest = Double.infinity
        func add(_ step: Double) {
            finest = Swift.min(finest, step)
            count += step.isFinite && duration > 0 ? Int((duration / step).rounded(.up)) + 1 : (duration > 0 ? 2 : 1)
        }
        for track in tracks { add(track.uniformStep()) }
        add(offset.uniformStep())
        return (count, finest.isFinite ? 1 / finest : 0)
    }
}

