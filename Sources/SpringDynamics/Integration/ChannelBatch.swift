internal import LargeArrays
import Synchronization

/// The source of ``ChannelBatch/identity``.
private let batchIdentities = Atomic<UInt64>(0)

/// A structure-of-arrays batch of independent spring channels: the unit of work of every
/// ``Integrator``.
///
/// Each channel is one scalar coordinate (a center x, a width, an alpha, a rotation...) pulled
/// toward its target by a spring: `m·x'' = −k·(x − target) − c·x'`. The batch keeps, per slot,
/// the position, velocity, target, spring index and rest thresholds in flat arrays.
///
/// Slots `0..<activeCount` hold the channels that move; slots `activeCount..<count` hold
/// channels at rest, exactly on their targets with zero velocity. A channel that comes to rest
/// leaves the active range by a swap with the last active slot, so settling costs no
/// allocation and no search, and integrators only ever touch the active prefix. A
/// ``ChannelID`` follows a channel through these moves.
///
/// Storage grows only when channels or springs are added; advancing, settling, retargeting and
/// reading never allocate.
public struct ChannelBatch: Sendable {
    @usableFromInline var _positions: [Double] = []
    @usableFromInline var _velocities: [Double] = []
    @usableFromInline var _targets: [Double] = []
    /// The rate at which each slot's target moves (first-order hold, see
    /// ``retarget(_:to:velocity:)``); 0 for a target that stands still, always 0 for slots at rest.
    /// In a batch that defers its idle storage (``deferIdleStorage()``), empty while every target
    /// stands still and no pass has asked for it (a batch of a million channels then writes no
    /// 8 MB of zeros): written out in full (``materializeTargetVelocities()``) the first time a
    /// target moves or an integrator pass needs it (``withActiveChannels(_:)``). Either empty or
    /// one entry per slot.
    @usableFromInline var _targetVelocities: [Double] = []
    /// How many slots have a non-zero target velocity (all of them active).
    @usableFromInline var _movingTargetCount = 0
    @usableFromInline var _springIndices: [Int32] = []
    /// Each slot's rest thresholds, as an index into ``_restThresholds`` (4 bytes per channel
    /// instead of two doubles: a batch's channels share a handful of thresholds).
    @usableFromInline var _restIndices: [Int32] = []
    /// The distinct rest thresholds of the channels added since the last ``removeAll()``.
    @usableFromInline var _restThresholds: [RestThreshold] = []
    /// The largest rest displacement and velocity threshold of any channel added since the last
    /// ``removeAll()``: a channel outside them cannot be at rest, so a pass checks its own
    /// thresholds only when it is inside (no per-channel threshold loads while everything moves).
    @usableFromInline var _largestRestDisplacement = 0.0
    /// See ``_largestRestDisplacement``.
    @usableFromInline var _largestRestVelocity = 0.0
    /// The channel in each slot and the slot of each channel. In a batch that defers its idle
    /// storage (``deferIdleStorage()``), both empty while every channel is in the slot of its own
    /// number (channels added moving, none settled or woken out of order yet): written out the
    /// first time two slots swap, or by ``materializeSlotMaps()``. Either both empty (the
    /// identity) or one entry per slot each.
    @usableFromInline var _channelOfSlot: [Int32] = []
    /// See ``_channelOfSlot``.
    @usableFromInline var _slotOfChannel: [Int32] = []
    /// Whether storage that holds only defaults (zero target velocities, the identity slot maps)
    /// is left unwritten until needed (see ``deferIdleStorage()``).
    @usableFromInline var _defersIdleStorage = false
    @usableFromInline var _auxiliary: [Double] = []
    @usableFromInline var _springTable = SpringTable()
    /// The slots logged since the change log with ``_changeLogToken`` started (see
    /// `ChannelBatch+ChangeLog.swift`).
    @usableFromInline var _changedSlots: [Int32] = []
    /// The token of the running change log; 0 when none runs.
    @usableFromInline var _changeLogToken: UInt64 = 0

    /// The number of channels that are moving; they occupy slots `0..<activeCount`.
    public internal(set) var activeCount = 0

    /// The number of per-slot auxiliary values reserved for the integrator (see
    /// ``requireAuxiliary(width:)``).
    public internal(set) var auxiliaryWidth = 0

    /// Increases whenever the batch changes other than by an integrator's own writes: channels
    /// added, settled or woken, targets, states or springs set. Integrators that keep history
    /// between calls (multistep methods, accumulators) compare it with the value they last saw
    /// and reset when it differs.
    public internal(set) var generation: UInt64 = 0

    /// Names this batch's history: unique to each new or emptied batch (``removeAll()``), shared
    /// by copies. Integrators that keep state between calls start afresh when they are handed a
    /// batch of another identity (a reused integrator given a new transition's batch), however
    /// its ``generation`` compares.
    public internal(set) var identity: UInt64 = ChannelBatch.nextIdentity()

    /// A new identity: a process-wide counter.
    static func nextIdentity() -> UInt64 { batchIdentities.add(1, ordering: .relaxed).newValue }

