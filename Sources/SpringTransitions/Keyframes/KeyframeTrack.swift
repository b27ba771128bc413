/// The recorded motion of one element (or of the content offset) for keyframe export, and the
/// keyframes chosen on it as it is recorded.
///
/// **Nodes.** The recorded instants and subdivisions between them, each with the value just before
/// it (`left`, the previous motion carried over) and from it on (`right`, after a clock step's
/// settle, a delayed start or an event), and per gap between nodes a bound on how far the motion
/// strays from the straight line between its ends (`SpringMotion.interpolationErrorBound(from:over:)`,
/// or the local bound of ``KeyframeScratch``). A straight line ℓ from node i to node j then stays
/// within `max over gaps k of max(|ℓ(tₖ) − rightₖ|, |ℓ(tₖ₊₁) − leftₖ₊₁|) + gapₖ` of the motion at
/// every instant between them: on each gap the motion is one closed form, the chord of that closed
/// form is within gapₖ of it, and ℓ and the chord are both straight, so they differ most at the
/// gap's ends. Clamped properties (sizes at 0, alpha to [0, 1]) add twice the larger distance of
/// the line's two end values from the property's range.
///
/// **Greedy selection, online.** From the last keyframe (the *anchor*) the segment is extended
/// node by node while its bound stays within the tolerance; the first node that does not fit ends
/// it at the node before (a node that must be a keyframe — the start, an event — ends it too). The
/// test is O(1) per node and property: every interior node m bounds the line's slope s to an
/// interval (|r_a + s·(tₘ − t_a) − yₘ| ≤ budget − gap for its two values yₘ), the intersection is
/// kept, and a candidate end fits when its slope lies in it (a swing-door test). A chosen segment's
/// bound is then computed exactly over its nodes, which are kept only until the anchor (and the
/// last 60 Hz sample, for the comparison with uniform sampling) passes them.
///
/// Storage: one flat buffer per track — a header of six `width`-long rows (the slope interval's
/// lower and upper ends, the budget, the anchor's distance from the range, the chosen segments'
/// bound and 60 Hz sampling's bound), then the nodes (time, `left`, `right`, the bound of the gap
/// before the node) — so recording a node touches one buffer.
struct KeyframeTrack {
    /// The properties, in order.
    let properties: [KeyframeProperty]
    /// The number of properties.
    let width: Int
    /// The doubles per node: time, then `left`, `right` and the gap bound, `width` each.
    let stride: Int
    /// Per property: the tolerance, and the range the pose clamps to.
    let tolerance: [Double]
    let lower: [Double]
    let upper: [Double]

    /// The header (6 × `width`) and the nodes kept (from ``dropped`` on); the last node is *open*
    /// (its `right` may still change through another record at the same instant) until the next
    /// record comes.
    var store: [Double]
    /// The chosen keyframes, flat: time, then `width` values (unclamped).
    var keys: [Double] = []
    /// Positions and counts (see ``Cursor``).
    var cursor = Cursor()
    /// Whether the open node must be a keyframe.
    var openForced = false
    /// Per property, the largest acceleration bound of any recorded motion (what uniform sampling
    /// at the tolerance has to be fine enough for).
    var maximumAcceleration: [Double]
    /// The first recorded instant (60 Hz sampling starts there).
    var uniformStart = 0.0

    /// Node positions, absolute (counting dropped nodes).
    struct Cursor {
        /// Nodes in the store, and the absolute index of its first one.
        var count = 0
        var dropped = 0
        /// The anchor (the last keyframe) and the end of the current segment (the newest node
        /// processed; the anchor while none follows it).
        var anchor = 0
        var end = 0
        /// The node of the last 60 Hz sample (−1 once a sample falls between nodes: no
        /// comparison), and the index of the next sample.
        var uniformAnchor = 0
        var uniformNext = 1
    }

    /// Header rows.
    static let rowLow = 0, rowHigh = 1, rowBudget = 2, rowExcess = 3, rowDeviation = 4, rowUniform = 5, rows = 6

    init(properties: [KeyframeProperty], tolerance: KeyframeTolerance) {
        self.properties = properties
        width = properties.count
        stride = 1 + 3 * properties.count
        self.tolerance = properties.map { tolerance.bound(for: $0) }
        lower = properties.map { $0.range.lowerBound }
        upper = properties.map { $0.range.upperBound }
        store = Array(repeating: 0, count: Self.rows * properties.count)
        maximumAcceleration = Array(repeating: 0, count: properties.count)
    }

    /// The number of keyframes chosen so far.
    var keyCount: Int { keys.count / (1 + width) }

