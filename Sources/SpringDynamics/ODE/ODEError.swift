/// Everything that can go wrong when building or running an ODE integration.
///
/// Every case has a ``description`` that is one sentence naming the offending values, so it
/// can be shown to users as is. Errors thrown by *your* ``ODESystem`` closures are not wrapped:
/// ``ODESolver`` rethrows them unchanged.
///
/// `Hashable` compares associated values with `==`, so two `invalidParameter` errors carrying
/// `Double.nan` are not equal; compare their descriptions instead.
public enum ODEError: Error, Hashable, CustomStringConvertible {
    /// The stepper needs a Jacobian (see ``Stepper/requiresJacobian``) but the system has none.
    case jacobianRequired(Stepper)
    /// An ODE system needs at least one equation; the value is the rejected dimension.
    case invalidDimension(Int)
    /// A state buffer has `actual` components but the system has dimension `expected`.
    case dimensionMismatch(expected: Int, actual: Int)
    /// A parameter or input value is out of range. `name` is the parameter as spelled in the API
    /// (for example `tolerance.absolute`, `initialStep`, `t1` or `y[3]`); `requirement` completes
    /// the sentence "must be …".
    case invalidParameter(name: String, value: Double, requirement: String)
    /// The target time was not reached within the solver's `maximumSteps` accepted steps
    /// (GSL's `GSL_EMAXITER`). `time` is where the integration stopped. The description names
    /// the `maximumSteps:` argument of ``ODESolver/init(system:stepper:tolerance:initialStep:minimumStep:maximumSteps:maximumStep:jacobian:)``.
    case maximumStepsExceeded(time: Double)
    /// The step size the error control asked for fell below the solver's `minimumStep`, or
    /// became too small to change `t` (GSL's `GSL_ENOPROG`, or `GSL_FAILURE` from
    /// `gsl_odeiv2_evolve_apply`). `time` is where the integration stopped.
    case noProgress(time: Double)
    /// A fixed step of size `stepSize` starting at `time` could not be completed.
    ///
    /// No longer thrown by ``ODESolver`` (which throws ``fixedStepFailed(time:stepSize:cause:)``
    /// and says why); kept so that existing code matching it still compiles.
    case stepFailed(time: Double, stepSize: Double)
    /// A fixed step of size `stepSize` starting at `time` could not be completed; `cause` says
    /// whether the stepper's implicit iteration could not meet the tolerance (loosen it), did
    /// not converge at this step size (shorten it), or produced no valid error estimate.
    case fixedStepFailed(time: Double, stepSize: Double, cause: ODEFixedStepFailure)
    /// A list parameter has the wrong number of values: `name` is the parameter as spelled in
    /// the API (`tolerance.absolute`), `expected` the count it needs (the system's dimension).
    case invalidLength(name: String, expected: Int, actual: Int)
    /// The event function `event` returned `value` (NaN or an infinity) at `time`. Event
    /// functions must return finite numbers; the call fails atomically.
    case invalidEventValue(event: Int, time: Double, value: Double)
    /// The integration reached its end but the state contains NaN or an infinity (the system
    /// blew up or the right-hand side produced non-finite values). `time` is the end time.
    case nonFiniteState(time: Double)
    /// The solver was asked to integrate from inside one of its own callbacks.
    case reentrantUse
    /// Any other GSL status code returned by `operation`; the description includes GSL's
    /// `gsl_strerror` text.
    case gslFailure(status: Int32, operation: String)
}
