// The elements of a transition between two prepared layouts, in one sorted merge: shared by the
// spring engine's start (`planStart`) and the interpolated transitions' `InterpolationTable`.

/// Every element a transition between two layouts moves, sorted by identity: the union of both
/// layouts' elements, as ``LayoutDiff`` with ``LayoutDiff/Scope/all`` and no mapping sees them
/// (persisting elements from their current attributes to their next ones, appearing elements from
/// the next layout's initial attributes, disappearing ones to the current layout's final
/// attributes), without building the diff's arrays of attribute pairs.
enum TransitionElements {
    /// Calls `body` with every element of `old` and `next` in ascending identity, its change, and
    /// its start and target attributes. Both layouts' ``Layout/allElements`` are merged (sorted
    /// first if a layout breaks its promise to list them sorted); each element costs one look-up
    /// per layout it is in (plus the initial or final attributes of an appearing or disappearing
    /// one): a plain cell of a built-in layout is read as its center and size
    /// (``PlainCellLookup``), anything else as whole attributes. Allocates only the two identity
    /// lists.
    ///
    /// - Parameters:
    ///   - old: the layout the transition starts from.
    ///   - next: the layout it goes to.
    ///   - reserving: called first with an upper bound of the number of elements (to reserve storage).
    ///   - body: receives the identity, change, start and target of each element, in order.
    static func forEach<E: Error>(
        from old: any Layout, to next: any Layout, reserving: (Int) -> Void = { _ in },
        _ body: (ElementID, AnimationContext.Change, borrowing ElementEnd, borrowing ElementEnd) throws(E) -> Void
    ) throws(E) {
        let a = sortedElements(of: old), b = sortedElements(of: next)
        reserving(a.count + b.count)
        let oldCells = (old as? any PlainCellLookup)?.cellStore, nextCells = (next as? any PlainCellLookup)?.cellStore
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i] < b[j]) {
                // Only in the old layout: persisting if the next one still knows it, else disappearing.
                let id = a[i]
                i += 1
                guard let from = ElementEnd.read(id, in: old, oldCells) else { continue }
                if let to = ElementEnd.read(id, in: next, nextCells) {
                    try body(id, .persisting, from, to)
                } else {
                    try body(id, .disappearing, from, ElementEnd(final: id, in: old) ?? from)
                }
            } else if i == a.count || b[j] < a[i] {
                // Only in the next layout: appearing, unless the old one knows it (as the diff
                // does, it is then left to the old side, which does not list it).
                let id = b[j]
                j += 1
                guard let to = ElementEnd.read(id, in: next, nextCells), old.attributes(for: id) == nil else { continue }
                try body(id, .appearing, ElementEnd(initial: id, in: next) ?? to, to)
            } else {
                let id = a[i]
                i += 1
                j += 1
                let from = ElementEnd.read(id, in: old, oldCells), to = ElementEnd.read(id, in: next, nextCells)
                if let from {
                    if let to {
                        try body(id, .persisting, from, to)
                    } else {
                        try body(id, .disappearing, from, ElementEnd(final: id, in: old) ?? from)
                    }
                } else if let to {
                    try body(id, .appearing, ElementEnd(initial: id, in: next) ?? to, to)
                }
            }
        }
    }

    /// The identities of `layout`'s elements, sorted ascending.
    static func sortedElements(of layout: any Layout) -> [ElementID] {
        var ids = layout.allElements
        var sorted = true
        for k in ids.indices.dropFirst() where ids[k] < ids[k - 1] {
            sorted = false
            break
        }
        if !sorted { ids.sort() }
        return ids
    }
}

/// An element's start or target as ``TransitionElements`` found it: a plain cell's center and size
/// (its attributes are exactly `LayoutAttributes(id:center:size:)`), or whole attributes.
enum ElementEnd {
    /// A plain cell: every attribute at its default except the frame.
    case plain(center: Point, size: Size)
    /// Any other element's attributes.
    case whole(LayoutAttributes)

    /// Element `id` in `layout`, read from `cells` (the layout's store) when it is a plain cell there; `nil` when
    /// the layout does not have it.
    /// (A static function, not an initialiser, so that `cells` is borrowed rather than copied.)
    static func read(_ id: ElementID, in layout: any Layout, _ cells: AttributeStore?) -> ElementEnd? {
        if id.isCell, let g = cells?.plainCellGeometry(id.indexPath) {
            return .plain(center: g.center, size: g.size)
        }
        return layout.attributes(for: id).map { .whole($0) }
    }

    /// The final attributes of disappearing element `id` in `layout`, if it has any.
    init?(final id: ElementID, in layout: any Layout) {
        guard let a = layout.finalAttributes(forDisappearing: id) else { return nil }
        self = .whole(a)
    }

    /// The initial attributes of appearing element `id` in `layout`, if it has any.
    init?(initial id: ElementID, in layout: any Layout) {
        guard let a = layout.initialAttributes(forAppearing: id) else { return nil }
        self = .whole(a)
    }

    /// The attributes of element `id` this stands for.
    func attributes(of id: ElementID) -> LayoutAttributes {
        switch self {
        case .plain(let center, let size): LayoutAttributes(id: id, center: center, size: size)
        case .whole(let a): a
        }
    }
}
