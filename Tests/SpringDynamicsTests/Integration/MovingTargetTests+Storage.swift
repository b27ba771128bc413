import Testing
@testable import SpringDynamics

/// A batch whose targets all stand still keeps no per-channel target velocities (a million-cell
/// transition writes no 8 MB of zeros); they are written out, all zero, the first time a target
/// moves or an integrator pass needs them, and the batch behaves as if they had always been there.
extension MovingTargetTests {
    @Test("target velocities are written out only when a target moves or a pass needs them")
    func targetVelocityStorage() throws {
        var batch = ChannelBatch()
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
            var ids: [ChannelID] = []
            for k in 0..<7 {
                ids.append(try batch.addChannel(position: Double(k), velocity: k % 3 == 0 ? 1.5 : 0,
                                                target: Double(10 - k), spring: k % 2 == 0 ? .bouncy : .snappy))
            }
            if written { batch.materializeTargetVelocities() }
            return (batch, ids)
        }
        var (lazy, ids) = try make(written: false)
        var (written, _) = try make(written: true)
        #expect(!lazy.hasTargetVelocityStorage && written.hasTargetVelocityStorage)
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
        for id in ids {
            #expect(lazy.position(of: id).bitPattern == written.position(of: id).bitPattern)
            #expect(lazy.velocity(of: id).bitPattern == written.velocity(of: id).bitPattern)
            #expect(lazy.isActive(id) == written.isActive(id))
        }
    }
}
