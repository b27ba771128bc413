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

    /// Random rectangles far from the origin (where single precision rounds by whole points),
    /// sorted and unsorted, over many blocks: the exact index reports exactly a scan's set, in
    /// ascending start order; the conservative one every rectangle the scan finds, in the same
    /// order, and only others that miss the query by less than its rounding.
    @Test(arguments: [0.0, 3.7e6, -2.5e7])
    func exactAndConservativeIndexesAgainstAScan(origin: Double) {
        var rng = SeededGenerator(seed: 0xB10C + UInt64(origin.magnitude))
        for round in 0..<40 {
            let axis: Axis = rng.bool() ? .vertical : .horizontal
            let n = rng.int(0...700)
            var rects = (0..<n).map { i -> Rect in
                let along = origin + Double(i) * rng.double(0...30) + rng.double(0...5)
                let across = origin + rng.double(-100...400)
                let long = rng.int(0...30) == 0
                let w = rng.int(0...5) == 0 ? 0 : rng.double(0...(long ? 3_000 : 40))
                let h = rng.int(0...5) == 0 ? 0 : rng.double(0...(long ? 3_000 : 40))
                return axis == .vertical ? Rect(x: across, y: along, width: w, height: h) : Rect(x: along, y: across, width: w, height: h)
            }
            if round % 3 == 0 { rects.shuffle(using: &rng) }
            let exact = SpatialIndex(axis: axis, bounds: rects)
            let conservative = SpatialIndex(axis: axis, count: n, conservativeBounds: { rects[$0] })
            #expect(exact.count == n && conservative.count == n)
            func start(_ i: Int) -> Double { axis == .vertical ? rects[i].minY : rects[i].minX }
            var queries = (0..<12).map { _ -> Rect in
                let along = origin + rng.double(-500...(Double(n) * 30 + 500))
                let across = origin + rng.double(-300...600)
                let w = rng.int(0...3) == 0 ? 0 : rng.double(0...800), h = rng.int(0...3) == 0 ? 0 : rng.double(0...800)
                return axis == .vertical ? Rect(x: across, y: along, width: w, height: h) : Rect(x: along, y: across, width: w, height: h)
            }
            // Queries exactly on an element's edges (touching counts), and ones everything meets.
            for r in rects.prefix(6) {
                queries.append(Rect(x: r.maxX, y: r.maxY, width: 7, height: 3))
                queries.append(Rect(x: r.minX - 5, y: r.minY - 2, width: 5, height: 2))
                queries.append(Rect(x: r.maxX.nextUp, y: r.minY, width: 1, height: 1))
            }
            queries.append(Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12))
            queries.append(Rect(x: origin, y: origin, width: 0, height: 0))
            for query in queries {
                let expected = rects.indices.filter { rects[$0].intersects(query) }
                let found = exact.indices(intersecting: query)
                #expect(found.sorted() == expected, "axis \(axis), query \(query)")
                #expect(found == found.sorted { start($0) != start($1) ? start($0) < start($1) : $0 < $1 })
                let candidates = conservative.indices(intersecting: query)
                #expect(Set(expected).isSubset(of: candidates), "axis \(axis), query \(query)")
                #expect(candidates.filter { rects[$0].intersects(query) } == found)
                // An extra candidate misses by rounding only: it meets the query grown by 1e-6 of the coordinates.
                let slack = 1e-6 * (Swift.abs(origin) + 1e5)
                let grown = Rect(x: query.minX - slack, y: query.minY - slack, width: query.width + 2 * slack,
                                 height: query.height + 2 * slack)
                #expect(candidates.allSatisfy { rects[$0].intersects(grown) })
            }
        }
    }

    /// Rectangles with coordinates single precision cannot hold, and ones beyond its range:
    /// rounded outward, a conservative index still reports every rectangle touching a query.
    @Test func conservativeIndexRoundsOutward() {
        let big = Double(Float.greatestFiniteMagnitude) * 4
        let rects = [Rect(x: 0.1, y: 16_777_217, width: 0.1, height: 1e-9),  // 2^24 + 1: not a Float
                     Rect(x: -big, y: -big, width: big, height: big),
                     Rect(x: 0, y: 1e-300, width: 0, height: 0)]
        let index = SpatialIndex(axis: .vertical, count: rects.count, conservativeBounds: { rects[$0] })
        for (i, r) in rects.enumerated() {
            for corner in [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)] {
                #expect(index.indices(intersecting: Rect(x: corner.x, y: corner.y, width: 0, height: 0)).contains(i), "\(r) at \(corner)")
            }
        }
        #expect(index.indices(intersecting: Rect(x: .nan, y: 0, width: 1, height: 1)).isEmpty)
        #expect(SpatialIndex(axis: .horizontal, count: 0, conservativeBounds: { _ in .zero }).indices(
            intersecting: Rect(x: 0, y: 0, width: 1, height: 1)).isEmpty)
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

