/// Advances the active channels of a ``ChannelBatch`` through time: the plugin point for
/// integration schemes.
///
/// Conforming types see numbers only (positions, velocities, targets and per-spring k/m, c/m),
/// never views or attributes. The package provides ``ExactIntegrator``, ``GSLIntegrator`` over
/// every GSL stepper, and the fixed-step schemes popular animation libraries use; a conformance
/// written in another module works the same way.
///
/// Requirements on conforming types:
/// - ``advance(_:by:)`` advances slots `0..<activeCount` by `dt` seconds. It must not change
///   anything in the batch but positions, velocities and auxiliary values, and, when targets
///   move (``ActiveChannels/targetVelocities``), the targets through
///   ``ChannelBatch/advanceTargets(by:)`` once the step has succeeded.
/// - A throwing call leaves every position and velocity exactly as it was.
/// - Steady-state calls (same batch size, same `dt`) should not allocate.
/// - Integrators with history between calls reset it when ``ChannelBatch/generation`` changes.
public protocol Integrator {
    /// A short name, such as `"exact"` or `"gsl-rkf45"`.
    var name: String { get }

    /// Cumulative work done: steps, rejected steps, function and Jacobian evaluations.
    var statistics: IntegrationStatistics { get }

    /// Advances the active channels of `batch` by `dt` seconds.
    ///
    /// - Throws: ``IntegratorError`` (or the integrator's own error type) on failure, with the
    ///   batch untouched.
    mutating func advance(_ batch: inout ChannelBatch, by dt: Double) throws
    /// An estimate of what advancing one channel under `spring` by `dt` costs, so that hosts can
    /// refuse absurd runs before they start. The default is one evaluation, never stability-limited.
    func workEstimate(for spring: Spring, over dt: Double) -> WorkEstimate
}
