import CollectionLayout
import SpringTestSupport
import Testing

/// `AttributeStore` keeps its position and cell tables implicit while every element is a plain cell
/// at its own flat index (grids, lists without headers or footers) and writes them out at the first
/// element that breaks the pattern (a footer after the cells, a header first, a pinned header's
/// index bounds, a whole cell). Whichever way a store holds its tables, it must answer exactly as a
/// store holding every element whole: these tests compare built-in layouts on random data with a
/// `LayoutSnapshot` of themselves (which inserts every element whole) and with the elements'
/// documented geometry, and a public store fed in random order with a dictionary.
@Suite struct AttributeStoreTableTests {
    /// Random data counts: 1–4 sections of 0–40 items (empty sections included).
    static func randomCounts(_ g: inout SeededGenerator) throws -> DataCounts {
        try DataCounts((0..<Int.random(in: 1...4, using: &g)).map { _ in
            Bool.random(using: &g) && Bool.random(using: &g) ? 0 : Int.random(in: 1...40, using: &g)
        })
    }

    /// Every element of `layout` against `reference`: identities, attributes (bit for bit, `==`),
    /// plain geometry through the element lists, the cells of index paths outside the data, and
    /// rect queries at random places (as sets, sorted by identity).
    static func expectSameAnswers(_ layout: some Layout, _ reference: some Layout, counts: DataCounts,
                                  _ g: inout SeededGenerator, _ label: String) {
        #expect(layout.allElements == reference.allElements, "\(label): allElements")
        for id in reference.allElements {
            #expect(layout.attributes(for: id) == reference.attributes(for: id), "\(label): \(id)")
        }
        // Index paths that are not stored: one past each section's end, a section past the last.
        for section in 0..<counts.numberOfSections {
            #expect(layout.attributes(for: .cell(IndexPath(section: section, item: counts.itemsPerSection[section]))) == nil)
        }
        #expect(layout.attributes(for: .cell(IndexPath(section: counts.numberOfSections, item: 0))) == nil)
        let size = layout.contentSize
        for _ in 0..<20 {
            let rect = Rect(x: Double.random(in: -50...max(1, size.width), using: &g),
                            y: Double.random(in: -50...max(1, size.height), using: &g),
                            width: Double.random(in: 0...400, using: &g), height: Double.random(in: 0...900, using: &g))
            let got = layout.attributes(in: rect).sorted { $0.id < $1.id }
            let expected = reference.allElements.compactMap { reference.attributes(for: $0) }
                .filter { $0.visualBounds.intersects(rect) }
            #expect(got == expected, "\(label): query \(rect)")
        }
    }

    @Test func gridsAnswerAsTheirWholeSnapshots() throws {
        var g = SeededGenerator(seed: 23_001)
        for round in 0..<60 {
            let counts = try Self.randomCounts(&g)
            let columns = Int.random(in: 1...6, using: &g)
            var grid = GridLayout(configuration: .init(
                columns: columns, aspectRatio: Double.random(in: 0.5...2, using: &g),
                interitemSpacing: Double(Int.random(in: 0...8, using: &g)), lineSpacing: Double(Int.random(in: 0...8, using: &g)),
                sectionInset: EdgeInsets(top: Double(Int.random(in: 0...20, using: &g)), left: 3, bottom: 5, right: 2)))
            try grid.prepare(in: LayoutContext(boundsSize: Size(width: 390, height: 844), dataCounts: counts))
            Self.expectSameAnswers(grid, LayoutSnapshot(of: grid), counts: counts, &g, "grid \(round)")
            // The documented geometry: item k of a section at row k / columns, column k % columns.
            let w = grid.itemSize.width, h = grid.itemSize.height
            var y = 0.0
            for section in 0..<counts.numberOfSections {
                y += grid.configuration.sectionInset.top
                let n = counts.itemsPerSection[section]
                for item in 0..<n {
                    let frame = Rect(x: 3 + Double(item % columns) * (w + grid.configuration.interitemSpacing),
                                     y: y + Double(item / columns) * (h + grid.configuration.lineSpacing), width: w, height: h)
                    let a = try #require(grid.attributes(for: .cell(IndexPath(section: section, item: item))))
                    #expect(a == LayoutAttributes(id: .cell(IndexPath(section: section, item: item)), frame: frame))
                }
                let rows = (n + columns - 1) / columns
                if rows > 0 { y += Double(rows) * h + Double(rows - 1) * grid.configuration.lineSpacing }
                y += 5
            }
        }
    }

