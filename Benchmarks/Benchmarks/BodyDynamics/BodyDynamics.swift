import Benchmark
import CReferenceKernels
import SpringTransitions
#if canImport(Glibc)
import Glibc
#endif

/// One 120 Hz frame of a coupled chain of 10,000 unit masses (issue 12: within 1.2× of a C
/// program doing the same GSL integration), integrated by GSL rkf45 at a tolerance of 1e-6:
///
/// - **C GSL rkf45**: `gsl_odeiv2_driver_apply` on a hand-written right-hand side
///   (`st_chain_rhs` in CReferenceKernels), the same equations, state layout and arithmetic.
/// - **Swift BodySimulation**: the same chain as a `BodySystem` (one axis; a spring k = 200 and a
///   dashpot c = 2 from mass 0 to a wall at 0 and between neighbours), advanced by
///   `BodySimulation.advance(by:)` with `.adaptive(.rkf45)` at the same tolerance and first step.
///
/// Every sample is the same frame: before it (outside the measured region) both restore a warm
/// state — the chain 0.5 s after a deterministic random displacement of every mass in [−1, 1] —
/// and their step size (C: `gsl_odeiv2_driver_reset_hstart`; Swift: the solver sees the state
/// change and resets itself). Once per run, before measuring, the suite integrates that frame on
/// both sides and stops with an error unless the end states are bit-identical and both made the
/// same number of right-hand-side evaluations.
///
/// Run with `swift package --disable-sandbox benchmark --target BodyDynamics`.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: .seconds(getenv("SPRING_BENCH_QUICK") != nil ? 1 : 3),
        maxIterations: 2_000
    )

    Benchmark("BodyDynamics: baseline, empty sample") { benchmark in
        benchmark.startMeasurement()
        blackHole(benchmark)
        benchmark.stopMeasurement()
    }

    let count = 10_000
    var c: CChain?
    Benchmark("Chain of \(count) bodies, one 120 Hz frame, C GSL rkf45", closure: { benchmark in
        guard let chain = c else { return }
        for _ in benchmark.scaledIterations {
            chain.restore()
            benchmark.startMeasurement()
            blackHole(chain.frame())
            benchmark.stopMeasurement()
        }
    }, setup: { c = try ChainFixture(count: count).checkedC() }, teardown: { c = nil })

    var swift: SwiftChain?
    Benchmark("Chain of \(count) bodies, one 120 Hz frame, Swift BodySimulation rkf45", closure: { benchmark in
        guard let chain = swift else { return }
        for _ in benchmark.scaledIterations {
            chain.restore()
            benchmark.startMeasurement()
            try chain.frame()
            benchmark.stopMeasurement()
        }
    }, setup: { swift = try ChainFixture(count: count).checkedSwift() }, teardown: { swift = nil })
}

/// The chain's parameters, its warm state and the check that both sides do the same work.
final class ChainFixture {
    static let stiffness = 200.0
    static let damping = 2.0
    static let tolerance = 1e-6
    static let initialStep = 1e-3
    static let frame = 1.0 / 120
    /// The time of the warm state.
    static let warmTime = 0.5

    let count: Int
    /// u then v, 0.5 s into the motion.
    let warm: [Double]

    init(count: Int) throws {
        self.count = count
        let simulation = try SwiftChain.makeSimulation(count: count, state: Self.initialState(count: count))
        try simulation.advance(by: Self.warmTime)
        warm = simulation.system.withState { Array($0) }
    }

    /// Every mass displaced by a deterministic pseudo-random amount in [−1, 1], at rest.
    static func initialState(count: Int) -> [Double] {
        var generator: UInt64 = 0x9E37_79B9_7F4A_7C15
        var state = [Double](repeating: 0, count: 2 * count)
        for i in 0..<count {
            generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            state[i] = Double(generator >> 11) / Double(1 << 53) * 2 - 1
        }
        return state
    }

