/// The recorded motion of one element (or of the content offset) for keyframe export, and the
/// keyframes chosen on it as it is recorded.
///
/// **Nodes.** The recorded instants and subdivisions between them, each with the value just before
/// it (`left`, the previous motion carried over) and from it on (`right`, after a clock step's
/// settle, a delayed start or an event), and per gap between nodes a bound on how far the motion
/// strays from the straight line between its ends (``SpringMotion/interpolationErrorBound(from:over:)``).
/// A straight line ℓ from node i to node j then stays within
/// `max over gaps k of max(|ℓ(tₖ) − rightₖ|, |ℓ(tₖ₊₁) − leftₖ₊₁|) + gapₖ` of the motion at every
/// instant between them: on each gap the motion is one closed form, the chord of that closed form
/// is within gapₖ of it, and ℓ and the chord are both straight, so they differ most at the gap's
/// ends. Clamped properties (sizes at 0, alpha to [0, 1]) add twice the larger distance of the
/// line's two end values from the property's range.
///
/// **Greedy selection, online.** From the last keyframe (the *anchor*) the segment is extended
/// node by node while its bound stays within the tolerance; the first node that does not fit ends
/// it at the node before (a node that must be a keyframe — the start, an event — ends it too). The
/// test is O(1) per node and property: every interior node m bounds the line's slope s to an
/// interval (|r_a + s·(tₘ − t_a) − yₘ| ≤ budget − gap for its two values yₘ), the intersection is
/// kept, and a candidate end fits when its slope lies in it (a swing-door test). A chosen segment's
/// bound is then computed exactly over its nodes, which are kept only until the anchor (and the
/// last 60 Hz sample, for the comparison with uniform sampling) passes them.
struct KeyframeTrack {
    /// The properties, in order.
    let properties: [KeyframeProperty]
    /// The number of properties.
    let width: Int
    /// The doubles per node in ``window``: time, then `left`, `right` and the bound of the gap
    /// before the node, `width` each.
    let stride: Int
    /// Per property: the tolerance, and the range the pose clamps to.
    let tolerance: [Double]
    let lower: [Double]
    let upper: [Double]

    /// The nodes kept (from ``dropped`` on), flat (see ``stride``); the last one is *open* (its
    /// `right` may still change through another record at the same instant) until the next
    /// record comes.
    var window: [Double] = []
    /// The number of nodes in ``window``.
    var count = 0
    /// The absolute index of the window's first node.
    var dropped = 0
    /// Absolute node indices: the anchor (the last keyframe) and the end of the current segment
    /// (the newest node processed; the anchor while no node follows it).
    var anchor = 0
    var end = 0
    /// Whether the newest node must be a keyframe.
    var openForced = false
    /// Per property: the slope interval [lo, hi] of the current segment's interior nodes, the
    /// budget they are measured against, and the anchor's distance from the range, packed as
    /// `[lo…, hi…, budget…, excess…]`.
    var slopes: [Double]
    /// The chosen keyframes, flat: time, then `width` values (unclamped).
    var keys: [Double] = []
    /// Per property: the bound of the chosen segments so far, and of 60 Hz sampling so far.
    var deviation: [Double]
    var uniformDeviation: [Double]
    /// Per property, the largest acceleration bound of any recorded motion (what uniform sampling
    /// at the tolerance has to be fine enough for).
    var maximumAcceleration: [Double]
    /// 60 Hz sampling from ``uniformStart``: the node of the last sample (−1 once a sample falls
    /// between nodes: no comparison), and the index of the next sample.
    var uniformAnchor = 0
    var uniformNext = 1
    var uniformStart = 0.0

    init(properties: [KeyframeProperty], tolerance: KeyframeTolerance) {
        self.properties = properties
        width = properties.count
        stride = 1 + 3 * properties.count
        self.tolerance = properties.map { tolerance.bound(for: $0) }
        lower = properties.map { $0.range.lowerBound }
        upper = properties.map { $0.range.upperBound }
        slopes = Array(repeating: 0, count: 4 * properties.count)
        deviation = Array(repeating: 0, count: properties.count)
        uniformDeviation = deviation
        maximumAcceleration = deviation
    }

