import Foundation
import IntegratorLab
import SpringDynamics
import Testing

@Suite("Dynamics: frame-rate independence")
struct DynamicsFrameRateTests {
    /// The springy tile (50 elements on objc.io's attachments after a scroll) at 30, 60, 120 and
    /// 240 Hz: the states at the shared instants k/30 s agree to the stepper's tolerance, and with
    /// the closed-form reference.
    /// Each stepper with the bound its global error meets at tolerance 1e-9 (msbdf's low order
    /// accumulates more: about 20× rkf45's here).
    @Test("30, 60, 120 and 240 Hz agree at shared instants (tolerance 1e-9)", arguments: [(Stepper.rkf45, 1e-5), (.msbdf, 1e-4)])
    func sharedInstants(_ stepper: Stepper, _ bound: Double) throws {
        let method = BodyIntegrationMethod.adaptive(stepper, tolerance: .standard)
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
        #expect(spread < bound, "\(stepper): spread \(spread)")
        #expect(error < bound, "\(stepper): error \(error)")
    }
}
