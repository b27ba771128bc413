/// The change log: which slots an outside write touched since an integrator last advanced the
/// batch, so that an integrator keeping per-slot history (``GSLIntegrator``'s blocks) need not
/// compare every channel to find what changed.
///
/// An integrator starts a log after its frame (``startChangeLog()``) and keeps the token. Every
/// later write that can change what a slot holds (its state, target, target velocity or spring,
/// or which channel it holds) appends the slot. At its next frame the integrator asks for the
/// slots logged under its token (``changedSlots(since:)``): `nil` when the log no longer covers
/// everything since then — another log was started (another integrator, or another copy of the
/// batch advanced), ``withActiveChannels(_:)`` was called (an integrator wrote positions), the
/// batch was emptied, or more than ``changeLogCapacity`` slots were logged — and the integrator
/// then compares everything. Moving targets along (``advanceTargets(by:)``) is not logged: it
/// keeps every slot consistent with the integrator's own result.
extension ChannelBatch {
    /// The most slots a log holds before it gives up (and the integrator compares everything):
    /// 4,096. Storage for them is reserved once per batch, when the first log starts.
    static let changeLogCapacity = 4_096

    /// Starts a new change log and returns its token (unique in the process): the slots written
    /// from now on are logged under it. Allocates only the first time (the log's storage).
    package mutating func startChangeLog() -> UInt64 {
        if _changedSlots.capacity < Self.changeLogCapacity { _changedSlots.reserveCapacity(Self.changeLogCapacity) }
        _changedSlots.removeAll(keepingCapacity: true)
        _changeLogToken = Self.nextIdentity()
        return _changeLogToken
    }

    /// Calls `body` with the slots logged since the log with `token` started (in the order written,
    /// possibly repeated, possibly beyond ``activeCount``), or with `nil` when that log does not
    /// cover every write since (see the type's discussion).
    package func changedSlots<R>(since token: UInt64, _ body: (UnsafeBufferPointer<Int32>?) -> R) -> R {
        guard token != 0, token == _changeLogToken else { return body(nil) }
        return _changedSlots.withUnsafeBufferPointer { body($0) }
    }

    /// Logs an outside write to `slot`.
    mutating func logChange(ofSlot slot: Int) {
        guard _changeLogToken != 0 else { return }
        if _changedSlots.count < Self.changeLogCapacity {
            _changedSlots.append(Int32(truncatingIfNeeded: slot))
        } else {
            invalidateChangeLog()
        }
    }

    /// Ends the current log: the next integrator frame compares everything.
    @inlinable
    mutating func invalidateChangeLog() {
        _changeLogToken = 0
    }
}
