import SpringTransitions
import Testing

/// TLLayoutTransitioning's arithmetic (`PlacementArithmetic.tlLayoutTransitioning`,
/// `tlToContentOffset`) on cases computed by hand from TL's rules, next to this library's: they
/// agree with zero insets and differ in exactly the four documented ways.
@Suite struct PlacementTLArithmeticTests {
    /// A 3-column grid of 100-pt squares, 300 wide, with `items` items (10 rows for 30).
    static func grid(_ items: Int) throws -> GridLayout {
        var g = GridLayout(configuration: .init(columns: 3))
        try g.prepare(in: LayoutContext(boundsSize: Size(width: 300, height: 600), dataCounts: DataCounts([items])))
        return g
    }
    static func ip(_ item: Int) -> IndexPath { IndexPath(section: 0, item: item) }
    static let size = Size(width: 300, height: 600)

    /// Both arithmetics for one case.
    static func both(_ items: [Int], _ placement: ContentOffsetPlacement, target: GridLayout, current: GridLayout?,
                     options: PlacementOptions = PlacementOptions(), offset: Point, contentInset: EdgeInsets = .zero) throws -> (ours: Point, tl: Point) {
        var tl = options
        tl.arithmetic = .tlLayoutTransitioning
        let paths = items.map(ip)
        return (try toContentOffset(placing: paths, in: target, from: current, placement: placement, options: options,
                                    currentOffset: offset, currentBoundsSize: size, currentContentInset: contentInset),
                try toContentOffset(placing: paths, in: target, from: current, placement: placement, options: tl,
                                    currentOffset: offset, currentBoundsSize: size, currentContentInset: contentInset))
    }

    @Test func theGridIsWhatTheHandComputationsAssume() throws {
        let g = try Self.grid(30)
        #expect(g.contentSize == Size(width: 300, height: 1000))
        #expect(g.attributes(for: .cell(Self.ip(13)))?.frame == Rect(x: 100, y: 400, width: 100, height: 100))
    }

    @Test func withZeroInsetsBothAgreeOnEveryPlacement() throws {
        let g = try Self.grid(30)
        for placement in ContentOffsetPlacement.allCases {
            for cells in [[0], [13], [29], [4, 8], [1, 27]] {
                for y in [0.0, 250, 400] {
                    let r = try Self.both(cells, placement, target: g, current: g, offset: Point(x: 0, y: y))
                    #expect(r.ours == r.tl, "\(placement) \(cells) at \(y)")
                }
            }
        }
        // Cell 13 centred: its middle (150, 450) goes to the view's middle (150, 300).
        #expect(try Self.both([13], .center, target: g, current: g, offset: .zero).tl == Point(x: 0, y: 150))
    }

    @Test func theContentInsetNarrowsOnlyOurViewport() throws {
        // Content inset top 50: TL centres in (0, 0, 300, 600): 450 − 300 = 150. Ours centres in
        // the viewport below the inset, whose middle is (50 + 600) / 2 = 325: 450 − 325 = 125.
        let g = try Self.grid(30)
        let r = try Self.both([13], .center, target: g, current: g, offset: .zero, contentInset: EdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
        #expect(r.tl == Point(x: 0, y: 150) && r.ours == Point(x: 0, y: 125))
    }

    @Test func thePlacementInsetChangesOnlyTLsValidRange() throws {
        // Cell 28 (middle (150, 950)) centred with placement inset bottom 100: the placement frame is
        // (0, 0, 300, 500), so the raw offset is 950 − 250 = 700. TL clamps to 1000 − 500 = 500;
        // ours to the view's range, 1000 − 600 = 400.
        let g = try Self.grid(30)
        let r = try Self.both([28], .center, target: g, current: g,
                              options: PlacementOptions(inset: EdgeInsets(top: 0, left: 0, bottom: 100, right: 0)), offset: .zero)
        #expect(r.tl == Point(x: 0, y: 500) && r.ours == Point(x: 0, y: 400))
    }

    @Test func visibleClampsAgainOnlyHere() throws {
        // Cell 1 (0…100 tall) above the view at offset 300, placement inset top 20. Minimal keeps
        // it where it is: offset 300. Seen from there it spans −300…−200 against the placement
        // frame 20…600: space before −320, after 800, so it shifts by min(800, 320) = 320 → −20.
        // TL returns −20; ours clamps to 0.
        let g = try Self.grid(30)
        let r = try Self.both([1], .visible, target: g, current: g,
                              options: PlacementOptions(inset: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)), offset: Point(x: 0, y: 300))
        #expect(r.tl == Point(x: 0, y: -20) && r.ours == Point(x: 0, y: 0))
    }

