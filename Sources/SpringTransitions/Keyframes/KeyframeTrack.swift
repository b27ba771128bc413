/// The recorded motion of one element (or of the content offset) for keyframe export: *nodes* at
/// the recorded instants and at subdivisions between them, each with the value just before it
/// (`left`, the previous motion carried over) and from it on (`right`, after a clock step's
/// settle, a delayed start or an event), and per gap between nodes a bound on how far the motion
/// strays from the straight line between its ends (``SpringMotion/interpolationErrorBound(over:)``).
///
/// A straight line ℓ from node i to node j then stays within
/// `max over gaps k of max(|ℓ(tₖ) − rightₖ|, |ℓ(tₖ₊₁) − leftₖ₊₁|) + gapₖ` of the motion at every
/// instant between them: on each gap the motion is one closed form, the chord of that closed form
/// is within gapₖ of it, and ℓ and the chord are both straight, so they differ most at the gap's ends.
struct KeyframeTrack {
    /// The properties, in order.
    let properties: [KeyframeProperty]
    /// The nodes' times, ascending.
    var times: [Double] = []
    /// Per property, each node's value just before it.
    var left: [[Double]]
    /// Per property, each node's value from it on (the keyframe's value).
    var right: [[Double]]
    /// Per property, the bound of each gap between consecutive nodes.
    var gaps: [[Double]]
    /// Whether a keyframe must fall on the node (the start, an event).
    var forced: [Bool] = []
    /// The motions from the last recorded instant on.
    var pending: [SpringMotion] = []
    /// Reused storage for the values inside a recorded interval.
    var scratch: [Double] = []
    /// Per property, the largest acceleration bound of any recorded motion (what uniform sampling
    /// has to be fine enough for).
    var maximumAcceleration: [Double]

    /// The most subdivisions of one recorded interval (the bound then may exceed ε there; it is
    /// still reported truthfully).
    static let maximumSubdivisions = 64

    init(properties: [KeyframeProperty]) {
        self.properties = properties
        left = Array(repeating: [], count: properties.count)
        right = left
        gaps = left
        maximumAcceleration = Array(repeating: 0, count: properties.count)
    }

    /// The step of uniform sampling that the a-priori bound `step²/8 · max|f″|` certifies within
    /// `tolerance` for every property (infinite when nothing accelerates).
    func uniformStep(tolerance: [Double]) -> Double {
        var step = Double.infinity
        for p in properties.indices where maximumAcceleration[p] > 0 {
            step = Swift.min(step, (8 * tolerance[p] / maximumAcceleration[p]).squareRoot())
        }
        return step
    }

    /// Records the motions at `time` (ascending; an equal time replaces the motions, as an event
    /// at a recorded instant does). Between the previous record and `time` the previous motions
    /// hold; the interval is split so that each part's gap bound is at most a quarter of `tolerance`.
    mutating func record(time: Double, motions: [SpringMotion], forced isForced: Bool, tolerance: [Double]) {
        guard let last = times.last else {
            times.append(time)
            forced.append(true)
            for p in properties.indices {
                let v = motions[p].value
                left[p].append(v)
                right[p].append(v)
            }
            pending = motions
            for p in properties.indices { maximumAcceleration[p] = motions[p].accelerationBound }
            return
        }
        if time > last {
            let dt = time - last
            var parts = 1
            for p in properties.indices {
                let b = pending[p].interpolationErrorBound(over: dt)
                let need = (b / (tolerance[p] / 4)).squareRoot().rounded(.up)
                if need.isFinite && need > Double(parts) { parts = Int(Swift.min(need, Double(Self.maximumSubdivisions))) }
            }
            let h = dt / Double(parts)
            for p in properties.indices {
                let bound = pending[p].interpolationErrorBound(over: h)
                if pending[p].isConstant {
                    let v = pending[p].constant
                    for _ in 1..<parts {
                        left[p].append(v)
                        right[p].append(v)
                    }
                    left[p].append(v)
                } else {
                    pending[p].values(every: h, count: parts, into: &scratch)
                    for j in 0..<(parts - 1) {
                        left[p].append(scratch[j])
                        right[p].append(scratch[j])
                    }
                    left[p].append(scratch[parts - 1])
                }
                for _ in 0..<parts { gaps[p].append(bound) }
                right[p].append(motions[p].value)
            }
            for j in 1..<parts {
                times.append(last + Double(j) * h)
                forced.append(false)
            }
            times.append(time)
            forced.append(isForced)
        } else {
            let n = times.count - 1
            for p in properties.indices { right[p][n] = motions[p].value }
            forced[n] = forced[n] || isForced
        }
        pending = motions
        for p in properties.indices { maximumAcceleration[p] = Swift.max(maximumAcceleration[p], motions[p].accelerationBound) }
    }

