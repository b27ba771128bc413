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
    /// first if a layout breaks its promise to list them sorted); each element costs one attribute
    /// look-up per layout it is in (plus the initial or final attributes of an appearing or
    /// disappearing one). Allocates only the two identity lists.
    ///
    /// - Parameters:
    ///   - old: the layout the transition starts from.
    ///   - next: the layout it goes to.
    ///   - reserving: called first with an upper bound of the number of elements (to reserve storage).
    ///   - body: receives the identity, change, start and target of each element, in order.
    static func forEach<E: Error>(
        from old: any Layout, to next: any Layout, reserving: (Int) -> Void = { _ in },
        _ body: (ElementID, AnimationContext.Change, borrowing LayoutAttributes, borrowing LayoutAttributes) throws(E) -> Void
    ) throws(E) {
        let a = sortedElements(of: old), b = sortedElements(of: next)
        reserving(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i] < b[j]) {
                // Only in the old layout: persisting if the next one still knows it, else disappearing.
                let id = a[i]
                i += 1
                guard let from = old.attributes(for: id) else { continue }
                if let to = next.attributes(for: id) {
                    try body(id, .persisting, from, to)
                } else {
                    try body(id, .disappearing, from, old.finalAttributes(forDisappearing: id) ?? from)
                }
            } else if i == a.count || b[j] < a[i] {
                // Only in the next layout: appearing, unless the old one knows it (as the diff
                // does, it is then left to the old side, which does not list it).
                let id = b[j]
                j += 1
                guard let to = next.attributes(for: id), old.attributes(for: id) == nil else { continue }
                try body(id, .appearing, next.initialAttributes(forAppearing: id) ?? to, to)
            } else {
                let id = a[i]
                i += 1
                j += 1
                let from = old.attributes(for: id), to = next.attributes(for: id)
                if let from {
                    if let to {
                        try body(id, .persisting, from, to)
                    } else {
                        try body(id, .disappearing, from, old.finalAttributes(forDisappearing: id) ?? from)
                    }
                } else if let to {
                    try body(id, .appearing, next.initialAttributes(forAppearing: id) ?? to, to)
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
