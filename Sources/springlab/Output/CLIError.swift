/// A failure `springlab` reports in one line, `Error: <description>`, without the usage text,
/// and exits with ``exitCode``.
///
/// Exit codes: 1 for a failure while running (an output file that cannot be written, an
/// integration failure); 2 for bad input (a scenario that cannot be read, is malformed or
/// invalid, names an unknown plugin, or an option value out of range). ArgumentParser's own
/// usage errors exit with 64.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    var exitCode: Int32

    init(_ description: String, exitCode: Int32 = 1) {
        self.description = description
        self.exitCode = exitCode
    }

    /// Bad input: exit code 2.
    static func input(_ description: String) -> CLIError { CLIError(description, exitCode: 2) }
}
