/// Records a spring transition's motion instant by instant — every clock step, as a scenario
/// runner's frames at the transition's own rate give them — and exports certified keyframes
/// (``KeyframeExport``). Record the instants on the transition's clock grid and every event at its
/// own instant (after applying it): between recorded instants the motion must be the one the
/// transition reported at the previous instant.
public struct KeyframeRecorder {
    /// The bound to certify.
    public let tolerance: KeyframeTolerance
    var elementIDs: [ElementID] = []
    var tracks: [KeyframeTrack] = []
    var offset = KeyframeTrack(properties: KeyframeProperty.contentOffset)
    var elementTolerance: [Double]
    var offsetTolerance: [Double]
    var motions: [SpringMotionSum] = []

    /// A recorder certifying `tolerance`.
    public init(tolerance: KeyframeTolerance = .default) {
        self.tolerance = tolerance
        elementTolerance = KeyframeProperty.element.map { tolerance.bound(for: $0) }
        offsetTolerance = KeyframeProperty.contentOffset.map { tolerance.bound(for: $0) }
    }

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
        if let last = offset.times.last, time < last {
            throw .invalid("time", time, "must not be earlier than the previous record (\(last))")
        }
        if tracks.isEmpty {
            elementIDs = poses.map(\.id)
            tracks = Array(repeating: KeyframeTrack(properties: KeyframeProperty.element), count: poses.count)
        } else if poses.count != elementIDs.count || !zip(poses, elementIDs).allSatisfy({ $0.id == $1 }) {
            throw KeyframeError(parameter: "elements", message: "the elements changed at t = \(time) s (\(elementIDs.count) before, \(poses.count) now): keyframe export needs the same elements throughout")
        }
        for (k, pose) in poses.enumerated() {
            guard pose.transform.isIdentity && pose.transform3D.isIdentity else {
                throw KeyframeError(parameter: "\(pose.id)", message: "\(pose.id) has a transform at t = \(time) s: keyframe export covers center, size and alpha only")
            }
            motions.removeAll(keepingCapacity: true)
            for property in KeyframeProperty.element {
                let channel = property.channel.invariant("element properties have channels")
                motions.append(transition.motion(of: channel, for: pose.id) ?? .constant(property.value(in: pose)))
            }
            tracks[k].record(time: time, motions: motions, forced: event, tolerance: elementTolerance)
        }
        let o = transition.contentOffsetMotion
        offset.record(time: time, motions: [o.x, o.y], forced: event, tolerance: offsetTolerance)
    }

    /// The keyframes of everything recorded so far.
    public func export() -> KeyframeExport {
        var elements: [Keyframes] = []
        elements.reserveCapacity(tracks.count)
        var deviation = KeyframeExport.Deviation(points: 0, alpha: 0)
        var uniformCount: Int? = 0
        var uniformDeviation = deviation
        let instants = uniformTimes()
        func note(_ d: [Double], _ properties: [KeyframeProperty], into total: inout KeyframeExport.Deviation) {
            for (p, value) in zip(properties, d) {
                if p == .alpha { total.alpha = Swift.max(total.alpha, value) } else { total.points = Swift.max(total.points, value) }
            }
        }
        for (k, track) in tracks.enumerated() {
            let (nodes, d) = track.selectKeyframes(tolerance: elementTolerance)
            note(d, track.properties, into: &deviation)
            elements.append(track.keyframes(onNodes: nodes, deviation: d, element: elementIDs[k]))
            if uniformCount != nil, let uniform = track.nodes(at: instants) {
                uniformCount! += uniform.count
                note(track.deviation(ofNodes: uniform), track.properties, into: &uniformDeviation)
            } else {
                uniformCount = nil
            }
        }
        let (nodes, d) = offset.selectKeyframes(tolerance: offsetTolerance)
        note(d, offset.properties, into: &deviation)
        if uniformCount != nil, let uniform = offset.nodes(at: instants) {
            uniformCount! += uniform.count
            note(offset.deviation(ofNodes: uniform), offset.properties, into: &uniformDeviation)
        } else {
            uniformCount = nil
        }
        return KeyframeExport(tolerance: tolerance, startTime: offset.times.first ?? 0, endTime: offset.times.last ?? 0,
                              elements: elements, contentOffset: offset.keyframes(onNodes: nodes, deviation: d, element: nil),
                              certifiedMaxDeviation: deviation,
                              uniform60Hz: uniformCount.map { ($0, uniformDeviation) },
                              uniformAtTolerance: uniformAtTolerance())
    }

    /// Uniform sampling at the tolerance: see ``KeyframeExport/uniformAtTolerance``.
    func uniformAtTolerance() -> (keyframeCount: Int, rate: Double) {
        let duration = (offset.times.last ?? 0) - (offset.times.first ?? 0)
        var count = 0
        var finest = Double.infinity
        func add(_ step: Double) {
            finest = Swift.min(finest, step)
            count += step.isFinite && duration > 0 ? Int((duration / step).rounded(.up)) + 1 : (duration > 0 ? 2 : 1)
        }
        for track in tracks { add(track.uniformStep(tolerance: elementTolerance)) }
        add(offset.uniformStep(tolerance: offsetTolerance))
        return (count, finest.isFinite ? 1 / finest : 0)
    }

    /// The instants of 60 Hz sampling from the start to the end (the end included).
    func uniformTimes() -> [Double] {
        guard let start = offset.times.first, let end = offset.times.last else { return [] }
        var times: [Double] = []
        var k = 0
        while start + Double(k) / 60 < end - 1e-9 {
            times.append(start + Double(k) / 60)
            k += 1
        }
        times.append(end)
        return times
    }
}

extension KeyframeTrack {
    /// The nodes at `instants` (each within a nanosecond), or `nil` when one is not a node.
    func nodes(at instants: [Double]) -> [Int]? {
        var nodes: [Int] = []
        nodes.reserveCapacity(instants.count)
        var k = 0
        for t in instants {
            while k < times.count && times[k] < t - 1e-9 { k += 1 }
            guard k < times.count, abs(times[k] - t) <= 1e-9 else { return nil }
            nodes.append(k)
        }
        return nodes
    }
}
