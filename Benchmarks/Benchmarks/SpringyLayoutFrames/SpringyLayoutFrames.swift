import Benchmark
import SpringTransitions

/// One 120 Hz frame of the springy layout (`SpringyLayout`, objc.io's springy flow layout on the
/// dynamics layer): a scroll with a finger down (objc.io's displacement of every simulated element,
/// then tiling of the padded viewport) followed by `advance(by: 1/120)` with GSL rkf45.
///
/// - `200 elements`: a grid of 40 × 40 pt cells whose padded viewport holds more than 200 cells,
///   with `capacity` 200, so exactly 200 are simulated; measured for the frame with and without
///   the scroll. Target: ≤ 0.1 ms, 0 allocations.
/// - `1,000 items` vs `1,000,000 items`: the same frame over a 1,000-row and a 1,000,000-row list
///   (tiling through the base layout's spatial index). Target: within 1.2×.
///
/// The finger drags back and forth (60 frames down at 3 pt per frame, 60 up), so the offset
/// stays in range and rows tile in and out every frame.
///
/// Run with `swift package --disable-sandbox benchmark --target SpringyLayoutFrames`.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 20,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 5_000
    )

    // The framework's own allocations inside a measured sample; subtract from the others.
    Benchmark("SpringyLayout: baseline, empty sample") { benchmark in
        benchmark.startMeasurement()
        blackHole(benchmark)
        benchmark.stopMeasurement()
    }

    let grid = SpringyFixture.grid()
    Benchmark("SpringyLayout: 200 elements, scroll + rkf45 frame") { benchmark in
        benchmark.startMeasurement()
        try grid.frame()
        benchmark.stopMeasurement()
        blackHole(grid.layout.energy)
    }
    let gridAdvance = SpringyFixture.grid()
    Benchmark("SpringyLayout: 200 elements, rkf45 advance only") { benchmark in
        try gridAdvance.scroll()
        benchmark.startMeasurement()
        try gridAdvance.layout.advance(by: 1.0 / 120)
        benchmark.stopMeasurement()
        blackHole(gridAdvance.layout.energy)
    }
    for rows in [1_000, 1_000_000] {
        let list = SpringyFixture.list(rows: rows)
        Benchmark("SpringyLayout: list of \(rows) items, scroll + rkf45 frame") { benchmark in
            benchmark.startMeasurement()
            try list.frame()
            benchmark.stopMeasurement()
            blackHole(list.layout.energy)
        }
    }
}

/// A prepared springy layout and a finger dragging it back and forth.
final class SpringyFixture: @unchecked Sendable {
    let layout: SpringyLayout
    var frames = 0
    var offset = 100.0

    init(layout: SpringyLayout) {
        self.layout = layout
    }

    /// 40 × 40 cells, 9 per row, in a 360 × 700 view: the padded viewport (100 pt margin) holds
    /// 9 × 23 = 207 cells, of which `capacity` 200 are simulated.
    static func grid() -> SpringyFixture {
        let base = FlowLayout(configuration: .init(itemSize: Size(width: 40, height: 40), minimumLineSpacing: 0,
                                                   minimumInteritemSpacing: 0))
        return make(base, items: 90_000, size: Size(width: 360, height: 700), capacity: 200, expected: 200)
    }

    /// 390 × 44 rows (1 pt spacing) in a 390 × 844 view.
    static func list(rows: Int) -> SpringyFixture {
        let base = FlowLayout(configuration: .init(itemSize: Size(width: 390, height: 44), minimumLineSpacing: 1))
        return make(base, items: rows, size: Size(width: 390, height: 844), capacity: 256, expected: nil)
    }

    static func make(_ base: FlowLayout, items: Int, size: Size, capacity: Int, expected: Int?) -> SpringyFixture {
        do {
            let layout = try SpringyLayout(base: base, configuration: .init(capacity: capacity))
            try layout.prepare(in: LayoutContext(boundsSize: size, contentOffset: Point(x: 0, y: 100),
                                                 dataCounts: DataCounts([items])))
            let fixture = SpringyFixture(layout: layout)
            for _ in 0..<240 { try fixture.frame() }
            if let expected { precondition(layout.simulatedCount == expected, "simulated \(layout.simulatedCount)") }
            return fixture
        } catch {
            fatalError("fixture: \(error)")
        }
    }

    /// The next scroll: 3 pt down for 60 frames, then 3 pt up for 60, finger at view (180, 300).
    func scroll() throws {
        frames += 1
        offset += (frames / 60) % 2 == 0 ? 3 : -3
        try layout.scroll(to: Point(x: 0, y: offset), touch: Point(x: 180, y: offset + 300))
    }

    /// A scroll and a 1/120 s advance.
    func frame() throws {
        try scroll()
        try layout.advance(by: 1.0 / 120)
    }
}
