import Testing
@testable import SpringDynamics

/// The change log that lets `GSLIntegrator` restart only the blocks an outside write touched.
@Suite("ChannelBatch: change log")
struct ChannelBatchChangeLogTests {
    /// Six channels, all moving; channel `i` in slot `i`.
    static func batch() throws -> (ChannelBatch, [ChannelID]) {
        var batch = ChannelBatch()
        var ids: [ChannelID] = []
        for i in 0..<6 { ids.append(try batch.addChannel(position: Double(i) * 10, target: 100, spring: .smooth)) }
        return (batch, ids)
    }

    static func logged(_ batch: ChannelBatch, since token: UInt64) -> [Int32]? {
        batch.changedSlots(since: token) { $0.map(Array.init) }
    }

    @Test func everyOutsideWriteIsLoggedWithItsSlot() throws {
        var (batch, ids) = try Self.batch()
        let token = batch.startChangeLog()
        #expect(Self.logged(batch, since: token) == [])
        try batch.retarget(ids[1], to: 50)
        try batch.retarget(ids[1], to: 50)                 // no change: not logged
        try batch.setState(of: ids[3], position: 7, velocity: 1)
        try batch.setSpring(of: ids[4], to: .bouncy)
        try batch.retarget(ids[5], to: 50, velocity: 3)
        #expect(Self.logged(batch, since: token) == [1, 3, 4, 5])
        // Moving targets along keeps every slot consistent with the integrator: not logged.
        let moved = batch.advanceTargets(by: 0.1)
        #expect(moved)
        #expect(Self.logged(batch, since: token) == [1, 3, 4, 5])
    }

    @Test func settlingAndWakingLogTheSlotsTheyMove() throws {
        var batch = ChannelBatch()
        let a = try batch.addChannel(position: 0, target: 10, spring: .smooth)
        let b = try batch.addChannel(position: 5, target: 5, spring: .smooth)     // at rest: slot 1
        _ = try batch.addChannel(position: 3, target: 9, spring: .smooth)         // woken into slot 1
        #expect(batch.activeCount == 2)
        let token = batch.startChangeLog()
        try batch.setState(of: a, position: 10, velocity: 0)   // now at rest
        let settled = batch.removeSettled()                    // slot 0 settles, swaps with slot 1
        #expect(settled == 1)
        #expect(Set(Self.logged(batch, since: token) ?? []) == [0, 1])
        let again = batch.startChangeLog()
        try batch.retarget(b, to: 20)                          // wakes: moves from slot 2 to slot 1
        #expect(Set(Self.logged(batch, since: again) ?? []) == [1, 2])
    }

    @Test func aLogEndsWhenItCannotCoverEverything() throws {
        var (batch, ids) = try Self.batch()
        var token = batch.startChangeLog()
        // Another log started (another integrator, or another copy advanced).
        let copy = batch
        _ = batch.startChangeLog()
        #expect(Self.logged(batch, since: token) == nil)
        #expect(Self.logged(copy, since: token) == [])          // the copy still has its own
        // An integrator wrote positions.
        token = batch.startChangeLog()
        batch.withActiveChannels { c in c.positions[0] += 1 }
        #expect(Self.logged(batch, since: token) == nil)
        // Emptied.
        token = batch.startChangeLog()
        batch.removeAll()
        #expect(Self.logged(batch, since: token) == nil)
        // Too many writes.
        (batch, _) = try Self.batch()
        token = batch.startChangeLog()
        for k in 0...ChannelBatch.changeLogCapacity { try batch.setState(of: ids[k % 6], position: Double(k), velocity: 0) }
        #expect(Self.logged(batch, since: token) == nil)
        // Tokens are unique.
        #expect(token != 0 && batch.startChangeLog() != token)
    }
}
