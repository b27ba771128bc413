// What a node shows, and the clock of its default animation.

extension TransitionNode {
    /// The running spring transition the node presents (the default animation), if any.
    public var springTransition: SpringTransitionLayout? { presentedLayout as? SpringTransitionLayout }

    /// Shows `layout` until the pending transition completes (then the new layout is shown). A
    /// custom ``animateLayoutTransition(_:)`` calls it with what it animates; a
    /// ``SpringTransitionLayout`` presented this way is driven by ``advance(by:)``.
    public func present(_ layout: any Layout) {
        presentedLayout = layout
    }

    /// Advances the presented spring transition by `dt` seconds; when it comes to rest it completes
    /// the pending transition. Without a running spring transition it only checks `dt`.
    ///
    /// - Throws: ``LayoutTransitionError/transitionFailed(_:)`` for a negative or non-finite `dt`
    ///   (`"the layout transition's animation failed: invalid time step -1.0; must be finite and not negative"`)
    ///   or an integration failure.
    public func advance(by dt: Double) throws(LayoutTransitionError) {
        do throws(TransitionError) {
            guard let transition = springTransition, transition.state == .running else {
                guard dt.isFinite, dt >= 0 else { throw .invalidTimeStep(dt) }
                return
            }
            try transition.advance(by: dt)
        } catch {
            throw .transitionFailed(error)
        }
    }

    /// The presented attributes of `element`, or `nil` when nothing presents it.
    public func attributes(for element: ElementID) -> LayoutAttributes? { presentedLayout.attributes(for: element) }

    /// The presented attributes of every element intersecting `rect`.
    public func attributes(in rect: Rect) -> [LayoutAttributes] { presentedLayout.attributes(in: rect) }
}
