/// Everything an animation needs to take a node from one layout to the next: Texture's
/// `ASContextTransitioning`, headless.
///
/// A ``TransitionNode`` creates one for every ``TransitionNode/transitionLayout(animated:)`` and
/// hands it to ``TransitionNode/animateLayoutTransition(_:)``. It tells the animation
/// - whether to animate (``isAnimated``);
/// - the layouts before and after (``fromLayout``, ``toLayout``) and their sizes;
/// - which elements appear, disappear and persist (``insertedElements``, ``removedElements``,
///   ``persistingElements``), matched by identity;
/// - where each element starts and ends (``initialFrame(for:)``, ``finalFrame(for:)``, and the
///   full attributes with ``initialAttributes(for:)`` and ``finalAttributes(for:)``).
///
/// The animation must call ``completeTransition(finished:)`` once it has ended: that makes
/// ``toLayout`` the host's layout and applies the removals. Until then, removed elements stay part
/// of the host and queryable.
///
/// ## States and errors
/// A context is ``State/pending`` until it completes (``State/completed(finished:)``) or a newer
/// transition of the same host interrupts it (``State/interrupted``; the newer transition starts
/// from what is presented then and takes over every element). ``completeTransition(finished:)``
/// throws ``LayoutTransitionError/alreadyCompleted(finished:)`` on a completed context and
/// ``LayoutTransitionError/interrupted`` on an interrupted one, and changes nothing then.
public final class LayoutTransitionContext {
    /// Where a context is in its life.
    public enum State: Sendable, Hashable {
        /// Waiting for ``LayoutTransitionContext/completeTransition(finished:)``.
        case pending
        /// Completed; `finished` is what the animation reported.
        case completed(finished: Bool)
        /// A newer transition of the host took over before this one completed.
        case interrupted
    }

    /// Whether the change should animate. A non-animated transition runs through the same hooks
    /// and is completed at once by the default animation.
    public let isAnimated: Bool
    /// What was presented when the transition began (the host's layout, or the poses of an
    /// interrupted transition), prepared.
    public let fromLayout: any Layout
    /// The layout for the new state, prepared for ``toSize``.
    public let toLayout: any Layout
    /// Elements of ``toLayout`` that ``fromLayout`` lacks, sorted.
    public let insertedElements: [ElementID]
    /// Elements of ``fromLayout`` that ``toLayout`` lacks, sorted. They leave only on completion.
    public let removedElements: [ElementID]
    /// Elements of both layouts, sorted.
    public let persistingElements: [ElementID]
    /// Where the context is in its life.
    public internal(set) var state = State.pending

    /// What completing does for the host: called once, with the context already marked completed.
    let onComplete: (LayoutTransitionContext, Bool) -> Void

    /// A context from `from` to `to`, matching elements by identity.
    ///
    /// - Parameters:
    ///   - from: what is presented now, prepared.
    ///   - to: the layout to go to, prepared.
    ///   - isAnimated: whether to animate.
    ///   - onComplete: run once by the first successful ``completeTransition(finished:)``, with
    ///     this context (already ``State/completed(finished:)``) and `finished`.
    public init(from: any Layout, to: any Layout, isAnimated: Bool,
                onComplete: @escaping (LayoutTransitionContext, Bool) -> Void) {
        self.isAnimated = isAnimated
        self.fromLayout = from
        self.toLayout = to
        self.onComplete = onComplete
        // Both lists are sorted: merge them.
        let old = from.allElements, new = to.allElements
        var inserted: [ElementID] = [], removed: [ElementID] = [], persisting: [ElementID] = []
        mergeSorted(old, new) { id, side in
            switch side {
            case .first: removed.append(id)
            case .second: inserted.append(id)
            case .both: persisting.append(id)
            }
        }
        self.insertedElements = inserted
        self.removedElements = removed
        self.persistingElements = persisting
    }

    /// The bounds size ``fromLayout`` was prepared for (zero when it has no context).
    public var fromSize: Size { fromLayout.preparedContext?.boundsSize ?? .zero }

    /// The bounds size ``toLayout`` was prepared for.
    public var toSize: Size { toLayout.preparedContext?.boundsSize ?? .zero }

    /// Whether the context is still waiting for ``completeTransition(finished:)``.
    public var isPending: Bool { state == .pending }
}
