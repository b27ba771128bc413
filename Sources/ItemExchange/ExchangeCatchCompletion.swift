/// Passed to ``ExchangeControllerDelegate/exchangeController(_:animateCatchWith:completion:)``:
/// call it when your catch animation is done. Until then no exchange event happens.
///
/// Calling it more than once, or after the transaction ended, does nothing. It holds the
/// controller weakly.
public struct ExchangeCatchCompletion {
    weak var controller: ExchangeController?
    let serial: Int

    /// Marks the catch complete; if the finger moved meanwhile and is over another item, that
    /// item's exchange event happens now (delegate callbacks included).
    ///
    /// - Returns: true when this call completed the catch; false when it was already complete or
    ///   the transaction is over.
    @discardableResult
    public func callAsFunction() -> Bool {
        controller?.completeCatch(serial: serial) ?? false
    }
}
