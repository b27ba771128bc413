/// Records a spring transition's motion instant by instant — every clock step, as a scenario
/// runner's frames at the transition's own rate give them — and exports certified keyframes
/// (``KeyframeExport``). Record the instants on the transition's clock grid and every event at its
/// own instant (after applying it): between recorded instants the motion must be the one the
/// transition reported at the previous instant.
///
/// Keyframes are chosen while recording (see ``KeyframeExport``), so memory stays proportional to
/// the keyframes, not to the recorded instants. Recording an instant costs O(elements) plus O(1)
/// per keyframe that falls before it.
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
    /// One element's motions at the instant being recorded.
    var next = [SpringMotion](repeating: KeyframeRecorder.still(0), count: 5)
    /// Every element's motions and whether they were read in bulk (reused storage).
    var bulk: [SpringMotion] = []
    var done: [Bool] = []
    /// The last recorded instant.
    var lastTime: Double?
    /// Spring constants and step maps, shared by every element.
    var cache = KeyframeSpringCache()

    /// A recorder certifying `tolerance`.
    public init(tolerance: KeyframeTolerance = .default) {
        self.tolerance = tolerance
        offset = KeyframeTrack(properties: KeyframeProperty.contentOffset, tolerance: tolerance)
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
        var indices = entryIndices, bulk = self.bulk, done = self.done
        entryIndices = []
        self.bulk = []
        self.done = []
        let elementIDs = self.elementIDs
        elementIDs.withUnsafeBufferPointer { ids in
            indices.withUnsafeBufferPointer { index in
                bulk.withUnsafeMutableBufferPointer { out in
                    done.withUnsafeMutableBufferPointer { d in
                        transition.deferredSpringMotions(ids: ids.baseAddress!, indices: index.baseAddress!, count: ids.count,
                                                         into: out.baseAddress!, done: d.baseAddress!)
                    }
                }
            }
        }
        // (Read through pointers: indexing the captured arrays retained their buffers per element.)
        let failure: KeyframeError? = bulk.withUnsafeBufferPointer { bulkRead in
            done.withUnsafeBufferPointer { doneRead in
                recordElements(at: time, event: event) { k, out in
                    if doneRead[k] {
                        for p in 0..<5 { out[p] = bulkRead[5 * k + p] }
                        return nil
                    }
                    indices[k] = transition.entryIndex(of: elementIDs[k]) ?? -1
                    guard let pose = transition.attributes(for: elementIDs[k]) else {
                        return KeyframeError(parameter: "elements", message: "\(elementIDs[k]) left the transition at t = \(time) s: keyframe export needs the same elements throughout")
                    }
                    guard pose.transform.isIdentity && pose.transform3D.isIdentity else { return Self.transformError(pose.id, time) }
                    Self.motions(of: transition, pose: pose, into: out)
                    return nil
                }
            }
        }
        self.bulk = bulk
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
        bulk = pending
        done = Array(repeating: false, count: ids.count)
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
    /// returning an error, which stops the record before anything is recorded for the element).
    ///
    /// **Coasting.** When an element's new motions continue its planner's piece (``pending``,
    /// from the last record that was not coasted) to within a rounding (``KeyframePiece/continues(_:after:tolerance:drift:)``:
    /// an exact integrator's step), the record is *coasted*: the planner stays on its piece —
    /// one closed form from that record on, planned without stopping at every clock step — and
    /// the difference's bound is added to every bound it certifies (``KeyframeTrack/fCoastDrift``);
    /// the 60 Hz comparison still sees every record (``previous``). Not at an event, nor at a
    /// second record of the same instant.
    @discardableResult
    mutating func recordElements(at time: Double, event: Bool,
                                 _ motions: (Int, UnsafeMutablePointer<SpringMotion>) -> KeyframeError?) -> KeyframeError? {
        var cache = self.cache, next = self.next, pending = self.pending, previous = self.previous, tracks = self.tracks
        self.pending = []
        self.previous = []
        self.tracks = []
        defer {
            self.cache = cache
            self.next = next
            self.pending = pending
            self.previous = previous
            self.tracks = tracks
        }
        let coastable = !event && (lastTime.map { time > $0 } ?? false)
        var failure: KeyframeError?
        withUnsafeMutablePointer(to: &cache) { cachePointer in
            next.withUnsafeMutableBufferPointer { n in
                pending.withUnsafeMutableBufferPointer { m in
                    previous.withUnsafeMutableBufferPointer { pr in
                                tracks.withUnsafeMutableBufferPointer { tracks in
                                    for k in 0..<tracks.count {
                                        if let error = motions(k, n.baseAddress!) {
                                            failure = error
                                            return
                                        }
                                        let held = m.baseAddress! + 5 * k, last = pr.baseAddress! + 5 * k
                                        var old = SpringMotionPiece(motions: held, width: 5, cache: cachePointer)
                                        var since = SpringMotionPiece(motions: last, width: 5, cache: cachePointer)
                                        var new = SpringMotionPiece(motions: n.baseAddress!, width: 5, cache: cachePointer)
                                        if !tracks[k].recordOrCoast(old: &old, last: &since, next: &new, at: time, forced: event,
                                                                    coastable: coastable) {
                                            for p in 0..<5 { held[p] = n[p] }
                                        }
                                        for p in 0..<5 { last[p] = n[p] }
                                    }
                                }
                    }
                }
            }
        }
        return failure
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
        var tracks = self.tracks
        self.tracks = []
        // The planner catches up with coasted records.
        withUnsafeMutablePointer(to: &cache) { cachePointer in
            pending.withUnsafeBufferPointer { m in
                previous.withUnsafeBufferPointer { pr in
                    for k in tracks.indices {
                        var old = SpringMotionPiece(motions: m.baseAddress! + 5 * k, width: 5, cache: cachePointer)
                        var last = SpringMotionPiece(motions: pr.baseAddress! + 5 * k, width: 5, cache: cachePointer)
                        tracks[k].catchUp(old: &old, last: &last)
                    }
                }
            }
        }
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
