import Benchmark
import CReferenceKernels
import SpringTransitions

/// One 120 Hz frame of a 10,000-cell grid-to-list spring transition, driven through
/// `CollectionView.advance(by:)` (integration, settling and the content offset; poses stay lazy),
/// one visible-rect query of the transition, both together (a whole frame), the C exact map over
/// the same moving channels, and starting and retargeting such a transition.
///
/// Each stepping benchmark keeps one transition running across samples and measures only the
/// first 0.5 s of it, while (nearly) every channel still moves; a new transition is built,
/// outside the measured region, when that time is up.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 600
    )

    Benchmark("Baseline: empty sample") { benchmark in
        benchmark.startMeasurement()
        blackHole(0)
        benchmark.stopMeasurement()
    }

    for integratorName in ["exact", "gsl-rkf45", "gsl-rkf45 (two threads)"] {
        let fixture = TransitionFixture(integratorName: integratorName)
        Benchmark("10k-cell grid to list, one 120 Hz frame, \(integratorName)") { benchmark in
            try fixture.restartIfNeeded()
            benchmark.startMeasurement()
            try fixture.view.advance(by: 1.0 / 120)
            benchmark.stopMeasurement()
            blackHole(fixture.view.contentOffset)
        }

        let frameFixture = TransitionFixture(integratorName: integratorName)
        Benchmark("10k-cell grid to list, whole frame (advance + visible query), \(integratorName)") { benchmark in
            try frameFixture.restartIfNeeded()
            var count = 0
            benchmark.startMeasurement()
            try frameFixture.view.advance(by: 1.0 / 120)
            let rect = Rect(origin: frameFixture.view.contentOffset, size: frameFixture.view.boundsSize)
            frameFixture.view.layout.forEachAttributes(in: rect) { _ in count += 1 }
            benchmark.stopMeasurement()
            blackHole(count)
        }
    }

    let queryFixture = TransitionFixture(integratorName: "exact")
    Benchmark("10k-cell grid to list, visible-rect query mid-flight") { benchmark in
        try queryFixture.restartIfNeeded()
        try queryFixture.view.advance(by: 1.0 / 120)
        let rect = Rect(origin: queryFixture.view.contentOffset, size: queryFixture.view.boundsSize)
        var count = 0
        benchmark.startMeasurement()
        queryFixture.view.layout.forEachAttributes(in: rect) { _ in count += 1 }
        benchmark.stopMeasurement()
        blackHole(count)
    }

    // The C exact map over exactly the channels the transition moves in its first frames.
    var kernel: MovingChannelsKernel?
    Benchmark("10k-cell grid to list, C exact map over the moving channels", closure: { benchmark in
        guard let k = kernel else { return }
        benchmark.startMeasurement()
        st_exact_step(k.count, &k.x, &k.v, k.target, k.springIndex, k.matrices)
        benchmark.stopMeasurement()
        blackHole(k.x[0])
    }, setup: { kernel = try MovingChannelsKernel() }, teardown: { kernel = nil })

    Benchmark("10k-cell grid to list, start", configuration: .init(maxDuration: .seconds(3), maxIterations: 40),
              closure: measureStart)

    // The same start in fresh memory: nothing recycled from the transition before (the first
    // start in a process, or `cachedStorageLimit = 0`).
    var savedLimit = 0
    Benchmark("10k-cell grid to list, start in fresh memory", configuration: .init(maxDuration: .seconds(3), maxIterations: 40),
              closure: measureStart, setup: {
        savedLimit = SpringTransitionLayout.cachedStorageLimit
        SpringTransitionLayout.cachedStorageLimit = 0
    }, teardown: {
        SpringTransitionLayout.cachedStorageLimit = savedLimit
    })

    Benchmark("10k-cell grid to list, retarget mid-flight", configuration: .init(maxDuration: .seconds(3), maxIterations: 40)) { benchmark in
        var view = try TransitionFixture.makeView()
        let integrator = ExactIntegrator()
        let transition = try view.transition(to: TransitionFixture.makeList(), using: .spring(.smooth), integrator: integrator)
        for _ in 0..<10 { try view.advance(by: 1.0 / 120) }
        var grid = GridLayout(configuration: .init(columns: 3, interitemSpacing: 4, lineSpacing: 4))
        try grid.prepare(in: transition.preparedContext.unsafelyUnwrapped)
        benchmark.startMeasurement()
        try transition.retarget(to: grid)
        benchmark.stopMeasurement()
        blackHole(transition)
    }
}

