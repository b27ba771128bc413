// The read accessors below take a channel of this batch (see `contains(_:)`): like an array
// index out of range, any other value is a programming error and traps. The mutating methods
// validate instead and throw `ChannelBatchError`.
extension ChannelBatch {
    /// The slot `channel` occupies now.
    @inlinable
    func slot(of channel: ChannelID) -> Int { Int(_slotOfChannel[Int(channel.rawValue)]) }

    /// Whether `channel` belongs to this batch.
    @inlinable
    public func contains(_ channel: ChannelID) -> Bool {
        channel.rawValue >= 0 && Int(channel.rawValue) < _slotOfChannel.count
    }

    /// The channel's current position.
    ///
    /// - Precondition: `contains(channel)`.
    @inlinable
    public func position(of channel: ChannelID) -> Double { _positions[slot(of: channel)] }

    /// The channel's current velocity, in position units per second.
    @inlinable
    public func velocity(of channel: ChannelID) -> Double { _velocities[slot(of: channel)] }

    /// The channel's target.
    @inlinable
    public func target(of channel: ChannelID) -> Double { _targets[slot(of: channel)] }

    /// The channel's spring.
    @inlinable
    public func spring(of channel: ChannelID) -> Spring { _springTable.springs[Int(_springIndices[slot(of: channel)])] }

    /// The position of the channel in slot `slot` (`0..<count`), without looking the channel
    /// up: for passes over the slots (``channel(inSlot:)`` names the channel).
    @inlinable
    public func position(inSlot slot: Int) -> Double { _positions[slot] }

    /// Whether the channel is moving (not yet at rest on its target).
    @inlinable
    public func isActive(_ channel: ChannelID) -> Bool { slot(of: channel) < activeCount }

    /// The channel in `slot`, from `0` to `count - 1`; slots below ``activeCount`` hold the
    /// moving channels. Slots change whenever channels settle or wake up.
    @inlinable
    public func channel(inSlot slot: Int) -> ChannelID { ChannelID(rawValue: _channelOfSlot[slot]) }

    /// Points `channel` at a new target, waking it if it was at rest and is now away from it.
    /// Position and velocity carry on unchanged, which is what makes retargeting continuous.
    ///
    /// - Throws: ``ChannelBatchError`` for an unknown channel or a non-finite target; nothing changes then.
    public mutating func retarget(_ channel: ChannelID, to target: Double) throws(ChannelBatchError) {
        try validate(channel)
        try Self.checkFinite(channel.rawValue, "target", target)
        let s = slot(of: channel)
        _targets[s] = target
        forgetPassHints()
        if s >= activeCount && _positions[s] != target { activate(slot: s) }
        generation &+= 1
    }

    /// Sets the channel's position and velocity from outside, waking it if needed.
    ///
    /// - Throws: ``ChannelBatchError`` for an unknown channel or a non-finite value; nothing changes then.
    public mutating func setState(of channel: ChannelID, position: Double, velocity: Double) throws(ChannelBatchError) {
        try validate(channel)
        try Self.checkFinite(channel.rawValue, "position", position)
        try Self.checkFinite(channel.rawValue, "velocity", velocity)
        let s = slot(of: channel)
        _positions[s] = position
        _velocities[s] = velocity
        forgetPassHints()
        if s >= activeCount && (position != _targets[s] || velocity != 0) { activate(slot: s) }
        generation &+= 1
    }

    /// Gives the channel another spring from now on.
    ///
    /// - Throws: ``ChannelBatchError/unknownChannel(_:)`` for an unknown channel.
    public mutating func setSpring(of channel: ChannelID, to spring: Spring) throws(ChannelBatchError) {
        try validate(channel)
        _springIndices[slot(of: channel)] = springIndex(for: spring)
        // A stiffer spring may reach further: the lasting bound no longer holds.
        _magnitudeBoundLasts = false
        generation &+= 1
    }

    func validate(_ channel: ChannelID) throws(ChannelBatchError) {
        guard contains(channel) else { throw ChannelBatchError.unknownChannel(channel) }
    }
}