/// The attribute store's queries (its index rounded outward to single precision) against scans,
/// far from the origin and exactly on the elements' edges.
@Suite struct AttributeStoreQueryTests {
    @Test func storeQueriesEqualScansOfIndexAndVisualBounds() throws {
        var rng = SeededGenerator(seed: 0x57_0E)
        for origin in [0.0, 1.6e7 + 0.3, -4.1e6] {
            let n = 300
            var store = AttributeStore(owner: "test", dataCounts: try DataCounts([n]), axis: .vertical)
            var elements: [(attributes: LayoutAttributes, index: Rect)] = []
            for i in 0..<n {
                let frame = Rect(x: origin + rng.double(0...300), y: origin + Double(i) * 17.3 + rng.double(0...3),
                                 width: rng.double(0...40), height: rng.double(0...40))
                let a = LayoutAttributes(id: .cell(IndexPath(section: 0, item: i)), frame: frame)
                // Some indexed under a rectangle other than their visual bounds (larger or smaller).
                let grow = rng.int(0...4) == 0 ? rng.double(-3...20) : 0
                let index = grow == 0 ? frame : Rect(x: frame.minX - grow, y: frame.minY, width: frame.width + 2 * grow, height: frame.height)
                try store.insert(a, indexBounds: grow == 0 ? nil : index)
                elements.append((a, grow == 0 ? a.visualBounds : index))
            }
            store.buildIndex()
            var queries = (0..<20).map { _ in
                Rect(x: origin + rng.double(-50...350), y: origin + rng.double(-50...(Double(n) * 17.3 + 50)),
                     width: rng.double(0...120), height: rng.double(0...400))
            }
            for e in elements.prefix(40) {
                queries.append(Rect(x: e.index.maxX, y: e.index.maxY, width: 3, height: 0))
                queries.append(Rect(x: e.index.maxX.nextUp, y: e.index.minY, width: 3, height: 5))
                queries.append(Rect(x: e.index.minX - 2, y: e.index.minY.nextDown - 2, width: 2, height: 2))
            }
            for query in queries {
                var candidates: [ElementID] = [], found: [ElementID] = []
                store.forEachCandidate(in: query) { candidates.append($0.id) }
                store.forEach(in: query) { found.append($0.id) }
                let indexed = elements.filter { $0.index.intersects(query) }
                #expect(candidates.sorted() == indexed.map(\.attributes.id), "\(query)")
                #expect(found.sorted() == indexed.filter { $0.attributes.visualBounds.intersects(query) }.map(\.attributes.id), "\(query)")
            }
        }
    }

    /// A flow layout whose lines lie beyond single precision's exact integers: rect queries on
    /// the items' edges agree with a scan.
    @Test func farLayoutQueriesOnEdgesEqualAScan() throws {
        var layout = FlowLayout(configuration: .init(itemSize: Size(width: 77.3, height: 31.7), minimumLineSpacing: 0.9,
                                                     minimumInteritemSpacing: 1.1,
                                                     sectionInset: EdgeInsets(top: 3.3e7, left: 0.7, bottom: 0, right: 0)))
        try layout.prepare(in: LayoutContext(boundsSize: Size(width: 390, height: 844), dataCounts: try DataCounts([2_000])))
        let all = layout.allElements.compactMap { layout.attributes(for: $0) }
        var queries: [Rect] = []
        for a in all.prefix(200) {
            let f = a.visualBounds
            queries.append(Rect(x: f.maxX, y: f.maxY, width: 0, height: 0))
            queries.append(Rect(x: f.minX, y: f.maxY.nextUp, width: 1, height: 50))
            queries.append(Rect(x: 0, y: f.minY.nextDown - 10, width: 400, height: 10))
        }
        for query in queries {
            #expect(sortedIDs(layout.attributes(in: query)) == sortedIDs(all.filter { $0.visualBounds.intersects(query) }), "\(query)")
        }
    }
}
