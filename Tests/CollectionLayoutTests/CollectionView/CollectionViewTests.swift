import CollectionLayout
import SpringTestSupport
import Testing

/// A 100 × 200 view over a list of 20 items of 100 × 50 (content 100 × 1000), inset top 20, bottom 30.
@Suite struct CollectionViewTests {
    static let list = FlowLayout(configuration: .init(itemSize: Size(width: 100, height: 50), minimumLineSpacing: 0))
    static let inset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)

    func view() throws -> CollectionView {
        try CollectionView(layout: Self.list, dataCounts: DataCounts([20]), boundsSize: Size(width: 100, height: 200), contentInset: Self.inset)
    }

    /// Offsets range from (0, −20) to (0, 1000 + 30 − 200 = 830).
    @Test func contentOffsetRangeIncludesTheInsets() throws {
        let cv = try view()
        #expect(cv.contentOffset == Point(x: 0, y: -20))
        #expect(cv.minimumContentOffset == Point(x: 0, y: -20) && cv.maximumContentOffset == Point(x: 0, y: 830))
        #expect(cv.clampedContentOffset(Point(x: 5, y: 900)) == Point(x: 0, y: 830))
        #expect(cv.clampedContentOffset(Point(x: -5, y: -50)) == Point(x: 0, y: -20))
        // Content smaller than the view does not scroll.
        let small = ScrollGeometry(boundsSize: Size(width: 100, height: 200), contentSize: Size(width: 50, height: 60), contentInset: Self.inset)
        #expect(small.maximumContentOffset == small.minimumContentOffset)
    }

    /// Item 10 spans y 500–550; the visible area inside the insets is 150 tall.
    /// top: 500 − 20 = 480; center: 525 − 20 − 75 = 430; bottom: 550 − 200 + 30 = 380.
    /// Item 19 at the top would need 930: clamped to 830. Item 0 at the bottom would need −120: clamped to −20.
    @Test func contentOffsetForAnIndexPathAtAScrollPosition() throws {
        let cv = try view()
        let p = IndexPath(section: 0, item: 10)
        #expect(cv.contentOffset(for: p, at: .top) == Point(x: 0, y: 480))
        #expect(cv.contentOffset(for: p, at: .centeredVertically) == Point(x: 0, y: 430))
        #expect(cv.contentOffset(for: p, at: .bottom) == Point(x: 0, y: 380))
        #expect(cv.contentOffset(for: IndexPath(section: 0, item: 19), at: .top) == Point(x: 0, y: 830))
        #expect(cv.contentOffset(for: IndexPath(section: 0, item: 0), at: .bottom) == Point(x: 0, y: -20))
        #expect(cv.contentOffset(for: p, at: .none) == Point(x: 0, y: -20))
        #expect(cv.contentOffset(for: IndexPath(section: 0, item: 20), at: .top) == nil)
        // The static form works on any prepared layout (a transition's next layout).
        let next = try prepared(GridLayout(configuration: .init(columns: 2)), context(width: 100, height: 200, counts: [20]))
        // Grid: 50 × 50 cells, item 10 in row 5 at y 250: top → 230.
        #expect(CollectionView.contentOffset(for: p, at: .top, in: next, boundsSize: Size(width: 100, height: 200),
                                             contentInset: Self.inset, currentOffset: .zero) == Point(x: 0, y: 230))
    }

    /// Horizontal: 30 items of 50 × 100 in a 200 × 100 view with left inset 10 (content 1500 wide).
    /// Item 10 spans x 500–550; visible width 190. left: 490; center: 525 − 10 − 95 = 420; right: 350.
    @Test func horizontalScrollPositions() throws {
        let layout = FlowLayout(configuration: .init(scrollDirection: .horizontal, itemSize: Size(width: 50, height: 100), minimumLineSpacing: 0))
        let cv = try CollectionView(layout: layout, dataCounts: DataCounts([30]), boundsSize: Size(width: 200, height: 100),
                                    contentInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 0))
        let p = IndexPath(section: 0, item: 10)
        #expect(cv.contentOffset(for: p, at: .left) == Point(x: 490, y: 0))
        #expect(cv.contentOffset(for: p, at: .centeredHorizontally) == Point(x: 420, y: 0))
        #expect(cv.contentOffset(for: p, at: .right) == Point(x: 350, y: 0))
        #expect(cv.contentOffset(for: p, at: ScrollPosition.top.combined(with: .left)) == Point(x: 490, y: 0))
    }

    @Test func scrollToMovesTheVisibleElements() throws {
        var cv = try view()
        try cv.scrollTo(IndexPath(section: 0, item: 10), at: .top)
        #expect(cv.contentOffset == Point(x: 0, y: 480))
        // Visible 480–680: items 9 (450–500) to 13 (650–700), touching edges included.
        #expect(cv.visibleAttributes.map(\.indexPath.item) == [9, 10, 11, 12, 13])
        #expect(sortedIDs(cv.visibleAttributes) == sortedIDs(bruteForce(cv.layout, cv.bounds)))
        var buffer: [LayoutAttributes] = []
        buffer.reserveCapacity(64)
        cv.visibleAttributes(into: &buffer)
        #expect(buffer == cv.visibleAttributes && buffer.capacity >= 64)
    }

    @Test func invalidScrollsChangeNothing() throws {
        var cv = try view()
        let before = CollectionViewSnapshot(cv)
        #expect(errorMessage { try cv.scrollTo(IndexPath(section: 0, item: 99), at: .top) } == "the layout has no attributes for cell [0, 99]")
        #expect(errorMessage { try cv.setContentOffset(Point(x: 0, y: .nan)) } == "invalid layout context: contentOffset.y is nan; must be finite")
        #expect(errorMessage { try cv.setBoundsSize(Size(width: -1, height: 10)) } == "invalid layout context: boundsSize.width is -1.0; must be finite and not negative")
        #expect(CollectionViewSnapshot(cv) == before)
    }

    @Test func layoutChangesAndResizesKeepTheModelConsistent() throws {
        var cv = try view()
        try cv.setContentOffset(Point(x: 0, y: 800))
        // A 4-column grid of 25 × 25 cells: 5 rows, content 125 tall; max offset 125 + 30 − 200 < −20 → −20.
        try cv.setLayout(GridLayout(configuration: .init(columns: 4)))
        #expect(cv.contentSize == Size(width: 100, height: 125) && cv.contentOffset == Point(x: 0, y: -20))
        try cv.setContentInset(EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        #expect(cv.contentSize == Size(width: 80, height: 100) && cv.layout.preparedContext?.contentInset.left == 10)
        try cv.reloadData(DataCounts([4, 4]))
        #expect(cv.layout.allElements.count == 8 && cv.contentSize.height == 40)
        try cv.setBoundsSize(Size(width: 180, height: 200))
        #expect(cv.contentSize == Size(width: 160, height: 80) && cv.layout.preparedContext?.boundsSize.width == 180)
    }
}

