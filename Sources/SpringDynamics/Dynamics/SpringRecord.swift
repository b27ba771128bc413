#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A spring as the evaluation loop stores it: indices, resolved coefficients and the law, in
/// plain `Int`s and `Double`s (no enum payloads, no SIMD) so that the loop reads a flat array.
struct SpringRecord {
    // Hot fields first, indices as Int32: 64 bytes per spring, one cache line.
    private var a32: Int32
    private var b32: Int32
    private var kind32: Int32
    private var id32: Int32
    var stiffness: Double
    var damping: Double
    var anchorX: Double
    var anchorY: Double
    var restLength: Double
    /// β for cubic, L for the soft limit.
    var lawParameter: Double

    /// The public identifier (slot) of the spring.
    var id: Int { Int(id32) }
    /// The first body.
    var a: Int { Int(a32) }
    /// The second body, or −1 for an anchor.
    var b: Int { Int(b32) }
    /// 0 linear, 1 cubic, 2 soft limit.
    var lawKind: Int { Int(kind32) }

    /// The separation of body `a` from body `b` (or from the anchor when `b` is −1) and its rate,
    /// read from positions `q` and velocities `v` laid out `axes` per body; y parts are 0 in 1-D.
    @inline(__always)
    func separation(_ q: UnsafePointer<Double>, _ v: UnsafePointer<Double>, axes: Int)
        -> (dx: Double, dy: Double, dvx: Double, dvy: Double) {
        let pa = a * axes
        if b >= 0 {
            let pb = b * axes
            return (q[pa] - q[pb], axes == 2 ? q[pa + 1] - q[pb + 1] : 0,
                    v[pa] - v[pb], axes == 2 ? v[pa + 1] - v[pb + 1] : 0)
        }
        return (q[pa] - anchorX, axes == 2 ? q[pa + 1] - anchorY : 0,
                v[pa], axes == 2 ? v[pa + 1] : 0)
    }

    init(id: Int, a: Int, b: Int, anchor: BodyVector, stiffness: Double, damping: Double, restLength: Double, law: SpringLaw) {
        id32 = Int32(truncatingIfNeeded: id)
        a32 = Int32(truncatingIfNeeded: a)
        b32 = Int32(truncatingIfNeeded: b)
        anchorX = anchor.x
        anchorY = anchor.y
        self.stiffness = stiffness
        self.damping = damping
        self.restLength = restLength
        switch law {
        case .linear: kind32 = 0; lawParameter = 0
        case .cubic(let beta): kind32 = 1; lawParameter = beta
        case .softLimit(let limit): kind32 = 2; lawParameter = limit
        }
    }

    /// The force magnitude `φ(e)` (odd in `e`) and its slope `φ'(e)`.
    @inline(__always)
    func law(_ e: Double) -> (force: Double, slope: Double) {
        let k = stiffness
        switch lawKind {
        case 1:
            return (k * e + lawParameter * e * e * e, k + 3 * lawParameter * e * e)
        case 2:
            let limit = lawParameter, knee = SpringLaw.softLimitKnee * limit
            let size = abs(e)
            if size <= knee {
                let u = 1 - size / limit
                return (k * e / u, k / (u * u))
            }
            let u = 1 - SpringLaw.softLimitKnee
            let kneeForce = k * knee / u, kneeSlope = k / (u * u)
            let force = kneeForce + kneeSlope * (size - knee)
            return (e < 0 ? -force : force, kneeSlope)
        default:
            return (k * e, k)
        }
    }

    /// The potential `U(e)`, with `U(0) = 0`.
    func potential(_ e: Double) -> Double {
        let k = stiffness
        switch lawKind {
        case 1:
            let e2 = e * e
            return 0.5 * k * e2 + 0.25 * lawParameter * e2 * e2
        case 2:
            let limit = lawParameter, knee = SpringLaw.softLimitKnee * limit
            func inside(_ s: Double) -> Double { k * limit * limit * (-log1p(-s / limit) - s / limit) }
            let size = abs(e)
            if size <= knee { return inside(size) }
            let u = 1 - SpringLaw.softLimitKnee
            let kneeForce = k * knee / u, kneeSlope = k / (u * u), beyond = size - knee
            return inside(knee) + kneeForce * beyond + 0.5 * kneeSlope * beyond * beyond
        default:
            return 0.5 * k * e * e
        }
    }
}
