// Batch updates and bounds changes animated by the spring engine.

extension CollectionView {
    /// Applies a batch of inserts, deletes, moves and reloads, and animates it on springs.
    ///
    /// The update runs exactly as ``performBatchUpdates(_:newCounts:diffScope:)`` (the layout is
    /// told ``Layout/prepare(forUpdates:mapping:)``, prepared with the new counts, then told
    /// ``Layout/finalizeUpdates()``), recording the diff over every element while the layout's
    /// appearing and disappearing attributes are valid. A ``SpringTransitionLayout`` then animates
    /// that diff (see ``SpringTransitionLayout/init(animating:fromContentOffset:fromContentSize:to:provider:integrator:configuration:)``):
    /// - persisting elements, moved ones included, go from their old attributes to their new ones;
    /// - inserted elements start from the layout's ``Layout/initialAttributes(forAppearing:)``;
    /// - removed elements go to its ``Layout/finalAttributes(forDisappearing:)`` under the
    ///   identity ``ElementID/removed(_:)`` and leave when the transition ends.
    ///
    /// Only inserted and removed elements are asked for appearing or disappearing attributes, so a
    /// layout's custom insertion effect (``UpdateEffectsLayout``) never touches moved or
    /// persisting items. The transition is installed and returned; drive it with ``advance(by:)``.
    /// The data counts are the new ones from the first frame; the offset ends at the layout's
    /// ``Layout/targetContentOffset(forProposed:)`` of the current one, clamped.
    ///
    /// When a spring transition is running, it is interrupted: the update applies to its next
    /// layout, and every element starts from its current pose, keeping the velocity of its
    /// position, size, 2-D transform and alpha channels (the 3-D transform's progress restarts at
    /// rest). Its elements that were disappearing keep disappearing. Its ``SpringTransitionLayout/completion``
    /// runs with `false`.
    ///
    /// - Parameters:
    ///   - updates: the batch (see ``UpdateItem``).
    ///   - newCounts: the counts after the update, checked against the batch; `nil` to derive them.
    ///   - provider: the animation of each element.
    ///   - integrator: advances the springs; `nil` for the engine's default (GSL rkf45).
    ///   - configuration: time step, offset mode, anchor, target offset.
    /// - Returns: the installed transition.
    /// - Throws: ``FlowError/update(_:)`` for a refused batch, ``FlowError/layout(_:)`` when the
    ///   running transition's next layout cannot be reinstalled, ``FlowError/transition(_:)`` when
    ///   the transition cannot start. Nothing changes when it throws.
    @discardableResult
    public mutating func performBatchUpdates(_ updates: [UpdateItem], newCounts: DataCounts? = nil,
                                             animatedWith provider: AnimationProvider,
                                             integrator: (any Integrator)? = nil,
                                             configuration: SpringTransitionLayout.Configuration = .init()) throws(FlowError) -> SpringTransitionLayout {
        let transition = try animateChange(provider: provider, integrator: integrator, configuration: configuration) { (view: inout CollectionView) throws(FlowError) -> LayoutDiff? in
            do throws(UpdateError) {
                return try view.performBatchUpdates(updates, newCounts: newCounts, diffScope: .all).diff
            } catch {
                throw .update(error)
            }
        }
        return transition.invariant("the transition was just started")
    }

    /// Resizes the visible area (a rotation) and animates every element from its old place to its
    /// new one on springs.
    ///
    /// The change runs as ``setBoundsSize(_:diffScope:)`` with a diff over every element: the layout
    /// is invalidated for the new bounds, told ``Layout/prepare(forAnimatedBoundsChange:)``, read,
    /// then told ``Layout/finalizeAnimatedBoundsChange()``. A bounds change keeps every element's
    /// identity, so (unless the layout itself adds or drops elements) every element *persists*:
    /// it moves smoothly from its old attributes to its new ones; nothing is treated as deleted and
    /// inserted, and no insertion effect plays (the pitfall of UIKit's rotation animations).
    /// The offset ends at the layout's ``Layout/targetContentOffset(forProposed:)`` of the current
    /// one, clamped to the new valid range. A running spring transition is interrupted as in
    /// ``performBatchUpdates(_:newCounts:animatedWith:integrator:configuration:)``.
    ///
    /// - Returns: the installed transition, or `nil` when `size` equals the current bounds size
    ///   (nothing changes then).
    /// - Throws: ``FlowError/layout(_:)`` for an invalid size or a layout that fails to update,
    ///   ``FlowError/transition(_:)`` when the transition cannot start. Nothing changes when it throws.
    @discardableResult
    public mutating func setBoundsSize(_ size: Size, animatedWith provider: AnimationProvider,
                                       integrator: (any Integrator)? = nil,
                                       configuration: SpringTransitionLayout.Configuration = .init()) throws(FlowError) -> SpringTransitionLayout? {
        guard size != boundsSize else { return nil }
        return try animateChange(provider: provider, integrator: integrator, configuration: configuration) { (view: inout CollectionView) throws(FlowError) -> LayoutDiff? in
            do throws(LayoutError) {
                return try view.setBoundsSize(size, diffScope: .all)
            } catch {
                throw .layout(error)
            }
        }
    }

    /// Runs `change` (which returns the diff it recorded) and installs a transition animating it,
    /// interrupting a running one. Restores everything when anything throws.
    mutating func animateChange(provider: AnimationProvider, integrator: (any Integrator)?,
                                configuration: SpringTransitionLayout.Configuration,
                                _ change: (inout CollectionView) throws(FlowError) -> LayoutDiff?) throws(FlowError) -> SpringTransitionLayout? {
        let saved = self
        do throws(FlowError) {
            let fromOffset = contentOffset
            let running = try installRunningTarget()
            let fromSize = running?.contentSize ?? contentSize
            guard var diff = try change(&self) else {
                self = saved
                return nil
            }
            var velocities: [ElementID: ChannelVelocities] = [:]
            if let running { (diff, velocities) = Self.liveStart(of: diff, interrupting: running) }
            let transition: SpringTransitionLayout
            do throws(TransitionError) {
                transition = try SpringTransitionLayout(
                    animating: diff, fromContentOffset: fromOffset, fromContentSize: fromSize, velocities: velocities,
                    to: layout, provider: provider, integrator: integrator, configuration: configuration)
                try installTransition(transition, contentOffset: transition.contentOffset)
            } catch {
                throw FlowError.transition(error)
            }
            running?.cancelInPlace()
            return transition
        } catch {
            self = saved
            throw error
        }
    }
}
