extension ChannelBatch {
    /// Moves every active channel that is at rest by its thresholds onto its target exactly,
    /// with zero velocity, and out of the active range, calling `body` with each one.
    ///
    /// Runs in O(activeCount) with no allocation; in O(1) when the last integrator pass already
    /// found no channel at rest (``ExactIntegrator`` checks the thresholds as it steps).
    ///
    /// - Returns: How many channels came to rest.
    @discardableResult
    public mutating func removeSettled(_ body: (ChannelID) -> Void = { _ in }) -> Int {
        removeSettled(reportingStates: { channel, _, _ in body(channel) })
    }

    /// Like ``removeSettled(_:)``, calling `body` with each channel that came to rest and its
    /// displacement from the target and velocity just before it was moved onto the target (what
    /// running sums over the moving channels subtract).
    ///
    /// - Returns: How many channels came to rest.
    @discardableResult
    public mutating func removeSettled(
        reportingStates body: (ChannelID, _ displacement: Double, _ velocity: Double) -> Void
    ) -> Int {
        // The last integrator pass found no channel within its thresholds: O(1).
        if _knownUnsettled { return 0 }
        var removed = 0
        var slot = activeCount - 1
        let targetsMove = _movingTargetCount > 0
        while slot >= 0 {
            let d = _positions[slot] - _targets[slot]
            let v = _velocities[slot]
            // A channel whose target moves never rests (it must keep following it).
            if _restThresholds[Int(_restIndices[slot])].isAtRest(displacement: d, velocity: v)
                && (!targetsMove || _targetVelocities[slot] == 0) {
                _positions[slot] = _targets[slot]
                _velocities[slot] = 0
                logChange(ofSlot: slot)
                let channel = self.channel(inSlot: slot)
                swapSlots(slot, activeCount - 1)
                activeCount -= 1
                removed += 1
                body(channel, d, v)
            }
            slot -= 1
        }
        if removed > 0 { generation &+= 1 }
        // Every channel left active is outside its thresholds; the magnitude bound still holds
        // (settled channels moved onto their targets).
        _knownUnsettled = true
        return removed
    }

    /// Moves the resting channel in `slot` into the active range.
    @usableFromInline
    mutating func activate(slot: Int) {
        guard slot >= activeCount else { return }
        forgetPassHints()
        swapSlots(slot, activeCount)
        activeCount += 1
    }

    @usableFromInline
    mutating func swapSlots(_ i: Int, _ j: Int) {
        guard i != j else { return }
        materializeSlotMaps()
        logChange(ofSlot: i)
        logChange(ofSlot: j)
        _positions.swapAt(i, j)
        _velocities.swapAt(i, j)
        _targets.swapAt(i, j)
        if !_targetVelocities.isEmpty { _targetVelocities.swapAt(i, j) }
        _springIndices.swapAt(i, j)
        _restIndices.swapAt(i, j)
        _channelOfSlot.swapAt(i, j)
        _slotOfChannel[Int(_channelOfSlot[i])] = Int32(i)
        _slotOfChannel[Int(_channelOfSlot[j])] = Int32(j)
        let w = auxiliaryWidth
        if w > 0 {
            for k in 0..<w { _auxiliary.swapAt(i * w + k, j * w + k) }
        }
    }
}
