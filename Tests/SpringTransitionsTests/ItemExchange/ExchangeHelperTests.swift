import SpringTestSupport
import SpringTransitions
import Testing

@Suite("Exchange array helpers and hit testing")
struct ExchangeHelperTests {
    @Test("exchanging between two arrays and within one")
    func arrays() throws {
        var a = ["a0", "a1", "a2"], b = ["b0", "b1"]
        try exchange(&a, 2, &b, 0)
        #expect(a == ["a0", "a1", "b0"] && b == ["a2", "b1"])
        try exchange(&a, 0, 2)
        #expect(a == ["b0", "a1", "a0"])
        try exchange(&a, 1, 1)
        #expect(a == ["b0", "a1", "a0"])
        #expect(throws: ExchangeError.indexOutOfRange(name: "i", index: 3, count: 3)) { try exchange(&a, 3, &b, 0) }
        #expect(throws: ExchangeError.indexOutOfRange(name: "j", index: -1, count: 2)) { try exchange(&a, 0, &b, -1) }
        #expect(throws: ExchangeError.indexOutOfRange(name: "j", index: 7, count: 3)) { try exchange(&a, 0, 7) }
        #expect(ExchangeError.indexOutOfRange(name: "i", index: 3, count: 3).description == "index i is 3; must be in 0..<3")
        #expect(a == ["b0", "a1", "a0"] && b == ["a2", "b1"])
    }

