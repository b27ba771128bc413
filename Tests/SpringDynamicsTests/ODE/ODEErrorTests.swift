import Foundation
import SpringDynamics
import SpringTestSupport
import Testing

/// A user error type, to check that the solver rethrows the very same error.
private struct SpringBroke: Error, Equatable {
    let code: Int
}

/// Switches for the throwing closures.
private final class Trap {
    var functionAfter = Double.infinity
    var jacobianAfter = Double.infinity
}

/// The damped oscillator whose closures throw `SpringBroke` once t passes the trap's times.
private func trappedOscillator(_ trap: Trap) throws -> ODESystem {
    try ODESystem(dimension: 2) { t, y, dydt in
        if t > trap.functionAfter { throw SpringBroke(code: 7) }
        dydt[0] = y[1]
        dydt[1] = -4 * y[0] - 0.4 * y[1]
    } jacobian: { t, _, dfdy, dfdt in
        if t > trap.jacobianAfter { throw SpringBroke(code: 8) }
        dfdy[0] = 0
        dfdy[1] = 1
        dfdy[2] = -4
        dfdy[3] = -0.4
        dfdt[0] = 0
        dfdt[1] = 0
    }
}

@Suite("Errors")
struct ODEErrorTests {
    @Test("a Jacobian stepper without a Jacobian throws jacobianRequired under jacobian: .analytic, and uses finite differences otherwise",
          arguments: Stepper.allCases.filter(\.requiresJacobian))
    func jacobianRequired(_ stepper: Stepper) throws {
        let system = try DampedOscillator.underdamped.system(withJacobian: false)
        let error = #expect(throws: ODEError.jacobianRequired(stepper)) {
            try ODESolver(system: system, stepper: stepper, jacobian: .analytic)
        }
        #expect(error?.description == "Stepper \(stepper.rawValue) requires a Jacobian and jacobian: .analytic forbids finite differences; pass one to ODESystem(dimension:function:jacobian:) or use jacobian: .automatic.")
        let solver = try ODESolver(system: system, stepper: stepper, tolerance: ODETolerance(absolute: 1e-8, relative: 1e-8))
        #expect(solver.usesFiniteDifferences)
        var y = [1.0, 0.0], t = 0.0
        try solver.advance(&y, time: &t, to: 1)
        let exact = DampedOscillator.underdamped.exact(at: 1)
        // Measured: rk1imp (order 1) 9e-5, the others below 2e-6.
        let bound = stepper == .rk1imp ? 3e-4 : 1e-5
        #expect(abs(y[0] - exact.x) < bound && abs(y[1] - exact.v) < bound, "\(stepper): \(y)")
    }

    @Test("steppers without a Jacobian requirement work without one", arguments: Stepper.allCases.filter { !$0.requiresJacobian })
    func noJacobianNeeded(_ stepper: Stepper) throws {
        let solver = try ODESolver(system: DampedOscillator.underdamped.system(withJacobian: false), stepper: stepper)
        var y = [1.0, 0.0], t = 0.0
        try solver.advance(&y, time: &t, to: 1)
        #expect(isClose(y[0], DampedOscillator.underdamped.exact(at: 1).x, absolute: 1e-5))
    }

    @Test("a throwing right-hand side surfaces as the same error; y and t untouched; solver usable after", arguments: Stepper.allCases)
    func throwingFunction(_ stepper: Stepper) throws {
        let trap = Trap()
        let solver = try ODESolver(system: trappedOscillator(trap), stepper: stepper, tolerance: ODETolerance(absolute: 1e-8, relative: 1e-8))
        var y = [1.0, 0.0], t = 0.0
        try solver.advance(&y, time: &t, to: 0.5)
        let savedY = y, savedT = t

        trap.functionAfter = 0.7
        #expect(throws: SpringBroke(code: 7)) { try solver.advance(&y, time: &t, to: 1) }
        #expect(y == savedY)
        #expect(t == savedT)
        // Small fixed steps, so that msadams' functional iteration converges at this tolerance.
        #expect(throws: SpringBroke(code: 7)) { try solver.advance(&y, time: &t, fixedStep: 0.001, count: 500) }
        #expect(y == savedY)
        #expect(t == savedT)

        trap.functionAfter = .infinity
        try solver.advance(&y, time: &t, to: 1)
        let exact = DampedOscillator.underdamped.exact(at: 1)
        #expect(abs(y[0] - exact.x) <= stepper.accuracyFactor * 1e-8)
        #expect(abs(y[1] - exact.v) <= stepper.accuracyFactor * 1e-8)
    }

    @Test("a throwing Jacobian surfaces as the same error; y and t untouched; solver usable after", arguments: Stepper.allCases.filter(\.requiresJacobian))
    func throwingJacobian(_ stepper: Stepper) throws {
        let trap = Trap()
        let solver = try ODESolver(system: trappedOscillator(trap), stepper: stepper, tolerance: ODETolerance(absolute: 1e-8, relative: 1e-8))
        var y = [1.0, 0.0], t = 0.0
        try solver.advance(&y, time: &t, to: 0.5)
        let savedY = y, savedT = t

        // From now on every Jacobian evaluation throws. msbdf re-evaluates its Jacobian only
        // every few steps (and bsimp may cover 0.5 s in one step), so reset: the next step
        // then needs a Jacobian for every stepper.
        trap.jacobianAfter = -.infinity
        solver.reset()
        #expect(throws: SpringBroke(code: 8)) { try solver.advance(&y, time: &t, to: 1) }
        #expect(y == savedY)
        #expect(t == savedT)
        #expect(throws: SpringBroke(code: 8)) { try solver.advance(&y, time: &t, fixedStep: 0.01, count: 50) }
        #expect(y == savedY)
        #expect(t == savedT)

        trap.jacobianAfter = .infinity
        try solver.advance(&y, time: &t, to: 1)
        #expect(abs(y[0] - DampedOscillator.underdamped.exact(at: 1).x) <= stepper.accuracyFactor * 1e-8)
    }

    @Test("maximumSteps is exact; exceeding it throws and leaves y and t untouched")
    func maximumSteps() throws {
        let system = try DampedOscillator.underdamped.system()
        let tolerance = try ODETolerance(absolute: 1e-8, relative: 1e-8)
        let probe = try ODESolver(system: system, stepper: .rkf45, tolerance: tolerance)
        var y = [1.0, 0.0], t = 0.0
        try probe.advance(&y, time: &t, to: 3)
        let needed = probe.statistics.acceptedSteps

        let enough = try ODESolver(system: system, stepper: .rkf45, tolerance: tolerance, maximumSteps: needed)
        y = [1.0, 0.0]
        t = 0
        try enough.advance(&y, time: &t, to: 3)
        #expect(t == 3)

        let tooFew = try ODESolver(system: system, stepper: .rkf45, tolerance: tolerance, maximumSteps: needed - 1)
        y = [1.0, 0.0]
        t = 0
        let error = #expect(throws: ODEError.self) { try tooFew.advance(&y, time: &t, to: 3) }
        guard case .maximumStepsExceeded(let time) = error else {
            Issue.record("expected maximumStepsExceeded, got \(String(describing: error))")
            return
        }
        #expect(time > 0 && time < 3)
        #expect(error?.description == "Integration stopped at t = \(time): the call used all the accepted steps its solver's maximumSteps: allows before reaching the target time; raise maximumSteps: or loosen the tolerance.")
        #expect(y == [1.0, 0.0])
        #expect(t == 0)
        #expect(tooFew.statistics.acceptedSteps == needed - 1)
    }

    /// An explicit method on the stiff problem needs steps of about 3e-5 for stability, far
    /// below the 1e-3 minimum.
    @Test("a minimum step larger than the control needs throws noProgress")
    func noProgress() throws {
        let solver = try ODESolver(system: DampedOscillator.stiff.system(), stepper: .rkf45, initialStep: 1e-3, minimumStep: 1e-3)
        var y = [1.0, 0.0], t = 0.0
        let error = #expect(throws: ODEError.self) { try solver.advance(&y, time: &t, to: 1) }
        guard case .noProgress(let time) = error else {
            Issue.record("expected noProgress, got \(String(describing: error))")
            return
        }
        #expect(time >= 0 && time < 1)
        #expect(error?.description == "Integration stopped at t = \(time): the step size needed to meet the tolerance fell below the minimum step size or what t can resolve.")
        #expect(y == [1.0, 0.0])
        #expect(t == 0)
    }

    @Test("invalid solver parameters: exact messages")
    func invalidSolverParameters() throws {
        let system = try DampedOscillator.underdamped.system()
        var tolerance = ODETolerance.standard
        tolerance.relative = -1
        let cases: [(() throws -> ODESolver, String)] = [
            ({ try ODESolver(system: system, stepper: .rk4, initialStep: 0) }, "Invalid initialStep = 0.0: must be a finite number greater than 0."),
            ({ try ODESolver(system: system, stepper: .rk4, initialStep: .infinity) }, "Invalid initialStep = inf: must be a finite number greater than 0."),
            ({ try ODESolver(system: system, stepper: .rk4, initialStep: 0.01, minimumStep: 0.1) }, "Invalid minimumStep = 0.1: must be a finite number from 0 to initialStep = 0.01."),
            ({ try ODESolver(system: system, stepper: .rk4, minimumStep: -1) }, "Invalid minimumStep = -1.0: must be a finite number from 0 to initialStep = 0.001."),
            ({ try ODESolver(system: system, stepper: .rk4, maximumSteps: 0) }, "Invalid maximumSteps = 0.0: must be at least 1."),
            ({ try ODESolver(system: system, stepper: .rk4, tolerance: tolerance) }, "Invalid tolerance.relative = -1.0: must be a finite number at least 0."),
        ]
        for (make, message) in cases {
            let error = #expect(throws: ODEError.self) { _ = try make() }
            #expect(error?.description == message)
        }
    }

    @Test("invalid dimension: exact messages")
    func invalidDimension() {
        for dimension in [0, -3] {
            let error = #expect(throws: ODEError.invalidDimension(dimension)) {
                try ODESystem(dimension: dimension) { _, _, _ in }
            }
            #expect(error?.description == "Invalid dimension \(dimension): an ODE system needs at least 1 equation.")
        }
    }

    @Test("a state of the wrong length throws dimensionMismatch and is left alone")
    func dimensionMismatch() throws {
        let solver = try ODESolver(system: DampedOscillator.underdamped.system(), stepper: .rkf45)
        var y = [1.0, 0.0, 5.0], t = 0.0
        let error = #expect(throws: ODEError.dimensionMismatch(expected: 2, actual: 3)) { try solver.advance(&y, time: &t, to: 1) }
        #expect(error?.description == "The state has 3 components but the system has dimension 2.")
        #expect(throws: ODEError.dimensionMismatch(expected: 2, actual: 3)) { try solver.advance(&y, time: &t, fixedStep: 0.1, count: 1) }
        var short = [1.0]
        #expect(throws: ODEError.dimensionMismatch(expected: 2, actual: 1)) { try solver.advance(&short, time: &t, to: 1) }
        #expect(y == [1.0, 0.0, 5.0])
        #expect(short == [1.0])
        #expect(t == 0)
    }

    @Test("non-finite inputs: exact messages")
    func nonFiniteInputs() throws {
        let solver = try ODESolver(system: DampedOscillator.underdamped.system(), stepper: .rkf45)
        let cases: [([Double], Double, Double, String)] = [
            ([1, .nan], 0, 1, "Invalid y[1] = nan: must be finite."),
            ([-.infinity, 0], 0, 1, "Invalid y[0] = -inf: must be finite."),
            ([1, 0], .nan, 1, "Invalid t = nan: must be finite."),
            ([1, 0], 0, .infinity, "Invalid t1 = inf: must be finite."),
        ]
        for (state, start, end, message) in cases {
            var y = state, t = start
            let error = #expect(throws: ODEError.self) { try solver.advance(&y, time: &t, to: end) }
            #expect(error?.description == message)
            #expect(t.isNaN ? start.isNaN : t == start)
        }
    }

    @Test("a right-hand side producing NaN throws nonFiniteState and leaves y alone")
    func nonFiniteResult() throws {
        let system = try ODESystem(dimension: 1) { t, _, dydt in dydt[0] = t > 0.5 ? .nan : 1 }
        let solver = try ODESolver(system: system, stepper: .rkf45)
        var y = [0.0], t = 0.0
        let error = #expect(throws: ODEError.nonFiniteState(time: 1)) { try solver.advance(&y, time: &t, to: 1) }
        #expect(error?.description == "The state became non-finite (NaN or infinity) by t = 1.0.")
        #expect(y == [0.0])
        #expect(t == 0)
        try solver.advance(&y, time: &t, to: 0.25)
        #expect(isClose(y[0], 0.25, absolute: 1e-12))
    }

    @Test("integrating from inside a callback throws reentrantUse; the solver survives")
    func reentrancy() throws {
        var solver: ODESolver?
        var nested = true
        let system = try ODESystem(dimension: 1) { _, _, dydt in
            if nested, let solver {
                var inner = [0.0], innerTime = 0.0
                try solver.advance(&inner, time: &innerTime, to: 1)
            }
            dydt[0] = 1
        }
        solver = try ODESolver(system: system, stepper: .rk4)
        var y = [0.0], t = 0.0
        let error = #expect(throws: ODEError.reentrantUse) { try solver?.advance(&y, time: &t, to: 1) }
        #expect(error?.description == "An ODE solver was asked to integrate from inside one of its own callbacks.")
        #expect(y == [0.0])
        nested = false
        try solver?.advance(&y, time: &t, to: 1)
        #expect(isClose(y[0], 1, absolute: 1e-12))
        solver = nil
    }

    @Test("gslFailure names the operation and GSL's explanation")
    func gslFailureDescription() {
        #expect(ODEError.gslFailure(status: 9, operation: "gsl_odeiv2_evolve_apply").description
            == "GSL gsl_odeiv2_evolve_apply failed with status 9 (problem with user-supplied function).")
        #expect(ODEError.gslFailure(status: 11, operation: "x").description == "GSL x failed with status 11 (exceeded max number of iterations).")
    }
}
