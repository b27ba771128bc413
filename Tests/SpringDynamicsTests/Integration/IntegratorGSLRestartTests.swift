import Testing
@testable import SpringDynamics
import SpringTestSupport

/// A retarget restarts only the GSL block that holds the channel: the other blocks continue their
/// integration exactly as if nothing had happened (before, every retarget bumped the batch's
/// generation and every block started afresh with a 1 ms step).
@Suite("GSL: retargeting restarts only the changed block")
struct IntegratorGSLRestartTests {
    /// Two batches of 8 channels in blocks of 4, advanced in lockstep; `change` is applied to the
    /// second one after 10 frames.
    static func twins(change: (inout ChannelBatch, [ChannelID]) throws -> Void) throws
        -> (plain: ChannelBatch, changed: ChannelBatch, ids: [ChannelID], plainGSL: GSLIntegrator, changedGSL: GSLIntegrator) {
        var a = ChannelBatch(), b = ChannelBatch()
        var ids: [ChannelID] = []
        for i in 0..<8 {
            let start = Double(i) * 37, target = 500 - Double(i) * 11
            ids.append(try a.addChannel(position: start, target: target, spring: .bouncy))
            _ = try b.addChannel(position: start, target: target, spring: .bouncy)
        }
        let ga = try GSLIntegrator(stepper: .rkf45, blockSize: 4), gb = try GSLIntegrator(stepper: .rkf45, blockSize: 4)
        for _ in 0..<10 {
            try ga.advance(&a, by: 1.0 / 60)
            try gb.advance(&b, by: 1.0 / 60)
        }
        try change(&b, ids)
        for _ in 0..<5 {
            try ga.advance(&a, by: 1.0 / 60)
            try gb.advance(&b, by: 1.0 / 60)
        }
        return (a, b, ids, ga, gb)
    }

    @Test func retargetingOneChannelLeavesTheOtherBlockBitIdentical() throws {
        // Channel 1 (slot 1, block 0) retargets; channels 4…7 (block 1) are untouched.
        let r = try Self.twins { batch, ids in try batch.retarget(ids[1], to: 100) }
        for i in 4..<8 {
            #expect(r.plain.position(of: r.ids[i]) == r.changed.position(of: r.ids[i]), "channel \(i)")
            #expect(r.plain.velocity(of: r.ids[i]) == r.changed.velocity(of: r.ids[i]), "channel \(i)")
        }
        // The retargeted block did restart: its untouched channels took another path (within tolerance).
        let moved = (0..<4).filter { $0 != 1 }.contains { r.plain.position(of: r.ids[$0]) != r.changed.position(of: r.ids[$0]) }
        #expect(moved)
        for i in [0, 2, 3] { #expect(abs(r.plain.position(of: r.ids[i]) - r.changed.position(of: r.ids[i])) < 1e-3) }
        // Block 1 took exactly the same steps in both integrators; block 0 took more after its restart.
        #expect(r.plainGSL.blocks[1].statistics == r.changedGSL.blocks[1].statistics)
        #expect(r.changedGSL.blocks[0].statistics.acceptedSteps > r.plainGSL.blocks[0].statistics.acceptedSteps)
    }

    @Test func aNewSpringOrTargetVelocityResetsItsBlockToo() throws {
        // A coefficient change leaves the state alone but must restart the block (its driver cannot see it).
        let spring = try Self.twins { batch, ids in try batch.setSpring(of: ids[6], to: .snappy) }
        for i in 0..<4 { #expect(spring.plain.position(of: spring.ids[i]) == spring.changed.position(of: spring.ids[i])) }
        #expect(spring.changedGSL.blocks[1].statistics != spring.plainGSL.blocks[1].statistics)
        let ramp = try Self.twins { batch, ids in try batch.retarget(ids[5], to: batch.target(of: ids[5]), velocity: 40) }
        for i in 0..<4 { #expect(ramp.plain.position(of: ramp.ids[i]) == ramp.changed.position(of: ramp.ids[i])) }
        #expect(ramp.changed.target(of: ramp.ids[5]) != ramp.plain.target(of: ramp.ids[5]))
    }
}
