// Snapshots made from explicit poses rather than copied from a layout: the starting side of a
// transition built from a `LayoutDiff` or from the poses a view shows.

extension LayoutSnapshot {
    /// A snapshot of explicit elements, each under the identity it has during the transition it
    /// starts.
    ///
    /// - Parameters:
    ///   - context: the context to report (the next layout's, with the start content offset).
    ///   - contentSize: the content size the transition starts from.
    ///   - elements: the start attributes.
    ///   - finals: the disappearing attributes of elements that are not in the next layout.
    /// - Throws: ``LayoutError`` when two elements share an identity or attributes are invalid.
    package init(context: LayoutContext, contentSize: Size, elements: [LayoutAttributes],
                 finals: [ElementID: LayoutAttributes] = [:]) throws(LayoutError) {
        var store = AttributeStore(owner: "LayoutSnapshot", dataCounts: context.dataCounts, axis: Self.axis(for: contentSize))
        store.reserveCapacity(elements.count)
        for a in elements { try store.insert(a) }
        store.buildIndex()
        self.init(context: context, contentSize: contentSize, store: store, finals: finals)
    }

    /// The starting side of `diff`, in the identities of the layout the transition goes to:
    /// persisting elements under their *new* identity with their *old* attributes, removed ones
    /// under ``ElementID/removed(_:)`` (unless they already have such a name) with their old
    /// attributes and, as disappearing attributes, the diff's end attributes. A transition diffing
    /// this snapshot against the next layout by identity then finds exactly the diff's persisting,
    /// inserted and removed elements.
    package init(startOf diff: LayoutDiff, context: LayoutContext, contentSize: Size) throws(LayoutError) {
        var elements: [LayoutAttributes] = []
        elements.reserveCapacity(diff.persisting.count + diff.removed.count)
        var finals: [ElementID: LayoutAttributes] = [:]
        for change in diff.persisting {
            var a = change.from
            a.id = change.to.id
            elements.append(a)
        }
        for change in diff.removed {
            let id = change.from.id.removedName
            var a = change.from, f = change.to
            a.id = id
            f.id = id
            elements.append(a)
            finals[id] = f
        }
        try self.init(context: context, contentSize: contentSize, elements: elements, finals: finals)
    }
}
