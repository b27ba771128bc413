import CollectionLayout
import SpringTestSupport

/// The frame of the cell at [section, item].
func cellFrame(_ layout: some Layout, _ section: Int, _ item: Int) -> Rect? {
    layout.attributes(for: .cell(IndexPath(section: section, item: item)))?.frame
}

/// The frame of a section's header or footer.
func supplementaryFrame(_ layout: some Layout, _ kind: ElementKind, _ section: Int) -> Rect? {
    layout.attributes(for: .supplementary(kind, IndexPath(section: section, item: 0)))?.frame
}

/// Every element's attributes whose visual bounds intersect `rect`, by scanning all of them.
func bruteForce(_ layout: some Layout, _ rect: Rect) -> [LayoutAttributes] {
    layout.allElements.compactMap { layout.attributes(for: $0) }.filter { $0.visualBounds.intersects(rect) }
}

/// Identities sorted, for comparing query results as sets.
func sortedIDs(_ attributes: [LayoutAttributes]) -> [ElementID] { attributes.map(\.id).sorted() }

/// Whether two points agree within `tolerance`.
func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    isClose(a.x, b.x, absolute: tolerance) && isClose(a.y, b.y, absolute: tolerance)
}

/// Whether two rectangles agree within `tolerance`.
func close(_ a: Rect?, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return close(a.origin, b.origin, tolerance) && isClose(a.width, b.width, absolute: tolerance)
        && isClose(a.height, b.height, absolute: tolerance)
}

