import SpringDynamics
import SpringTestSupport
import Testing

/// ExactIntegrator checks the rest thresholds and bounds the magnitudes in the same pass as the
/// map, and leaves both in the batch for `removeSettled` and its next frame. These tests check
/// that what it leaves never changes a result: settling equals a full scan, and a write between
/// frames (a huge state, a new spring) is always seen.
@Suite("ExactIntegrator pass hints")
struct IntegratorExactPassHintTests {
    /// Channels settling at different frames, in every regime.
    static let specs: [ChannelSpec] = [
        ChannelSpec(spring: .smooth, position: 0, velocity: 0, target: 300),
        ChannelSpec(spring: .bouncy, position: 120, velocity: -900, target: -40),
        ChannelSpec(spring: .snappy, position: 5, velocity: 0, target: 6),
        ChannelSpec(spring: ChannelSpec.spring(2, 0.3), position: 1, velocity: 0, target: 0),
        ChannelSpec(spring: .smooth, position: 7, velocity: 0, target: 7.2),
    ]

    @Test("settling after each exact frame removes exactly the channels a scan of the batch finds at rest")
    func settlingMatchesAFullScan() throws {
        var (batch, ids) = try makeBatch(Self.specs)
        var integrator = ExactIntegrator()
        var settledAt: [Int] = []
        for frame in 1...600 {
            try integrator.advance(&batch, by: 1.0 / 120)
            // What a scan finds at rest, by the batch's own thresholds (RestThreshold.points).
            let expected = ids.filter { id in
                batch.isActive(id) && abs(batch.position(of: id) - batch.target(of: id)) < RestThreshold.points.displacement
                    && abs(batch.velocity(of: id)) < RestThreshold.points.velocity
            }
            var removed: [ChannelID] = []
            batch.removeSettled { removed.append($0) }
            #expect(Set(removed) == Set(expected), "frame \(frame)")
            for id in removed {
                #expect(batch.position(of: id) == batch.target(of: id))
                settledAt.append(frame)
            }
        }
        #expect(batch.activeCount == 0)
        #expect(settledAt.count == Self.specs.count)
    }

    @Test("a state written between frames is bounded afresh: an overflowing frame still throws, the batch unchanged")
    func writesBetweenFramesClearTheBound() throws {
        var (batch, ids) = try makeBatch(Self.specs)
        var integrator = ExactIntegrator()
        try integrator.advance(&batch, by: 1.0 / 120)
        // A stiff spring's map has entries of order 1e3; a displacement near the overflow
        // threshold makes the frame overflow.
        let stiff = try Spring(stiffness: 1e6, damping: 1)
        try batch.setSpring(of: ids[0], to: stiff)
        try batch.setState(of: ids[0], position: 1.7e308, velocity: 0)
        try batch.retarget(ids[0], to: -1.7e308)
        let before = ids.map { (batch.position(of: $0), batch.velocity(of: $0)) }
        #expect(throws: IntegratorError.nonFiniteResult(channel: ids[0])) {
            try integrator.advance(&batch, by: 1.0 / 120)
        }
        let after = ids.map { (batch.position(of: $0), batch.velocity(of: $0)) }
        #expect(before.elementsEqual(after) { $0 == $1 })
    }

    @Test("a spring changed between frames takes effect at the next frame")
    func newSpringsAreSeen() throws {
        var (batch, ids) = try makeBatch([ChannelSpec(spring: .smooth, position: 0, velocity: 0, target: 100)])
        var integrator = ExactIntegrator()
        try integrator.advance(&batch, by: 1.0 / 120)
        try batch.setSpring(of: ids[0], to: .snappy)
        let x = batch.position(of: ids[0]), v = batch.velocity(of: ids[0])
        try integrator.advance(&batch, by: 1.0 / 120)
        let m = Spring.snappy.stepMatrix(for: 1.0 / 120)
        let d = x - 100
        #expect(abs(batch.position(of: ids[0]) - (100 + m.a11 * d + m.a12 * v)) < 1e-9)
        #expect(abs(batch.velocity(of: ids[0]) - (m.a21 * d + m.a22 * v)) < 1e-7)
    }
}
