import Testing
@testable import SpringDynamics
import SpringTestSupport

/// Checkpoints of a GSL integrator: a one-step stepper's state between frames copied out and put
/// back, so that a batch restored to an earlier copy continues bit for bit as it did.
@Suite("GSL: checkpoints")
struct IntegratorGSLCheckpointTests {
    /// Positions and velocities of every channel.
    static func state(_ batch: ChannelBatch, _ ids: [ChannelID]) -> [Double] {
        ids.flatMap { [batch.position(of: $0), batch.velocity(of: $0)] }
    }

    @Test(arguments: [Stepper.rkf45, .rkck, .rk8pd, .rk4, .rk2])
    func aRestoredCheckpointContinuesBitForBit(stepper: Stepper) throws {
        let gsl = try GSLIntegrator(stepper: stepper, blockSize: 4)
        #expect(gsl.supportsCheckpoints)
        var (batch, ids) = try IntegratorGSLRestartTests.sixteen()
        for _ in 0..<7 { try gsl.advance(&batch, by: 1.0 / 60) }
        let saved = try #require(gsl.checkpoint())
        let savedBatch = batch
        // The run to compare with: a retarget of one block's channel, then more frames.
        func continueRun(_ batch: inout ChannelBatch) throws {
            for k in 0..<9 {
                if k == 3 { try batch.retarget(ids[5], to: -40) }
                try gsl.advance(&batch, by: 1.0 / 60)
            }
        }
        try continueRun(&batch)
        let expected = Self.state(batch, ids)
        // Put back (after frames that moved every block on) and run again.
        var again = savedBatch
        try gsl.restore(saved)
        try continueRun(&again)
        #expect(Self.state(again, ids) == expected)
        // Restored for a copy with an identity of its own: the same bits.
        var renewed = savedBatch
        renewed.renewIdentity()
        #expect(renewed.identity != savedBatch.identity)
        try gsl.restore(saved, replacingIdentity: savedBatch.identity, with: renewed.identity)
        try continueRun(&renewed)
        #expect(Self.state(renewed, ids) == expected)
    }

    @Test func blocksOfAnotherCapacityAreReplaced() throws {
        // A checkpoint of 16 channels (4 blocks of 4) restored after the integrator saw 7 (2 blocks).
        let gsl = try GSLIntegrator(stepper: .rkf45, blockSize: 4)
        var (batch, ids) = try IntegratorGSLRestartTests.sixteen()
        for _ in 0..<5 { try gsl.advance(&batch, by: 1.0 / 60) }
        let saved = try #require(gsl.checkpoint())
        let savedBatch = batch
        for _ in 0..<4 { try gsl.advance(&batch, by: 1.0 / 60) }
        let expected = Self.state(batch, ids)
        let other = try GSLIntegrator(stepper: .rkf45, blockSize: 4)
        var small = ChannelBatch()
        for i in 0..<7 { _ = try small.addChannel(position: Double(i), target: 50, spring: .smooth) }
        try other.advance(&small, by: 1.0 / 60)
        #expect(other.blockCount == 2)
        try other.restore(saved)
        #expect(other.blockCount == 4)
        var again = savedBatch
        for _ in 0..<4 { try other.advance(&again, by: 1.0 / 60) }
        #expect(Self.state(again, ids) == expected)
    }

    @Test(arguments: [Stepper.msadams, .msbdf, .rk4imp, .bsimp])
    func steppersWithStateInsideGSLHaveNone(stepper: Stepper) throws {
        let gsl = try GSLIntegrator(stepper: stepper, blockSize: 4)
        #expect(!gsl.supportsCheckpoints)
        #expect(gsl.checkpoint() == nil)
    }
}
