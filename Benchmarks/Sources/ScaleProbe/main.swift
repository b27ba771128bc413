// ScaleProbe: issue 23's measurements in a plain release program (not a benchmark), one
// measurement per process so that peak memory is the process's own.
//
//   swift run -c release ScaleProbe start N [repeats] [stepped]
//                                                         start: prepares and view.transition(to:), medians
//   swift run -c release ScaleProbe frame N INTEGRATOR    frame: advance(by: 1/120) + visibleAttributes(into:),
//                                                         median of the first 30 frames over 3 transitions
//                                                         (INTEGRATOR: exact, exact-stepped — every channel
//                                                         stepped, `lazyExactPath: false` —, rkf45 = the
//                                                         transition's default, rkf45x1 one thread, rkf45x2 two)
//   swift run -c release ScaleProbe seek N [stepped]      seek: a SeekableSpringTransition placed at 200 random
//                                                         times (forward and back), medians of the seek alone
//                                                         and of seek + visible query + content offset
//   swift run -c release ScaleProbe memory N              peak resident bytes (VmHWM) after a grid view, an
//                                                         exact transition to the list and one frame; nothing
//                                                         recycled (cachedStorageLimit = 0)
//   swift run -c release ScaleProbe export N [runs] [one|two|automatic]
//                                                         export (issue 24): KeyframeExport(transition:) of the
//                                                         KeyframeExport benchmark's transition — N cells, grid
//                                                         (4 columns) → list, `.spring(.smooth)`, exact, in a
//                                                         390 × 844 pt view at offset 0 — from start to rest;
//                                                         median/min/max process CPU ms over `runs` (default 9;
//                                                         the transition is built outside the timed region),
//                                                         then the export's keyframes and certified deviation,
//                                                         uniform 60 Hz sampling's keyframes and the deviation
//                                                         the same analysis certifies for it, and the keyframes
//                                                         uniform sampling needs for the same ε; the last
//                                                         argument chooses the threads that plan the tracks
//                                                         (KeyframeRecorder.Threads, default automatic)
//
// Every row: a grid (4 columns, spacing 4) → list (390 × 44 pt rows, spacing 1) transition of N
// cells in a 390 × 844 pt view scrolled to y = 20,000 (or the middle, when the grid is shorter),
// `.spring(.smooth)`. Output: one line of `key=value` pairs; `*_cpu_ms` is the process's CPU time
// (all threads, page faults included), steadier than wall-clock time on a loaded machine;
// `frame_thread_cpu_ms` the calling thread's alone (with two threads, about the idle-machine wall clock).
#if canImport(Glibc)
import Glibc
#endif
import SpringTransitions

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// CPU time of this process (every thread, user and system: page faults included), in seconds.
/// On a shared machine whose load stretches wall-clock times, this is what the work itself cost.
func cpuNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// The monotonic clock, in seconds.
func wallNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// The `key` line of /proc/self/status (a size in kB) in bytes, or -1.
func statusBytes(_ key: String) -> Int {
    guard let file = fopen("/proc/self/status", "r") else { return -1 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, 256, file) != nil {
        let bytes = line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix(key + ":") { return (Int(text.filter { $0.isNumber }) ?? -1) * 1024 }
    }
    return -1
}

/// VmHWM (peak resident set) of this process, in bytes.
func peakResidentBytes() -> Int { statusBytes("VmHWM") }

/// VmRSS (current resident set) of this process, in bytes.
func residentBytes() -> Int { statusBytes("VmRSS") }

/// CPU time of the calling thread only, in seconds: with a two-thread integrator, what the
/// thread that runs the frame spends (the worker's share runs beside it), which on an idle
/// machine is about the frame's wall-clock time.
func threadCPUNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// `seconds` in milliseconds with `digits` decimals.
func ms(_ seconds: Double, _ digits: Int = 2) -> String {
    let scale = Double([1, 10, 100, 1000, 10000][digits])
    return "\((seconds * 1e3 * scale).rounded() / scale)"
}

func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    return s.isEmpty ? .nan : s[s.count / 2]
}

func grid() -> GridLayout { GridLayout(configuration: .init(columns: 4, interitemSpacing: 4, lineSpacing: 4)) }
func list() -> FlowLayout {
    FlowLayout(configuration: .init(itemSize: Size(width: 390, height: 44), minimumLineSpacing: 1, minimumInteritemSpacing: 0))
}

