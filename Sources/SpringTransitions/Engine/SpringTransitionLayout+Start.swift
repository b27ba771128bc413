// Starting a transition: checking the layouts, planning every element, asking the provider and
// validating its animations. Nothing here changes the transition; `apply` does.

extension SpringTransitionLayout {
    /// Throws unless every element of `layout` lies inside its prepared data counts (cells must be
    /// items of the counts, supplementary views must be in an existing section). O(n).
    static func checkData(of layout: some Layout, role: String) throws(TransitionError) {
        guard let counts = layout.preparedContext?.dataCounts else { throw .layoutNotPrepared(role: role) }
        for id in layout.allElements {
            let inside: Bool
            switch id.category {
            case .cell: inside = counts.contains(id.indexPath)
            case .supplementary: inside = id.indexPath.section >= 0 && id.indexPath.section < counts.numberOfSections
            case .decoration: inside = true
            }
            if !inside { throw .elementOutsideData(role: role, element: id, dataCounts: counts) }
        }
    }

    /// The target offset (the requested one, or the next layout's proposal for `start` clamped to
    /// its valid range) and the next layout updated for it when its attributes depend on the offset.
    static func prepareTarget(_ next: some Layout, from start: Point,
                              requested: Point?) throws(TransitionError) -> (any Layout, Point) {
        var layout: any Layout = next
        guard let context = next.preparedContext else { throw .layoutNotPrepared(role: "next") }
        let target = requested ?? ScrollGeometry(boundsSize: context.boundsSize, contentSize: next.contentSize,
                                                 contentInset: context.contentInset)
            .clamp(next.targetContentOffset(forProposed: start))
        try move(&layout, to: target)
        return (layout, target)
    }

    /// Lets `layout` update for the content offset `offset`, as a collection view would on a scroll.
    static func move(_ layout: inout any Layout, to offset: Point) throws(TransitionError) {
        guard var context = layout.preparedContext, context.contentOffset != offset else { return }
        context.contentOffset = offset
        let bounds = context.bounds
        guard layout.shouldInvalidate(forBoundsChange: bounds) else { return }
        do {
            try layout.invalidate(forBoundsChange: bounds, in: context)
        } catch {
            throw .layoutFailed(role: "next", error)
        }
    }

    /// Every element of a new transition from `old` to `next`, with its animation.
    func planStart(from old: any Layout, to next: any Layout) throws(TransitionError) -> [PlannedEntry] {
        let diff = LayoutDiff(from: old, to: next, scope: .all)
        var plan: [PlannedEntry] = []
        plan.reserveCapacity(diff.count)
        for c in diff.persisting {
            plan.append(PlannedEntry(id: c.to.id, change: .persisting, from: c.from, to: c.to, previous: -1, isMoving: false))
        }
        for c in diff.inserted {
            plan.append(PlannedEntry(id: c.to.id, change: .appearing, from: c.from, to: c.to, previous: -1, isMoving: false))
        }
        for c in diff.removed {
            plan.append(PlannedEntry(id: c.from.id, change: .disappearing, from: c.from, to: c.to, previous: -1, isMoving: false))
        }
        plan.sort { $0.id < $1.id }
        let lookup = ContextLookup(start: { old.attributes(for: $0) }, target: { next.attributes(for: $0) })
        try requestAnimations(&plan, provider: provider, isRetarget: false, lookup: lookup)
        return plan
    }

    /// Asks `provider` for the animation of every planned element that does not keep its own, and
    /// validates each. Throws at the first invalid one; `plan` is then partly filled but nothing
    /// else has changed.
    func requestAnimations(_ plan: inout [PlannedEntry], provider: AnimationProvider, isRetarget: Bool,
                           lookup: ContextLookup) throws(TransitionError) {
        var seen = Set<ObjectIdentifier>()
        let count = plan.count
        for i in plan.indices where !plan[i].keepsAnimation {
            let p = plan[i]
            let context = AnimationContext(
                element: p.id, from: p.from, to: p.to, change: p.change, index: i, elementCount: count,
                isRetarget: isRetarget, isMoving: p.isMoving, anchor: configuration.anchor,
                fromContentOffset: fromContentOffset, toContentOffset: toContentOffset, lookup: lookup)
            guard let animation = provider(context) else { continue }
            try Self.validate(animation, for: p.id, seen: &seen)
            plan[i].animation = animation
        }
    }

    /// Checks an animation returned by a provider: its element, that it is fresh, finite attributes
    /// and decompositions, finite velocities, a finite non-negative delay and finite declared channels.
    static func validate(_ animation: AttributeAnimation, for element: ElementID,
                         seen: inout Set<ObjectIdentifier>) throws(TransitionError) {
        guard animation.element == element else {
            throw .animationMismatch(expected: element, returned: animation.element)
        }
        guard !animation.isAttached, seen.insert(ObjectIdentifier(animation)).inserted else {
            throw .animationInUse(element)
        }
        for (side, attributes) in [("from", animation.from), ("to", animation.to)] {
            do {
                try attributes.validate()
            } catch {
                throw .invalidAnimation(element: element, field: "\(side).\(error.field)", value: "\(error.value)",
                                        requirement: error.requirement)
            }
            let values = AttributeAnimation.standardValues(of: attributes)
            for k in 4..<10 where !values[k].isFinite {
                throw .invalidAnimation(element: element, field: "\(side).transform.components.\(AnimationChannel.standard[k])",
                                        value: "\(values[k])", requirement: "must be finite")
            }
        }
        for (channel, velocity) in animation.initialVelocity.values.sorted(by: { $0.key.description < $1.key.description })
            where !velocity.isFinite {
            throw .invalidAnimation(element: element, field: "initialVelocity[\(channel)]", value: "\(velocity)",
                                    requirement: "must be finite")
        }
        guard animation.delay.isFinite, animation.delay >= 0 else {
            throw .invalidAnimation(element: element, field: "delay", value: "\(animation.delay)",
                                    requirement: "must be finite and not negative")
        }
        for d in animation.declaredChannels {
            for (name, value) in [("from", d.from), ("to", d.to)] where !value.isFinite {
                throw .invalidAnimation(element: element, field: "channel \(d.name).\(name)", value: "\(value)",
                                        requirement: "must be finite")
            }
        }
    }
}
