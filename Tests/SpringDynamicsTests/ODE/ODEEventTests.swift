import Foundation
import SpringDynamics
import SpringTestSupport
import Testing

/// The complete elliptic integral of the first kind, K(k) = π / (2·agm(1, √(1 − k²))),
/// by the arithmetic-geometric mean (quadratic convergence: exact to rounding in ~6 rounds).
private func completeEllipticK(_ k: Double) -> Double {
    var a = 1.0, b = (1 - k * k).squareRoot()
    for _ in 0..<30 where abs(a - b) > 1e-17 * a {
        (a, b) = ((a + b) / 2, (a * b).squareRoot())
    }
    return Double.pi / (2 * a)
}

@Suite("ODESolver: events")
struct ODEEventTests {
    /// y'' = −g as (height, velocity).
    private static let gravity = 9.81
    private func fallingBall() throws -> ODESystem {
        try ODESystem(dimension: 2) { _, y, dydt in
            dydt[0] = y[1]
            dydt[1] = -Self.gravity
        } jacobian: { _, _, dfdy, dfdt in
            dfdy[0] = 0; dfdy[1] = 1; dfdy[2] = 0; dfdy[3] = 0
            dfdt[0] = 0; dfdt[1] = 0
        }
    }

    @Test("a bouncing ball's impact times match the closed form", arguments: [Stepper.rkf45, .rk8pd, .bsimp, .msbdf])
    func bouncingBall(stepper: Stepper) throws {
        let h0 = 2.0, restitution = 0.8, g = Self.gravity
        // Closed form: first impact at √(2h0/g) with speed g·t; each bounce keeps e of the speed
        // and flies 2v/g.
        var expected: [Double] = []
        var time = (2 * h0 / g).squareRoot(), speed = g * time
        for _ in 0..<8 {
            expected.append(time)
            speed *= restitution
            time += 2 * speed / g
        }
        let solver = try ODESolver(system: fallingBall(), stepper: stepper, tolerance: ODETolerance(absolute: 1e-12, relative: 1e-12))
        let floor = ODEEvent(direction: .falling, terminal: true) { _, y in y[0] }
        var y = [h0, 0.0], t = 0.0
        var impacts: [Double] = []
        while impacts.count < expected.count {
            let result = try solver.solve(&y, time: &t, to: 100, events: [floor])
            #expect(result.stoppedByEvent)
            #expect(result.events.count == 1)
            guard let event = result.events.first else { break }
            #expect(event.time == t && event.state == y && !event.rising && event.isTerminal)
            #expect(abs(y[0]) < 1e-9)
            impacts.append(t)
            y[1] = -restitution * y[1]
        }
        for (found, exact) in zip(impacts, expected) {
            #expect(abs(found - exact) < 1e-9, "\(stepper): \(found) vs \(exact)")
        }
        #expect(solver.statistics.eventsFound == expected.count)
    }

    @Test("the pendulum's zero crossings match the closed form (complete elliptic integral K)", arguments: [Stepper.rk8pd, .rkf45, .bsimp, .rk4imp])
    func pendulum(stepper: Stepper) throws {
        // θ'' = −sin θ from θ0 at rest: θ = 0 at t = (2m + 1)·K(sin(θ0/2)), m = 0, 1, …
        let theta0 = 2.5
        let quarter = completeEllipticK(sin(theta0 / 2))
        let system = try ODESystem(dimension: 2) { _, y, dydt in
            dydt[0] = y[1]
            dydt[1] = -sin(y[0])
        } jacobian: { _, y, dfdy, dfdt in
            dfdy[0] = 0; dfdy[1] = 1; dfdy[2] = -cos(y[0]); dfdy[3] = 0
            dfdt[0] = 0; dfdt[1] = 0
        }
        let solver = try ODESolver(system: system, stepper: stepper, tolerance: ODETolerance(absolute: 1e-11, relative: 1e-11))
        var y = [theta0, 0.0], t = 0.0
        let crossing = ODEEvent { _, y in y[0] }
        let result = try solver.solve(&y, time: &t, to: 20.5 * quarter, events: [crossing])
        #expect(t == 20.5 * quarter)
        #expect(result.events.count == 10)
        for (m, event) in result.events.enumerated() {
            let exact = Double(2 * m + 1) * quarter
            // Measured: below 3e-9 for all but rkf45, whose global error reaches 2e-8 by t = 49.
            #expect(abs(event.time - exact) < (stepper == .rkf45 ? 5e-8 : 1e-8), "\(stepper) crossing \(m): \(event.time) vs \(exact)")
            #expect(event.rising == (m % 2 == 1))
            #expect(event.event == 0 && !event.isTerminal)
        }
    }

