import SpringDynamics
import Testing

@Suite("README: Integrating your own ODE with GSL")
struct ODEReadmeExampleTests {
    @Test("the README's van der Pol example with output times, events and an observer runs as written")
    func example() throws {
        let mu = 1.0
        let system = try ODESystem(dimension: 2, function: { _, y, dydt in
            dydt[0] = y[1]
            dydt[1] = mu * (1 - y[0] * y[0]) * y[1] - y[0]
        }, jacobian: { _, y, dfdy, dfdt in
            dfdy[0] = 0; dfdy[1] = 1
            dfdy[2] = -2 * mu * y[0] * y[1] - 1; dfdy[3] = mu * (1 - y[0] * y[0])
            dfdt[0] = 0; dfdt[1] = 0
        })
        let solver = try ODESolver(system: system, stepper: .rk8pd,
                                   tolerance: ODETolerance(absolute: 1e-10, relative: 1e-10))
        var y = [2.0, 0.0], t = 0.0
        try solver.advance(&y, time: &t, to: 20)
        try solver.advance(&y, time: &t, fixedStep: 0.001, count: 100)
        let crossing = ODEEvent(direction: .rising) { _, y in y[0] }
        let stop = ODEEvent(terminal: true) { t, _ in t - 30 }
        var outputs: [Double] = []
        var observed = 0
        let result = try solver.solve(&y, time: &t, to: 40, outputTimes: [21, 22, 23], outputs: &outputs,
                                      events: [crossing, stop]) { _ in observed += 1 }
        // The limit cycle of μ = 1 has period 6.663: one upward crossing per period.
        #expect(result.stoppedByEvent)
        #expect(abs(t - 30) < 1e-11)
        #expect(result.events.dropLast().allSatisfy { $0.event == 0 && $0.rising && abs($0.state[0]) < 1e-9 })
        #expect(result.events.count == 2 || result.events.count == 3)
        let crossings = result.events.dropLast().map(\.time)
        for (a, b) in zip(crossings, crossings.dropFirst()) { #expect(abs(b - a - 6.6632868593) < 1e-6) }
        #expect(outputs.count == 6 && result.outputsWritten == 3)
        #expect(observed > 0)
    }
}
