internal import CGSL

/// The reusable GSL integration engine: one `gsl_odeiv2_driver` (step, control and evolve
/// objects) for one raw `gsl_odeiv2_system`, plus the buffers that make every call atomic.
///
/// ``ODESolver`` is a thin layer over this class that supplies closure trampolines
/// (``odeClosureFunction`` and ``odeClosureJacobian``). Code that wants no closure overhead —
/// a batched spring integrator, say — builds a `GSLDriver` directly with its own
/// `@convention(c)` functions and `params` pointer:
///
/// ```swift
/// let engine = try GSLDriver(dimension: 2 * channelCount, function: springRHS, jacobian: springJacobian,
///                            params: UnsafeMutableRawPointer(storage), stepper: .rkf45,
///                            tolerance: .standard, initialStep: 1e-3, minimumStep: 0, maximumSteps: 10_000)
/// try engine.advance(stateBuffer, time: &t, to: t + frame)
/// ```
///
/// Contract:
/// - **Lifetime.** The driver allocates and owns the `gsl_odeiv2_system` struct (GSL keeps a
///   pointer to it), the GSL driver, and two `dimension`-sized buffers; `deinit` frees them.
///   It does **not** own `params`: the caller keeps that memory valid for the driver's whole
///   life (GSL never calls back during `deinit`, so freeing `params` first in the owner's
///   `deinit` is fine).
/// - **Callbacks** must not throw or unwind; they signal failure by returning `GSL_EBADFUNC`,
///   which stops the integration immediately. They count their own evaluations if wanted;
///   the driver counts steps (``acceptedSteps``, ``rejectedSteps``).
/// - **Atomicity.** Each call copies `y` into a scratch buffer allocated once in `init`,
///   integrates there and copies back only on success, so a failed call leaves `y` and `t`
///   exactly as they were, and resets the GSL state. The driver allocates nothing per call
///   (GSL's LU decomposition inside the implicit steppers does; see ``ODESolver``).
/// - **History.** The driver is reused across calls, never reallocated. It remembers where the
///   last successful call ended (state, time, direction). A call that starts anywhere else —
///   a different `y`, a different `t`, or the opposite direction — first resets the GSL state
///   with `gsl_odeiv2_driver_reset_hstart(initialStep)`. This matters for every stepper, not
///   only the multistep ones: `gsl_odeiv2_evolve_apply` reuses the derivative computed at the
///   end of its previous step as the first stage of the next, so after an outside change of
///   `y` or `t` even `rkf45` starts from a stale derivative (measured: 14 rejected steps and 80×
///   the tolerance in error on the damped oscillator; `msadams`/`msbdf` end up off by 1.4).
///   With the reset, a call's result depends only on its inputs unless it continues the
///   previous call. Call ``reset()`` after changes the driver cannot see (for example, parameters
///   behind `params`).
/// - **Not thread-safe, not reentrant**: a call from inside a callback throws
///   ``ODEError/reentrantUse``.
final class GSLDriver {
    /// The number of equations.
    let dimension: Int
    /// The stepping method.
    let stepper: Stepper
    /// The error tolerance of adaptive steps (and of the implicit solvers' iterations).
    let tolerance: ODETolerance
    /// The step size an adaptive integration starts with after every reset (positive).
    let initialStep: Double
    /// Adaptive calls fail with ``ODEError/noProgress(time:)`` when the control asks for a
    /// smaller step than this (0 disables the check).
    let minimumStep: Double
    /// The most accepted steps one adaptive call may take.
    let maximumSteps: Int
    /// The largest step, in units of `t`, any call may take (GSL's driver `hmax`);
    /// `.infinity` when unlimited. Adaptive calls clamp their step to it; fixed-step calls
    /// refuse a larger `h`.
    let maximumStep: Double
    /// The step size adaptive integration starts with after every reset:
    /// `min(initialStep, maximumStep)`.
    var startStep: Double { Swift.min(initialStep, maximumStep) }

