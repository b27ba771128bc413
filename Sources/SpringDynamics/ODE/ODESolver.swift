/// Integrates an ``ODESystem`` with one of GSL's `odeiv2` steppers.
///
/// A solver owns GSL memory (a driver with its step, control and evolve objects, and a scratch
/// state allocated once), so it is a class; it is not `Sendable` and not reentrant. Create one
/// per system and reuse it. The solver itself allocates nothing per call (use the
/// buffer-pointer overloads to avoid the array's copy-on-write); measured with heaptrack, the
/// explicit steppers and `msadams` make no allocation at all per call. The implicit steppers do
/// inside GSL: GSL 2.7's `gsl_linalg_LU_decomp` allocates a small buffer every time `rk*imp`,
/// `bsimp` or `msbdf` factorises its iteration matrix (about 200 per 1/120 s frame for bsimp).
///
/// **Atomic calls.** Every call integrates a private copy of the state and copies it back only on
/// success. If anything fails — a closure throws, the step limit is hit, the state blows up —
/// the call throws and the caller's `y` and `t` are exactly as before; the solver resets itself
/// and is ready for the next call.
///
/// **History.** Consecutive calls that continue one another (`y` and `t` are what the previous
/// successful call returned, same direction) continue the integration seamlessly, keeping the
/// step size and the multistep history of `msadams`/`msbdf`. Any other call — new `y`, new `t`,
/// reversed direction — first resets the stepper and the step size to `initialStep`, so its
/// result depends only on its inputs. (Without that reset GSL would reuse the last derivative
/// and, for multistep methods, the last history: both stale after an outside change.) Call
/// ``reset()`` yourself after changing anything the closures read.
///
/// ```swift
/// let solver = try ODESolver(system: system, stepper: .rkf45)
/// var y = [1.0, 0.0], t = 0.0
/// try solver.advance(&y, time: &t, to: 1.0)
/// ```
public final class ODESolver {
    /// The system being integrated.
    public let system: ODESystem
    /// The stepping method.
    public var stepper: Stepper { engine.stepper }
    /// The per-step error tolerance of adaptive calls. Implicit and multistep steppers also use
    /// it in fixed-step mode to stop their internal iterations.
    public var tolerance: ODETolerance { engine.tolerance }
    /// The step size, in units of `t`, that adaptive integration starts with (and restarts with
    /// after every reset).
    public var initialStep: Double { engine.initialStep }
    /// Adaptive calls throw ``ODEError/noProgress(time:)`` when the error control asks for a
    /// smaller step than this; 0 disables the check.
    public var minimumStep: Double { engine.minimumStep }
    /// The most accepted steps a single adaptive call may take before throwing
    /// ``ODEError/maximumStepsExceeded(time:)``.
    public var maximumSteps: Int { engine.maximumSteps }
    /// The largest step, in units of `t`, the solver takes (GSL's driver `hmax`), or `nil` for
    /// no limit. Adaptive calls never try a longer step (the error control may ask for one; it
    /// is clamped, as `gsl_odeiv2_driver_apply` does), and start with
    /// `min(initialStep, maximumStep)`; fixed-step calls refuse an `h` longer than it. Systems
    /// with fast forcing or events need it so that no feature falls between two steps.
    ///
    /// The settings are the engine's (it keeps the one copy; no limit is stored as infinity).
    public var maximumStep: Double? { engine.maximumStep.isFinite ? engine.maximumStep : nil }

    /// Where the implicit steppers get their Jacobian (as given to the initialiser).
    public let jacobianPolicy: ODEJacobianPolicy
    /// Whether the stepper uses finite-difference Jacobians (``jacobianPolicy`` is
    /// ``ODEJacobianPolicy/finiteDifference``, or it is ``ODEJacobianPolicy/automatic``, the
    /// stepper needs a Jacobian and the system has none).
    public let usesFiniteDifferences: Bool

    let context: UnsafeMutablePointer<ODEClosureContext>
    /// The GSL engine (internal so tests can reach its diagnostic switches).
    let engine: GSLDriver

