import Benchmark
import Foundation
import SpringTransitions

/// GSLIntegrator frames where its per-block history matters, against the exact integrator:
///
/// - **Retargeted particles**: 2,000 particles (one channel each, on six presets) chase targets
///   that swing as a·sin(ω·t + φ); every 1/60 s frame retargets either every particle to its
///   goal (a zero-order hold) or only one of them (the others keep their targets), then advances.
///   A retarget restarts only the GSL block holding the channel.
/// - **100k-cell frames**: one 120 Hz frame (advance + visible-rect query) of a 100,000-cell
///   grid-to-list transition, GSL rkf45 on one and two threads (the default, `.automatic`, takes
///   two here), over the first 0.5 s of the transition, as in `TransitionStepping`.
let benchmarks: @Sendable () -> Void = {
    // Quick mode (`make bench-quick`): shorter runs of the same rows.
    let quick = ProcessInfo.processInfo.environment["SPRING_BENCH_QUICK"] != nil
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: quick ? .milliseconds(300) : .seconds(3),
        maxIterations: quick ? 100 : 1_000
    )

    for integratorName in ["exact", "gsl-rkf45"] {
        for everyParticle in [true, false] {
            let fixture = ParticleFixture(integratorName: integratorName)
            let what = everyParticle ? "every target moved" : "one target moved"
            Benchmark("2000 particles retargeted every frame (\(what)), \(integratorName)") { benchmark in
                benchmark.startMeasurement()
                do {
                    try fixture.frame(everyParticle: everyParticle)
                } catch {
                    benchmark.error("\(error)")
                }
                benchmark.stopMeasurement()
            }
        }
    }

    for integratorName in ["gsl-rkf45 (one thread)", "gsl-rkf45 (two threads)"] {
        var fixture: LargeTransitionFixture?
        Benchmark("100k-cell grid to list, whole frame (advance + visible query), \(integratorName)",
                  configuration: .init(warmupIterations: 2, maxDuration: quick ? .seconds(1) : .seconds(4), maxIterations: 300),
                  closure: { benchmark in
            guard let f = fixture else { return }
            var count = 0
            do {
                try f.restartIfNeeded()
                benchmark.startMeasurement()
                try f.view.advance(by: 1.0 / 120)
                let rect = Rect(origin: f.view.contentOffset, size: f.view.boundsSize)
                f.view.layout.forEachAttributes(in: rect) { _ in count += 1 }
                benchmark.stopMeasurement()
            } catch {
                benchmark.error("\(error)")
            }
            blackHole(count)
        }, setup: { fixture = LargeTransitionFixture(integratorName: integratorName) }, teardown: { fixture = nil })
    }
}

/// The integrator a benchmark names: "exact", "gsl-rkf45" (`GSLIntegrator(stepper: .rkf45)`, its
/// defaults: `.automatic` threads, which stay at one below 16,384 active channels),
/// "gsl-rkf45 (one thread)" or "gsl-rkf45 (two threads)".
func makeIntegrator(named name: String) throws -> any Integrator {
    switch name {
    case "exact": ExactIntegrator()
    case "gsl-rkf45 (one thread)": try GSLIntegrator(stepper: .rkf45, parallelism: .singleThread)
    case "gsl-rkf45 (two threads)": try GSLIntegrator(stepper: .rkf45, parallelism: .twoThreads)
    default: try GSLIntegrator(stepper: .rkf45)
    }
}

/// 2,000 particles chasing swinging targets, advanced frame after frame across samples (they never
/// settle: their targets keep moving).
final class ParticleFixture: @unchecked Sendable {
    static let count = 2_000
    var batch = ChannelBatch()
    var ids: [ChannelID] = []
    var integrator: any Integrator
    var base: [Double] = [], amplitude: [Double] = [], omega: [Double] = [], phase: [Double] = []
    var frameCount = 0

    init(integratorName: String) {
        integrator = try! makeIntegrator(named: integratorName)
        var state: UInt64 = 0x25
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        let presets: [Spring] = [.smooth, .snappy, .bouncy, .pop, .rebound, .stTransitionLayout]
        for i in 0..<Self.count {
            base.append(next() * 400)
            amplitude.append(20 + next() * 130)
            omega.append(1 + next() * 7)
            phase.append(next() * 6.28)
            ids.append(try! batch.addChannel(position: next() * 400, target: goal(i, 0), spring: presets[i % presets.count]))
        }
    }

    func goal(_ i: Int, _ t: Double) -> Double { base[i] + amplitude[i] * sin(omega[i] * t + phase[i]) }

    /// Retargets every particle (or only particle `frameCount % count`) to its goal now, then advances 1/60 s.
    func frame(everyParticle: Bool) throws {
        let t = Double(frameCount) / 60
        if everyParticle {
            for i in 0..<Self.count { try batch.retarget(ids[i], to: goal(i, t)) }
        } else {
            let i = frameCount % Self.count
            try batch.retarget(ids[i], to: goal(i, t))
        }
        try integrator.advance(&batch, by: 1.0 / 60)
        frameCount += 1
    }
}

/// A collection view with a running 100,000-cell grid-to-list transition (4 columns to a list,
/// 390 × 844 pt, scrolled to the middle), rebuilt outside the measured region every 0.5 s.
final class LargeTransitionFixture: @unchecked Sendable {
    let integratorName: String
    var view: CollectionView
    var frames = Int.max

    init(integratorName: String) {
        self.integratorName = integratorName
        view = try! Self.makeView()
    }

    static func makeView() throws -> CollectionView {
        let grid = GridLayout(configuration: .init(columns: 4, interitemSpacing: 4, lineSpacing: 4))
        return try CollectionView(layout: grid, dataCounts: DataCounts([100_000]), boundsSize: Size(width: 390, height: 844),
                                  contentOffset: Point(x: 0, y: 200_000))
    }

    func restartIfNeeded() throws {
        guard frames >= 60 else {
            frames += 1
            return
        }
        view = try Self.makeView()
        let list = FlowLayout(configuration: .init(itemSize: Size(width: 390, height: 44), minimumLineSpacing: 1, minimumInteritemSpacing: 0))
        let transition = try view.transition(to: list, using: .spring(.smooth), integrator: try makeIntegrator(named: integratorName))
        try transition.setToContentOffset(for: IndexPath(section: 0, item: 50_000), at: .centeredVertically)
        frames = 1
    }
}
