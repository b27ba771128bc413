import Testing
@testable import SpringDynamics
import SpringTestSupport

/// When a GSL integrator starts afresh: every block for another batch than the one it last
/// advanced (a reused integrator, as a replayed transition uses); only the blocks an outside
/// change touched otherwise, each restarted block exactly as a new integrator would start it.
@Suite("GSL: fresh starts")
struct IntegratorGSLRestartTests {
    /// A batch of 8 bouncy channels.
    static func batch() throws -> (ChannelBatch, [ChannelID]) {
        var batch = ChannelBatch()
        var ids: [ChannelID] = []
        for i in 0..<8 {
            ids.append(try batch.addChannel(position: Double(i) * 37, target: 500 - Double(i) * 11, spring: .bouncy))
        }
        return (batch, ids)
    }

    /// `frames` frames of 1/60 s with a retarget of channel 1 after 10.
    static func run(_ gsl: GSLIntegrator, frames: Int) throws -> ChannelBatch {
        var (batch, ids) = try batch()
        for k in 0..<frames {
            if k == 10 { try batch.retarget(ids[1], to: 100) }
            try gsl.advance(&batch, by: 1.0 / 60)
        }
        return batch
    }

    @Test func aReusedIntegratorGivesANewBatchWhatAFreshOneGives() throws {
        let reused = try GSLIntegrator(stepper: .rkf45, blockSize: 4)
        _ = try Self.run(reused, frames: 23)             // leaves its blocks mid-integration
        let again = try Self.run(reused, frames: 15)
        let fresh = try Self.run(try GSLIntegrator(stepper: .rkf45, blockSize: 4), frames: 15)
        let (_, ids) = try Self.batch()
        for id in ids {
            #expect(again.position(of: id) == fresh.position(of: id), "channel \(id.rawValue)")
            #expect(again.velocity(of: id) == fresh.velocity(of: id), "channel \(id.rawValue)")
        }
    }

    @Test func anEmptiedBatchHasANewIdentityAndCopiesShareIt() throws {
        var (batch, _) = try Self.batch()
        let copy = batch
        #expect(copy.identity == batch.identity)
        let before = batch.identity
        batch.removeAll()
        #expect(batch.identity != before)
        #expect(ChannelBatch().identity != ChannelBatch().identity)
    }

    /// 16 channels on four springs, all moving, in blocks of 4: channel `i` is in block `i / 4`.
    static func sixteen() throws -> (ChannelBatch, [ChannelID]) {
        var batch = ChannelBatch()
        var ids: [ChannelID] = []
        let springs: [Spring] = [.bouncy, .smooth, .snappy, try Spring(duration: 0.8, bounce: 0.4)]
        for i in 0..<16 {
            ids.append(try batch.addChannel(position: Double(i) * 23 - 90, velocity: Double(i % 5) * 40 - 80,
                                            target: 300 - Double(i) * 17, spring: springs[i % 4]))
        }
        return (batch, ids)
    }

    /// Positions and velocities of `ids`, bit for bit.
    static func states(_ batch: ChannelBatch, _ ids: [ChannelID]) -> [[Double]] {
        ids.map { [batch.position(of: $0), batch.velocity(of: $0)] }
    }

    @Test("retargeting one channel restarts only its block: the other blocks are bit-identical to not retargeting",
          arguments: [Stepper.rkf45, .msadams, .rk4imp])
    func retargetRestartsOnlyItsBlock(_ stepper: Stepper) throws {
        var (plain, ids) = try Self.sixteen()
        var (retargeted, _) = try Self.sixteen()
        let a = try GSLIntegrator(stepper: stepper, blockSize: 4), b = try GSLIntegrator(stepper: stepper, blockSize: 4)
        for _ in 0..<10 {
            try a.advance(&plain, by: 1.0 / 60)
            try b.advance(&retargeted, by: 1.0 / 60)
        }
        #expect(b.blockRestarts == 4)   // the first frame
        try retargeted.retarget(ids[9], to: -250)    // block 2
        try retargeted.retarget(ids[10], to: retargeted.target(of: ids[10]))   // no change: no restart
        for frame in 0..<20 {
            try a.advance(&plain, by: 1.0 / 60)
            try b.advance(&retargeted, by: 1.0 / 60)
            let others = ids.filter { !(8..<12).contains(Int($0.rawValue)) }
            #expect(Self.states(plain, others) == Self.states(retargeted, others), "frame \(frame)")
            #expect(retargeted.position(of: ids[9]) != plain.position(of: ids[9]))
        }
        #expect(b.blockRestarts == 5)
        #expect(a.blockRestarts == 4)
    }

