// The elements of a transition between two prepared layouts, in one sorted merge: shared by the
// spring engine's start (`planStart`) and the interpolated transitions' `InterpolationTable`.

/// Every element a transition between two layouts moves, sorted by identity: the union of both
/// layouts' elements, as ``LayoutDiff`` with ``LayoutDiff/Scope/all`` and no mapping sees them
/// (persisting elements from their current attributes to their next ones, appearing elements from
/// the next layout's initial attributes, disappearing ones to the current layout's final
/// attributes), without building the diff's arrays of attribute pairs.
package enum TransitionElements {
    /// Calls `body` with every element of `old` and `next` in ascending identity, its change, and
    /// its start and target attributes — except persisting cells that are plain in both layouts
    /// (read from the built-in layouts' stores as center and size, ``PlainCellLookup``), which go
    /// to `plain` with their two geometries, no attributes built. Both layouts'
    /// ``Layout/allElements`` are merged (sorted first if a layout breaks its promise to list them
    /// sorted); each element costs one look-up per layout it is in (plus the initial or final
    /// attributes of an appearing or disappearing one). Allocates only the two identity lists,
    /// and not those when both layouts hold plain cells alone (``AttributeStore/plainCellPrefix``).
    ///
    /// - Parameters:
    ///   - old: the layout the transition starts from.
    ///   - next: the layout it goes to.
    ///   - reserving: called first with an upper bound of the number of elements (to reserve storage).
    ///   - plain: receives a persisting cell plain at both ends: its identity, start and target.
    ///   - body: receives the identity, change, start and target of every other element, in order.
    package static func forEach<E: Error>(
        from old: any Layout, to next: any Layout, reserving: (Int) -> Void = { _ in },
        plain: (ElementID, PlainGeometry, PlainGeometry) throws(E) -> Void,
        _ body: (ElementID, AnimationContext.Change, borrowing LayoutAttributes, borrowing LayoutAttributes) throws(E) -> Void
    ) throws(E) {
        let oldCells = (old as? any PlainCellLookup)?.cellStore, nextCells = (next as? any PlainCellLookup)?.cellStore
        // One element, listed by the old layout, the next one or both.
        func visit(_ id: ElementID, inOld: Bool, inNext: Bool) throws(E) {
            if inOld {
                // Listed by the old layout: persisting if the next one knows it, else disappearing.
                let fromPlain = PlainGeometry.of(id, in: oldCells), toPlain = PlainGeometry.of(id, in: nextCells)
                if let fromPlain, let toPlain {
                    try plain(id, fromPlain, toPlain)
                    return
                }
                if let from = PlainGeometry.attributes(of: id, in: old, fromPlain) {
                    if let to = PlainGeometry.attributes(of: id, in: next, toPlain) {
                        try body(id, .persisting, from, to)
                    } else {
                        try body(id, .disappearing, from, old.finalAttributes(forDisappearing: id) ?? from)
                    }
                    return
                }
                // Listed by the old layout without attributes: appearing if the next one lists it too.
                guard inNext, let to = PlainGeometry.attributes(of: id, in: next, toPlain) else { return }
                try body(id, .appearing, next.initialAttributes(forAppearing: id) ?? to, to)
            } else {
                // Only in the next layout: appearing, unless the old one knows it (as the diff
                // does, it is then left to the old side, which does not list it).
                guard let to = PlainGeometry.attributes(of: id, in: next, PlainGeometry.of(id, in: nextCells)),
                      old.attributes(for: id) == nil else { return }
                try body(id, .appearing, next.initialAttributes(forAppearing: id) ?? to, to)
            }
        }
        if let oldCells, let nextCells, oldCells.dataCounts == nextCells.dataCounts,
           let count = oldCells.plainCellPrefix, nextCells.plainCellPrefix == count {
            // Both layouts hold the same plain cells alone (the first `count` of the same data
            // counts): their elements are those cells in flat order, read without listing them.
            reserving(count)
            try forEachCell(of: oldCells, and: nextCells, count: count, plain)
            return
        }
        let a = sortedElements(of: old), b = sortedElements(of: next)
        reserving(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            let inOld = j == b.count || (i < a.count && a[i] <= b[j])
            let inNext = i == a.count || (j < b.count && b[j] <= a[i])
            let id = inOld ? a[i] : b[j]
            if inOld { i += 1 }
            if inNext { j += 1 }
            try visit(id, inOld: inOld, inNext: inNext)
        }
    }

    /// Every cell of two stores holding the same first `count` plain cells alone (see
    /// ``AttributeStore/plainCellPrefix``) of the same data counts, in flat order, to `plain` with
    /// its two geometries read by flat index.
    private static func forEachCell<E: Error>(
        of old: AttributeStore, and next: AttributeStore, count: Int,
        _ plain: (ElementID, PlainGeometry, PlainGeometry) throws(E) -> Void
    ) throws(E) {
        let counts = old.dataCounts
        var flat = 0
        for section in 0..<counts.numberOfSections where flat < count {
            for item in 0..<Swift.min(counts.itemsPerSection[section], count - flat) {
                let f = old.plainGeometry(atFlat: flat), t = next.plainGeometry(atFlat: flat)
                try plain(.cell(IndexPath(section: section, item: item)), PlainGeometry(center: f.center, size: f.size),
                          PlainGeometry(center: t.center, size: t.size))
                flat += 1
            }
        }
    }

    /// The identities of `layout`'s elements, sorted ascending.
    package static func sortedElements(of layout: any Layout) -> [ElementID] {
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

/// A plain cell's center and size: its attributes are exactly `LayoutAttributes(id:center:size:)`.
package struct PlainGeometry {
    /// The center.
    package var center: Point
    /// The size.
    package var size: Size

    /// Element `id` when it is a plain cell of `cells` (a layout's store); `nil` otherwise.
    @inline(__always)
    package static func of(_ id: ElementID, in cells: AttributeStore?) -> PlainGeometry? {
        guard id.isCell, let g = cells?.plainCellGeometry(id.indexPath) else { return nil }
        return PlainGeometry(center: g.center, size: g.size)
    }

    /// The attributes of element `id` in `layout`: built from `plain` when given, else asked for.
    @inline(__always)
    package static func attributes(of id: ElementID, in layout: any Layout, _ plain: PlainGeometry?) -> LayoutAttributes? {
        if let plain { return LayoutAttributes(id: id, center: plain.center, size: plain.size) }
        return layout.attributes(for: id)
    }
}
