import SpringTestSupport
import SpringTransitions
import Testing

/// objc.io's resistance is the Manhattan distance (|Δx| + |Δy|) from the finger to an element's
/// resting centre: elements beside the finger lag as much as elements above or below it. These
/// cases put elements in three columns and the finger in the first, so a rule that looked at |Δy|
/// alone (or |Δx| alone) gives other numbers, on a scroll, on an element tiling in and at the
/// saturation of the rule.
@Suite struct SpringyResistanceAxesTests {
    /// Three 130 × 40 columns in a 390 × 800 view: item i rests at (65 + 130·(i mod 3), 20 + 40·⌊i/3⌋).
    static func makeColumns(resistance: Double = 1500) throws -> SpringyLayout {
        let base = FlowLayout(configuration: .init(itemSize: Size(width: 130, height: 40), minimumLineSpacing: 0,
                                                   minimumInteritemSpacing: 0))
        let springy = try SpringyLayout(base: base, configuration: SpringyLayoutConfiguration(resistanceFactor: resistance))
        try springy.prepare(in: LayoutContext(boundsSize: Size(width: 390, height: 800), dataCounts: try DataCounts([300])))
        return springy
    }
    static func item(_ i: Int) -> ElementID { .cell(IndexPath(section: 0, item: i)) }

    @Test func theColumnsAreWhatTheHandComputationsAssume() throws {
        let springy = try Self.makeColumns()
        #expect(springy.attributes(for: Self.item(2))?.center == Point(x: 325, y: 20))
        #expect(springy.attributes(for: Self.item(31))?.center == Point(x: 195, y: 420))
    }

    @Test func aScrollDisplacesByTheManhattanDistanceToTheFinger() throws {
        let springy = try Self.makeColumns()
        // The finger at (65, 420) in content coordinates; the content scrolls by 30.
        try springy.scroll(to: Point(x: 0, y: 30), touch: Point(x: 65, y: 420))
        // Item 0 (65, 20): straight above the finger, (0 + 400)/1500·30 = 8.
        #expect(isClose(springy.displacement(of: Self.item(0)).y, 8, absolute: 1e-12))
        // Item 2 (325, 20): (260 + 400)/1500·30 = 13.2 (8 if only |Δy| counted).
        #expect(isClose(springy.displacement(of: Self.item(2)).y, 13.2, absolute: 1e-12))
        #expect(isClose(springy.attributes(for: Self.item(2))?.center.y ?? .nan, 33.2, absolute: 1e-12))
        // Item 31 (195, 420): level with the finger, 130/1500·30 = 2.6 (0 if only |Δy| counted).
        #expect(isClose(springy.displacement(of: Self.item(31)).y, 2.6, absolute: 1e-12))
        // Item 30 (65, 420) is under the finger: it stays with the content.
        #expect(springy.displacement(of: Self.item(30)) == .zero)
        // Nothing moves sideways on a vertical scroll.
        #expect(springy.displacement(of: Self.item(2)).x == 0)
    }

    @Test func anElementTilingInIsDisplacedByTheManhattanDistance() throws {
        let springy = try Self.makeColumns()
        // Row 23 (y 920…960) enters the padded viewport [−70, 930] during the scroll. Item 71
        // rests at (325, 940): (260 + 520)/1500·30 = 15.6 (10.4 with |Δy| alone).
        #expect(!springy.isSimulated(Self.item(71)))
        try springy.scroll(to: Point(x: 0, y: 30), touch: Point(x: 65, y: 420))
        #expect(springy.isSimulated(Self.item(71)))
        #expect(isClose(springy.displacement(of: Self.item(71)).y, 15.6, absolute: 1e-12))
        // Item 69 (65, 940) in the finger's column: 520/1500·30 = 10.4.
        #expect(isClose(springy.displacement(of: Self.item(69)).y, 10.4, absolute: 1e-12))
    }

    @Test func theRuleSaturatesOnTheManhattanDistance() throws {
        // Resistance factor 500: item 2 is 260 + 400 = 660 pt away, beyond 500, so it keeps its
        // place on screen and moves the whole 30 (|Δy| alone, 400/500, would give 24).
        let springy = try Self.makeColumns(resistance: 500)
        try springy.scroll(to: Point(x: 0, y: 30), touch: Point(x: 65, y: 420))
        #expect(springy.displacement(of: Self.item(2)).y == 30)
        // Item 1 (195, 20): 130 + 400 = 530, saturated too; item 0 (65, 20): 400/500·30 = 24.
        #expect(springy.displacement(of: Self.item(1)).y == 30)
        #expect(isClose(springy.displacement(of: Self.item(0)).y, 24, absolute: 1e-12))
        // The static rule agrees, on both axes of the scroll.
        let d = SpringyLayout.displacement(forScroll: Point(x: -10, y: 30), touch: Point(x: 65, y: 420),
                                           restingCenter: Point(x: 195, y: 320), resistanceFactor: 500)
        // (130 + 100)/500 = 0.46: (−4.6, 13.8); with |Δy| alone it would be (−2, 6).
        #expect(isClose(d.x, -4.6, absolute: 1e-12) && isClose(d.y, 13.8, absolute: 1e-12))
    }
}
