import Foundation
import SpringDynamics
import Testing

/// Counts closure calls independently of the solver.
private final class CallCounter {
    var function = 0
    var jacobian = 0
}

/// The damped oscillator with closures that count their calls.
private func countingOscillator(_ counter: CallCounter, omega: Double = 2, zeta: Double = 0.1) throws -> ODESystem {
    let w2 = omega * omega, c = 2 * zeta * omega
    return try ODESystem(dimension: 2) { _, y, dydt in
        counter.function += 1
        dydt[0] = y[1]
        dydt[1] = -w2 * y[0] - c * y[1]
    } jacobian: { _, _, dfdy, dfdt in
        counter.jacobian += 1
        dfdy[0] = 0
        dfdy[1] = 1
        dfdy[2] = -w2
        dfdy[3] = -c
        dfdt[0] = 0
        dfdt[1] = 0
    }
}

@Suite("Integration statistics")
struct ODEStatisticsTests {
    @Test("adaptive counts are positive, consistent and exact", arguments: Stepper.allCases)
    func adaptiveCounts(_ stepper: Stepper) throws {
        let counter = CallCounter()
        let solver = try ODESolver(system: countingOscillator(counter), stepper: stepper, tolerance: ODETolerance(absolute: 1e-8, relative: 1e-8))
        var y = [1.0, 0.0], t = 0.0
        try solver.advance(&y, time: &t, to: 2)
        let stats = solver.statistics
        #expect(stats.acceptedSteps > 0)
        #expect(stats.rejectedSteps >= 0)
        #expect(stats.functionEvaluations >= stats.acceptedSteps)
        #expect(stats.functionEvaluations == counter.function)
        #expect(stats.jacobianEvaluations == counter.jacobian)
        if stepper.requiresJacobian {
            #expect(stats.jacobianEvaluations > 0)
        } else {
            #expect(stats.jacobianEvaluations == 0)
        }
    }

    @Test("statistics accumulate across calls and reset to zero")
    func accumulateAndReset() throws {
        let solver = try ODESolver(system: DampedOscillator.underdamped.system(), stepper: .rk4imp)
        var y = [1.0, 0.0], t = 0.0
        try solver.advance(&y, time: &t, to: 1)
        let first = solver.statistics
        try solver.advance(&y, time: &t, to: 2)
        let both = solver.statistics
        let second = both - first
        #expect(second.acceptedSteps > 0)
        #expect(first + second == both)

        solver.resetStatistics()
        #expect(solver.statistics == .zero)
        try solver.advance(&y, time: &t, to: 3)
        #expect(solver.statistics.acceptedSteps > 0)
    }

    @Test("the work of a failed call is counted")
    func failedCallCounted() throws {
        struct Stop: Error {}
        var calls = 0
        let system = try ODESystem(dimension: 1) { _, _, dydt in
            calls += 1
            if calls == 40 { throw Stop() }
            dydt[0] = 1
        }
        let solver = try ODESolver(system: system, stepper: .rkf45)
        var y = [0.0], t = 0.0
        #expect(throws: Stop.self) { try solver.advance(&y, time: &t, to: 100) }
        #expect(solver.statistics.functionEvaluations == 40)
        #expect(solver.statistics.acceptedSteps > 0)
    }

    @Test("arithmetic, description and Codable round trip")
    func valueSemantics() throws {
        let a = IntegrationStatistics(acceptedSteps: 120, rejectedSteps: 3, functionEvaluations: 745, jacobianEvaluations: 2)
        let b = IntegrationStatistics(acceptedSteps: 1, rejectedSteps: 1, functionEvaluations: 5, jacobianEvaluations: 0)
        #expect(a + b == IntegrationStatistics(acceptedSteps: 121, rejectedSteps: 4, functionEvaluations: 750, jacobianEvaluations: 2))
        #expect(a + b - b == a)
        #expect(a + .zero == a)
        #expect(a.description == "120 accepted, 3 rejected steps; 745 f-evals, 2 J-evals")
        let c = IntegrationStatistics(acceptedSteps: 1, functionEvaluations: 30, jacobianEvaluations: 5, finiteDifferenceEvaluations: 20, eventsFound: 2)
        #expect(c.description == "1 accepted, 0 rejected steps; 30 f-evals (20 for finite differences), 5 J-evals; 2 events")
        #expect(try JSONDecoder().decode(IntegrationStatistics.self, from: JSONEncoder().encode(c)) == c)
        let old = Data(#"{"acceptedSteps": 1, "rejectedSteps": 2, "functionEvaluations": 3, "jacobianEvaluations": 4}"#.utf8)
        #expect(try JSONDecoder().decode(IntegrationStatistics.self, from: old) == IntegrationStatistics(acceptedSteps: 1, rejectedSteps: 2, functionEvaluations: 3, jacobianEvaluations: 4))
        let data = try JSONEncoder().encode(a)
        #expect(try JSONDecoder().decode(IntegrationStatistics.self, from: data) == a)
    }
}
