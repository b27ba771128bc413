/// Storage for a prepared layout's attributes with O(1) lookup by element and a ``SpatialIndex``
/// for rect queries. The built-in layouts use it; custom layouts can too.
///
/// Usage: create it for the data counts, ``insert(_:indexBounds:)`` every element (validated as it
/// goes), then ``buildIndex()``. Cells whose index path exists in the data counts are found through
/// a flat table; every other element (supplementary and decoration views, and cells outside the
/// counts) through a dictionary.
///
/// Complexity: inserting n elements O(n); ``buildIndex()`` as ``SpatialIndex``; lookups O(1)
/// (expected, for the dictionary); queries as ``SpatialIndex``.
public struct AttributeStore: Sendable {
    /// The name used in error messages, usually the layout's type name.
    public let owner: String
    /// The data counts the flat cell table is laid out for.
    public let dataCounts: DataCounts
    /// The axis the spatial index sorts along (the layout's scroll axis).
    public let axis: Axis
    /// Every stored attributes value, in insertion order.
    public private(set) var storage: [LayoutAttributes] = []
    /// The rectangle each element is indexed under (its visual bounds unless overridden).
    private var indexBounds: [Rect] = []
    /// Flat item index → position in `storage`, or -1.
    private var cellSlots: [Int]
    /// Elements other than in-range cells → position in `storage`.
    private var others: [ElementID: Int] = [:]
    private var index: SpatialIndex

    /// An empty store for a layout named `owner`.
    public init(owner: String, dataCounts: DataCounts, axis: Axis) {
        self.owner = owner
        self.dataCounts = dataCounts
        self.axis = axis
        self.cellSlots = Array(repeating: -1, count: dataCounts.totalItems)
        self.index = SpatialIndex(axis: axis)
    }

    /// The number of stored elements.
    public var count: Int { storage.count }

    /// Reserves room for `n` elements.
    public mutating func reserveCapacity(_ n: Int) {
        storage.reserveCapacity(n)
        indexBounds.reserveCapacity(n)
    }

    /// Validates and stores `attributes`.
    ///
    /// - Parameter indexBounds: the rectangle the element is indexed under, when it differs from
    ///   its ``LayoutAttributes/visualBounds``: a superset of every place the element can be found
    ///   (for example the whole range a pinned header can slide over). Queries through
    ///   ``forEachCandidate(in:_:)`` report the element when this rectangle intersects.
    /// - Throws: ``LayoutError/invalidAttributes(layout:_:)`` when ``LayoutAttributes/validate()``
    ///   fails, ``LayoutError/duplicateElement(layout:_:)`` when the element is already stored.
    ///   The store is unchanged when it throws.
    /// - Returns: the element's position in ``storage``, for ``setIndexBounds(_:at:)``.
    @discardableResult
    public mutating func insert(_ attributes: LayoutAttributes, indexBounds bounds: Rect? = nil) throws(LayoutError) -> Int {
        do {
            try attributes.validate()
        } catch {
            throw .invalidAttributes(layout: owner, error)
        }
        let position = storage.count
        if attributes.id.isCell, let flat = dataCounts.flatIndex(of: attributes.id.indexPath) {
            guard cellSlots[flat] < 0 else { throw .duplicateElement(layout: owner, attributes.id) }
            cellSlots[flat] = position
        } else {
            guard others[attributes.id] == nil else { throw .duplicateElement(layout: owner, attributes.id) }
            others[attributes.id] = position
        }
        storage.append(attributes)
        indexBounds.append(bounds ?? attributes.visualBounds)
        return position
    }

    /// Changes the rectangle the element at `position` is indexed under, before ``buildIndex()``:
    /// for an element inserted early (to keep elements in order along the axis, which makes the
    /// index build linear) whose full extent is known only later. Ignores an invalid position.
    public mutating func setIndexBounds(_ bounds: Rect, at position: Int) {
        guard indexBounds.indices.contains(position) else { return }
        indexBounds[position] = bounds
    }

    /// Builds the spatial index over everything inserted so far. Call once after the last insert;
    /// queries before it find nothing that was inserted since the previous build.
    public mutating func buildIndex() {
        index = SpatialIndex(axis: axis, bounds: indexBounds)
    }

    /// The stored attributes of `id`, or `nil`.
    public func attributes(for id: ElementID) -> LayoutAttributes? {
        if id.isCell, let flat = dataCounts.flatIndex(of: id.indexPath) {
            let slot = cellSlots[flat]
            return slot >= 0 ? storage[slot] : nil
        }
        return others[id].map { storage[$0] }
    }

    /// Calls `body` with every stored element whose index rectangle intersects `rect`, in
    /// ascending order along the axis. The caller must do the exact test (the index rectangle may
    /// be a superset). Allocates nothing.
    public func forEachCandidate(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        index.forEach(intersecting: rect) { body(storage[$0]) }
    }

    /// Calls `body` with every stored element whose ``LayoutAttributes/visualBounds`` intersects
    /// `rect`, in ascending order along the axis. Allocates nothing.
    public func forEach(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        index.forEach(intersecting: rect) { i in
            let a = storage[i]
            if a.visualBounds.intersects(rect) { body(a) }
        }
    }

    /// Every stored element's identity, sorted. O(n) for the cells plus O(m log m) for the m other elements.
    public var allElements: [ElementID] {
        var result: [ElementID] = []
        result.reserveCapacity(storage.count)
        var flat = 0
        for section in 0..<dataCounts.numberOfSections {
            for item in 0..<dataCounts.itemsPerSection[section] {
                if cellSlots[flat] >= 0 { result.append(.cell(IndexPath(section: section, item: item))) }
                flat += 1
            }
        }
        let rest = others.keys.sorted()
        if let first = rest.first, first.isCell {
            // Cells outside the data counts sort among the in-range ones.
            result.append(contentsOf: rest)
            result.sort()
        } else {
            result.append(contentsOf: rest)
        }
        return result
    }
}