@Suite struct TargetContentOffsetTests {
    /// A list whose resting offsets are multiples of 100.
    struct PagingList: Layout {
        var base = CollectionViewTests.list
        var preparedContext: LayoutContext? { base.preparedContext }
        var contentSize: Size { base.contentSize }
        mutating func prepare(in context: LayoutContext) throws(LayoutError) { try base.prepare(in: context) }
        func attributes(for element: ElementID) -> LayoutAttributes? { base.attributes(for: element) }
        func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) { base.forEachAttributes(in: rect, body) }
        var allElements: [ElementID] { base.allElements }
        func targetContentOffset(forProposed offset: Point) -> Point {
            Point(x: offset.x, y: (offset.y / 100).rounded(.down) * 100)
        }
    }

    /// Installing a layout, or updating the data, asks it for the resting offset, then clamps.
    @Test func layoutChangesAndUpdatesUseTheTargetOffset() throws {
        var cv = try CollectionView(layout: CollectionViewTests.list, dataCounts: DataCounts([20]), boundsSize: Size(width: 100, height: 200),
                                    contentOffset: Point(x: 0, y: 130))
        try cv.setLayout(PagingList())
        #expect(cv.contentOffset == Point(x: 0, y: 100))
        try cv.setContentOffset(Point(x: 0, y: 250))
        try cv.performBatchUpdates([.deleteItem(IndexPath(section: 0, item: 0))])
        #expect(cv.contentOffset == Point(x: 0, y: 200))
    }

    @Test func identityMappingAndSnapshots() throws {
        let counts = try DataCounts([2, 3])
        let identity = UpdateMapping.identity(counts)
        #expect(identity.isIdentity && identity.newIndexPath(forOld: IndexPath(section: 1, item: 2)) == IndexPath(section: 1, item: 2))
        #expect(identity.newIndexPath(forOld: IndexPath(section: 1, item: 3)) == nil && identity.oldSection(forNew: 2) == nil)
        let ctx = try context(width: 100, height: 100, counts: [2, 3])
        var snapshot = LayoutSnapshot(of: try prepared(CollectionViewTests.list, ctx))
        #expect(snapshot.allAttributes == (try prepared(CollectionViewTests.list, ctx)).allAttributes)
        #expect(throws: Never.self) { try snapshot.prepare(in: ctx) }
        #expect(errorMessage { try snapshot.prepare(in: context(width: 50, height: 100, counts: [2, 3])) }
            == "a LayoutSnapshot cannot be prepared in a different context")
    }
}
