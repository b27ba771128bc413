/// The spring, start state and target that best fit recorded samples in least squares: the result
/// of ``Spring/fit(times:positions:target:)``.
///
/// The model is x(t) = target + d(t − t₀), where d is the exact motion of ``spring`` from
/// (``displacement``, ``velocity``) at the first sample time t₀.
public struct SpringFit: Sendable, Hashable {
    /// The fitted spring, with mass 1: positions over time fix only k/m and c/m, so the stiffness
    /// and damping are per unit mass (scale both by any mass you choose).
    public let spring: Spring
    /// The position the spring pulls towards (fitted, or the one given).
    public let target: Double
    /// The displacement from ``target`` at the first sample time.
    public let displacement: Double
    /// The velocity at the first sample time, in position units per second.
    public let velocity: Double
    /// The first sample time, where ``displacement`` and ``velocity`` apply.
    public let startTime: Double
    /// Σ (model − sample)² over all samples.
    public let residualSumOfSquares: Double
    /// √(``residualSumOfSquares`` / sample count).
    public let rootMeanSquareResidual: Double
    /// Levenberg–Marquardt iterations taken after the start guess.
    public let iterations: Int

    /// The fitted position at `time` (seconds, on the samples' clock).
    public func position(at time: Double) -> Double {
        target + spring.state(at: time - startTime, displacement: displacement, velocity: velocity).displacement
    }
}
