/// The rubber-band curve of an overscrolled scroll view:
/// b(x) = (1 − 1/(x·c/d + 1))·d, where x is how far the finger has dragged past an edge, d the
/// viewport's size along that axis and c the coefficient (``defaultCoefficient``, 0.55).
///
/// b grows like c·x for small x (b′(0) = c) and approaches d without reaching it. The inverse,
/// x = (d/c)·b/(d − b), turns an offset shown beyond an edge back into the finger's distance, so a
/// drag that starts in overscroll (catching a spring-back) continues smoothly. Both are odd in x
/// (an overscroll before the minimum edge is negative).
public enum RubberBand {
    /// UIScrollView's coefficient c = 0.55.
    public static let defaultCoefficient = 0.55

    /// b(x): the distance shown past the edge for a finger distance `overscroll` past it.
    ///
    /// - Parameters:
    ///   - overscroll: x, the distance dragged past the edge (negative before the minimum edge).
    ///   - dimension: d, the viewport's size along the axis; `≤ 0` gives 0 (no overscroll).
    ///   - coefficient: c (> 0); default 0.55.
    @inlinable
    public static func distance(forOverscroll overscroll: Double, dimension: Double,
                                coefficient: Double = defaultCoefficient) -> Double {
        guard dimension > 0 else { return 0 }
        // (1 − 1/(q + 1))·d = d·q/(q + 1) with q = |x|·c/d: the same value without the cancellation.
        let q = Swift.abs(overscroll) * coefficient / dimension
        let b = q.isFinite ? dimension * (q / (q + 1)) : dimension
        return overscroll < 0 ? -b : b
    }

    /// b′(x) = c/(x·c/d + 1)²: how fast the shown distance moves per point of finger movement.
    ///
    /// - Parameters:
    ///   - overscroll: x, the distance dragged past the edge.
    ///   - dimension: d, the viewport's size along the axis; `≤ 0` gives 0.
    ///   - coefficient: c (> 0); default 0.55.
    @inlinable
    public static func slope(atOverscroll overscroll: Double, dimension: Double,
                             coefficient: Double = defaultCoefficient) -> Double {
        guard dimension > 0 else { return 0 }
        let q = Swift.abs(overscroll) * coefficient / dimension + 1
        return coefficient / (q * q)
    }

    /// The inverse x = (d/c)·b/(d − b): the finger distance that shows `distance` past the edge.
    /// `±infinity` when |distance| ≥ d (never reached by the curve); 0 when d ≤ 0.
    ///
    /// - Parameters:
    ///   - distance: b, the distance shown past the edge (negative before the minimum edge).
    ///   - dimension: d, the viewport's size along the axis.
    ///   - coefficient: c (> 0); default 0.55.
    @inlinable
    public static func overscroll(forDistance distance: Double, dimension: Double,
                                  coefficient: Double = defaultCoefficient) -> Double {
        guard dimension > 0 else { return 0 }
        let b = Swift.abs(distance)
        let x = b >= dimension ? Double.infinity : (dimension / coefficient) * b / (dimension - b)
        return distance < 0 ? -x : x
    }

    /// The offset shown for an unbounded offset `offset` (where the finger would have taken the
    /// content without edges): `offset` inside [minimum, maximum], rubber-banded outside.
    ///
    /// - Parameters:
    ///   - offset: the unbounded offset along one axis.
    ///   - minimum: the smallest valid offset along the axis.
    ///   - maximum: the largest valid offset along the axis (≥ `minimum`).
    ///   - dimension: d, the viewport's size along the axis.
    ///   - coefficient: c (> 0); default 0.55.
    @inlinable
    public static func offset(forUnbounded offset: Double, minimum: Double, maximum: Double, dimension: Double,
                              coefficient: Double = defaultCoefficient) -> Double {
        if offset < minimum {
            return minimum + distance(forOverscroll: offset - minimum, dimension: dimension, coefficient: coefficient)
        }
        if offset > maximum {
            return maximum + distance(forOverscroll: offset - maximum, dimension: dimension, coefficient: coefficient)
        }
        return offset
    }

    /// The inverse of ``offset(forUnbounded:minimum:maximum:dimension:coefficient:)``: the unbounded
    /// offset that shows `offset`. A shown distance of d or more past an edge (unreachable by the
    /// curve) is treated as 0.999·d.
    ///
    /// - Parameters:
    ///   - offset: the shown offset along one axis.
    ///   - minimum: the smallest valid offset along the axis.
    ///   - maximum: the largest valid offset along the axis (≥ `minimum`).
    ///   - dimension: d, the viewport's size along the axis.
    ///   - coefficient: c (> 0); default 0.55.
    @inlinable
    public static func unboundedOffset(for offset: Double, minimum: Double, maximum: Double, dimension: Double,
                                       coefficient: Double = defaultCoefficient) -> Double {
        let limit = 0.999 * Swift.max(dimension, 0)
        if offset < minimum {
            let b = Swift.max(offset - minimum, -limit)
            return minimum + overscroll(forDistance: b, dimension: dimension, coefficient: coefficient)
        }
        if offset > maximum {
            let b = Swift.min(offset - maximum, limit)
            return maximum + overscroll(forDistance: b, dimension: dimension, coefficient: coefficient)
        }
        return offset
    }
}