    /// Creates a solver.
    ///
    /// - Parameters:
    ///   - system: the equations. Implicit steppers use its Jacobian, or finite differences when
    ///     it has none (see `jacobian`).
    ///   - stepper: the GSL method.
    ///   - tolerance: per-step error bound of adaptive calls; default 1e-9 absolute and relative.
    ///   - initialStep: first trial step size, finite and greater than 0; default 1e-3.
    ///   - minimumStep: smallest acceptable step size, from 0 to `initialStep`; default 0.
    ///   - maximumSteps: accepted steps allowed per adaptive call, at least 1; default 100 000.
    ///   - maximumStep: largest step size, finite, greater than 0 and at least `minimumStep`;
    ///     default `nil` (no limit).
    ///   - policy: where the implicit steppers get their Jacobian; default
    ///     ``ODEJacobianPolicy/automatic`` (the system's, else finite differences).
    /// - Throws: ``ODEError/jacobianRequired(_:)`` (only with ``ODEJacobianPolicy/analytic``),
    ///   ``ODEError/invalidParameter(name:value:requirement:)`` naming `tolerance.absolute`,
    ///   `tolerance.absolute[i]`, `tolerance.relative`, `initialStep`, `minimumStep`,
    ///   `maximumSteps` or `maximumStep`, ``ODEError/invalidLength(name:expected:actual:)``
    ///   naming `tolerance.absolute` when a per-component tolerance does not have `dimension`
    ///   values, or ``ODEError/gslFailure(status:operation:)`` if GSL cannot allocate.
    public init(
        system: ODESystem, stepper: Stepper, tolerance: ODETolerance = .standard,
        initialStep: Double = 1e-3, minimumStep: Double = 0, maximumSteps: Int = 100_000,
        maximumStep: Double? = nil, jacobian policy: ODEJacobianPolicy = .automatic
    ) throws(ODEError) {
        if stepper.requiresJacobian, !system.hasJacobian, policy == .analytic { throw .jacobianRequired(stepper) }
        if let maximumStep, !maximumStep.isFinite || maximumStep <= 0 {
            throw .invalidParameter(name: "maximumStep", value: maximumStep, requirement: "a finite number greater than 0 and at least minimumStep = \(minimumStep)")
        }
        let context = UnsafeMutablePointer<ODEClosureContext>.allocate(capacity: 1)
        context.initialize(to: ODEClosureContext(system: system))
        let jacobian: GSLJacobian?
        let usesDifferences = policy == .finiteDifference || (!system.hasJacobian && stepper.requiresJacobian)
        if usesDifferences {
            let work = UnsafeMutableBufferPointer<Double>.allocate(capacity: 3 * system.dimension)
            work.initialize(repeating: 0)
            context.pointee.differenceWork = work
            jacobian = odeFiniteDifferenceJacobian
        } else {
            jacobian = system.hasJacobian ? odeClosureJacobian : nil
        }
        jacobianPolicy = policy
        usesFiniteDifferences = usesDifferences
        do {
            engine = try GSLDriver(
                dimension: system.dimension, function: odeClosureFunction, jacobian: jacobian,
                params: UnsafeMutableRawPointer(context), stepper: stepper, tolerance: tolerance,
                initialStep: initialStep, minimumStep: minimumStep, maximumSteps: maximumSteps,
                maximumStep: maximumStep ?? .infinity
            )
        } catch {
            context.pointee.differenceWork.deallocate()
            context.deinitialize(count: 1)
            context.deallocate()
            throw error
        }
        self.context = context
        self.system = system
    }

    deinit {
        // The engine (released after this body) never calls back while it is freed.
        context.pointee.differenceWork.deallocate()
        context.deinitialize(count: 1)
        context.deallocate()
    }

    /// Work done since creation or the last ``resetStatistics()``, including the work of calls
    /// that failed.
    public var statistics: IntegrationStatistics {
        IntegrationStatistics(
            acceptedSteps: engine.acceptedSteps,
            rejectedSteps: engine.rejectedSteps,
            functionEvaluations: context.pointee.functionEvaluations,
            jacobianEvaluations: context.pointee.jacobianEvaluations,
            finiteDifferenceEvaluations: context.pointee.finiteDifferenceEvaluations,
            eventsFound: engine.eventsFound
        )
    }

    /// Sets every counter of ``statistics`` to 0.
    public func resetStatistics() {
        engine.resetStatistics()
        context.pointee.functionEvaluations = 0
        context.pointee.jacobianEvaluations = 0
        context.pointee.finiteDifferenceEvaluations = 0
    }

    /// Forgets the stepper's state: multistep history, last step size (back to ``initialStep``)
    /// and the record of where the last call ended.
    ///
    /// The solver already does this by itself whenever a call does not continue the previous
    /// one; call it after changing something the closures read (a captured parameter), which
    /// the solver cannot see.
    public func reset() {
        engine.reset()
    }

