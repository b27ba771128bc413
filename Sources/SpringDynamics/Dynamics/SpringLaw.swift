/// How the force of a ``BodySpring`` grows with its extension `e` (the distance between its
/// ends minus its rest length; for a zero-length spring, the distance itself).
///
/// | law | force `φ(e)` along the spring | potential `U(e)` |
/// |---|---|---|
/// | ``linear`` | `k·e` | `k·e²/2` |
/// | ``cubic(_:)`` | `k·e + β·e³` (Duffing) | `k·e²/2 + β·e⁴/4` |
/// | ``softLimit(_:)`` | `k·e / (1 − |e|/L)` | `k·L²·(−ln(1 − |e|/L) − |e|/L)` |
///
/// The soft limit is the rubber band: near rest it is the linear spring, and its force grows
/// without bound as `|e|` approaches `L`, so the extension approaches `L` but never reaches it.
/// Under a steady pull `P` the extension settles at `L·(1 − 1/(P/(k·L) + 1))`, UIScrollView's
/// rubber-band curve `(1 − 1/(x·c/d + 1))·d` with `d = L` and `x·c = P/k`. So that a trial step
/// of an integrator that overshoots the limit still gets a finite force, the law continues past
/// `|e| = 0.99·L` along its tangent (force and potential stay continuous and smooth to first
/// order); a stable integration never goes there.
public enum SpringLaw: Hashable, Sendable {
    /// Hooke's law.
    case linear
    /// Duffing's cubic spring: hardening for `β > 0`, softening for `β < 0` (then the
    /// potential has a maximum at `|e| = √(−k/β)`, beyond which the spring pushes apart).
    case cubic(Double)
    /// The rubber band: the extension approaches `L` (finite, greater than 0) but never reaches it.
    case softLimit(Double)

    /// The fraction of the limit beyond which ``softLimit(_:)`` continues along its tangent.
    static let softLimitKnee = 0.99

    /// Throws ``DynamicsError/invalidParameter(name:value:requirement:)`` naming `law.cubic`
    /// (not finite) or `law.softLimit` (not finite and greater than 0).
    func validate() throws(DynamicsError) {
        switch self {
        case .linear: break
        case .cubic(let beta):
            guard beta.isFinite else { throw .invalidParameter(name: "law.cubic", value: beta, requirement: "finite") }
        case .softLimit(let limit):
            guard limit.isFinite, limit > 0 else {
                throw .invalidParameter(name: "law.softLimit", value: limit, requirement: "a finite number greater than 0")
            }
        }
    }
}
