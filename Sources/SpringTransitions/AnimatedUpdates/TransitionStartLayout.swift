/// The starting side of a transition built from a ``LayoutDiff`` (or any list of start poses),
/// expressed in the identities of the layout the transition goes to.
///
/// Persisting elements are stored under their *new* identity with their *old* attributes; removed
/// elements under ``ElementID/removed(_:)`` with their old attributes and, as disappearing
/// attributes, the diff's end attributes. A ``SpringTransitionLayout`` diffing this layout against
/// the next one by identity then finds exactly the diff's persisting, inserted and removed elements.
///
/// It answers queries like a snapshot and cannot be prepared for any other context.
struct TransitionStartLayout: Layout, Sendable {
    let preparedContext: LayoutContext?
    let contentSize: Size
    private let store: AttributeStore
    private let finals: [ElementID: LayoutAttributes]

    /// A start layout from explicit elements.
    ///
    /// - Parameters:
    ///   - context: the context to report (the next layout's, with the start content offset).
    ///   - contentSize: the content size the transition starts from.
    ///   - elements: the start attributes, each under the identity it has during the transition.
    ///   - finals: the disappearing attributes of elements that are not in the next layout.
    /// - Throws: ``LayoutError`` when two elements share an identity or attributes are invalid.
    init(context: LayoutContext, contentSize: Size, elements: [LayoutAttributes],
         finals: [ElementID: LayoutAttributes] = [:]) throws(LayoutError) {
        var store = AttributeStore(owner: "TransitionStartLayout", dataCounts: context.dataCounts,
                                   axis: contentSize.width > contentSize.height ? .horizontal : .vertical)
        store.reserveCapacity(elements.count)
        for a in elements { try store.insert(a) }
        store.buildIndex()
        self.preparedContext = context
        self.contentSize = contentSize
        self.store = store
        self.finals = finals
    }

    /// The start side of `diff`: persisting elements renamed to their new identity, removed ones to
    /// ``ElementID/removed(_:)`` (unless they already have such a name).
    init(diff: LayoutDiff, context: LayoutContext, contentSize: Size) throws(LayoutError) {
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

    mutating func prepare(in context: LayoutContext) throws(LayoutError) {
        guard context == preparedContext else {
            throw .other("a TransitionStartLayout cannot be prepared in a different context")
        }
    }

    func attributes(for element: ElementID) -> LayoutAttributes? { store.attributes(for: element) }
    func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) { store.forEach(in: rect, body) }
    var allElements: [ElementID] { store.allElements }

    func finalAttributes(forDisappearing element: ElementID) -> LayoutAttributes? {
        if let f = finals[element] { return f }
        guard var a = store.attributes(for: element) else { return nil }
        a.alpha = 0
        return a
    }

    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { false }
}
