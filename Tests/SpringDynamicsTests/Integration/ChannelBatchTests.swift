import SpringDynamics
import SpringTestSupport
import Testing

@Suite("ChannelBatch")
struct ChannelBatchTests {
    @Test("channels added on their target with zero velocity are at rest; others are active")
    func addedAtRest() throws {
        var batch = ChannelBatch()
        let resting = try batch.addChannel(position: 5, target: 5, spring: .smooth)
        #expect(batch.activeCount == 0)
        #expect(!batch.isActive(resting))
        let moving = try batch.addChannel(position: 5, velocity: 1, target: 5, spring: .smooth)
        let displaced = try batch.addChannel(position: 4, target: 5, spring: .snappy)
        #expect(batch.activeCount == 2)
        #expect(batch.isActive(moving) && batch.isActive(displaced) && !batch.isActive(resting))
        #expect(batch.count == 3)
        #expect(batch.springs == [.smooth, .snappy])
        // Channel identifiers are numbered in order of addition, whatever their slots.
        #expect([resting, moving, displaced].map(\.rawValue) == [0, 1, 2])
        #expect(batch.spring(of: displaced) == .snappy)
        #expect(batch.position(of: resting) == 5 && batch.velocity(of: moving) == 1 && batch.target(of: displaced) == 5)
    }

    @Test("settling snaps exactly onto the target with zero velocity and reports the channel")
    func settling() throws {
        var batch = ChannelBatch()
        let a = try batch.addChannel(position: 0, target: 300.3, spring: .snappy)
        let b = try batch.addChannel(position: 10, target: -7.77, spring: .smooth, threshold: .unit)
        var integrator = ExactIntegrator()
        var settled: [ChannelID] = []
        var frames = 0
        while batch.activeCount > 0 && frames < 2000 {
            try integrator.advance(&batch, by: 1.0 / 120)
            batch.removeSettled { settled.append($0) }
            frames += 1
        }
        #expect(batch.activeCount == 0)
        #expect(Set(settled) == [a, b] && settled.count == 2)
        #expect(batch.position(of: a) == 300.3 && batch.velocity(of: a) == 0)
        #expect(batch.position(of: b) == -7.77 && batch.velocity(of: b) == 0)
        #expect(batch.position(of: b).bitPattern == (-7.77).bitPattern)
        // At rest, integrators do not touch them.
        try integrator.advance(&batch, by: 1)
        #expect(batch.position(of: a) == 300.3)
    }

    @Test("removeSettled uses each channel's own thresholds, strictly")
    func thresholds() throws {
        var batch = ChannelBatch()
        let loose = try batch.addChannel(position: 0.5, target: 0, spring: .smooth, threshold: try RestThreshold(displacement: 1, velocity: 1))
        let tight = try batch.addChannel(position: 0.5, target: 0, spring: .smooth, threshold: .points)
        let edge = try batch.addChannel(position: 0.1, target: 0, spring: .smooth, threshold: .points) // |d| == 0.1: not below
        let fast = try batch.addChannel(position: 0, velocity: 2, target: 0, spring: .smooth, threshold: try RestThreshold(displacement: 1, velocity: 1))
        let generation = batch.generation
        #expect(batch.removeSettled() == 1)
        #expect(!batch.isActive(loose) && batch.isActive(tight) && batch.isActive(edge) && batch.isActive(fast))
        #expect(batch.generation != generation)
        let after = batch.generation
        #expect(batch.removeSettled() == 0)
        #expect(batch.generation == after)
    }

