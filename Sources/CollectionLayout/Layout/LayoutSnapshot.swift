/// A frozen copy of a layout as it is prepared now: its context, content size, the attributes of
/// every element and the disappearing attributes of every element.
///
/// It answers queries like the original did at the moment of the copy. Appearing attributes use the
/// default (own attributes, alpha 0). ``prepare(in:)`` cannot recompute anything, so it throws for
/// any context but the one the snapshot was taken in.
/// The default ``Layout/snapshot()`` of class-based layouts returns one.
///
/// Creating one costs O(n) lookups plus the index build; disappearing attributes equal to the
/// default are not stored twice.
public struct LayoutSnapshot: Layout, StoreBackedLayout, Sendable {
    /// The context the copied layout was prepared in.
    public let preparedContext: LayoutContext?
    /// The copied layout's content size.
    public let contentSize: Size
    let store: AttributeStore
    private let finals: [ElementID: LayoutAttributes]

    /// Copies `layout` as it is now.
    public init(of layout: some Layout) {
        let counts = layout.preparedContext?.dataCounts ?? .empty
        var store = AttributeStore(owner: "LayoutSnapshot", dataCounts: counts, axis: Self.axis(for: layout.contentSize))
        var finals: [ElementID: LayoutAttributes] = [:]
        for id in layout.allElements {
            guard let a = layout.attributes(for: id) else { continue }
            // The source layout validated its attributes; a failure here would mean it changed them
            // without validating, and such an element is left out rather than trapping.
            _ = try? store.insert(a)
            var fade = a
            fade.alpha = 0
            if let f = layout.finalAttributes(forDisappearing: id), f != fade { finals[id] = f }
        }
        store.buildIndex()
        self.init(context: layout.preparedContext, contentSize: layout.contentSize, store: store, finals: finals)
    }

    /// A snapshot of `store` (indexed) with the disappearing attributes `finals`.
    init(context: LayoutContext?, contentSize: Size, store: AttributeStore, finals: [ElementID: LayoutAttributes]) {
        preparedContext = context
        self.contentSize = contentSize
        self.store = store
        self.finals = finals
    }

    /// Index along the longer content dimension: the scroll axis for scrolling layouts.
    static func axis(for size: Size) -> Axis { size.width > size.height ? .horizontal : .vertical }

    /// Succeeds without doing anything for the context the snapshot was taken in; throws
    /// ``LayoutError/other(_:)`` for any other context, since a snapshot cannot lay anything out.
    public mutating func prepare(in context: LayoutContext) throws(LayoutError) {
        guard context == preparedContext else {
            throw .other("a LayoutSnapshot cannot be prepared in a different context")
        }
    }

    /// The copied disappearing attributes.
    public func finalAttributes(forDisappearing element: ElementID) -> LayoutAttributes? {
        if let f = finals[element] { return f }
        guard var a = store.attributes(for: element) else { return nil }
        a.alpha = 0
        return a
    }

    /// Never: a snapshot is not re-laid out.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { false }
}
