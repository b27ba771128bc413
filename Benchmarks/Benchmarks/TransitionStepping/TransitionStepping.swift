import Benchmark
import SpringTransitions

/// One 120 Hz frame of a 10,000-cell grid-to-list spring transition, driven through
/// `CollectionView.advance(by:)` (integration, settling and the content offset; poses stay lazy),
/// plus one visible-rect query of the transition.
///
/// Each benchmark keeps one transition running across samples and measures only the first
/// 0.5 s of it, while (nearly) every channel still moves; a new transition is built, outside
/// the measured region, when that time is up.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 600
    )

    for integratorName in ["exact", "gsl-rkf45"] {
        let fixture = TransitionFixture(integratorName: integratorName)
        Benchmark("10k-cell grid to list, one 120 Hz frame, \(integratorName)") { benchmark in
            try fixture.restartIfNeeded()
            benchmark.startMeasurement()
            try fixture.view.advance(by: 1.0 / 120)
            benchmark.stopMeasurement()
            blackHole(fixture.view.contentOffset)
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

    /// Builds a fresh transition when the current one has run for 0.5 s.
    func restartIfNeeded() throws {
        guard frames >= 60 else {
            frames += 1
            return
        }
        view = try Self.makeView()
        let list = FlowLayout(configuration: .init(itemSize: Size(width: 390, height: 44), minimumLineSpacing: 1, minimumInteritemSpacing: 0))
        let integrator = try PluginRegistry.standard.makeIntegrator(named: integratorName)
        let transition = try view.transition(to: list, using: .spring(.smooth), integrator: integrator)
        try transition.setToContentOffset(for: IndexPath(section: 0, item: 5_000), at: .centeredVertically)
        frames = 1
    }
}
