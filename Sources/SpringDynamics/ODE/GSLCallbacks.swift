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
    /// Every call of `function`, finite-difference ones included.
    var functionEvaluations = 0
    /// Jacobians computed, analytic or by finite differences.
    var jacobianEvaluations = 0
    /// The calls of `function` made by ``odeFiniteDifferenceJacobian``.
    var finiteDifferenceEvaluations = 0
    /// The first error thrown by a closure since the solver last cleared it.
    var error: (any Error)?
    /// Three `dimension`-sized work vectors for finite differences (perturbed state, f at the
    /// base point, f at the perturbed point), allocated once by the owner; empty when unused.
    var differenceWork: UnsafeMutableBufferPointer<Double> = .init(start: nil, count: 0)

    init(system: ODESystem) {
        dimension = system.dimension
        function = system.function
        jacobian = system.jacobian
    }
}

extension UnsafeMutablePointer<ODEClosureContext> {
    /// Runs a user closure for GSL: `GSL_SUCCESS`, or, when it throws, `GSL_EBADFUNC` with the
    /// first thrown error kept in the context (a Swift error must never unwind through GSL's C
    /// frames).
    @inline(__always)
    func status(_ body: () throws -> Void) -> Int32 {
        do {
            try body()
            return GSLStatus.success
        } catch {
            if pointee.error == nil { pointee.error = error }
            return GSLStatus.badFunction
        }
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
    return context.status {
        try context.pointee.function(t, UnsafeBufferPointer(start: y, count: n), UnsafeMutableBufferPointer(start: dydt, count: n))
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
    return context.status {
        try jacobian(t, UnsafeBufferPointer(start: y, count: n),
                     UnsafeMutableBufferPointer(start: dfdy, count: n * n), UnsafeMutableBufferPointer(start: dfdt, count: n))
    }
}

/// The ``GSLJacobian`` used when the system has no Jacobian (or finite differences are asked
/// for): forward differences of the closure `f`, `dimension + 2` evaluations per Jacobian.
///
/// Increments (those of Hairer and Wanner's RADAU5): column `j` uses
/// `δ_j = √(u·max(1e-5, y_j²))` with `u` the unit roundoff (2.2e-16), that is about
/// `1.5e-8·max(|y_j|, 3.2e-3)`; the time derivative uses `δ_t = √(u·max(1e-5, t²))`. The
/// increment actually applied is `(y_j + δ_j) − y_j`, so it is exact in floating point.
/// The result has about half the digits of `f` (error ~`√u·|∂²f|`), plenty for the Newton
/// iterations of the implicit steppers, whose convergence it affects, not the accuracy of the
/// solution (the error control still sees the true `f`).
let odeFiniteDifferenceJacobian: GSLJacobian = { t, y, dfdy, dfdt, params in
    guard let y, let dfdy, let dfdt, let params else { return GSLStatus.fault }
    let context = params.assumingMemoryBound(to: ODEClosureContext.self)
    let n = context.pointee.dimension
    let work = context.pointee.differenceWork
    guard work.count >= 3 * n, let shifted = work.baseAddress else { return GSLStatus.fault }
    let base = shifted + n, perturbed = shifted + 2 * n
    context.pointee.jacobianEvaluations &+= 1
    let function = context.pointee.function
    let u = Double.ulpOfOne
    func evaluate(_ time: Double, _ state: UnsafePointer<Double>, _ out: UnsafeMutablePointer<Double>) -> Bool {
        context.pointee.functionEvaluations &+= 1
        context.pointee.finiteDifferenceEvaluations &+= 1
        return context.status {
            try function(time, UnsafeBufferPointer(start: state, count: n), UnsafeMutableBufferPointer(start: out, count: n))
        } == GSLStatus.success
    }
    guard evaluate(t, y, base) else { return GSLStatus.badFunction }
    shifted.update(from: y, count: n)
    for j in 0..<n {
        let yj = y[j]
        shifted[j] = yj + (u * Swift.max(1e-5, yj * yj)).squareRoot()
        let delta = shifted[j] - yj
        guard evaluate(t, shifted, perturbed) else { return GSLStatus.badFunction }
        for i in 0..<n { dfdy[i * n + j] = (perturbed[i] - base[i]) / delta }
        shifted[j] = yj
    }
    let later = t + (u * Swift.max(1e-5, t * t)).squareRoot()
    let deltaT = later - t
    guard evaluate(later, y, perturbed) else { return GSLStatus.badFunction }
    for i in 0..<n { dfdt[i] = (perturbed[i] - base[i]) / deltaT }
    return GSLStatus.success
}
