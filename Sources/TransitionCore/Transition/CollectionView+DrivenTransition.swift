// Installing transitions on a collection view, and driving time-driven ones (advance, cancel).

extension CollectionView {
    /// The running (or just ended) time-driven transition the collection view shows, if any:
    /// a `SpringTransitionLayout` or an ``EasedTransitionLayout``.
    public var drivenTransition: (any DrivenTransition)? { layout as? any DrivenTransition }

    /// Advances the running transition (spring, eased, or any ``DrivenTransition``) by `dt`
    /// seconds and shows its new content offset. When it finishes, installs its completed layout
    /// and leaves the content offset exactly at the transition's target (no jump). Without a
    /// running transition it only checks `dt`.
    ///
    /// - Throws: ``TransitionError/invalidTimeStep(_:)`` for a negative or non-finite `dt`; an
    ///   integration or layout failure (the transition stays installed).
    public mutating func advance(by dt: Double) throws(TransitionError) {
        guard let transition = drivenTransition, !transition.isComplete else {
            guard dt.isFinite, dt >= 0 else { throw .invalidTimeStep(dt) }
            return
        }
        try transition.advance(by: dt)
        if let (next, offset) = transition.completedLayout {
            try installFinal(next, at: offset)
        } else {
            try show(transition.contentOffset)
        }
    }

    /// Stops the running transition (spring, eased, or any ``DrivenTransition``) where it is and
    /// installs the frozen poses as the layout (``DrivenTransition/cancelInPlace()``): the view
    /// shows exactly what it showed, at rest.
    /// Does nothing without a running transition.
    ///
    /// - Throws: ``TransitionError/layoutFailed(role:_:)`` if the frozen layout cannot be installed.
    public mutating func cancelTransitionInPlace() throws(TransitionError) {
        guard let transition = drivenTransition, !transition.isComplete else { return }
        let offset = transition.contentOffset
        try show(offset)
        let frozen = transition.cancelInPlace()
        do {
            try setLayout(frozen)
        } catch {
            throw .layoutFailed(role: "frozen", error)
        }
        try show(offset)
    }

    /// The layout a new transition starts from: the collection view's layout, or, while a
    /// transition (driven or interactive) is running, a snapshot of its current poses.
    package var transitionStartLayout: any Layout {
        if let running = drivenTransition, !running.isComplete { return LayoutSnapshot(of: running) }
        if let core = layout as? any TransitionLayoutCore, core.isRunning { return LayoutSnapshot(of: core) }
        return layout
    }

    /// Ends the transition running on the collection view, if any, where it is (its completion
    /// runs with `false`), before another transition replaces it.
    package func interruptRunningTransition() {
        if let running = drivenTransition, !running.isComplete {
            _ = running.cancelInPlace()
        } else if let core = layout as? any TransitionLayoutCore, core.isRunning {
            core.interrupt()
        }
    }

    /// Installs a transition (spring, eased, interactive, or the frozen poses of one) without
    /// moving the content: the view shows `contentOffset`, the offset the transition presents. The
    /// one way every kind of transition gets onto a collection view.
    package mutating func installTransition(_ transition: some Layout, contentOffset: Point) throws(TransitionError) {
        do {
            try setLayout(transition)
        } catch {
            throw .layoutFailed(role: "transition", error)
        }
        try show(contentOffset)
    }

    /// Installs `layout` at exactly `offset` (a finished transition's target).
    package mutating func installFinal(_ layout: any Layout, at offset: Point) throws(TransitionError) {
        try show(offset)
        do {
            try setLayout(layout)
        } catch {
            throw .layoutFailed(role: "next", error)
        }
        try show(offset)
    }

    /// Sets the content offset (unclamped) unless it is already there. When the collection view
    /// shows a transition of this package, the transition chose the offset: it records it and the
    /// view moves there, without re-preparing the transition
    /// (``CollectionView/showContentOffset(recordedByLayout:)``); any other layout is scrolled
    /// with ``CollectionView/setContentOffset(_:)``.
    package mutating func show(_ offset: Point) throws(TransitionError) {
        guard offset != contentOffset else { return }
        if offset.isFinite, let transition = layout as? any TransitionLayoutCore {
            transition.recordShownOffset(offset)
            showContentOffset(recordedByLayout: offset)
            return
        }
        do {
            try setContentOffset(offset)
        } catch {
            throw .layoutFailed(role: "current", error)
        }
    }
}
