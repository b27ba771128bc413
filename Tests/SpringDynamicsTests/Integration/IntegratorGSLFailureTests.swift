import SpringDynamics
import SpringTestSupport
import Testing

@Suite("GSLIntegrator failures")
struct IntegratorGSLFailureTests {
    /// Channel 0: a tiny displacement that one 1 ms step integrates within any tolerance.
    /// Channel 1: a stiff spring far from its target, whose first step at a tolerance of 1e-12 is
    /// rejected and shrunk, so one accepted step does not reach the end of a 1 ms frame.
    static let easy = ChannelSpec(spring: ChannelSpec.spring(2, 0.5), position: 1e-9, velocity: 0, target: 0)
    static let hard = ChannelSpec(spring: ChannelSpec.spring(100, 0.2), position: 1000, velocity: 0, target: 0)
    static let tolerance = try! ODETolerance(absolute: 1e-12, relative: 0)

    @Test("a block that hits the step limit throws solverFailed, and no block's result is written")
    func stepLimit() throws {
        var (batch, ids) = try makeBatch([Self.easy, Self.hard])
        let before = BatchSnapshot(batch)
        // Blocks of one channel: block 0 (easy) succeeds before block 1 (hard) fails.
        let integrator = try GSLIntegrator(stepper: .rkf45, tolerance: Self.tolerance, blockSize: 1, maximumStepsPerFrame: 1)
        #expect(integrator.initialStep == 0.001)

        // Where GSL stops: the same 2-equation system through ODESolver, same settings.
        let w2 = 100.0 * 100, c = 2 * 0.2 * 100
        let solver = try ODESolver(
            system: ODESystem(dimension: 2) { _, y, dydt in dydt[0] = y[1]; dydt[1] = -w2 * y[0] - c * y[1] },
            stepper: .rkf45, tolerance: Self.tolerance, initialStep: 0.001, maximumSteps: 1)
        var y = [1000.0, 0], t = 0.0
        let solverError = #expect(throws: ODEError.self) { try solver.advance(&y, time: &t, to: 0.001) }
        guard case .maximumStepsExceeded(let stop)? = solverError else {
            Issue.record("unexpected \(String(describing: solverError))")
            return
        }
        #expect(stop > 0 && stop < 0.001)

        let error = #expect(throws: IntegratorError.self) { try integrator.advance(&batch, by: 0.001) }
        #expect(error == .solverFailed(.maximumStepsExceeded(time: stop)))
        #expect(error?.description == "integration failed: Integration stopped at t = \(stop): the call used all the accepted steps its solver's maximumSteps: allows before reaching the target time; raise maximumSteps: or loosen the tolerance.")
        #expect(BatchSnapshot(batch) == before)

        // The same failure again, frame after frame, still changes nothing.
        #expect(throws: IntegratorError.self) { try integrator.advance(&batch, by: 0.001) }
        #expect(BatchSnapshot(batch) == before)

        // Once the hard channel is tame, the integrator works again, from the unchanged state.
        try batch.setState(of: ids[1], position: 2e-9, velocity: 0)
        try integrator.advance(&batch, by: 0.001)
        let exact = Self.easy.exact(at: 0.001)
        #expect(isClose(batch.position(of: ids[0]), exact.x, absolute: 1e-20))
        #expect(batch.position(of: ids[0]) != Self.easy.position)
        let statistics = integrator.statistics
        #expect(statistics.acceptedSteps >= 4)
        #expect(statistics.rejectedSteps >= 2)
    }

    @Test("the failing block can be anywhere; the error time is measured from the frame's start", arguments: [1, 2, 64])
    func laterFrames(blockSize: Int) throws {
        // Easy channels first, the hard one last; run a few good frames, then make it fail.
        var specs = Array(repeating: Self.easy, count: 4)
        specs.append(ChannelSpec(spring: Self.hard.spring, position: 0, velocity: 0, target: 0))
        var (batch, ids) = try makeBatch(specs)
        try batch.setState(of: ids[4], position: 1e-9, velocity: 0)
        let integrator = try GSLIntegrator(stepper: .rkf45, tolerance: Self.tolerance, blockSize: blockSize, maximumStepsPerFrame: 1)
        for _ in 0..<3 { try integrator.advance(&batch, by: 0.001) }
        try batch.setState(of: ids[4], position: 1000, velocity: 0)
        let before = BatchSnapshot(batch)
        let error = #expect(throws: IntegratorError.self) { try integrator.advance(&batch, by: 0.001) }
        guard case .solverFailed(.maximumStepsExceeded(let time))? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(time > 0 && time < 0.001)
        #expect(BatchSnapshot(batch) == before)
    }
}
