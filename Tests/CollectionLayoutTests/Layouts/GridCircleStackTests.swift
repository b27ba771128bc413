import CollectionLayout
import SpringTestSupport
import Testing

@Suite struct GridLayoutTests {
    /// Bounds 320 wide, 3 columns, aspect 1.5, interitem 15, line spacing 20, section inset
    /// (5, 10, 5, 10), counts [4, 1]. Width for items: 320 − 20 − 2·15 = 270, so 90 × 60 items at
    /// x = 10, 115, 220. Section 0 rows at y = 5 and 5 + 60 + 20 = 85; section height 2·60 + 20
    /// = 140, ends at 5 + 140 + 5 = 150. Section 1 row at 155, ends at 155 + 60 + 5 = 220.
    @Test func exactPositions() throws {
        let config = GridLayout.Configuration(columns: 3, aspectRatio: 1.5, interitemSpacing: 15, lineSpacing: 20,
                                              sectionInset: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        let l = try prepared(GridLayout(configuration: config), context(width: 320, height: 400, counts: [4, 1]))
        #expect(l.itemSize == Size(width: 90, height: 60))
        #expect(cellFrame(l, 0, 0) == Rect(x: 10, y: 5, width: 90, height: 60))
        #expect(cellFrame(l, 0, 1) == Rect(x: 115, y: 5, width: 90, height: 60))
        #expect(cellFrame(l, 0, 2) == Rect(x: 220, y: 5, width: 90, height: 60))
        #expect(cellFrame(l, 0, 3) == Rect(x: 10, y: 85, width: 90, height: 60))
        #expect(cellFrame(l, 1, 0) == Rect(x: 10, y: 155, width: 90, height: 60))
        #expect(l.contentSize == Size(width: 320, height: 220))
    }

    @Test func invalidConfigurations() throws {
        let ctx = try context(width: 20, height: 100, counts: [3])
        #expect(errorMessage { _ = try prepared(GridLayout(configuration: .init(columns: 0)), ctx) }
            == "invalid GridLayout: columns is 0; must be at least 1")
        #expect(errorMessage { _ = try prepared(GridLayout(configuration: .init(aspectRatio: 0)), ctx) }
            == "invalid GridLayout: aspectRatio is 0.0; must be finite and positive")
        #expect(errorMessage { _ = try prepared(GridLayout(configuration: .init(columns: 4, interitemSpacing: 10)), ctx) }
            == "invalid GridLayout: columns is 4; 4 columns with interitemSpacing 10.0 need a width of at least 30.0, but 20.0 is available")
    }
}

@Suite struct CircleLayoutTests {
    /// Bounds 200 × 200, radius 50, items 20 × 20, start −π/2, 4 items in two sections: angles
    /// −π/2, 0, π/2, π, so centers (100, 50), (150, 100), (100, 150), (50, 100).
    @Test func itemsAreEvenlySpacedFromTheTopClockwise() throws {
        let config = CircleLayout.Configuration(itemSize: Size(width: 20, height: 20), radius: 50)
        let l = try prepared(CircleLayout(configuration: config), context(width: 200, height: 200, counts: [3, 1]))
        let expected = [Point(x: 100, y: 50), Point(x: 150, y: 100), Point(x: 100, y: 150), Point(x: 50, y: 100)]
        let ids = [(0, 0), (0, 1), (0, 2), (1, 0)].map { ElementID.cell(IndexPath(section: $0.0, item: $0.1)) }
        for (k, id) in ids.enumerated() {
            let a = try #require(l.attributes(for: id))
            #expect(close(a.center, expected[k]), "\(id)")
            #expect(a.zIndex == k && a.transform == .identity)
        }
        #expect(l.contentSize == Size(width: 200, height: 200) && l.center == Point(x: 100, y: 100))
    }

