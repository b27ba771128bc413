/// Where an ``ODESolver`` gets the Jacobian `∂f/∂y` that the implicit steppers (`rk1imp`,
/// `rk2imp`, `rk4imp`, `bsimp`, `msbdf`; see ``Stepper/requiresJacobian``) need.
///
/// Finite differences cost `dimension + 2` evaluations of `f` per Jacobian; they are counted
/// in ``IntegrationStatistics/functionEvaluations`` and, separately, in
/// ``IntegrationStatistics/finiteDifferenceEvaluations``. Their increments are those of
/// RADAU5: `δ_j = √(u·max(1e-5, y_j²))` per column, `δ_t = √(u·max(1e-5, t²))` for `∂f/∂t`
/// (`u` = 2.2e-16), forward differences.
public enum ODEJacobianPolicy: Sendable, Hashable, CaseIterable {
    /// The system's analytic Jacobian when it has one, otherwise finite differences (the
    /// default). Explicit steppers never ask for a Jacobian.
    case automatic
    /// Insist on an analytic Jacobian: an implicit stepper on a system without one throws
    /// ``ODEError/jacobianRequired(_:)`` when the solver is created.
    case analytic
    /// Always finite differences, even when the system has a Jacobian (to compare, or when
    /// the analytic one is suspect).
    case finiteDifference
}
