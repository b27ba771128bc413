import CollectionLayout
import SpringTestSupport
import Testing

@Suite struct SpatialIndexTests {
    /// Random rectangles (unsorted, some very long, some zero-size) against random queries: the
    /// index reports exactly the rectangles a scan finds, in ascending start order.
    @Test func queriesEqualABruteForceScan() {
        var rng = SeededGenerator(seed: 0x5EED)
        for _ in 0..<300 {
            let axis: Axis = rng.bool() ? .vertical : .horizontal
            let n = rng.int(0...60)
            let rects = (0..<n).map { _ -> Rect in
                let long = rng.int(0...9) == 0
                return Rect(x: rng.double(-50...500), y: rng.double(-50...500),
                            width: rng.int(0...5) == 0 ? 0 : rng.double(0...(long ? 600 : 40)),
                            height: rng.int(0...5) == 0 ? 0 : rng.double(0...(long ? 600 : 40)))
            }
            let index = SpatialIndex(axis: axis, bounds: rects)
            #expect(index.count == n)
            for _ in 0..<5 {
                let query = Rect(x: rng.double(-200...700), y: rng.double(-200...700),
                                 width: rng.int(0...3) == 0 ? 0 : rng.double(0...300),
                                 height: rng.int(0...3) == 0 ? 0 : rng.double(0...300))
                let found = index.indices(intersecting: query)
                let expected = rects.indices.filter { rects[$0].intersects(query) }
                #expect(found.sorted() == expected, "axis \(axis), query \(query)")
                let starts = found.map { axis == .vertical ? rects[$0].minY : rects[$0].minX }
                #expect(starts == starts.sorted())
            }
        }
    }

    @Test func closedIntersectionAndNaNQueries() {
        let rects = [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 20, width: 0, height: 0)]
        let index = SpatialIndex(axis: .vertical, bounds: rects)
        #expect(index.indices(intersecting: Rect(x: 10, y: 10, width: 5, height: 5)) == [0])  // touching corner
        #expect(index.indices(intersecting: Rect(x: 10, y: 20, width: 0, height: 0)) == [1])  // zero-size on zero-size
        #expect(index.indices(intersecting: Rect(x: .nan, y: 0, width: 1, height: 1)).isEmpty)
        #expect(SpatialIndex(axis: .horizontal, bounds: []).indices(intersecting: Rect(x: 0, y: 0, width: 1, height: 1)).isEmpty)
    }
}

/// Every built-in layout, randomly configured: rect queries agree with a scan of all elements.
@Suite struct LayoutRectQueryTests {
    static func randomFlow(_ rng: inout SeededGenerator) -> FlowLayout {
        let config = FlowLayout.Configuration(
            scrollDirection: rng.bool() ? .vertical : .horizontal,
            itemSize: Size(width: rng.double(0...120), height: rng.double(0...120)),
            minimumLineSpacing: rng.double(0...20), minimumInteritemSpacing: rng.double(0...20),
            sectionInset: EdgeInsets(top: rng.double(0...20), left: rng.double(0...20), bottom: rng.double(0...20), right: rng.double(0...20)),
            headerReferenceSize: rng.bool() ? Size(width: rng.double(0...40), height: rng.double(0...40)) : .zero,
            footerReferenceSize: rng.bool() ? Size(width: rng.double(0...40), height: rng.double(0...40)) : .zero,
            sectionHeadersPinToVisibleBounds: rng.bool(),
            lineAlignment: rng.bool() ? .justified : .leading)
        guard rng.bool() else { return FlowLayout(configuration: config) }
        let sizes = (0..<64).map { _ in Size(width: rng.double(0...150), height: rng.double(0...150)) }
        return FlowLayout(configuration: config) { sizes[($0.section * 7 + $0.item) % sizes.count] }
    }

    static func randomLayout(_ rng: inout SeededGenerator) -> any Layout {
        switch rng.int(0...4) {
        case 0, 1: randomFlow(&rng)
        case 2: GridLayout(configuration: .init(columns: rng.int(1...6), aspectRatio: rng.double(0.3...3),
                                                interitemSpacing: rng.double(0...5), lineSpacing: rng.double(0...20),
                                                sectionInset: EdgeInsets(all: rng.double(0...10))))
        case 3: CircleLayout(configuration: .init(itemSize: Size(width: rng.double(0...60), height: rng.double(0...60)),
                                                  radius: rng.double(0...150), startAngle: rng.double(-4...4), rotatesItems: rng.bool()))
        default: StackLayout(configuration: .init(cardSize: Size(width: rng.double(0...200), height: rng.double(0...200)),
                                                  topIndex: rng.int(0...10), visibleDepth: rng.int(1...5),
                                                  depthOffset: Point(x: rng.double(-10...10), y: rng.double(-10...10)),
                                                  scaleStep: rng.double(0...0.2), rotationStep: rng.double(-0.3...0.3),
                                                  alphaStep: rng.double(0...0.3)))
        }
    }

    @Test func rectQueriesEqualABruteForceScan() throws {
        var rng = SeededGenerator(seed: 42)
        var cases = 0
        for _ in 0..<60 {
            let counts = (0..<rng.int(0...5)).map { _ in rng.int(0...40) }
            let size = Size(width: rng.double(150...400), height: rng.double(150...400))
            let offset = Point(x: rng.double(-50...300), y: rng.double(-50...300))
            let inset = EdgeInsets(top: rng.double(0...30), left: rng.double(0...30), bottom: rng.double(0...30), right: rng.double(0...30))
            var layout = Self.randomLayout(&rng)
            try layout.prepare(in: LayoutContext(boundsSize: size, contentInset: inset, contentOffset: offset, dataCounts: DataCounts(counts)))
            let content = layout.contentSize
            var buffer: [LayoutAttributes] = []
            for _ in 0..<6 {
                // Inside, around and entirely outside the content; some with zero width or height.
                let query = Rect(x: rng.double(-300...(content.width + 300)), y: rng.double(-300...(content.height + 300)),
                                 width: rng.int(0...3) == 0 ? 0 : rng.double(0...400),
                                 height: rng.int(0...3) == 0 ? 0 : rng.double(0...400))
                let found = layout.attributes(in: query)
                #expect(sortedIDs(found) == sortedIDs(bruteForce(layout, query)), "\(type(of: layout)) \(query)")
                layout.attributes(in: query, into: &buffer)
                #expect(buffer == found)
                cases += 1
            }
        }
        #expect(cases == 360)
    }

    @Test func everyElementIsFoundByAQueryOverItsOwnBounds() throws {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<40 {
            let counts = (0..<rng.int(1...4)).map { _ in rng.int(0...30) }
            var layout = Self.randomLayout(&rng)
            try layout.prepare(in: context(width: 320, height: 480, counts: counts))
            for id in layout.allElements {
                let a = try #require(layout.attributes(for: id))
                #expect(layout.attributes(in: a.visualBounds).contains(a), "\(id)")
            }
            #expect(layout.allElements == layout.allElements.sorted())
        }
    }
}