    /// Accepted steps since creation or ``resetStatistics()``, including those of failed calls.
    var acceptedSteps = 0
    /// Rejected step attempts since creation or ``resetStatistics()``.
    var rejectedSteps = 0
    /// Events located by `solve` since creation or ``resetStatistics()``.
    var eventsFound = 0
    /// The buffers of `solve`, created by its first call.
    private var workspace: SolveWorkspace?

    /// The buffers of `solve` (allocated on first use).
    func solveWorkspace() -> SolveWorkspace {
        if let workspace { return workspace }
        let created = SolveWorkspace(dimension: dimension, stepType: stepper.gslStepType, localStep: stepper.denseOutput == .localStep, driver: driver)
        workspace = created
        return created
    }

    /// Diagnostic switch, on by default: when `false`, a call starting from an outside state or
    /// time does **not** reset the GSL state (a direction change still does). It exists so tests
    /// can show what the automatic reset protects against; production code leaves it on.
    var resetsOnOutsideChange = true

    let system: UnsafeMutablePointer<gsl_odeiv2_system>
    let driver: UnsafeMutablePointer<gsl_odeiv2_driver>
    let scratch: UnsafeMutableBufferPointer<Double>
    /// Whether ``scratch`` still holds exactly what the last successful call committed (nothing
    /// has been integrated in it since): a caller whose `y` is unchanged since then may skip the
    /// copy in (see `advance(_:time:to:sampling:stateUnchanged:accept:)`).
    var scratchIsCommitted = false
    let lastState: UnsafeMutableBufferPointer<Double>
    /// Dense output: the state and derivative at the start of the current step, and the
    /// derivative at its end when the stepper does not give an exact one (3 × `dimension`).
    let denseBuffer: UnsafeMutableBufferPointer<Double>
    var lastTime = 0.0
    var lastDirection = 1.0
    var hasHistory = false
    var isBusy = false
    var resetRequested = false

    /// Whether no call is in progress (`false` while GSL is calling back into the owner).
    var isIdle: Bool { !isBusy }

