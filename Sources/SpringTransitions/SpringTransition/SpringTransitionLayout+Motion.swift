// The exact motion of each channel and of the content offset from the presented instant on, as
// sums of closed-form spring motions (`SpringMotionSum` of `SpringMotion`s): what keyframe
// export certifies its bound with.

extension SpringTransitionLayout {
    /// The motion of `channel` of `element` from the presented time on, until the next clock event
    /// that changes it (a settle, a retarget): `nil` when the channel does not move now and is not
    /// waiting for a delay to start (its value is the pose's), when the element is not part of the
    /// transition, or once the transition has ended. Reads deferred elements without creating
    /// their animation objects. O(channels of the element).
    public func motion(of channel: AnimationChannel, for element: ElementID) -> SpringMotionSum? {
        guard let m = springMotion(of: channel, for: element) else { return nil }
        return m.isAtRest && m.startTime <= 0 ? .constant(m.target) : SpringMotionSum(m)
    }

    /// ``motion(of:for:)`` as one `SpringMotion` (its clock's 0 is now; at rest on its target
    /// for a batch channel that rests), without allocating.
    func springMotion(of channel: AnimationChannel, for element: ElementID) -> SpringMotion? {
        guard state == .running, let i = entryIndex(of: element) else { return nil }
        return elements.springMotion(of: channel, entry: i, in: self)
    }

    /// ``springMotion(of:for:)`` for `channel` of `a`: `nil` when `a` has no slot for it or is
    /// not this engine's.
    func springMotion(of channel: AnimationChannel, in a: AttributeAnimation) -> SpringMotion? {
        guard a.engine === self, let c = a.table.first(where: { $0.channel == channel }) else { return nil }
        if a.isWaiting { return waitingMotion(c, of: a) }
        return batchSpringMotion(c.id)
    }

    /// The motion of the content offset from the presented time on: the offset's own channels in
    /// ``ContentOffsetMode/spring(_:)`` mode; in ``ContentOffsetMode/followsProgress`` mode
    /// `from + (to − from)·P + correction`, with P written out as its weighted sum over every
    /// moving (or delayed) channel, merged per spring (`SpringMotionSum.combined()`). Constant once
    /// the transition has ended. O(moving channels).
    public var contentOffsetMotion: (x: SpringMotionSum, y: SpringMotionSum) {
        guard state == .running else {
            let offset = contentOffset
            return (.constant(offset.x), .constant(offset.y))
        }
        if let (x, y) = offsetChannels { return (batchMotion(x), batchMotion(y)) }
        let from = fromContentOffset, to = toContentOffset
        // Nothing to follow: `from + 0·P` is `from` (skips summing every channel).
        if from == to && offsetCorrection == nil { return (.constant(from.x), .constant(from.y)) }
        var progress = SpringMotionSum.constant(1)
        if sums.hasWeights {
            progress = .constant(sums.restSum)
            store.forEachActive { id, info in
                guard info.weight != 0 else { return }
                progress.constant -= info.weight * info.from
                progress.terms.append(.init(coefficient: info.weight, motion: activeMotion(id)))
            }
            for j in waitingCursor..<waiting.count {
                let a = elements.object(ofEntry: Int(waiting[j]))
                for c in a.table {
                    let w = store.weight(ofChannel: Int(c.id.rawValue))
                    guard w != 0 else { continue }
                    progress.constant -= w * c.from
                    progress.terms.append(.init(coefficient: w, motion: waitingMotion(c, of: a)))
                }
            }
        }
        func along(_ from: Double, _ to: Double, correction: ChannelID?) -> SpringMotionSum {
            let scale = to - from
            var m = SpringMotionSum(constant: from + scale * progress.constant,
                                 terms: progress.terms.map { .init(coefficient: scale * $0.coefficient, motion: $0.motion) })
            if let correction {
                let c = batchMotion(correction)
                m.constant += c.constant
                m.terms += c.terms
            }
            return m
        }
        progress = progress.combined()
        return (along(from.x, to.x, correction: offsetCorrection?.x).combined(), along(from.y, to.y, correction: offsetCorrection?.y).combined())
    }

    /// A batch channel's motion: constant at its value when it rests.
    func batchMotion(_ id: ChannelID) -> SpringMotionSum {
        if lazyExact != nil {
            return lazyIsMoving(id) ? SpringMotionSum(lazySpringMotion(id)) : .constant(lazyPresentedState(id).value)
        }
        guard store.isActive(id) else { return .constant(presentedState(id).value) }
        return SpringMotionSum(activeMotion(id))
    }

    /// A batch channel's motion as one `SpringMotion`: at rest on its value when it rests.
    func batchSpringMotion(_ id: ChannelID) -> SpringMotion {
        if lazyExact != nil { return lazySpringMotion(id) }
        guard store.isActive(id) else {
            let value = presentedState(id).value
            return SpringMotion(spring: store.spring(of: id), start: .zero, target: value)
        }
        return activeMotion(id)
    }

    /// A moving batch channel's motion from its presented state.
    func activeMotion(_ id: ChannelID) -> SpringMotion {
        let s = presentedState(id)
        return SpringMotion(spring: store.spring(of: id), from: s.value, velocity: s.velocity, to: store.target(of: id))
    }

    /// The motion of channel `c` of `a`, which waits for its delay: held at its start until the
    /// delay runs out (or already on its spring when that instant has passed between clock steps).
    func waitingMotion(_ c: AnimatedChannel, of a: AttributeAnimation) -> SpringMotion {
        let spring = store.spring(of: c.id)
        let now = time
        if now > a.startTime {
            let s = Self.delayedState(c, of: a, at: now, spring: spring)
            return SpringMotion(spring: spring, from: s.value, velocity: s.velocity, to: c.to)
        }
        return SpringMotion(spring: spring, from: c.from, velocity: c.startVelocity, to: c.to, startTime: a.startTime - now)
    }
}
