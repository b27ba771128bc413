import Foundation
@testable import SpringDynamics
import SpringTestSupport
import Testing

/// What a batched integrator would put behind `params`: plain numbers, no closures.
private struct RawOscillator {
    var omegaSquared: Double
    var damping: Double
    var evaluations = 0
    var failAfter = Double.infinity
}

private func rawFunction(_ t: Double, _ y: UnsafePointer<Double>?, _ dydt: UnsafeMutablePointer<Double>?, _ params: UnsafeMutableRawPointer?) -> Int32 {
    guard let y, let dydt, let params else { return GSLStatus.fault }
    let p = params.assumingMemoryBound(to: RawOscillator.self)
    p.pointee.evaluations += 1
    if t > p.pointee.failAfter { return GSLStatus.badFunction }
    dydt[0] = y[1]
    dydt[1] = -p.pointee.omegaSquared * y[0] - p.pointee.damping * y[1]
    return GSLStatus.success
}

private func rawJacobian(
    _ t: Double, _ y: UnsafePointer<Double>?, _ dfdy: UnsafeMutablePointer<Double>?, _ dfdt: UnsafeMutablePointer<Double>?, _ params: UnsafeMutableRawPointer?
) -> Int32 {
    guard let dfdy, let dfdt, let params else { return GSLStatus.fault }
    let p = params.assumingMemoryBound(to: RawOscillator.self)
    dfdy[0] = 0
    dfdy[1] = 1
    dfdy[2] = -p.pointee.omegaSquared
    dfdy[3] = -p.pointee.damping
    dfdt[0] = 0
    dfdt[1] = 0
    return GSLStatus.success
}

/// The internal engine, driven the way a batched integrator would: raw C callbacks and a
/// params pointer, no closures.
@Suite("GSLDriver with raw C callbacks")
final class GSLDriverTests {
    fileprivate let params: UnsafeMutablePointer<RawOscillator>

    init() {
        params = .allocate(capacity: 1)
        params.initialize(to: RawOscillator(omegaSquared: 4, damping: 0.4))
    }

    deinit {
        params.deinitialize(count: 1)
        params.deallocate()
    }

    func makeDriver(_ stepper: Stepper, maximumSteps: Int = 100_000) throws -> GSLDriver {
        try GSLDriver(
            dimension: 2, function: rawFunction, jacobian: stepper.requiresJacobian ? rawJacobian : nil, params: UnsafeMutableRawPointer(params),
            stepper: stepper, tolerance: ODETolerance(absolute: 1e-9, relative: 1e-9), initialStep: 1e-3, minimumStep: 0, maximumSteps: maximumSteps
        )
    }

    @Test("integrates to the closed form in place", arguments: [Stepper.rkf45, .msbdf, .rk4imp])
    func integrates(_ stepper: Stepper) throws {
        let driver = try makeDriver(stepper)
        var storage = [1.0, 0.0], t = 0.0
        try storage.withUnsafeMutableBufferPointer { y in
            for i in 1...20 { try driver.advance(y, time: &t, to: Double(i) * 0.1) }
        }
        let exact = DampedOscillator.underdamped.exact(at: 2)
        #expect(abs(storage[0] - exact.x) < 1e-6)
        #expect(abs(storage[1] - exact.v) < 1e-6)
        #expect(driver.acceptedSteps > 0)
        #expect(params.pointee.evaluations > driver.acceptedSteps)
    }