    @Test("a restarted block computes what a new integrator computes for its channels alone",
          arguments: [Stepper.rkf45, .msbdf])
    func aRestartedBlockIsAFreshStart(_ stepper: Stepper) throws {
        var (batch, ids) = try Self.sixteen()
        let integrator = try GSLIntegrator(stepper: stepper, blockSize: 4)
        for _ in 0..<7 { try integrator.advance(&batch, by: 1.0 / 120) }
        try batch.setState(of: ids[5], position: 12, velocity: -300)   // block 1
        // The same four channels, in the same slots of a one-block batch, on a new integrator.
        var alone = ChannelBatch()
        for id in ids[4..<8] {
            _ = try alone.addChannel(position: batch.position(of: id), velocity: batch.velocity(of: id),
                                     target: batch.target(of: id), spring: batch.spring(of: id))
        }
        let fresh = try GSLIntegrator(stepper: stepper, blockSize: 4)
        for frame in 0..<25 {
            try integrator.advance(&batch, by: 1.0 / 120)
            try fresh.advance(&alone, by: 1.0 / 120)
            for (k, id) in ids[4..<8].enumerated() {
                let other = ChannelID(rawValue: Int32(k))
                #expect(batch.position(of: id) == alone.position(of: other), "frame \(frame), channel \(id.rawValue)")
                #expect(batch.velocity(of: id) == alone.velocity(of: other), "frame \(frame), channel \(id.rawValue)")
            }
        }
    }

    /// Frames of 1/60 s on a 24-channel batch (blocks of 8) whose second half starts at rest and
    /// wakes at frame 4, with a retarget at frame 9 and settling every frame: the active count
    /// shrinks and grows, so blocks are added, replaced, left unused and used again.
    static func wakeAndSettle(_ gsl: GSLIntegrator, frames: Int) throws -> [[Double]] {
        var batch = ChannelBatch()
        var ids: [ChannelID] = []
        for i in 0..<24 {
            let target = 100 + Double(i)
            ids.append(try batch.addChannel(position: i < 12 ? Double(i) * 9 : target, target: target,
                                            spring: i % 3 == 0 ? .snappy : .smooth, threshold: .init(displacement: 2, velocity: 20)))
        }
        for k in 0..<frames {
            if k == 4 { for id in ids[12...] { try batch.retarget(id, to: 40) } }
            if k == 9 { try batch.retarget(ids[20], to: -60) }
            try gsl.advance(&batch, by: 1.0 / 60)
            batch.removeSettled()
        }
        return Self.states(batch, ids)
    }

    @Test("replaying the same calls on a new batch gives the same bits, whatever the integrator did before")
    func replaysAreBitIdentical() throws {
        let fresh = try Self.wakeAndSettle(try GSLIntegrator(stepper: .rkf45, blockSize: 8), frames: 40)
        // A reused integrator whose blocks hold other channels, mid-integration, and more of them.
        let reused = try GSLIntegrator(stepper: .rkf45, blockSize: 8)
        _ = try Self.run(reused, frames: 13)
        _ = try Self.wakeAndSettle(reused, frames: 31)
        #expect(try Self.wakeAndSettle(reused, frames: 40) == fresh)
        // Two threads: the same bits.
        let twoThreads = try GSLIntegrator(stepper: .rkf45, blockSize: 8, parallelism: .twoThreads)
        #expect(try Self.wakeAndSettle(twoThreads, frames: 40) == fresh)
    }

    @Test("an integrator handed another copy of the same batch restarts what differs")
    func copiesOfOneBatch() throws {
        var (batch, ids) = try Self.sixteen()
        let integrator = try GSLIntegrator(stepper: .rkf45, blockSize: 4)
        try integrator.advance(&batch, by: 1.0 / 60)
        var copy = batch                                     // same identity
        try integrator.advance(&batch, by: 1.0 / 60)
        try integrator.advance(&copy, by: 1.0 / 60)          // one frame behind: every block differs
        #expect(integrator.blockRestarts == 8)
        // So `copy` got exactly a new integrator's frame from its state.
        var (reference, _) = try Self.sixteen()
        let other = try GSLIntegrator(stepper: .rkf45, blockSize: 4)
        try other.advance(&reference, by: 1.0 / 60)
        var fromCopy = ChannelBatch()
        for id in ids {
            _ = try fromCopy.addChannel(position: reference.position(of: id), velocity: reference.velocity(of: id),
                                        target: reference.target(of: id), spring: reference.spring(of: id))
        }
        try GSLIntegrator(stepper: .rkf45, blockSize: 4).advance(&fromCopy, by: 1.0 / 60)
        #expect(Self.states(copy, ids) == Self.states(fromCopy, ids))
    }
}
