/// Every element of a transition being started or retargeted, sorted by identity, with the
/// attributes their compact starts and targets refer to.
struct TransitionPlan {
    /// The elements, sorted by identity.
    var entries = PlanEntries()
    /// The whole attributes of the starts and targets that are not plain.
    var whole: [LayoutAttributes] = []
    /// Whether any entry holds an animation object: one a provider handed it (set by
    /// `requestAnimations`) or one it keeps (a retarget's disappearing elements, see
    /// `planRetarget`).
    var hasObjects = false
    /// Recycled arrays for the tables the plan is applied into (see ``TransitionScratch``).
    var scratch = TransitionScratch()

    /// An empty plan filling recycled arrays: its entries and, when applied, the new tables.
    static func recycling() -> TransitionPlan {
        var plan = TransitionPlan()
        plan.scratch = ScratchPool.current.take()
        swap(&plan.entries, &plan.scratch.planEntries)
        plan.entries.removeAll(keepingCapacity: true)
        return plan
    }

    /// The plan's recycled arrays, taken out of it (the plan keeps an empty set).
    mutating func takeScratch() -> TransitionScratch {
        var taken = TransitionScratch()
        swap(&taken, &scratch)
        return taken
    }

    /// `attributes` of element `id` in compact form, stored whole when it is not plain.
    mutating func store(_ attributes: borrowing LayoutAttributes, of id: ElementID) -> PlannedAttributes {
        if PlannedAttributes.isPlain(attributes, id: id) {
            return PlannedAttributes(centerX: attributes.center.x, centerY: attributes.center.y,
                                     width: attributes.size.width, height: attributes.size.height, whole: -1)
        }
        whole.append(copy attributes)
        return PlannedAttributes(centerX: 0, centerY: 0, width: 0, height: 0, whole: whole.count - 1)
    }

    /// A plain cell's geometry in compact form.
    static func store(_ plain: PlainGeometry) -> PlannedAttributes {
        PlannedAttributes(centerX: plain.center.x, centerY: plain.center.y, width: plain.size.width,
                          height: plain.size.height, whole: -1)
    }

    /// The attributes `compact` stands for, of element `id`.
    func attributes(_ compact: PlannedAttributes, of id: ElementID) -> LayoutAttributes {
        guard compact.whole < 0 else { return whole[compact.whole] }
        return LayoutAttributes(id: id, center: Point(x: compact.centerX, y: compact.centerY),
                                size: Size(width: compact.width, height: compact.height))
    }
}
