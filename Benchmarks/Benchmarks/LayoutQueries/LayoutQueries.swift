import Benchmark
import SpringTransitions
#if canImport(Glibc)
import Glibc
#endif

/// `prepare` and visible-rect queries on large layouts: a query must cost microseconds, not a scan.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 2,
        scalingFactor: .one,
        maxDuration: getenv("SPRING_BENCH_QUICK") != nil ? .milliseconds(500) : .seconds(2),
        maxIterations: 200
    )

    for items in [10_000, 100_000] {
        Benchmark("FlowLayout prepare, \(items) items, 10 sections") { benchmark in
            let context = try LayoutContext(boundsSize: Size(width: 390, height: 844),
                                            dataCounts: DataCounts(sections: 10, itemsPerSection: items / 10))
            for _ in benchmark.scaledIterations {
                var layout = FlowLayout(configuration: .init(headerReferenceSize: Size(width: 0, height: 40)))
                try layout.prepare(in: context)
                blackHole(layout.contentSize)
            }
        }

        Benchmark("FlowLayout visible-rect query, \(items) items") { benchmark in
            var layout = FlowLayout(configuration: .init(headerReferenceSize: Size(width: 0, height: 40)))
            try layout.prepare(in: LayoutContext(boundsSize: Size(width: 390, height: 844),
                                                 dataCounts: DataCounts(sections: 10, itemsPerSection: items / 10)))
            let height = layout.contentSize.height
            var y = 0.0
            var found = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                // A viewport somewhere in the content, moving each iteration.
                y = (y + 7919).truncatingRemainder(dividingBy: Swift.max(1, height - 844))
                layout.forEachAttributes(in: Rect(x: 0, y: y, width: 390, height: 844)) { _ in found += 1 }
            }
            benchmark.stopMeasurement()
            blackHole(found)
        }

        Benchmark("GridLayout visible-rect query, \(items) items") { benchmark in
            var layout = GridLayout(configuration: .init(columns: 4))
            try layout.prepare(in: LayoutContext(boundsSize: Size(width: 390, height: 844),
                                                 dataCounts: DataCounts(sections: 1, itemsPerSection: items)))
            let height = layout.contentSize.height
            var y = 0.0
            var found = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                y = (y + 7919).truncatingRemainder(dividingBy: Swift.max(1, height - 844))
                layout.forEachAttributes(in: Rect(x: 0, y: y, width: 390, height: 844)) { _ in found += 1 }
            }
            benchmark.stopMeasurement()
            blackHole(found)
        }
    }
}