func makeView(_ n: Int) throws -> CollectionView {
    let rows = Double((n + 3) / 4) * (390.0 / 4 + 1)
    let y = min(20_000, max(0, rows / 2))
    return try CollectionView(layout: grid(), dataCounts: DataCounts([n]), boundsSize: Size(width: 390, height: 844),
                              contentOffset: Point(x: 0, y: y))
}

func integrator(_ name: String) throws -> any Integrator {
    switch name {
    case "exact", "exact-stepped": ExactIntegrator()
    case "rkf45": try GSLIntegrator(stepper: .rkf45)
    case "rkf45x2": try GSLIntegrator(stepper: .rkf45, parallelism: .twoThreads)
    case "rkf45x1": try GSLIntegrator(stepper: .rkf45, parallelism: .singleThread)
    default: fatalError("unknown integrator \(name)")
    }
}

let args = CommandLine.arguments
guard args.count >= 3, let n = Int(args[2]) else {
    print("usage: ScaleProbe start|frame|seek|seek-retargets|retarget|memory|stages|export N [repeats|integrator|runs]")
    exit(1)
}
switch args[1] {
case "start":
    let repeats = args.count > 3 ? Int(args[3]) ?? 5 : 5
    let stepped = args.count > 4 && args[4] == "stepped"
    var gridPrepare: [Double] = [], listPrepare: [Double] = [], start: [Double] = [], ids: [Double] = []
    var startCPU: [Double] = []
    for _ in 0..<repeats {
        var t = now()
        var view = try makeView(n)
        gridPrepare.append(now() - t)
        var l = list()
        t = now()
        try l.prepare(in: view.context)
        listPrepare.append(now() - t)
        t = now()
        let a = view.layout.allElements, b = l.allElements
        ids.append(now() - t)
        precondition(a.count == n && b.count == n)
        t = now()
        let c = cpuNow()
        let transition = try view.transition(to: list(), using: .spring(.smooth), integrator: ExactIntegrator(),
                                             configuration: .init(lazyExactPath: !stepped))
        startCPU.append(cpuNow() - c)
        start.append(now() - t)
        precondition(transition.state == .running)
    }
    let prepares = "grid_prepare_ms=\(ms(median(gridPrepare))) list_prepare_ms=\(ms(median(listPrepare)))"
    let starts = "start_ms=\(ms(median(start))) start_min_ms=\(ms(start.min() ?? .nan)) start_cpu_ms=\(ms(median(startCPU)))"
    print("start n=\(n) path=\(stepped ? "stepped" : "lazy") \(prepares) allElements_both_ms=\(ms(median(ids))) \(starts)")
case "frame":
    let name = args.count > 3 ? args[3] : "exact"
    var frames: [Double] = [], framesCPU: [Double] = [], framesThreadCPU: [Double] = []
    var visible: [LayoutAttributes] = []
    visible.reserveCapacity(1024)
    for _ in 0..<3 {
        var view = try makeView(n)
        let configuration = SpringTransitionLayout.Configuration(lazyExactPath: name != "exact-stepped")
        _ = try view.transition(to: list(), using: .spring(.smooth), integrator: try integrator(name), configuration: configuration)
        for _ in 0..<30 {
            let t = now(), c = cpuNow(), tc = threadCPUNow()
            try view.advance(by: 1.0 / 120)
            view.visibleAttributes(into: &visible)
            framesThreadCPU.append(threadCPUNow() - tc)
            framesCPU.append(cpuNow() - c)
            frames.append(now() - t)
        }
    }
    let times = "frame_ms=\(ms(median(frames), 4)) frame_min_ms=\(ms(frames.min() ?? .nan, 4)) frame_cpu_ms=\(ms(median(framesCPU), 4)) frame_thread_cpu_ms=\(ms(median(framesThreadCPU), 4))"
    print("frame n=\(n) integrator=\(name) \(times) visible=\(visible.count)")
case "seek":
    let stepped = args.count > 3 && args[3] == "stepped"
    let view = try makeView(n)
    var l = list()
    try l.prepare(in: view.context)
    let seekable = try SeekableSpringTransition(from: view.layout, to: l, provider: .spring(.smooth), integrator: ExactIntegrator(),
                                                configuration: .init(lazyExactPath: !stepped))
    let end = try seekable.restTime()
    var state: UInt64 = 12345
    func uniform() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(1 << 53)
    }
    var seeks: [Double] = [], seeksWithQuery: [Double] = []
    var visible = 0
    let bounds = Rect(origin: view.contentOffset, size: view.bounds.size)
    for k in 0..<200 {
        let t0 = uniform() * end
        let c = cpuNow()
        try seekable.seek(to: t0)
        let seekCPU = cpuNow() - c
        var count = 0
        seekable.transition.forEachAttributes(in: bounds) { _ in count += 1 }
        _ = seekable.transition.contentOffset
        let total = cpuNow() - c
        if k > 0 { seeks.append(seekCPU); seeksWithQuery.append(total) }
        visible = count
    }
    print("seek n=\(n) path=\(stepped ? "stepped" : "lazy") end_s=\((end * 1000).rounded() / 1000) seek_cpu_ms=\(ms(median(seeks), 4)) seek_max_cpu_ms=\(ms(seeks.max() ?? .nan, 4)) seek_query_cpu_ms=\(ms(median(seeksWithQuery), 4)) visible=\(visible)")
