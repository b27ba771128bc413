import Foundation
import SpringDynamics
import SpringTestSupport
import Testing

/// Lotka–Volterra x' = a·x − b·x·y, y' = −c·y + d·x·y with (a, b, c, d) = (1.5, 1, 3, 1), from (1, 1).
func lotkaVolterra() throws -> ODESystem {
    try ODESystem(dimension: 2) { _, y, dydt in
        dydt[0] = 1.5 * y[0] - y[0] * y[1]
        dydt[1] = -3 * y[1] + y[0] * y[1]
    } jacobian: { _, y, dfdy, dfdt in
        dfdy[0] = 1.5 - y[1]; dfdy[1] = -y[0]
        dfdy[2] = y[1]; dfdy[3] = -3 + y[0]
        dfdt[0] = 0; dfdt[1] = 0
    }
}

@Suite("ODESolver: output times, dense output and observers")
struct ODEOutputTimesTests {
    static let times = (1...100).map { Double($0) * 0.1 - 0.05 }

    /// The reference: rk8pd at 1e-14 stepping onto every output time.
    static func reference() throws -> (rows: [Double], end: [Double]) {
        let solver = try ODESolver(system: lotkaVolterra(), stepper: .rk8pd, tolerance: ODETolerance(absolute: 1e-14, relative: 1e-14))
        var y = [1.0, 1.0], t = 0.0, rows: [Double] = []
        try solver.solve(&y, time: &t, to: 10, outputTimes: times, outputs: &rows, outputMode: .stepOnto)
        return (rows, y)
    }

    @Test("dense output is as accurate as the steps: within 10× of the final error on Lotka–Volterra at 1e-10",
          arguments: Stepper.allCases.filter { $0 != .rk1imp })  // rk1imp: a million steps at 1e-10
    func denseAccuracy(stepper: Stepper) throws {
        let reference = try Self.reference()
        let solver = try ODESolver(system: lotkaVolterra(), stepper: stepper, tolerance: ODETolerance(absolute: 1e-10, relative: 1e-10),
                                   maximumSteps: 1_000_000)
        var y = [1.0, 1.0], t = 0.0, rows: [Double] = []
        try solver.solve(&y, time: &t, to: 10, outputTimes: Self.times, outputs: &rows)
        let finalError = max(abs(y[0] - reference.end[0]), abs(y[1] - reference.end[1]))
        let denseError = zip(rows, reference.rows).map { abs($0 - $1) }.max() ?? 0
        // The interpolant errs no more than 10× the final error (or 1e-9, the tolerance's scale,
        // for steppers that happen to land very close at t = 10).
        #expect(denseError <= max(10 * finalError, 1e-9), "\(stepper): dense \(denseError), final \(finalError)")
        // Interpolating does not change the steps: the end state is that of a plain advance.
        let plain = try ODESolver(system: lotkaVolterra(), stepper: stepper, tolerance: ODETolerance(absolute: 1e-10, relative: 1e-10), maximumSteps: 1_000_000)
        var z = [1.0, 1.0], s = 0.0
        try plain.advance(&z, time: &s, to: 10)
        #expect(z == y)
        #expect(plain.statistics.acceptedSteps == solver.statistics.acceptedSteps)
    }