    /// Creates the GSL objects for a system of `dimension` equations.
    ///
    /// - Parameters:
    ///   - function: the right-hand side, called with `params`.
    ///   - jacobian: the row-major Jacobian, or `nil`; required when ``Stepper/requiresJacobian``.
    ///   - params: passed unchanged to the callbacks; not retained (see the type's contract).
    ///   - tolerance: validated here.
    ///   - initialStep: finite and greater than 0.
    ///   - minimumStep: finite, at least 0 and at most `initialStep`.
    ///   - maximumSteps: at least 1.
    ///   - maximumStep: greater than 0 and at least `minimumStep`; `.infinity` (the default) for
    ///     no limit.
    /// - Throws: ``ODEError/invalidDimension(_:)``, ``ODEError/jacobianRequired(_:)``,
    ///   ``ODEError/invalidParameter(name:value:requirement:)`` or, if GSL cannot allocate,
    ///   ``ODEError/gslFailure(status:operation:)``.
    init(
        dimension: Int, function: GSLFunction, jacobian: GSLJacobian?, params: UnsafeMutableRawPointer?,
        stepper: Stepper, tolerance: ODETolerance, initialStep: Double, minimumStep: Double, maximumSteps: Int,
        maximumStep: Double = .infinity
    ) throws(ODEError) {
        guard dimension >= 1 else { throw .invalidDimension(dimension) }
        if stepper.requiresJacobian, jacobian == nil { throw .jacobianRequired(stepper) }
        try tolerance.validate(dimension: dimension)
        guard initialStep.isFinite, initialStep > 0 else {
            throw .invalidParameter(name: "initialStep", value: initialStep, requirement: "a finite number greater than 0")
        }
        guard minimumStep.isFinite, minimumStep >= 0, minimumStep <= initialStep else {
            throw .invalidParameter(name: "minimumStep", value: minimumStep, requirement: "a finite number from 0 to initialStep = \(initialStep)")
        }
        guard maximumSteps >= 1 else {
            throw .invalidParameter(name: "maximumSteps", value: Double(maximumSteps), requirement: "at least 1")
        }
        guard !maximumStep.isNaN, maximumStep > 0, maximumStep >= minimumStep else {
            throw .invalidParameter(name: "maximumStep", value: maximumStep, requirement: "a finite number greater than 0 and at least minimumStep = \(minimumStep)")
        }
        ensureGSLErrorHandlerOff()
        guard let stepType = stepper.gslStepType else {
            throw .gslFailure(status: GSLStatus.fault, operation: "cgsl_step_\(stepper.rawValue)")
        }

        let system = UnsafeMutablePointer<gsl_odeiv2_system>.allocate(capacity: 1)
        system.initialize(to: gsl_odeiv2_system(function: function, jacobian: jacobian, dimension: dimension, params: params))
        let startStep = Swift.min(initialStep, maximumStep)
        // A per-component absolute tolerance is GSL's scaled control with eps_abs = 1 and
        // scale_abs[i] = absolute_i (D_i = eps_abs·scale_abs[i] + eps_rel·|y_i|); GSL copies the scales.
        let allocated: UnsafeMutablePointer<gsl_odeiv2_driver>?
        if let scales = tolerance.componentAbsolute {
            allocated = scales.withUnsafeBufferPointer { scales in
                gsl_odeiv2_driver_alloc_scaled_new(system, stepType, startStep, 1, tolerance.relative, 1, 0, scales.baseAddress)
            }
        } else {
            allocated = gsl_odeiv2_driver_alloc_y_new(system, stepType, startStep, tolerance.absolute, tolerance.relative)
        }
        guard let driver = allocated else {
            system.deallocate()
            throw .gslFailure(status: GSLStatus.noMemory, operation: "gsl_odeiv2_driver_alloc_y_new")
        }
        let status = gsl_odeiv2_driver_set_hmin(driver, minimumStep)
        guard status == GSLStatus.success else {
            gsl_odeiv2_driver_free(driver)
            system.deallocate()
            throw .gslFailure(status: status, operation: "gsl_odeiv2_driver_set_hmin")
        }
        if maximumStep.isFinite {
            let status = gsl_odeiv2_driver_set_hmax(driver, maximumStep)
            guard status == GSLStatus.success else {
                gsl_odeiv2_driver_free(driver)
                system.deallocate()
                throw .gslFailure(status: status, operation: "gsl_odeiv2_driver_set_hmax")
            }
        }

        self.dimension = dimension
        self.stepper = stepper
        self.tolerance = tolerance
        self.initialStep = initialStep
        self.minimumStep = minimumStep
        self.maximumSteps = maximumSteps
        self.maximumStep = maximumStep
        self.system = system
        self.driver = driver
        scratch = .allocate(capacity: dimension)
        scratch.initialize(repeating: 0)
        lastState = .allocate(capacity: dimension)
        lastState.initialize(repeating: 0)
        denseBuffer = .allocate(capacity: 3 * dimension)
        denseBuffer.initialize(repeating: 0)
    }

    deinit {
        gsl_odeiv2_driver_free(driver)
        system.deallocate()
        scratch.deallocate()
        lastState.deallocate()
        denseBuffer.deallocate()
    }

    /// Zeroes ``acceptedSteps`` and ``rejectedSteps``.
    func resetStatistics() {
        acceptedSteps = 0
        rejectedSteps = 0
        eventsFound = 0
    }

    /// Forgets all history: resets the GSL step, evolve and multistep state and the step size to
    /// ``initialStep``. The next call starts fresh even if it continues the previous one.
    ///
    /// Called from inside a callback (while GSL is mid-step), the reset is deferred until the
    /// running call has finished, so GSL's state is never pulled from under it.
    func reset() {
        if isBusy {
            resetRequested = true
        } else {
            resetGSLState(direction: lastDirection)
        }
    }

