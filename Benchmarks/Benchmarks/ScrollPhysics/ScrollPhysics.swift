import Benchmark
import SpringTransitions

/// One 120 Hz frame of scroll physics (`ScrollDriver`): a deceleration after a fling, and a
/// spring back from overscroll. Each is measured on the driver alone (`advance(to:)`: the closed
/// forms) and through a collection view over a 10,000-row list (`advance(to:in:)`, which also
/// sets the view's content offset). A new motion is started, outside the measured region, every
/// 0.5 s of simulated time, so every sample is a frame of a motion under way.
///
/// Run with `swift package --disable-sandbox benchmark --target ScrollPhysics`.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 2_000
    )

    // The framework's own allocations inside a measured sample; subtract from the others.
    Benchmark("ScrollPhysics: baseline, empty sample") { benchmark in
        benchmark.startMeasurement()
        blackHole(benchmark)
        benchmark.stopMeasurement()
    }

    for motion in [ScrollFixture.Motion.deceleration, .springBack] {
        let driverOnly = ScrollFixture(motion)
        Benchmark("ScrollPhysics: \(motion.rawValue) frame, driver") { benchmark in
            try driverOnly.restartIfNeeded()
            let t = driverOnly.nextFrameTime()
            benchmark.startMeasurement()
            try driverOnly.driver.advance(to: t)
            benchmark.stopMeasurement()
            blackHole(driverOnly.driver.contentOffset)
        }
        let withView = ScrollFixture(motion)
        Benchmark("ScrollPhysics: \(motion.rawValue) frame, collection view") { benchmark in
            try withView.restartIfNeeded()
            let t = withView.nextFrameTime()
            benchmark.startMeasurement()
            try withView.driver.advance(to: t, in: &withView.view)
            benchmark.stopMeasurement()
            blackHole(withView.view.contentOffset)
        }
    }
}

/// A 390 × 844 collection view over a 10,000-row list and a driver moving it.
final class ScrollFixture: @unchecked Sendable {
    /// Which motion the fixture runs.
    enum Motion: String {
        case deceleration
        case springBack = "spring-back"
    }

    let motion: Motion
    var view: CollectionView
    var driver: ScrollDriver
    var frames = Int.max

    init(_ motion: Motion) {
        self.motion = motion
        view = try! Self.makeView()
        driver = try! ScrollDriver(view: view)
    }

    static func makeView() throws -> CollectionView {
        let list = FlowLayout(configuration: .init(itemSize: Size(width: 390, height: 44), minimumLineSpacing: 1,
                                                   minimumInteritemSpacing: 0))
        return try CollectionView(layout: list, dataCounts: DataCounts([10_000]), boundsSize: Size(width: 390, height: 844),
                                  contentOffset: Point(x: 0, y: 200_000))
    }

    /// The next frame's time, 1/120 s after the last.
    func nextFrameTime() -> Double {
        frames += 1
        return driver.time + 1.0 / 120
    }

    /// Starts a new motion when the current one has run for 0.5 s (60 frames).
    func restartIfNeeded() throws {
        guard frames >= 60 else { return }
        view = try Self.makeView()
        switch motion {
        case .deceleration:
            driver = try ScrollDriver(view: view)
            try driver.fling(velocity: Point(x: 0, y: 3000), time: 0, in: &view)
        case .springBack:
            try view.setContentOffset(Point(x: 0, y: 0))
            driver = try ScrollDriver(view: view)
            try driver.beginDragging(at: Point(x: 0, y: 100), time: 0, in: &view)
            try driver.drag(to: Point(x: 0, y: 400), time: 0.1, in: &view)
            try driver.endDragging(touchVelocity: Point(x: 0, y: 600), time: 0.1, in: &view)
        }
        frames = 0
    }
}
