/// An exchange event: what happens when the finger reaches a different item during an exchange
/// transaction. It holds one or two operations, reported to the delegate in order:
///
/// - the first event of a transaction holds only ``change`` (the new exchange);
/// - later events hold ``undo`` (reverting the previous exchange) and then ``change``;
/// - dragging back to the start holds only ``undo``.
public struct ExchangeEvent: Sendable, Hashable {
    /// The operation that reverts the previous event's change, if there was one in effect.
    public var undo: ExchangeOperation?
    /// The new exchange or move, or `nil` when the finger came back to the start.
    public var change: ExchangeOperation?

    /// Creates an event.
    public init(undo: ExchangeOperation?, change: ExchangeOperation?) {
        self.undo = undo
        self.change = change
    }

    /// ``undo`` then ``change``, skipping absent ones: one or two operations.
    public var operations: [ExchangeOperation] {
        [undo, change].compactMap { $0 }
    }
}