    /// Runs the frame once on both sides and throws unless the results are bit-identical with
    /// the same number of evaluations.
    func verify() throws -> (CChain, SwiftChain) {
        let cChain = try CChain(fixture: self)
        let swiftChain = try SwiftChain(fixture: self)
        cChain.restore()
        swiftChain.restore()
        let evaluationsC = st_chain_function_evaluations(cChain.chain)
        let evaluationsSwift = swiftChain.simulation.statistics.functionEvaluations
        _ = cChain.frame()
        try swiftChain.frame()
        let dC = Int(st_chain_function_evaluations(cChain.chain) - evaluationsC)
        let dSwift = swiftChain.simulation.statistics.functionEvaluations - evaluationsSwift
        let swiftState = swiftChain.simulation.system.withState { Array($0) }
        let differing = zip(cChain.y, swiftState).filter { $0.bitPattern != $1.bitPattern }.count
        guard dC == dSwift, differing == 0 else {
            throw ChainMismatch(description: "chain frame: C made \(dC) evaluations, Swift \(dSwift); \(differing) of \(2 * count) state components differ")
        }
        print("BodyDynamics: one frame of the \(count)-body chain: \(dC) evaluations on both sides, bit-identical end states")
        return (cChain, swiftChain)
    }

    func checkedC() throws -> CChain { try verify().0 }
    func checkedSwift() throws -> SwiftChain { try verify().1 }
}

struct ChainMismatch: Error, CustomStringConvertible {
    let description: String
}

/// The C driver and its state.
final class CChain {
    let chain: OpaquePointer
    let warm: [Double]
    var y: [Double]
    var t = ChainFixture.warmTime

    init(fixture: ChainFixture) throws {
        guard let chain = st_chain_create(fixture.count, ChainFixture.stiffness, ChainFixture.damping,
                                          ChainFixture.tolerance, ChainFixture.tolerance, ChainFixture.initialStep) else {
            throw ChainMismatch(description: "st_chain_create failed")
        }
        self.chain = chain
        warm = fixture.warm
        y = warm
    }

    deinit { st_chain_free(chain) }

    func restore() {
        y.withUnsafeMutableBufferPointer { y in warm.withUnsafeBufferPointer { y.baseAddress!.update(from: $0.baseAddress!, count: $0.count) } }
        t = ChainFixture.warmTime
        st_chain_reset(chain)
    }

    func frame() -> Int32 {
        st_chain_advance(chain, &t, ChainFixture.warmTime + ChainFixture.frame, &y)
    }
}

/// The Swift simulation and its state.
final class SwiftChain {
    let simulation: BodySimulation
    let warm: [Double]

    static func makeSimulation(count: Int, state: [Double], time: Double = 0) throws -> BodySimulation {
        let system = try BodySystem(axes: 1, capacity: count, springCapacity: count)
        for i in 0..<count { try system.addBody(mass: 1, position: BodyVector(x: state[i]), velocity: BodyVector(x: state[count + i])) }
        let spring = try BodySpring(stiffness: ChainFixture.stiffness, damping: ChainFixture.damping)
        try system.addSpring(spring, from: 0, to: .anchor(.zero))
        for i in 1..<count { try system.addSpring(spring, from: i, to: .body(i - 1)) }
        let tolerance = try ODETolerance(absolute: ChainFixture.tolerance, relative: ChainFixture.tolerance)
        return try BodySimulation(system: system, method: .adaptive(.rkf45, tolerance: tolerance), time: time)
    }

    init(fixture: ChainFixture) throws {
        warm = fixture.warm
        simulation = try Self.makeSimulation(count: fixture.count, state: fixture.warm, time: ChainFixture.warmTime)
    }

    /// Restores the warm state; the solver sees the change and starts again from its first step.
    func restore() {
        simulation.system.withState { state in
            warm.withUnsafeBufferPointer { state.baseAddress!.update(from: $0.baseAddress!, count: $0.count) }
        }
    }

    func frame() throws {
        try simulation.advance(by: ChainFixture.frame)
    }
}
