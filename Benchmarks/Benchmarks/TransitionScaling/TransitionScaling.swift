import Benchmark
#if canImport(Glibc)
import Glibc
#endif
import SpringTransitions

/// Issue 23's scale rows: a grid (4 columns) → list transition of 1,000 to 1,000,000 cells on a
/// 390 × 844 pt view. For each count: starting it (`view.transition(to:)`, exact integrator), one
/// 120 Hz frame (`advance(by: 1/120)` plus `visibleAttributes(into:)`) with the exact integrator,
/// GSL rkf45 and rkf45 on two threads, and the peak memory of a view plus a transition.
///
/// The benchmark tool runs every benchmark in a process of its own, so fixtures are built lazily
/// (only the benchmark that runs pays for its million cells). Quick mode
/// (`SPRING_BENCH_QUICK=1`) leaves the 1,000,000-cell rows out.
let benchmarks: @Sendable () -> Void = {
    let quick = ScaleMode.isQuick
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 2,
        scalingFactor: .one,
        maxDuration: .seconds(quick ? 1 : 3),
        maxIterations: 300
    )
    let counts = quick ? [1_000, 10_000, 100_000] : [1_000, 10_000, 100_000, 1_000_000]

    for n in counts {
        let label = ScaleFixture.label(n)
        let big = n >= 1_000_000
        // Start: a new view per sample (its grid prepared outside the measured region). Its
        // allocations may move by 30 either way (the transition's own arrays; at 100k the
        // recycled storage saves some): an allocation per element still fails the check.
        Benchmark("\(label) cells, start", configuration: .init(
            warmupIterations: big ? 1 : 2, maxDuration: .seconds(big ? 30 : (quick ? 1 : 3)), maxIterations: big ? 5 : 40,
            thresholds: [.mallocCountTotal: .init(absolute: [.p90: 30])]
        )) { benchmark in
            var view = try ScaleFixture.makeView(n)
            let list = ScaleFixture.makeList()
            benchmark.startMeasurement()
            let transition = try view.transition(to: list, using: .spring(.smooth), integrator: ExactIntegrator())
            benchmark.stopMeasurement()
            blackHole(transition)
        }

        for integrator in ScaleFixture.integrators {
            // GSL at a million cells: ~0.15 s a frame, a second to restart; one transition's 30 frames.
            let slow = big && integrator != "exact"
            let fixture = ScaleFixture(cells: n, integratorName: integrator)
            Benchmark("\(label) cells, frame, \(integrator)", configuration: .init(
                warmupIterations: big ? 1 : 5, maxDuration: .seconds(big ? 20 : (quick ? 1 : 3)),
                maxIterations: slow ? 20 : (big ? 60 : 300)
            )) { benchmark in
                try fixture.restartIfNeeded()
                benchmark.startMeasurement()
                try fixture.frame()
                benchmark.stopMeasurement()
                blackHole(fixture.visible.count)
            }
        }

        // Memory: one sample per process. The peak resident bytes per cell above a 1,000-cell run
        // in the same process (custom metric, reported, not checked), and the allocations and
        // bytes requested from malloc while building the view and the transition and running one
        // frame (checked; the bytes within 2 %). Nothing is recycled from a transition before.
        if n > 1_000 {
            Benchmark("\(label) cells, memory (view + transition + frame)", configuration: .init(
                metrics: [.mallocCountTotal, .mallocBytesCount,
                          .custom("peak resident bytes per cell", polarity: .prefersSmaller, useScalingFactor: false)],
                warmupIterations: 0, maxDuration: .seconds(60), maxIterations: 1,
                thresholds: [.mallocBytesCount: .init(relative: [.p90: 2.0]), .mallocCountTotal: .init(absolute: [.p90: 10])]
            )) { benchmark in
                SpringTransitionLayout.cachedStorageLimit = 0
                try ScaleFixture.viewTransitionAndFrame(1_000)
                let baseline = PeakResident.bytes()
                benchmark.startMeasurement()
                try ScaleFixture.viewTransitionAndFrame(n)
                benchmark.stopMeasurement()
                let perCell = (PeakResident.bytes() - baseline) / (n - 1_000)
                benchmark.measurement(.custom("peak resident bytes per cell", polarity: .prefersSmaller, useScalingFactor: false),
                                      perCell)
            }
        }
    }
}

