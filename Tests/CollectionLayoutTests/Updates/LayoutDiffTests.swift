import CollectionLayout
import SpringTestSupport
import Testing

/// Diffs through updates, bounds changes and layout changes. The list layout: 100 × 50 items
/// stacked with no spacing in a 100-point-wide view, so item k of the whole list is at y = 50k.
@Suite struct LayoutDiffTests {
    static let list = FlowLayout(configuration: .init(itemSize: Size(width: 100, height: 50), minimumLineSpacing: 0, minimumInteritemSpacing: 0))
    static func cell(_ s: Int, _ i: Int) -> ElementID { .cell(IndexPath(section: s, item: i)) }
    static func y(_ a: LayoutAttributes) -> Double { a.frame.minY }

    func listView(_ counts: [Int], layout: FlowLayout = Self.list) throws -> CollectionView {
        try CollectionView(layout: layout, dataCounts: DataCounts(counts), boundsSize: Size(width: 100, height: 100))
    }

    /// Insert at [0, 1] of 5: old items 1–4 move down one slot (50 points); the new item fades in
    /// at y 50. Items far below the 100-point view are included.
    @Test func insertion() throws {
        var cv = try listView([5])
        let diff = try #require(try cv.performBatchUpdates([.insertItem(IndexPath(section: 0, item: 1))], diffScope: .all).diff)
        #expect(diff.persisting.map { [$0.from.id, $0.to.id] } == [
            [Self.cell(0, 0), Self.cell(0, 0)], [Self.cell(0, 1), Self.cell(0, 2)], [Self.cell(0, 2), Self.cell(0, 3)],
            [Self.cell(0, 3), Self.cell(0, 4)], [Self.cell(0, 4), Self.cell(0, 5)]])
        #expect(diff.persisting.map { [Self.y($0.from), Self.y($0.to)] } == [[0, 0], [50, 100], [100, 150], [150, 200], [200, 250]])
        #expect(diff.inserted.count == 1 && diff.removed.isEmpty)
        let inserted = diff.inserted[0]
        #expect(inserted.to.id == Self.cell(0, 1) && Self.y(inserted.to) == 50 && inserted.to.alpha == 1)
        #expect(inserted.from.id == Self.cell(0, 1) && Self.y(inserted.from) == 50 && inserted.from.alpha == 0)
    }

    /// Delete [0, 0]: it fades out where it was; the others move up 50.
    @Test func deletion() throws {
        var cv = try listView([5])
        let diff = try #require(try cv.performBatchUpdates([.deleteItem(IndexPath(section: 0, item: 0))], diffScope: .all).diff)
        #expect(diff.removed.map(\.from.id) == [Self.cell(0, 0)])
        #expect(diff.removed[0].to.alpha == 0 && Self.y(diff.removed[0].to) == 0 && diff.removed[0].to.id == Self.cell(0, 0))
        #expect(diff.persisting.map { Self.y($0.from) - Self.y($0.to) } == [50, 50, 50, 50])
        #expect(diff.inserted.isEmpty)
    }

    /// With 10-point headers: old section 0 = header 0, items at 10, 60, 110, 160; section 1 =
    /// header 210, items 220, 270. Moving [0, 3] to [1, 0] gives section 0 = items 10, 60, 110;
    /// section 1 = header 160, items 170 (the moved one), 220, 270. The moved item persists.
    @Test func moveAcrossSections() throws {
        var layout = Self.list
        layout.configuration.headerReferenceSize = Size(width: 0, height: 10)
        var cv = try listView([4, 2], layout: layout)
        let diff = try #require(try cv.performBatchUpdates([.moveItem(from: IndexPath(section: 0, item: 3), to: IndexPath(section: 1, item: 0))],
                                                            diffScope: .all).diff)
        #expect(diff.inserted.isEmpty && diff.removed.isEmpty && diff.persisting.count == 8)
        let moved = try #require(diff.persisting.first { $0.from.id == Self.cell(0, 3) })
        #expect(moved.to.id == Self.cell(1, 0) && Self.y(moved.from) == 160 && Self.y(moved.to) == 170)
        let header = try #require(diff.persisting.first { $0.to.id == .supplementary(.header, IndexPath(section: 1, item: 0)) })
        #expect(Self.y(header.from) == 210 && Self.y(header.to) == 160)
        #expect(diff.persisting.map(\.to.id) == diff.persisting.map(\.to.id).sorted())
    }

    /// A reloaded item disappears and a new one appears in its slot.
    @Test func reloadIsRemovalPlusInsertion() throws {
        var cv = try listView([5])
        let diff = try #require(try cv.performBatchUpdates([.reloadItem(IndexPath(section: 0, item: 2))], diffScope: .all).diff)
        #expect(diff.removed.map(\.from.id) == [Self.cell(0, 2)] && diff.inserted.map(\.to.id) == [Self.cell(0, 2)])
        #expect(diff.persisting.count == 4 && diff.persisting.allSatisfy { $0.from == $0.to })
    }

    /// 20 items, view 100 tall at offset 0: the visible scope (margin 0) sees old items 0–2 (item 2
    /// touches the bottom edge at y 100) and new items 0–2; the full scope sees everything.
    @Test func visibleScopeAgainstFullScope() throws {
        var a = try listView([20]), b = a
        let update: [UpdateItem] = [.insertItem(IndexPath(section: 0, item: 0))]
        let visible = try #require(try a.performBatchUpdates(update, diffScope: .visible(margin: 0)).diff)
        #expect(visible.persisting.map(\.from.id) == [Self.cell(0, 0), Self.cell(0, 1), Self.cell(0, 2)])
        #expect(visible.inserted.map(\.to.id) == [Self.cell(0, 0)] && visible.removed.isEmpty)
        let all = try #require(try b.performBatchUpdates(update, diffScope: .all).diff)
        #expect(all.persisting.count == 20 && all.inserted.count == 1)
        // A margin of 100 adds old items 3 and 4 (y 150, 200) and, on the new side, nothing else new.
        var c = try listView([20])
        let wider = try #require(try c.performBatchUpdates(update, diffScope: .visible(margin: 100)).diff)
        #expect(wider.persisting.count == 5 && wider.inserted.count == 1)
    }

    /// Widening the view from 300 to 400 with 100 × 100 items: 3 per row become 4 per row. Every
    /// element persists; none is removed and inserted. Item 3 goes from (0, 100) to (300, 0).
    @Test func boundsChangeOnlyPersists() throws {
        let grid = FlowLayout(configuration: .init(itemSize: Size(width: 100, height: 100), minimumLineSpacing: 0, minimumInteritemSpacing: 0))
        var cv = try CollectionView(layout: grid, dataCounts: DataCounts([12]), boundsSize: Size(width: 300, height: 200))
        let diff = try #require(try cv.setBoundsSize(Size(width: 400, height: 200), diffScope: .all))
        #expect(diff.inserted.isEmpty && diff.removed.isEmpty && diff.persisting.count == 12)
        let item3 = try #require(diff.persisting.first { $0.to.id == Self.cell(0, 3) })
        #expect(item3.from.frame.origin == Point(x: 0, y: 100) && item3.to.frame.origin == Point(x: 300, y: 0))
        #expect(cv.contentSize == Size(width: 400, height: 300))
    }

    /// Grid (3 columns of 100 × 100 in 300 points) to a list with a 20-point header (300 × 50 rows):
    /// all 30 cells persist, including cell 29, far off-screen in both (grid y 900, list y 20 + 29·50
    /// = 1470); the header, only in the list, is inserted. The reverse removes it.
    @Test func gridToListIncludesOffscreenElements() throws {
        let grid = GridLayout(configuration: .init(columns: 3))
        let list = FlowLayout(configuration: .init(itemSize: Size(width: 300, height: 50), minimumLineSpacing: 0,
                                                   headerReferenceSize: Size(width: 0, height: 20)))
        var cv = try CollectionView(layout: grid, dataCounts: DataCounts([30]), boundsSize: Size(width: 300, height: 200))
        let diff = try #require(try cv.setLayout(list, diffScope: .all))
        #expect(diff.persisting.count == 30 && diff.removed.isEmpty)
        #expect(diff.inserted.map(\.to.id) == [.supplementary(.header, IndexPath(section: 0, item: 0))])
        #expect(diff.inserted[0].from.alpha == 0)
        let last = try #require(diff.persisting.last)
        #expect(last.to.id == Self.cell(0, 29) && last.from.frame == Rect(x: 200, y: 900, width: 100, height: 100)
            && last.to.frame == Rect(x: 0, y: 1470, width: 300, height: 50))
        let back = try #require(try cv.setLayout(grid, diffScope: .all))
        #expect(back.removed.map(\.from.id) == [.supplementary(.header, IndexPath(section: 0, item: 0))] && back.persisting.count == 30)
        #expect(back.removed[0].to.alpha == 0)
    }

    /// The objc.io pattern on a value type: remember the inserted index paths in
    /// `prepare(forUpdates:)`, fly them in from below, forget them in `finalizeUpdates()`.
    @Test func customAppearingAttributesThroughTheUpdateLifeCycle() throws {
        var cv = try CollectionView(layout: FlyInLayout(base: Self.list), dataCounts: DataCounts([3]), boundsSize: Size(width: 100, height: 100))
        let diff = try #require(try cv.performBatchUpdates([.insertItem(IndexPath(section: 0, item: 1))], diffScope: .all).diff)
        #expect(diff.inserted.count == 1 && diff.inserted[0].from.center == Point(x: 50, y: 1000))
        // After finalizeUpdates the layout no longer treats it as inserted.
        let now = try #require(cv.layout.initialAttributes(forAppearing: Self.cell(0, 1)))
        #expect(now.center == Point(x: 50, y: 75) && now.alpha == 0)
    }

    /// A class-based layout is mutated in place; the collection view diffs against its snapshot,
    /// so the old side still has the old geometry and the deleted element.
    @Test func classBasedLayoutsAreSnapshotted() throws {
        let grid = FlowLayout(configuration: .init(itemSize: Size(width: 100, height: 100), minimumLineSpacing: 0, minimumInteritemSpacing: 0))
        let box = LayoutBox(grid)
        #expect(box.snapshot() is LayoutSnapshot)
        var cv = try CollectionView(layout: box, dataCounts: DataCounts([12]), boundsSize: Size(width: 300, height: 200))
        let resize = try #require(try cv.setBoundsSize(Size(width: 400, height: 200), diffScope: .all))
        let item3 = try #require(resize.persisting.first { $0.to.id == Self.cell(0, 3) })
        #expect(item3.from.frame.origin == Point(x: 0, y: 100) && item3.to.frame.origin == Point(x: 300, y: 0))

        box.log.removeAll()
        let delete = try #require(try cv.performBatchUpdates([.deleteItem(IndexPath(section: 0, item: 11))], diffScope: .all).diff)
        #expect(delete.removed.map(\.from.id) == [Self.cell(0, 11)] && delete.removed[0].from.frame.origin == Point(x: 300, y: 200))
        #expect(box.log == ["prepare(forUpdates:)", "prepare(in:)", "finalizeUpdates()"])
    }
}

