// Layout conformance: what the interpolated core (InterpolatedTransitionCore) needs from an
// interactive transition — the host's progress — and how it stops.

extension InteractiveTransitionLayout {
    package static var layoutName: String { "an InteractiveTransitionLayout" }

    /// The host's progress: the poses, offset and size are interpolated (or extrapolated) at it.
    package var presentedFraction: Double { transitionProgress }

    /// Never: a finished interactive transition hands over to a spring.
    package var hasFinished: Bool { false }

    /// Whether the transition takes progress from the host.
    package var isRunning: Bool { state == .interactive }

    /// How `element` takes part in the transition, or `nil` when it does not.
    public func change(of element: ElementID) -> AnimationContext.Change? {
        table.entryIndex(of: element).map { table.entries[$0].change }
    }

    /// Whether zIndex and isHidden show the target's values: while the progress is at least 0.5.
    package var isPastHalfway: Bool { transitionProgress >= 0.5 }

    /// Stops the transition where it is (``State/stopped``) and calls the completion with
    /// `(false, false)`: it was cancelled in place or replaced by another transition.
    package func interrupt() {
        guard state == .interactive else { return }
        state = .stopped
        poseEpoch &+= 1
        if let done = completion {
            completion = nil
            done(false, false)
        }
    }
}
