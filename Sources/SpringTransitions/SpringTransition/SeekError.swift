/// Why ``SeekableSpringTransition/seek(to:)`` (or seeking by progress, or a release) refused or failed.
public enum SeekError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The time is NaN, infinite, negative, or after the transition's end (`end`: the instant it
    /// comes to rest, as far as known).
    case timeOutOfRange(time: Double, end: Double)
    /// The transition failed while replaying or advancing (it is left where it was).
    case transition(TransitionError)
    /// An argument other than the time is out of range: `progress` outside [0, 1] or NaN, a
    /// non-finite `progressVelocity` or `timeRate` (nothing changes).
    case invalid(parameter: String, value: Double, requirement: String)
    /// The transition does not come to rest within `within` seconds (an undamped spring), so it
    /// has no end for progress to be measured against.
    case noRest(within: Double)

    /// The message, naming the parameter.
    public var description: String {
        switch self {
        case let .timeOutOfRange(time, end):
            ParameterMessage.invalid("seek", "time", time, "must be within [0, \(end)], the transition's start and end")
        case let .transition(error): "seek failed: \(error)"
        case let .invalid(parameter, value, requirement): ParameterMessage.invalid("seek", parameter, value, requirement)
        case let .noRest(within): "seek failed: the transition does not come to rest within \(within) s, so it has no progress to seek to"
        }
    }
}
