import SpringTransitions
import SpringTestSupport
import Testing

/// Minimal and visible placements, with hand-derived offsets.
///
/// Current layout G3 (3 columns, 300 × 400): item k = 100-point square at ((k % 3)·100, (k / 3)·100).
/// Target layout G2 (2 columns): item k = 150-point square at ((k % 2)·150, (k / 2)·150); content
/// 300 × 2250, valid offsets x = 0, y in [0, 1850].
@Suite("Placement: minimal and visible")
struct PlacementMinimalVisibleTests {
    typealias F = PlacementFixture

    @Test("minimal keeps the region's anchor point at the same place on screen")
    func minimal() throws {
        let g3 = try F.grid(), g2 = try F.grid(columns: 2)
        let offset = Point(x: 0, y: 100)
        // Item 4 now (100, 100, 100, 100): center (150, 150), on screen (150, 50).
        // In G2 (0, 300, 150, 150): center (75, 375) → (75 − 150, 375 − 50) = (−75, 325) → x clamped: (0, 325).
        #expect(try F.place([4], in: g2, from: g3, .minimal, offset: offset) == Point(x: 0, y: 325))
        // Anchor (0, 0): top-left (100, 100) is on screen at (100, 0); in G2 (0, 300) → (−100, 300) → (0, 300).
        #expect(try F.place([4], in: g2, from: g3, .minimal, options: .init(anchor: .zero), offset: offset) == Point(x: 0, y: 300))
        // Items 4 and 8: now (100…300, 100…300), center (200, 200), on screen (200, 100);
        // in G2 (0…150, 300…750), center (75, 525) → (−125, 425) → (0, 425).
        #expect(try F.place([4, 8], in: g2, from: g3, .minimal, offset: offset) == Point(x: 0, y: 425))
    }

    @Test("minimal keeps the on-screen position horizontally too")
    func minimalHorizontal() throws {
        // Same flow layout as current and target, so nothing moves: the offset stays (unless clamped).
        let f = try F.horizontalFlow()
        let b = F.horizontalBounds
        #expect(try F.place([8], in: f, from: f, .minimal, offset: Point(x: 123, y: 0), boundsSize: b) == Point(x: 123, y: 0))
        // Target with 24 items (content 710, valid x up to 510) but the current layout has 20: items are at the same
        // places, so item 8 stays; a scrolled-past offset is clamped: 600 → 510.
        let longer = try F.horizontalFlow(items: 24)
        #expect(try F.place([8], in: longer, from: f, .minimal, offset: Point(x: 600, y: 0), boundsSize: b) == Point(x: 510, y: 0))
    }

    @Test("minimal without a current layout keeps the current offset, clamped")
    func minimalWithoutCurrent() throws {
        let g2 = try F.grid(columns: 2)
        #expect(try F.place([4], in: g2, .minimal, offset: Point(x: 0, y: 100)) == Point(x: 0, y: 100))
        #expect(try F.place([4], in: g2, .minimal, offset: Point(x: 30, y: 5000)) == Point(x: 0, y: 1850))
        // A current layout without the cell (3 items only) uses the target frame for it: no motion either.
        let small = try F.grid(items: 3)
        #expect(try F.place([4], in: g2, from: small, .minimal, offset: Point(x: 0, y: 100)) == Point(x: 0, y: 100))
        // Mixed: with 6 items the current layout has item 4 at (100, 100, 100, 100) but no item 7, which contributes
        // its G2 frame (150, 450, 150, 150). Current union x 100…300, y 100…600: center (200, 350), on screen (200, 250).
        // Target union of G2's item 4 (0, 300, 150, 150) and item 7: x 0…300, y 300…600, center (150, 450)
        // → (150 − 200, 450 − 250) = (−50, 200) → (0, 200).
        let six = try F.grid(items: 6)
        #expect(try F.place([4, 7], in: g2, from: six, .minimal, offset: Point(x: 0, y: 100)) == Point(x: 0, y: 200))
    }

    @Test("visible keeps a fully visible region where it is")
    func visibleAlreadyVisible() throws {
        let g = try F.grid()
        // Item 4 spans y 100…200, inside 0…400.
        #expect(try F.place([4], in: g, .visible) == .zero)
        #expect(try F.place([4], in: g, .visible, offset: Point(x: 0, y: 100)) == Point(x: 0, y: 100))
    }

