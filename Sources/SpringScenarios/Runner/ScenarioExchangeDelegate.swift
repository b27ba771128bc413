import SpringTransitions

/// The exchange controller's delegate in a scenario run: it accepts every gesture and keeps no
/// data model (the elements are identified by index path; the controller presents the moves).
final class ScenarioExchangeDelegate: ExchangeControllerDelegate {
    func exchangeController(_ controller: ExchangeController, didExchange indexPath1: IndexPath, with indexPath2: IndexPath) {}
    func exchangeControllerDidFinishExchangeEvent(_ controller: ExchangeController) {}
    func exchangeController(_ controller: ExchangeController, didFinishExchangeTransaction indexPath1: IndexPath, _ indexPath2: IndexPath) {}
    func exchangeControllerDidCancel(_ controller: ExchangeController) {}
}