    @Test("two roots in one step are both found, in time order")
    func twoRootsInOneStep() throws {
        let clock = try ODESystem(dimension: 1) { _, _, dydt in dydt[0] = 1 }
        let solver = try ODESolver(system: clock, stepper: .rkf45, initialStep: 1)
        var y = [0.0], t = 0.0
        let late = ODEEvent(direction: .rising) { _, y in y[0] - 0.7 }
        let early = ODEEvent(direction: .rising) { _, y in y[0] - 0.3 }
        let wrongWay = ODEEvent(direction: .falling) { _, y in y[0] - 0.5 }
        let result = try solver.solve(&y, time: &t, to: 1, events: [late, early, wrongWay])
        #expect(solver.statistics.acceptedSteps == 1)
        #expect(result.events.map(\.event) == [1, 0])
        #expect(abs(result.events[0].time - 0.3) <= 1e-12 && abs(result.events[1].time - 0.7) <= 1e-12)
        #expect(result.events.allSatisfy { $0.rising && abs($0.state[0] - $0.time) < 1e-15 })
        #expect(t == 1 && y == [1.0])
    }

    @Test("a terminal event ends the call there; later events and outputs are left out; the next call goes on")
    func terminal() throws {
        let clock = try ODESystem(dimension: 1) { _, _, dydt in dydt[0] = 1 }
        let solver = try ODESolver(system: clock, stepper: .rk8pd, initialStep: 1)
        var y = [0.0], t = 0.0
        let events = [
            ODEEvent { _, y in y[0] - 0.2 },
            ODEEvent(terminal: true) { _, y in y[0] - 0.5 },
            ODEEvent { _, y in y[0] - 0.8 },
        ]
        var outputs: [Double] = []
        let result = try solver.solve(&y, time: &t, to: 1, outputTimes: [0.1, 0.4, 0.6, 0.9], outputs: &outputs, events: events)
        #expect(result.stoppedByEvent)
        #expect(result.events.map(\.event) == [0, 1])
        #expect(abs(t - 0.5) <= 1e-12 && abs(y[0] - 0.5) <= 1e-12)
        #expect(result.outputsWritten == 2)
        #expect(abs(outputs[0] - 0.1) < 1e-14 && abs(outputs[1] - 0.4) < 1e-14)
        // Continuing from the event does not find it again.
        let rest = try solver.solve(&y, time: &t, to: 1, events: events)
        #expect(rest.events.map(\.event) == [2])
        #expect(t == 1)
        #expect(solver.statistics.eventsFound == 3)
    }

    @Test("an event function returning NaN fails the call, naming the event; nothing changes")
    func nanEvent() throws {
        let solver = try ODESolver(system: fallingBall(), stepper: .rkf45)
        var y = [1.0, 0.0], t = 0.0
        let bad = ODEEvent { t, _ in t > 0.25 ? .nan : 1 }
        let error = #expect(throws: ODEError.self) { try solver.solve(&y, time: &t, to: 1, events: [ODEEvent { _, y in y[0] }, bad]) }
        guard case .invalidEventValue(1, let time, let value)? = error else {
            Issue.record("expected invalidEventValue, got \(String(describing: error))")
            return
        }
        #expect(time > 0.25 && value.isNaN)
        #expect(error?.description == "Event function 1 returned nan at t = \(time): event functions must return finite numbers.")
        #expect(y == [1.0, 0.0] && t == 0)
        // A NaN at the start is refused before any step.
        let before = solver.statistics.acceptedSteps
        let atStart = #expect(throws: ODEError.self) { try solver.solve(&y, time: &t, to: 1, events: [ODEEvent { _, _ in .infinity }]) }
        #expect(atStart?.description == "Event function 0 returned inf at t = 0.0: event functions must return finite numbers.")
        #expect(solver.statistics.acceptedSteps == before)
    }

    @Test("an event function that throws fails the call with that error; nothing changes")
    func throwingEvent() throws {
        struct Stop: Error, Equatable {}
        let solver = try ODESolver(system: fallingBall(), stepper: .rk8pd)
        var y = [1.0, 0.0], t = 0.0
        #expect(throws: Stop()) { try solver.solve(&y, time: &t, to: 1, events: [ODEEvent { t, _ in if t > 0.5 { throw Stop() }; return 1 }]) }
        #expect(y == [1.0, 0.0] && t == 0)
        try solver.solve(&y, time: &t, to: 0.1)
        #expect(t == 0.1)
    }

    @Test("the event time tolerance is 1e-12·|h| + 4 ulp(t)")
    func tolerance() {
        #expect(ODESolver.eventTimeTolerance(stepStart: 1, stepSize: 0.5) == 0.5e-12 + 4 * (1.5).ulp)
    }
}