    @Test func flowLayoutsWithAndWithoutSupplementaryViewsAnswerAsTheirWholeSnapshots() throws {
        var g = SeededGenerator(seed: 23_002)
        for round in 0..<80 {
            let counts = try Self.randomCounts(&g)
            // Lists without headers or footers keep implicit tables; a footer after the cells
            // writes them out midway; a header first, from the start; pinned headers widen their
            // index bounds afterwards.
            let header = Bool.random(using: &g), footer = Bool.random(using: &g)
            var flow = FlowLayout(configuration: .init(
                itemSize: Size(width: Double(Int.random(in: 40...390, using: &g)), height: Double(Int.random(in: 20...80, using: &g))),
                minimumLineSpacing: Double(Int.random(in: 0...6, using: &g)), minimumInteritemSpacing: Double(Int.random(in: 0...6, using: &g)),
                headerReferenceSize: header ? Size(width: 390, height: 30) : .zero,
                footerReferenceSize: footer ? Size(width: 390, height: 20) : .zero,
                sectionHeadersPinToVisibleBounds: header && Bool.random(using: &g)))
            try flow.prepare(in: LayoutContext(boundsSize: Size(width: 390, height: 844), dataCounts: counts))
            Self.expectSameAnswers(flow, LayoutSnapshot(of: flow), counts: counts, &g, "flow \(round) header \(header) footer \(footer)")
        }
    }

    @Test func aPublicStoreFedInRandomOrderAnswersAsADictionary() throws {
        var g = SeededGenerator(seed: 23_003)
        for round in 0..<40 {
            let counts = try Self.randomCounts(&g)
            var store = AttributeStore(owner: "Test", dataCounts: counts, axis: .vertical)
            var expected: [ElementID: LayoutAttributes] = [:]
            var ids = (0..<counts.numberOfSections).flatMap { s in
                (0..<counts.itemsPerSection[s]).map { ElementID.cell(IndexPath(section: s, item: $0)) }
            }
            ids += (0..<counts.numberOfSections).map { ElementID.supplementary(.header, IndexPath(section: $0, item: 0)) }
            ids.append(.cell(IndexPath(section: 0, item: 1_000)))  // a cell outside the data counts
            ids.shuffle(using: &g)
            for id in ids.prefix(Int.random(in: 0...ids.count, using: &g)) {
                var a = LayoutAttributes(id: id, frame: Rect(x: Double.random(in: 0...300, using: &g),
                                                              y: Double.random(in: 0...2_000, using: &g), width: 40, height: 40))
                if Bool.random(using: &g) { a.alpha = 0.5 }
                try store.insert(a)
                expected[id] = a
                // A second insert of the same element is refused and changes nothing.
                #expect(throws: LayoutError.duplicateElement(layout: "Test", id)) { try store.insert(a) }
            }
            store.buildIndex()
            #expect(store.count == expected.count, "round \(round)")
            #expect(store.allElements == expected.keys.sorted(), "round \(round)")
            for id in ids { #expect(store.attributes(for: id) == expected[id], "round \(round): \(id)") }
            let rect = Rect(x: 0, y: Double.random(in: 0...1_500, using: &g), width: 390, height: 500)
            var found: [LayoutAttributes] = []
            store.forEach(in: rect) { found.append($0) }
            #expect(found.sorted { $0.id < $1.id } == expected.values.filter { $0.visualBounds.intersects(rect) }.sorted { $0.id < $1.id })
        }
    }
}
