/// One slot of an ``AttributeAnimation`` in its transition's ``ChannelBatch``.
struct AnimatedChannel {
    /// Which property the slot animates.
    var channel: AnimationChannel
    /// The slot's identity in the batch.
    var id: ChannelID
    /// The value at the animation's start (for progress), in the channel's unit.
    var from: Double
    /// The target, in the channel's unit.
    var to: Double
    /// The velocity the channel starts with (after a delay, from ``from``).
    var startVelocity: Double
    /// The channel's rest threshold displacement (to compare travel across units).
    var restDisplacement: Double
    /// Whether the base pose writes the value into ``LayoutAttributes/customChannels``
    /// (custom channels found in the attributes; not declared ones).
    var writesPose: Bool
    /// The interned name of a custom channel, made once when the slot is attached, so that posing
    /// every frame writes by key without a name look-up; `nil` for standard channels.
    var customKey: ChannelKey? = nil
}
