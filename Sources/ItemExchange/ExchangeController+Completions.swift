// The delegate's animation completions.

extension ExchangeController {
    /// A critically damped spring whose response is `duration`, or `nil` for 0 (no fade).
    ///
    /// - Throws: ``ExchangeError/invalidArgument(name:value:requirement:)`` naming `fadeDuration`.
    @discardableResult
    static func fadeSpring(duration: Double) throws(ExchangeError) -> Spring? {
        try ExchangeError.requireNonNegative(duration, "fadeDuration")
        if duration == 0 { return nil }
        return try ExchangeConfiguration.spring(response: duration) { value, requirement in
            .invalidArgument(name: "fadeDuration", value: "\(value)", requirement: requirement)
        }
    }

    /// Completes the catch of transaction `serial`; see ``ExchangeCatchCompletion``.
    func completeCatch(serial: Int) -> Bool {
        guard case .dragging(var drag) = phase, drag.serial == serial, drag.catchProgress != .completed else { return false }
        let moved = drag.catchProgress == .animatingAfterMove
        drag.catchProgress = .completed
        phase = .dragging(drag)
        if moved { _ = exchangeEventIfNeeded() }
        return true
    }

    /// Completes the release of transaction `serial`; see ``ExchangeReleaseCompletion``.
    func completeRelease(serial: Int, fadeDuration: Double) throws(ExchangeError) -> Bool {
        let fade = try Self.fadeSpring(duration: fadeDuration)
        guard case let .releasing(drag) = phase, drag.serial == serial else { return false }
        phase = .idle
        state.hiddenIndexPath = nil
        if var snapshot = state.snapshot {
            if let fade {
                let alpha = snapshot.alpha(at: time)
                snapshot.fade = SpringTrack(spring: fade, from: alpha.value, velocity: alpha.velocity, to: 0,
                                            startTime: time, epsilon: 1e-4)
                state.snapshot = snapshot
            } else {
                state.snapshot = nil
            }
        }
        return true
    }
}
