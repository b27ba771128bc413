// The swept bounds of every element: a rectangle containing every pose it can take from now on,
// so that rect queries need no per-frame index update.
//
// For a damped spring (damping ≥ 0) the energy ½v² + ½ω²(x − target)² never grows, so
// |x − target| ≤ √((x₀ − target)² + (v₀/ω)²) for all later times, whatever the damping. Each
// channel's range is that interval (widened by 5 % for integrators that are not exact); the
// element's rectangle follows from the ranges of center, size and transform components, and
// includes its start and target poses.

extension SpringTransitionLayout {
    /// Builds the spatial index over every entry's swept bounds, along the longer content axis.
    /// One pass over the entries, reading the batch through local references (no exclusivity
    /// check or copy of whole attributes per element).
    func buildSweptIndex() {
        let n = entries.count
        var bounds: [Rect] = []
        bounds.reserveCapacity(n)
        var offsets: [SIMD4<Double>] = []
        offsets.reserveCapacity(n)
        var centers: [QueryCenter] = []
        centers.reserveCapacity(n)
        let sweeper = Sweeper(batch: batch, info: channelInfo, omega: springTable.map(\.naturalFrequency))
        entries.withUnsafeBufferPointer { entries in
            for i in 0..<n {
                if let a = entries[i].animation {
                    let rect = sweeper.sweptBounds(of: a)
                    let x = sweeper.centerRange(of: a, axis: 0), y = sweeper.centerRange(of: a, axis: 1)
                    bounds.append(rect)
                    centers.append(queryCenter(of: a))
                    // The swept rectangle is the center's range widened by these offsets, so every
                    // pose lies within center + offsets (see `forEachAttributes(in:_:)`).
                    offsets.append(SIMD4(rect.minX - x.lower, rect.maxX - x.upper, rect.minY - y.lower, rect.maxY - y.upper))
                } else {
                    let target = snapTargets[Int(entries[i].snapTarget)]
                    let box = target.visualBounds, c = target.center
                    bounds.append(box)
                    centers.append(.indirect)
                    offsets.append(SIMD4(box.minX - c.x, box.maxX - c.x, box.minY - c.y, box.maxY - c.y))
                }
            }
        }
        sweptOffsets = offsets
        queryCenters = centers
        let width = Swift.max(fromContentSize.width, toContentSize.width)
        let height = Swift.max(fromContentSize.height, toContentSize.height)
        index = SpatialIndex(axis: width > height ? .horizontal : .vertical, bounds: bounds)
    }
}

/// The swept-bounds arithmetic over a transition's channel state, held by value (references to
/// the engine's arrays): see the top of this file.
struct Sweeper {
    /// The transition's batch.
    let batch: ChannelBatch
    /// Its per-channel bookkeeping (for each channel's spring).
    let info: [ChannelInfo]
    /// The natural frequency of each spring of the transition's spring table.
    let omega: [Double]

    /// The range a channel can reach from its current state (or its start, when delayed).
    func sweep(_ c: AnimatedChannel, of a: AttributeAnimation) -> (lower: Double, upper: Double) {
        let x: Double, v: Double
        if a.isWaiting {
            x = c.from
            v = c.startVelocity
        } else {
            x = batch.position(of: c.id)
            v = batch.velocity(of: c.id)
        }
        let t = c.to
        let w = omega[Int(info[Int(c.id.rawValue)].spring)]
        let d = x - t, u = v / w
        let reach = (d * d + u * u).squareRoot() * 1.05 + 1e-9 * Swift.abs(t)
        return (Swift.min(x, t - reach), Swift.max(x, t + reach))
    }

    /// The range of the center's x (`axis` 0) or y (`axis` 1) from now on: the channel's sweep, or
    /// its fixed value when it does not move.
    func centerRange(of a: AttributeAnimation, axis k: Int) -> (lower: Double, upper: Double) {
        let s = Int(a.standardSlot[k])
        guard s >= 0 else { return (a.toStandard[k], a.toStandard[k]) }
        return sweep(a.table[s], of: a)
    }

    /// The rectangle containing every pose `a` can take from now on.
    func sweptBounds(of a: AttributeAnimation) -> Rect {
        var lower = a.toStandard
        var upper = lower
        var affineMoves = false
        for c in a.table {
            guard let k = c.channel.standardIndex else { continue }
            let range = sweep(c, of: a)
            lower[k] = range.lower
            upper[k] = range.upper
            if (4..<10).contains(k) { affineMoves = true }
        }
        let halfWidth = Swift.max(0, upper[2]) / 2, halfHeight = Swift.max(0, upper[3]) / 2
        var rect: Rect
        let fromTransform = a._from.transform, toTransform = a._to.transform
        if affineMoves {
            // ‖linear part‖ ≤ its Frobenius norm √(sx²(1 + k²) + sy²), whatever the rotation.
            let sx = Swift.max(Swift.abs(lower[6]), Swift.abs(upper[6]))
            let sy = Swift.max(Swift.abs(lower[7]), Swift.abs(upper[7]))
            let k = Swift.max(Swift.abs(lower[9]), Swift.abs(upper[9]))
            let norm = (sx * sx * (1 + k * k) + sy * sy).squareRoot()
            let r = norm * (halfWidth * halfWidth + halfHeight * halfHeight).squareRoot()
            rect = Rect(x: lower[0] + lower[4] - r, y: lower[1] + lower[5] - r,
                        width: upper[0] + upper[4] - lower[0] - lower[4] + 2 * r,
                        height: upper[1] + upper[5] - lower[1] - lower[5] + 2 * r)
        } else {
            // A fixed transform: the box's extents grow with the size; either endpoint's matrix.
            var ex = 0.0, ey = 0.0, txLow = Double.infinity, txHigh = -Double.infinity
            var tyLow = Double.infinity, tyHigh = -Double.infinity
            for end in 0..<2 {
                let t = end == 0 ? fromTransform : toTransform
                ex = Swift.max(ex, Swift.abs(t.a) * halfWidth + Swift.abs(t.c) * halfHeight)
                ey = Swift.max(ey, Swift.abs(t.b) * halfWidth + Swift.abs(t.d) * halfHeight)
                txLow = Swift.min(txLow, t.tx)
                txHigh = Swift.max(txHigh, t.tx)
                tyLow = Swift.min(tyLow, t.ty)
                tyHigh = Swift.max(tyHigh, t.ty)
            }
            rect = Rect(x: lower[0] + txLow - ex, y: lower[1] + tyLow - ey,
                        width: upper[0] + txHigh - lower[0] - txLow + 2 * ex,
                        height: upper[1] + tyHigh - lower[1] - tyLow + 2 * ey)
        }
        let fromSize = a._from.size
        let from = LayoutAttributes.visualBounds(
            center: a._from.center, size: Size(width: Swift.max(0, fromSize.width), height: Swift.max(0, fromSize.height)),
            transform: fromTransform)
        let to = LayoutAttributes.visualBounds(center: a._to.center, size: a._to.size, transform: toTransform)
        return rect.union(from).union(to)
    }
}