    /// Per property, the bound of the chosen segments so far.
    var deviation: [Double] { Array(store[(Self.rowDeviation * width)..<((Self.rowDeviation + 1) * width)]) }

    /// Per property, the bound of 60 Hz sampling so far.
    var uniformDeviation: [Double] { Array(store[(Self.rowUniform * width)..<((Self.rowUniform + 1) * width)]) }

    // MARK: Recording

    /// Starts the track at `time` with the values `values`.
    mutating func start(time: Double, values: UnsafePointer<Double>) {
        uniformStart = time
        openForced = true
        let w = width
        run(adding: 1) { k in
            k.append(time: time) { node in
                for p in 0..<w {
                    node[1 + p] = values[p]
                    node[1 + w + p] = values[p]
                    node[1 + 2 * w + p] = 0
                }
            }
        }
    }

    /// Replaces the open node's values from it on (another record at its instant).
    mutating func replaceOpen(values: UnsafePointer<Double>, forced: Bool) {
        openForced = openForced || forced
        run(adding: 0) { k in
            let node = k.node(k.cursor.dropped + k.cursor.count - 1)
            for p in 0..<k.width { node[1 + k.width + p] = values[p] }
        }
    }

    /// Closes the open node and appends the nodes of the interval after it: `parts` − 1
    /// subdivisions at `partTime(j)` and the new open node at `partTime(parts − 1)`. `values` holds,
    /// part-major, each property's value at the end of each part (the last: just before the new
    /// node); `gaps`, part-major too, each property's bound on each part; `right` the new node's
    /// values from it on.
    mutating func advance(parts: Int, times partTime: (Int) -> Double, values: UnsafePointer<Double>,
                          gaps: UnsafePointer<Double>, right: UnsafePointer<Double>, forced: Bool) {
        let closing = openForced
        openForced = forced
        run(adding: parts) { k in
            k.processOpen(forced: closing)
            let w = k.width
            for j in 0..<parts {
                let last = j == parts - 1
                k.append(time: partTime(j)) { node in
                    for p in 0..<w {
                        let v = values[j * w + p]
                        node[1 + p] = v
                        node[1 + w + p] = last ? right[p] : v
                        node[1 + 2 * w + p] = gaps[j * w + p]
                    }
                }
                if !last { k.process(k.cursor.dropped + k.cursor.count - 1, forced: false) }
            }
        }
    }

    /// Runs `body` on a ``Kernel`` over the store, with room for `adding` more nodes.
    @inline(__always)
    mutating func run(adding: Int, _ body: (inout Kernel) -> Void) {
        let needed = Self.rows * width + (cursor.count + adding) * stride
        if needed > store.count {
            store.append(contentsOf: repeatElement(0, count: Swift.max(needed - store.count, store.count, 16 * stride)))
        }
        var store = self.store, keys = self.keys
        self.store = []
        self.keys = []
        store.withUnsafeMutableBufferPointer { s in
            tolerance.withUnsafeBufferPointer { tol in
                lower.withUnsafeBufferPointer { lo in
                    upper.withUnsafeBufferPointer { up in
                        var kernel = Kernel(base: s.baseAddress!, width: width, stride: stride, tolerance: tol.baseAddress!,
                                            lower: lo.baseAddress!, upper: up.baseAddress!, cursor: cursor, keys: keys,
                                            uniformStart: uniformStart)
                        keys = []
                        body(&kernel)
                        cursor = kernel.cursor
                        keys = kernel.keys
                    }
                }
            }
        }
        self.store = store
        self.keys = keys
    }

    // MARK: Results

    /// The track finished at its open node (the last record): the keyframes, the bound of each
    /// property over them, and 60 Hz sampling's sample count and bound (`nil` when a sample fell
    /// between nodes).
    func finished() -> (track: KeyframeTrack, uniform: (count: Int, deviation: [Double])?) {
        var copy = self
        let forced = copy.openForced
        copy.openForced = false
        var uniformCount: Int?
        copy.run(adding: 0) { k in
            let n = k.cursor.dropped + k.cursor.count - 1
            k.processOpen(forced: forced)
            if k.cursor.end > k.cursor.anchor { k.commit(to: k.cursor.end) }
            guard k.cursor.uniformAnchor >= 0 else { return }
            // The end is the last sample, unless it already was one.
            if k.cursor.uniformAnchor != n {
                k.noteUniformSegment(to: n)
                uniformCount = k.cursor.uniformNext + 1
            } else {
                uniformCount = k.cursor.uniformNext
            }
        }
        return (copy, uniformCount.map { ($0, copy.uniformDeviation) })
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
