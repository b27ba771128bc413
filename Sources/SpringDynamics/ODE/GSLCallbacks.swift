internal import CGSL

/// The C signature GSL calls for the right-hand side (`gsl_odeiv2_system.function`).
///
/// Return `GSL_SUCCESS`, or `GSL_EBADFUNC` to stop the integration at once: every odeiv2
/// stepper and `gsl_odeiv2_evolve_apply*` pass `GSL_EBADFUNC` straight back (checked in the
/// GSL 2.7 sources), whereas other non-zero values make GSL retry with a smaller step.
typealias GSLFunction = @convention(c) (
    _ t: Double, _ y: UnsafePointer<Double>?, _ dydt: UnsafeMutablePointer<Double>?, _ params: UnsafeMutableRawPointer?
) -> Int32

/// The C signature GSL calls for the Jacobian (`gsl_odeiv2_system.jacobian`); `dfdy` is
/// row-major. Same status convention as ``GSLFunction``.
typealias GSLJacobian = @convention(c) (
    _ t: Double, _ y: UnsafePointer<Double>?, _ dfdy: UnsafeMutablePointer<Double>?,
    _ dfdt: UnsafeMutablePointer<Double>?, _ params: UnsafeMutableRawPointer?
) -> Int32

/// What the closure trampolines find behind `params`: the user's closures, the evaluation
/// counters and the slot for the first Swift error a closure threw.
///
/// ``ODESolver`` allocates one in manually managed memory (so its address is stable and the C
/// side can hold it), hands its address to GSL as `params`, and frees it in `deinit`.
struct ODEClosureContext {
    let dimension: Int
    let function: ODESystem.Function
    let jacobian: ODESystem.Jacobian?
    var functionEvaluations = 0
    var jacobianEvaluations = 0
    /// The first error thrown by a closure since the solver last cleared it.
    var error: (any Error)?

    init(system: ODESystem) {
        dimension = system.dimension
        function = system.function
        jacobian = system.jacobian
    }
}

/// The ``GSLFunction`` (`@convention(c)`) for closure-based systems. Recovers the
/// ``ODEClosureContext`` from `params`, counts the call, runs the closure inside `do`/`catch`
/// (a Swift error must never unwind through GSL's C frames), stores a thrown error and
/// reports it to GSL as `GSL_EBADFUNC`.
let odeClosureFunction: GSLFunction = { t, y, dydt, params in
    guard let y, let dydt, let params else { return GSLStatus.fault }
    let context = params.assumingMemoryBound(to: ODEClosureContext.self)
    context.pointee.functionEvaluations &+= 1
    let n = context.pointee.dimension
    do {
        try context.pointee.function(t, UnsafeBufferPointer(start: y, count: n), UnsafeMutableBufferPointer(start: dydt, count: n))
        return GSLStatus.success
    } catch {
        if context.pointee.error == nil { context.pointee.error = error }
        return GSLStatus.badFunction
    }
}

/// The ``GSLJacobian`` (`@convention(c)`) for closure-based systems; see ``odeClosureFunction``.
/// Only installed when the system has a Jacobian.
let odeClosureJacobian: GSLJacobian = { t, y, dfdy, dfdt, params in
    guard let y, let dfdy, let dfdt, let params else { return GSLStatus.fault }
    let context = params.assumingMemoryBound(to: ODEClosureContext.self)
    guard let jacobian = context.pointee.jacobian else { return GSLStatus.fault }
    context.pointee.jacobianEvaluations &+= 1
    let n = context.pointee.dimension
    do {
        try jacobian(
            t, UnsafeBufferPointer(start: y, count: n),
            UnsafeMutableBufferPointer(start: dfdy, count: n * n), UnsafeMutableBufferPointer(start: dfdt, count: n)
        )
        return GSLStatus.success
    } catch {
        if context.pointee.error == nil { context.pointee.error = error }
        return GSLStatus.badFunction
    }
}
