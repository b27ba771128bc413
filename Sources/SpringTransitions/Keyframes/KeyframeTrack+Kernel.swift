// The greedy selection of a KeyframeTrack over its store, through raw pointers: one buffer access
// per recorded interval instead of one per node and property.

extension KeyframeTrack {
    /// The track's store seen through pointers while one record runs (see ``KeyframeTrack/run(adding:_:)``).
    struct Kernel {
        /// The store: header rows, then the nodes.
        let base: UnsafeMutablePointer<Double>
        let width: Int
        let stride: Int
        let tolerance: UnsafePointer<Double>
        let lower: UnsafePointer<Double>
        let upper: UnsafePointer<Double>
        var cursor: Cursor
        var keys: [Double]
        let uniformStart: Double

        /// Header row `r`.
        @inline(__always)
        func row(_ r: Int) -> UnsafeMutablePointer<Double> { base + r * width }

        /// Node `n` (absolute): time, left, right, gap.
        @inline(__always)
        func node(_ n: Int) -> UnsafeMutablePointer<Double> {
            base + KeyframeTrack.rows * width + (n - cursor.dropped) * stride
        }

        /// The distance of `x` from property `p`'s range.
        @inline(__always)
        func excess(_ x: Double, _ p: Int) -> Double {
            x < lower[p] ? lower[p] - x : (x > upper[p] ? x - upper[p] : 0)
        }

        /// Appends a node (room is made beforehand), filled by `fill`.
        @inline(__always)
        mutating func append(time: Double, _ fill: (UnsafeMutablePointer<Double>) -> Void) {
            let n = base + KeyframeTrack.rows * width + cursor.count * stride
            n[0] = time
            fill(n)
            cursor.count += 1
        }

        /// Processes the open node as closed (it will not change any more).
        mutating func processOpen(forced: Bool) {
            let n = cursor.dropped + cursor.count - 1
            if n == 0 && keys.isEmpty {
                emitKey(0)
                resetSlopes()
                return
            }
            process(n, forced: forced)
        }

        /// The greedy step for node `n` (absolute), the newest node.
        mutating func process(_ n: Int, forced: Bool) {
            if cursor.end > cursor.anchor { addInterior(cursor.end, next: n) }
            if cursor.end == cursor.anchor || fits(n) {
                cursor.end = n
            } else {
                commit(to: cursor.end)
                cursor.end = n
            }
            if forced { commit(to: n) }
            noteUniform(n)
            trim()
        }

        /// Ends the current segment at node `j`: its bound counts, `j` becomes a keyframe and the anchor.
        mutating func commit(to j: Int) {
            guard j > cursor.anchor else { return }
            let deviation = row(KeyframeTrack.rowDeviation)
            segmentBound(from: cursor.anchor, to: j) { p, b in deviation[p] = Swift.max(deviation[p], b) }
            emitKey(j)
            cursor.anchor = j
            cursor.end = j
            resetSlopes()
        }

        /// Appends node `j` as a keyframe.
        mutating func emitKey(_ j: Int) {
            let node = node(j)
            keys.append(node[0])
            for p in 0..<width { keys.append(node[1 + width + p]) }
        }

        /// A new segment from the anchor: no interior node yet.
        func resetSlopes() {
            let a = node(cursor.anchor) + 1 + width
            let low = row(KeyframeTrack.rowLow), high = row(KeyframeTrack.rowHigh)
            let budget = row(KeyframeTrack.rowBudget), anchorExcess = row(KeyframeTrack.rowExcess)
            for p in 0..<width {
                let value = a[p], ex = excess(value, p)
                low[p] = -.infinity
                high[p] = .infinity
                // A hair below the budget: the exact bound, computed when the segment is chosen,
                // must not exceed the tolerance through rounding.
                budget[p] = tolerance[p] - 2 * ex - 1e-12 * (tolerance[p] + abs(value))
                anchorExcess[p] = ex
            }
        }

