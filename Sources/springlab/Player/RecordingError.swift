/// Why a ``Recording`` cannot be played back. Each `description` names the offending field and value.
enum RecordingError: Error, Equatable, CustomStringConvertible {
    /// The viewport width or height (`parameter`) is not finite and positive.
    case invalidViewport(parameter: String, value: Double)
    /// The recording has no frames.
    case noFrames
    /// A frame's time or scroll geometry (`parameter`) is not finite.
    case nonFiniteFrameValue(frame: Int, parameter: String, value: Double)
    /// A frame's time is earlier than the previous frame's.
    case timeGoesBackwards(frame: Int, t: Double, previous: Double)
    /// An element's number (`parameter`) is not finite.
    case nonFiniteElementValue(frame: Int, element: String, parameter: String, value: Double)

    var description: String {
        switch self {
        case .invalidViewport(let parameter, let value):
            "recording \(parameter) must be finite and positive; got \(value)"
        case .noFrames:
            "recording has no frames"
        case .nonFiniteFrameValue(let frame, let parameter, let value):
            "frame \(frame): \(parameter) must be finite; got \(value)"
        case .timeGoesBackwards(let frame, let t, let previous):
            "frame \(frame): t = \(t) is earlier than the previous frame's t = \(previous)"
        case .nonFiniteElementValue(let frame, let element, let parameter, let value):
            "frame \(frame), element '\(element)': \(parameter) must be finite; got \(value)"
        }
    }
}
