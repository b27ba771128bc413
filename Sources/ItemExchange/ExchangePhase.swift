/// Where the controller is in a transaction.
enum ExchangePhase: Sendable, Hashable {
    /// No transaction.
    case idle
    /// Between the catch and the release.
    case dragging(ExchangeDrag)
    /// Released; waiting for the release completion.
    case releasing(ExchangeDrag)
}