    /// Adaptive integration of `y` from `t` to `t1` (forwards or backwards).
    ///
    /// On success `y` holds the state at `t1` and `t == t1`. On failure both are untouched and
    /// the GSL state is reset. `t1 == t` does nothing (after validating the inputs).
    ///
    /// - Parameter accept: asked once before a successful result is copied out; returning
    ///   `false` turns the call into a failure (``ODESolver`` uses it to veto a result when a
    ///   closure has stored an error). Non-escaping, so it costs no allocation.
    /// - Throws: ``ODEError/dimensionMismatch(expected:actual:)``,
    ///   ``ODEError/invalidParameter(name:value:requirement:)`` (non-finite `t`, `t1` or
    ///   `y[i]`), ``ODEError/maximumStepsExceeded(time:)``, ``ODEError/noProgress(time:)``,
    ///   ``ODEError/nonFiniteState(time:)``, ``ODEError/reentrantUse`` or
    ///   ``ODEError/gslFailure(status:operation:)`` (`GSL_EBADFUNC` when a callback failed).
    ///
    /// `stateUnchanged`: the caller guarantees that `y` is bit for bit what the last successful
    /// call wrote into it; the driver then skips copying and checking it again (its own copy is
    /// still there, unless an integration ran in it since, which the driver knows).
    func advance(
        _ y: UnsafeMutableBufferPointer<Double>, time t: inout Double, to t1: Double,
        sampling: DenseSampling? = nil, stateUnchanged: Bool = false, accept: () -> Bool = { true }
    ) throws(ODEError) {
        guard !isBusy else { throw .reentrantUse }
        isBusy = true
        defer { finishCall() }
        guard t.isFinite else { throw .invalidParameter(name: "t", value: t, requirement: "finite") }
        guard t1.isFinite else { throw .invalidParameter(name: "t1", value: t1, requirement: "finite") }
        if let sampling { try sampling.validate(from: t, to: t1, dimension: dimension) }
        let continues: Bool
        if stateUnchanged && scratchIsCommitted && y.count == dimension {
            continues = hasHistory && t == lastTime
        } else {
            continues = try load(y, time: t)
        }
        guard t1 != t else {
            if let sampling { sampling.fill(from: scratch) }
            return
        }
        let direction: Double = t1 > t ? 1 : -1
        prepare(continuing: continues, direction: direction)

        var time = t
        let status: Int32
        scratchIsCommitted = false
        if let sampling {
            status = evolveAdaptivelySampling(time: &time, to: t1, direction: direction, sampling: sampling)
        } else {
            status = evolveAdaptively(time: &time, to: t1, direction: direction)
        }
        guard status == GSLStatus.success else {
            resetGSLState(direction: direction)
            switch status {
            case GSLStatus.maximumIterations: throw .maximumStepsExceeded(time: time)
            case GSLStatus.noProgress, GSLStatus.failure, GSLStatus.underflow: throw .noProgress(time: time)
            default: throw .gslFailure(status: status, operation: "gsl_odeiv2_evolve_apply")
            }
        }
        try commit(to: y, time: &t, endTime: t1, direction: direction, accept: accept)
    }

