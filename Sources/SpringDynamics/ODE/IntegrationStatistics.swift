/// Work counters of an integration: steps and evaluations.
///
/// ``ODESolver/statistics`` accumulates them since the solver was created or since
/// ``ODESolver/resetStatistics()``, including the work of calls that later failed.
/// Values add and subtract component-wise (`AdditiveArithmetic`), so the work of one call is
/// `after - before`.
public struct IntegrationStatistics: Sendable, Hashable, Codable, AdditiveArithmetic, CustomStringConvertible {
    /// Steps accepted by the error control (or taken, in fixed-step mode).
    public var acceptedSteps = 0
    /// Step attempts rejected by the error control or abandoned because the stepper's
    /// implicit solver failed, each retried with a smaller step. Always 0 in fixed-step mode.
    public var rejectedSteps = 0
    /// Calls of the system's right-hand side `f(t, y)`.
    public var functionEvaluations = 0
    /// Calls of the system's Jacobian. 0 for explicit steppers.
    public var jacobianEvaluations = 0

    /// Creates counters; every argument defaults to 0.
    public init(acceptedSteps: Int = 0, rejectedSteps: Int = 0, functionEvaluations: Int = 0, jacobianEvaluations: Int = 0) {
        (self.acceptedSteps, self.rejectedSteps) = (acceptedSteps, rejectedSteps)
        (self.functionEvaluations, self.jacobianEvaluations) = (functionEvaluations, jacobianEvaluations)
    }

    /// All counters 0.
    public static let zero = IntegrationStatistics()

    /// Component-wise sum.
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(
            acceptedSteps: lhs.acceptedSteps + rhs.acceptedSteps,
            rejectedSteps: lhs.rejectedSteps + rhs.rejectedSteps,
            functionEvaluations: lhs.functionEvaluations + rhs.functionEvaluations,
            jacobianEvaluations: lhs.jacobianEvaluations + rhs.jacobianEvaluations
        )
    }

    /// Component-wise difference.
    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(
            acceptedSteps: lhs.acceptedSteps - rhs.acceptedSteps,
            rejectedSteps: lhs.rejectedSteps - rhs.rejectedSteps,
            functionEvaluations: lhs.functionEvaluations - rhs.functionEvaluations,
            jacobianEvaluations: lhs.jacobianEvaluations - rhs.jacobianEvaluations
        )
    }

    /// For example `"120 accepted, 3 rejected steps; 745 f-evals, 0 J-evals"`.
    public var description: String {
        "\(acceptedSteps) accepted, \(rejectedSteps) rejected steps; \(functionEvaluations) f-evals, \(jacobianEvaluations) J-evals"
    }
}