/// One sample of starting the 10k-cell grid-to-list transition from a new view (exact integrator).
func measureStart(_ benchmark: Benchmark) throws {
    var view = try TransitionFixture.makeView()
    let list = TransitionFixture.makeList()
    let integrator = ExactIntegrator()
    benchmark.startMeasurement()
    let transition = try view.transition(to: list, using: .spring(.smooth), integrator: integrator)
    benchmark.stopMeasurement()
    blackHole(transition)
}

/// The integrator a benchmark names: "exact", "gsl-rkf45" (GSLIntegrator's default tolerance,
/// one thread) or "gsl-rkf45 (two threads)" (the same with `.twoThreads`: bit-identical results).
func makeIntegrator(named name: String) throws -> any Integrator {
    switch name {
    case "exact": ExactIntegrator()
    case "gsl-rkf45 (two threads)": try GSLIntegrator(stepper: .rkf45, parallelism: .twoThreads)
    default: try GSLIntegrator(stepper: .rkf45, parallelism: .singleThread)
    }
}

/// A collection view with a running 10,000-cell grid-to-list transition.
final class TransitionFixture: @unchecked Sendable {
    let integratorName: String
    var view: CollectionView
    var frames = 0

    init(integratorName: String) {
        self.integratorName = integratorName
        view = try! Self.makeView()
        frames = .max
    }

    static func makeView() throws -> CollectionView {
        let grid = GridLayout(configuration: .init(columns: 4, interitemSpacing: 4, lineSpacing: 4))
        return try CollectionView(layout: grid, dataCounts: DataCounts([10_000]), boundsSize: Size(width: 390, height: 844),
                                  contentOffset: Point(x: 0, y: 20_000))
    }

    static func makeList() -> FlowLayout {
        FlowLayout(configuration: .init(itemSize: Size(width: 390, height: 44), minimumLineSpacing: 1, minimumInteritemSpacing: 0))
    }

    /// Builds a fresh transition when the current one has run for 0.5 s.
    func restartIfNeeded() throws {
        guard frames >= 60 else {
            frames += 1
            return
        }
        view = try Self.makeView()
        let integrator = try makeIntegrator(named: integratorName)
        let transition = try view.transition(to: Self.makeList(), using: .spring(.smooth), integrator: integrator)
        try transition.setToContentOffset(for: IndexPath(section: 0, item: 5_000), at: .centeredVertically)
        frames = 1
    }
}

/// The moving channels of a 10k-cell grid-to-list transition after one frame, as C arrays, with
/// each spring's exact map for 1/120 s.
final class MovingChannelsKernel: @unchecked Sendable {
    let count: Int
    var x: [Double], v: [Double]
    let target: [Double]
    let springIndex: [Int32]
    let matrices: [st_step_matrix]

    init() throws {
        var view = try TransitionFixture.makeView()
        let integrator = ExactIntegrator()
        let transition = try view.transition(to: TransitionFixture.makeList(), using: .spring(.smooth), integrator: integrator)
        try transition.setToContentOffset(for: IndexPath(section: 0, item: 5_000), at: .centeredVertically)
        try view.advance(by: 1.0 / 120)
        var batch = transition.channelBatch
        (count, x, v, target, springIndex, matrices) = batch.withActiveChannels { c in
            (c.count, Array(c.positions), Array(c.velocities), Array(c.targets), Array(c.springIndices),
             c.springs.map { s in
                 let m = s.stepMatrix(for: 1.0 / 120)
                 return st_step_matrix(a11: m.a11, a12: m.a12, a21: m.a21, a22: m.a22)
             })
        }
    }
}
