import SpringTestSupport
import SpringTransitions
import Testing

/// Invariants of the rectangle-level placement over random geometry (fixed seeds).
@Suite("Placement: properties")
struct PlacementPropertyTests {
    /// One random placement problem.
    struct Case {
        var region: Rect
        var currentRegion: Rect
        var contentSize: Size
        var boundsSize: Size
        var contentInset: EdgeInsets
        var options: PlacementOptions
        var offset: Point

        init(_ g: inout SeededGenerator) {
            func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &g) }
            func insets(_ m: Double) -> EdgeInsets { EdgeInsets(top: r(0...m), left: r(0...m), bottom: r(0...m), right: r(0...m)) }
            let content = Size(width: r(0...3000), height: r(0...3000))
            func rect() -> Rect {
                let w = r(0...300), h = r(0...300)
                return Rect(x: r(0...Swift.max(0, content.width - w)), y: r(0...Swift.max(0, content.height - h)), width: w, height: h)
            }
            boundsSize = Size(width: r(50...500), height: r(50...500))
            contentInset = insets(40)
            contentSize = content
            region = rect()
            currentRegion = rect()
            let anchor = Bool.random(using: &g) ? nil : Point(x: r(-0.5...1.5), y: r(-0.5...1.5))
            options = PlacementOptions(anchor: anchor, inset: insets(30))
            offset = Point(x: r(-100...content.width + 100), y: r(-100...content.height + 100))
        }

        var geometry: ScrollGeometry { ScrollGeometry(boundsSize: boundsSize, contentSize: contentSize, contentInset: contentInset) }

        /// The placement viewport's edges in view coordinates, from the documented definition.
        var viewport: (left: Double, top: Double, right: Double, bottom: Double) {
            (contentInset.left + options.inset.left, contentInset.top + options.inset.top,
             boundsSize.width - contentInset.right - options.inset.right,
             boundsSize.height - contentInset.bottom - options.inset.bottom)
        }

        func place(_ placement: ContentOffsetPlacement, current: Bool = true, offset: Point? = nil) throws -> Point {
            try placement.contentOffset(placing: region, currentRegion: current ? currentRegion : nil, contentSize: contentSize,
                                        options: options, currentOffset: offset ?? self.offset,
                                        currentBoundsSize: boundsSize, currentContentInset: contentInset)
        }

        /// The anchor point of `rect` for `placement`.
        func anchorPoint(_ rect: Rect, _ placement: ContentOffsetPlacement) -> Point {
            let a = options.resolvedAnchor(for: placement)
            return Point(x: rect.minX + a.x * rect.width, y: rect.minY + a.y * rect.height)
        }
    }

    @Test("every placement lands in the valid range")
    func inRange() throws {
        var g = SeededGenerator(seed: 0x91AC_E001)
        for _ in 0..<300 {
            let c = Case(&g)
            for placement in ContentOffsetPlacement.allCases {
                let o = try c.place(placement)
                #expect(o.isFinite && c.geometry.clamp(o) == o, "\(placement) \(o)")
            }
        }
    }

    @Test("center and edge placements put the anchor point on the viewport point, then clamp")
    func anchorOnDestination() throws {
        var g = SeededGenerator(seed: 0x91AC_E002)
        for _ in 0..<300 {
            let c = Case(&g)
            let v = c.viewport
            let midX = (v.left + v.right) / 2, midY = (v.top + v.bottom) / 2
            let destinations: [(ContentOffsetPlacement, Point)] = [
                (.center, Point(x: midX, y: midY)), (.top, Point(x: midX, y: v.top)), (.left, Point(x: v.left, y: midY)),
                (.bottom, Point(x: midX, y: v.bottom)), (.right, Point(x: v.right, y: midY)),
            ]
            for (placement, d) in destinations {
                let s = c.anchorPoint(c.region, placement)
                let expected = c.geometry.clamp(Point(x: s.x - d.x, y: s.y - d.y))
                let o = try c.place(placement)
                #expect(isClose(o.x, expected.x, absolute: 1e-9) && isClose(o.y, expected.y, absolute: 1e-9), "\(placement)")
            }
        }
    }

    @Test("minimal keeps the anchor point's on-screen position wherever the clamp allows")
    func minimalKeepsScreenPosition() throws {
        var g = SeededGenerator(seed: 0x91AC_E003)
        for _ in 0..<300 {
            let c = Case(&g)
            let o = try c.place(.minimal)
            let before = c.anchorPoint(c.currentRegion, .minimal), after = c.anchorPoint(c.region, .minimal)
            let lo = c.geometry.minimumContentOffset, hi = c.geometry.maximumContentOffset
            if o.x > lo.x, o.x < hi.x { #expect(isClose(after.x - o.x, before.x - c.offset.x, absolute: 1e-9)) }
            if o.y > lo.y, o.y < hi.y { #expect(isClose(after.y - o.y, before.y - c.offset.y, absolute: 1e-9)) }
            // Without a current region nothing moves: the current offset, clamped.
            #expect(try c.place(.minimal, current: false) == c.geometry.clamp(c.offset))
        }
    }

    @Test("visible (no current region, valid start): moves exactly as far as needed to show a region that fits")
    func visibleMovesLeast() throws {
        var g = SeededGenerator(seed: 0x91AC_E004)
        for _ in 0..<300 {
            let c = Case(&g)
            let start = c.geometry.clamp(c.offset)
            let o = try c.place(.visible, current: false, offset: start)
            let v = c.viewport
            let lo = c.geometry.minimumContentOffset, hi = c.geometry.maximumContentOffset
            // Per axis: region edges on screen from `start`, the viewport edges, and whether the result was clamped.
            let axes = [(c.region.minX - start.x, c.region.maxX - start.x, v.left, v.right, o.x - start.x, o.x > lo.x && o.x < hi.x),
                        (c.region.minY - start.y, c.region.maxY - start.y, v.top, v.bottom, o.y - start.y, o.y > lo.y && o.y < hi.y)]
            for (rMin, rMax, vMin, vMax, moved, free) in axes where free && rMax - rMin <= vMax - vMin {
                let needed = rMin < vMin ? rMin - vMin : (rMax > vMax ? rMax - vMax : 0)
                #expect(isClose(moved, needed, absolute: 1e-9))
                #expect(rMin - moved >= vMin - 1e-9 && rMax - moved <= vMax + 1e-9)
            }
        }
    }

    @Test("visible is idempotent")
    func visibleIdempotent() throws {
        var g = SeededGenerator(seed: 0x91AC_E005)
        for _ in 0..<300 {
            let c = Case(&g)
            let once = try c.place(.visible)
            let twice = try c.place(.visible, current: false, offset: once)
            #expect(isClose(once.x, twice.x, absolute: 1e-9) && isClose(once.y, twice.y, absolute: 1e-9))
        }
    }
}