    /// Exactly `count` steps of size `h` (negative `h` integrates backwards), none rejected and
    /// none resized.
    ///
    /// Every stepper runs through `gsl_odeiv2_evolve_apply_fixed_step` with a **NULL control**,
    /// on the step object of the driver. The NULL control is what makes the steps truly fixed:
    /// `gsl_odeiv2_driver_apply_fixed_step` passes the driver's control and so still rejects
    /// (and aborts on) steps whose error estimate exceeds the tolerance. The driver-only
    /// steppers (`rk*imp`, `msadams`, `msbdf`) still find the driver through their step object
    /// and read the tolerance from its control, which they use only to stop their Newton or
    /// functional iterations and (multistep) to choose their order; the step size never
    /// changes. Measured consequence: `msadams`/`msbdf` only raise their order past 1 when the
    /// tolerance is loose for the step (they reach 2 at 1e-2 on the damped oscillator). If such an iteration does not converge, or `bsimp`'s extrapolation breaks down
    /// (it then reports an infinite error estimate instead of a status), the call throws
    /// ``ODEError/stepFailed(time:stepSize:)``: use a smaller `h`.
    ///
    /// On success `t` is `t` plus `h` added `count` times (GSL accumulates it step by step).
    /// On failure `y` and `t` are untouched. `count == 0` does nothing.
    ///
    /// - Throws: as ``advance(_:time:to:accept:)``, with ``ODEError/stepFailed(time:stepSize:)``
    ///   instead of the step-control errors, and ``ODEError/invalidParameter(name:value:requirement:)``
    ///   for a non-finite or zero `h` or a negative `count`.
    func advance(
        _ y: UnsafeMutableBufferPointer<Double>, time t: inout Double, fixedStep h: Double, count: Int,
        accept: () -> Bool = { true }
    ) throws(ODEError) {
        guard !isBusy else { throw .reentrantUse }
        isBusy = true
        defer { finishCall() }
        guard t.isFinite else { throw .invalidParameter(name: "t", value: t, requirement: "finite") }
        guard h.isFinite, h != 0 else { throw .invalidParameter(name: "h", value: h, requirement: "finite and not 0") }
        guard abs(h) <= maximumStep else {
            throw .invalidParameter(name: "h", value: h, requirement: "at most maximumStep = \(maximumStep) in size")
        }
        guard count >= 0 else { throw .invalidParameter(name: "count", value: Double(count), requirement: "at least 0") }
        let continues = try load(y, time: t)
        guard count > 0 else { return }
        let direction: Double = h > 0 ? 1 : -1
        prepare(continuing: continues, direction: direction)

        var time = t
        scratchIsCommitted = false
        let status = evolveFixed(time: &time, step: h, count: count)
        guard status == GSLStatus.success else {
            switch status {
            case GSLStatus.badFunction, GSLStatus.fault:
                resetGSLState(direction: direction)
                throw .gslFailure(status: status, operation: "gsl_odeiv2_evolve_apply_fixed_step")
            case Self.nonFiniteErrorEstimate:
                resetGSLState(direction: direction)
                throw .fixedStepFailed(time: time, stepSize: h, cause: .nonFiniteErrorEstimate)
            default:
                let cause = diagnoseFixedStep(at: time, step: h)
                resetGSLState(direction: direction)
                throw .fixedStepFailed(time: time, stepSize: h, cause: cause)
            }
        }
        try commit(to: y, time: &t, endTime: time, direction: direction, accept: accept)
    }

    // MARK: - Internals

    func finishCall() {
        isBusy = false
        if resetRequested {
            resetRequested = false
            resetGSLState(direction: lastDirection)
        }
    }

    /// Validates `y` and copies it into the scratch buffer; returns whether the call continues
    /// exactly where the last successful call ended.
    func load(_ y: UnsafeMutableBufferPointer<Double>, time t: Double) throws(ODEError) -> Bool {
        guard y.count == dimension else { throw .dimensionMismatch(expected: dimension, actual: y.count) }
        scratchIsCommitted = false
        var continues = hasHistory && t == lastTime
        for i in 0..<dimension {
            let value = y[i]
            guard value.isFinite else { throw .invalidParameter(name: "y[\(i)]", value: value, requirement: "finite") }
            if value != lastState[i] { continues = false }
            scratch[i] = value
        }
        return continues
    }

    func prepare(continuing: Bool, direction: Double) {
        if direction != lastDirection || (!continuing && resetsOnOutsideChange) {
            resetGSLState(direction: direction)
        }
    }

    func resetGSLState(direction: Double) {
        // Cannot fail: startStep lies in [hmin, hmax] by construction.
        _ = gsl_odeiv2_driver_reset_hstart(driver, direction * startStep)
        lastDirection = direction
        hasHistory = false
    }