    /// Gives this copy a history of its own (a new ``identity``), leaving its channels as they
    /// are: a copy restored into another transition, so that an integrator handed the original
    /// afterwards does not take it for this one.
    package mutating func renewIdentity() { identity = Self.nextIdentity() }

    /// A bound on |position|, |velocity| and |target| of every active channel, left by the last
    /// integrator pass that computed one (``ExactIntegrator``); infinity when unknown. Every other
    /// write (state, targets, activation, ``withActiveChannels(_:)``) clears it.
    @usableFromInline var _magnitudeBound = Double.infinity
    /// Whether ``_magnitudeBound`` holds for every state the exact step map can reach from the
    /// current one (not only the current state): springs with damping ≥ 0 never gain energy, so
    /// ``ExactIntegrator`` can bound the whole future once and skip the per-channel bound while
    /// nothing writes the batch. Cleared with the bound, and when a spring changes.
    @usableFromInline var _magnitudeBoundLasts = false
    /// Whether the last integrator pass found no active channel within its rest thresholds, so
    /// that ``removeSettled(_:)`` has nothing to do. Every other write clears it.
    @usableFromInline var _knownUnsettled = false

    /// Forgets what the last integrator pass learned about the active channels (their magnitude
    /// bound, that none rests): called by every write that may change them.
    @inlinable
    mutating func forgetPassHints() {
        _magnitudeBound = .infinity
        _magnitudeBoundLasts = false
        _knownUnsettled = false
    }

    /// An empty batch.
    public init() {}

    /// The number of channels, moving or at rest.
    @inlinable
    public var count: Int { _positions.count }

    /// The distinct springs of the batch; each slot's spring index (``ActiveChannels/springIndices``) points into it.
    @inlinable
    public var springs: [Spring] { _springTable.springs }

    /// Reserves storage for `channels` channels, so that adding them later does not reallocate.
    public mutating func reserveCapacity(_ channels: Int) {
        _positions.reserveLargeCapacity(channels)
        _velocities.reserveLargeCapacity(channels)
        _targets.reserveLargeCapacity(channels)
        if !_defersIdleStorage || !_targetVelocities.isEmpty { _targetVelocities.reserveCapacity(channels) }
        _springIndices.reserveLargeCapacity(channels)
        _restIndices.reserveLargeCapacity(channels)
        if !_defersIdleStorage || !_slotOfChannel.isEmpty {
            _channelOfSlot.reserveLargeCapacity(channels)
            _slotOfChannel.reserveLargeCapacity(channels)
        }
        _auxiliary.reserveLargeCapacity(channels * auxiliaryWidth)
    }

    /// Removes every channel and spring, keeping the storage for reuse.
    public mutating func removeAll() {
        _positions.removeAll(keepingCapacity: true)
        _velocities.removeAll(keepingCapacity: true)
        _targets.removeAll(keepingCapacity: true)
        _targetVelocities.removeAll(keepingCapacity: true)
        _movingTargetCount = 0
        _springIndices.removeAll(keepingCapacity: true)
        _restIndices.removeAll(keepingCapacity: true)
        _restThresholds.removeAll(keepingCapacity: true)
        _largestRestDisplacement = 0
        _largestRestVelocity = 0
        _channelOfSlot.removeAll(keepingCapacity: true)
        _slotOfChannel.removeAll(keepingCapacity: true)
        _auxiliary.removeAll(keepingCapacity: true)
        _springTable.removeAll()
        activeCount = 0
        invalidateChangeLog()
        forgetPassHints()
        generation &+= 1
        identity = Self.nextIdentity()
    }

    /// Adds a channel at `position` moving at `velocity`, pulled toward `target` by `spring`.
    ///
    /// A channel that starts exactly on its target with zero velocity is added at rest and costs
    /// nothing until it is retargeted.
    ///
    /// - Throws: ``ChannelBatchError/nonFinite(channel:field:value:)`` if a value is not finite.
    /// - Returns: The channel's identifier.
    @discardableResult
    public mutating func addChannel(
        position: Double, velocity: Double = 0, target: Double, spring: Spring, threshold: RestThreshold = .points
    ) throws(ChannelBatchError) -> ChannelID {
        // Checked before the spring is interned: a refused channel changes nothing.
        try Self.checkFinite(Int32(_positions.count), position: position, velocity: velocity, target: target)
        return appendChannel(position: position, velocity: velocity, target: target, springIndex: springIndex(for: spring),
                             threshold: threshold)
    }

    /// ``addChannel(position:velocity:target:spring:threshold:)`` on the spring at `springIndex`
    /// of the batch's table (from ``springIndex(for:)``): for callers adding many channels on the
    /// same spring, which look it up once.
    package mutating func addChannel(
        position: Double, velocity: Double, target: Double, springIndex: Int32, threshold: RestThreshold
    ) throws(ChannelBatchError) -> ChannelID {
        try Self.checkFinite(Int32(_positions.count), position: position, velocity: velocity, target: target)
        precondition(springIndex >= 0 && Int(springIndex) < _springTable.springs.count, "spring index out of range")
        return appendChannel(position: position, velocity: velocity, target: target, springIndex: springIndex,
                             threshold: threshold)
    }

