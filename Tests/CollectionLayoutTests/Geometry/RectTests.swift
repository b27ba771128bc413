import CollectionLayout
import SpringTestSupport
import Testing

@Suite struct RectTests {
    @Test func edgesOfANegativeSizeRectAreStandardized() {
        let r = Rect(x: 10, y: 20, width: -4, height: -6)
        #expect(r.minX == 6 && r.maxX == 10 && r.minY == 14 && r.maxY == 20)
        #expect(r.width == 4 && r.height == 6)
    }

    @Test func intersectionAndUnion() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)) == nil)
    }

    @Test func insetByEdgeInsets() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50).inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(r == Rect(x: 2, y: 1, width: 94, height: 46))
    }

    @Test func centerInitializer() {
        let r = Rect(center: Point(x: 10, y: 10), size: Size(width: 4, height: 2))
        #expect(r == Rect(x: 8, y: 9, width: 4, height: 2))
        #expect(r.center == Point(x: 10, y: 10))
    }
}
