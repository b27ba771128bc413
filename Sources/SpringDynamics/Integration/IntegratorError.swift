/// Why an ``Integrator`` refused or failed to advance a batch; the batch is unchanged.
public enum IntegratorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The time step (or a substep length given to an initialiser) is negative, NaN or infinite.
    case invalidTimeStep(Double)
    /// The GSL solver failed on one block of channels.
    case solverFailed(ODEError)
    /// A frame of `timeStep` seconds would need more than `limit` substeps of at most
    /// `substep` seconds.
    case tooManySubsteps(timeStep: Double, substep: Double, limit: Int)
    /// The step produced a non-finite position or velocity for `channel`: the scheme is unstable
    /// at this step size for the channel's spring (semi-implicit Euler needs `h·ω < 2`, RK4
    /// `h·ω < 2.78` for an undamped spring). Use substeps, a shorter frame or ``ExactIntegrator``.
    case nonFiniteResult(channel: ChannelID)

    public var description: String {
        switch self {
        case .invalidTimeStep(let dt): "invalid time step \(dt); must be finite and not negative"
        case .solverFailed(let error): "integration failed: \(error)"
        case .tooManySubsteps(let dt, let substep, let limit): "a time step of \(dt) s needs more than \(limit) substeps of \(substep) s"
        case .nonFiniteResult(let channel): "channel \(channel.rawValue) became non-finite; the step is too long for this integrator"
        }
    }

    /// Throws ``invalidTimeStep(_:)`` unless `dt` is finite and not negative.
    @inlinable
    static func check(_ dt: Double) throws(IntegratorError) {
        guard dt.isFinite, dt >= 0 else { throw IntegratorError.invalidTimeStep(dt) }
    }

    /// The most substeps a fixed-step integrator takes in one call.
    static let maximumSubsteps = 10_000_000

    /// `ceil(dt / substep)` (at least 1), or ``tooManySubsteps(timeStep:substep:limit:)``.
    static func substeps(_ dt: Double, _ substep: Double) throws(IntegratorError) -> Int {
        let steps = (dt / substep).rounded(.up)
        guard steps <= Double(maximumSubsteps) else {
            throw .tooManySubsteps(timeStep: dt, substep: substep, limit: maximumSubsteps)
        }
        return Swift.max(1, Int(steps))
    }
}
