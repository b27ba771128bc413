import SpringTransitions
import Testing

/// TLLayoutTransitioning's clamp with a placement inset, on both axes: the maximum offset is
/// `contentSize + toContentInset − placementFrame.size`, the placement frame being `toSize` shrunk
/// by the placement inset. Each case is computed by hand and fails if the clamp used `toSize`
/// instead (the valid range would end one inset earlier), so a slip on either axis is caught by
/// more than one test.
@Suite struct PlacementTLClampTests {
    static func ip(_ item: Int) -> IndexPath { IndexPath(section: 0, item: item) }

    /// A horizontal strip: 30 squares of 100 pt side by side in a 300 × 100 view, item i at
    /// x = 100·i; content 3000 × 100.
    static func strip() throws -> FlowLayout {
        var f = FlowLayout(configuration: .init(scrollDirection: .horizontal, itemSize: Size(width: 100, height: 100),
                                                minimumLineSpacing: 0, minimumInteritemSpacing: 0))
        try f.prepare(in: LayoutContext(boundsSize: stripSize, dataCounts: DataCounts([30])))
        return f
    }
    static let stripSize = Size(width: 300, height: 100)

    /// A 3-column grid of 100-pt squares in a 300 × 600 view; content 300 × 1000.
    static func grid() throws -> GridLayout {
        var g = GridLayout(configuration: .init(columns: 3))
        try g.prepare(in: LayoutContext(boundsSize: gridSize, dataCounts: DataCounts([30])))
        return g
    }
    static let gridSize = Size(width: 300, height: 600)

    /// TL's offset through both entry points (they must agree), and ours through the options.
    static func offsets(_ layout: some Layout, size: Size, _ cells: [Int], _ placement: ContentOffsetPlacement,
                        inset: EdgeInsets, toContentInset: EdgeInsets = .zero,
                        offset: Point = .zero) throws -> (tl: Point, ours: Point) {
        let paths = cells.map(ip)
        let direct = try tlToContentOffset(placing: paths, in: layout, from: layout, placement: TLIndexPathPlacement(placement),
                                           placementInset: inset, toSize: size, toContentInset: toContentInset, currentOffset: offset)
        let viaOptions = try toContentOffset(placing: paths, in: layout, from: layout, placement: placement,
                                             options: PlacementOptions(inset: inset, toContentInset: toContentInset,
                                                                       arithmetic: .tlLayoutTransitioning),
                                             currentOffset: offset, currentBoundsSize: size, currentContentInset: toContentInset)
        #expect(direct == viaOptions, "\(placement) \(cells): tlToContentOffset \(direct), options \(viaOptions)")
        let ours = try toContentOffset(placing: paths, in: layout, from: layout, placement: placement,
                                       options: PlacementOptions(inset: inset, toContentInset: toContentInset),
                                       currentOffset: offset, currentBoundsSize: size, currentContentInset: toContentInset)
        return (direct, ours)
    }

