// Starting a transition: checking the layouts, planning every element, asking the provider and
// validating its animations. Nothing here changes the transition; `apply` does.

internal import LargeArrays

extension SpringTransitionLayout {
    /// Every element of a new transition from `old` to `next`, with its animation.
    func planStart(from old: any Layout, to next: any Layout) throws(TransitionError) -> TransitionPlan {
        var plan = TransitionPlan.recycling()
        TransitionElements.forEach(from: old, to: next, reserving: { plan.entries.reserveLargeCapacity($0) }, plain: { id, from, to in
            plan.entries.append(PlannedEntry(id: id, change: .persisting, from: TransitionPlan.store(from),
                                             to: TransitionPlan.store(to), previous: -1, isMoving: false))
        }) { (id, change, from, to) in
            let f = plan.store(from, of: id), t = plan.store(to, of: id)
            plan.entries.append(PlannedEntry(id: id, change: change, from: f, to: t, previous: -1, isMoving: false))
        }
        let lookup = ContextLookup(start: { old.attributes(for: $0) }, target: { next.attributes(for: $0) })
        try requestAnimations(&plan, provider: provider, isRetarget: false, lookup: lookup)
        return plan
    }

    /// Asks `provider` for the animation of every planned element that does not keep its own, and
    /// validates each. Throws at the first invalid one; nothing has changed then (`plan` holds no
    /// animation, and no animation is left claimed).
    func requestAnimations(_ plan: inout TransitionPlan, provider: AnimationProvider, isRetarget: Bool,
                           lookup: ContextLookup) throws(TransitionError) {
        let count = plan.entries.count
        var failure: TransitionError?
        // (A built-in provider's animation of a plain element is kept as a record, unless it must
        // carry on from an object: see `ElementTable`.)
        if provider.recipe != nil { elements.markRecords(in: &plan) }
        for i in 0..<count where plan.entries[i].asksProvider {
            let id = plan.entries[i].id
            let context = AnimationContext(
                element: id, from: plan.attributes(plan.entries[i].from, of: id),
                to: plan.attributes(plan.entries[i].to, of: id), change: plan.entries[i].change, index: i,
                elementCount: count, isRetarget: isRetarget, isMoving: plan.entries[i].isMoving,
                anchor: configuration.anchor, fromContentOffset: fromContentOffset, toContentOffset: toContentOffset,
                lookup: lookup)
            guard let animation = provider(context) else { continue }
            do {
                try Self.validate(animation, for: id)
            } catch {
                failure = error
                break
            }
            // Claimed until it is attached (or the plan is dropped): a second element handed the
            // same object is refused.
            animation.isClaimed = true
            plan.entries[i].animation = animation
            plan.hasObjects = true
        }
        guard let failure else { return }
        for i in 0..<count where !plan.entries[i].keepsAnimation {
            plan.entries[i].animation?.isClaimed = false
            plan.entries[i].animation = nil
        }
        throw failure
    }

    /// Checks an animation returned by a provider: its element, that it is fresh, finite attributes
    /// and decompositions, finite velocities, a finite non-negative delay and finite declared channels.
    static func validate(_ animation: AttributeAnimation, for element: ElementID) throws(TransitionError) {
        guard animation.element == element else {
            throw .animationMismatch(expected: element, returned: animation.element)
        }
        guard !animation.isAttached, !animation.isClaimed else {
            throw .animationInUse(element)
        }
        // The common case, checked in place without copying the attributes: both ends plain
        // enough to be valid at a glance (finite center, non-negative finite size, identity
        // transforms, alpha in [0, 1], no custom channels), no velocities, no delay, no declared
        // channels. Anything else takes the full check below, which names the first bad field.
        if animation.initialVelocity.values.isEmpty, animation.delay == 0, animation.declaredChannels.isEmpty,
           animation.endsArePlainValid {
            return
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

extension AttributeAnimation {
    /// Whether ``from`` and ``to`` are valid at a glance, read in place (no copy of either):
    /// finite centers, finite non-negative sizes, exactly identity transforms, alpha in [0, 1], no
    /// custom channels. `false` does not mean invalid.
    var endsArePlainValid: Bool {
        _from.center.x.isFinite && _from.center.y.isFinite && _from.size.width.isFinite && _from.size.height.isFinite
            && _from.size.width >= 0 && _from.size.height >= 0 && _from.alpha >= 0 && _from.alpha <= 1
            && _from.customChannels.isEmpty && _from.transform.isExactlyIdentity && _from.transform3D.isExactlyIdentity
            && _to.center.x.isFinite && _to.center.y.isFinite && _to.size.width.isFinite && _to.size.height.isFinite
            && _to.size.width >= 0 && _to.size.height >= 0 && _to.alpha >= 0 && _to.alpha <= 1
            && _to.customChannels.isEmpty && _to.transform.isExactlyIdentity && _to.transform3D.isExactlyIdentity
    }
}