    /// The bound, per property, of the straight lines from node `i` to node `j` through the
    /// clamped keyframe values (see the type's description; clamping adds twice the larger
    /// distance of the two ends from the property's range).
    func segmentBound(from i: Int, to j: Int, into bound: inout [Double]) {
        let ti = times[i], tj = times[j], span = tj - ti
        for p in properties.indices {
            let r = right[p], l = left[p], g = gaps[p]
            let vi = r[i], slope = (r[j] - vi) / span
            var worst = 0.0
            for k in i..<j {
                let a = abs(vi + slope * (times[k] - ti) - r[k])
                let b = abs(vi + slope * (times[k + 1] - ti) - l[k + 1])
                worst = Swift.max(worst, Swift.max(a, b) + g[k])
            }
            let range = properties[p].range
            let excess = Swift.max(Self.distance(vi, from: range), Self.distance(r[j], from: range))
            bound[p] = worst + 2 * excess
        }
    }

    /// How far `x` lies outside `range`.
    static func distance(_ x: Double, from range: ClosedRange<Double>) -> Double {
        x < range.lowerBound ? range.lowerBound - x : (x > range.upperBound ? x - range.upperBound : 0)
    }

    /// The fewest keyframes a greedy pass finds within `tolerance` (a keyframe on every forced
    /// node and the last one), and the bound each property achieves over all of them.
    func selectKeyframes(tolerance: [Double]) -> (nodes: [Int], deviation: [Double]) {
        let n = times.count
        var nodes = [0]
        var deviation = Array(repeating: 0.0, count: properties.count)
        guard n > 1 else { return (nodes, deviation) }
        var bound = deviation, best = deviation
        var i = 0
        while i < n - 1 {
            var j = i + 1
            segmentBound(from: i, to: j, into: &best)
            while j + 1 < n && !forced[j] {
                segmentBound(from: i, to: j + 1, into: &bound)
                guard properties.indices.allSatisfy({ bound[$0] <= tolerance[$0] }) else { break }
                j += 1
                best = bound
            }
            for p in properties.indices { deviation[p] = Swift.max(deviation[p], best[p]) }
            nodes.append(j)
            i = j
        }
        return (nodes, deviation)
    }

    /// The bound of keyframes on the given nodes (ascending, from the first to the last node).
    func deviation(ofNodes nodes: [Int]) -> [Double] {
        var deviation = Array(repeating: 0.0, count: properties.count)
        var bound = deviation
        for (i, j) in zip(nodes, nodes.dropFirst()) {
            segmentBound(from: i, to: j, into: &bound)
            for p in properties.indices { deviation[p] = Swift.max(deviation[p], bound[p]) }
        }
        return deviation
    }

    /// The keyframes on `nodes`: their times and clamped values.
    func keyframes(onNodes nodes: [Int], deviation: [Double], element: ElementID?) -> Keyframes {
        Keyframes(element: element, properties: properties, times: nodes.map { times[$0] },
                  values: nodes.map { k in properties.indices.map { p in properties[p].range.clamp(right[p][k]) } },
                  certifiedDeviation: deviation)
    }
}

extension ClosedRange<Double> {
    /// `x` clamped into the range.
    func clamp(_ x: Double) -> Double { Swift.min(Swift.max(x, lowerBound), upperBound) }
}
