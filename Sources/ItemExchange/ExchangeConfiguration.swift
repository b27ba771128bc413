/// The tunables of an ``ExchangeController``, with SSCollectionViewExchangeController's defaults.
///
/// Every animation of the controller is a critically damped ``Spring`` (ζ = 1) whose
/// ``Spring/response`` is a duration below (see ``animationSpring()``; the blinks are described at ``blinkToScaleForCatch``).
/// Values are checked by ``validate()`` when the configuration is installed
/// (``ExchangeController/init(collectionView:configuration:delegate:time:)``,
/// ``ExchangeController/setConfiguration(_:)``).
public struct ExchangeConfiguration: Sendable, Hashable, Codable {
    /// Exchange or move semantics. Default ``ExchangeMode/exchange``.
    public var mode: ExchangeMode
    /// The alpha of the displaced item, to distinguish it, in [0, 1]. Default 0.60.
    public var alphaForDisplacedItem: Double
    /// The duration of each segment of the default animations, in seconds; finite and > 0.
    /// Default 0.20. It is the response (undamped period 2π/ω) of every spring the controller
    /// runs: a blink's two segments, the displaced items' moves and the snapshot's flight to the
    /// release cell. A critically damped spring covers 1 − (1 + 2π)e^(−2π) ≈ 98.6 % of its
    /// distance in one response.
    public var animationDuration: Double
    /// The scale the snapshot blinks to when it is caught; finite and > 0 (1 disables the blink).
    /// Default 1.20.
    ///
    /// A blink is one critically damped spring (``animationSpring()``) in two segments of
    /// ``animationDuration`` D each, as SSCollectionViewExchangeController animates to the blink
    /// scale and back over D each: for 0 ≤ τ < D the scale is pulled from its current state
    /// towards the blink scale, then from τ = D on back to 1, starting from the state reached at D
    /// (position and velocity continuous). Segment 1 covers ≈ 98.6 % of the way. Both segments are
    /// ``Spring/state(at:displacement:velocity:)`` closed forms; once the scale and its rate stay
    /// below 1e-6 from 1 it is exactly 1. The release blink starts from the catch blink's state.
    public var blinkToScaleForCatch: Double
    /// The scale the snapshot blinks to when it is released; finite and > 0 (1 disables the
    /// blink). Default 1.05.
    public var blinkToScaleForRelease: Double
    /// The alpha of the default snapshot, in [0, 1]. Default 0.80.
    public var snapshotAlpha: Double
    /// How long, in seconds, a touch must be held before the long press begins (UIKit's
    /// `minimumPressDuration`); finite and ≥ 0. Default 0.15. Used by the controller's
    /// ``LongPressRecognizer``; the stage methods (``ExchangeController/began(at:time:)``…) are the
    /// recogniser's output and do not check it.
    public var minimumPressDuration: Double
    /// How far, in points, a touch may move before the long press begins without failing (UIKit's
    /// `allowableMovement`); finite and ≥ 0. Default 10.
    public var allowableMovement: Double

    /// Creates a configuration; every argument defaults to SSCollectionViewExchangeController's value.
    public init(mode: ExchangeMode = .exchange, alphaForDisplacedItem: Double = 0.60, animationDuration: Double = 0.20,
                blinkToScaleForCatch: Double = 1.20, blinkToScaleForRelease: Double = 1.05, snapshotAlpha: Double = 0.80,
                minimumPressDuration: Double = 0.15, allowableMovement: Double = 10) {
        self.mode = mode
        self.alphaForDisplacedItem = alphaForDisplacedItem
        self.animationDuration = animationDuration
        (self.blinkToScaleForCatch, self.blinkToScaleForRelease) = (blinkToScaleForCatch, blinkToScaleForRelease)
        self.snapshotAlpha = snapshotAlpha
        (self.minimumPressDuration, self.allowableMovement) = (minimumPressDuration, allowableMovement)
    }

    /// Checks every tunable.
    ///
    /// - Throws: ``ExchangeError/invalidConfiguration(parameter:value:requirement:)``, for example
    ///   `"invalid exchange configuration: snapshotAlpha is 1.5; must be between 0 and 1"`.
    public func validate() throws(ExchangeError) {
        let fraction = "must be between 0 and 1", positive = "must be finite and greater than 0"
        let nonNegative = "must be finite and not negative"
        try Self.require("alphaForDisplacedItem", alphaForDisplacedItem, alphaForDisplacedItem >= 0 && alphaForDisplacedItem <= 1, fraction)
        _ = try animationSpring()
        try Self.require("blinkToScaleForCatch", blinkToScaleForCatch, blinkToScaleForCatch.isFinite && blinkToScaleForCatch > 0, positive)
        try Self.require("blinkToScaleForRelease", blinkToScaleForRelease, blinkToScaleForRelease.isFinite && blinkToScaleForRelease > 0, positive)
        try Self.require("snapshotAlpha", snapshotAlpha, snapshotAlpha >= 0 && snapshotAlpha <= 1, fraction)
        try Self.require("minimumPressDuration", minimumPressDuration, minimumPressDuration.isFinite && minimumPressDuration >= 0, nonNegative)
        try Self.require("allowableMovement", allowableMovement, allowableMovement.isFinite && allowableMovement >= 0, nonNegative)
    }

    /// The spring of every default animation: critically damped (ζ = 1) with response
    /// ``animationDuration``, so ω = 2π / animationDuration.
    ///
    /// - Throws: ``ExchangeError/invalidConfiguration(parameter:value:requirement:)`` naming
    ///   `animationDuration` when it is not finite, not positive or so short that the stiffness
    ///   would exceed the ``Spring`` limits.
    public func animationSpring() throws(ExchangeError) -> Spring {
        try Self.spring(response: animationDuration) { value, requirement in
            .invalidConfiguration(parameter: "animationDuration", value: value, requirement: requirement)
        }
    }

    /// A critically damped spring with `response`, or the error `blame` builds from the value and the rule broken.
    static func spring(response: Double, blame: (Double, String) -> ExchangeError) throws(ExchangeError) -> Spring {
        guard response.isFinite, response > 0 else { throw blame(response, "must be finite and greater than 0") }
        do {
            return try Spring(response: response, dampingRatio: 1)
        } catch {
            throw blame(response, "is too short for a spring (\(error.description))")
        }
    }

    /// Throws ``ExchangeError/invalidConfiguration(parameter:value:requirement:)`` for parameter
    /// `name` unless `holds`.
    private static func require(_ name: String, _ value: Double, _ holds: Bool, _ requirement: String) throws(ExchangeError) {
        guard holds else { throw .invalidConfiguration(parameter: name, value: value, requirement: requirement) }
    }
}
