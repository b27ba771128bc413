import Testing
@testable import SpringDynamics
import SpringTestSupport

/// The explicit steppers step their blocks on one set of GSL work arrays per thread
/// (`GSLWorkArrays`) instead of a GSL driver per block: the same bits, statistics and errors as
/// a driver per block, through restarts, retargets, moving targets, settling, growth, failures,
/// and on two threads.
@Suite("GSL: shared work arrays")
struct IntegratorGSLWorkArraysTests {
    static let explicitSteppers: [Stepper] = [.rk2, .rk4, .rkf45, .rkck, .rk8pd]

    /// An integrator of `stepper` in blocks of 8, on shared work arrays or on a driver per block.
    static func integrator(_ stepper: Stepper, shared: Bool, parallelism: GSLIntegrator.Parallelism = .singleThread,
                           maximumSteps: Int = 10_000) throws -> GSLIntegrator {
        let gsl = try GSLIntegrator(stepper: stepper, blockSize: 8, maximumStepsPerFrame: maximumSteps, parallelism: parallelism)
        #expect(gsl.sharesWorkArrays)
        gsl.sharesWorkArrays = shared
        return gsl
    }

    /// Every position and velocity of the batch, bit for bit, in channel order.
    static func bits(_ batch: ChannelBatch, _ ids: [ChannelID]) -> [UInt64] {
        ids.flatMap { [batch.position(of: $0).bitPattern, batch.velocity(of: $0).bitPattern] }
    }

    /// A script of outside changes: 13 channels on four springs (two blocks, the last one partial),
    /// then retargets (one standing, one moving), a new state, another spring, settling, 20 more
    /// channels (the last block is replaced by full ones) and a frame rate change. Returns the
    /// states after every frame and the integrator's statistics and restarts.
    static func script(_ gsl: GSLIntegrator) throws -> (states: [[UInt64]], statistics: IntegrationStatistics, restarts: Int) {
        var batch = ChannelBatch()
        var ids: [ChannelID] = []
        let springs: [Spring] = [.bouncy, .smooth, .snappy, try Spring(duration: 0.8, bounce: 0.4)]
        func add(_ count: Int) throws {
            for _ in 0..<count {
                let i = ids.count
                ids.append(try batch.addChannel(position: Double(i) * 23 - 90, velocity: Double(i % 5) * 40 - 80,
                                                target: 300 - Double(i) * 17, spring: springs[i % 4]))
            }
        }
        try add(13)
        var states: [[UInt64]] = []
        for k in 0..<90 {
            switch k {
            case 5: try batch.retarget(ids[2], to: -40)
            case 9: try batch.retarget(ids[11], to: 10, velocity: 120)
            case 14: try batch.setState(of: ids[6], position: 3, velocity: -700)
            case 20: try batch.setSpring(of: ids[0], to: .snappy)
            case 30: try batch.retarget(ids[11], to: batch.target(of: ids[11]), velocity: 0)
            case 40: try add(20)
            default: break
            }
            _ = batch.removeSettled()
            try gsl.advance(&batch, by: k < 60 ? 1.0 / 120 : 1.0 / 60)
            states.append(bits(batch, ids))
        }
        return (states, gsl.statistics, gsl.blockRestarts)
    }

    @Test("the same bits, statistics and restarts as a GSL driver per block", arguments: explicitSteppers)
    func sameAsDriverPerBlock(_ stepper: Stepper) throws {
        let shared = try Self.script(try Self.integrator(stepper, shared: true))
        let own = try Self.script(try Self.integrator(stepper, shared: false))
        #expect(shared.states == own.states)
        #expect(shared.statistics == own.statistics)
        #expect(shared.restarts == own.restarts)
        #expect(shared.statistics.acceptedSteps > 0 && shared.restarts > 2)
    }

    @Test("two threads on their own work arrays give the bits of one", arguments: [Stepper.rkf45, .rk8pd])
    func twoThreads(_ stepper: Stepper) throws {
        let two = try Self.script(try Self.integrator(stepper, shared: true, parallelism: .twoThreads))
        let one = try Self.script(try Self.integrator(stepper, shared: true))
        #expect(two.states == one.states)
        #expect(two.statistics == one.statistics)
        #expect(two.restarts == one.restarts)
    }

