import Testing
@testable import SpringDynamics
import SpringTestSupport

/// When a GSL integrator starts afresh: for another batch than the one it last advanced (a reused
/// integrator, as a replayed transition uses), and after any outside change to its batch.
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
}
