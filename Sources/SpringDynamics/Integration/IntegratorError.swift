/// Why an ``Integrator`` refused or failed to advance a batch; the batch is unchanged.
public enum IntegratorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The time step is negative, NaN or infinite.
    case invalidTimeStep(Double)
    /// The GSL solver failed on one block of channels.
    case solverFailed(ODEError)

    public var description: String {
        switch self {
        case .invalidTimeStep(let dt):
            "invalid time step \(dt); must be finite and not negative"
        case .solverFailed(let error):
            "integration failed: \(error)"
        }
    }

    /// Throws ``invalidTimeStep(_:)`` unless `dt` is finite and not negative.
    @inlinable
    static func check(_ dt: Double) throws(IntegratorError) {
        guard dt.isFinite, dt >= 0 else { throw IntegratorError.invalidTimeStep(dt) }
    }
}
