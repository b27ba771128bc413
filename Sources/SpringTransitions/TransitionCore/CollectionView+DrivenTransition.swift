// Installing time-driven transitions on a collection view.

extension CollectionView {
    /// The running (or just ended) time-driven transition the collection view shows, if any:
    /// a ``SpringTransitionLayout`` or an ``EasedTransitionLayout``.
    public var drivenTransition: (any DrivenTransition)? { layout as? any DrivenTransition }

    /// The layout a new transition starts from: the collection view's layout, or, while a
    /// transition (driven or interactive) is running, a snapshot of its current poses.
    var transitionStartLayout: any Layout {
        if let running = drivenTransition, !running.isComplete { return LayoutSnapshot(of: running) }
        if let core = layout as? any TransitionLayoutCore, core.isRunning { return LayoutSnapshot(of: core) }
        return layout
    }

    /// Ends the transition running on the collection view, if any, where it is (its completion
    /// runs with `false`), before another transition replaces it.
    func interruptRunningTransition() {
        if let running = drivenTransition, !running.isComplete {
            _ = running.cancelInPlace()
        } else if let core = layout as? any TransitionLayoutCore, core.isRunning {
            core.interrupt()
        }
    }

    /// Installs a transition without moving the content: it keeps the offset it presents.
    mutating func installTransition(_ transition: some Layout, contentOffset: Point) throws(TransitionError) {
        do {
            try setLayout(transition)
        } catch {
            throw .layoutFailed(role: "transition", error)
        }
        try show(contentOffset)
    }

    /// Installs `layout` at exactly `offset` (a finished transition's target).
    mutating func installFinal(_ layout: any Layout, at offset: Point) throws(TransitionError) {
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
    mutating func show(_ offset: Point) throws(TransitionError) {
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