    /// Integrates adaptively from `t` to `t1` (either direction).
    ///
    /// On success `y` holds the state at `t1` and `t == t1`; on failure neither is touched.
    /// `t1 == t` returns at once.
    ///
    /// - Parameters:
    ///   - y: the state, with ``ODESystem/dimension`` finite components.
    ///   - t: the current time, finite.
    ///   - t1: the target time, finite.
    /// - Throws: the error a system closure threw (unchanged), or an ``ODEError``:
    ///   ``ODEError/dimensionMismatch(expected:actual:)``,
    ///   ``ODEError/invalidParameter(name:value:requirement:)`` (`t`, `t1`, `y[i]`),
    ///   ``ODEError/maximumStepsExceeded(time:)``, ``ODEError/noProgress(time:)``,
    ///   ``ODEError/nonFiniteState(time:)``, ``ODEError/reentrantUse`` or
    ///   ``ODEError/gslFailure(status:operation:)``.
    public func advance(_ y: inout [Double], time t: inout Double, to t1: Double) throws {
        try y.withUnsafeMutableBufferPointer { buffer in
            try advance(buffer, time: &t, to: t1)
        }
    }

    /// Integrates adaptively from `t` to `t1`, in place, without allocating.
    ///
    /// Same contract as the `[Double]` overload of `advance(_:time:to:)`.
    public func advance(_ y: UnsafeMutableBufferPointer<Double>, time t: inout Double, to t1: Double) throws {
        try run { () throws(ODEError) in
            try engine.advance(y, time: &t, to: t1, accept: { context.pointee.error == nil })
        }
    }

    /// Integrates adaptively from `t` to `t1` and reports the state at each of `sampleTimes`
    /// (dense output) without stepping onto them, with the cubic Hermite interpolant whatever
    /// the stepper: the cheapest dense output. For output as accurate as the steps of the
    /// high-order steppers (`rk8pd`, `bsimp`, …), use
    /// ``solve(_:time:to:outputTimes:outputs:outputMode:events:observer:)-(_,_,_,UnsafeBufferPointer<Double>,_,_,_,_)`` with
    /// ``ODEOutputMode/interpolate``.
    ///
    /// The solver takes exactly the steps it would take for a plain `advance(_:time:to:)` to
    /// `t1`. After each accepted step from `t_a` to `t_b` it fills every sample time in
    /// `(t_a, t_b]` with the cubic Hermite interpolant of the step's end states and
    /// derivatives, `p(θ) = h00·y_a + h10·h·f_a + h01·y_b + h11·h·f_b`, `θ = (s − t_a)/h`.
    /// The interpolant matches the state and its derivative at both ends, so a sample on a step
    /// end is the stepped state exactly and the interpolation error between ends is `O(h⁴)` per
    /// step (at most `h⁴/384·max|y⁗|` plus the stepper's own error). A sample at `t` is `y`.
    /// Sampling costs one extra evaluation of `f` per call (at `t`), plus one per step for the
    /// steppers whose step does not end with an exact derivative.
    ///
    /// `samples` is row-major: row `i` (`samples[i * dimension ..< (i + 1) * dimension]`) is
    /// the state at `sampleTimes[i]`; it is resized to `sampleTimes.count × dimension`.
    ///
    /// On success `y` holds the state at `t1` and `t == t1`; on failure neither is touched and
    /// the content of `samples` is unspecified.
    ///
    /// - Parameters:
    ///   - y: the state, with ``ODESystem/dimension`` finite components.
    ///   - t: the current time, finite.
    ///   - t1: the target time, finite.
    ///   - sampleTimes: finite times inside `[t, t1]`, ordered in the direction of integration
    ///     (repeats allowed).
    ///   - samples: receives the states at the sample times.
    /// - Throws: as `advance(_:time:to:)`, and ``ODEError/invalidParameter(name:value:requirement:)``
    ///   naming `sampleTimes[i]` for a time out of range or order.
    public func advance(_ y: inout [Double], time t: inout Double, to t1: Double, sampleTimes: [Double], samples: inout [Double]) throws {
        let count = sampleTimes.count * system.dimension
        if samples.count != count { samples = [Double](repeating: 0, count: count) }
        try y.withUnsafeMutableBufferPointer { state in
            try sampleTimes.withUnsafeBufferPointer { times in
                try samples.withUnsafeMutableBufferPointer { output in
                    try advance(state, time: &t, to: t1, sampleTimes: times, samples: output)
                }
            }
        }
    }