    @Test("stepping onto output times gives stepped states and the same accuracy")
    func stepOnto() throws {
        let reference = try Self.reference()
        let solver = try ODESolver(system: lotkaVolterra(), stepper: .rkf45, tolerance: ODETolerance(absolute: 1e-10, relative: 1e-10))
        var y = [1.0, 1.0], t = 0.0, rows: [Double] = []
        var observed: [Double] = []
        try solver.solve(&y, time: &t, to: 10, outputTimes: Self.times, outputs: &rows, outputMode: .stepOnto) { step in
            observed.append(step.time)
        }
        for time in Self.times { #expect(observed.contains(time)) }
        let denseError = zip(rows, reference.rows).map { abs($0 - $1) }.max() ?? 0
        #expect(denseError < 1e-7)
    }

    @Test("the observer sees every accepted step in order, with the statistics so far")
    func observer() throws {
        let solver = try ODESolver(system: lotkaVolterra(), stepper: .rk8pd, tolerance: ODETolerance(absolute: 1e-8, relative: 1e-8))
        var y = [1.0, 1.0], t = 0.0
        var times: [Double] = [], steps: [Int] = [], states: [[Double]] = []
        try solver.solve(&y, time: &t, to: 3) { step in
            times.append(step.time)
            steps.append(step.statistics.acceptedSteps)
            states.append(Array(step.state))
            #expect(step.stepSize > 0)
        }
        #expect(times.count == solver.statistics.acceptedSteps)
        #expect(steps == Array(1...times.count))
        #expect(times == times.sorted() && times.last == 3)
        #expect(states.last == y)
        // Each observed state is the plain integration's state at that time.
        let plain = try ODESolver(system: lotkaVolterra(), stepper: .rk8pd, tolerance: ODETolerance(absolute: 1e-8, relative: 1e-8))
        var z = [1.0, 1.0], s = 0.0
        try plain.advance(&z, time: &s, to: 3)
        #expect(z == y)
    }

    @Test("output times out of order, outside the span or with a wrong buffer are refused before anything runs")
    func invalidOutputs() throws {
        let solver = try ODESolver(system: lotkaVolterra(), stepper: .rkf45)
        var y = [1.0, 1.0], t = 0.0, rows: [Double] = []
        let cases: [([Double], String)] = [
            ([0.5, 0.2], "Invalid outputTimes[1] = 0.2: must be finite, between t = 0.0 and t1 = 1.0, and ordered from t to t1."),
            ([0.5, 1.5], "Invalid outputTimes[1] = 1.5: must be finite, between t = 0.0 and t1 = 1.0, and ordered from t to t1."),
            ([-0.1], "Invalid outputTimes[0] = -0.1: must be finite, between t = 0.0 and t1 = 1.0, and ordered from t to t1."),
            ([Double.nan], "Invalid outputTimes[0] = nan: must be finite, between t = 0.0 and t1 = 1.0, and ordered from t to t1."),
        ]
        for (times, message) in cases {
            let error = #expect(throws: ODEError.self) { try solver.solve(&y, time: &t, to: 1, outputTimes: times, outputs: &rows) }
            #expect(error?.description == message)
        }
        var short = [Double](repeating: 0, count: 3)
        let times = [0.5, 0.7]
        let error = #expect(throws: ODEError.self) {
            try y.withUnsafeMutableBufferPointer { state in
                try times.withUnsafeBufferPointer { times in
                    try short.withUnsafeMutableBufferPointer { rows in
                        _ = try solver.solve(state, time: &t, to: 1, outputTimes: times, outputs: rows)
                    }
                }
            }
        }
        #expect(error?.description == "Invalid outputs: it has 3 values but must have 4.")
        #expect(y == [1.0, 1.0] && t == 0)
        #expect(solver.statistics == .zero)
    }

    @Test("backwards: output times from t down to t1")
    func backwards() throws {
        let solver = try ODESolver(system: lotkaVolterra(), stepper: .rk8pd, tolerance: ODETolerance(absolute: 1e-11, relative: 1e-11))
        var y = [1.0, 1.0], t = 0.0, rows: [Double] = []
        try solver.solve(&y, time: &t, to: 2)
        let end = y
        try solver.solve(&y, time: &t, to: 0, outputTimes: [2, 1.5, 0], outputs: &rows)
        #expect(Array(rows[0..<2]) == end)
        #expect(abs(rows[4] - 1) < 1e-8 && abs(rows[5] - 1) < 1e-8)
        #expect(Array(rows[4..<6]) == y)
    }
}

@Suite("ODESolver: output modes against each other")
struct ODEOutputModeTests {
    @Test("cubicHermite mode matches advance(sampleTimes:) bit for bit; interpolate is more accurate for rk8pd")
    func cubicMode() throws {
        let times = ODEOutputTimesTests.times
        let tolerance = try ODETolerance(absolute: 1e-10, relative: 1e-10)
        let reference = try ODEOutputTimesTests.reference()
        var errors: [ODEOutputMode: Double] = [:]
        var cubicRows: [Double] = []
        for mode in [ODEOutputMode.cubicHermite, .interpolate] {
            let solver = try ODESolver(system: lotkaVolterra(), stepper: .rk8pd, tolerance: tolerance)
            var y = [1.0, 1.0], t = 0.0, rows: [Double] = []
            try solver.solve(&y, time: &t, to: 10, outputTimes: times, outputs: &rows, outputMode: mode)
            errors[mode] = zip(rows, reference.rows).map { abs($0 - $1) }.max() ?? 0
            if mode == .cubicHermite { cubicRows = rows }
        }
        let old = try ODESolver(system: lotkaVolterra(), stepper: .rk8pd, tolerance: tolerance)
        var y = [1.0, 1.0], t = 0.0, samples: [Double] = []
        try old.advance(&y, time: &t, to: 10, sampleTimes: times, samples: &samples)
        #expect(samples == cubicRows)
        // Measured: 1.5e-4 (cubic) against 1.2e-9 (local steps).
        #expect(errors[.cubicHermite, default: 0] > 1e-5)
        #expect(errors[.interpolate, default: 1] < 3e-9)
    }
}
