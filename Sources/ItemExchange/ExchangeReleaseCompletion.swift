/// Passed to ``ExchangeControllerDelegate/exchangeController(_:animateReleaseWith:to:originalIndexPathForDraggedItem:completion:)``
/// (SSCollectionViewExchangeController's `PostReleaseCompletionBlock`): call it when your release
/// animation is done.
///
/// Calling it ends the transaction: the dragged cell is shown, the displaced cell's alpha keeps
/// springing back to 1, and the snapshot fades out — its alpha pulled to 0 by a critically damped
/// spring whose response is the fade duration, removed once that has settled (|alpha| and its rate
/// below 1e-4). Calling it again, or for a transaction that is over, does nothing. It holds the
/// controller weakly.
public struct ExchangeReleaseCompletion {
    weak var controller: ExchangeController?
    let serial: Int

    /// Completes the release with a fade of `fadeDuration` seconds (0 removes the snapshot at once).
    ///
    /// - Returns: true when this call completed the release; false when it was already complete or
    ///   the controller is gone.
    /// - Throws: ``ExchangeError/invalidArgument(name:value:requirement:)`` naming `fadeDuration`
    ///   when it is negative, not finite or too short for a spring; nothing changes.
    @discardableResult
    public func callAsFunction(fadeDuration: Double) throws(ExchangeError) -> Bool {
        guard let controller else {
            try ExchangeController.fadeSpring(duration: fadeDuration)
            return false
        }
        return try controller.completeRelease(serial: serial, fadeDuration: fadeDuration)
    }

    /// Completes the release with a fade of ``ExchangeConfiguration/animationDuration``.
    ///
    /// - Returns: as ``callAsFunction(fadeDuration:)``.
    @discardableResult
    public func callAsFunction() -> Bool {
        guard let controller else { return false }
        return (try? controller.completeRelease(serial: serial, fadeDuration: controller.configuration.animationDuration)) ?? false
    }
}
