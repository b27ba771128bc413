// Transitions that animate a recorded LayoutDiff: batch updates, bounds changes, navigation.

extension SpringTransitionLayout {
    /// A transition that animates `diff` exactly as recorded, toward `next`.
    ///
    /// Use it with the diff that ``CollectionView/performBatchUpdates(_:newCounts:diffScope:)``,
    /// ``CollectionView/setBoundsSize(_:diffScope:)`` or ``CollectionView/setLayout(_:diffScope:)``
    /// returns, and the collection view's layout after that call as `next`. The recorded diff
    /// matters for two reasons:
    /// - **Identities.** After a batch update, index paths name the new data. Persisting elements
    ///   (moved ones included) start from their old attributes under their *new* identity;
    ///   removed elements fade out under ``ElementID/removed(_:)``, so an item deleted at `[0, 2]`
    ///   never mixes with the item that becomes the new `[0, 2]`.
    /// - **Appearing and disappearing attributes.** A layout gives its custom
    ///   ``Layout/initialAttributes(forAppearing:)`` and ``Layout/finalAttributes(forDisappearing:)``
    ///   only between its prepare-for and finalize hooks; the diff recorded them then, and the
    ///   transition uses those records (inserted elements start from the diff's start attributes
    ///   whatever the provider's context would otherwise say).
    ///
    /// - Parameters:
    ///   - diff: the recorded diff; its persisting and inserted targets are `next`'s attributes.
    ///   - fromContentOffset: the content offset shown when the diff was taken.
    ///   - fromContentSize: the content size shown then.
    ///   - next: the layout after the change, prepared.
    ///   - provider: the animation of each element, as for ``init(from:to:provider:integrator:configuration:)``.
    ///   - integrator: advances the springs; `nil` for the engine's default (GSL rkf45).
    ///   - configuration: time step, offset mode, anchor and target offset.
    /// - Throws: ``TransitionError``: ``TransitionError/layoutNotPrepared(role:)`` for an unprepared
    ///   `next`; ``TransitionError/layoutFailed(role:_:)`` with role `"current"` for a non-finite
    ///   start offset or invalid start attributes; anything the engine's initialiser throws.
    public convenience init(animating diff: LayoutDiff, fromContentOffset: Point, fromContentSize: Size,
                            to next: some Layout, provider: AnimationProvider = .spring(.smooth),
                            integrator: (any Integrator)? = nil,
                            configuration: Configuration = Configuration()) throws(TransitionError) {
        try self.init(animating: diff, fromContentOffset: fromContentOffset, fromContentSize: fromContentSize,
                      velocities: [:], to: next, provider: provider, integrator: integrator,
                      configuration: configuration)
    }

    /// As the public initialiser, with velocities carried over from an interrupted transition,
    /// keyed by the identity each element has in this one.
    convenience init(animating diff: LayoutDiff, fromContentOffset: Point, fromContentSize: Size,
                     velocities: [ElementID: ChannelVelocities], to next: some Layout, provider: AnimationProvider,
                     integrator: (any Integrator)?, configuration: Configuration) throws(TransitionError) {
        guard var context = next.preparedContext else { throw .layoutNotPrepared(role: "next") }
        context.contentOffset = fromContentOffset
        let start: LayoutSnapshot
        do {
            try context.validate()
            start = try LayoutSnapshot(startOf: diff, context: context, contentSize: fromContentSize)
        } catch {
            throw .layoutFailed(role: "current", error)
        }
        var appearing: [ElementID: LayoutAttributes] = [:]
        for change in diff.inserted { appearing[change.to.id] = change.from }
        try self.init(from: start, to: next, provider: provider.startingFrom(appearing, velocities: velocities),
                      integrator: integrator, configuration: configuration)
    }
}
