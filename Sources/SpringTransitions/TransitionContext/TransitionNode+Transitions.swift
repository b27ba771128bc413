// Starting and completing a node's layout transitions.

extension TransitionNode {
    /// Lays the node out again for its current state and moves to the new layout, animated or not
    /// (Texture's `transitionLayoutWithAnimation:`). Runs the whole sequence described on
    /// ``TransitionNode``; a pending transition is interrupted and retargeted.
    ///
    /// - Returns: the transition's context (already completed when nothing animates it).
    /// - Throws: ``LayoutTransitionError/layoutFailed(_:)`` when the layout for the state cannot be
    ///   prepared; whatever ``animateLayoutTransition(_:)`` throws. Nothing changes when it throws.
    @discardableResult
    public func transitionLayout(animated: Bool) throws(LayoutTransitionError) -> LayoutTransitionContext {
        try beginTransition(toSize: size, animated: animated)
    }

    /// Lays the node out for `newSize` and moves to the new layout, animated or not (Texture's
    /// `transitionLayoutWithSizeRange:animated:`, for rotations and size changes). Does nothing
    /// when `newSize` equals ``size`` (the size of the latest transition, pending or not).
    ///
    /// - Returns: the transition's context, or `nil` when the size is unchanged.
    /// - Throws: as ``transitionLayout(animated:)``; an invalid size is a
    ///   ``LayoutTransitionError/layoutFailed(_:)``. Nothing changes when it throws.
    @discardableResult
    public func transitionLayout(toSize newSize: Size, animated: Bool) throws(LayoutTransitionError) -> LayoutTransitionContext? {
        guard newSize != size else { return nil }
        return try beginTransition(toSize: newSize, animated: animated)
    }

    /// ``layoutForCurrentState()`` prepared for `size` and ``dataCounts``; ``size`` is `size` while
    /// the override runs and stays so (the caller restores it on failure).
    func preparedLayoutForCurrentState(size: Size) throws(LayoutTransitionError) -> any Layout {
        self.size = size
        var next = layoutForCurrentState()
        do {
            try next.prepare(in: LayoutContext(boundsSize: size, dataCounts: dataCounts))
        } catch {
            throw .layoutFailed(error)
        }
        return next
    }

    /// The shared sequence of both triggers.
    func beginTransition(toSize newSize: Size, animated: Bool) throws(LayoutTransitionError) -> LayoutTransitionContext {
        let saved = (size, elements, presentedLayout, pendingTransition)
        let next: any Layout, from: any Layout
        do {
            next = try preparedLayoutForCurrentState(size: newSize)
            from = try presentedStart()
        } catch {
            size = saved.0
            throw error
        }
        let previous = pendingTransition
        let context = LayoutTransitionContext(from: from, to: next, isAnimated: animated) { [weak self] context, _ in
            self?.complete(context)
        }
        pendingTransition = context
        elements = Self.union(elements, next.allElements)
        // Interrupted before the animation starts, so that a completion the retarget fires for
        // the previous transition cannot complete it.
        previous?.interrupt()
        do {
            try animateLayoutTransition(context)
        } catch {
            if context.isPending {
                (size, elements, presentedLayout, pendingTransition) = saved
                if previous?.state == .interrupted { previous?.state = .pending }
            }
            throw error
        }
        return context
    }

    /// Makes the completed `context`'s layout the node's, then lets ``didCompleteLayoutTransition(_:)`` run.
    func complete(_ context: LayoutTransitionContext) {
        guard pendingTransition === context else { return }
        pendingTransition = nil
        calculatedLayout = context.toLayout
        presentedLayout = context.toLayout
        didCompleteLayoutTransition(context)
    }

    /// What a new transition starts from: the calculated layout at rest; during a pending
    /// transition, a frozen copy of every element as presented (an element the presentation lacks
    /// is taken where the pending transition puts it), prepared with data counts covering them all.
    func presentedStart() throws(LayoutTransitionError) -> any Layout {
        guard let pending = pendingTransition else { return calculatedLayout }
        var poses: [LayoutAttributes] = []
        poses.reserveCapacity(elements.count)
        for id in elements {
            if let a = presentedLayout.attributes(for: id) ?? pending.finalAttributes(for: id) ?? pending.initialAttributes(for: id) {
                poses.append(a)
            }
        }
        let context = LayoutContext(boundsSize: presentedLayout.preparedContext?.boundsSize ?? pending.toSize,
                                    dataCounts: DataCounts.covering(poses.lazy.map(\.id)))
        do {
            return try LayoutSnapshot(context: context, contentSize: presentedLayout.contentSize, elements: poses)
        } catch {
            throw .layoutFailed(error)
        }
    }

    /// The sorted union of two sorted lists.
    static func union(_ a: [ElementID], _ b: [ElementID]) -> [ElementID] {
        var result: [ElementID] = []
        result.reserveCapacity(max(a.count, b.count))
        mergeSorted(a, b) { id, _ in result.append(id) }
        return result
    }
}
