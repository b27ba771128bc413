import Benchmark
import CReferenceKernels
#if canImport(Glibc)
import Glibc
#endif

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        timeUnits: .microseconds,
        warmupIterations: 3,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    if getenv("SPRING_BENCH_SWEEP") != nil {
        registerBlockSizeSweep()
    } else {
        registerReferenceKernels()
        registerSwiftIntegrators()
    }
}
