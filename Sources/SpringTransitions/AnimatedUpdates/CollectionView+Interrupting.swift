// Interrupting a running spring transition for an animated change.

extension CollectionView {
    /// When a spring transition is running, installs its next layout (the state the change applies
    /// to) and returns the transition; otherwise returns `nil` and changes nothing. The content
    /// offset may be clamped to the next layout's range; the caller keeps the shown one.
    mutating func installRunningTarget() throws(FlowError) -> SpringTransitionLayout? {
        guard let running = springTransition, running.state == .running else { return nil }
        let next = running.nextLayout
        do {
            try setLayout(next)
        } catch {
            throw .layout(error)
        }
        return running
    }

    /// The standard channels whose velocity carries over into a new transition.
    static let carriedChannels: [AnimationChannel] = [
        .centerX, .centerY, .width, .height, .translationX, .translationY, .scaleX, .scaleY, .rotation, .shear, .alpha,
    ]

    /// `diff` (taken from `running`'s next layout to the changed one) with every start replaced by
    /// `running`'s current pose, `running`'s own disappearing elements added as removed, and the
    /// current velocities of every moving element, keyed by its identity in the new transition.
    static func liveStart(of diff: LayoutDiff, interrupting running: SpringTransitionLayout)
        -> (LayoutDiff, [ElementID: ChannelVelocities]) {
        var velocities: [ElementID: ChannelVelocities] = [:]
        func carry(_ old: ElementID, as new: ElementID) {
            guard let a = running.animation(for: old) else { return }
            var v = ChannelVelocities()
            for channel in a.channels where carriedChannels.contains(channel) {
                v[channel] = a.velocity(of: channel) ?? 0
            }
            if !v.values.isEmpty { velocities[new] = v }
        }
        var result = diff
        for i in result.persisting.indices {
            let old = result.persisting[i].from.id
            if let pose = running.attributes(for: old) { result.persisting[i].from = pose }
            carry(old, as: result.persisting[i].to.id)
        }
        for i in result.removed.indices {
            let old = result.removed[i].from.id
            if let pose = running.attributes(for: old) { result.removed[i].from = pose }
            carry(old, as: old.removedName)
        }
        running.forEachDisappearing { id, target in
            var from = running.attributes(for: id) ?? target
            var to = target
            from.id = id
            to.id = id
            result.removed.append(LayoutDiff.Change(from: from, to: to))
            carry(id, as: id.removedName)
        }
        return (result, velocities)
    }
}
