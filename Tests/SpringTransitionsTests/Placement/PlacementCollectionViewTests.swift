import SpringTransitions
import SpringTestSupport
import Testing

/// ``CollectionView/toContentOffset(for:placing:placement:options:)``: the current layout, offset,
/// bounds and inset come from the collection view.
@Suite("Placement: CollectionView convenience")
struct PlacementCollectionViewTests {
    typealias F = PlacementFixture

    /// A 3-column grid of 30 items in a 300 × 400 view scrolled to (0, 100), and a 2-column grid
    /// prepared for the same context (item k at ((k % 2)·150, (k / 2)·150), valid y in [0, 1850]).
    func setup(contentInset: EdgeInsets = .zero) throws -> (CollectionView, GridLayout) {
        let cv = try CollectionView(layout: GridLayout(configuration: .init(columns: 3)),
                                    dataCounts: DataCounts(sections: 1, itemsPerSection: 30),
                                    boundsSize: F.gridBounds, contentInset: contentInset, contentOffset: Point(x: 0, y: 100))
        var next = GridLayout(configuration: .init(columns: 2))
        try next.prepare(in: cv.context)
        return (cv, next)
    }

    @Test("uses the collection view's layout as the current layout")
    func currentLayout() throws {
        let (cv, next) = try setup()
        // As in the minimal/visible tests: minimal (0, 325), visible (0, 300).
        #expect(try cv.toContentOffset(for: next, placing: [F.ip(4)], placement: .minimal) == Point(x: 0, y: 325))
        #expect(try cv.toContentOffset(for: next, placing: [F.ip(4)], placement: .visible) == Point(x: 0, y: 300))
        // Center of item 13 = (150, 900, 150, 150): (225, 975) → (75, 775) → (0, 775).
        #expect(try cv.toContentOffset(for: next, placing: [F.ip(13)], placement: .center) == Point(x: 0, y: 775))
        for placement in ContentOffsetPlacement.allCases {
            let options = PlacementOptions(inset: EdgeInsets(top: 10, bottom: 5))
            #expect(try cv.toContentOffset(for: next, placing: [F.ip(9), F.ip(2)], placement: placement, options: options)
                    == toContentOffset(placing: [F.ip(9), F.ip(2)], in: next, from: cv.layout, placement: placement, options: options,
                                       currentOffset: cv.contentOffset, currentBoundsSize: cv.boundsSize,
                                       currentContentInset: cv.contentInset))
        }
    }

    @Test("uses the collection view's content inset unless toContentInset is given")
    func contentInset() throws {
        let (cv, next) = try setup(contentInset: EdgeInsets(top: 50))
        // Top of item 0: 0 − 50 = −50, the smallest offset with a 50-point top inset.
        #expect(try cv.toContentOffset(for: next, placing: [F.ip(0)], placement: .top) == Point(x: 0, y: -50))
        #expect(try cv.toContentOffset(for: next, placing: [F.ip(0)], placement: .top, options: .init(toContentInset: .zero)) == .zero)
    }

    @Test("is pure and passes errors through")
    func pureAndThrows() throws {
        let (cv, next) = try setup()
        _ = try cv.toContentOffset(for: next, placing: [F.ip(20)], placement: .center)
        #expect(cv.contentOffset == Point(x: 0, y: 100))
        #expect(cv.layout.contentSize == Size(width: 300, height: 1000))
        #expect(F.message { () throws(ContentOffsetPlacementError) in
            try cv.toContentOffset(for: next, placing: [F.ip(30)], placement: .center)
        } == "the target layout has no cell at [0, 30]")
    }
}