    /// The number of keyframes chosen so far.
    var keyCount: Int { keys.count / (1 + width) }

    // MARK: Recording

    /// Starts the track at `time` with the values `right`.
    mutating func start(time: Double, values: UnsafePointer<Double>) {
        uniformStart = time
        let width = width
        appendNode(time: time) { w, base in
            for p in 0..<width {
                w[base + 1 + p] = values[p]
                w[base + 1 + width + p] = values[p]
                w[base + 1 + 2 * width + p] = 0
            }
        }
        openForced = true
    }

    /// Replaces the open node's values from it on (another record at its instant).
    mutating func replaceOpen(values: UnsafePointer<Double>, forced: Bool) {
        let width = width, base = (count - 1) * stride + 1 + width
        window.withUnsafeMutableBufferPointer { w in
            for p in 0..<width { w[base + p] = values[p] }
        }
        openForced = openForced || forced
    }

    /// Closes the open node and appends the nodes of the interval after it: `parts` − 1
    /// subdivisions at `partTimes`… and the new open node at the interval's end. `values` holds,
    /// part-major, each property's value at the end of each part (the last: just before the new
    /// node); `gaps`, part-major too, each property's bound on each part; `right` the new node's
    /// values from it on.
    mutating func advance(parts: Int, times partTime: (Int) -> Double, values: UnsafePointer<Double>,
                          gaps: UnsafePointer<Double>, right: UnsafePointer<Double>, forced: Bool) {
        processOpen()
        let width = width
        for j in 0..<parts {
            let last = j == parts - 1
            appendNode(time: partTime(j)) { w, base in
                for p in 0..<width {
                    let v = values[j * width + p]
                    w[base + 1 + p] = v
                    w[base + 1 + width + p] = last ? right[p] : v
                    w[base + 1 + 2 * width + p] = gaps[j * width + p]
                }
            }
            if !last { process(dropped + count - 1, forced: false) }
        }
        openForced = forced
    }

    /// Appends a node, filled by `fill(window, base)`.
    @inline(__always)
    mutating func appendNode(time: Double, _ fill: (UnsafeMutableBufferPointer<Double>, Int) -> Void) {
        if (count + 1) * stride > window.count {
            window.append(contentsOf: repeatElement(0, count: Swift.max(window.count, 8 * stride)))
        }
        let base = count * stride
        var w = window
        window = []
        w.withUnsafeMutableBufferPointer { w in
            w[base] = time
            fill(w, base)
        }
        window = w
        count += 1
    }

    /// Processes the open node as closed (it will not change any more).
    mutating func processOpen() {
        let n = dropped + count - 1
        if n == 0 && keys.isEmpty {
            emitKey(0)
            resetSlopes()
            noteUniformStart()
            return
        }
        process(n, forced: openForced)
        openForced = false
    }

    // MARK: Greedy selection

    /// The greedy step for node `n` (absolute), the newest node.
    mutating func process(_ n: Int, forced: Bool) {
        if end > anchor { addInterior(end) }
        if end == anchor || fits(n) {
            end = n
        } else {
            commit(to: end)
            end = n
        }
        if forced { commit(to: n) }
        noteUniform(n)
        trim()
    }

    /// Ends the current segment at node `j`: its bound counts, `j` becomes a keyframe and the anchor.
    mutating func commit(to j: Int) {
        guard j > anchor else { return }
        segmentBound(from: anchor, to: j) { p, b in deviation[p] = Swift.max(deviation[p], b) }
        emitKey(j)
        anchor = j
        end = j
        resetSlopes()
    }

    /// Appends node `j` as a keyframe.
    mutating func emitKey(_ j: Int) {
        let base = (j - dropped) * stride
        keys.append(window[base])
        for p in 0..<width { keys.append(window[base + 1 + width + p]) }
    }

    /// The distance of `x` from property `p`'s range.
    @inline(__always)
    func excess(_ x: Double, _ p: Int) -> Double { Self.excess(x, lower[p], upper[p]) }

