import Benchmark
import SpringTransitions
#if canImport(Glibc)
import Glibc
#endif

/// `ODESolver` on Lotka–Volterra (1.5, 1, 3, 1) from (1, 1) to t = 10 (issue 20):
///
/// - **advance**: the plain adaptive call, whose loop is unchanged by issue 20;
/// - **solve, nothing requested**: the new entry point with no output times, events or
///   observer (its own loop: one extra f-evaluation at the start for the interpolant);
/// - **100 output times**: served from the interpolant (`.interpolate`: rk8pd's local steps;
///   `.cubicHermite`) against stepping onto each (`.stepOnto`), for rk8pd at 1e-10 and rkf45
///   at 1e-6;
/// - **one event** (x = 2, either direction, about 6 crossings) and a per-step **observer**.
///
/// Every sample solves the same problem from the same start (the solver resets itself for an
/// outside start), so allocations per sample that do not grow with the steps (about 100 to 600
/// here) are 0 per step. Compare `mallocCountTotal` with the baseline.
///
/// Run with `swift package --disable-sandbox benchmark --target ODESolving`.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 3,
        scalingFactor: .one,
        maxDuration: .seconds(getenv("SPRING_BENCH_QUICK") != nil ? 1 : 2),
        maxIterations: 2_000
    )

    Benchmark("ODESolving: baseline, empty sample") { benchmark in
        benchmark.startMeasurement()
        blackHole(benchmark)
        benchmark.stopMeasurement()
    }

    for (stepper, tolerance) in [(Stepper.rk8pd, 1e-10), (.rkf45, 1e-6)] {
        let label = "LV \(stepper.rawValue) \(tolerance)"
        let fixture = LotkaVolterraFixture(stepper: stepper, tolerance: tolerance)
        Benchmark("\(label): advance") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try fixture.advance(benchmark)) }
        }
        Benchmark("\(label): solve, nothing requested") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try fixture.solve(benchmark)) }
        }
        for mode in ODEOutputMode.allCases {
            Benchmark("\(label): 100 output times, \(mode)") { benchmark in
                for _ in benchmark.scaledIterations { blackHole(try fixture.outputs(benchmark, mode: mode)) }
            }
        }
        Benchmark("\(label): one event") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try fixture.event(benchmark)) }
        }
        Benchmark("\(label): observer") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try fixture.observed(benchmark)) }
        }
    }
}

/// One solver and its buffers, reused by every sample.
final class LotkaVolterraFixture {
    let solver: ODESolver
    var y = [1.0, 1.0]
    let times = (1...100).map { Double($0) * 0.1 - 0.05 }
    var rows = [Double](repeating: 0, count: 200)
    let events = [ODEEvent { _, y in y[0] - 2 }]
    var observed = 0.0

    init(stepper: Stepper, tolerance: Double) {
        let system = try! ODESystem(dimension: 2) { _, y, dydt in
            dydt[0] = 1.5 * y[0] - y[0] * y[1]
            dydt[1] = -3 * y[1] + y[0] * y[1]
        }
        solver = try! ODESolver(system: system, stepper: stepper, tolerance: ODETolerance(absolute: tolerance, relative: tolerance))
    }

    private func start() -> Double {
        y[0] = 1
        y[1] = 1
        return 0
    }

    func advance(_ benchmark: Benchmark) throws -> Double {
        var t = start()
        benchmark.startMeasurement()
        try y.withUnsafeMutableBufferPointer { try solver.advance($0, time: &t, to: 10) }
        benchmark.stopMeasurement()
        return y[0]
    }

    func solve(_ benchmark: Benchmark) throws -> Double {
        var t = start()
        benchmark.startMeasurement()
        try y.withUnsafeMutableBufferPointer { _ = try solver.solve($0, time: &t, to: 10) }
        benchmark.stopMeasurement()
        return y[0]
    }

    func outputs(_ benchmark: Benchmark, mode: ODEOutputMode) throws -> Double {
        var t = start()
        benchmark.startMeasurement()
        try y.withUnsafeMutableBufferPointer { state in
            try times.withUnsafeBufferPointer { times in
                try rows.withUnsafeMutableBufferPointer { rows in
                    _ = try solver.solve(state, time: &t, to: 10, outputTimes: times, outputs: rows, outputMode: mode)
                }
            }
        }
        benchmark.stopMeasurement()
        return rows[100]
    }

    func event(_ benchmark: Benchmark) throws -> Int {
        var t = start()
        benchmark.startMeasurement()
        let result = try y.withUnsafeMutableBufferPointer { try solver.solve($0, time: &t, to: 10, events: events) }
        benchmark.stopMeasurement()
        return result.events.count
    }

    func observed(_ benchmark: Benchmark) throws -> Double {
        var t = start()
        benchmark.startMeasurement()
        try y.withUnsafeMutableBufferPointer { state in
            _ = try solver.solve(state, time: &t, to: 10) { step in self.observed += step.state[0] }
        }
        benchmark.stopMeasurement()
        return observed
    }
}