        /// Narrows the slope interval by interior node `m`, whose next node is `next`.
        func addInterior(_ m: Int, next: Int) {
            let w = width
            let a = node(cursor.anchor), b = node(m), c = node(next)
            let low = row(KeyframeTrack.rowLow), high = row(KeyframeTrack.rowHigh), budget = row(KeyframeTrack.rowBudget)
            // Divisions by the span, exactly as the slope test divides (no reciprocal: the interval
            // ends and the candidate's slope must round alike).
            let span = b[0] - a[0]
            for p in 0..<w {
                let ra = a[1 + w + p], room = budget[p]
                let afterRoom = room - c[1 + 2 * w + p], beforeRoom = room - b[1 + 2 * w + p]
                guard afterRoom >= 0 && beforeRoom >= 0 else {
                    low[p] = .infinity
                    continue
                }
                let yr = b[1 + w + p] - ra, yl = b[1 + p] - ra
                // The tighter of the two values' intervals: the one whose lower end is higher.
                let lowR = yr - afterRoom, lowL = yl - beforeRoom, highR = yr + afterRoom, highL = yl + beforeRoom
                let lo = Swift.max(lowR, lowL) / span, hi = Swift.min(highR, highL) / span
                if lo > low[p] { low[p] = lo }
                if hi < high[p] { high[p] = hi }
            }
        }

        /// Whether the segment from the anchor to node `n` stays within the tolerance.
        func fits(_ n: Int) -> Bool {
            let w = width
            let a = node(cursor.anchor), c = node(n)
            let low = row(KeyframeTrack.rowLow), high = row(KeyframeTrack.rowHigh)
            let budget = row(KeyframeTrack.rowBudget), anchorExcess = row(KeyframeTrack.rowExcess)
            let span = c[0] - a[0]
            for p in 0..<w {
                let r = c[1 + w + p]
                if excess(r, p) > anchorExcess[p] {
                    // The end lies further outside the range than the anchor: the exact bound.
                    var fits = true
                    segmentBound(from: cursor.anchor, to: n) { q, b in if b > tolerance[q] { fits = false } }
                    return fits
                }
                if abs(r - c[1 + p]) + c[1 + 2 * w + p] > budget[p] { return false }
                let slope = (r - a[1 + w + p]) / span
                if !(slope >= low[p] && slope <= high[p]) { return false }
            }
            return true
        }

        /// The bound, per property, of the straight lines from node `i` to node `j` through their
        /// values (see ``KeyframeTrack``), passed to `body(property, bound)`.
        func segmentBound(from i: Int, to j: Int, _ body: (Int, Double) -> Void) {
            let w = width, st = stride
            let a = node(i), z = node(j)
            let ti = a[0], span = z[0] - ti
            for p in 0..<w {
                let vi = a[1 + w + p], vj = z[1 + w + p]
                let slope = (vj - vi) / span
                var worst = 0.0
                var x = a
                for _ in i..<j {
                    let y = x + st
                    let left = abs(vi + slope * (x[0] - ti) - x[1 + w + p])
                    let right = abs(vi + slope * (y[0] - ti) - y[1 + p])
                    worst = Swift.max(worst, Swift.max(left, right) + y[1 + 2 * w + p])
                    x = y
                }
                body(p, worst + 2 * Swift.max(excess(vi, p), excess(vj, p)))
            }
        }

        /// Node `n` is the next 60 Hz sample (within a nanosecond): the segment from the previous
        /// one counts. A sample that falls between nodes ends the comparison.
        mutating func noteUniform(_ n: Int) {
            guard cursor.uniformAnchor >= 0 else { return }
            let t = node(n)[0], u = uniformStart + Double(cursor.uniformNext) / 60
            if abs(t - u) <= 1e-9 {
                noteUniformSegment(to: n)
                cursor.uniformNext += 1
            } else if t > u {
                cursor.uniformAnchor = -1
            }
        }

        /// The 60 Hz segment from the last sample to node `n` counts; `n` is the last sample now.
        mutating func noteUniformSegment(to n: Int) {
            let uniform = row(KeyframeTrack.rowUniform)
            segmentBound(from: cursor.uniformAnchor, to: n) { p, b in uniform[p] = Swift.max(uniform[p], b) }
            cursor.uniformAnchor = n
        }

        /// Drops the nodes before both the anchor and the last 60 Hz sample once they are many.
        mutating func trim() {
            let keep = cursor.uniformAnchor >= 0 ? Swift.min(cursor.anchor, cursor.uniformAnchor) : cursor.anchor
            let drop = keep - cursor.dropped
            guard drop >= 32, drop * 2 >= cursor.count else { return }
            let nodes = base + KeyframeTrack.rows * width
            let remaining = cursor.count - drop
            for k in 0..<(remaining * stride) { nodes[k] = nodes[k + drop * stride] }
            cursor.count = remaining
            cursor.dropped = keep
        }
    }
}
