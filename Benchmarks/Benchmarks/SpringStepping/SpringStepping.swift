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
        maxDuration: quickMode ? .milliseconds(300) : .seconds(2),
        maxIterations: quickMode ? 100 : 1_000
    )
    if getenv("SPRING_BENCH_SWEEP") != nil {
        registerBlockSizeSweep()
    } else {
        registerReferenceKernels()
        registerSwiftIntegrators()
    }
}