    @Test func anInsertedCellCountsAsAZeroFrameInTL() throws {
        // Cells 4 and 5 with minimal; the current layout has 5 items, so 5 is being inserted.
        // Target region: (100, 100)…(300, 200), middle (200, 150).
        // TL: the current region is cell 4 ∪ zero rect = (0, 0)…(200, 200), middle (100, 100);
        //     destination (100, 100) − (0, 50) = (100, 50); offset (200 − 100, 150 − 50) = (100, 100),
        //     x clamped to [0, 300 − 300] = 0: (0, 100).
        // Ours: cell 5 contributes its target frame, so the current region is the target region:
        //     the offset stays (0, 50).
        let target = try Self.grid(30), current = try Self.grid(5)
        let r = try Self.both([4, 5], .minimal, target: target, current: current, offset: Point(x: 0, y: 50))
        #expect(r.tl == Point(x: 0, y: 100) && r.ours == Point(x: 0, y: 50))
    }

    @Test func tlsOwnEntryPointHandlesNoneAnchorsAndEdges() throws {
        let g = try Self.grid(30)
        func tl(_ placement: TLIndexPathPlacement, _ cells: [Int] = [13], anchor: Point? = nil, inset: EdgeInsets = .zero,
                toContentInset: EdgeInsets = .zero, offset: Point = Point(x: 0, y: 120)) throws -> Point {
            try tlToContentOffset(placing: cells.map(Self.ip), in: g, from: g, placement: placement, placementAnchor: anchor,
                                  placementInset: inset, toSize: Self.size, toContentInset: toContentInset, currentOffset: offset)
        }
        // None: no target; the offset stays, unclamped.
        #expect(try tl(.none, offset: Point(x: -7, y: 2000)) == Point(x: -7, y: 2000))
        // Top: the top-middle (150, 400) goes to (150, 0): 400. Bottom: (150, 500) to (150, 600): clamped at 0.
        #expect(try tl(.top) == Point(x: 0, y: 400))
        #expect(try tl(.bottom) == Point(x: 0, y: 0))
        // Left/right move x only within [0, 0]; y to the middles: 450 − 300 = 150.
        #expect(try tl(.left) == Point(x: 0, y: 150) && tl(.right) == Point(x: 0, y: 150))
        // Anchor (0, 1) on cell 4: its bottom-left corner (100, 200) to the top edge's middle (150, 0):
        // (−50, 200), x clamped to 0.
        #expect(try tl(.top, [4], anchor: Point(x: 0, y: 1)) == Point(x: 0, y: 200))
        // toContentInset: the range grows to [−left, right + 1000 − 600]: bottom gives 500 − 600 = −100, kept at min −30.
        #expect(try tl(.bottom, toContentInset: EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)) == Point(x: 0, y: -30))
        // Errors name the argument, as the other placement functions do.
        #expect(throws: ContentOffsetPlacementError.noIndexPaths) { try tl(.center, []) }
        #expect(throws: ContentOffsetPlacementError.indexPathNotFound(Self.ip(99))) { try tl(.center, [99]) }
        #expect(throws: ContentOffsetPlacementError.invalidParameter(name: "placementInset.top", value: "inf", requirement: "must be finite")) {
            try tl(.center, inset: EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0))
        }
    }

    @Test func optionsDecodeWithoutTheNewKeyAndRoundTrip() throws {
        let options = PlacementOptions(anchor: Point(x: 0.5, y: 0), arithmetic: .tlLayoutTransitioning)
        #expect(TLIndexPathPlacement(ContentOffsetPlacement.visible) == .visible)
        #expect(options.arithmetic == .tlLayoutTransitioning && PlacementOptions().arithmetic == .springTransitions)
    }
}
