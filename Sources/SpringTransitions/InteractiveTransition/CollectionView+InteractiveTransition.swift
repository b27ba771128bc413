// Driving a collection view through interactive transitions: TLLayoutTransitioning's
// `startInteractiveTransitionToCollectionViewLayout:completion:`, with spring hand-offs.

extension CollectionView {
    /// The interactive transition the collection view shows while it is interactive, if any.
    public var interactiveTransition: InteractiveTransitionLayout? {
        guard let t = layout as? InteractiveTransitionLayout, t.state == .interactive else { return nil }
        return t
    }

    /// Starts an interactive transition to `next` at progress 0 and installs it.
    ///
    /// `next` is prepared for the collection view's context. Set the progress with
    /// ``updateInteractiveTransition(progress:)``; end with
    /// ``finishInteractiveTransition(velocity:handOff:integrator:)``,
    /// ``cancelInteractiveTransition(velocity:handOff:integrator:)`` or
    /// ``cancelInteractiveTransitionInPlace()``. When a transition is already running (spring,
    /// eased or interactive), the new one starts from its current poses and offset, and the
    /// running one is cancelled in place.
    ///
    /// - Parameters:
    ///   - next: the layout to go to.
    ///   - toContentOffset: the offset at progress 1; `nil` for the next layout's proposal from the
    ///     current offset, clamped. Change it with the transition's `setToContentOffset` methods.
    ///   - completion: called once with `(completed, finished)` (see
    ///     ``InteractiveTransitionLayout/completion``).
    /// - Throws: ``InteractiveTransitionError/transition(_:)`` when `next` fails to prepare
    ///   (``TransitionError/layoutFailed(role:_:)``) or the transition cannot start; nothing changes then.
    @discardableResult
    public mutating func startInteractiveTransition(
        to next: some Layout, toContentOffset: Point? = nil,
        completion: ((_ completed: Bool, _ finished: Bool) -> Void)? = nil
    ) throws(InteractiveTransitionError) -> InteractiveTransitionLayout {
        var prepared: any Layout = next
        do {
            try prepared.prepare(in: context)
        } catch {
            throw .transition(.layoutFailed(role: "next", error))
        }
        let transition = try InteractiveTransitionLayout(from: transitionStartLayout, to: prepared,
                                                         toContentOffset: toContentOffset, startOffset: contentOffset)
        transition.completion = completion
        interruptRunningTransition()
        do {
            try installTransition(transition, contentOffset: transition.contentOffset)
        } catch {
            throw .transition(error)
        }
        return transition
    }

    /// Sets the running interactive transition's progress
    /// (``InteractiveTransitionLayout/setTransitionProgress(_:)``) and moves the content offset to
    /// its new `contentOffset`.
    ///
    /// - Parameter progress: 0 at the start, 1 at the target; values outside [0, 1] extrapolate.
    /// - Throws: ``InteractiveTransitionError/invalidProgress(_:)`` for a non-finite progress or one
    ///   beyond ±``InteractiveTransitionLayout/progressLimit``,
    ///   ``InteractiveTransitionError/noInteractiveTransition`` without an interactive transition;
    ///   nothing changes then.
    public mutating func updateInteractiveTransition(progress: Double) throws(InteractiveTransitionError) {
        guard progress.isFinite, Swift.abs(progress) <= InteractiveTransitionLayout.progressLimit else {
            throw .invalidProgress(progress)
        }
        guard let transition = interactiveTransition else { throw .noInteractiveTransition }
        try transition.setTransitionProgress(progress)
        do {
            try show(transition.contentOffset)
        } catch {
            throw .transition(error)
        }
    }

    /// Completes the interactive transition to the next layout on springs, starting from the
    /// current poses with the gesture's velocity: no jump in position or velocity.
    ///
    /// A ``SpringTransitionLayout`` from the current poses to the next layout is installed and
    /// returned; drive it with ``advance(by:)`` like any spring transition. Each channel starts
    /// with velocity `velocity × (to − from)` of that channel; the content offset continues to
    /// `toContentOffset` likewise (see
    /// ``InteractiveTransitionLayout/HandOff/contentOffsetMode``). When the spring comes to rest
    /// the collection view holds the next layout at exactly that offset, and the completion runs
    /// with `(true, true)`.
    ///
    /// - Parameters:
    ///   - velocity: the progress velocity at release, in progress units per second (for a pinch:
    ///     the scale velocity divided by the scale range that maps onto 0…1); finite.
    ///   - handOff: the springs, the offset mode and the clock step.
    ///   - integrator: advances the springs; `nil` for the spring transition's default.
    /// - Returns: the spring transition.
    /// - Throws: ``InteractiveTransitionError/invalidVelocity(_:)``,
    ///   ``InteractiveTransitionError/noInteractiveTransition``, or
    ///   ``InteractiveTransitionError/transition(_:)`` (e.g. an invalid time step); nothing changes then.
    @discardableResult
    public mutating func finishInteractiveTransition(
        velocity: Double = 0, handOff: InteractiveTransitionLayout.HandOff = .init(), integrator: (any Integrator)? = nil
    ) throws(InteractiveTransitionError) -> SpringTransitionLayout {
        try handOffInteractiveTransition(finishing: true, velocity: velocity, handOff: handOff, integrator: integrator)
    }