    /// The distance of `x` from [`lower`, `upper`].
    @inline(__always)
    static func excess(_ x: Double, _ lower: Double, _ upper: Double) -> Double {
        x < lower ? lower - x : (x > upper ? x - upper : 0)
    }

    /// A new segment from the anchor: no interior node yet.
    mutating func resetSlopes() {
        let w = width, tolerance = tolerance, lower = lower, upper = upper
        let base = (anchor - dropped) * stride + 1 + w
        window.withUnsafeBufferPointer { win in
            slopes.withUnsafeMutableBufferPointer { s in
                for p in 0..<w {
                    let value = win[base + p]
                    let ex = Self.excess(value, lower[p], upper[p])
                    s[p] = -.infinity
                    s[w + p] = .infinity
                    // A hair below the budget: the exact bound, computed when the segment is
                    // chosen, must not exceed the tolerance through rounding.
                    s[2 * w + p] = tolerance[p] - 2 * ex - 1e-12 * (tolerance[p] + abs(value))
                    s[3 * w + p] = ex
                }
            }
        }
    }

    /// Narrows the slope interval by interior node `m` (its gap after it is the newest node's gap).
    mutating func addInterior(_ m: Int) {
        let w = width, st = stride
        let a = (anchor - dropped) * st, b = (m - dropped) * st, next = (m + 1 - dropped) * st
        window.withUnsafeBufferPointer { win in
            slopes.withUnsafeMutableBufferPointer { s in
                let span = win[b] - win[a]
                for p in 0..<w {
                    let ra = win[a + 1 + w + p], budget = s[2 * w + p]
                    let afterRoom = budget - win[next + 1 + 2 * w + p], beforeRoom = budget - win[b + 1 + 2 * w + p]
                    guard afterRoom >= 0 && beforeRoom >= 0 else {
                        s[p] = .infinity
                        continue
                    }
                    let yr = win[b + 1 + w + p] - ra, yl = win[b + 1 + p] - ra
                    s[p] = Swift.max(s[p], Swift.max((yr - afterRoom) / span, (yl - beforeRoom) / span))
                    s[w + p] = Swift.min(s[w + p], Swift.min((yr + afterRoom) / span, (yl + beforeRoom) / span))
                }
            }
        }
    }

    /// Whether the segment from the anchor to node `n` stays within the tolerance.
    func fits(_ n: Int) -> Bool {
        let w = width, st = stride
        let a = (anchor - dropped) * st, c = (n - dropped) * st
        var general = false
        let fitsHere = window.withUnsafeBufferPointer { win in
            slopes.withUnsafeBufferPointer { s in
                let span = win[c] - win[a]
                for p in 0..<w {
                    let r = win[c + 1 + w + p]
                    if excess(r, p) > s[3 * w + p] {
                        general = true
                        return false
                    }
                    let budget = s[2 * w + p]
                    if abs(r - win[c + 1 + p]) + win[c + 1 + 2 * w + p] > budget { return false }
                    let slope = (r - win[a + 1 + w + p]) / span
                    if !(slope >= s[p] && slope <= s[w + p]) { return false }
                }
                return true
            }
        }
        if !general { return fitsHere }
        // The end lies further outside the range than the anchor: test the exact bound.
        var fits = true
        segmentBound(from: anchor, to: n) { p, b in if b > tolerance[p] { fits = false } }
        return fits
    }

    /// The bound, per property, of the straight lines from node `i` to node `j` through their
    /// values (see the type's description), passed to `body(property, bound)`.
    func segmentBound(from i: Int, to j: Int, _ body: (Int, Double) -> Void) {
        let w = width, st = stride
        window.withUnsafeBufferPointer { win in
            let a = (i - dropped) * st
            let ti = win[a], span = win[(j - dropped) * st] - ti
            for p in 0..<w {
                let vi = win[a + 1 + w + p], vj = win[(j - dropped) * st + 1 + w + p]
                let slope = (vj - vi) / span
                var worst = 0.0
                for k in i..<j {
                    let x = (k - dropped) * st, y = x + st
                    let left = abs(vi + slope * (win[x] - ti) - win[x + 1 + w + p])
                    let right = abs(vi + slope * (win[y] - ti) - win[y + 1 + p])
                    worst = Swift.max(worst, Swift.max(left, right) + win[y + 1 + 2 * w + p])
                }
                body(p, worst + 2 * Swift.max(excess(vi, p), excess(vj, p)))
            }
        }
    }

