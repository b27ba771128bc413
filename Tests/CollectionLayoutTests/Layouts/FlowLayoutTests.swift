import CollectionLayout
import SpringTestSupport
import Testing

@Suite struct FlowLayoutTests {
    /// Vertical, fixed 90 × 50 items, headers 30, footers 20, section inset (8, 10, 12, 10),
    /// interitem 5, line spacing 10, bounds 320 wide, counts [5, 2].
    ///
    /// Line width = 320 − 10 − 10 = 300. Three items need 3·90 + 2·5 = 280 ≤ 300, a fourth would
    /// need 375: three per line. Leftover 20 spread over 2 gaps: gap 15, so x = 10, 115, 220 (the
    /// last ends at 310 = 320 − 10). The section's last line is left-aligned: x = 10, 105.
    /// Section 0: header y 0–30; items from 30 + 8 = 38; line 1 y 38–88; line 2 at 88 + 10 = 98,
    /// to 148; + 12 = 160; footer 160–180. Section 1: header 180–210; items at 218–268; + 12 = 280;
    /// footer 280–300. Content 320 × 300.
    @Test func verticalWithHeadersFootersInsetsAndSpacing() throws {
        let config = FlowLayout.Configuration(
            itemSize: Size(width: 90, height: 50), minimumLineSpacing: 10, minimumInteritemSpacing: 5,
            sectionInset: EdgeInsets(top: 8, left: 10, bottom: 12, right: 10),
            headerReferenceSize: Size(width: 999, height: 30), footerReferenceSize: Size(width: 999, height: 20))
        let l = try prepared(FlowLayout(configuration: config), context(width: 320, height: 480, counts: [5, 2]))

        #expect(supplementaryFrame(l, .header, 0) == Rect(x: 0, y: 0, width: 320, height: 30))
        #expect(cellFrame(l, 0, 0) == Rect(x: 10, y: 38, width: 90, height: 50))
        #expect(cellFrame(l, 0, 1) == Rect(x: 115, y: 38, width: 90, height: 50))
        #expect(cellFrame(l, 0, 2) == Rect(x: 220, y: 38, width: 90, height: 50))
        #expect(cellFrame(l, 0, 3) == Rect(x: 10, y: 98, width: 90, height: 50))
        #expect(cellFrame(l, 0, 4) == Rect(x: 105, y: 98, width: 90, height: 50))
        #expect(supplementaryFrame(l, .footer, 0) == Rect(x: 0, y: 160, width: 320, height: 20))
        #expect(supplementaryFrame(l, .header, 1) == Rect(x: 0, y: 180, width: 320, height: 30))
        #expect(cellFrame(l, 1, 0) == Rect(x: 10, y: 218, width: 90, height: 50))
        #expect(cellFrame(l, 1, 1) == Rect(x: 105, y: 218, width: 90, height: 50))
        #expect(supplementaryFrame(l, .footer, 1) == Rect(x: 0, y: 280, width: 320, height: 20))
        #expect(l.contentSize == Size(width: 320, height: 300))
        #expect(l.allElements.count == 7 + 4)
        #expect(cellFrame(l, 0, 5) == nil && cellFrame(l, 2, 0) == nil)
    }

