internal import CGSL

extension GSLIntegratorBlock {
    /// What ``GSLDriver/reset()`` does to a driver's GSL state, for a block on shared work arrays:
    /// the step size back to the initial step, the evolve counters to 0 (so the next step
    /// evaluates its first derivative afresh).
    func resetEvolveState() {
        stepSize = initialStep
        evolveCount = 0
        evolveFailedSteps = 0
        evolveLastStep = 0
    }

    /// ``GSLDriver/advance(_:time:to:sampling:stateUnchanged:accept:)`` from ``time`` to
    /// `time + dt`, step for step, on `arrays` instead of a driver of the block's own: the same
    /// checks, the same `gsl_odeiv2_evolve_apply` loop with its exact step limit, the same
    /// errors, with the evolve object pointed at this block's derivative and counters for the
    /// call. GSL integrates ``state`` in place (no copy in or out).
    func advanceOnSharedArrays(by dt: Double, _ arrays: GSLWorkArrays) throws(ODEError) {
        let t1 = time + dt
        guard t1.isFinite else { throw .invalidParameter(name: "t1", value: t1, requirement: "finite") }
        guard let y = state.baseAddress else { preconditionFailure("GSLIntegrator: a block's state holds 2 values per channel, at least 2") }
        let dimension = 2 * capacity
        if stateChanged {
            // As the driver checks a state it has not committed itself.
            for i in 0..<dimension where !y[i].isFinite {
                throw .invalidParameter(name: "y[\(i)]", value: y[i], requirement: "finite")
            }
            stateChanged = false
        }
        guard t1 != time else { return }
        let evolve = arrays.evolve
        evolve.pointee.dydt_out = derivative.baseAddress
        evolve.pointee.count = evolveCount
        evolve.pointee.failed_steps = evolveFailedSteps
        evolve.pointee.last_step = evolveLastStep
        arrays.system.pointee.params = UnsafeMutableRawPointer(parameters)
        var now = time
        var h = stepSize
        var steps = 0
        let status = Self.evolve(arrays, y, time: &now, to: t1, h: &h, steps: &steps, maximumSteps: maximumSteps)
        acceptedSteps += steps
        rejectedSteps += Int(evolve.pointee.failed_steps &- evolveFailedSteps)
        evolveCount = evolve.pointee.count
        evolveFailedSteps = evolve.pointee.failed_steps
        evolveLastStep = evolve.pointee.last_step
        stepSize = h
        evolve.pointee.dydt_out = arrays.ownDerivative
        arrays.system.pointee.params = nil
        guard status == GSLStatus.success else {
            resetEvolveState()
            stateChanged = true
            switch status {
            case GSLStatus.maximumIterations: throw .maximumStepsExceeded(time: now)
            case GSLStatus.noProgress, GSLStatus.failure, GSLStatus.underflow: throw .noProgress(time: now)
            default: throw .gslFailure(status: status, operation: "gsl_odeiv2_evolve_apply")
            }
        }
        for i in 0..<dimension where !y[i].isFinite {
            resetEvolveState()
            stateChanged = true
            throw .nonFiniteState(time: t1)
        }
    }

    /// The adaptive loop of ``GSLDriver`` (`evolveAdaptively`, forwards, no step-size bounds):
    /// `gsl_odeiv2_evolve_apply` until `t1`, failing after `maximumSteps` accepted steps short of it.
    private static func evolve(
        _ arrays: GSLWorkArrays, _ y: UnsafeMutablePointer<Double>, time: inout Double, to t1: Double, h: inout Double,
        steps: inout Int, maximumSteps: Int
    ) -> Int32 {
        while t1 - time > 0 {
            let status = gsl_odeiv2_evolve_apply(arrays.evolve, arrays.control, arrays.step, arrays.system, &time, t1, &h, y)
            guard status == GSLStatus.success else { return status }
            steps += 1
            guard t1 - time > 0 else { break }
            if steps >= maximumSteps { return GSLStatus.maximumIterations }
        }
        time = t1
        return GSLStatus.success
    }
}