/// A value-type layout with custom appearing attributes for inserted items only.
struct FlyInLayout: Layout {
    var base: FlowLayout
    var inserted: Set<IndexPath> = []

    var preparedContext: LayoutContext? { base.preparedContext }
    var contentSize: Size { base.contentSize }
    mutating func prepare(in context: LayoutContext) throws(LayoutError) { try base.prepare(in: context) }
    func attributes(for element: ElementID) -> LayoutAttributes? { base.attributes(for: element) }
    func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) { base.forEachAttributes(in: rect, body) }
    var allElements: [ElementID] { base.allElements }

    mutating func prepare(forUpdates updates: [UpdateItem]) {
        for case .insertItem(let p) in updates { inserted.insert(p) }
    }

    mutating func finalizeUpdates() { inserted.removeAll() }

    func initialAttributes(forAppearing element: ElementID) -> LayoutAttributes? {
        guard var a = attributes(for: element) else { return nil }
        a.alpha = 0
        if element.isCell && inserted.contains(element.indexPath) { a.center.y = 1000 }
        return a
    }
}

/// A class-based layout that forwards to a flow layout and logs the update hooks.
final class LayoutBox: Layout {
    var base: FlowLayout
    var log: [String] = []

    init(_ base: FlowLayout) { self.base = base }

    var preparedContext: LayoutContext? { base.preparedContext }
    var contentSize: Size { base.contentSize }
    func prepare(in context: LayoutContext) throws(LayoutError) {
        log.append("prepare(in:)")
        try base.prepare(in: context)
    }
    func attributes(for element: ElementID) -> LayoutAttributes? { base.attributes(for: element) }
    func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) { base.forEachAttributes(in: rect, body) }
    var allElements: [ElementID] { base.allElements }
    func prepare(forUpdates updates: [UpdateItem]) { log.append("prepare(forUpdates:)") }
    func finalizeUpdates() { log.append("finalizeUpdates()") }
}