    @Test("a failed frame throws the driver's error, leaves the batch alone, and the next frames match it",
          arguments: explicitSteppers)
    func failureAndRecovery(_ stepper: Stepper) throws {
        func run(shared: Bool) throws -> (error: IntegratorError?, states: [[UInt64]], statistics: IntegrationStatistics) {
            let gsl = try Self.integrator(stepper, shared: shared, maximumSteps: 100)
            var batch = ChannelBatch()
            var ids: [ChannelID] = []
            for i in 0..<10 {
                ids.append(try batch.addChannel(position: Double(i) * 50, velocity: 0, target: -200, spring: .bouncy))
            }
            var states: [[UInt64]] = []
            try gsl.advance(&batch, by: 1.0 / 120)
            states.append(Self.bits(batch, ids))
            let before = Self.bits(batch, ids)
            var thrown: IntegratorError?
            do { try gsl.advance(&batch, by: 100) } catch let error as IntegratorError { thrown = error }
            #expect(Self.bits(batch, ids) == before)
            for _ in 0..<10 {
                try gsl.advance(&batch, by: 1.0 / 120)
                states.append(Self.bits(batch, ids))
            }
            return (thrown, states, gsl.statistics)
        }
        let shared = try run(shared: true), own = try run(shared: false)
        guard case .solverFailed(.maximumStepsExceeded(let time))? = shared.error else {
            Issue.record("expected a step-limit failure, got \(String(describing: shared.error))")
            return
        }
        #expect(time > 0 && time < 100)
        #expect(shared.error == own.error)
        #expect(shared.states == own.states)
        #expect(shared.statistics == own.statistics)
    }

    @Test("steppers with history and per-component tolerances keep a driver per block")
    func whoShares() throws {
        for stepper in Stepper.allCases {
            let gsl = try GSLIntegrator(stepper: stepper)
            #expect(gsl.sharesWorkArrays == Self.explicitSteppers.contains(stepper), "\(stepper)")
        }
        var tolerance = ODETolerance.integratorDefault
        tolerance.componentAbsolute = [1e-6, 1e-6]
        let gsl = try GSLIntegrator(stepper: .rkf45, tolerance: tolerance, blockSize: 1)
        #expect(!gsl.sharesWorkArrays)
    }

    @Test("the block right-hand side gives the scalar formula's bits, two channels at a time or one",
          arguments: [1, 2, 3, 8, 9])
    func rightHandSide(_ n: Int) throws {
        var generator = SeededGenerator(seed: UInt64(n))
        let k = UnsafeMutablePointer<Double>.allocate(capacity: n), c = UnsafeMutablePointer<Double>.allocate(capacity: n)
        let u = UnsafeMutablePointer<Double>.allocate(capacity: n)
        defer { k.deallocate(); c.deallocate(); u.deallocate() }
        var y = [Double](repeating: 0, count: 2 * n), dydt = [Double](repeating: .nan, count: 2 * n)
        for i in 0..<n {
            // Zeros of both signs too: the sign of a zero product must match as well.
            k[i] = i % 4 == 3 ? 0 : generator.double(1...4000)
            c[i] = i % 4 == 3 ? 0 : generator.double(0...90)
            y[2 * i] = i % 3 == 2 ? -0.0 : generator.double(-600...600)
            y[2 * i + 1] = i % 3 == 1 ? 0.0 : generator.double(-5000...5000)
        }
        for moving in [false, true] {
            for i in 0..<n { u[i] = moving && i % 2 == 0 ? generator.double(-50...50) : 0 }
            var parameters = SpringBlockParameters(count: n, stiffness: k, damping: c, targetVelocity: u)
            parameters.movesTargets = moving
            let status = withUnsafeMutablePointer(to: &parameters) { p in
                y.withUnsafeBufferPointer { y in
                    dydt.withUnsafeMutableBufferPointer { d in springBlockFunction(0, y.baseAddress, d.baseAddress, p) }
                }
            }
            #expect(status == 0)
            #expect(parameters.functionEvaluations == 1)
            for i in 0..<n {
                let x = y[2 * i], v = y[2 * i + 1]
                #expect(dydt[2 * i].bitPattern == (v - u[i]).bitPattern, "channel \(i), moving \(moving)")
                #expect(dydt[2 * i + 1].bitPattern == (-k[i] * x - c[i] * v).bitPattern, "channel \(i), moving \(moving)")
            }
        }
    }

    @Test("after a frame, removeSettled finds what it finds without the integrator's rest hint",
          arguments: [GSLIntegrator.Parallelism.singleThread, .twoThreads])
    func restHint(_ parallelism: GSLIntegrator.Parallelism) throws {
        let gsl = try GSLIntegrator(stepper: .rkf45, blockSize: 4, parallelism: parallelism)
        var batch = ChannelBatch()
        for i in 0..<11 {
            try batch.addChannel(position: Double(i) * 3 + 1, velocity: Double(i % 3) * 10, target: 0,
                                 spring: i % 2 == 0 ? .snappy : .smooth)
        }
        var removedTotal = 0, hinted = 0
        for _ in 0..<240 where batch.activeCount > 0 {
            try gsl.advance(&batch, by: 1.0 / 60)
            var unhinted = batch
            unhinted.forgetPassHints()
            if batch._knownUnsettled { hinted += 1 }
            var removedHere: [ChannelID] = [], removedThere: [ChannelID] = []
            let removed = batch.removeSettled { removedHere.append($0) }
            #expect(removed == unhinted.removeSettled { removedThere.append($0) })
            #expect(removedHere == removedThere)
            removedTotal += removed
        }
        #expect(removedTotal == 11)
        #expect(hinted > 0)
    }
}