    /// Appends a channel with checked values on the spring at `springIndex`.
    private mutating func appendChannel(
        position: Double, velocity: Double, target: Double, springIndex: Int32, threshold: RestThreshold
    ) -> ChannelID {
        let id = Int32(_positions.count)
        let slot = id
        _positions.append(position)
        _velocities.append(velocity)
        _targets.append(target)
        if !_defersIdleStorage || !_targetVelocities.isEmpty { _targetVelocities.append(0) }
        _springIndices.append(springIndex)
        _restIndices.append(restIndex(for: threshold))
        _largestRestDisplacement = Swift.max(_largestRestDisplacement, threshold.displacement)
        _largestRestVelocity = Swift.max(_largestRestVelocity, threshold.velocity)
        if !_defersIdleStorage || !_slotOfChannel.isEmpty {
            _channelOfSlot.append(id)
            _slotOfChannel.append(slot)
        }
        for _ in 0..<auxiliaryWidth { _auxiliary.append(0) }
        logChange(ofSlot: Int(slot))
        if position != target || velocity != 0 { activate(slot: Int(slot)) }
        forgetPassHints()
        generation &+= 1
        return ChannelID(rawValue: id)
    }

    /// Leaves storage that holds only defaults unwritten until it is needed: the per-channel
    /// target velocities while every target stands still, the slot maps while every channel is in
    /// the slot of its own number. A batch read in place far more often than it is stepped (a
    /// transition on its lazy exact path) then writes 16 bytes less per channel; a pass that
    /// needs them writes them out (``withActiveChannels(_:)`` the target velocities, a swap of
    /// slots the maps), allocating once: a caller that steps every frame calls
    /// ``materializeTargetVelocities()`` and ``materializeSlotMaps()`` before the first, so that no
    /// frame allocates. Results are the same either way.
    package mutating func deferIdleStorage() { _defersIdleStorage = true }

    /// Whether every slot has its entry in ``_targetVelocities`` (zeros included).
    package var hasTargetVelocityStorage: Bool { _targetVelocities.count == _positions.count }

    /// Whether the slot maps are written out (one entry per slot).
    package var hasSlotMapStorage: Bool { _slotOfChannel.count == _positions.count }

    /// Writes out the slot maps (the identity) when they are empty. Allocates then; a no-op once
    /// written.
    @usableFromInline
    package mutating func materializeSlotMaps() {
        guard _slotOfChannel.count != _positions.count else { return }
        let n = _positions.count
        _channelOfSlot.reserveCapacity(n)
        _slotOfChannel.reserveCapacity(n)
        for k in 0..<n {
            _channelOfSlot.append(Int32(k))
            _slotOfChannel.append(Int32(k))
        }
    }

    /// Writes out ``_targetVelocities`` (all zero) when it is empty: before a target moves, and
    /// before an integrator pass reads it. Allocates then, unless recycled storage suffices; a
    /// no-op once written. (A caller that steps every frame calls it before the first frame, so
    /// that no frame allocates.)
    package mutating func materializeTargetVelocities() { _materializeTargetVelocities() }

    /// See ``materializeTargetVelocities()`` (for the inlinable ``withActiveChannels(_:)``).
    @usableFromInline
    mutating func _materializeTargetVelocities() {
        guard _targetVelocities.count != _positions.count else { return }
        _targetVelocities.reserveCapacity(_positions.count)
        _targetVelocities.append(contentsOf: repeatElement(0, count: _positions.count - _targetVelocities.count))
    }

    /// The index of `threshold` in ``_restThresholds``, adding it if it is new (the last one
    /// added first: channels come in runs of the same threshold).
    @inline(__always)
    mutating func restIndex(for threshold: RestThreshold) -> Int32 {
        if let last = _restThresholds.last, last == threshold { return Int32(_restThresholds.count - 1) }
        if let i = _restThresholds.firstIndex(of: threshold) { return Int32(i) }
        _restThresholds.append(threshold)
        return Int32(_restThresholds.count - 1)
    }

    /// The index of `spring` in ``springs``, adding it if it is new (also for
    /// ``addChannel(position:velocity:target:springIndex:threshold:)``).
    package mutating func springIndex(for spring: Spring) -> Int32 { _springTable.index(for: spring) }

    /// Checks a new channel's position, velocity and target, in that order.
    static func checkFinite(_ channel: Int32, position: Double, velocity: Double, target: Double) throws(ChannelBatchError) {
        try checkFinite(channel, "position", position)
        try checkFinite(channel, "velocity", velocity)
        try checkFinite(channel, "target", target)
    }

    static func checkFinite(_ channel: Int32, _ field: String, _ value: Double) throws(ChannelBatchError) {
        guard value.isFinite else {
            throw ChannelBatchError.nonFinite(channel: ChannelID(rawValue: channel), field: field, value: value)
        }
    }
}
