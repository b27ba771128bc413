import SpringTestSupport
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

    /// Random outside writes between frames on 40 channels in blocks of 8: an integrator that
    /// trusts the change log gives bit for bit what one that compares every block gives (its
    /// batch's log is ended before every frame). A write the log missed would let a block go on
    /// from a stale state.
    @Test("trusting the log gives the bits of comparing everything", arguments: [Stepper.rkf45, .msadams])
    func logAndFullComparisonAgree(_ stepper: Stepper) throws {
        var rng = SeededGenerator(seed: 0x10C)
        var logged = ChannelBatch()
        var ids: [ChannelID] = []
        for i in 0..<40 {
            ids.append(try logged.addChannel(position: Double(i) * 7, velocity: Double(i % 3) * 20, target: 150,
                                             spring: i % 2 == 0 ? .smooth : .bouncy))
        }
        var compared = logged
        let a = try GSLIntegrator(stepper: stepper, blockSize: 8), b = try GSLIntegrator(stepper: stepper, blockSize: 8)
        for frame in 0..<90 {
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                let id = ids[Int.random(in: 0..<ids.count, using: &rng)]
                switch Int.random(in: 0..<4, using: &rng) {
                case 0:
                    let target = Double.random(in: -100...300, using: &rng)
                    try logged.retarget(id, to: target)
                    try compared.retarget(id, to: target)
                case 1:
                    let x = Double.random(in: -50...250, using: &rng)
                    try logged.setState(of: id, position: x, velocity: 0)
                    try compared.setState(of: id, position: x, velocity: 0)
                case 2:
                    let spring: Spring = Bool.random(using: &rng) ? .snappy : .smooth
                    try logged.setSpring(of: id, to: spring)
                    try compared.setSpring(of: id, to: spring)
                default:
                    let u = Double.random(in: -40...40, using: &rng)
                    try logged.retarget(id, to: logged.target(of: id), velocity: u)
                    try compared.retarget(id, to: compared.target(of: id), velocity: u)
                }
            }
            compared.withActiveChannels { _ in }   // ends its log: every block is compared
            try a.advance(&logged, by: 1.0 / 60)
            try b.advance(&compared, by: 1.0 / 60)
            _ = logged.removeSettled()
            _ = compared.removeSettled()
            #expect(logged.activeCount == compared.activeCount)
            for id in ids {
                #expect(logged.position(of: id) == compared.position(of: id), "frame \(frame), channel \(id.rawValue)")
                #expect(logged.velocity(of: id) == compared.velocity(of: id), "frame \(frame), channel \(id.rawValue)")
            }
        }
        #expect(a.blockRestarts == b.blockRestarts)
    }
}