    /// The adaptive loop of `gsl_odeiv2_driver_apply`, with an exact step limit: fail when the
    /// target is not reached after ``maximumSteps`` accepted steps (GSL's own loop allows two
    /// more than `nmax`).
    ///
    /// Each successful `gsl_odeiv2_evolve_apply` is exactly one accepted step, so the loop
    /// counts them itself: GSL's `evolve->count` also counts the attempts its control rejects
    /// (it increments before the error check), while `evolve->failed_steps` counts every
    /// rejected or abandoned attempt, which is what ``rejectedSteps`` reports.
    ///
    /// `afterStep` runs after each accepted step with the time reached (the state is in the
    /// scratch buffer); a status other than success stops the loop and is returned.
    private func evolveAdaptively(time: inout Double, to t1: Double, direction: Double,
                                  afterStep: (Double) -> Int32 = { _ in GSLStatus.success }) -> Int32 {
        guard let evolve = driver.pointee.e else { preconditionFailure("GSLDriver: gsl_odeiv2_driver_alloc_* always allocates an evolve object") }
        let control = driver.pointee.c
        let step = driver.pointee.s
        let system = driver.pointee.sys
        guard let y = scratch.baseAddress else { preconditionFailure("GSLDriver: the scratch state has the system's dimension, at least 1") }
        let rejectedBefore = evolve.pointee.failed_steps
        var steps = 0
        defer {
            acceptedSteps += steps
            rejectedSteps += Int(evolve.pointee.failed_steps &- rejectedBefore)
        }
        var h = driver.pointee.h
        defer { driver.pointee.h = h }
        while direction * (t1 - time) > 0 {
            // As gsl_odeiv2_driver_apply does with hmax: never try a longer step.
            if abs(h) > maximumStep { h = direction * maximumStep }
            let status = gsl_odeiv2_evolve_apply(evolve, control, step, system, &time, t1, &h, y)
            guard status == GSLStatus.success else { return status }
            steps += 1
            let after = afterStep(time)
            guard after == GSLStatus.success else { return after }
            guard direction * (t1 - time) > 0 else { break }
            if steps >= maximumSteps { return GSLStatus.maximumIterations }
            if abs(h) < minimumStep { return GSLStatus.noProgress }
        }
        time = t1
        return GSLStatus.success
    }

    /// ``evolveAdaptively(time:to:direction:afterStep:)`` with dense output: after every accepted step
    /// from `t_a` to `t_b`, each sample time in `(t_a, t_b]` gets the cubic Hermite interpolant
    /// of the step's end states and derivatives. Sampling adds no step; it costs one
    /// evaluation of `f` at the start of the call, plus one per step for steppers that do not
    /// give an exact end derivative (`gives_exact_dydt_out`).
    private func evolveAdaptivelySampling(time: inout Double, to t1: Double, direction: Double, sampling: DenseSampling) -> Int32 {
        guard let evolve = driver.pointee.e else { preconditionFailure("GSLDriver: gsl_odeiv2_driver_alloc_* always allocates an evolve object") }
        guard let y = scratch.baseAddress else { preconditionFailure("GSLDriver: the scratch state has the system's dimension, at least 1") }
        guard let startState = denseBuffer.baseAddress else { preconditionFailure("GSLDriver: the dense buffer holds three states, at least 3 values") }
        let n = dimension
        let startDerivative = startState + n
        let ownEndDerivative = startState + 2 * n
        guard let step = driver.pointee.s, let system = driver.pointee.sys, let function = system.pointee.function else { return GSLStatus.fault }
        let exactEndDerivative = step.pointee.type.pointee.gives_exact_dydt_out != 0
        let params = system.pointee.params
        var next = sampling.fillStart(at: time, direction: direction, from: scratch)
        let status = function(time, y, startDerivative, params)
        guard status == GSLStatus.success else { return status }
        startState.update(from: y, count: n)
        var stepStart = time
        return evolveAdaptively(time: &time, to: t1, direction: direction) { stepEnd in
            let endDerivative: UnsafeMutablePointer<Double>
            if exactEndDerivative {
                endDerivative = evolve.pointee.dydt_out
            } else {
                let status = function(stepEnd, y, ownEndDerivative, params)
                guard status == GSLStatus.success else { return status }
                endDerivative = ownEndDerivative
            }
            next = sampling.fill(
                from: next, stepStart: stepStart, stepEnd: stepEnd, direction: direction,
                start: startState, startDerivative: startDerivative, end: y, endDerivative: endDerivative, dimension: n
            )
            startState.update(from: y, count: n)
            startDerivative.update(from: endDerivative, count: n)
            stepStart = stepEnd
            return GSLStatus.success
        }
    }

