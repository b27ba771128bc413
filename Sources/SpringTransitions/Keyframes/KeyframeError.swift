/// Why keyframes cannot be exported: an invalid parameter, or a motion the export cannot certify.
public struct KeyframeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The parameter or part of the input at fault (`epsilon`, `points`, `alpha`, `time`, an element).
    public var parameter: String
    /// What is wrong.
    public var message: String

    /// An error about `parameter`.
    public init(parameter: String, message: String) {
        self.parameter = parameter
        self.message = message
    }

    /// `parameter` is `value`, which breaks `requirement` (the package's shared wording).
    static func invalid(_ parameter: String, _ value: some Any, _ requirement: String) -> KeyframeError {
        KeyframeError(parameter: parameter, message: ParameterMessage.invalid("keyframe export", parameter, value, requirement))
    }

    /// The message.
    public var description: String { message }
}
