import SpringTransitions
import Testing
@testable import springlab

@Suite("Player: elements from layout attributes and the sample fixture")
struct PlayerElementTests {
    @Test("layout attributes become elements with the translation folded into the center")
    func fromAttributes() {
        let attributes = LayoutAttributes(
            id: .cell(IndexPath(section: 0, item: 3)),
            center: Point(x: 50, y: 60), size: Size(width: 20, height: 10),
            transform: AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 5, ty: -7),
            alpha: 0.4, zIndex: 3, isHidden: true)
        let element = Recording.Element(attributes)
        #expect(element == Recording.Element(
            id: "cell [0, 3]", label: "3", kind: .cell, centerX: 55, centerY: 53, width: 20, height: 10,
            a: 0, b: 1, c: -1, d: 0, alpha: 0.4, zIndex: 3, hidden: true))
        #expect(Recording.Element(attributes, label: "#3").label == "#3")
    }

    @Test("kinds and default labels follow the element category", arguments: [
        (ElementID.cell(IndexPath(section: 0, item: 7)), Recording.Element.Kind.cell, "7"),
        (ElementID.cell(IndexPath(section: 2, item: 7)), .cell, "2.7"),
        (ElementID.supplementary(.header, IndexPath(section: 4, item: 0)), .header, "H4"),
        (ElementID.supplementary(.footer, IndexPath(section: 1, item: 0)), .footer, "F1"),
        (ElementID.supplementary("badge", IndexPath(section: 1, item: 2)), .supplementary, "B1"),
        (ElementID.decoration("background", IndexPath(section: 3, item: 0)), .decoration, "B3"),
    ])
    func kinds(id: ElementID, kind: Recording.Element.Kind, label: String) {
        let element = Recording.Element(LayoutAttributes(id: id, center: Point(x: 0, y: 0), size: Size(width: 1, height: 1)))
        #expect(element.kind == kind)
        #expect(element.label == label)
        #expect(element.id == id.description)
    }

    @Test("the sample moves 12 cells from a 3-column grid to a list under one header")
    func sample() throws {
        let recording = Recording.sample()
        #expect(recording.frames.count == 60)
        #expect(recording.frames.map(\.t) == (0..<60).map { Double($0) / 60 })
        let first = recording.frames[0], last = try #require(recording.frames.last)
        let cells = { (f: Recording.Frame) in f.elements.filter { $0.kind == .cell } }
        #expect(cells(first).count == 12 && cells(last).count == 12)
        #expect(first.elements.filter { $0.kind == .header }.map(\.label) == ["H0"])
        // Grid: 3 distinct column centers, 4 rows; list: one column, 12 distinct rows.
        #expect(Set(cells(first).map(\.centerX)).count == 3)
        #expect(Set(cells(first).map(\.centerY)).count == 4)
        #expect(Set(cells(last).map(\.centerX)) == [170])
        #expect(Set(cells(last).map(\.centerY)).count == 12)
        // Identity transforms and full alpha at both ends; a transform mid-flight.
        for element in cells(first) + cells(last) {
            #expect(abs(element.a - 1) < 1e-12 && abs(element.b) < 1e-12 && abs(element.alpha - 1) < 1e-12)
        }
        #expect(cells(recording.frames[30]).contains { $0.b != 0 })
        // The footer is hidden until halfway and the content offset scrolls from 0 to 60.
        #expect(first.elements.last?.hidden == true && last.elements.last?.hidden == false)
        #expect(first.contentOffset.y == 0 && last.contentOffset.y == 60)
        #expect(Recording.sample(frameCount: 1).frames.count == 2)
    }
}
