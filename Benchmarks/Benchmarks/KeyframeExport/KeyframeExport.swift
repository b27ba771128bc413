import Benchmark
#if canImport(Glibc)
import Glibc
#endif
import SpringTransitions

/// Keyframe export and seeking (issue 24):
/// - **keyframe export, 1k cells**: `KeyframeExport(transition:)` of a 1,000-cell grid-to-list
///   transition on the exact integrator, from its start to rest (recording every 1/120 s step and
///   selecting the keyframes; the transition is built outside the measured region);
/// - **seek back, 10k cells**: `SeekableSpringTransition.seek(to: 0.25)` from 0.5 s of a
///   10,000-cell grid-to-list transition on the exact integrator (a replay from the start: a start
///   plus 30 clock steps); **seek forward** the same from 0.25 s to 0.5 s (30 clock steps);
///   **one frame** the 120 Hz advance it is compared with; **first frame after a seek back** a
///   frame right after a seek that restores a checkpoint (the start's or a retarget's).
///
/// The export row also reports its keyframe count against uniform 60 Hz sampling of the same motion
/// (custom metrics: the keyframes, the 60 Hz keyframes, and the certified maximum deviation of the
/// keyframes and of 60 Hz sampling in thousandths of a point, and the keyframes uniform sampling
/// needs for the same tolerance, `KeyframeExport.uniformAtTolerance`). Thresholds (`Thresholds/KeyframeExport.*`)
/// hold the allocations only.
let benchmarks: @Sendable () -> Void = {
    let quick = getenv("SPRING_BENCH_QUICK") != nil
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 2,
        scalingFactor: .one,
        maxDuration: .seconds(quick ? 1 : 3),
        maxIterations: quick ? 20 : 200
    )

    let keyframes = BenchmarkMetric.custom("Keyframes")
    let uniformKeyframes = BenchmarkMetric.custom("Keyframes, 60 Hz sampling")
    let deviation = BenchmarkMetric.custom("Certified deviation (mpt)")
    let uniformDeviation = BenchmarkMetric.custom("Certified deviation, 60 Hz (mpt)")
    let uniformAtTolerance = BenchmarkMetric.custom("Keyframes, uniform at the same tolerance")
    Benchmark("Keyframe export, 1k-cell grid to list, exact",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, keyframes, uniformKeyframes, deviation, uniformDeviation, uniformAtTolerance])) { benchmark in
        let transition = try makeTransition(cells: 1_000)
        benchmark.startMeasurement()
        let export = try KeyframeExport(transition: transition)
        benchmark.stopMeasurement()
        benchmark.measurement(keyframes, export.keyframeCount)
        benchmark.measurement(deviation, Int((export.certifiedMaxDeviation.points * 1000).rounded(.up)))
        benchmark.measurement(uniformAtTolerance, export.uniformAtTolerance.keyframeCount)
        if let uniform = export.uniform60Hz {
            benchmark.measurement(uniformKeyframes, uniform.keyframeCount)
            benchmark.measurement(uniformDeviation, Int((uniform.certifiedMaxDeviation.points * 1000).rounded(.up)))
        }
    }

    let seekable = try! makeSeekable(cells: 10_000)
    Benchmark("Seek back 0.5 s -> 0.25 s, 10k-cell grid to list, exact") { benchmark in
        try seekable.seek(to: 0.5)
        benchmark.startMeasurement()
        try seekable.seek(to: 0.25)
        benchmark.stopMeasurement()
        blackHole(seekable.time)
    }

    let forward = try! makeSeekable(cells: 10_000)
    Benchmark("Seek forward 0.25 s -> 0.5 s, 10k-cell grid to list, exact") { benchmark in
        try forward.seek(to: 0.25)
        benchmark.startMeasurement()
        try forward.seek(to: 0.5)
        benchmark.stopMeasurement()
        blackHole(forward.time)
    }

    // Every sample is the first frame after a seek that restores a checkpoint (alternately the
    // start's and a retarget's): a restore must leave the engine's frame buffers its own.
    let restored = try! makeSeekable(cells: 10_000)
    try! restored.advance(by: 0.2)
    try! restored.retarget(to: try! layouts(cells: 10_000).0)
    try! restored.advance(by: 0.3)
    var seekBack = 0.1
    Benchmark("First frame after a seek back across a retarget, 10k-cell grid to list, exact") { benchmark in
        try restored.seek(to: seekBack)
        seekBack = seekBack == 0.1 ? 0.35 : 0.1
        benchmark.startMeasurement()
        try restored.advance(by: 1.0 / 120)
        benchmark.stopMeasurement()
        blackHole(restored.time)
    }

    let stepping = try! makeSeekable(cells: 10_000)
    Benchmark("One 120 Hz frame, 10k-cell grid to list, exact") { benchmark in
        if stepping.time > 0.5 { try stepping.seek(to: 0.1) }
        benchmark.startMeasurement()
        try stepping.advance(by: 1.0 / 120)
        benchmark.stopMeasurement()
        blackHole(stepping.time)
    }
}

func layouts(cells: Int) throws -> (GridLayout, FlowLayout) {
    let context = LayoutContext(boundsSize: Size(width: 390, height: 844), dataCounts: try DataCounts([cells]))
    var grid = GridLayout(configuration: .init(columns: 4, interitemSpacing: 4, lineSpacing: 4))
    var list = FlowLayout(configuration: .init(itemSize: Size(width: 390, height: 44), minimumLineSpacing: 1, minimumInteritemSpacing: 0))
    try grid.prepare(in: context)
    try list.prepare(in: context)
    return (grid, list)
}

func makeTransition(cells: Int) throws -> SpringTransitionLayout {
    let (grid, list) = try layouts(cells: cells)
    return try SpringTransitionLayout(from: grid, to: list, provider: .spring(.smooth), integrator: ExactIntegrator())
}

func makeSeekable(cells: Int) throws -> SeekableSpringTransition {
    let (grid, list) = try layouts(cells: cells)
    return try SeekableSpringTransition(from: grid, to: list, provider: .spring(.smooth), integrator: ExactIntegrator())
}
