import Foundation
import SpringTransitions
import SpringTestSupport
import Testing

/// The placement anchor, placement inset, toSize and toContentInset, with hand-derived offsets.
/// Fixtures as in ``PlacementCenterEdgeTests``: grid G (item 13 = (100, 400, 100, 100), valid
/// y in [0, 600]) and horizontal flow F (item 8 = (240, 0, 50, 50), valid x in [0, 390]).
@Suite("Placement: options")
struct PlacementOptionsTests {
    typealias F = PlacementFixture

    @Test("the anchor picks the point of the region that is placed")
    func anchor() throws {
        let g = try F.grid()
        // Center, anchor (0.5, 0): top-center (150, 400) → (150, 200): y = 200.
        #expect(try F.place([13], in: g, .center, options: .init(anchor: Point(x: 0.5, y: 0))) == Point(x: 0, y: 200))
        // Center, anchor (0.5, 1): bottom-center y 500 → 300.
        #expect(try F.place([13], in: g, .center, options: .init(anchor: Point(x: 0.5, y: 1))) == Point(x: 0, y: 300))
        // Top, anchor (0.5, 0.5): the center (y 450) goes to the top edge: 450.
        #expect(try F.place([13], in: g, .top, options: .init(anchor: Point(x: 0.5, y: 0.5))) == Point(x: 0, y: 450))
        // Bottom, anchor (0.5, 0.25): y 425 → 400: 25.
        #expect(try F.place([13], in: g, .bottom, options: .init(anchor: Point(x: 0.5, y: 0.25))) == Point(x: 0, y: 25))
        // Anchors outside [0, 1] extrapolate: (0.5, 2) is y 400 + 2·100 = 600 → centered: 400.
        #expect(try F.place([13], in: g, .center, options: .init(anchor: Point(x: 0.5, y: 2))) == Point(x: 0, y: 400))
        // F, center with anchor (0, 0): (240, 0) → (100, 55): (140, −55) → (140, 0).
        #expect(try F.place([8], in: F.horizontalFlow(), .center, options: .init(anchor: .zero),
                            boundsSize: F.horizontalBounds) == Point(x: 140, y: 0))
    }

    @Test("a nil anchor is the placement's default anchor", arguments: ContentOffsetPlacement.allCases)
    func defaultAnchor(placement: ContentOffsetPlacement) throws {
        let g2 = try F.grid(columns: 2), g3 = try F.grid()
        let explicit = PlacementOptions(anchor: placement.defaultAnchor)
        let offset = Point(x: 0, y: 130)
        #expect(try F.place([4, 8], in: g2, from: g3, placement, offset: offset)
                == F.place([4, 8], in: g2, from: g3, placement, options: explicit, offset: offset))
        #expect(PlacementOptions().resolvedAnchor(for: placement) == placement.defaultAnchor)
        #expect(explicit.resolvedAnchor(for: .top) == placement.defaultAnchor)
    }

    @Test("default anchors: the center, or the middle of the placement's edge")
    func defaultAnchors() {
        #expect(ContentOffsetPlacement.minimal.defaultAnchor == Point(x: 0.5, y: 0.5))
        #expect(ContentOffsetPlacement.visible.defaultAnchor == Point(x: 0.5, y: 0.5))
        #expect(ContentOffsetPlacement.center.defaultAnchor == Point(x: 0.5, y: 0.5))
        #expect(ContentOffsetPlacement.top.defaultAnchor == Point(x: 0.5, y: 0))
        #expect(ContentOffsetPlacement.left.defaultAnchor == Point(x: 0, y: 0.5))
        #expect(ContentOffsetPlacement.bottom.defaultAnchor == Point(x: 0.5, y: 1))
        #expect(ContentOffsetPlacement.right.defaultAnchor == Point(x: 1, y: 0.5))
    }

    @Test("the placement inset shrinks the viewport but not the valid range")
    func inset() throws {
        let g = try F.grid()
        // Center, inset top 100: viewport y 100…400, center 250: 450 − 250 = 200.
        #expect(try F.place([13], in: g, .center, options: .init(inset: EdgeInsets(top: 100))) == Point(x: 0, y: 200))
        // Top, inset top 20: 400 − 20 = 380. Bottom, inset bottom 30: viewport bottom 370: 500 − 370 = 130.
        #expect(try F.place([13], in: g, .top, options: .init(inset: EdgeInsets(top: 20))) == Point(x: 0, y: 380))
        #expect(try F.place([13], in: g, .bottom, options: .init(inset: EdgeInsets(bottom: 30))) == Point(x: 0, y: 130))
        // Top of item 0 with inset 20: −20, but the valid range still starts at 0.
        #expect(try F.place([0], in: g, .top, options: .init(inset: EdgeInsets(top: 20))) == Point(x: 0, y: 0))
        // F: left inset 15: 240 − 15 = 225; right inset 15: viewport right 185: 290 − 185 = 105.
        let f = try F.horizontalFlow()
        let b = F.horizontalBounds
        #expect(try F.place([8], in: f, .left, options: .init(inset: EdgeInsets(left: 15)), boundsSize: b) == Point(x: 225, y: 0))
        #expect(try F.place([8], in: f, .right, options: .init(inset: EdgeInsets(right: 15)), boundsSize: b) == Point(x: 105, y: 0))
        // Center with left inset 40: viewport x 40…200, center 120: 265 − 120 = 145.
        #expect(try F.place([8], in: f, .center, options: .init(inset: EdgeInsets(left: 40)), boundsSize: b) == Point(x: 145, y: 0))
    }

    @Test("toSize moves the viewport's edges and the upper end of the valid range")
    func toSize() throws {
        // The grid is 300 wide either way, so G's frames hold for a 300 × 200 view; valid y in [0, 800].
        let g = try F.grid(boundsSize: Size(width: 300, height: 200))
        let o = PlacementOptions(toSize: Size(width: 300, height: 200))
        // Center: viewport center y 100: 450 − 100 = 350. Bottom: 500 − 200 = 300.
        #expect(try F.place([13], in: g, .center, options: o) == Point(x: 0, y: 350))
        #expect(try F.place([13], in: g, .bottom, options: o) == Point(x: 0, y: 300))
        // Item 28 centered: 950 − 100 = 850 → 800 (it would be 600 with the current 400-point height).
        #expect(try F.place([28], in: g, .center, options: o) == Point(x: 0, y: 800))
        // A wider view: the grid prepared for 600 × 400 has 200-point items; item 13 = (200, 800):
        // center (300, 900) → (300, 200): (0, 700); content 2000 high, so 700 is valid.
        let wide = try F.grid(boundsSize: Size(width: 600, height: 400))
        #expect(try F.place([13], in: wide, .center, options: .init(toSize: Size(width: 600, height: 400))) == Point(x: 0, y: 700))
    }

    @Test("toContentInset moves the viewport and extends the valid range")
    func toContentInset() throws {
        // A top or bottom inset does not change a vertical grid's frames.
        let g = try F.grid(contentInset: EdgeInsets(top: 100))
        let top100 = PlacementOptions(toContentInset: EdgeInsets(top: 100))
        // Center: viewport y 100…400, center 250: 450 − 250 = 200.
        #expect(try F.place([13], in: g, .center, options: top100) == Point(x: 0, y: 200))
        // Top of item 1: 0 − 100 = −100, valid since the smallest offset is now −100.
        #expect(try F.place([1], in: g, .top, options: top100) == Point(x: 0, y: -100))
        #expect(try F.place([1], in: g, .top) == Point(x: 0, y: 0))
        // Bottom of item 28: 1000 − 400 = 600; with a bottom inset of 50: 1000 − 350 = 650 = 1000 + 50 − 400, the maximum.
        #expect(try F.place([28], in: g, .bottom) == Point(x: 0, y: 600))
        #expect(try F.place([28], in: g, .bottom, options: .init(toContentInset: EdgeInsets(bottom: 50))) == Point(x: 0, y: 650))
        // nil uses the current inset; an explicit one replaces it.
        #expect(try F.place([1], in: g, .top, contentInset: EdgeInsets(top: 100)) == Point(x: 0, y: -100))
        #expect(try F.place([1], in: g, .top, options: .init(toContentInset: .zero), contentInset: EdgeInsets(top: 100)) == .zero)
        // F with a left inset of 20 (frames unchanged): left of item 0: 0 − 20 = −20 = the minimum.
        let f = try F.horizontalFlow(contentInset: EdgeInsets(left: 20))
        #expect(try F.place([0], in: f, .left, options: .init(toContentInset: EdgeInsets(left: 20)),
                            boundsSize: F.horizontalBounds) == Point(x: -20, y: 0))
    }

    @Test("options and placements round-trip through Codable with stable names")
    func codable() throws {
        let full = PlacementOptions(anchor: Point(x: 0.25, y: 1), inset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                                    toSize: Size(width: 320, height: 480), toContentInset: EdgeInsets(top: 64))
        for options in [full, PlacementOptions()] {
            let data = try JSONEncoder().encode(options)
            #expect(try JSONDecoder().decode(PlacementOptions.self, from: data) == options)
        }
        #expect(ContentOffsetPlacement.allCases.map(\.rawValue) == ["minimal", "visible", "center", "top", "left", "bottom", "right"])
        let data = try JSONEncoder().encode([ContentOffsetPlacement.visible])
        #expect(String(decoding: data, as: UTF8.self) == "[\"visible\"]")
    }
}