/// The benchmark modes set through the environment.
enum ScaleMode {
    /// Whether the quick mode is on (`SPRING_BENCH_QUICK` set and not `0`).
    static var isQuick: Bool {
        guard let value = getenv("SPRING_BENCH_QUICK") else { return false }
        return !(value[0] == 0x30 && value[1] == 0)
    }
}

/// The process's peak resident set (VmHWM), in bytes.
enum PeakResident {
    static func bytes() -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, 256, file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmHWM:") { return (Int(text.filter(\.isNumber)) ?? 0) * 1024 }
        }
        return 0
    }
}

/// A view with a running grid-to-list transition of `cells` cells, restarted (outside the measured
/// region) after its first 30 frames, built at the first sample.
final class ScaleFixture: @unchecked Sendable {
    static let integrators = ["exact", "gsl-rkf45", "gsl-rkf45 (two threads)"]
    let cells: Int
    let integratorName: String
    var view: CollectionView?
    var frames = Int.max
    var visible: [LayoutAttributes] = []

    init(cells: Int, integratorName: String) {
        self.cells = cells
        self.integratorName = integratorName
    }

    /// "1k", "10k", "100k", "1M".
    static func label(_ n: Int) -> String { n >= 1_000_000 ? "\(n / 1_000_000)M" : "\(n / 1_000)k" }

    /// The grid view of `n` cells, scrolled to y = 20,000 (or half its content when shorter).
    static func makeView(_ n: Int) throws -> CollectionView {
        let grid = GridLayout(configuration: .init(columns: 4, interitemSpacing: 4, lineSpacing: 4))
        let rows = Double((n + 3) / 4) * (390.0 / 4 + 1)
        return try CollectionView(layout: grid, dataCounts: DataCounts([n]), boundsSize: Size(width: 390, height: 844),
                                  contentOffset: Point(x: 0, y: min(20_000, rows / 2)))
    }

    static func makeList() -> FlowLayout {
        FlowLayout(configuration: .init(itemSize: Size(width: 390, height: 44), minimumLineSpacing: 1, minimumInteritemSpacing: 0))
    }

    static func makeIntegrator(named name: String) throws -> any Integrator {
        switch name {
        case "exact": ExactIntegrator()
        case "gsl-rkf45 (two threads)": try GSLIntegrator(stepper: .rkf45, parallelism: .twoThreads)
        default: try GSLIntegrator(stepper: .rkf45)
        }
    }

    /// Builds a view of `n` cells, starts its exact transition, runs one frame with a visible query.
    static func viewTransitionAndFrame(_ n: Int) throws {
        var view = try makeView(n)
        _ = try view.transition(to: makeList(), using: .spring(.smooth), integrator: ExactIntegrator())
        try view.advance(by: 1.0 / 120)
        var visible: [LayoutAttributes] = []
        view.visibleAttributes(into: &visible)
        blackHole(visible.count)
    }

    /// Starts a fresh transition once the current one has run 30 frames.
    func restartIfNeeded() throws {
        guard frames >= 30 else {
            frames += 1
            return
        }
        view = nil
        var fresh = try Self.makeView(cells)
        _ = try fresh.transition(to: Self.makeList(), using: .spring(.smooth), integrator: try Self.makeIntegrator(named: integratorName))
        visible.reserveCapacity(256)
        view = fresh
        frames = 1
    }

    /// One frame: advance by 1/120 s and the visible attributes.
    func frame() throws {
        try view!.advance(by: 1.0 / 120)
        view!.visibleAttributes(into: &visible)
    }
}
