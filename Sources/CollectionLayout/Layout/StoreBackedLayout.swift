/// A layout whose attributes live in an ``AttributeStore``: its queries are the store's.
/// ``CircleLayout``, ``GridLayout``, ``StackLayout`` and ``LayoutSnapshot`` conform.
protocol StoreBackedLayout: Layout, PlainCellLookup {
    /// The attributes of the last prepare, with their spatial index.
    var store: AttributeStore { get }
}

extension StoreBackedLayout {
    /// The element's attributes, or `nil`. O(1).
    public func attributes(for element: ElementID) -> LayoutAttributes? { store.attributes(for: element) }

    /// Every element whose visual bounds intersect `rect`, via the spatial index: O(log n + k), no allocation.
    public func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) { store.forEach(in: rect, body) }

    /// Every element, sorted. O(n).
    public var allElements: [ElementID] { store.allElements }
}

extension AttributeStore {
    /// The indexed store of one attributes per cell of `counts` (no supplementary views), vertical
    /// axis: `cell(indexPath, flatIndex)` makes each, in flat order.
    static func cells(owner: String, counts: DataCounts,
                      _ cell: (IndexPath, Int) throws(LayoutError) -> LayoutAttributes) throws(LayoutError) -> AttributeStore {
        var store = AttributeStore(owner: owner, dataCounts: counts, axis: .vertical)
        store.reserveCapacity(counts.totalItems)
        var flat = 0
        for section in 0..<counts.numberOfSections {
            for item in 0..<counts.itemsPerSection[section] {
                try store.insert(cell(IndexPath(section: section, item: item), flat))
                flat += 1
            }
        }
        store.buildIndex()
        return store
    }
}

/// What a ``ConfiguredLayout``'s prepare produced: the attributes with their index, the content
/// size and the context.
struct PreparedLayout: Sendable {
    /// The attributes and their spatial index.
    var store: AttributeStore
    /// The size of the whole content.
    var contentSize: Size
    /// The context of the prepare; `nil` before the first.
    var context: LayoutContext?

    /// Nothing prepared yet: no attributes, zero content size, no context.
    init(owner: String) {
        self.init(store: AttributeStore(owner: owner, dataCounts: .empty, axis: .vertical), contentSize: .zero, context: nil)
    }

    /// A prepare's result.
    init(store: AttributeStore, contentSize: Size, context: LayoutContext?) {
        self.store = store
        self.contentSize = contentSize
        self.context = context
    }
}

/// A configuration that checks every parameter it holds.
protocol LayoutConfiguration {
    /// Throws ``LayoutError/invalidParameter(owner:name:value:requirement:)`` for the first bad parameter.
    func validate() throws(LayoutError)
}

/// A layout computed from a checked ``LayoutConfiguration`` in one pass: ``CircleLayout``,
/// ``GridLayout`` and ``StackLayout``. ``prepare(in:)`` checks the context and the configuration,
/// then keeps what ``layOut(in:_:)`` returns; nothing changes when anything throws.
protocol ConfiguredLayout: StoreBackedLayout {
    associatedtype Configuration: LayoutConfiguration
    /// The configuration; changes take effect at the next ``prepare(in:)``.
    var configuration: Configuration { get }
    /// The result of the last successful prepare.
    var prepared: PreparedLayout { get set }
    /// Lays the elements out for a checked `context` and configuration `c`. A layout that records
    /// results of its own does so only once nothing can throw.
    mutating func layOut(in context: LayoutContext, _ c: Configuration) throws(LayoutError) -> PreparedLayout
}

extension ConfiguredLayout {
    /// The attributes of the last prepare.
    var store: AttributeStore { prepared.store }

    /// The context of the last successful prepare; `nil` before the first.
    public var preparedContext: LayoutContext? { prepared.context }

    /// The size of the whole content, as of the last prepare.
    public var contentSize: Size { prepared.contentSize }

    /// Checks the context and the configuration, then lays the elements out.
    ///
    /// - Throws: ``LayoutError`` for an invalid context or configuration, or when the layout cannot
    ///   place the elements (for example a ``GridLayout`` whose columns do not fit); nothing
    ///   changes then.
    public mutating func prepare(in context: LayoutContext) throws(LayoutError) {
        try context.validate()
        try configuration.validate()
        prepared = try layOut(in: context, configuration)
    }
}
