/// Why a fixed step failed (``ODEError/fixedStepFailed(time:stepSize:cause:)``), found by
/// retrying the failed step from its start with looser tolerances.
///
/// In fixed-step mode the implicit steppers (`rk1imp`, `rk2imp`, `rk4imp`, `msbdf`) and
/// `msadams` still read the tolerance, to decide when their Newton or functional iteration has
/// converged. A tolerance tighter than the iteration can reach at that step size makes the step
/// fail although a smaller step is not needed at all.
public enum ODEFixedStepFailure: Sendable, Hashable, CustomStringConvertible {
    /// The iteration converges at this step size, but only to a looser tolerance: the same step
    /// succeeded when retried with `working` (the first of the original tolerance loosened 10×,
    /// 100×, … that worked). Loosen the tolerance.
    case toleranceTooTight(working: ODETolerance)
    /// The iteration did not converge even with a tolerance of 1e-2 (or the step failed for
    /// another reason): the step is too large for the stepper. Use a smaller step.
    case stepTooLarge
    /// The step produced a non-finite error estimate (for `bsimp`, its extrapolation broke
    /// down). Use a smaller step.
    case nonFiniteErrorEstimate

    /// Completes "The fixed step … failed: …".
    public var description: String {
        switch self {
        case .toleranceTooTight(let working):
            "the stepper's implicit iteration could not converge to the tolerance, but the same step converged with tolerance \(working); loosen tolerance: (in fixed-step mode it only stops that iteration) rather than shrinking the step"
        case .stepTooLarge:
            "the stepper's implicit iteration did not converge at this step size even with tolerance 0.01; use a smaller step"
        case .nonFiniteErrorEstimate:
            "the step produced a non-finite error estimate (the stepper broke down); use a smaller step"
        }
    }
}
