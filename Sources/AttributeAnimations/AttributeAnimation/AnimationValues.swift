/// The current state of one ``AttributeAnimation``'s channels, handed to
/// ``AttributeAnimation/interpolatePose(_:values:)``.
///
/// Values are the presented ones: at the transition's current time, between clock steps included.
/// Reading them allocates nothing. Use the value only during the call it was passed to.
public struct AnimationValues {
    /// The element's progress (see ``AttributeAnimation/progress``).
    public let progress: Double
    /// Whether every channel rests on its target.
    public let isSettled: Bool
    /// Whether the zIndex and isHidden have switched to the target's (progress reached 0.5).
    public let hasPassedHalfway: Bool
    package let animation: AttributeAnimation
    package let engine: (any AnimationEngine)?

    package init(progress: Double, isSettled: Bool, hasPassedHalfway: Bool, animation: AttributeAnimation,
         engine: (any AnimationEngine)?) {
        self.progress = progress
        self.isSettled = isSettled
        self.hasPassedHalfway = hasPassedHalfway
        self.animation = animation
        self.engine = engine
    }

    /// The channel's current value, or `nil` for a custom channel the animation does not have.
    /// Channels that do not move report their constant value; ``AnimationChannel/transform3D``
    /// reports its progress (0 at the start's 3-D transform, 1 at the target's).
    public func value(of channel: AnimationChannel) -> Double? {
        if let engine { return engine.presentedValue(of: channel, in: animation)?.value }
        return animation.staticValue(of: channel)
    }

    /// The channel's current velocity in its unit per second (0 when it does not move), or `nil`
    /// for a custom channel the animation does not have.
    public func velocity(of channel: AnimationChannel) -> Double? {
        if let engine { return engine.presentedValue(of: channel, in: animation)?.velocity }
        return animation.staticValue(of: channel) == nil ? nil : 0
    }

    /// Whether `channel` has a slot and is still moving (not resting on its target, or waiting).
    public func isMoving(_ channel: AnimationChannel) -> Bool {
        engine?.isMoving(channel, in: animation) ?? false
    }
}
