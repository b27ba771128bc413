import SpringTransitions
import SpringTestSupport
import Testing

/// Every error, with its exact message, and the order in which problems are reported.
@Suite("Placement: errors")
struct PlacementErrorTests {
    typealias F = PlacementFixture

    @Test("no index paths")
    func noIndexPaths() throws {
        let g = try F.grid()
        #expect(F.message { () throws(ContentOffsetPlacementError) in try F.place([], in: g, .center) }
                == "no index paths to place; pass at least one")
        #expect(throws: ContentOffsetPlacementError.noIndexPaths) { try F.place([], in: g, .visible) }
    }

    @Test("an unprepared target layout")
    func unprepared() {
        #expect(F.message { () throws(ContentOffsetPlacementError) in try F.place([0], in: GridLayout(), .center) }
                == "the target layout is not prepared; prepare it for the bounds, inset and data after the transition")
    }

    @Test("an index path the target layout has no cell for names the first such index path")
    func notFound() throws {
        let g = try F.grid()
        #expect(F.message { () throws(ContentOffsetPlacementError) in try F.place([2, 30, 31], in: g, .top) }
                == "the target layout has no cell at [0, 30]")
        let message = F.message { () throws(ContentOffsetPlacementError) in
            try toContentOffset(placing: [IndexPath(section: 1, item: 0)], in: g, placement: .minimal,
                                currentOffset: .zero, currentBoundsSize: F.gridBounds, currentContentInset: .zero)
        }
        #expect(message == "the target layout has no cell at [1, 0]")
        // A cell missing from the *current* layout is not an error (see the minimal tests).
        #expect(throws: Never.self) { try F.place([20], in: g, from: F.grid(items: 3), .minimal) }
    }

    @Test("invalid options name the field and its value",
          arguments: [
              (PlacementOptions(anchor: Point(x: .nan, y: 0)), "invalid placement: options.anchor.x is nan; must be finite"),
              (PlacementOptions(anchor: Point(x: 0, y: -.infinity)), "invalid placement: options.anchor.y is -inf; must be finite"),
              (PlacementOptions(inset: EdgeInsets(left: .infinity)), "invalid placement: options.inset.left is inf; must be finite"),
              (PlacementOptions(toSize: Size(width: -1, height: 10)),
               "invalid placement: options.toSize.width is -1.0; must be finite and not negative"),
              (PlacementOptions(toSize: Size(width: 1, height: .nan)),
               "invalid placement: options.toSize.height is nan; must be finite and not negative"),
              (PlacementOptions(toContentInset: EdgeInsets(bottom: -.infinity)),
               "invalid placement: options.toContentInset.bottom is -inf; must be finite"),
          ])
    func invalidOptions(options: PlacementOptions, expected: String) throws {
        let g = try F.grid()
        #expect(F.message { () throws(ContentOffsetPlacementError) in try F.place([13], in: g, .center, options: options) } == expected)
        #expect(F.message { () throws(ContentOffsetPlacementError) in try options.validate(); return .zero } == expected)
    }

    @Test("invalid current geometry names the argument and its value")
    func invalidCurrent() throws {
        let g = try F.grid()
        #expect(F.message { () throws(ContentOffsetPlacementError) in
            try F.place([13], in: g, .center, offset: Point(x: 0, y: .infinity))
        } == "invalid placement: currentOffset.y is inf; must be finite")
        #expect(F.message { () throws(ContentOffsetPlacementError) in
            try F.place([13], in: g, .center, boundsSize: Size(width: 300, height: .nan))
        } == "invalid placement: currentBoundsSize.height is nan; must be finite and not negative")
        #expect(F.message { () throws(ContentOffsetPlacementError) in
            try F.place([13], in: g, .center, contentInset: EdgeInsets(top: .nan))
        } == "invalid placement: currentContentInset.top is nan; must be finite")
    }

    @Test("arguments are checked before the index paths, and nothing else is reported first")
    func order() throws {
        let g = try F.grid()
        let bad = PlacementOptions(toSize: Size(width: -2, height: 0))
        #expect(F.message { () throws(ContentOffsetPlacementError) in try F.place([], in: GridLayout(), .center, options: bad) }
                == "invalid placement: options.toSize.width is -2.0; must be finite and not negative")
        #expect(F.message { () throws(ContentOffsetPlacementError) in try F.place([], in: GridLayout(), .center) }
                == "no index paths to place; pass at least one")
        #expect(F.message { () throws(ContentOffsetPlacementError) in try F.place([99], in: GridLayout(), .center) }
                == "the target layout is not prepared; prepare it for the bounds, inset and data after the transition")
        #expect(F.message { () throws(ContentOffsetPlacementError) in try F.place([99, 13], in: g, .center) }
                == "the target layout has no cell at [0, 99]")
    }

    @Test("the rectangle-level function checks its rectangles and content size")
    func rectangleLevel() {
        func message(region: Rect = Rect(x: 0, y: 0, width: 10, height: 10), currentRegion: Rect? = nil,
                     contentSize: Size = Size(width: 100, height: 100)) -> String? {
            F.message { () throws(ContentOffsetPlacementError) in
                try ContentOffsetPlacement.visible.contentOffset(placing: region, currentRegion: currentRegion, contentSize: contentSize,
                                                                currentOffset: .zero, currentBoundsSize: Size(width: 50, height: 50),
                                                                currentContentInset: .zero)
            }
        }
        #expect(message() == nil)
        #expect(message(contentSize: Size(width: -5, height: 1)) == "invalid placement: contentSize.width is -5.0; must be finite and not negative")
        #expect(message(region: Rect(x: 0, y: 0, width: .nan, height: 1)) == "invalid placement: region.size.width is nan; must be finite")
        #expect(message(currentRegion: Rect(x: .infinity, y: 0, width: 1, height: 1))
                == "invalid placement: currentRegion.origin.x is inf; must be finite")
    }
}
