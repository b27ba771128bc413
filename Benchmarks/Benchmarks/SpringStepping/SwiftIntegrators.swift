import Benchmark
import CReferenceKernels
import SpringTransitions

/// What a Swift benchmark keeps across its samples: the batch and the integrator.
final class IntegratorFixture<I: Integrator> {
    let fixture: BatchFixture
    var integrator: I

    init(cells: Int, integrator: I) {
        fixture = BatchFixture(cells: cells)
        self.integrator = integrator
    }
}

/// `"default B=64"` or `"whole batch"`: how a GSLIntegrator blocks the batch.
func blockingLabel(_ blockSize: Int?, stepper: Stepper) -> String {
    guard let blockSize else { return "B=\(GSLIntegrator.defaultBlockSize(for: stepper))" }
    return blockSize == .max ? "whole batch" : "B=\(blockSize)"
}

/// Registers one benchmark that advances a `cells`-cell batch by one 1/120 s frame per sample.
/// Before each sample (outside the measured region) the batch's initial state is restored; for
/// integrators with history it also counts as a new transition (the generation changes).
func registerSwiftFrame<I: Integrator>(
    _ name: String, cells: Int, configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
    newTransition: Bool, make: @escaping () -> I, check: ((IntegratorFixture<I>, Benchmark) -> Void)? = nil
) {
    var state: IntegratorFixture<I>?
    var checked = false
    Benchmark(name, configuration: configuration, closure: { benchmark in
        guard let s = state else { return }
        if !checked {
            checked = true
            check?(s, benchmark)
        }
        s.fixture.restore(asNewTransition: newTransition)
        benchmark.startMeasurement()
        do {
            for _ in benchmark.scaledIterations { try s.integrator.advance(&s.fixture.batch, by: frame) }
        } catch {
            benchmark.error("\(name): \(error)")
        }
        benchmark.stopMeasurement()
    }, setup: { state = IntegratorFixture(cells: cells, integrator: make()) }, teardown: { state = nil })
}

/// Checks that the whole-batch GSLIntegrator does exactly the C driver's work on the same
/// state: bit-identical positions and velocities after one frame, and the same number of
/// right-hand-side evaluations.
func checkSameWorkAsC(_ s: IntegratorFixture<GSLIntegrator>, _ benchmark: Benchmark, cells: Int) {
    let c = CGSLState(cells: cells)
    c.restore()
    _ = st_gsl_batch_advance(c.batch, &c.y, frame)
    s.fixture.restore(asNewTransition: true)
    let before = s.integrator.statistics
    try! s.integrator.advance(&s.fixture.batch, by: frame)
    let evaluations = (s.integrator.statistics - before).functionEvaluations
    var mismatches = 0
    for i in 0..<c.problem.position.count {
        let id = ChannelID(rawValue: Int32(i))
        if s.fixture.batch.position(of: id) != c.problem.target[i] + c.y[2 * i] || s.fixture.batch.velocity(of: id) != c.y[2 * i + 1] {
            mismatches += 1
        }
    }
    if mismatches > 0 || evaluations != c.functionEvaluations {
        benchmark.error("whole-batch GSLIntegrator differs from the C driver: \(mismatches) channels, \(evaluations) vs \(c.functionEvaluations) f-evals")
    }
}

/// The Swift integrators on the same problem as the C kernels.
func registerSwiftIntegrators() {
    for cells in cellCounts {
        registerSwiftFrame("Swift ExactIntegrator, \(cells) cells", cells: cells, newTransition: false) { ExactIntegrator() }
        if quickMode && cells > 10_000 { continue }
        for blockSize in [nil, Int.max] as [Int?] {
            registerSwiftFrame(
                "Swift GSL rkf45 (\(blockingLabel(blockSize, stepper: .rkf45))), \(cells) cells", cells: cells, newTransition: true,
                make: { try! GSLIntegrator(stepper: .rkf45, blockSize: blockSize, parallelism: .singleThread) },
                check: blockSize == .max ? { checkSameWorkAsC($0, $1, cells: cells) } : nil)
        }
        // Both cores: the same default blocking, the second half of the blocks on the worker thread.
        registerSwiftFrame(
            "Swift GSL rkf45 (\(blockingLabel(nil, stepper: .rkf45)), two threads), \(cells) cells", cells: cells, newTransition: true,
            make: { try! GSLIntegrator(stepper: .rkf45, parallelism: .twoThreads) })
    }
    if quickMode { return }
    // Implicit steppers take 0.3–60 s per frame here: one warm-up (which creates the blocks), a few samples.
    var slow = Benchmark.defaultConfiguration
    slow.warmupIterations = 1
    slow.maxIterations = 5
    for stepper in Stepper.allCases where stepper != .rkf45 {
        registerSwiftFrame(
            "Swift GSL \(stepper.rawValue) (\(blockingLabel(nil, stepper: stepper))), 10000 cells", cells: 10_000,
            configuration: stepper.isImplicit ? slow : Benchmark.defaultConfiguration, newTransition: true
        ) { try! GSLIntegrator(stepper: stepper) }
    }
}

/// The block-size sweep behind ``GSLIntegrator/defaultBlockSize(for:)``: every stepper at
/// 10,000 cells, explicit ones at B ∈ {1, 2, 4, 8, 16, 64, 256, 1024, whole batch}, implicit
/// ones at B ∈ {1, 2, 4, 8, 16}. Registered only when SPRING_BENCH_SWEEP is set.
func registerBlockSizeSweep() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 1, scalingFactor: .one,
        maxDuration: .seconds(1), maxIterations: 25)
    for stepper in Stepper.allCases {
        let sizes = stepper.isImplicit ? [1, 2, 4, 8, 16] : [1, 2, 4, 8, 16, 64, 256, 1024, .max]
        for size in sizes {
            registerSwiftFrame(
                "Sweep \(stepper.rawValue) \(blockingLabel(size, stepper: stepper)), 10000 cells", cells: 10_000,
                configuration: configuration, newTransition: true
            ) { try! GSLIntegrator(stepper: stepper, blockSize: size) }
        }
    }
}
