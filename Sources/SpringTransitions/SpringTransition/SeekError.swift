/// Why ``SeekableSpringTransition/seek(to:)`` refused or failed.
public enum SeekError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The time is NaN, infinite, negative, or after the transition's end (`end`: the instant it
    /// comes to rest, as far as known).
    case timeOutOfRange(time: Double, end: Double)
    /// The transition failed while replaying or advancing (it is left where it was).
    case transition(TransitionError)

    /// The message, naming the parameter.
    public var description: String {
        switch self {
        case let .timeOutOfRange(time, end):
            ParameterMessage.invalid("seek", "time", time, "must be within [0, \(end)], the transition's start and end")
        case let .transition(error): "seek failed: \(error)"
        }
    }
}
