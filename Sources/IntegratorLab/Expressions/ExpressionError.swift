/// Why an expression could not be parsed or compiled: a message and the 1-based column (in
/// characters) where the problem starts, or 0 when it concerns the whole expression.
public struct ExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based column of the offending character or name; 0 for the whole expression.
    public var column: Int
    /// What is wrong, for example `"unknown variable 'z'; known: t, k, x, v"`.
    public var message: String

    /// An error at `column`.
    public init(column: Int, _ message: String) {
        self.column = column
        self.message = message
    }

    /// `"column 7: expected ')' to close the '(' at column 3"`, or the message alone for
    /// column 0.
    public var description: String { column > 0 ? "column \(column): \(message)" : message }
}