case "seek-retargets":
    // Seeks to random times across three retargets (at 0.1 s, 0.25 s and 0.4 s), after driving the
    // transition live to 0.5 s: `seek-retargets N [lazy|stepped|rkf45|rkck] [checkpointLimit]` (limit 0:
    // every seek across a retarget replays from the start; rkf45/rkck: a GSL integrator).
    let stepped = args.count > 3 && args[3] == "stepped"
    let gslStepper: Stepper? = args.count > 3 ? Stepper(rawValue: args[3]) : nil
    let integrator: any Integrator = try gslStepper.map { try GSLIntegrator(stepper: $0) } ?? ExactIntegrator()
    let pathName = gslStepper.map { "gsl-" + $0.rawValue } ?? (stepped ? "stepped" : "lazy")
    let limit = args.count > 4 ? Int(args[4]) ?? SeekableSpringTransition.defaultCheckpointLimit
                               : SeekableSpringTransition.defaultCheckpointLimit
    let view = try makeView(n)
    var l = list()
    try l.prepare(in: view.context)
    var two = GridLayout(configuration: .init(columns: 2, interitemSpacing: 4, lineSpacing: 4))
    try two.prepare(in: view.context)
    let seekable = try SeekableSpringTransition(from: view.layout, to: l, provider: .spring(.smooth), integrator: integrator,
                                                configuration: .init(lazyExactPath: !stepped), checkpointLimit: limit)
    // The live frames below take interval checkpoints too (as the figures in the Benchmarks
    // README were measured; by default only seeks that replay take them).
    seekable.checkpointsWhileAdvancing = true
    let plan: [(frame: Int, layout: any Layout)] = [(12, two), (30, l), (48, two)]
    for k in 0..<60 {
        for r in plan where r.frame == k { try seekable.retarget(to: r.layout) }
        try seekable.advance(by: 1.0 / 120)
    }
    let end = try seekable.restTime()
    var state: UInt64 = 12345
    func uniform() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(1 << 53)
    }
    var seeks: [Double] = [], seeksWithQuery: [Double] = [], frames: [Double] = []
    var visible = 0
    let bounds = Rect(origin: view.contentOffset, size: view.bounds.size)
    let count = stepped || gslStepper != nil || limit == 0 ? 30 : 200
    for k in 0..<count {
        // Half the seeks within the retargets' span (before the last one), half anywhere up to the end.
        let t0 = k % 2 == 0 ? uniform() * 0.4 : uniform() * end
        let c = cpuNow()
        try seekable.seek(to: t0)
        let seekCPU = cpuNow() - c
        var found = 0
        seekable.transition.forEachAttributes(in: bounds) { _ in found += 1 }
        _ = seekable.transition.contentOffset
        let total = cpuNow() - c
        if k > 0 { seeks.append(seekCPU); seeksWithQuery.append(total) }
        visible = found
        // One frame's advance from the placed state (the "two frames" yardstick), then back.
        if seekable.transition.state == .running && k % 10 == 5 {
            let f = cpuNow()
            try seekable.transition.advance(by: 1.0 / 120)
            seekable.transition.forEachAttributes(in: bounds) { _ in found += 1 }
            frames.append(cpuNow() - f)
        }
    }
    print("seek-retargets n=\(n) path=\(pathName) limit=\(limit) checkpoints=\(seekable.checkpointCount) end_s=\((end * 1000).rounded() / 1000) seeks=\(seeks.count) seek_cpu_ms=\(ms(median(seeks), 4)) seek_max_cpu_ms=\(ms(seeks.max() ?? .nan, 4)) seek_query_cpu_ms=\(ms(median(seeksWithQuery), 4)) seek_query_max_cpu_ms=\(ms(seeksWithQuery.max() ?? .nan, 4)) frame_cpu_ms=\(ms(median(frames), 4)) visible=\(visible)")
