// Starting a transition: checking the layouts, planning every element, asking the provider and
// validating its animations. Nothing here changes the transition; `apply` does.

extension SpringTransitionLayout {
    /// Every element of a new transition from `old` to `next`, with its animation.
    func planStart(from old: any Layout, to next: any Layout) throws(TransitionError) -> [PlannedEntry] {
        let diff = LayoutDiff(from: old, to: next, scope: .all)
        // The diff's three lists are each sorted by identity: merge them rather than sort big values.
        var plan: [PlannedEntry] = []
        plan.reserveCapacity(diff.count)
        var p = 0, i = 0, r = 0
        while p < diff.persisting.count || i < diff.inserted.count || r < diff.removed.count {
            let pid = p < diff.persisting.count ? diff.persisting[p].to.id : nil
            let iid = i < diff.inserted.count ? diff.inserted[i].to.id : nil
            let rid = r < diff.removed.count ? diff.removed[r].from.id : nil
            if let pid, (iid.map { pid < $0 } ?? true), (rid.map { pid < $0 } ?? true) {
                let c = diff.persisting[p]
                plan.append(PlannedEntry(id: pid, change: .persisting, from: c.from, to: c.to, previous: -1, isMoving: false))
                p += 1
            } else if let iid, (rid.map { iid < $0 } ?? true) {
                let c = diff.inserted[i]
                plan.append(PlannedEntry(id: iid, change: .appearing, from: c.from, to: c.to, previous: -1, isMoving: false))
                i += 1
            } else {
                let c = diff.removed[r]
                plan.append(PlannedEntry(id: rid.invariant("a disappearing element has an identity in the current layout"), change: .disappearing, from: c.from, to: c.to, previous: -1, isMoving: false))
                r += 1
            }
        }
        let lookup = ContextLookup(start: { old.attributes(for: $0) }, target: { next.attributes(for: $0) })
        try requestAnimations(&plan, provider: provider, isRetarget: false, lookup: lookup)
        return plan
    }

    /// Asks `provider` for the animation of every planned element that does not keep its own, and
    /// validates each. Throws at the first invalid one; `plan` is then partly filled but nothing
    /// else has changed.
    func requestAnimations(_ plan: inout [PlannedEntry], provider: AnimationProvider, isRetarget: Bool,
                           lookup: ContextLookup) throws(TransitionError) {
        var seen = Set<ObjectIdentifier>(minimumCapacity: plan.count)
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
        func check(_ side: String, _ attributes: LayoutAttributes) throws(TransitionError) {
            do {
                try attributes.validate()
            } catch {
                throw .invalidAnimation(element: element, field: "\(side).\(error.field)", value: "\(error.value)",
                                        requirement: error.requirement)
            }
            guard !attributes.transform.isIdentity else { return }
            let values = AttributeAnimation.standardValues(of: attributes)
            for k in 4..<10 where !values[k].isFinite {
                throw .invalidAnimation(element: element, field: "\(side).transform.components.\(AnimationChannel.standard[k])",
                                        value: "\(values[k])", requirement: "must be finite")
            }
        }
        try check("from", animation._from)
        try check("to", animation._to)
        let velocities = animation.initialVelocity.values
        if !velocities.isEmpty {
            for (channel, velocity) in velocities.sorted(by: { $0.key.description < $1.key.description }) where !velocity.isFinite {
                throw .invalidAnimation(element: element, field: "initialVelocity[\(channel)]", value: "\(velocity)",
                                        requirement: "must be finite")
            }
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
