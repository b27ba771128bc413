import CollectionLayout
import SpringTestSupport
import Testing

/// Pinned headers. Layout: bounds 100 × 100, 100 × 30 items (one per line), header height 20, no
/// spacing or insets, counts [3, 3]. Section 0: header 0–20, items at 20, 50, 80, items end at 110.
/// Section 1: header 110–130, items at 130, 160, 190, end 220. A pinned header's top can range over
/// [natural top, items end − 20]: section 0 [0, 90], section 1 [110, 200].
@Suite struct StickyHeaderTests {
    static let config = FlowLayout.Configuration(
        itemSize: Size(width: 100, height: 30), minimumLineSpacing: 0, minimumInteritemSpacing: 0,
        headerReferenceSize: Size(width: 0, height: 20), sectionHeadersPinToVisibleBounds: true)

    func headerTop(_ cv: CollectionView, _ section: Int) -> Double? { supplementaryFrame(cv.layout, .header, section)?.minY }

    @Test func headersPinToTheVisibleTopAndArePushedByTheirSectionEnd() throws {
        var cv = try CollectionView(layout: FlowLayout(configuration: Self.config), dataCounts: DataCounts([3, 3]),
                                    boundsSize: Size(width: 100, height: 100))
        #expect(cv.contentSize.height == 220)
        // offset → (header 0 top, header 1 top): clamp(offset, range)
        let expectations: [(Double, Double, Double)] = [
            (0, 0, 110),     // natural places
            (50, 50, 110),   // header 0 pinned at the visible top
            (100, 90, 110),  // header 0 pushed up: its bottom meets the end of section 0's items (110)
            (150, 90, 150),  // header 1 pinned
            (220, 90, 200),  // overscrolled past the end: header 1 stops at its section's end
        ]
        for (offset, top0, top1) in expectations {
            try cv.setContentOffset(Point(x: 0, y: offset))
            #expect(headerTop(cv, 0) == top0, "offset \(offset)")
            #expect(headerTop(cv, 1) == top1, "offset \(offset)")
        }
    }

    @Test func pinnedHeadersAreFoundByRectQueriesAndDrawnAbove() throws {
        var cv = try CollectionView(layout: FlowLayout(configuration: Self.config), dataCounts: DataCounts([3, 3]),
                                    boundsSize: Size(width: 100, height: 100))
        try cv.setContentOffset(Point(x: 0, y: 60))
        // Visible 60–160: the header's natural frame (0–20) is outside, its pinned frame (60–80) inside.
        let header = try #require(cv.visibleAttributes.first { $0.id == .supplementary(.header, IndexPath(section: 0, item: 0)) })
        #expect(header.frame == Rect(x: 0, y: 60, width: 100, height: 20))
        #expect(header.zIndex == FlowLayout.pinnedHeaderZIndex)
        #expect(sortedIDs(cv.visibleAttributes) == sortedIDs(bruteForce(cv.layout, cv.bounds)))
        // A rect query anywhere agrees with a scan at this offset, including around the natural place.
        for y in stride(from: -20.0, through: 240, by: 10) {
            let r = Rect(x: 0, y: y, width: 100, height: 15)
            #expect(sortedIDs(cv.layout.attributes(in: r)) == sortedIDs(bruteForce(cv.layout, r)), "y \(y)")
        }
    }

    @Test func theVisibleTopIncludesTheTopContentInset() throws {
        var cv = try CollectionView(layout: FlowLayout(configuration: Self.config), dataCounts: DataCounts([3, 3]),
                                    boundsSize: Size(width: 100, height: 100), contentInset: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(cv.contentOffset == Point(x: 0, y: -10) && headerTop(cv, 0) == 0)
        try cv.setContentOffset(Point(x: 0, y: 40))
        #expect(headerTop(cv, 0) == 50)
    }

    @Test func scrollingInvalidatesOnlyWithPinning() throws {
        let pinned = try prepared(FlowLayout(configuration: Self.config), context(width: 100, height: 100, counts: [3]))
        var plainConfig = Self.config
        plainConfig.sectionHeadersPinToVisibleBounds = false
        let plain = try prepared(FlowLayout(configuration: plainConfig), context(width: 100, height: 100, counts: [3]))
        let scrolled = Rect(x: 0, y: 30, width: 100, height: 100)
        let resized = Rect(x: 0, y: 0, width: 120, height: 100)
        #expect(pinned.shouldInvalidate(forBoundsChange: scrolled))
        #expect(!plain.shouldInvalidate(forBoundsChange: scrolled))
        #expect(plain.shouldInvalidate(forBoundsChange: resized) && pinned.shouldInvalidate(forBoundsChange: resized))
        // Without pinning, headers keep their natural place whatever the offset.
        var cv = try CollectionView(layout: plain, dataCounts: DataCounts([3]), boundsSize: Size(width: 100, height: 100))
        try cv.setContentOffset(Point(x: 0, y: 50))
        #expect(headerTop(cv, 0) == 0)
    }

    /// Horizontal scrolling pins headers to the visible left edge. Header width 20, items 30 × 100:
    /// section 0 header x 0–20, items to 110; pin range [0, 90].
    @Test func horizontalHeadersPinToTheLeft() throws {
        var config = Self.config
        config.scrollDirection = .horizontal
        config.itemSize = Size(width: 30, height: 100)
        config.headerReferenceSize = Size(width: 20, height: 0)
        var cv = try CollectionView(layout: FlowLayout(configuration: config), dataCounts: DataCounts([3, 3]),
                                    boundsSize: Size(width: 100, height: 100))
        try cv.setContentOffset(Point(x: 45, y: 0))
        #expect(supplementaryFrame(cv.layout, .header, 0) == Rect(x: 45, y: 0, width: 20, height: 100))
        try cv.setContentOffset(Point(x: 95, y: 0))
        #expect(supplementaryFrame(cv.layout, .header, 0)?.minX == 90)
    }
}