    static func insets(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) -> EdgeInsets {
        EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    @Test func theLayoutsAreWhatTheHandComputationsAssume() throws {
        let s = try Self.strip()
        #expect(s.contentSize == Size(width: 3000, height: 100))
        #expect(s.attributes(for: .cell(Self.ip(29)))?.frame == Rect(x: 2900, y: 0, width: 100, height: 100))
        let g = try Self.grid()
        #expect(g.contentSize == Size(width: 300, height: 1000))
        #expect(g.attributes(for: .cell(Self.ip(28)))?.frame == Rect(x: 100, y: 900, width: 100, height: 100))
    }

    @Test func horizontalCenterWithARightInsetClampsToThePlacementFramesWidth() throws {
        // Cell 29 (middle x 2950) centred, placement inset right 100: the placement frame is
        // (0, 0, 200, 100), its middle x 100, so the raw offset is 2850. TL's maximum is
        // 3000 − 200 = 2800 (with toSize's width it would be 2700). Ours clamps to the view's 2700.
        let r = try Self.offsets(try Self.strip(), size: Self.stripSize, [29], .center, inset: Self.insets(right: 100))
        #expect(r.tl == Point(x: 2800, y: 0))
        #expect(r.ours == Point(x: 2700, y: 0))
    }

    @Test func horizontalCenterWithALeftInsetStopsShortOfTheClamp() throws {
        // Placement inset left 100: the frame is (100, 0, 200, 100), middle x 200; raw 2950 − 200 =
        // 2750, inside TL's range [0, 2800] (it would be cut to 2700 with toSize's width).
        let r = try Self.offsets(try Self.strip(), size: Self.stripSize, [29], .center, inset: Self.insets(left: 100))
        #expect(r.tl == Point(x: 2750, y: 0))
        #expect(r.ours == Point(x: 2700, y: 0))
    }

    @Test func horizontalEdgesWithInsetsOnBothSides() throws {
        let s = try Self.strip()
        // Right edge, insets left 30 and right 20: frame (30, 0, 250, 100). Cell 29's right edge
        // 3000 goes to the frame's right edge 280: 2720, within TL's maximum 3000 − 250 = 2750.
        let right = try Self.offsets(s, size: Self.stripSize, [29], .right, inset: Self.insets(left: 30, right: 20))
        #expect(right.tl == Point(x: 2720, y: 0))
        // Left edge on cell 28: its left edge 2800 goes to 30: 2770, clamped to 2750 (2700 with toSize).
        let left = try Self.offsets(s, size: Self.stripSize, [28], .left, inset: Self.insets(left: 30, right: 20))
        #expect(left.tl == Point(x: 2750, y: 0))
        // Two cells, 27 and 29 (2700…3000, middle 2850), centred in the same frame (middle 155):
        // 2695, inside; with a toContentInset right of 40 the maximum grows to 2790.
        let pair = try Self.offsets(s, size: Self.stripSize, [27, 29], .center, inset: Self.insets(left: 30, right: 20))
        #expect(pair.tl == Point(x: 2695, y: 0))
        let farRight = try Self.offsets(s, size: Self.stripSize, [29], .left, inset: Self.insets(left: 30, right: 20),
                                        toContentInset: Self.insets(right: 40))
        // Cell 29's left edge 2900 − 30 = 2870, clamped to 40 + 3000 − 250 = 2790 (2740 with toSize).
        #expect(farRight.tl == Point(x: 2790, y: 0))
    }

    @Test func verticalCenterWithATopInsetClampsToThePlacementFramesHeight() throws {
        // Cell 28 (middle y 950) centred with placement inset top 100: the frame is (0, 100, 300,
        // 500), middle y 350; raw 600, TL's maximum 1000 − 500 = 500 (400 with toSize's height).
        let g = try Self.grid()
        let r = try Self.offsets(g, size: Self.gridSize, [28], .center, inset: Self.insets(top: 100))
        #expect(r.tl == Point(x: 0, y: 500))
        #expect(r.ours == Point(x: 0, y: 400))
        // With a toContentInset bottom of 20 the maximum is 520 (420 with toSize's height).
        let padded = try Self.offsets(g, size: Self.gridSize, [28], .center, inset: Self.insets(top: 100),
                                      toContentInset: Self.insets(bottom: 20))
        #expect(padded.tl == Point(x: 0, y: 520))
    }

    @Test func verticalBottomEdgeWithInsetsOnBothSides() throws {
        // Bottom edge of cell 25 (y 900) with insets top 40 and bottom 60: the frame is (0, 40, 300,
        // 500), its bottom 540; raw 900 − 540 = 360, inside [0, 500]. Cell 29's bottom 1000 gives
        // 460, still inside (it would be 400 with toSize's height).
        let g = try Self.grid()
        #expect(try Self.offsets(g, size: Self.gridSize, [25], .bottom, inset: Self.insets(top: 40, bottom: 60)).tl == Point(x: 0, y: 360))
        #expect(try Self.offsets(g, size: Self.gridSize, [29], .bottom, inset: Self.insets(top: 40, bottom: 60)).tl == Point(x: 0, y: 460))
    }
}
