extension ODEError {
    /// A one-sentence explanation naming the values involved.
    public var description: String {
        switch self {
        case .jacobianRequired(let stepper):
            "Stepper \(stepper.rawValue) requires a Jacobian and jacobian: .analytic forbids finite differences; pass one to ODESystem(dimension:function:jacobian:) or use jacobian: .automatic."
        case .invalidDimension(let dimension):
            "Invalid dimension \(dimension): an ODE system needs at least 1 equation."
        case .dimensionMismatch(let expected, let actual):
            "The state has \(actual) components but the system has dimension \(expected)."
        case .invalidParameter(let name, let value, let requirement):
            "Invalid \(name) = \(value): must be \(requirement)."
        case .maximumStepsExceeded(let time):
            Self.stopped(at: time, "the call used all the accepted steps its solver's maximumSteps: allows before reaching the target time; raise maximumSteps: or loosen the tolerance")
        case .noProgress(let time):
            Self.stopped(at: time, "the step size needed to meet the tolerance fell below the minimum step size or what t can resolve")
        case .stepFailed(let time, let stepSize):
            "The fixed step of size \(stepSize) at t = \(time) failed: the stepper could not solve it; use a smaller step."
        case .fixedStepFailed(let time, let stepSize, let cause):
            "The fixed step of size \(stepSize) at t = \(time) failed: \(cause.description)."
        case .invalidLength(let name, let expected, let actual):
            "Invalid \(name): it has \(actual) values but must have \(expected)."
        case .invalidEventValue(let event, let time, let value):
            "Event function \(event) returned \(value) at t = \(time): event functions must return finite numbers."
        case .nonFiniteState(let time):
            "The state became non-finite (NaN or infinity) by t = \(time)."
        case .reentrantUse:
            "An ODE solver was asked to integrate from inside one of its own callbacks."
        case .gslFailure(let status, let operation):
            "GSL \(operation) failed with status \(status) (\(gslErrorText(status)))."
        }
    }

    /// `"Integration stopped at t = …: reason."`, the sentence of both ways an adaptive run stops early.
    private static func stopped(at time: Double, _ reason: String) -> String {
        "Integration stopped at t = \(time): \(reason)."
    }
}
