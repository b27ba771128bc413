/// One slot of an ``AttributeAnimation`` in its transition's ``ChannelBatch``.
package struct AnimatedChannel {
    /// Which property the slot animates.
    package var channel: AnimationChannel
    /// The slot's identity in the batch.
    package var id: ChannelID
    /// The value at the animation's start (for progress), in the channel's unit.
    package var from: Double
    /// The target, in the channel's unit.
    package var to: Double
    /// The velocity the channel starts with (after a delay, from ``from``).
    package var startVelocity: Double
    /// The channel's rest threshold displacement (to compare travel across units).
    package var restDisplacement: Double
    /// Whether the base pose writes the value into ``LayoutAttributes/customChannels``
    /// (custom channels found in the attributes; not declared ones).
    package var writesPose: Bool
    /// The interned name of a custom channel, made once when the slot is attached, so that posing
    /// every frame writes by key without a name look-up; `nil` for standard channels.
    package var customKey: ChannelKey? = nil

    /// A slot (memberwise).
    package init(channel: AnimationChannel, id: ChannelID, from: Double, to: Double, startVelocity: Double,
                 restDisplacement: Double, writesPose: Bool, customKey: ChannelKey? = nil) {
        (self.channel, self.id, self.from, self.to) = (channel, id, from, to)
        (self.startVelocity, self.restDisplacement, self.writesPose, self.customKey) = (startVelocity, restDisplacement, writesPose, customKey)
    }
}