    /// `count` calls of `gsl_odeiv2_evolve_apply_fixed_step` with a NULL control. On failure
    /// `time` is the start of the failed step.
    private func evolveFixed(time: inout Double, step h: Double, count: Int) -> Int32 {
        guard let evolve = driver.pointee.e else { preconditionFailure("GSLDriver: gsl_odeiv2_driver_alloc_* always allocates an evolve object") }
        let step = driver.pointee.s
        let system = driver.pointee.sys
        guard let y = scratch.baseAddress else { preconditionFailure("GSLDriver: the scratch state has the system's dimension, at least 1") }
        guard let yerr = evolve.pointee.yerr else { preconditionFailure("GSLDriver: an evolve object always has its error vector") }
        var steps = 0
        defer { acceptedSteps += steps }
        for _ in 0..<count {
            let start = time
            let status = gsl_odeiv2_evolve_apply_fixed_step(evolve, nil, step, system, &time, h, y)
            guard status == GSLStatus.success else {
                time = start
                return status
            }
            steps += 1
            for i in 0..<dimension where !yerr[i].isFinite {
                time = start
                // GSL's saved start state, so that a diagnosis can retry the step.
                y.update(from: evolve.pointee.y0, count: dimension)
                return Self.nonFiniteErrorEstimate
            }
        }
        return GSLStatus.success
    }

    /// The status ``evolveFixed(time:step:count:)`` returns when a step produced a non-finite
    /// error estimate (not a GSL code).
    private static let nonFiniteErrorEstimate: Int32 = -10_001

    /// Finds out why the fixed step of size `h` from `t` (its start state is in the scratch
    /// buffer: GSL restores it when a step fails) failed: retries it with the tolerance
    /// loosened 10×, 100×, … up to 1e-2, then restores the tolerance. The retries' work counts
    /// in the statistics; the scratch state is left unspecified (the call fails anyway).
    private func diagnoseFixedStep(at t: Double, step h: Double) -> ODEFixedStepFailure {
        guard let evolve = driver.pointee.e, let control = driver.pointee.c, let step = driver.pointee.s,
              let y = scratch.baseAddress, let start = denseBuffer.baseAddress, let yerr = evolve.pointee.yerr else { return .stepTooLarge }
        start.update(from: y, count: dimension)
        let scalesAbsolute = tolerance.componentAbsolute != nil
        defer {
            let epsAbsolute = scalesAbsolute ? 1 : tolerance.absolute
            _ = gsl_odeiv2_control_init(control, epsAbsolute, tolerance.relative, 1, 0)
        }
        var factor = 10.0
        while Swift.max(tolerance.absolute, tolerance.relative) * factor <= 1e-2 {
            let trial = tolerance.scaled(by: factor)
            let epsAbsolute = scalesAbsolute ? factor : trial.absolute
            _ = gsl_odeiv2_control_init(control, epsAbsolute, trial.relative, 1, 0)
            _ = gsl_odeiv2_step_reset(step)
            y.update(from: start, count: dimension)
            var time = t
            let status = gsl_odeiv2_evolve_apply_fixed_step(evolve, nil, step, driver.pointee.sys, &time, h, y)
            if status == GSLStatus.success, (0..<dimension).allSatisfy({ yerr[$0].isFinite && y[$0].isFinite }) {
                return .toleranceTooTight(working: trial)
            }
            if status == GSLStatus.badFunction { return .stepTooLarge }
            factor *= 10
        }
        return .stepTooLarge
    }

    /// Checks the scratch result and copies it out; remembers where this call ended.
    func commit(
        to y: UnsafeMutableBufferPointer<Double>, time t: inout Double, endTime: Double, direction: Double, accept: () -> Bool
    ) throws(ODEError) {
        for i in 0..<dimension where !scratch[i].isFinite {
            resetGSLState(direction: direction)
            throw .nonFiniteState(time: endTime)
        }
        guard accept() else {
            resetGSLState(direction: direction)
            throw .gslFailure(status: GSLStatus.badFunction, operation: "gsl_odeiv2 callback")
        }
        for i in 0..<dimension {
            y[i] = scratch[i]
            lastState[i] = scratch[i]
        }
        t = endTime
        lastTime = endTime
        lastDirection = direction
        hasHistory = true
        scratchIsCommitted = true
    }
}
