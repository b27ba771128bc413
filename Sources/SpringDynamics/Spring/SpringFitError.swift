/// Why ``Spring/fit(times:positions:target:)`` refused its samples.
public enum SpringFitError: Error, Hashable, CustomStringConvertible {
    /// `times` and `positions` have different counts.
    case mismatchedCounts(times: Int, positions: Int)
    /// Fewer samples than the fitted parameters (5, or 4 with a known target).
    case tooFewSamples(count: Int, required: Int)
    /// A time or position that is NaN or infinite, at `index`; `parameter` is `times` or `positions`.
    case nonFiniteSample(parameter: String, index: Int, value: Double)
    /// `times[index]` is not greater than `times[index − 1]`.
    case nonIncreasingTimes(index: Int, previous: Double, value: Double)
    /// The known target is NaN or infinite.
    case nonFiniteTarget(Double)
    /// Every position is the same: there is no motion to fit.
    case noMotion

    /// A one-line message naming the parameter at fault.
    public var description: String {
        switch self {
        case let .mismatchedCounts(times, positions):
            return "times and positions must have the same count (got \(times) and \(positions))"
        case let .tooFewSamples(count, required):
            return "samples: need at least \(required) samples to fit \(required) parameters (got \(count))"
        case let .nonFiniteSample(parameter, index, value):
            return "\(parameter)[\(index)] = \(value): must be finite"
        case let .nonIncreasingTimes(index, previous, value):
            return "times[\(index)] = \(value): must be greater than times[\(index - 1)] = \(previous) (times must strictly increase)"
        case let .nonFiniteTarget(value):
            return "target = \(value): must be finite"
        case .noMotion:
            return "positions: every sample is at the same position, so there is no motion to fit"
        }
    }
}