    /// Sends the interactive transition back to the original layout on springs, starting from the
    /// current poses with the gesture's velocity: no jump in position or velocity.
    ///
    /// As ``finishInteractiveTransition(velocity:handOff:integrator:)``, towards the layout and
    /// content offset the transition started from; appearing elements head back to their initial
    /// attributes. When the spring comes to rest the collection view holds the original layout at
    /// exactly `fromContentOffset`, and the completion runs with
    /// `(true, false)`.
    ///
    /// - Parameters:
    ///   - velocity: the progress velocity at release, in progress units per second (negative when
    ///     the gesture moves back towards 0); finite.
    ///   - handOff: the springs, the offset mode and the clock step.
    ///   - integrator: advances the springs; `nil` for the spring transition's default.
    /// - Returns: the spring transition.
    /// - Throws: as ``finishInteractiveTransition(velocity:handOff:integrator:)``; nothing changes then.
    @discardableResult
    public mutating func cancelInteractiveTransition(
        velocity: Double = 0, handOff: InteractiveTransitionLayout.HandOff = .init(), integrator: (any Integrator)? = nil
    ) throws(InteractiveTransitionError) -> SpringTransitionLayout {
        try handOffInteractiveTransition(finishing: false, velocity: velocity, handOff: handOff, integrator: integrator)
    }

    /// Stops the interactive transition where it is: the current poses are installed as a frozen
    /// ``LayoutSnapshot`` at the current offset, and the completion runs with `(false, false)`.
    ///
    /// - Returns: the frozen layout.
    /// - Throws: ``InteractiveTransitionError/noInteractiveTransition`` without an interactive
    ///   transition, or ``InteractiveTransitionError/transition(_:)`` if the frozen layout cannot
    ///   be installed.
    @discardableResult
    public mutating func cancelInteractiveTransitionInPlace() throws(InteractiveTransitionError) -> LayoutSnapshot {
        guard let transition = interactiveTransition else { throw .noInteractiveTransition }
        let offset = transition.contentOffset
        do {
            try show(offset)
            let frozen = LayoutSnapshot(of: transition)
            try installTransition(frozen, contentOffset: offset)
            transition.interrupt()
            return frozen
        } catch {
            throw .transition(error)
        }
    }

    /// The shared path of finishing and cancelling.
    mutating func handOffInteractiveTransition(finishing: Bool, velocity: Double, handOff: InteractiveTransitionLayout.HandOff,
                                               integrator: (any Integrator)?) throws(InteractiveTransitionError) -> SpringTransitionLayout {
        guard velocity.isFinite else { throw .invalidVelocity(velocity) }
        guard let transition = interactiveTransition else { throw .noInteractiveTransition }
        let shownBefore = contentOffset
        do {
            try SpringTransitionLayout.Configuration(timeStep: handOff.timeStep).validate()
            // The snapshot of the poses starts at the offset the view shows.
            try show(transition.contentOffset)
        } catch {
            throw .transition(error)
        }
        let spring: SpringTransitionLayout
        do {
            spring = try transition.makeHandOff(finishing: finishing, progressVelocity: velocity, settings: handOff,
                                                integrator: integrator)
        } catch {
            // Nothing is half-applied: the view shows what it showed before the call.
            try? show(shownBefore)
            throw error
        }
        do {
            try installTransition(spring, contentOffset: spring.contentOffset)
        } catch {
            try? show(shownBefore)
            throw .transition(error)
        }
        if let done = transition.completion {
            transition.completion = nil
            spring.completion = { completed in done(completed, finishing) }
        }
        transition.state = finishing ? .finishing : .cancelling
        transition.handOff = spring
        return spring
    }
}