    @Test("retargeting wakes a resting channel unless the new target is where it rests")
    func retargetWakes() throws {
        var batch = ChannelBatch()
        let id = try batch.addChannel(position: 3, target: 3, spring: .smooth)
        try batch.retarget(id, to: 3)
        #expect(!batch.isActive(id))
        try batch.retarget(id, to: 10)
        #expect(batch.isActive(id))
        #expect(batch.position(of: id) == 3 && batch.velocity(of: id) == 0 && batch.target(of: id) == 10)
        // setState wakes too; setSpring does not.
        let other = try batch.addChannel(position: 1, target: 1, spring: .smooth)
        try batch.setSpring(of: other, to: .bouncy)
        #expect(!batch.isActive(other))
        #expect(batch.spring(of: other) == .bouncy)
        try batch.setState(of: other, position: 1, velocity: -4)
        #expect(batch.isActive(other))
    }

    @Test("every outside change increases the generation; reads do not")
    func generation() throws {
        var batch = ChannelBatch()
        var last = batch.generation
        func changed() -> Bool {
            defer { last = batch.generation }
            return batch.generation != last
        }
        let id = try batch.addChannel(position: 0, target: 1, spring: .smooth)
        #expect(changed())
        try batch.retarget(id, to: 2)
        #expect(changed())
        try batch.setState(of: id, position: 1, velocity: 0)
        #expect(changed())
        try batch.setSpring(of: id, to: .snappy)
        #expect(changed())
        _ = batch.position(of: id)
        var integrator = ExactIntegrator()
        try integrator.advance(&batch, by: 0.01)
        #expect(!changed())
        batch.removeAll()
        #expect(changed())
        #expect(batch.count == 0 && batch.activeCount == 0 && batch.springs.isEmpty)
    }

    @Test("unknown channels are refused with the exact message and nothing changes", arguments: [-1, 2, 99] as [Int32])
    func unknownChannel(raw: Int32) throws {
        var batch = ChannelBatch()
        try batch.addChannel(position: 0, target: 1, spring: .smooth)
        try batch.addChannel(position: 2, target: 2, spring: .smooth)
        let before = BatchSnapshot(batch)
        let id = ChannelID(rawValue: raw)
        #expect(!batch.contains(id))
        let message = "unknown channel \(raw)"
        let e1 = #expect(throws: ChannelBatchError.self) { try batch.retarget(id, to: 0) }
        let e2 = #expect(throws: ChannelBatchError.self) { try batch.setState(of: id, position: 0, velocity: 0) }
        let e3 = #expect(throws: ChannelBatchError.self) { try batch.setSpring(of: id, to: .bouncy) }
        for error in [e1, e2, e3] {
            #expect(error == .unknownChannel(id))
            #expect(error?.description == message)
        }
        #expect(BatchSnapshot(batch) == before)
        #expect(batch.springs == [.smooth])
    }

    @Test("non-finite values are refused with the exact message and nothing changes")
    func nonFinite() throws {
        var batch = ChannelBatch()
        let id = try batch.addChannel(position: 0, target: 1, spring: .smooth)
        let before = BatchSnapshot(batch)
        let cases: [(String, () throws -> Void)] = [
            ("channel 1: position is nan; must be finite", { try batch.addChannel(position: .nan, target: 0, spring: .bouncy) }),
            ("channel 1: velocity is inf; must be finite", { try batch.addChannel(position: 0, velocity: .infinity, target: 0, spring: .bouncy) }),
            ("channel 1: target is -inf; must be finite", { try batch.addChannel(position: 0, target: -.infinity, spring: .bouncy) }),
            ("channel 0: target is nan; must be finite", { try batch.retarget(id, to: .nan) }),
            ("channel 0: position is inf; must be finite", { try batch.setState(of: id, position: .infinity, velocity: 0) }),
            ("channel 0: velocity is nan; must be finite", { try batch.setState(of: id, position: 0, velocity: .nan) }),
        ]
        for (message, body) in cases {
            let error = #expect(throws: ChannelBatchError.self) { try body() }
            #expect(error?.description == message)
            #expect(BatchSnapshot(batch) == before)
        }
        // A refused addition neither registers its spring nor uses up an identifier.
        #expect(batch.springs == [.smooth])
        #expect(try batch.addChannel(position: 0, target: 0, spring: .smooth).rawValue == 1)
    }
}