    /// Horizontal, 40 × 60 items, header width 25, footer width 15, section inset (10, 5, 10, 5),
    /// spacing 10 both ways, bounds 400 × 200, counts [5].
    ///
    /// Column height = 200 − 10 − 10 = 180: two items need 130, three 200: two per column, leftover
    /// 50 in one gap: gap 60, so y = 10 and 130 (the second ends at 190). Header x 0–25; items from
    /// 25 + 5 = 30: column 1 at x 30, column 2 at 30 + 40 + 10 = 80, column 3 (last, one item,
    /// top-aligned) at 130; columns end at 170; + 5 = 175; footer 175–190. Content 190 × 200.
    @Test func horizontalWithHeadersFootersInsetsAndSpacing() throws {
        let config = FlowLayout.Configuration(
            scrollDirection: .horizontal, itemSize: Size(width: 40, height: 60), minimumLineSpacing: 10,
            minimumInteritemSpacing: 10, sectionInset: EdgeInsets(top: 10, left: 5, bottom: 10, right: 5),
            headerReferenceSize: Size(width: 25, height: 999), footerReferenceSize: Size(width: 15, height: 999))
        let l = try prepared(FlowLayout(configuration: config), context(width: 400, height: 200, counts: [5]))

        #expect(supplementaryFrame(l, .header, 0) == Rect(x: 0, y: 0, width: 25, height: 200))
        #expect(cellFrame(l, 0, 0) == Rect(x: 30, y: 10, width: 40, height: 60))
        #expect(cellFrame(l, 0, 1) == Rect(x: 30, y: 130, width: 40, height: 60))
        #expect(cellFrame(l, 0, 2) == Rect(x: 80, y: 10, width: 40, height: 60))
        #expect(cellFrame(l, 0, 3) == Rect(x: 80, y: 130, width: 40, height: 60))
        #expect(cellFrame(l, 0, 4) == Rect(x: 130, y: 10, width: 40, height: 60))
        #expect(supplementaryFrame(l, .footer, 0) == Rect(x: 175, y: 0, width: 15, height: 200))
        #expect(l.contentSize == Size(width: 190, height: 200))
    }

    static let widths: [Double] = [100, 50, 120, 80, 200, 60]
    static let heights: [Double] = [40, 20, 30, 60, 10, 50]

    /// Variable sizes, line width 300, interitem 10, line spacing 5, no insets.
    ///
    /// Line 1: 100 + 10 + 50 + 10 + 120 = 290 ≤ 300 (adding 80 would need 380): items 0–2,
    /// leftover 10 over 2 gaps: gap 15; x = 0, 115, 180. Height 40; items centered vertically:
    /// y = 0, 10, 5. Line 2 at 45: 80 + 10 + 200 = 290 (adding 60 would need 360): items 3–4,
    /// not the last line, leftover 10 in one gap: gap 20; x = 0, 100. Height 60: y = 45, 45 + 25 = 70.
    /// Line 3 at 110: item 5 alone, left-aligned. Content height 110 + 50 = 160.
    @Test func variableItemSizesJustifyAndCenterLines() throws {
        let widths = Self.widths, heights = Self.heights
        var config = FlowLayout.Configuration(minimumLineSpacing: 5, minimumInteritemSpacing: 10)
        let layout = FlowLayout(configuration: config) { Size(width: widths[$0.item], height: heights[$0.item]) }
        let l = try prepared(layout, context(width: 300, height: 400, counts: [6]))
        #expect(cellFrame(l, 0, 0) == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(cellFrame(l, 0, 1) == Rect(x: 115, y: 10, width: 50, height: 20))
        #expect(cellFrame(l, 0, 2) == Rect(x: 180, y: 5, width: 120, height: 30))
        #expect(cellFrame(l, 0, 3) == Rect(x: 0, y: 45, width: 80, height: 60))
        #expect(cellFrame(l, 0, 4) == Rect(x: 100, y: 70, width: 200, height: 10))
        #expect(cellFrame(l, 0, 5) == Rect(x: 0, y: 110, width: 60, height: 50))
        #expect(l.contentSize == Size(width: 300, height: 160))

        // Leading alignment: the same lines with the minimum spacing: x = 0, 110, 170 and 0, 90.
        config.lineAlignment = .leading
        var leading = layout
        leading.configuration = config
        leading = try prepared(leading, context(width: 300, height: 400, counts: [6]))
        #expect(cellFrame(leading, 0, 1) == Rect(x: 110, y: 10, width: 50, height: 20))
        #expect(cellFrame(leading, 0, 2) == Rect(x: 170, y: 5, width: 120, height: 30))
        #expect(cellFrame(leading, 0, 4) == Rect(x: 90, y: 70, width: 200, height: 10))
    }

