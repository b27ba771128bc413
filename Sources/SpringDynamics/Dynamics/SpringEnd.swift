/// The second end of a spring in a ``BodySystem``: another body, or an anchor point that can be
/// moved between frames (``BodySystem/moveAnchor(of:to:)``).
public enum SpringEnd: Hashable, Sendable {
    /// The body with this index.
    case body(Int)
    /// A fixed point in space (held still during a call to the integrator; move it between
    /// calls). Its velocity counts as 0 for the damping.
    case anchor(BodyVector)
}
