// Driving a collection view through eased transitions: TLLayoutTransitioning's
// `transitionToCollectionViewLayout:duration:easing:completion:`.

extension CollectionView {
    /// The running (or just ended) eased transition the collection view shows, if any.
    public var easedTransition: EasedTransitionLayout? { layout as? EasedTransitionLayout }

    /// Starts an eased transition to `next`: the robust replacement for UIKit's
    /// `setCollectionViewLayout(_:animated:)`, with a duration, any ``Easing`` curve and control of
    /// the content offset.
    ///
    /// `next` is prepared for the collection view's context (bounds, inset, data); the transition
    /// (a ``Layout``) is installed as the collection view's layout and returned, so that you can
    /// set its target offset (``EasedTransitionLayout/setToContentOffset(placing:placement:options:)``,
    /// ``EasedTransitionLayout/setToContentOffset(for:at:)``). Drive it with ``advance(by:)``;
    /// when the duration has elapsed the collection view holds `next`, with the content offset
    /// exactly at the target.
    ///
    /// When a transition is already running (spring, eased or interactive), the new one starts
    /// from its current poses and offset, and the running one is cancelled in place (its
    /// completion runs with `false`).
    ///
    /// - Parameters:
    ///   - next: the layout to go to; prepared here for the collection view's context.
    ///   - duration: seconds; finite and positive.
    ///   - easing: the timing curve; default ``Easing/quadraticInOut``.
    ///   - configuration: time step and target offset.
    ///   - completion: called once with `true` when the transition reaches its end, `false` when
    ///     it is cancelled or replaced.
    /// - Throws: ``TransitionError``, e.g. `"invalid transition configuration: duration is -1.0;
    ///   must be finite and positive"`; ``TransitionError/layoutFailed(role:_:)`` when `next`
    ///   fails to prepare. Nothing changes when it throws.
    @discardableResult
    public mutating func transition(to next: some Layout, duration: Double, easing: Easing = .quadraticInOut,
                                    configuration: EasedTransitionLayout.Configuration = .init(),
                                    completion: ((Bool) -> Void)? = nil) throws(TransitionError) -> EasedTransitionLayout {
        var prepared: any Layout = next
        do {
            try prepared.prepare(in: context)
        } catch {
            throw .layoutFailed(role: "next", error)
        }
        let transition = try EasedTransitionLayout(from: transitionStartLayout, to: prepared, duration: duration,
                                                   easing: easing, configuration: configuration, startOffset: contentOffset)
        transition.completion = completion
        interruptRunningTransition()
        try installTransition(transition, contentOffset: transition.contentOffset)
        return transition
    }
}
