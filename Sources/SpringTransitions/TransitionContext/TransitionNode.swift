/// A host of layout transitions in the manner of Texture's Layout Transition API, headless: an
/// object whose layout follows its state, and which animates from one layout to the next when
/// told to.
///
/// ## Using it
/// Keep the state in a subclass and override ``layoutForCurrentState()`` to build the layout for
/// it (or set ``layout`` and ``dataCounts`` directly). After a state change call
/// ``transitionLayout(animated:)``; for a new size (a rotation), ``transitionLayout(toSize:animated:)``,
/// which does nothing when the size is unchanged. Drive animations with ``advance(by:)`` and
/// read what is shown with ``attributes(for:)`` and ``attributes(in:)``.
///
/// ## The sequence of one transition
/// 1. The layout for the current state is built and prepared for the size and data counts.
/// 2. A ``LayoutTransitionContext`` goes from what is presented now to it. Inserted elements join
///    ``elements`` *before* the animation starts (Texture inserts subnodes then).
/// 3. ``animateLayoutTransition(_:)`` runs. The default animates on springs (``provider``,
///    ``integrator``): persisting elements move, inserted ones fade in from their initial frames,
///    removed ones fade out; a non-animated transition completes at once.
/// 4. The animation calls ``LayoutTransitionContext/completeTransition(finished:)``: the new layout
///    becomes ``calculatedLayout`` and what is presented, then ``didCompleteLayoutTransition(_:)``
///    removes the removed elements. Until then they are still in ``elements`` and presented.
///
/// ## A transition while one is pending: interrupt and retarget
/// A new transition never waits and is never refused. It starts from what is presented at that
/// moment: the pending context becomes ``LayoutTransitionContext/State/interrupted`` (its
/// ``LayoutTransitionContext/completeTransition(finished:)`` then throws and its
/// ``didCompleteLayoutTransition(_:)`` never runs), and the new context's ``LayoutTransitionContext/fromLayout``
/// holds the presented poses of every element, including those the interrupted transition was
/// still removing (they are removed by the new one unless the new layout has them). The default
/// animation retargets the running spring transition: every element continues from its current
/// position *and velocity*.
open class TransitionNode {
    /// The size the node is laid out for (the latest requested; Texture's constrained size).
    public internal(set) var size: Size
    /// The data counts of the node's state, used to prepare the layout for it.
    public var dataCounts: DataCounts
    /// The layout of the node's state, returned by the default ``layoutForCurrentState()``.
    public var layout: any Layout
    /// The layout the node has settled on: the last completed transition's ``LayoutTransitionContext/toLayout``.
    public internal(set) var calculatedLayout: any Layout
    /// What the node shows: ``calculatedLayout`` at rest, the running spring transition during the
    /// default animation, or whatever a custom animation presents (``present(_:)``).
    public internal(set) var presentedLayout: any Layout
    /// The node's elements (Texture's subnodes), sorted: those of ``calculatedLayout``, plus those
    /// a pending transition inserts or has not removed yet.
    public internal(set) var elements: [ElementID]
    /// The transition waiting for its completion, if any.
    public internal(set) var pendingTransition: LayoutTransitionContext?
    /// The animation of each element in the default animation.
    public var provider: AnimationProvider
    /// The integrator of the default animation; `nil` for the engine's default (GSL rkf45).
    public var integrator: (any Integrator)?
    /// The time step and other settings of the default animation's spring transitions.
    public var transitionConfiguration: SpringTransitionLayout.Configuration

    /// A node of `size` whose state is `layout` with `dataCounts`, laid out at once through
    /// ``layoutForCurrentState()`` (which subclasses may override; their own properties are set by then).
    ///
    /// - Throws: ``LayoutTransitionError/layoutFailed(_:)`` when the layout cannot be prepared.
    public init(size: Size, dataCounts: DataCounts, layout: some Layout, provider: AnimationProvider = .spring(.smooth),
                integrator: (any Integrator)? = nil,
                transitionConfiguration: SpringTransitionLayout.Configuration = .init()) throws(LayoutTransitionError) {
        self.size = size
        self.dataCounts = dataCounts
        self.layout = layout
        self.calculatedLayout = layout
        self.presentedLayout = layout
        self.elements = []
        self.provider = provider
        self.integrator = integrator
        self.transitionConfiguration = transitionConfiguration
        let prepared = try preparedLayoutForCurrentState(size: size)
        calculatedLayout = prepared
        presentedLayout = prepared
        elements = prepared.allElements
    }

    /// The layout for the node's current state; the node prepares it for ``size`` and
    /// ``dataCounts``. Default: ``layout``. Override it to derive the layout from your state
    /// (Texture's `layoutSpecThatFits:`). During ``transitionLayout(toSize:animated:)``, ``size``
    /// already is the new size when this runs.
    open func layoutForCurrentState() -> any Layout { layout }

    /// Animates the transition described by `context` and calls
    /// ``LayoutTransitionContext/completeTransition(finished:)`` when done.
    ///
    /// Default: without animation, completes at once. With animation, presents a
    /// ``SpringTransitionLayout`` from ``LayoutTransitionContext/fromLayout`` to
    /// ``LayoutTransitionContext/toLayout`` (or retargets the one running, keeping every velocity)
    /// with ``provider`` and ``integrator``, and completes the context when it comes to rest
    /// (``advance(by:)`` drives it; it completes with `true`).
    ///
    /// Override it for a custom animation; call `super` for the cases you leave to the default.
    ///
    /// - Throws: ``LayoutTransitionError/transitionFailed(_:)`` when the spring transition cannot
    ///   start. If it throws before completing the context, the node is restored to its state
    ///   before the transition began.
    open func animateLayoutTransition(_ context: LayoutTransitionContext) throws(LayoutTransitionError) {
        guard context.isAnimated else {
            try context.completeTransition(finished: true)
            return
        }
        let transition: SpringTransitionLayout
        do throws(TransitionError) {
            if let running = springTransition, running.state == .running {
                try running.retarget(to: context.toLayout, using: provider)
                if let integrator { running.integrator = integrator }
                transition = running
            } else {
                transition = try SpringTransitionLayout(from: context.fromLayout, to: context.toLayout, provider: provider,
                                                        integrator: integrator, configuration: transitionConfiguration)
            }
        } catch {
            throw .transitionFailed(error)
        }
        transition.completion = { [weak self, weak context] finished in
            guard let self, let context, self.pendingTransition === context else { return }
            try? context.completeTransition(finished: finished)
        }
        present(transition)
    }

    /// Called once the pending transition has completed, after ``calculatedLayout`` and the
    /// presentation became the new layout. Default: removes ``LayoutTransitionContext/removedElements``
    /// from ``elements`` (Texture removes subnodes here). Override it for cleanup of your own; call
    /// `super`, or remove the elements yourself.
    open func didCompleteLayoutTransition(_ context: LayoutTransitionContext) {
        let removed = Set(context.removedElements)
        elements.removeAll { removed.contains($0) }
    }
}
