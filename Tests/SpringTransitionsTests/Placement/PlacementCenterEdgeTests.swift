import SpringTransitions
import SpringTestSupport
import Testing

/// Center, top, left, bottom and right placements, with hand-derived offsets.
///
/// Grid G (3 columns, 300 × 400 view, no insets): item k is the 100-point square at
/// ((k % 3)·100, (k / 3)·100); content 300 × 1000, valid offsets x = 0, y in [0, 600].
/// Flow F (horizontal, 200 × 110 view): item 2j at (60 j, 0), 2j+1 at (60 j, 60), 50 × 50;
/// content 590 × 110, valid offsets x in [0, 390], y = 0.
/// Offset = region anchor point − destination in view coordinates, then clamped.
@Suite("Placement: center and edges")
struct PlacementCenterEdgeTests {
    typealias F = PlacementFixture

    @Test("center: the region's center goes to the viewport's center, whatever the current offset")
    func center() throws {
        let g = try F.grid()
        // Item 13 (100, 400, 100, 100): center (150, 450); viewport center (150, 200) → (0, 250).
        #expect(try F.place([13], in: g, .center) == Point(x: 0, y: 250))
        #expect(try F.place([13], in: g, .center, offset: Point(x: 0, y: 555)) == Point(x: 0, y: 250))
        // F, item 8 (240, 0, 50, 50): center (265, 25); viewport center (100, 55) → (165, −30) → y clamped to 0.
        #expect(try F.place([8], in: F.horizontalFlow(), .center, boundsSize: F.horizontalBounds) == Point(x: 165, y: 0))
    }

    @Test("center clamps at both ends of the content")
    func centerClamps() throws {
        let g = try F.grid()
        // Item 1: center y 50 → 50 − 200 = −150 → 0. Item 28: center y 950 → 750 → 600.
        #expect(try F.place([1], in: g, .center) == Point(x: 0, y: 0))
        #expect(try F.place([28], in: g, .center) == Point(x: 0, y: 600))
    }

    @Test("top and bottom align that edge of the region with the viewport's, clamped")
    func topBottom() throws {
        let g = try F.grid()
        // Item 13 spans y 400…500. Top: 400 − 0 = 400. Bottom: 500 − 400 = 100.
        #expect(try F.place([13], in: g, .top) == Point(x: 0, y: 400))
        #expect(try F.place([13], in: g, .bottom) == Point(x: 0, y: 100))
        // Item 28 top: 900 → 600. Item 1 bottom: 100 − 400 = −300 → 0.
        #expect(try F.place([28], in: g, .top) == Point(x: 0, y: 600))
        #expect(try F.place([1], in: g, .bottom) == Point(x: 0, y: 0))
    }

    @Test("top and bottom center the other axis (TL's top-center and bottom-center points)")
    func topBottomCenterOtherAxis() throws {
        let f = try F.horizontalFlow()
        // Item 9 (240, 60, 50, 50). Top: (265, 60) → (100, 0): (165, 60) → y clamped to 0.
        #expect(try F.place([9], in: f, .top, boundsSize: F.horizontalBounds) == Point(x: 165, y: 0))
        // Bottom: (265, 110) → (100, 110): (165, 0).
        #expect(try F.place([9], in: f, .bottom, boundsSize: F.horizontalBounds) == Point(x: 165, y: 0))
    }

    @Test("left and right align that edge horizontally and center vertically")
    func leftRight() throws {
        let f = try F.horizontalFlow()
        let b = F.horizontalBounds
        // Item 8 spans x 240…290. Left: (240, 25) → (0, 55): (240, −30) → (240, 0).
        #expect(try F.place([8], in: f, .left, boundsSize: b) == Point(x: 240, y: 0))
        // Right: (290, 25) → (200, 55): (90, −30) → (90, 0).
        #expect(try F.place([8], in: f, .right, boundsSize: b) == Point(x: 90, y: 0))
        // Clamps: item 18 left at 540 → 390; item 0 right 50 − 200 = −150 → 0.
        #expect(try F.place([18], in: f, .left, boundsSize: b) == Point(x: 390, y: 0))
        #expect(try F.place([0], in: f, .right, boundsSize: b) == Point(x: 0, y: 0))
        // In the vertical grid, left/right center vertically: item 13 center y 450 − 200 = 250; x clamped to 0.
        let g = try F.grid()
        #expect(try F.place([13], in: g, .left) == Point(x: 0, y: 250))
        #expect(try F.place([13], in: g, .right) == Point(x: 0, y: 250))
    }

    @Test("content smaller than the view never scrolls")
    func shortContent() throws {
        // 3 items: one 100-point row; content 300 × 100 < 300 × 400, so the only valid offset is (0, 0).
        let g = try F.grid(items: 3)
        for placement in ContentOffsetPlacement.allCases {
            #expect(try F.place([2], in: g, placement, offset: Point(x: 0, y: 40)) == .zero, "\(placement)")
        }
    }

    @Test("several index paths: the union of their frames is placed, in any order")
    func unions() throws {
        let g = try F.grid()
        // Items 3 (0, 100) and 10 (100, 300): union (0…200, 100…400), center (100, 250) → (−50, 50) → (0, 50).
        #expect(try F.place([3, 10], in: g, .center) == Point(x: 0, y: 50))
        #expect(try F.place([10, 3], in: g, .center) == Point(x: 0, y: 50))
        // Items 16 (100, 500) and 9 (0, 300): union y 300…600. Top: 300; bottom: 600 − 400 = 200.
        #expect(try F.place([16, 9], in: g, .top) == Point(x: 0, y: 300))
        #expect(try F.place([16, 9], in: g, .bottom) == Point(x: 0, y: 200))
        // Duplicates change nothing.
        #expect(try F.place([16, 9, 16], in: g, .top) == Point(x: 0, y: 300))
        // F, items 4 (120, 0) and 13 (360, 60): union x 120…410, y 0…110.
        let f = try F.horizontalFlow()
        let b = F.horizontalBounds
        #expect(try F.place([4, 13], in: f, .center, boundsSize: b) == Point(x: 165, y: 0))  // 265 − 100
        #expect(try F.place([4, 13], in: f, .left, boundsSize: b) == Point(x: 120, y: 0))
        #expect(try F.place([4, 13], in: f, .right, boundsSize: b) == Point(x: 210, y: 0))   // 410 − 200
    }
}