    /// The circle is centered in the area inside the insets: 200 × (200 − 20) → center (100, 90).
    /// With rotation, item 1 (angle 0) is rotated by π/2.
    @Test func insetsMoveTheCenterAndItemsCanFaceOutwards() throws {
        let config = CircleLayout.Configuration(itemSize: Size(width: 20, height: 10), radius: 50, rotatesItems: true)
        let l = try prepared(CircleLayout(configuration: config),
                             context(width: 200, height: 200, counts: [4], inset: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        let item1 = try #require(l.attributes(for: .cell(IndexPath(section: 0, item: 1))))
        #expect(close(item1.center, Point(x: 150, y: 90)))
        #expect(isClose(item1.transform.a, 0, absolute: 1e-12) && isClose(item1.transform.b, 1, absolute: 1e-12))
        // Rotated by π/2, the 20 × 10 item's visual bounds are 10 × 20.
        #expect(close(item1.visualBounds, Rect(x: 145, y: 80, width: 10, height: 20), 1e-9))
        let top = try #require(l.attributes(for: .cell(IndexPath(section: 0, item: 0))))
        #expect(isClose(top.transform.a, 1, absolute: 1e-12) && isClose(top.transform.b, 0, absolute: 1e-12))
    }

    @Test func appearingAndDisappearingItemsCollapseIntoTheCenter() throws {
        let l = try prepared(CircleLayout(), context(width: 200, height: 200, counts: [4]))
        let id = ElementID.cell(IndexPath(section: 0, item: 2))
        let initial = try #require(l.initialAttributes(forAppearing: id))
        #expect(initial.center == Point(x: 100, y: 100) && initial.alpha == 0 && initial.transform == AffineTransform(scaleX: 0.1, y: 0.1))
        #expect(l.finalAttributes(forDisappearing: id) == initial)
        #expect(l.initialAttributes(forAppearing: .cell(IndexPath(section: 0, item: 4))) == nil)
    }

    @Test func invalidRadius() throws {
        #expect(errorMessage { _ = try prepared(CircleLayout(configuration: .init(radius: -1)), context(width: 1, height: 1, counts: [1])) }
            == "invalid CircleLayout: radius is -1.0; must be finite and not negative")
    }
}

@Suite struct StackLayoutTests {
    /// Bounds 300 × 400 (center (150, 200)), cards 200 × 300, top index 1, 2 visible, offset (0, 10)
    /// per level, scale −0.1, rotation +0.05 and alpha −0.25 per level, 5 cards (n = 5).
    @Test func cardsByDepth() throws {
        let config = StackLayout.Configuration(cardSize: Size(width: 200, height: 300), topIndex: 1, visibleDepth: 2,
                                               depthOffset: Point(x: 0, y: 10), scaleStep: 0.1, rotationStep: 0.05, alphaStep: 0.25)
        let l = try prepared(StackLayout(configuration: config), context(width: 300, height: 400, counts: [2, 3]))
        func card(_ s: Int, _ i: Int) throws -> LayoutAttributes { try #require(l.attributes(for: .cell(IndexPath(section: s, item: i)))) }

        // Depth −1: dismissed to the left by area width + card width = 500; in front (5 + 0 + 1).
        let dismissed = try card(0, 0)
        #expect(dismissed.center == Point(x: -350, y: 200) && dismissed.alpha == 0 && dismissed.isHidden && dismissed.zIndex == 6)
        // Depth 0: the top card, untransformed.
        let top = try card(0, 1)
        #expect(top.center == Point(x: 150, y: 200) && top.transform == .identity && top.alpha == 1 && top.zIndex == 5 && !top.isHidden)
        // Depth 1: 10 lower, scale 0.9 then rotation 0.05, alpha 0.75.
        let second = try card(1, 0)
        #expect(second.center == Point(x: 150, y: 210) && second.alpha == 0.75 && second.zIndex == 4)
        #expect(second.transform == AffineTransform(scaleX: 0.9, y: 0.9).concatenating(AffineTransform(rotationAngle: 0.05)))
        // Depth 2 and 3: beyond the visible depth, parked at depth 2, hidden.
        for (k, (s, i)) in [(1, 1), (1, 2)].enumerated() {
            let waiting = try card(s, i)
            #expect(waiting.center == Point(x: 150, y: 220) && waiting.alpha == 0 && waiting.isHidden && waiting.zIndex == 3 - k)
            #expect(waiting.transform == AffineTransform(scaleX: 0.8, y: 0.8).concatenating(AffineTransform(rotationAngle: 0.1)))
        }
        #expect(l.contentSize == Size(width: 300, height: 400))
    }

    @Test func invalidConfigurations() throws {
        let ctx = try context(width: 1, height: 1, counts: [1])
        #expect(errorMessage { _ = try prepared(StackLayout(configuration: .init(visibleDepth: 0)), ctx) }
            == "invalid StackLayout: visibleDepth is 0; must be at least 1")
        #expect(errorMessage { _ = try prepared(StackLayout(configuration: .init(scaleStep: 1.5)), ctx) }
            == "invalid StackLayout: scaleStep is 1.5; must be between 0 and 1")
        #expect(errorMessage { _ = try prepared(StackLayout(configuration: .init(topIndex: -1)), ctx) }
            == "invalid StackLayout: topIndex is -1; must not be negative")
    }
}