    @Test("visible scrolls the least to show a hidden or partly hidden region")
    func visibleScrollsLeast() throws {
        let g = try F.grid()
        // Item 13 (y 400…500) below the viewport at 0: before = 400, after = 400 − 500 = −100 → down by 100.
        #expect(try F.place([13], in: g, .visible) == Point(x: 0, y: 100))
        // Partly visible from 50 (on screen 350…450): after = −50 → 100.
        #expect(try F.place([13], in: g, .visible, offset: Point(x: 0, y: 50)) == Point(x: 0, y: 100))
        // Item 7 (y 200…300) above the viewport at 500 (on screen −300…−200): before = −300, after = 600 → up by 300: 200.
        #expect(try F.place([7], in: g, .visible, offset: Point(x: 0, y: 500)) == Point(x: 0, y: 200))
        // Horizontal: item 8 (x 240…290) from 0 in the 200-wide view: after = −90 → 90 (the same as .right).
        #expect(try F.place([8], in: F.horizontalFlow(), .visible, boundsSize: F.horizontalBounds) == Point(x: 90, y: 0))
    }

    @Test("visible with a region larger than the viewport covers the viewport, moving least")
    func visibleLargeRegion() throws {
        let g = try F.grid()
        // Items 4 and 16: y 100…600 (500 > 400). From 0: before 100, after −200 → down by min(100, 200) = 100.
        #expect(try F.place([4, 16], in: g, .visible) == Point(x: 0, y: 100))
        // From 100 it touches the top and sticks out at the bottom: no move.
        #expect(try F.place([4, 16], in: g, .visible, offset: Point(x: 0, y: 100)) == Point(x: 0, y: 100))
        // Items 1 and 28: y 0…1000 from 200 stick out on both sides: no move.
        #expect(try F.place([1, 28], in: g, .visible, offset: Point(x: 0, y: 200)) == Point(x: 0, y: 200))
        // Items 4 and 16 from 300 (on screen −200…300): before −200, after 100 → up by min(100, 200) = 100: 200.
        #expect(try F.place([4, 16], in: g, .visible, offset: Point(x: 0, y: 300)) == Point(x: 0, y: 200))
    }

    @Test("visible respects the placement inset as a margin")
    func visibleInset() throws {
        let g = try F.grid()
        let margin = PlacementOptions(inset: EdgeInsets(top: 20, bottom: 20))
        // Viewport 20…380. Item 13 from 0: after = 380 − 500 = −120 → 120.
        #expect(try F.place([13], in: g, .visible, options: margin) == Point(x: 0, y: 120))
        // Item 7 from 500: before = 200 − 500 − 20 = −320 → 180.
        #expect(try F.place([7], in: g, .visible, options: margin, offset: Point(x: 0, y: 500)) == Point(x: 0, y: 180))
        // Item 4 (100…200) is inside 20…380 already.
        #expect(try F.place([4], in: g, .visible, options: margin) == .zero)
    }

    @Test("visible starts from the minimal placement when there is a current layout")
    func visibleFromMinimal() throws {
        let g3 = try F.grid(), g2 = try F.grid(columns: 2)
        // Minimal gives (0, 325): item 4 of G2 on screen at y −25…125; before −25, after 275 → up by 25: 300.
        #expect(try F.place([4], in: g2, from: g3, .visible, offset: Point(x: 0, y: 100)) == Point(x: 0, y: 300))
        // From offset 0, item 4's center is on screen at (150, 150); G2's center (75, 375) → (−75, 225) → (0, 225),
        // where the cell is on screen at y 75…225, inside the viewport: no shift.
        #expect(try F.place([4], in: g2, from: g3, .visible) == Point(x: 0, y: 225))
    }

    @Test("visible uses toSize for the viewport and the clamp")
    func visibleToSize() throws {
        let g = try F.grid(boundsSize: Size(width: 300, height: 200))
        // Viewport 0…200: item 13 from 0: after = 200 − 500 = −300 → 300 (valid up to 800).
        #expect(try F.place([13], in: g, .visible, options: .init(toSize: Size(width: 300, height: 200))) == Point(x: 0, y: 300))
    }
}
