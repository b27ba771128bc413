// The rectangle containing every pose an interpolated element takes for progress in [lo, hi].
//
// Every channel is linear in p (the rotation linear in its angle), so each channel's range over
// [lo, hi] is spanned by its values at lo and hi:
// - With a fixed 2-D transform the visual box's left edge, center.x − e(size), is concave in p
//   (e grows with the size, floored at 0: convex) and its right edge convex, so the box at every
//   p lies in the union of the boxes at lo and hi.
// - With a moving 2-D transform the box is bounded rotation-independently, as the spring engine
//   does: ‖linear part‖ ≤ its Frobenius norm √(sx²(1 + k²) + sy²), taken at the largest |sx|,
//   |sy| and |k| over the range, times the largest half-diagonal.
// The result is widened by 1e-9 relative (plus 1e-9 points) against rounding in the pose arithmetic.

extension InterpolatedEntry {
    /// The swept bounds over progress `lo...hi` (with `lo ≤ 0` and `hi ≥ 1`).
    package func sweptBounds(lo: Double, hi: Double) -> Rect {
        let a = pose(at: lo, halfway: true), b = pose(at: hi, halfway: true)
        var rect = a.visualBounds.union(b.visualBounds)
        var start = from
        start.size = Size(width: Swift.max(0, start.size.width), height: Swift.max(0, start.size.height))
        rect = rect.union(start.visualBounds).union(to.visualBounds)
        if affineMoves {
            let kLo = AffineTransform.Components.interpolate(from: fromAffine, to: toAffine, fraction: lo)
            let kHi = AffineTransform.Components.interpolate(from: fromAffine, to: toAffine, fraction: hi)
            let sx = Swift.max(Swift.abs(kLo.scaleX), Swift.abs(kHi.scaleX))
            let sy = Swift.max(Swift.abs(kLo.scaleY), Swift.abs(kHi.scaleY))
            let k = Swift.max(Swift.abs(kLo.shear), Swift.abs(kHi.shear))
            let norm = (sx * sx * (1 + k * k) + sy * sy).squareRoot()
            let hw = Swift.max(a.size.width, b.size.width) / 2, hh = Swift.max(a.size.height, b.size.height) / 2
            let r = norm * (hw * hw + hh * hh).squareRoot()
            let x0 = Swift.min(a.center.x + kLo.translationX, b.center.x + kHi.translationX) - r
            let x1 = Swift.max(a.center.x + kLo.translationX, b.center.x + kHi.translationX) + r
            let y0 = Swift.min(a.center.y + kLo.translationY, b.center.y + kHi.translationY) - r
            let y1 = Swift.max(a.center.y + kLo.translationY, b.center.y + kHi.translationY) + r
            rect = rect.union(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        }
        let mx = 1e-9 * (Swift.abs(rect.minX) + Swift.abs(rect.maxX) + 1)
        let my = 1e-9 * (Swift.abs(rect.minY) + Swift.abs(rect.maxY) + 1)
        return rect.insetBy(dx: -mx, dy: -my)
    }
}
