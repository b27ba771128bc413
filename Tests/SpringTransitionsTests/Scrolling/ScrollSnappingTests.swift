import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct ScrollSnappingTests {
    /// Starts a drag at `offset`, moves the finger by `-by` (so the offset moves by `by`), and
    /// releases with the finger velocity `-velocity` (an offset velocity of `velocity`) at t = 0.1.
    func release(_ configuration: ScrollDriver.Configuration, from offset: Double, by: Double,
                 velocity: Double) throws -> (ScrollDriver, CollectionView) {
        var view = try scrollListView(offset: Point(x: 0, y: offset))
        var scroll = try ScrollDriver(configuration: configuration, view: view)
        try scroll.beginDragging(at: Point(x: 0, y: 300), time: 0, in: &view)
        try scroll.drag(to: Point(x: 0, y: 300 - by), time: 0.1, in: &view)
        try scroll.endDragging(touchVelocity: Point(x: 0, y: -velocity), time: 0.1, in: &view)
        return (scroll, view)
    }

    @Test func snapHookGetsTheProjectionAndTheSpringCarriesTheReleaseVelocity() throws {
        // Snap to rows (45 pt pitch). From 1000 with 1200 pt/s the projection is
        // 1000 + 1200·0.4994998331664547 = 1599.399799799... → the hook picks row 36, 1620.
        let rows = ScrollDriver.Configuration(snapTarget: { proposed, velocity in
            Point(x: proposed.x, y: (proposed.y / 45).rounded() * 45)
        })
        var (scroll, view) = try release(rows, from: 1000, by: 0, velocity: 1200)
        #expect(scroll.contentOffsetVelocity.y == 1200)                      // the release velocity, kept
        #expect(isClose(scroll.projectedContentOffset.y, 1000 + 1200 * 0.4994998331664547, relative: 1e-14))
        // The spring's closed form from (1000 − 1620, 1200).
        let s = ScrollDriver.defaultSpring.state(at: 0.2, displacement: -620, velocity: 1200)
        try scroll.advance(to: 0.3, in: &view)
        #expect(isClose(view.contentOffset.y, 1620 + s.displacement, relative: 1e-13))
        try scroll.advance(to: scroll.restTime, in: &view)
        #expect(view.contentOffset.y == 1620)
        #expect(scroll.phase == .idle)
    }

    @Test func snapTargetsAreClampedToTheValidRange() throws {
        let far = ScrollDriver.Configuration(snapTarget: { _, _ in Point(x: 0, y: 1e6) })
        var (scroll, view) = try release(far, from: 1000, by: 0, velocity: 10)
        try scroll.advance(to: scroll.restTime, in: &view)
        #expect(view.contentOffset.y == 4019)
    }

    @Test func pagingLandsOnTheNearestPageAmongTheNeighbours() throws {
        // Pages of 480 pt (the viewport); the drag begins on page 2 (960).
        let paging = ScrollDriver.Configuration(isPagingEnabled: true)
        let cases: [(by: Double, velocity: Double, page: Double)] = [
            (100, 50, 960),      // projection 1060 + 25 = 1085 → page 2
            (200, 300, 1440),    // 1160 + 150 = 1310 → page 3 (nearest)
            (100, 5000, 1440),   // 1060 + 2497 = 3557 → page 7, limited to the neighbour 3
            (-100, -5000, 480),  // far back → limited to page 1
            (0, 0, 960),
        ]
        for c in cases {
            var (scroll, view) = try release(paging, from: 960, by: c.by, velocity: c.velocity)
            try scroll.advance(to: scroll.restTime, in: &view)
            #expect(view.contentOffset.y == c.page, "by \(c.by) at \(c.velocity) pt/s")
        }
        // The last page is partial: page 9 would be 4320, beyond the maximum 4019.
        var (scroll, view) = try release(paging, from: 3840, by: 100, velocity: 2000)
        try scroll.advance(to: scroll.restTime, in: &view)
        #expect(view.contentOffset.y == 4019)
        // A given page size.
        let small = ScrollDriver.Configuration(isPagingEnabled: true, pageSize: Size(width: 320, height: 100))
        var (s2, v2) = try release(small, from: 1000, by: 30, velocity: 40)   // 1030 + 20 → page 10, 1000
        try s2.advance(to: s2.restTime, in: &v2)
        #expect(v2.contentOffset.y == 1000)
        var (s3, v3) = try release(small, from: 1000, by: 30, velocity: 80)   // 1030 + 40 → page 11, 1100
        try s3.advance(to: s3.restTime, in: &v3)
        #expect(v3.contentOffset.y == 1100)
    }

    @Test func theHookSeesThePageTargetWhenPaging() throws {
        // The hook's proposal is the page target; here it moves one row further.
        let both = ScrollDriver.Configuration(isPagingEnabled: true, snapTarget: { proposed, _ in
            Point(x: proposed.x, y: proposed.y + 45)
        })
        var (scroll, view) = try release(both, from: 960, by: 200, velocity: 300)   // page 3 → 1440 + 45
        try scroll.advance(to: scroll.restTime, in: &view)
        #expect(view.contentOffset.y == 1485)
    }
}