    /// `stateUnchanged` only skips the copy in: a driver told so when it is true gives, bit for
    /// bit, what a driver that copies every time gives — through an outside change of the state
    /// (told `false`), a failed call and a veto (after which the driver's copy is stale and it
    /// copies again even when told `true`), for a single-step and a multistep stepper.
    @Test("stateUnchanged skips the copy in without changing any result", arguments: [Stepper.rkf45, .msadams])
    func stateUnchangedIsTransparent(_ stepper: Stepper) throws {
        let copying = try makeDriver(stepper), skipping = try makeDriver(stepper)
        var a = [1.0, 0.0], b = [1.0, 0.0]
        var ta = 0.0, tb = 0.0
        var untouched = false
        for frame in 0..<60 {
            let t1 = Double(frame + 1) / 60
            if frame == 20 {
                // An outside change: both states are moved; the skipping driver is told.
                a[1] += 0.5
                b[1] += 0.5
                untouched = false
            }
            if frame == 35 || frame == 45 {
                // A failed call (a callback error) or a veto: nothing is committed, and the
                // skipping driver's own copy was integrated in, so it must copy again.
                params.pointee.failAfter = frame == 35 ? ta : .infinity
                var ya = a, yb = b
                let tas = ta, tbs = tb
                _ = ya.withUnsafeMutableBufferPointer { y in
                    #expect(throws: ODEError.self) { try copying.advance(y, time: &ta, to: t1, accept: { frame != 45 }) }
                }
                _ = yb.withUnsafeMutableBufferPointer { y in
                    #expect(throws: ODEError.self) {
                        try skipping.advance(y, time: &tb, to: t1, stateUnchanged: untouched, accept: { frame != 45 })
                    }
                }
                params.pointee.failAfter = .infinity
                #expect(ta == tas && tb == tbs && ya == a && yb == b)
            }
            try a.withUnsafeMutableBufferPointer { y in try copying.advance(y, time: &ta, to: t1) }
            try b.withUnsafeMutableBufferPointer { y in try skipping.advance(y, time: &tb, to: t1, stateUnchanged: untouched) }
            untouched = true
            #expect(a[0].bitPattern == b[0].bitPattern && a[1].bitPattern == b[1].bitPattern, "frame \(frame)")
            #expect(ta == tb && copying.acceptedSteps == skipping.acceptedSteps, "frame \(frame)")
        }
    }

    @Test("a Jacobian stepper without a Jacobian is refused before GSL sees it")
    func jacobianCheck() {
        #expect(throws: ODEError.jacobianRequired(.bsimp)) {
            try GSLDriver(
                dimension: 2, function: rawFunction, jacobian: nil, params: UnsafeMutableRawPointer(params),
                stepper: .bsimp, tolerance: .standard, initialStep: 1e-3, minimumStep: 0, maximumSteps: 10
            )
        }
    }

    @Test("a callback returning GSL_EBADFUNC stops the call; y and t untouched")
    func badFunction() throws {
        let driver = try makeDriver(.rkf45)
        params.pointee.failAfter = 0.5
        var storage = [1.0, 0.0], t = 0.0
        storage.withUnsafeMutableBufferPointer { y in
            _ = #expect(throws: ODEError.gslFailure(status: GSLStatus.badFunction, operation: "gsl_odeiv2_evolve_apply")) {
                try driver.advance(y, time: &t, to: 1)
            }
        }
        #expect(storage == [1.0, 0.0])
        #expect(t == 0)
    }

    @Test("the accept veto turns success into failure without touching y")
    func acceptVeto() throws {
        let driver = try makeDriver(.rk8pd)
        var storage = [1.0, 0.0], t = 0.0
        storage.withUnsafeMutableBufferPointer { y in
            #expect(throws: ODEError.self) { try driver.advance(y, time: &t, to: 1, accept: { false }) }
            #expect(throws: ODEError.self) { try driver.advance(y, time: &t, fixedStep: 0.1, count: 3, accept: { false }) }
        }
        #expect(storage == [1.0, 0.0])
        #expect(t == 0)
    }

    @Test("maximumSteps counts accepted steps exactly")
    func exactStepLimit() throws {
        let probe = try makeDriver(.rk4)
        var storage = [1.0, 0.0], t = 0.0
        try storage.withUnsafeMutableBufferPointer { y in try probe.advance(y, time: &t, to: 1) }
        let needed = probe.acceptedSteps
        for (limit, succeeds) in [(needed, true), (needed - 1, false), (1, false)] {
            let driver = try makeDriver(.rk4, maximumSteps: limit)
            var state = [1.0, 0.0], time = 0.0
            let ok = (try? state.withUnsafeMutableBufferPointer { y in try driver.advance(y, time: &time, to: 1) }) != nil
            #expect(ok == succeeds, "limit \(limit) of \(needed)")
        }
    }
}
