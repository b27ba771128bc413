// The read accessors below take a channel of this batch (see `contains(_:)`): like an array
// index out of range, any other value is a programming error and traps. The mutating methods
// validate instead and throw `ChannelBatchError`.
extension ChannelBatch {
    /// The slot `channel` occupies now.
    @inlinable
    func slot(of channel: ChannelID) -> Int {
        let raw = Int(channel.rawValue)
        // (The identity while the maps are not written out; out of range traps as an index would.)
        guard _slotOfChannel.isEmpty else { return Int(_slotOfChannel[raw]) }
        precondition(raw >= 0 && raw < _positions.count, "ChannelBatch: unknown channel")
        return raw
    }

    /// Whether `channel` belongs to this batch.
    @inlinable
    public func contains(_ channel: ChannelID) -> Bool {
        channel.rawValue >= 0 && Int(channel.rawValue) < _positions.count
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

    /// The index of `channel`'s spring in ``springs``.
    @inlinable
    package func springIndex(of channel: ChannelID) -> Int32 { _springIndices[slot(of: channel)] }

    /// The channel's rest thresholds.
    package func restThreshold(of channel: ChannelID) -> RestThreshold {
        _restThresholds[Int(_restIndices[slot(of: channel)])]
    }

    /// The position of the channel in slot `slot` (`0..<count`), without looking the channel
    /// up: for passes over the slots (``channel(inSlot:)`` names the channel).
    @inlinable
    public func position(inSlot slot: Int) -> Double { _positions[slot] }

    /// The velocity of the channel in slot `slot` (`0..<count`), without looking the channel up.
    @inlinable
    package func velocity(inSlot slot: Int) -> Double { _velocities[slot] }

    /// The target of the channel in slot `slot` (`0..<count`), without looking the channel up.
    @inlinable
    package func target(inSlot slot: Int) -> Double { _targets[slot] }

    /// Whether the channel is moving (not yet at rest on its target).
    @inlinable
    public func isActive(_ channel: ChannelID) -> Bool { slot(of: channel) < activeCount }

    /// The channel in `slot`, from `0` to `count - 1`; slots below ``activeCount`` hold the
    /// moving channels. Slots change whenever channels settle or wake up.
    @inlinable
    public func channel(inSlot slot: Int) -> ChannelID {
        guard _channelOfSlot.isEmpty else { return ChannelID(rawValue: _channelOfSlot[slot]) }
        precondition(slot >= 0 && slot < _positions.count, "ChannelBatch: slot out of range")
        return ChannelID(rawValue: Int32(slot))
    }

    /// Points `channel` at a new target that stands still, waking it if it was at rest and is
    /// now away from it. Position and velocity carry on unchanged, which is what makes
    /// retargeting continuous. A target that was moving (``retarget(_:to:velocity:)``) stops.
    ///
    /// Retargeting to the target the channel already has, standing still, changes nothing (and
    /// does not increase ``generation``).
    ///
    /// - Throws: ``ChannelBatchError`` for an unknown channel or a non-finite target; nothing changes then.
    public mutating func retarget(_ channel: ChannelID, to target: Double) throws(ChannelBatchError) {
        try retarget(channel, to: target, velocity: 0)
    }

    /// Points `channel` at a target that is at `target` now and moves at `velocity` (position
    /// units per second) from now on: a first-order hold. Integrators follow the moving target
    /// exactly (``ExactIntegrator`` in closed form; the others integrate the ramped target),
    /// and move the batch's target along with time, so the result does not depend on the frame
    /// rate when the real target moves linearly.
    ///
    /// To chase a target known only by samples g(t₀), g(t₁), …, call this at each sample time
    /// with `target` g(tₙ) and `velocity` (g(tₙ₊₁) − g(tₙ))/(tₙ₊₁ − tₙ) when the next sample is
    /// known, or the target's own velocity g′(tₙ) when it is: the error then falls with the
    /// square of the step (a zero-order hold, retargeting to g(tₙ) alone, is first order and
    /// lags the target by a frame's motion). A channel whose target moves stays active; give it
    /// velocity 0 to let it settle.
    ///
    /// Nothing changes (and ``generation`` stays) when the channel already has this target and
    /// velocity.
    ///
    /// - Throws: ``ChannelBatchError`` for an unknown channel, a non-finite `target` or
    ///   `velocity` (named `targetVelocity`); nothing changes then.
    public mutating func retarget(_ channel: ChannelID, to target: Double, velocity: Double) throws(ChannelBatchError) {
        try validate(channel)
        try Self.checkFinite(channel.rawValue, "target", target)
        try Self.checkFinite(channel.rawValue, "targetVelocity", velocity)
        let s = slot(of: channel)
        let oldVelocity = _targetVelocities.isEmpty ? 0 : _targetVelocities[s]
        if _targets[s] == target && oldVelocity == velocity { return }
        if velocity != 0 { _materializeTargetVelocities() }
        _targets[s] = target
        forgetPassHints()
        if s >= activeCount && (_positions[s] != target || velocity != 0 || _velocities[s] != 0) { activate(slot: s) }
        // Only active slots may hold a moving target (activate has moved the channel if needed).
        let t = slot(of: channel)
        // (Left unwritten while every target stands still: the entry reads 0.)
        if !_targetVelocities.isEmpty { _targetVelocities[t] = velocity + 0 } // + 0 turns -0 into +0
        logChange(ofSlot: t)   // (a wake-up's swap has logged both slots)
        _movingTargetCount += (velocity != 0 ? 1 : 0) - (oldVelocity != 0 ? 1 : 0)
        generation &+= 1
    }

    /// The rate at which the channel's target moves, in position units per second (0 unless set
    /// with ``retarget(_:to:velocity:)``).
    @inlinable
    public func targetVelocity(of channel: ChannelID) -> Double {
        _targetVelocities.isEmpty ? 0 : _targetVelocities[slot(of: channel)]
    }

    /// Whether any channel's target moves (``retarget(_:to:velocity:)``).
    @inlinable
    public var hasMovingTargets: Bool { _movingTargetCount > 0 }

    /// Moves every moving target along its velocity by `dt` seconds: `target += targetVelocity·dt`.
    /// An ``Integrator`` calls this once it has advanced the channels by `dt` (it integrated the
    /// ramped target, so positions and targets stay consistent); nothing else should. Does not
    /// change ``generation``: the motion continues the same ramp. A no-op when no target moves.
    ///
    /// - Returns: `false`, with nothing changed, when a new target would not be finite.
    @discardableResult
    public mutating func advanceTargets(by dt: Double) -> Bool {
        guard _movingTargetCount > 0, dt != 0 else { return true }
        let n = activeCount
        for i in 0..<n where !(_targets[i] + _targetVelocities[i] * dt).isFinite { return false }
        for i in 0..<n { _targets[i] += _targetVelocities[i] * dt }
        forgetPassHints()
        return true
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
        logChange(ofSlot: s)
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
        logChange(ofSlot: slot(of: channel))
        // A stiffer spring may reach further: the lasting bound no longer holds.
        _magnitudeBoundLasts = false
        generation &+= 1
    }

    func validate(_ channel: ChannelID) throws(ChannelBatchError) {
        guard contains(channel) else { throw ChannelBatchError.unknownChannel(channel) }
    }
}
