/// The wording every "invalid parameter" error of the package shares:
/// `"invalid <subject>: <name> is <value>; <requirement>"`, for example
/// `"invalid FlowLayout: minimumLineSpacing is -1.0; must be finite and not negative"`.
package enum ParameterMessage {
    /// The message for parameter `name` of `subject` that is `value` and breaks `requirement`.
    package static func invalid(_ subject: String, _ name: String, _ value: some Any, _ requirement: String) -> String {
        "invalid \(subject): \(name) is \(value); \(requirement)"
    }
}