    /// The content width is the bounds width minus the horizontal content inset: 320 − 10 − 30 = 280.
    /// Three 80-wide items with spacing 10 need 260; leftover 20 over 2 gaps: x = 0, 100, 200.
    @Test func contentInsetNarrowsTheLines() throws {
        let config = FlowLayout.Configuration(itemSize: Size(width: 80, height: 10), minimumInteritemSpacing: 10)
        let l = try prepared(FlowLayout(configuration: config),
                             context(width: 320, height: 100, counts: [4], inset: EdgeInsets(top: 5, left: 10, bottom: 0, right: 30)))
        #expect(l.contentSize.width == 280)
        #expect(cellFrame(l, 0, 1)?.minX == 100 && cellFrame(l, 0, 2)?.minX == 200 && cellFrame(l, 0, 3)?.minX == 0)
    }

    /// An empty section still takes its insets (UIKit does the same): 2 × (4 + 6) = 20 plus the
    /// one item of section 1 (height 10) = 30.
    @Test func emptySectionsTakeTheirInsets() throws {
        let config = FlowLayout.Configuration(itemSize: Size(width: 10, height: 10), sectionInset: EdgeInsets(top: 4, left: 0, bottom: 6, right: 0))
        let l = try prepared(FlowLayout(configuration: config), context(width: 100, height: 100, counts: [0, 1]))
        #expect(cellFrame(l, 1, 0) == Rect(x: 0, y: 14, width: 10, height: 10))
        #expect(l.contentSize.height == 30)
        let empty = try prepared(FlowLayout(configuration: config), context(width: 100, height: 100, counts: []))
        #expect(empty.contentSize == Size(width: 100, height: 0) && empty.allElements.isEmpty)
    }

    @Test func invalidConfigurationsAreRefusedWithTheirValues() throws {
        let ctx = try context(width: 100, height: 100, counts: [5])
        var config = FlowLayout.Configuration()
        config.minimumLineSpacing = -1
        #expect(errorMessage { _ = try prepared(FlowLayout(configuration: config), ctx) }
            == "invalid FlowLayout: minimumLineSpacing is -1.0; must be finite and not negative")
        config = FlowLayout.Configuration(itemSize: Size(width: .infinity, height: 1))
        #expect(errorMessage { _ = try prepared(FlowLayout(configuration: config), ctx) }
            == "invalid FlowLayout: itemSize.width is inf; must be finite and not negative")
        config = FlowLayout.Configuration(sectionInset: EdgeInsets(top: 0, left: 0, bottom: .nan, right: 0))
        #expect(errorMessage { _ = try prepared(FlowLayout(configuration: config), ctx) }
            == "invalid FlowLayout: sectionInset.bottom is nan; must be finite and not negative")
        let bad = FlowLayout { $0.item == 3 ? Size(width: -2, height: 1) : Size(width: 1, height: 1) }
        #expect(errorMessage { _ = try prepared(bad, ctx) }
            == "invalid FlowLayout: itemSize(for: [0, 3]).width is -2.0; must be finite and not negative")
        #expect(errorMessage { _ = try prepared(FlowLayout(), context(width: .nan, height: 1, counts: [1])) }
            == "invalid layout context: boundsSize.width is nan; must be finite and not negative")
    }

    @Test func aFailedPrepareKeepsThePreviousLayout() throws {
        var l = try prepared(FlowLayout(), context(width: 100, height: 100, counts: [3]))
        let before = l.allAttributes
        l.configuration.minimumInteritemSpacing = -.infinity
        #expect(throws: LayoutError.self) { try l.prepare(in: context(width: 200, height: 100, counts: [9])) }
        #expect(l.allAttributes == before && l.preparedContext?.boundsSize.width == 100)
    }
}