    /// Integrates adaptively from `t` to `t1` with dense output, in place, without allocating.
    ///
    /// Same contract as the `[Double]` overload of `advance(_:time:to:sampleTimes:samples:)`;
    /// `samples` must have exactly `sampleTimes.count × dimension` elements (otherwise
    /// ``ODEError/dimensionMismatch(expected:actual:)``).
    public func advance(
        _ y: UnsafeMutableBufferPointer<Double>, time t: inout Double, to t1: Double,
        sampleTimes: UnsafeBufferPointer<Double>, samples: UnsafeMutableBufferPointer<Double>
    ) throws {
        let sampling = DenseSampling(times: sampleTimes, output: samples)
        try run { () throws(ODEError) in
            try engine.advance(y, time: &t, to: t1, sampling: sampling, accept: { context.pointee.error == nil })
        }
    }

    /// Takes exactly `count` steps of size `h` (negative to integrate backwards): no step is
    /// rejected and the step size never changes, for every stepper.
    ///
    /// How: every stepper runs through `gsl_odeiv2_evolve_apply_fixed_step` with a NULL step
    /// control, on the step object of the solver's driver. (`gsl_odeiv2_driver_apply_fixed_step`
    /// would pass the driver's control, which still rejects a step whose error estimate exceeds
    /// the tolerance.) The steppers that need a driver find it through their step object.
    ///
    /// Explicit steppers take plain fixed steps, of order ``Stepper/order``, and so do `rk1imp`,
    /// `rk2imp`, `rk4imp` and `bsimp`. Implicit and multistep steppers still read ``tolerance``
    /// to decide when their internal Newton or functional iteration has converged; if it does
    /// not converge the call throws ``ODEError/stepFailed(time:stepSize:)`` and a smaller `h`
    /// (or, for `msadams`, a looser tolerance) is needed. `msadams` and `msbdf` also use the
    /// tolerance to choose their order, which restarts at 1 after every reset and only rises
    /// while the error estimate says a longer step would pass: with a fixed step that is long
    /// for the tolerance they stay at order 1 (`msbdf` is then exactly backward Euler); with a
    /// loose tolerance (1e-2 on the damped oscillator) they reach order 2. Prefer a one-step
    /// method for fixed steps.
    ///
    /// On success `t` has advanced by `h` `count` times (accumulated step by step, as GSL does).
    /// On failure neither `y` nor `t` is touched. `count == 0` does nothing. `|h|` may not
    /// exceed ``maximumStep``.
    ///
    /// - Throws: the error a system closure threw (unchanged), or an ``ODEError``:
    ///   ``ODEError/dimensionMismatch(expected:actual:)``,
    ///   ``ODEError/invalidParameter(name:value:requirement:)`` (`t`, `h`, `count`, `y[i]`),
    ///   ``ODEError/stepFailed(time:stepSize:)``, ``ODEError/nonFiniteState(time:)``,
    ///   ``ODEError/reentrantUse`` or ``ODEError/gslFailure(status:operation:)``.
    public func advance(_ y: inout [Double], time t: inout Double, fixedStep h: Double, count: Int) throws {
        try y.withUnsafeMutableBufferPointer { buffer in
            try advance(buffer, time: &t, fixedStep: h, count: count)
        }
    }

    /// Takes exactly `count` fixed steps of size `h`, in place, without allocating.
    ///
    /// Same contract as the `[Double]` overload of `advance(_:time:fixedStep:count:)`.
    public func advance(_ y: UnsafeMutableBufferPointer<Double>, time t: inout Double, fixedStep h: Double, count: Int) throws {
        try run { () throws(ODEError) in
            try engine.advance(y, time: &t, fixedStep: h, count: count, accept: { context.pointee.error == nil })
        }
    }

    /// Runs one engine call and, if a closure stored an error during it, throws that error in
    /// place of the engine's.
    func run(_ body: () throws(ODEError) -> Void) throws {
        if engine.isIdle { context.pointee.error = nil }
        do {
            try body()
        } catch {
            if engine.isIdle, let closureError = context.pointee.error {
                context.pointee.error = nil
                throw closureError
            }
            throw error
        }
    }
}
