/// Why an integrator driving a clock failed (SpringTransitions' `TransitionError.integrationFailed`): which
/// integrator, when, and the error it threw — typed when it was an ``IntegratorError`` (a GSL
/// failure's ``ODEError`` is inside ``IntegratorError/solverFailed(_:)``), as text otherwise.
public struct IntegrationFailure: Sendable, Hashable, CustomStringConvertible {
    /// The integrator's ``Integrator/name``, such as `"gsl-rkf45"` (empty when none was made).
    public var integrator: String
    /// The transition's time at the last completed clock step: where it stays.
    public var time: Double
    /// The integrator's error when it threw an ``IntegratorError``; `nil` for another error type.
    public var error: IntegratorError?
    /// The thrown error's description.
    public var message: String

    /// A failure of `integrator` at `time` with the thrown `error`.
    public init(integrator: String, time: Double, error: any Error) {
        self.integrator = integrator
        self.time = time
        self.error = error as? IntegratorError
        self.message = "\(error)"
    }

    /// The thrown error's description, for example `"the solver gave up"`.
    public var description: String { message }
}
