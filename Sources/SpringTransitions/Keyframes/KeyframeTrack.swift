/// The recorded motion of one element (or of the content offset) for keyframe export: *nodes* at
/// the recorded instants and at subdivisions between them, each with the value just before it
/// (`left`, the previous motion carried over) and from it on (`right`, after a clock step's
/// settle, a delayed start or an event), and per gap between nodes a bound on how far the motion
/// strays from the straight line between its ends (``SpringMotionSum/interpolationErrorBound(over:)``).
///
/// A straight line ℓ from node i to node j then stays within
/// `max over gaps k of max(|ℓ(tₖ) − rightₖ|, |ℓ(tₖ₊₁) − leftₖ₊₁|) + gapₖ` of the motion at every
/// instant between them: on each gap the motion is one closed form, the chord of that closed form
/// is within gapₖ of it, and ℓ and the chord are both straight, so they differ most at the gap's ends.
struct KeyframeTrack {
    /// The properties, in order.
    let properties: [KeyframeProperty]
    /// The number of properties (the stride of the flat arrays below).
    let width: Int
    /// The nodes' times, ascending.
    var times: [Double] = []
    /// Each node's value just before it, node-major: `left[node · width + property]`.
    var left: [Double] = []
    /// Each node's value from it on (the keyframe's value), node-major.
    var right: [Double] = []
    /// The bound of each gap between consecutive nodes, gap-major: `gaps[gap · width + property]`.
    var gaps: [Double] = []
    /// Whether a keyframe must fall on the node (the start, an event).
    var forced: [Bool] = []
    /// The motions from the last recorded instant on.
    var pending: [SpringMotionSum] = []
    /// Reused storage: one property's values inside a recorded interval, and all of them with the
    /// parts' bounds.
    var scratch: [Double] = []
    var block: [Double] = []
    /// Per property, the largest acceleration bound of any recorded motion (what uniform sampling
    /// has to be fine enough for).
    var maximumAcceleration: [Double]

    /// The most subdivisions of one recorded interval (the bound then may exceed ε there; it is
    /// still reported truthfully).
    static let maximumSubdivisions = 64

    init(properties: [KeyframeProperty]) {
        self.properties = properties
        width = properties.count
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
    mutating func record(time: Double, motions: [SpringMotionSum], forced isForced: Bool, tolerance: [Double]) {
        guard let last = times.last else {
            times.append(time)
            forced.append(true)
            for p in 0..<width {
                let v = motions[p].value
                left.append(v)
                right.append(v)
                maximumAcceleration[p] = motions[p].accelerationBound
            }
            pending = motions
            return
        }
        if time > last {
            let dt = time - last
            var parts = 1
            for p in 0..<width {
                let b = pending[p].interpolationErrorBound(over: dt)
                let need = (b / (tolerance[p] / 4)).squareRoot().rounded(.up)
                if need.isFinite && need > Double(parts) { parts = Int(Swift.min(need, Double(Self.maximumSubdivisions))) }
            }
            let h = dt / Double(parts)
            // The values at the interval's parts, part-major, then appended node by node.
            block.removeAll(keepingCapacity: true)
            block.append(contentsOf: repeatElement(0, count: parts * width))
            for p in 0..<width {
                let bound = pending[p].interpolationErrorBound(over: h)
                if pending[p].isConstant {
                    for j in 0..<parts { block[j * width + p] = pending[p].constant }
                } else {
                    pending[p].values(every: h, count: parts, into: &scratch)
                    for j in 0..<parts { block[j * width + p] = scratch[j] }
                }
                block.append(bound)
            }
            // block = the values [parts × width], then each property's part bound [width].
            let boundsBase = parts * width
            for _ in 0..<parts {
                for p in 0..<width { gaps.append(block[boundsBase + p]) }
            }
            for j in 0..<(parts - 1) {
                times.append(last + Double(j + 1) * h)
                forced.append(false)
                for p in 0..<width {
                    left.append(block[j * width + p])
                    right.append(block[j * width + p])
                }
            }
            times.append(time)
            forced.append(isForced)
            for p in 0..<width {
                left.append(block[(parts - 1) * width + p])
                right.append(motions[p].value)
            }
        } else {
            let n = times.count - 1
            for p in 0..<width { right[n * width + p] = motions[p].value }
            forced[n] = forced[n] || isForced
        }
        pending = motions
        for p in 0..<width { maximumAcceleration[p] = Swift.max(maximumAcceleration[p], motions[p].accelerationBound) }
    }

    /// The bound, per property, of the straight lines from node `i` to node `j` through the
    /// clamped keyframe values (see the type's description; clamping adds twice the larger
    /// distance of the two ends from the property's range).
    func segmentBound(from i: Int, to j: Int, into bound: inout [Double]) {
        let w = width
        times.withUnsafeBufferPointer { t in
            right.withUnsafeBufferPointer { r in
                left.withUnsafeBufferPointer { l in
                    gaps.withUnsafeBufferPointer { g in
                        let ti = t[i], span = t[j] - ti
                        for p in 0..<w {
                            let vi = r[i * w + p], slope = (r[j * w + p] - vi) / span
                            var worst = 0.0
                            for k in i..<j {
                                let a = abs(vi + slope * (t[k] - ti) - r[k * w + p])
                                let b = abs(vi + slope * (t[k + 1] - ti) - l[(k + 1) * w + p])
                                worst = Swift.max(worst, Swift.max(a, b) + g[k * w + p])
                            }
                            let range = properties[p].range
                            let excess = Swift.max(Self.distance(vi, from: range), Self.distance(r[j * w + p], from: range))
                            bound[p] = worst + 2 * excess
                        }
                    }
                }
            }
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
        var deviation = Array(repeating: 0.0, count: width)
        guard n > 1 else { return (nodes, deviation) }
        var bound = deviation, best = deviation
        var i = 0
        while i < n - 1 {
            var j = i + 1
            segmentBound(from: i, to: j, into: &best)
            while j + 1 < n && !forced[j] {
                segmentBound(from: i, to: j + 1, into: &bound)
                guard (0..<width).allSatisfy({ bound[$0] <= tolerance[$0] }) else { break }
                j += 1
                best = bound
            }
            for p in 0..<width { deviation[p] = Swift.max(deviation[p], best[p]) }
            nodes.append(j)
            i = j
        }
        return (nodes, deviation)
    }

    /// The bound of keyframes on the given nodes (ascending, from the first to the last node).
    func deviation(ofNodes nodes: [Int]) -> [Double] {
        var deviation = Array(repeating: 0.0, count: width)
        var bound = deviation
        for (i, j) in zip(nodes, nodes.dropFirst()) {
            segmentBound(from: i, to: j, into: &bound)
            for p in 0..<width { deviation[p] = Swift.max(deviation[p], bound[p]) }
        }
        return deviation
    }

    /// The keyframes on `nodes`: their times and clamped values.
    func keyframes(onNodes nodes: [Int], deviation: [Double], element: ElementID?) -> Keyframes {
        Keyframes(element: element, properties: properties, times: nodes.map { times[$0] },
                  values: nodes.map { k in (0..<width).map { p in properties[p].range.clamp(right[k * width + p]) } },
                  certifiedDeviation: deviation)
    }
}

extension ClosedRange<Double> {
    /// `x` clamped into the range.
    func clamp(_ x: Double) -> Double { Swift.min(Swift.max(x, lowerBound), upperBound) }
}
