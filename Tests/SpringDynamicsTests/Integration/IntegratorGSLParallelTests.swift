@testable import SpringDynamics
import SpringTestSupport
import Testing

/// `GSLIntegrator` on two threads against the same integrator on one: every bit of every
/// position and velocity, every frame, and the statistics; failures report the same error.
@Suite("GSLIntegrator on two threads")
struct IntegratorGSLParallelTests {
    /// `count` channels with random UI springs, displacements and velocities.
    static func randomSpecs(_ count: Int, seed: UInt64) -> [ChannelSpec] {
        var g = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            ChannelSpec(spring: ChannelSpec.spring(Double.random(in: 5...40, using: &g), Double.random(in: 0.2...2, using: &g)),
                        position: Double.random(in: -600...600, using: &g), velocity: Double.random(in: -2000...2000, using: &g),
                        target: Double.random(in: -100...100, using: &g))
        }
    }

    /// Runs `frames` 120 Hz frames on one thread and with `parallelism`, retargeting a few
    /// channels and removing the settled ones every 20 frames, and compares the batches bit for
    /// bit after every frame and the statistics at the end.
    static func compare(stepper: Stepper, blockSize: Int?, channels: Int, frames: Int, parallelism: GSLIntegrator.Parallelism) throws {
        let specs = randomSpecs(channels, seed: UInt64(channels) &* 31 &+ UInt64(frames))
        var (single, ids) = try makeBatch(specs)
        var (parallel, _) = try makeBatch(specs)
        let one = try GSLIntegrator(stepper: stepper, blockSize: blockSize, parallelism: .singleThread)
        let two = try GSLIntegrator(stepper: stepper, blockSize: blockSize, parallelism: parallelism)
        #expect(two.parallelism == parallelism)
        var g = SeededGenerator(seed: 7)
        for frame in 0..<frames {
            if frame > 0 && frame % 20 == 0 {
                for _ in 0..<10 {
                    let id = ids[Int.random(in: 0..<ids.count, using: &g)]
                    let target = Double.random(in: -300...300, using: &g)
                    try? single.retarget(id, to: target)
                    try? parallel.retarget(id, to: target)
                }
                _ = single.removeSettled()
                _ = parallel.removeSettled()
            }
            try one.advance(&single, by: 1.0 / 120)
            try two.advance(&parallel, by: 1.0 / 120)
            #expect(BatchSnapshot(parallel) == BatchSnapshot(single), "frame \(frame)")
        }
        #expect(two.statistics == one.statistics)
        #expect(two.blockCount == one.blockCount)
        // The second thread did take part (single-thread integrators never create it).
        #expect((two.worker != nil) == (parallelism == .twoThreads || channels >= GSLIntegrator.automaticParallelismThreshold))
        #expect(one.worker == nil)
    }

    @Test("the default is automatic: two threads from the threshold, one below")
    func defaultParallelism() throws {
        #expect(try GSLIntegrator().parallelism == .automatic)
        #expect(try GSLIntegrator(stepper: .rk4, blockSize: 8).parallelism == .automatic)
    }

    @Test("rkf45: bit-identical to one thread over 100 frames", arguments: [64, 1024])
    func rkf45(blockSize: Int) throws {
        try Self.compare(stepper: .rkf45, blockSize: blockSize, channels: 5_000, frames: 100, parallelism: .twoThreads)
    }

    @Test("rk4imp (implicit, B = 2): bit-identical to one thread over 40 frames")
    func rk4imp() throws {
        try Self.compare(stepper: .rk4imp, blockSize: nil, channels: 300, frames: 40, parallelism: .twoThreads)
    }

    @Test("msadams (multistep history carried across frames): bit-identical over 60 frames")
    func msadams() throws {
        try Self.compare(stepper: .msadams, blockSize: 128, channels: 2_000, frames: 60, parallelism: .twoThreads)
    }

    @Test("automatic: bit-identical below and above the threshold")
    func automatic() throws {
        try Self.compare(stepper: .rkf45, blockSize: nil, channels: 1_000, frames: 10, parallelism: .automatic)
        try Self.compare(stepper: .rkf45, blockSize: nil, channels: GSLIntegrator.automaticParallelismThreshold + 500,
                         frames: 5, parallelism: .automatic)
    }

    /// Blocks of one channel, six channels; `hard` lists the channels that fail (the step limit
    /// is 1 at a tolerance of 1e-12). Blocks 0–2 run on the calling thread, 3–5 on the worker.
    static func failure(hard: [Int]) throws -> (single: IntegratorError?, parallel: IntegratorError?) {
        let tolerance = try ODETolerance(absolute: 1e-12, relative: 0)
        var specs = Array(repeating: IntegratorGSLFailureTests.easy, count: 6)
        for i in hard { specs[i] = ChannelSpec(spring: ChannelSpec.spring(100 + Double(i), 0.2), position: 1000, velocity: 0, target: 0) }
        var (a, _) = try makeBatch(specs)
        var (b, _) = try makeBatch(specs)
        let beforeA = BatchSnapshot(a), beforeB = BatchSnapshot(b)
        let one = try GSLIntegrator(stepper: .rkf45, tolerance: tolerance, blockSize: 1, maximumStepsPerFrame: 1)
        let two = try GSLIntegrator(stepper: .rkf45, tolerance: tolerance, blockSize: 1, maximumStepsPerFrame: 1, parallelism: .twoThreads)
        let e1 = #expect(throws: IntegratorError.self) { try one.advance(&a, by: 0.001) }
        let e2 = #expect(throws: IntegratorError.self) { try two.advance(&b, by: 0.001) }
        #expect(BatchSnapshot(a) == beforeA)
        #expect(BatchSnapshot(b) == beforeB)
        #expect(two.worker != nil)
        return (e1, e2)
    }

    @Test("a failing block: the same error as on one thread, the batch unchanged", arguments: [[1], [4], [1, 4], [4, 5], [0, 3]])
    func failingBlocks(hard: [Int]) throws {
        let (single, parallel) = try Self.failure(hard: hard)
        guard case .solverFailed(.maximumStepsExceeded)? = single else {
            Issue.record("unexpected \(String(describing: single))")
            return
        }
        #expect(parallel == single)
    }

    @Test("a failed frame is followed by frames identical to one thread's")
    func recoveryAfterFailure() throws {
        let tolerance = try ODETolerance(absolute: 1e-12, relative: 0)
        var specs = Array(repeating: IntegratorGSLFailureTests.easy, count: 6)
        specs[4] = ChannelSpec(spring: ChannelSpec.spring(100, 0.2), position: 1000, velocity: 0, target: 0)
        var (a, ids) = try makeBatch(specs)
        var (b, _) = try makeBatch(specs)
        let one = try GSLIntegrator(stepper: .rkf45, tolerance: tolerance, blockSize: 1, maximumStepsPerFrame: 1)
        let two = try GSLIntegrator(stepper: .rkf45, tolerance: tolerance, blockSize: 1, maximumStepsPerFrame: 1, parallelism: .twoThreads)
        #expect(throws: IntegratorError.self) { try one.advance(&a, by: 0.001) }
        #expect(throws: IntegratorError.self) { try two.advance(&b, by: 0.001) }
        try a.setState(of: ids[4], position: 2e-9, velocity: 0)
        try b.setState(of: ids[4], position: 2e-9, velocity: 0)
        for _ in 0..<5 {
            try one.advance(&a, by: 0.001)
            try two.advance(&b, by: 0.001)
            #expect(BatchSnapshot(a) == BatchSnapshot(b))
        }
    }
}
