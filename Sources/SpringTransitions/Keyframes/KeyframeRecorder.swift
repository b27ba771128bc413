/// Records a spring transition's motion instant by instant — every clock step, as a scenario
/// runner's frames at the transition's own rate give them — and exports certified keyframes
/// (``KeyframeExport``). Record the instants on the transition's clock grid and every event at its
/// own instant (after applying it): between recorded instants the motion must be the one the
/// transition reported at the previous instant.
///
/// Keyframes are chosen while recording (see ``KeyframeExport``), so memory stays proportional to
/// the keyframes, not to the recorded instants. Recording an instant costs O(elements) plus O(1)
/// per subdivision of the interval before it, and allocates nothing once the tracks have grown.
public struct KeyframeRecorder {
    /// The bound to certify.
    public let tolerance: KeyframeTolerance
    var elementIDs: [ElementID] = []
    var tracks: [KeyframeTrack] = []
    var offset: KeyframeTrack
    /// The motion of every element's properties from the last recorded instant on, element-major.
    var pending: [SpringMotion] = []
    var pendingOffset: [SpringMotionSum] = [.constant(0), .constant(0)]
    /// The last recorded instant.
    var lastTime: Double?
    /// Reused storage for one element's interval.
    var scratch = KeyframeScratch()

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
        guard time.isFinite else { throw .invalid("time", time, "must be finite") }
        if let last = lastTime, time < last {
            throw .invalid("time", time, "must not be earlier than the previous record (\(last))")
        }
        if lastTime == nil {
            elementIDs = poses.map(\.id)
            let track = KeyframeTrack(properties: KeyframeProperty.element, tolerance: tolerance)
            tracks = Array(repeating: track, count: poses.count)
            pending = Array(repeating: Self.still(0), count: poses.count * 5)
        } else if poses.count != elementIDs.count || !poses.indices.allSatisfy({ poses[$0].id == elementIDs[$0] }) {
            throw KeyframeError(parameter: "elements", message: "the elements changed at t = \(time) s (\(elementIDs.count) before, \(poses.count) now): keyframe export needs the same elements throughout")
        }
        for k in poses.indices where !(poses[k].transform.isIdentity && poses[k].transform3D.isIdentity) {
            let id = poses[k].id
            throw KeyframeError(parameter: "\(id)", message: "\(id) has a transform at t = \(time) s: keyframe export covers center, size and alpha only")
        }
        var scratch = self.scratch
        self.scratch = KeyframeScratch()
        var motions = pending
        pending = []
        let previous = lastTime
        for k in poses.indices {
            let base = k * 5, id = elementIDs[k]
            for p in 0..<5 {
                let property = KeyframeProperty.element[p]
                let channel = property.channel.invariant("element properties have channels")
                scratch.next[p] = transition.springMotion(of: channel, for: id) ?? Self.still(property.value(in: poses[k]))
            }
            motions.withUnsafeMutableBufferPointer { m in
                scratch.record(into: &tracks[k], pending: m.baseAddress! + base, at: time, after: previous, forced: event)
            }
        }
        pending = motions
        let o = transition.contentOffsetMotion
        scratch.recordOffset(into: &offset, pending: &pendingOffset, next: [o.x, o.y], at: time, after: previous, forced: event)
        self.scratch = scratch
        lastTime = time
    }

    /// The keyframes of everything recorded so far.
    public func export() -> KeyframeExport {
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
        func add(_ track: KeyframeTrack, element: ElementID?) -> Keyframes {
            let (done, uniform) = track.finished()
            note(done.deviation, track.properties, into: &deviation)
            if let uniform, let count = uniformCount {
                uniformCount = count + uniform.count
                note(uniform.deviation, track.properties, into: &uniformDeviation)
            } else {
                uniformCount = nil
            }
            return done.keyframes(element: element)
        }
        for (k, track) in tracks.enumerated() { elements.append(add(track, element: elementIDs[k])) }
        let contentOffset = add(offset, element: nil)
        let start = offset.uniformStart, end = lastTime ?? start
        return KeyframeExport(tolerance: tolerance, startTime: start, endTime: end,
                              elements: elements, contentOffset: contentOffset,
                              certifiedMaxDeviation: deviation,
                              uniform60Hz: uniformCount.map {
                                  KeyframeExport.UniformSampling(rate: 60, sampleCount: $0 / (tracks.count + 1), keyframeCount: $0,
                                                                 certifiedMaxDeviation: uniformDeviation)
                              },
                              uniformAtTolerance: uniformAtTolerance())
    }

    /// Uniform sampling at the tolerance: see ``KeyframeExport/uniformAtTolerance``.
    func uniformAtTolerance() -> (keyframeCount: Int, rate: Double) {
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
