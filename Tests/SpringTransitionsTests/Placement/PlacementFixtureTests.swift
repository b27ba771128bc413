import SpringTransitions
import SpringTestSupport
import Testing

/// Layouts with hand-computable frames shared by the placement tests.
enum PlacementFixture {
    /// `IndexPath(section: 0, item: k)`.
    static func ip(_ item: Int, section: Int = 0) -> IndexPath { IndexPath(section: section, item: item) }

    /// A vertical grid, no spacing or insets, aspect 1, prepared for `boundsSize` and `contentInset`.
    ///
    /// With 3 columns and width 300: items are 100 × 100, item k at x = (k % 3)·100,
    /// y = (k / 3)·100; 30 items make 10 rows, content 300 × 1000.
    /// With 2 columns and width 300: items are 150 × 150, item k at x = (k % 2)·150,
    /// y = (k / 2)·150; 30 items make 15 rows, content 300 × 2250.
    static func grid(columns: Int = 3, items: Int = 30, boundsSize: Size = Size(width: 300, height: 400),
                     contentInset: EdgeInsets = .zero) throws -> GridLayout {
        var layout = GridLayout(configuration: .init(columns: columns))
        try layout.prepare(in: LayoutContext(boundsSize: boundsSize, contentInset: contentInset,
                                             dataCounts: try DataCounts(sections: 1, itemsPerSection: items)))
        return layout
    }

    /// A horizontally scrolling flow layout of 50 × 50 items with spacing 10, left-aligned, in a
    /// 200 × 110 view. Across (y): 50 + 10 + 50 = 110 fits exactly, so two items per line. Along
    /// (x): line j at x = 60 j. Item 2j at (60 j, 0), item 2j+1 at (60 j, 60). 20 items make 10
    /// lines: content width 10·50 + 9·10 = 590, height 110. Valid offsets: x in [0, 390], y = 0.
    static func horizontalFlow(items: Int = 20, contentInset: EdgeInsets = .zero) throws -> FlowLayout {
        var layout = FlowLayout(configuration: .init(scrollDirection: .horizontal, itemSize: Size(width: 50, height: 50),
                                                     minimumLineSpacing: 10, minimumInteritemSpacing: 10,
                                                     lineAlignment: .leading))
        try layout.prepare(in: LayoutContext(boundsSize: horizontalBounds, contentInset: contentInset,
                                             dataCounts: try DataCounts(sections: 1, itemsPerSection: items)))
        return layout
    }

    /// The bounds of ``horizontalFlow(items:contentInset:)``.
    static let horizontalBounds = Size(width: 200, height: 110)

    /// The bounds the grids are normally prepared for.
    static let gridBounds = Size(width: 300, height: 400)

    /// The content offset for `placement` of `items` in `layout` viewed through `boundsSize`.
    static func place(_ items: [Int], in layout: some Layout, from current: (any Layout)? = nil,
                      _ placement: ContentOffsetPlacement, options: PlacementOptions = PlacementOptions(),
                      offset: Point = .zero, boundsSize: Size = gridBounds,
                      contentInset: EdgeInsets = .zero) throws(ContentOffsetPlacementError) -> Point {
        try toContentOffset(placing: items.map { ip($0) }, in: layout, from: current, placement: placement, options: options,
                            currentOffset: offset, currentBoundsSize: boundsSize, currentContentInset: contentInset)
    }

    /// The description of the error `body` throws, or `nil` when it returns.
    static func message(_ body: () throws(ContentOffsetPlacementError) -> Point) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return error.description
        }
    }
}

/// The frames the derivations in the other placement tests start from.
@Suite("Placement fixtures")
struct PlacementFixtureTests {
    @Test("3-column grid: 100-point squares in rows of three; content 300 × 1000")
    func threeColumnGrid() throws {
        let g = try PlacementFixture.grid()
        #expect(g.contentSize == Size(width: 300, height: 1000))
        #expect(g.attributes(for: .cell(PlacementFixture.ip(13)))?.frame == Rect(x: 100, y: 400, width: 100, height: 100))
        #expect(g.attributes(for: .cell(PlacementFixture.ip(28)))?.frame == Rect(x: 100, y: 900, width: 100, height: 100))
        #expect(g.attributes(for: .cell(PlacementFixture.ip(30))) == nil)
    }

    @Test("2-column grid: 150-point squares in rows of two; content 300 × 2250")
    func twoColumnGrid() throws {
        let g = try PlacementFixture.grid(columns: 2)
        #expect(g.contentSize == Size(width: 300, height: 2250))
        #expect(g.attributes(for: .cell(PlacementFixture.ip(4)))?.frame == Rect(x: 0, y: 300, width: 150, height: 150))
        #expect(g.attributes(for: .cell(PlacementFixture.ip(8)))?.frame == Rect(x: 0, y: 600, width: 150, height: 150))
    }

    @Test("Horizontal flow: two items per 60-point line; content 590 × 110")
    func horizontalFlow() throws {
        let f = try PlacementFixture.horizontalFlow()
        #expect(f.contentSize == Size(width: 590, height: 110))
        #expect(f.attributes(for: .cell(PlacementFixture.ip(8)))?.frame == Rect(x: 240, y: 0, width: 50, height: 50))
        #expect(f.attributes(for: .cell(PlacementFixture.ip(13)))?.frame == Rect(x: 360, y: 60, width: 50, height: 50))
        #expect(f.attributes(for: .cell(PlacementFixture.ip(18)))?.frame == Rect(x: 540, y: 0, width: 50, height: 50))
    }
}
