import Foundation
import SpringDynamics
import Testing

@Suite("Dynamics: frame-rate independence")
struct DynamicsFrameRateTests {
    /// The springy tile (50 elements on objc.io's attachments after a scroll) at 30, 60, 120 and
    /// 240 Hz: the states at the shared instants k/30 s agree to the stepper's tolerance, and with
    /// the closed-form reference.
    @Test("30, 60, 120 and 240 Hz agree at shared instants (tolerance 1e-9)", arguments: [
        BodyIntegrationMethod.adaptive(.rkf45, tolerance: .standard), .adaptive(.msbdf, tolerance: .standard),
    ])
    func sharedInstants(_ method: BodyIntegrationMethod) throws {
        let problem = ReferenceProblem.tile
        var statesByRate: [Int: [[Double]]] = [:]
        for rate in [30, 60, 120, 240] {
            let system = try #require(try problem.makeBodySystem())
            let simulation = try BodySimulation(system: system, method: method)
            var states: [[Double]] = []
            for frame in 1...(rate) {
                try simulation.advance(by: 1 / Double(rate))
                if frame % (rate / 30) == 0 { states.append(system.withState { Array($0) }) }
            }
            statesByRate[rate] = states
        }
        let reference = try problem.reference(at: (1...30).map { Double($0) / 30 })
        var spread = 0.0, error = 0.0
        for instant in 0..<30 {
            for rate in [60, 120, 240] {
                spread = max(spread, zip(statesByRate[rate]![instant], statesByRate[30]![instant]).map { abs($0 - $1) }.max()!)
            }
            error = max(error, zip(statesByRate[240]![instant], reference[instant]).map { abs($0 - $1) }.max()!)
        }
        // Positions are in points (up to 2,300) and velocities up to ~500 pt/s: the tolerance is
        // mostly relative, so agreement to 1e-5 pt is 1e-9 of the scale.
        #expect(spread < 1e-5, "spread \(spread)")
        #expect(error < 1e-5, "error \(error)")
    }
}
