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
    func buildSweptIndex() {
        var bounds: [Rect] = []
        bounds.reserveCapacity(entries.count)
        sweptOffsets.removeAll(keepingCapacity: true)
        sweptOffsets.reserveCapacity(entries.count)
        queryCenters.removeAll(keepingCapacity: true)
        queryCenters.reserveCapacity(entries.count)
        for i in entries.indices {
            if let a = entries[i].animation {
                let rect = sweptBounds(of: a)
                let x = centerRange(of: a, .centerX), y = centerRange(of: a, .centerY)
                bounds.append(rect)
                queryCenters.append(queryCenter(of: a))
                // The swept rectangle is the center's range widened by these offsets, so every
                // pose lies within center + offsets (see `forEachAttributes(in:_:)`).
                sweptOffsets.append(SIMD4(rect.minX - x.lower, rect.maxX - x.upper, rect.minY - y.lower, rect.maxY - y.upper))
            } else {
                let box = entries[i].target.visualBounds, c = entries[i].target.center
                bounds.append(box)
                queryCenters.append(.indirect)
                sweptOffsets.append(SIMD4(box.minX - c.x, box.maxX - c.x, box.minY - c.y, box.maxY - c.y))
            }
        }
        let width = Swift.max(fromContentSize.width, toContentSize.width)
        let height = Swift.max(fromContentSize.height, toContentSize.height)
        index = SpatialIndex(axis: width > height ? .horizontal : .vertical, bounds: bounds)
    }

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
        let omega = springTable[Int(channelInfo[Int(c.id.rawValue)].spring)].naturalFrequency
        let d = x - t, u = v / omega
        let reach = (d * d + u * u).squareRoot() * 1.05 + 1e-9 * Swift.abs(t)
        return (Swift.min(x, t - reach), Swift.max(x, t + reach))
    }

    /// The range of the center's x (`.centerX`) or y (`.centerY`) from now on: the channel's
    /// sweep, or its fixed value when it does not move.
    func centerRange(of a: AttributeAnimation, _ axis: StandardChannel) -> (lower: Double, upper: Double) {
        let s = Int(a.standardSlot[axis])
        guard s >= 0 else { return (a.toStandard[axis], a.toStandard[axis]) }
        return sweep(a.table[s], of: a)
    }

    /// The rectangle containing every pose `a` can take from now on.
    func sweptBounds(of a: AttributeAnimation) -> Rect {
        var lower = InlineArray<12, Double>(repeating: 0)
        var upper = InlineArray<12, Double>(repeating: 0)
        for k in 0..<StandardChannel.count {
            lower[k] = a.toStandard[k]
            upper[k] = a.toStandard[k]
        }
        var affineMoves = false
        for c in a.table {
            guard let k = c.channel.standardIndex else { continue }
            let range = sweep(c, of: a)
            lower[k] = range.lower
            upper[k] = range.upper
            if (StandardChannel.translationX.rawValue...StandardChannel.shear.rawValue).contains(k) { affineMoves = true }
        }
        let halfWidth = Swift.max(0, upper[.width]) / 2, halfHeight = Swift.max(0, upper[.height]) / 2
        var rect: Rect
        if affineMoves {
            // ‖linear part‖ ≤ its Frobenius norm √(sx²(1 + k²) + sy²), whatever the rotation.
            let sx = Swift.max(Swift.abs(lower[.scaleX]), Swift.abs(upper[.scaleX]))
            let sy = Swift.max(Swift.abs(lower[.scaleY]), Swift.abs(upper[.scaleY]))
            let k = Swift.max(Swift.abs(lower[.shear]), Swift.abs(upper[.shear]))
            let norm = (sx * sx * (1 + k * k) + sy * sy).squareRoot()
            let r = norm * (halfWidth * halfWidth + halfHeight * halfHeight).squareRoot()
            rect = Rect(x: lower[.centerX] + lower[.translationX] - r, y: lower[.centerY] + lower[.translationY] - r,
                        width: upper[.centerX] + upper[.translationX] - lower[.centerX] - lower[.translationX] + 2 * r,
                        height: upper[.centerY] + upper[.translationY] - lower[.centerY] - lower[.translationY] + 2 * r)
        } else {
            // A fixed transform: the box's extents grow with the size; either endpoint's matrix.
            var ex = 0.0, ey = 0.0, txLow = Double.infinity, txHigh = -Double.infinity
            var tyLow = Double.infinity, tyHigh = -Double.infinity
            for end in 0..<2 {
                let t = end == 0 ? a._from.transform : a._to.transform
                ex = Swift.max(ex, Swift.abs(t.a) * halfWidth + Swift.abs(t.c) * halfHeight)
                ey = Swift.max(ey, Swift.abs(t.b) * halfWidth + Swift.abs(t.d) * halfHeight)
                txLow = Swift.min(txLow, t.tx)
                txHigh = Swift.max(txHigh, t.tx)
                tyLow = Swift.min(tyLow, t.ty)
                tyHigh = Swift.max(tyHigh, t.ty)
            }
            rect = Rect(x: lower[.centerX] + txLow - ex, y: lower[.centerY] + tyLow - ey,
                        width: upper[.centerX] + txHigh - lower[.centerX] - txLow + 2 * ex,
                        height: upper[.centerY] + tyHigh - lower[.centerY] - tyLow + 2 * ey)
        }
        var from = a._from
        from.size = Size(width: Swift.max(0, from.size.width), height: Swift.max(0, from.size.height))
        return rect.union(from.visualBounds).union(a._to.visualBounds)
    }
}
