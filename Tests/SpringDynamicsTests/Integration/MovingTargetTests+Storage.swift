import Testing
@testable import SpringDynamics

/// A batch that defers its idle storage (`deferIdleStorage()`, as a transition's) keeps no
/// per-channel target velocities while its targets all stand still, and no slot maps while every
/// channel is in the slot of its own number; they are written out the first time they are needed,
/// and the batch behaves as if they had always been there. Other batches write them at once.
extension MovingTargetTests {
    @Test("target velocities are written out only when a target moves or a pass needs them")
    func targetVelocityStorage() throws {
        var eager = ChannelBatch()
        _ = try eager.addChannel(position: 0, target: 10, spring: .bouncy)
        #expect(eager.hasTargetVelocityStorage && eager.hasSlotMapStorage, "a batch that does not defer writes them")
        var batch = ChannelBatch()
        batch.deferIdleStorage()
        let a = try batch.addChannel(position: 0, target: 10, spring: .bouncy)
        let b = try batch.addChannel(position: 5, target: 5, spring: .bouncy)
        let c = try batch.addChannel(position: -3, target: 4, spring: .smooth)
        #expect(!batch.hasTargetVelocityStorage)
        #expect(batch.targetVelocity(of: a) == 0 && batch.targetVelocity(of: b) == 0)
        // A still target (also −0) writes nothing; the channel at rest wakes as before.
        try batch.retarget(b, to: 7, velocity: -0.0)
        #expect(!batch.hasTargetVelocityStorage)
        #expect(batch.isActive(b))
        #expect(batch.removeSettled() == 0)
        // A moving target writes them out: zeros for the others.
        try batch.retarget(c, to: 4, velocity: 2)
        #expect(batch.hasTargetVelocityStorage)
        #expect(batch.targetVelocity(of: c) == 2)
        #expect(batch.targetVelocity(of: a) == 0 && batch.targetVelocity(of: b) == 0)
        // Channels added later get their zero; emptying the batch drops the storage again.
        let d = try batch.addChannel(position: 1, target: 1, spring: .smooth)
        #expect(batch.hasTargetVelocityStorage && batch.targetVelocity(of: d) == 0)
        batch.removeAll()
        let e = try batch.addChannel(position: 0, target: 2, spring: .smooth)
        #expect(!batch.hasTargetVelocityStorage)
        #expect(batch.targetVelocity(of: e) == 0)
    }

    @Test("an integrator pass over a batch without target velocities sees zeros and steps as with them")
    func passWithoutTargetVelocityStorage() throws {
        func make(written: Bool) throws -> (ChannelBatch, [ChannelID]) {
            var batch = ChannelBatch()
            if !written { batch.deferIdleStorage() }
            var ids: [ChannelID] = []
            for k in 0..<7 {
                ids.append(try batch.addChannel(position: Double(k), velocity: k % 3 == 0 ? 1.5 : 0,
                                                target: Double(10 - k) + 0.5, spring: k % 2 == 0 ? .bouncy : .snappy))
            }
            return (batch, ids)
        }
        var (lazy, ids) = try make(written: false)
        var (written, _) = try make(written: true)
        #expect(!lazy.hasTargetVelocityStorage && written.hasTargetVelocityStorage)
        #expect(!lazy.hasSlotMapStorage && written.hasSlotMapStorage)
        let zeros = lazy.withActiveChannels { c in (0..<c.count).allSatisfy { c.targetVelocities[$0] == 0 } && c.targetVelocities.count == c.count }
        #expect(zeros)
        #expect(lazy.hasTargetVelocityStorage, "the pass wrote them out")
        var x = ExactIntegrator(), y = ExactIntegrator()
        let g = try GSLIntegrator(stepper: .rkf45), h = try GSLIntegrator(stepper: .rkf45)
        for step in 0..<90 {
            if step < 45 {
                try x.advance(&lazy, by: 1.0 / 120)
                try y.advance(&written, by: 1.0 / 120)
            } else {
                try g.advance(&lazy, by: 1.0 / 120)
                try h.advance(&written, by: 1.0 / 120)
            }
            lazy.removeSettled()
            written.removeSettled()
        }
        #expect(lazy.hasSlotMapStorage, "channels settled out of order: the maps were written out")
        #expect(lazy.activeCount == written.activeCount && lazy.activeCount < 7)
        for slot in 0..<7 { #expect(lazy.channel(inSlot: slot) == written.channel(inSlot: slot)) }
        for id in ids {
            #expect(lazy.position(of: id).bitPattern == written.position(of: id).bitPattern)
            #expect(lazy.velocity(of: id).bitPattern == written.velocity(of: id).bitPattern)
            #expect(lazy.isActive(id) == written.isActive(id))
        }
    }
}

extension MovingTargetTests {
    @Test("slot maps left unwritten read as the identity until two slots swap")
    func slotMapStorage() throws {
        var batch = ChannelBatch()
        batch.deferIdleStorage()
        let a = try batch.addChannel(position: 0, target: 1, spring: .snappy)
        let b = try batch.addChannel(position: 5, target: 6, spring: .snappy)
        #expect(!batch.hasSlotMapStorage)
        #expect(batch.channel(inSlot: 0) == a && batch.channel(inSlot: 1) == b)
        #expect(batch.contains(b) && !batch.contains(ChannelID(rawValue: 2)) && !batch.contains(ChannelID(rawValue: -1)))
        #expect(batch.isActive(a) && batch.isActive(b))
        // A channel added at rest, then one moving: the moving one swaps into the active range.
        let c = try batch.addChannel(position: 3, target: 3, spring: .snappy)
        #expect(!batch.hasSlotMapStorage && !batch.isActive(c))
        let d = try batch.addChannel(position: 0, target: 2, spring: .snappy)
        #expect(batch.hasSlotMapStorage)
        #expect(batch.activeCount == 3)
        #expect(batch.channel(inSlot: 2) == d && batch.channel(inSlot: 3) == c)
        #expect(batch.position(of: c) == 3 && batch.position(of: d) == 0 && batch.target(of: d) == 2)
        batch.removeAll()
        let e = try batch.addChannel(position: 1, target: 2, spring: .snappy)
        #expect(!batch.hasSlotMapStorage && batch.channel(inSlot: 0) == e)
    }
}
