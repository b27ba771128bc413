import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

/// The numbers of the DocC article's worked example (ScrollPhysics.md), through the driver.
@Suite struct ScrollWorkedExampleTests {
    /// A 390 × 844 view over 100 rows of 45 pt: content 4499 pt, valid range 0 … 3655.
    func view(at y: Double) throws -> CollectionView {
        try CollectionView(layout: listLayout(), dataCounts: try DataCounts([100]),
                           boundsSize: Size(width: 390, height: 844), contentOffset: Point(x: 0, y: y))
    }

    @Test func fling() throws {
        var v = try view(at: 1000)
        #expect(v.maximumContentOffset.y == 3655)
        var scroll = try ScrollDriver(view: v)
        try scroll.fling(velocity: Point(x: 0, y: 2000), time: 0, in: &v)
        #expect(isClose(scroll.projectedContentOffset.y, 1998.99966633291, relative: 1e-14))
        try scroll.advance(to: 0.5, in: &v)
        #expect(isClose(scroll.contentOffsetVelocity.y, 735.0225097, absolute: 1e-7))
        #expect(isClose(v.contentOffset.y, 1631.8560454, absolute: 1e-7))
        #expect(isClose(scroll.restTime, 4.1428764, absolute: 1e-7))
        try scroll.advance(to: 10, in: &v)
        #expect(isClose(v.contentOffset.y, 1998.7499164, absolute: 1e-7))
    }

    @Test func intoTheEdge() throws {
        var v = try view(at: 3300)
        var scroll = try ScrollDriver(view: v)
        try scroll.fling(velocity: Point(x: 0, y: 1500), time: 0, in: &v)
        let (edge, velocity) = scroll.state(at: 0.3207227395391724)
        #expect(isClose(edge.y, 3655, absolute: 1e-9))
        #expect(isClose(velocity.y, 789.2890519, absolute: 1e-7))
        let peak = scroll.state(at: 0.3207227395391724 + 0.4 / (2 * Double.pi)).contentOffset.y
        #expect(isClose(peak, 3655 + 18.485096405352795, absolute: 1e-8))
        #expect(isClose(scroll.restTime, 1.201, absolute: 1e-3))
        try scroll.advance(to: scroll.restTime, in: &v)
        #expect(v.contentOffset.y == 3655)
    }

    @Test func rubberBand() {
        #expect(isClose(RubberBand.distance(forOverscroll: 100, dimension: 844), 51.6351502, absolute: 1e-7))
        #expect(isClose(RubberBand.slope(atOverscroll: 100, dimension: 844), 0.4847616, absolute: 1e-7))
    }
}
