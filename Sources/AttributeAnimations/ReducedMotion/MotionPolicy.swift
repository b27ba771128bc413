/// How much an element moves in a transition: the per-property answer to a platform's "reduce
/// motion" setting. Apply it with ``AnimationProvider/reducingMotion(_:for:where:)``.
///
/// | policy | what the affected element does |
/// |---|---|
/// | ``full`` | moves as its provider says (the default). |
/// | ``snap`` | each affected channel starts at its target: with every channel affected the element shows its final pose at the first frame. |
/// | ``shorten(to:)`` | each affected channel's spring whose ``Spring/settlingDuration`` exceeds the duration is replaced by the spring with the same damping ratio and mass that settles (ε = 0.001 of the displacement, from rest) in exactly that duration; faster springs are kept. An undamped spring is replaced by a critically damped one. Delays and initial velocities are kept. |
/// | ``crossFade(duration:)`` | the whole element jumps to its target geometry at the first frame while its alpha fades out and in: with p the crossing progress, a critically damped spring from 0 to 1 that settles in `duration`, alpha is `from.alpha · (1 − 2p)` while p ≤ 0.5 and `to.alpha · (2p − 1)` after (p clamped to [0, 1]), until p comes to rest (``RestThreshold/unit``: alpha is then `to.alpha`, at most 0.002 from the curve). zIndex and isHidden take the target's values at once. The element's delay is kept. |
public enum MotionPolicy: Sendable, Hashable {
    /// Full motion: the provider's animation unchanged.
    case full
    /// No motion: the affected channels start at their targets.
    case snap
    /// Springs that take longer than `duration` seconds to settle settle in `duration` instead.
    case shorten(to: Double)
    /// The element stays at its target and fades through alpha 0 over `duration` seconds.
    case crossFade(duration: Double)

    /// Checks the policy's duration: finite and > 0.
    ///
    /// - Throws: ``MotionPolicyError/invalidDuration(parameter:value:)`` naming the parameter.
    public func validate() throws(MotionPolicyError) {
        switch self {
        case .full, .snap: return
        case .shorten(let duration):
            guard duration.isFinite, duration > 0 else { throw .invalidDuration(parameter: "shorten(to:)", value: duration) }
        case .crossFade(let duration):
            guard duration.isFinite, duration > 0 else { throw .invalidDuration(parameter: "crossFade(duration:)", value: duration) }
        }
    }
}

/// Why a ``MotionPolicy`` or its application was refused.
public enum MotionPolicyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A duration that is not finite and > 0.
    case invalidDuration(parameter: String, value: Double)
    /// ``MotionPolicy/crossFade(duration:)`` was limited to some channels; it applies to whole elements.
    case crossFadeNeedsWholeElements

    /// For example `"MotionPolicy.shorten(to:): the duration must be finite and > 0, got -1.0"`.
    public var description: String {
        switch self {
        case .invalidDuration(let parameter, let value):
            "MotionPolicy.\(parameter): the duration must be finite and > 0, got \(value)"
        case .crossFadeNeedsWholeElements:
            "MotionPolicy.crossFade(duration:) applies to whole elements: pass no 'channels'"
        }
    }
}