case "retarget":
    // Retarget after 20 frames to a 2-column grid (CPU ms, median of 3).
    let stepped = args.count > 3 && args[3] == "stepped"
    var times: [Double] = []
    for _ in 0..<3 {
        var view = try makeView(n)
        let t = try view.transition(to: list(), using: .spring(.smooth), integrator: ExactIntegrator(),
                                    configuration: .init(lazyExactPath: !stepped))
        for _ in 0..<20 { try view.advance(by: 1.0 / 120) }
        var two = GridLayout(configuration: .init(columns: 2, interitemSpacing: 4, lineSpacing: 4))
        try two.prepare(in: view.context)
        let c = cpuNow()
        try t.retarget(to: two)
        times.append(cpuNow() - c)
    }
    print("retarget n=\(n) path=\(stepped ? "stepped" : "lazy") retarget_cpu_ms=\(ms(median(times)))")
case "memory":
    SpringTransitionLayout.cachedStorageLimit = 0
    let before = peakResidentBytes()
    var view = try makeView(n)
    _ = try view.transition(to: list(), using: .spring(.smooth), integrator: ExactIntegrator())
    try view.advance(by: 1.0 / 120)
    var visible: [LayoutAttributes] = []
    view.visibleAttributes(into: &visible)
    let after = peakResidentBytes()
    print("memory n=\(n) peak_rss_bytes=\(after) peak_before_bytes=\(before) visible=\(visible.count)")
case "stages":
    // Resident bytes (VmRSS) after each stage of one start, and the peak (VmHWM).
    SpringTransitionLayout.cachedStorageLimit = 0
    var report = "stages n=\(n) base_rss=\(residentBytes())"
    var view = try makeView(n)
    report += " grid_view=\(residentBytes())"
    var l = list()
    try l.prepare(in: view.context)
    report += " list_prepared=\(residentBytes())"
    let t = now()
    _ = try view.transition(to: l, using: .spring(.smooth), integrator: ExactIntegrator())
    let elapsed = now() - t
    report += " transition=\(residentBytes()) peak=\(peakResidentBytes()) start_ms=\(ms(elapsed))"
    try view.advance(by: 1.0 / 120)
    report += " frame=\(residentBytes()) peak=\(peakResidentBytes())"
    print(report)
case "export":
    let runs = args.count > 3 ? Int(args[3]) ?? 9 : 9
    let threads: KeyframeRecorder.Threads
    switch args.count > 4 ? args[4] : "automatic" {
    case "one": threads = .one
    case "two": threads = .two
    case "automatic": threads = .automatic
    default:
        print("unknown threads \(args[4]) (one, two or automatic)")
        exit(1)
    }
    let context = LayoutContext(boundsSize: Size(width: 390, height: 844), dataCounts: try DataCounts([n]))
    var g = grid(), l = list()
    try g.prepare(in: context)
    try l.prepare(in: context)
    var times: [Double] = [], walls: [Double] = []
    var last: KeyframeExport?
    for _ in 0..<max(1, runs) {
        let transition = try SpringTransitionLayout(from: g, to: l, provider: .spring(.smooth), integrator: ExactIntegrator())
        let c = cpuNow(), w = wallNow()
        let export = try KeyframeExport(transition: transition, threads: threads)
        times.append(cpuNow() - c)
        walls.append(wallNow() - w)
        last = export
    }
    let export = last!
    // CPU: the process's, over every thread (two when the export plans on both cores).
    var report = "export n=\(n) runs=\(times.count) threads=\(threads) export_cpu_ms=\(ms(median(times), 1)) export_min_ms=\(ms(times.min()!, 1))"
    report += " export_max_ms=\(ms(times.max()!, 1)) export_wall_ms=\(ms(median(walls), 1)) export_wall_min_ms=\(ms(walls.min()!, 1))"
    report += " duration_s=\(export.duration) keyframes=\(export.keyframeCount)"
    report += " certified_pt=\(export.certifiedMaxDeviation.points) certified_alpha=\(export.certifiedMaxDeviation.alpha)"
    if let uniform = export.uniform60Hz {
        report += " uniform60_keyframes=\(uniform.keyframeCount) uniform60_certified_pt=\(uniform.certifiedMaxDeviation.points)"
    } else {
        report += " uniform60_keyframes=none"
    }
    let same = export.uniformAtTolerance
    report += " uniform_at_eps_keyframes=\(same.keyframeCount) uniform_at_eps_hz=\((same.rate * 10).rounded() / 10)"
    print(report)
default:
    print("unknown mode \(args[1])")
    exit(1)
}