    @Test("exchanging and moving in sectioned data; out-of-range index paths throw without changes")
    func sections() throws {
        var s = [[0, 1, 2], [3, 4]]
        try exchange(in: &s, ip(0, 0), ip(1, 1))
        #expect(s == [[4, 1, 2], [3, 0]])
        try exchange(in: &s, ip(0, 2), ip(0, 1))
        #expect(s == [[4, 2, 1], [3, 0]])
        try moveElement(in: &s, from: ip(0, 0), to: ip(0, 2))
        #expect(s == [[2, 1, 4], [3, 0]])
        try moveElement(in: &s, from: ip(0, 2), to: ip(0, 0))
        #expect(s == [[4, 2, 1], [3, 0]])
        try moveElement(in: &s, from: ip(0, 1), to: ip(1, 2))  // across sections, appending
        #expect(s == [[4, 1], [3, 0, 2]])
        let error = ExchangeError.indexPathOutOfRange(name: "b", indexPath: ip(1, 3), sectionSizes: [2, 3])
        #expect(error.description == "index path b is [1, 3]; outside the data, whose sections hold [2, 3] items")
        #expect(throws: error) { try exchange(in: &s, ip(0, 0), ip(1, 3)) }
        #expect(throws: ExchangeError.indexPathOutOfRange(name: "a", indexPath: ip(2, 0), sectionSizes: [2, 3])) {
            try exchange(in: &s, ip(2, 0), ip(0, 0))
        }
        #expect(throws: ExchangeError.indexPathOutOfRange(name: "to", indexPath: ip(0, 2), sectionSizes: [2, 3])) {
            try moveElement(in: &s, from: ip(0, 0), to: ip(0, 2))
        }
        #expect(throws: ExchangeError.indexPathOutOfRange(name: "to", indexPath: ip(1, 4), sectionSizes: [2, 3])) {
            try moveElement(in: &s, from: ip(0, 0), to: ip(1, 4))
        }
        #expect(throws: ExchangeError.indexPathOutOfRange(name: "from", indexPath: ip(0, -1), sectionSizes: [2, 3])) {
            try moveElement(in: &s, from: ip(0, -1), to: ip(0, 0))
        }
        #expect(s == [[4, 1], [3, 0, 2]])
    }

    @Test("operations: inverses and where each item came from")
    func operations() {
        let move = ExchangeOperation.move(from: ip(0, 1), to: ip(0, 4))
        #expect(move.inverse == .move(from: ip(0, 4), to: ip(0, 1)))
        #expect((0...5).map { move.sourceIndexPath(of: ip(0, $0)).item } == [0, 2, 3, 4, 1, 5])
        #expect((0...5).map { move.inverse.sourceIndexPath(of: ip(0, $0)).item } == [0, 4, 1, 2, 3, 5])
        #expect(move.sourceIndexPath(of: ip(1, 2)) == ip(1, 2))
        let swap = ExchangeOperation.exchange(ip(1, 0), ip(0, 2))
        #expect(swap.affectedIndexPaths == [ip(0, 2), ip(1, 0)])
        #expect(swap.sourceIndexPath(of: ip(1, 0)) == ip(0, 2) && swap.sourceIndexPath(of: ip(0, 0)) == ip(0, 0))
        #expect(swap.description == "exchange [1, 0] with [0, 2]" && move.description == "move [0, 1] to [0, 4]")
        // Applying each operation's source map to an array gives the helper's result.
        var g = SeededGenerator(seed: 99)
        for _ in 0..<200 {
            let n = Int.random(in: 1...8, using: &g)
            let from = Int.random(in: 0..<n, using: &g), to = Int.random(in: 0..<n, using: &g)
            var helper = [Array(0..<n)]
            try? moveElement(in: &helper, from: ip(0, from), to: ip(0, to))
            let op = ExchangeOperation.move(from: ip(0, from), to: ip(0, to))
            #expect(helper[0] == (0..<n).map { op.sourceIndexPath(of: ip(0, $0)).item })
        }
    }

    static func cell(_ item: Int, _ frame: Rect, z: Int = 0, hidden: Bool = false, transform: AffineTransform = .identity) -> LayoutAttributes {
        var a = LayoutAttributes(id: .cell(ip(0, item)), frame: frame)
        a.zIndex = z
        a.isHidden = hidden
        a.transform = transform
        return a
    }

    @Test("hit testing: topmost zIndex wins, then the larger index path; hidden, excluded and non-cells never")
    func hitTesting() throws {
        let layout = try FixedLayout([
            Self.cell(0, Rect(x: 0, y: 0, width: 100, height: 100), z: 2),
            Self.cell(1, Rect(x: 50, y: 50, width: 100, height: 100), z: 1),
            Self.cell(2, Rect(x: 50, y: 50, width: 100, height: 100), z: 1),
            Self.cell(3, Rect(x: 200, y: 0, width: 50, height: 50), hidden: true),
            Self.cell(4, Rect(x: 200, y: 0, width: 50, height: 50), z: -5),
            LayoutAttributes(id: .supplementary(.header, ip(0, 0)), frame: Rect(x: 300, y: 0, width: 50, height: 50)),
        ], counts: [5])
        func hit(_ x: Double, _ y: Double, excluding: IndexPath? = nil) -> Int? {
            layout.indexPathForItem(at: Point(x: x, y: y), excluding: excluding)?.item
        }
        #expect(hit(75, 75) == 0)                  // zIndex 2 over 1
        #expect(hit(120, 120) == 2)                // equal zIndex: the larger index path
        #expect(hit(120, 120, excluding: ip(0, 2)) == 1)
        #expect(hit(225, 25) == 4)                 // the hidden cell above it is skipped
        #expect(hit(325, 25) == nil)               // headers are not items
        #expect(hit(100, 100) == 0)                // edges count
        #expect(hit(175, 175) == nil)
        #expect(hit(.nan, 1) == nil)
        let wrapped = ExchangeLayout(base: layout)
        #expect(wrapped.indexPathForItem(at: Point(x: 75, y: 75)) == ip(0, 0))
    }

    @Test("hit testing maps the point through the cell's transform")
    func transformedCells() throws {
        let rotated = Self.cell(0, Rect(x: 0, y: 0, width: 100, height: 100), transform: AffineTransform(rotationAngle: .pi / 4))
        let moved = Self.cell(1, Rect(x: 200, y: 0, width: 50, height: 50), transform: AffineTransform(translationX: 0, y: 100))
        let flat = Self.cell(2, Rect(x: 300, y: 0, width: 50, height: 50), transform: AffineTransform(scaleX: 0, y: 1))
        let layout = try FixedLayout([rotated, moved, flat], counts: [3])
        func hit(_ x: Double, _ y: Double) -> Int? {
            layout.indexPathForItem(at: Point(x: x, y: y), excluding: nil)?.item
        }
        // The rotated square's bounding box corner is outside the diamond; its top vertex is inside.
        #expect(hit(5, 5) == nil)
        #expect(hit(50, 50 - 70) == 0)
        #expect(hit(50 + 69, 50) == 0)
        #expect(hit(225, 25) == nil)               // where the moved cell's frame is, but it is drawn 100 below
        #expect(hit(225, 125) == 1)
        #expect(hit(325, 25) == nil)               // a singular transform is never hit
        let local = try #require(moved.untransformedPoint(Point(x: 225, y: 125)))
        #expect(local == Point(x: 225, y: 25))
    }

    @Test("the controller catches the topmost cell, and an ExchangeLayout with an idle presentation equals its base")
    func controllerOnCustomLayout() throws {
        let layout = try FixedLayout([
            Self.cell(0, Rect(x: 0, y: 0, width: 100, height: 100)),
            Self.cell(1, Rect(x: 50, y: 50, width: 100, height: 100), z: 3),
        ], counts: [2])
        let delegate = RecordingDelegate(sections: [[0, 1]])
        let cv = try CollectionView(layout: layout, dataCounts: DataCounts([2]), boundsSize: Size(width: 500, height: 500))
        let controller = try ExchangeController(collectionView: cv, delegate: delegate)
        #expect(controller.layout.allAttributes == layout.allAttributes)
        #expect(controller.visibleAttributes == layout.attributes(in: cv.bounds))
        #expect(try controller.began(at: Point(x: 75, y: 75), time: 0) == ip(0, 1))
        // Over the overlap, the hidden dragged cell is skipped and (0, 0) underneath is found.
        #expect(try controller.changed(to: Point(x: 80, y: 80), time: 0.1) != nil)
        #expect(delegate.sections == [[1, 0]], "\(delegate.log)")
    }
}
