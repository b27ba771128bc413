import Testing
@testable import SpringDynamics

/// The fuzz findings of issue 10 for ``ExactIntegrator``: near the overflow threshold it throws
/// ``IntegratorError/nonFiniteResult(channel:)`` with the batch bit-for-bit unchanged, as the
/// other integrators do, instead of returning non-finite positions.
@Suite("Exact integrator: overflow regressions")
struct ExactIntegratorOverflowTests {
    /// Positions and velocities of every channel, in channel order.
    func state(_ batch: ChannelBatch, _ ids: [ChannelID]) -> [Double] {
        ids.flatMap { [batch.position(of: $0), batch.velocity(of: $0)] }
    }

    @Test func distanceNearTheOverflowThresholdThrowsAndChangesNothing() throws {
        var batch = ChannelBatch()
        let calm = try batch.addChannel(position: 0, target: 300, spring: .snappy)
        let huge = try batch.addChannel(position: 1e308, target: -1e308, spring: .snappy)
        let ids = [calm, huge]
        let before = state(batch, ids)
        var integrator = ExactIntegrator()
        #expect(throws: IntegratorError.nonFiniteResult(channel: huge)) {
            try integrator.advance(&batch, by: 1.0 / 120)
        }
        #expect(state(batch, ids).map(\.bitPattern) == before.map(\.bitPattern))
        #expect(integrator.statistics.acceptedSteps == 0)
        #expect("\(IntegratorError.nonFiniteResult(channel: huge))"
                == "channel \(huge.rawValue) became non-finite; the step is too long for this integrator")
    }

    /// The batch's largest |position|, |target| or |velocity| (the scan that certifies a step
    /// cannot overflow) is found wherever it lies: in each of the four interleaved maxima and in the
    /// tail, in each of the three fields; a near-overflow state there still makes the step throw.
    @Test(arguments: [1, 4, 7, 9])
    func largestMagnitudeIsFoundInEveryLane(count: Int) throws {
        for lane in 0..<count {
            for field in 0..<3 {
                var batch = ChannelBatch()
                var ids: [ChannelID] = []
                for i in 0..<count {
                    let big = i == lane ? 7.5e5 : 0
                    ids.append(try batch.addChannel(position: field == 0 ? -big : Double(i), velocity: field == 2 ? big : 0.5,
                                                    target: field == 1 ? big : 10, spring: .snappy))
                }
                let found = batch.withActiveChannels { ExactIntegrator.largestMagnitude($0) }
                #expect(found == 7.5e5, "\(count) channels, lane \(lane), field \(field)")
            }
            // A state near the overflow threshold in that lane is caught by the step.
            var hot = ChannelBatch()
            var ids: [ChannelID] = []
            for i in 0..<count {
                ids.append(try hot.addChannel(position: i == lane ? 1e308 : 0, target: i == lane ? -1e308 : 300, spring: .snappy))
            }
            var integrator = ExactIntegrator()
            #expect(throws: IntegratorError.nonFiniteResult(channel: ids[lane])) { try integrator.advance(&hot, by: 1.0 / 120) }
        }
    }

    /// A NaN written into a batch from outside (through `withActiveChannels`: a position or a
    /// velocity), in any lane, is caught: the step throws for that channel and leaves the batch as it was, instead
    /// of stepping on and returning NaN. (`Swift.max` drops a NaN, so the scan must not rely on it.)
    @Test(arguments: [1, 5, 8])
    func nanWrittenFromOutsideThrowsAndChangesNothing(count: Int) throws {
        for lane in 0..<count {
            for field in [0, 2] {
                var batch = ChannelBatch()
                var ids: [ChannelID] = []
                for i in 0..<count { ids.append(try batch.addChannel(position: Double(i), target: 300, spring: .snappy)) }
                var integrator = ExactIntegrator()
                try integrator.advance(&batch, by: 1.0 / 120)
                batch.withActiveChannels { c in
                    if field == 0 { c.positions[lane] = .nan } else { c.velocities[lane] = .nan }
                }
                let found = batch.withActiveChannels { ExactIntegrator.largestMagnitude($0) }
                #expect(found == .infinity, "\(count) channels, lane \(lane), field \(field)")
                let before = state(batch, ids)
                #expect(throws: IntegratorError.nonFiniteResult(channel: ids[lane])) {
                    try integrator.advance(&batch, by: 1.0 / 120)
                }
                let after = state(batch, ids)
                #expect(after.map(\.bitPattern) == before.map(\.bitPattern), "lane \(lane), field \(field): unchanged")
            }
        }
    }

    @Test func overflowingMapThrowsAndChangesNothing() throws {
        var batch = ChannelBatch()
        let a = try batch.addChannel(position: 1, target: 0, spring: try Spring(mass: 1, stiffness: 1e300, damping: 0))
        let before = state(batch, [a])
        var integrator = ExactIntegrator()
        do {
            try integrator.advance(&batch, by: 1e300)
            // If Φ(1e300) happens to be finite, the result must be finite too.
            #expect(batch.position(of: a).isFinite && batch.velocity(of: a).isFinite)
        } catch let error as IntegratorError {
            #expect(error == .nonFiniteResult(channel: a))
            #expect(state(batch, [a]).map(\.bitPattern) == before.map(\.bitPattern))
        }
    }

    @Test func largeButSafeStatesStillTakeTheExactMap() throws {
        // 1e300 is far below the bound: the fast path runs and matches the closed form.
        var batch = ChannelBatch()
        let spring = Spring.smooth
        let a = try batch.addChannel(position: 1e300, target: 0, spring: spring)
        var integrator = ExactIntegrator()
        try integrator.advance(&batch, by: 0.1)
        let expected = spring.state(at: 0.1, displacement: 1e300, velocity: 0)
        #expect(abs(batch.position(of: a) - expected.displacement) <= 1e-12 * 1e300)
        #expect(abs(batch.velocity(of: a) - expected.velocity) <= 1e-12 * abs(expected.velocity))
    }
}