    // MARK: 60 Hz sampling

    /// The first node is the first sample.
    mutating func noteUniformStart() {
        uniformAnchor = 0
        uniformNext = 1
    }

    /// Node `n` is the next 60 Hz sample (within a nanosecond): the segment from the previous one
    /// counts. A sample that falls between nodes ends the comparison.
    mutating func noteUniform(_ n: Int) {
        guard uniformAnchor >= 0 else { return }
        let t = window[(n - dropped) * stride], u = uniformStart + Double(uniformNext) / 60
        if abs(t - u) <= 1e-9 {
            segmentBound(from: uniformAnchor, to: n) { p, b in uniformDeviation[p] = Swift.max(uniformDeviation[p], b) }
            uniformAnchor = n
            uniformNext += 1
        } else if t > u {
            uniformAnchor = -1
        }
    }

    /// Drops the nodes before both the anchor and the last 60 Hz sample once they are many.
    mutating func trim() {
        let keep = uniformAnchor >= 0 ? Swift.min(anchor, uniformAnchor) : anchor
        let drop = keep - dropped
        guard drop >= 64, drop * 2 >= count else { return }
        let st = stride, remaining = count - drop
        window.withUnsafeMutableBufferPointer { w in
            for k in 0..<(remaining * st) { w[k] = w[k + drop * st] }
        }
        count = remaining
        dropped = keep
    }

    // MARK: Results

    /// The track finished at its open node (the last record): the keyframes, the bound of each
    /// property over them, and 60 Hz sampling's sample count and bound (`nil` when a sample fell
    /// between nodes).
    func finished() -> (track: KeyframeTrack, uniform: (count: Int, deviation: [Double])?) {
        var copy = self
        let n = dropped + count - 1
        copy.processOpen()
        if copy.end > copy.anchor { copy.commit(to: copy.end) }
        guard copy.uniformAnchor >= 0 else { return (copy, nil) }
        // The end is the last sample, unless it already was one.
        if copy.uniformAnchor != n {
            copy.segmentBound(from: copy.uniformAnchor, to: n) { p, b in copy.uniformDeviation[p] = Swift.max(copy.uniformDeviation[p], b) }
            return (copy, (copy.uniformNext + 1, copy.uniformDeviation))
        }
        return (copy, (copy.uniformNext, copy.uniformDeviation))
    }

    /// The keyframes, clamped, for `element`.
    func keyframes(element: ElementID?) -> Keyframes {
        let w = width, n = keyCount
        var times: [Double] = []
        var values: [[Double]] = []
        times.reserveCapacity(n)
        values.reserveCapacity(n)
        for k in 0..<n {
            let base = k * (1 + w)
            times.append(keys[base])
            values.append((0..<w).map { p in Swift.min(Swift.max(keys[base + 1 + p], lower[p]), upper[p]) })
        }
        return Keyframes(element: element, properties: properties, times: times, values: values, certifiedDeviation: deviation)
    }

    /// The step of uniform sampling that the a-priori bound `step²/8 · max|f″|` certifies within
    /// the tolerance for every property (infinite when nothing accelerates).
    func uniformStep() -> Double {
        var step = Double.infinity
        for p in 0..<width where maximumAcceleration[p] > 0 {
            step = Swift.min(step, (8 * tolerance[p] / maximumAcceleration[p]).squareRoot())
        }
        return step
    }
}

extension ClosedRange<Double> {
    /// `x` clamped into the range.
    func clamp(_ x: Double) -> Double { Swift.min(Swift.max(x, lowerBound), upperBound) }
}
