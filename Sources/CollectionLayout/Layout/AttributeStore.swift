internal import LargeArrays

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

    // Storage, by position (insertion order). A *plain cell* (a cell stored by the built-in
    // layouts through `appendCell`, every attribute at its default except the frame) is kept as
    // its center and size only (32 bytes instead of a whole `LayoutAttributes`, ~10× smaller),
    // and its attributes are rebuilt on demand, bit for bit. Every other element is kept whole.
    //
    // While every element stored is a plain cell at its own flat index (position i holds the cell
    // of flat index i: every grid, and every list without headers or footers), `tags` and
    // `cellSlots` stay empty and are implied (tag i = i; slot of flat f = f when f < count, else
    // -1): 16 bytes per cell less, and no table of -1 to fill at the start. The first element that
    // breaks the pattern writes them out (`makeTablesExplicit`).
    /// Per position: the flat index of a plain cell (≥ 0), or `~i` for `full[i]`. Empty while implicit.
    private var tags: [Int] = []
    /// Per position: the center and size of a plain cell (unused for the others).
    private var geometry: [Geometry] = []
    /// Elements stored whole, and the rectangles they are indexed under.
    private var full: [LayoutAttributes] = []
    private var fullIndexBounds: [Rect] = []
    /// Flat item index → position, or -1. Empty while implicit.
    private var cellSlots: [Int] = []
    /// Whether `tags` and `cellSlots` are implied (every position i holds the plain cell of flat index i).
    private var tablesAreImplicit = true
    /// The capacity last reserved, for tables written out later.
    private var reservedCount = 0
    /// Elements other than in-range cells → position.
    private var others: [ElementID: Int] = [:]
    private var index: SpatialIndex

    /// The center and size of a plain cell.
    private struct Geometry: Sendable {
        var center: Point
        var size: Size
    }

    /// An empty store for a layout named `owner`.
    public init(owner: String, dataCounts: DataCounts, axis: Axis) {
        self.owner = owner
        self.dataCounts = dataCounts
        self.axis = axis
        self.index = SpatialIndex(axis: axis)
    }

    /// Every stored attributes value, in insertion order. O(n): built on each access.
    public var storage: [LayoutAttributes] { (0..<count).map { attributes(at: $0) } }

    /// The number of stored elements.
    public var count: Int { geometry.count }

    /// Reserves room for `n` elements.
    public mutating func reserveCapacity(_ n: Int) {
        reservedCount = Swift.max(reservedCount, n)
        if !tablesAreImplicit { tags.reserveLargeCapacity(n) }
        geometry.reserveLargeCapacity(n)
    }

    /// The tag of `position`: the flat index of a plain cell (≥ 0), or `~i` for `full[i]`.
    @inline(__always)
    private func tag(at position: Int) -> Int { tablesAreImplicit ? position : tags[position] }

    /// The position of the in-range cell of flat index `flat`, or -1 when it is not stored.
    @inline(__always)
    private func slot(ofFlat flat: Int) -> Int {
        guard tablesAreImplicit else { return cellSlots[flat] }
        return flat < geometry.count ? flat : -1
    }

    /// Writes out the implied tables (before storing an element that breaks the pattern).
    private mutating func makeTablesExplicit() {
        guard tablesAreImplicit else { return }
        let n = geometry.count
        tags = []
        tags.reserveCapacity(Swift.max(reservedCount, n))
        tags.append(contentsOf: 0..<n)
        cellSlots = Array(repeating: -1, count: dataCounts.totalItems)
        for flat in 0..<n { cellSlots[flat] = flat }
        tablesAreImplicit = false
    }

    /// The attributes at `position`.
    @inline(__always)
    private func attributes(at position: Int) -> LayoutAttributes {
        let tag = tag(at: position)
        guard tag >= 0 else { return full[~tag] }
        let g = geometry[position]
        return LayoutAttributes(id: .cell(cellIndexPath(flat: tag)), center: g.center, size: g.size)
    }

    /// The index path of the in-range cell at flat index `flat`. O(log sections).
    @inline(__always)
    private func cellIndexPath(flat: Int) -> IndexPath {
        dataCounts.indexPath(forFlatIndex: flat) ?? IndexPath(section: 0, item: flat)  // always in range
    }

    /// The rectangle the element at `position` is indexed under.
    @inline(__always)
    private func indexBounds(at position: Int) -> Rect {
        let tag = tag(at: position)
        guard tag >= 0 else { return fullIndexBounds[~tag] }
        let g = geometry[position]
        return Rect(center: g.center, size: g.size)
    }

    /// Validates and stores `attributes`.
    ///
    /// - Parameters:
    ///   - attributes: the element's attributes.
    ///   - bounds: (argument label `indexBounds`) the rectangle the element is indexed under, when
    ///     it differs from its ``LayoutAttributes/visualBounds``: a superset of every place the
    ///     element can be found (for example the whole range a pinned header can slide over).
    ///     Queries through ``forEachCandidate(in:_:)`` report the element when this rectangle
    ///     intersects.
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
        makeTablesExplicit()
        let position = tags.count
        if attributes.id.isCell, let flat = dataCounts.flatIndex(of: attributes.id.indexPath) {
            guard cellSlots[flat] < 0 else { throw .duplicateElement(layout: owner, attributes.id) }
            cellSlots[flat] = position
        } else {
            guard others[attributes.id] == nil else { throw .duplicateElement(layout: owner, attributes.id) }
            others[attributes.id] = position
        }
        tags.append(~full.count)
        geometry.append(Geometry(center: attributes.center, size: attributes.size))
        full.append(attributes)
        fullIndexBounds.append(bounds ?? attributes.visualBounds)
        return position
    }

    /// Stores the cell at `indexPath` (flat index `flatIndex` in ``dataCounts``) with `frame` and
    /// every other attribute at its default: the compact path of the built-in layouts. A frame
    /// that is not finite, or a cell already stored, goes through ``insert(_:indexBounds:)``
    /// and throws its error.
    @inline(__always)
    mutating func appendCell(_ indexPath: IndexPath, flatIndex flat: Int, frame: Rect) throws(LayoutError) {
        let center = frame.center, size = Size(width: frame.width, height: frame.height)
        guard center.x.isFinite, center.y.isFinite, size.width.isFinite, size.height.isFinite,
              size.width >= 0, size.height >= 0, slot(ofFlat: flat) < 0 else {
            try insert(LayoutAttributes(id: .cell(indexPath), frame: frame))
            return
        }
        if tablesAreImplicit && flat == geometry.count {
            // The pattern holds: position = flat index; nothing to record but the geometry.
            geometry.append(Geometry(center: center, size: size))
            return
        }
        makeTablesExplicit()
        cellSlots[flat] = tags.count
        tags.append(flat)
        geometry.append(Geometry(center: center, size: size))
    }

    /// Changes the rectangle the element at `position` is indexed under, before ``buildIndex()``:
    /// for an element inserted early (to keep elements in order along the axis, which makes the
    /// index build linear) whose full extent is known only later. Ignores an invalid position.
    /// The number of cells when the store holds exactly the cells of flat indices `0 ..< count` of
    /// its ``dataCounts``, each plain (stored through the built-in layouts' compact path), and
    /// nothing else — its elements, in identity order, are then those cells in flat order;
    /// `nil` otherwise. O(1).
    package var plainCellPrefix: Int? { tablesAreImplicit ? geometry.count : nil }

    /// The center and size of the cell at flat index `flat` of a store with a ``plainCellPrefix``
    /// above `flat`. Builds no attributes.
    @inline(__always)
    package func plainGeometry(atFlat flat: Int) -> (center: Point, size: Size) {
        let g = geometry[flat]
        return (g.center, g.size)
    }

    /// The center and size of cell `indexPath` when the store keeps it plain (stored through the
    /// built-in layouts' compact path: every attribute at its default except the frame); `nil`
    /// when the cell is stored whole or is not stored. Builds no attributes.
    package func plainCellGeometry(_ indexPath: IndexPath) -> (center: Point, size: Size)? {
        guard let flat = dataCounts.flatIndex(of: indexPath) else { return nil }
        let slot = slot(ofFlat: flat)
        guard slot >= 0, tag(at: slot) >= 0 else { return nil }
        let g = geometry[slot]
        return (g.center, g.size)
    }

    public mutating func setIndexBounds(_ bounds: Rect, at position: Int) {
        guard geometry.indices.contains(position) else { return }
        makeTablesExplicit()
        let tag = tags[position]
        if tag < 0 {
            fullIndexBounds[~tag] = bounds
        } else {
            full.append(attributes(at: position))
            fullIndexBounds.append(bounds)
            tags[position] = ~(full.count - 1)
        }
    }

    /// Builds the spatial index over everything inserted so far. Call once after the last insert;
    /// queries before it find nothing that was inserted since the previous build.
    public mutating func buildIndex() {
        // Rounded outward to single precision (16 bytes an element): the queries below test
        // each candidate's exact rectangle, so they find exactly what a double-precision index does.
        index = SpatialIndex(axis: axis, count: count, conservativeBounds: { indexBounds(at: $0) })
    }

    /// The stored attributes of `id`, or `nil`.
    public func attributes(for id: ElementID) -> LayoutAttributes? {
        if id.isCell, let flat = dataCounts.flatIndex(of: id.indexPath) {
            let slot = slot(ofFlat: flat)
            return slot >= 0 ? attributes(at: slot) : nil
        }
        return others[id].map { attributes(at: $0) }
    }

    /// Calls `body` with every stored element whose index rectangle intersects `rect`, in
    /// ascending order along the axis. The caller must do the exact test (the index rectangle may
    /// be a superset). Allocates nothing.
    public func forEachCandidate(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        index.forEach(intersecting: rect) { i in
            if indexBounds(at: i).intersects(rect) { body(attributes(at: i)) }
        }
    }

    /// Calls `body` with every stored element whose ``LayoutAttributes/visualBounds`` intersects
    /// `rect`, in ascending order along the axis. Allocates nothing.
    public func forEach(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        index.forEach(intersecting: rect) { i in
            let tag = tag(at: i)
            if tag >= 0 {
                // A plain cell's visual bounds are its frame.
                let g = geometry[i]
                if Rect(center: g.center, size: g.size).intersects(rect) {
                    body(LayoutAttributes(id: .cell(cellIndexPath(flat: tag)), center: g.center, size: g.size))
                }
            } else if fullIndexBounds[~tag].intersects(rect) {
                // (The index is rounded outward: its exact rectangle first, as a candidate.)
                let a = full[~tag]
                if a.visualBounds.intersects(rect) { body(a) }
            }
        }
    }

    /// The identities stored outside the flat cell table (supplementary and decoration views,
    /// cells outside ``dataCounts``), sorted: with the table's cells, which are items of
    /// ``dataCounts`` by construction, they make ``allElements``. O(m log m) for m such elements.
    package var sortedElementsOutsideCellTable: [ElementID] { others.keys.sorted() }

    /// Every stored element's identity, sorted. O(n) for the cells plus O(m log m) for the m other elements.
    public var allElements: [ElementID] {
        var result: [ElementID] = []
        result.reserveCapacity(count)
        var flat = 0
        for section in 0..<dataCounts.numberOfSections {
            let items = dataCounts.itemsPerSection[section]
            if tablesAreImplicit {
                // The cells of flat indices 0..<count, in order.
                let stored = Swift.min(items, Swift.max(0, count - flat))
                for item in 0..<stored { result.append(.cell(IndexPath(section: section, item: item))) }
            } else {
                for item in 0..<items where cellSlots[flat + item] >= 0 {
                    result.append(.cell(IndexPath(section: section, item: item)))
                }
            }
            flat += items
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
