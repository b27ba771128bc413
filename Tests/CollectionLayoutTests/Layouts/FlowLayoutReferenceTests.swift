import CollectionLayout
import SpringTestSupport
import Testing

/// `FlowLayout.prepare` against a straightforward reference: item by item, line by line, exactly
/// as ``FlowLayout``'s documentation describes the geometry, every element's center and size
/// compared bit for bit; and rect queries against a brute-force scan.
@Suite struct FlowLayoutReferenceTests {
    /// The reference layout: frames of cells, headers (at their natural place) and footers, and
    /// the content size.
    struct Reference {
        var frames: [ElementID: Rect] = [:]
        var contentSize = Size.zero
    }

    static func reference(_ c: FlowLayout.Configuration, _ context: LayoutContext, sizes: ((IndexPath) -> Size)?) -> Reference {
        let vertical = c.scrollDirection == .vertical
        let across = vertical ? context.insetSize.width : context.insetSize.height
        let i = c.sectionInset
        let leadAlong = vertical ? i.top : i.left, trailAlong = vertical ? i.bottom : i.right
        let leadAcross = vertical ? i.left : i.top, trailAcross = vertical ? i.right : i.bottom
        let header = vertical ? c.headerReferenceSize.height : c.headerReferenceSize.width
        let footer = vertical ? c.footerReferenceSize.height : c.footerReferenceSize.width
        let lineLength = across - leadAcross - trailAcross
        let tolerance = 1e-9 * max(1, abs(lineLength))
        func rect(_ along: Double, _ acr: Double, _ length: Double, _ breadth: Double) -> Rect {
            vertical ? Rect(x: acr, y: along, width: breadth, height: length) : Rect(x: along, y: acr, width: length, height: breadth)
        }
        var r = Reference()
        var along = 0.0
        for section in 0..<context.dataCounts.numberOfSections {
            if header > 0 {
                r.frames[.supplementary(.header, IndexPath(section: section, item: 0))] = rect(along, 0, header, across)
                along += header
            }
            along += leadAlong
            let n = context.dataCounts.itemsPerSection[section]
            var item = 0
            while item < n {
                if item > 0 { along += c.minimumLineSpacing }
                var line: [(item: Int, breadth: Double, length: Double)] = []
                var used = 0.0, tallest = 0.0
                while item < n {
                    let s = sizes?(IndexPath(section: section, item: item)) ?? c.itemSize
                    let b = vertical ? s.width : s.height, l = vertical ? s.height : s.width
                    let needed = line.isEmpty ? b : used + c.minimumInteritemSpacing + b
                    if !line.isEmpty && needed > lineLength + tolerance { break }
                    used = needed
                    tallest = max(tallest, l)
                    line.append((item, b, l))
                    item += 1
                }
                let justified = c.lineAlignment == .justified && line.count >= 2 && item < n
                let gap = justified ? c.minimumInteritemSpacing + (lineLength - used) / Double(line.count - 1) : c.minimumInteritemSpacing
                var position = leadAcross
                for e in line {
                    r.frames[.cell(IndexPath(section: section, item: e.item))] = rect(along + (tallest - e.length) / 2, position, e.length, e.breadth)
                    position += e.breadth + gap
                }
                along += tallest
            }
            along += trailAlong
            if footer > 0 {
                r.frames[.supplementary(.footer, IndexPath(section: section, item: 0))] = rect(along, 0, footer, across)
                along += footer
            }
        }
        r.contentSize = vertical ? Size(width: across, height: along) : Size(width: along, height: across)
        return r
    }

    /// A deterministic pseudo-random item size for `p`.
    static func randomSize(_ seed: UInt64, _ p: IndexPath) -> Size {
        var h = SeededGenerator(seed: seed &+ UInt64(p.section * 1000 + p.item))
        return Size(width: Double.random(in: 0...120, using: &h), height: Double.random(in: 0...80, using: &h))
    }

    @Test func prepareEqualsTheReferenceBitForBitOnRandomConfigurations() throws {
        var g = SeededGenerator(seed: 15)
        for trial in 0..<300 {
            let pinning = Bool.random(using: &g)
            let config = FlowLayout.Configuration(
                scrollDirection: Bool.random(using: &g) ? .vertical : .horizontal,
                itemSize: Size(width: Double.random(in: 0...160, using: &g), height: Double.random(in: 0...90, using: &g)),
                minimumLineSpacing: Double.random(in: 0...20, using: &g),
                minimumInteritemSpacing: Double.random(in: 0...20, using: &g),
                sectionInset: EdgeInsets(top: Double.random(in: 0...15, using: &g), left: Double.random(in: 0...15, using: &g),
                                         bottom: Double.random(in: 0...15, using: &g), right: Double.random(in: 0...15, using: &g)),
                headerReferenceSize: Bool.random(using: &g) ? Size(width: 33.3, height: 41.7) : .zero,
                footerReferenceSize: Bool.random(using: &g) ? Size(width: 17.1, height: 23.9) : .zero,
                sectionHeadersPinToVisibleBounds: pinning,
                lineAlignment: Bool.random(using: &g) ? .justified : .leading)
            let counts = (0..<Int.random(in: 0...5, using: &g)).map { _ in Int.random(in: 0...60, using: &g) }
            let ctx = try context(width: Double.random(in: 100...500, using: &g), height: Double.random(in: 100...900, using: &g),
                                      counts: counts, inset: EdgeInsets(top: 3, left: 7.5, bottom: 2, right: 1.25))
            let seed = g.next()
            let variable = trial % 2 == 1
            var sizes: (@Sendable (IndexPath) -> Size)?
            if variable { sizes = { p in FlowLayoutReferenceTests.randomSize(seed, p) } }
            let layout = try prepared(FlowLayout(configuration: config, itemSize: sizes), ctx)
            let expected = Self.reference(config, ctx, sizes: sizes)

            #expect(layout.contentSize == expected.contentSize)
            #expect(layout.allElements.count == expected.frames.count)
            for (id, frame) in expected.frames {
                guard let a = layout.attributes(for: id) else {
                    Issue.record("trial \(trial): \(id) missing")
                    continue
                }
                let isPinnedHeader = pinning && id.category == .supplementary(.header)
                #expect(a.size == Size(width: frame.width, height: frame.height), "trial \(trial): \(id)")
                if !isPinnedHeader {
                    // Bitwise: Double's == would also accept 0 for -0.
                    #expect(a.center.x.bitPattern == frame.center.x.bitPattern && a.center.y.bitPattern == frame.center.y.bitPattern,
                            "trial \(trial): \(id) \(a.center) vs \(frame.center)")
                    #expect(a.zIndex == 0 && a.transform == .identity && a.alpha == 1)
                } else {
                    #expect(a.zIndex == FlowLayout.pinnedHeaderZIndex)
                }
            }

            // Random viewports: the index finds exactly what a scan of every element finds.
            let all = layout.allElements.compactMap { layout.attributes(for: $0) }
            for _ in 0..<5 {
                let viewport = Rect(x: Double.random(in: -50...layout.contentSize.width + 50, using: &g),
                                    y: Double.random(in: -50...layout.contentSize.height + 50, using: &g),
                                    width: Double.random(in: 0...400, using: &g), height: Double.random(in: 0...900, using: &g))
                var found: [ElementID] = []
                layout.forEachAttributes(in: viewport) { found.append($0.id) }
                let scanned = all.filter { $0.visualBounds.intersects(viewport) }.map(\.id)
                #expect(found.sorted() == scanned.sorted(), "trial \(trial): viewport \(viewport)")
            }
        }
    }
}
