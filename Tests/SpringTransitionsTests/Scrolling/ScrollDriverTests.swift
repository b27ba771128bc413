import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct ScrollDriverTests {
    @Test func dragMovesTheContentWithTheFinger() throws {
        var view = try scrollListView(offset: Point(x: 0, y: 1000))
        var scroll = try ScrollDriver(view: view)
        try scroll.beginDragging(at: Point(x: 50, y: 300), time: 0, in: &view)
        try scroll.drag(to: Point(x: 80, y: 200), time: 0.1, in: &view)
        // Finger up 100 pt: offset down 100 pt; x does not scroll (vertical only).
        #expect(view.contentOffset == Point(x: 0, y: 1100))
        #expect(scroll.contentOffset == view.contentOffset)
        #expect(scroll.contentOffsetVelocity == Point(x: 0, y: 1000))
        #expect(scroll.phase == .dragging)
    }

    @Test func dragPastAnEdgeRubberBands() throws {
        var view = try scrollListView()
        var scroll = try ScrollDriver(view: view)
        try scroll.beginDragging(at: Point(x: 0, y: 100), time: 0, in: &view)
        try scroll.drag(to: Point(x: 0, y: 200), time: 0.1, in: &view)
        // 100 pt past the top of a 480 pt viewport: −100·0.55·480/(55 + 480) = −26400/535.
        #expect(isClose(view.contentOffset.y, -26400.0 / 535, relative: 1e-15))
        // Past the bottom (maximum 4019): from 3919, finger up 300 → 200 pt past → 200·0.55·480/(110 + 480).
        var bottom = try scrollListView(offset: Point(x: 0, y: 3919))
        var s2 = try ScrollDriver(view: bottom)
        try s2.beginDragging(at: Point(x: 0, y: 400), time: 0, in: &bottom)
        try s2.drag(to: Point(x: 0, y: 100), time: 0.1, in: &bottom)
        #expect(isClose(bottom.contentOffset.y, 4019 + 52800.0 / 590, relative: 1e-15))
    }

    @Test func catchingAnOverscrolledOffsetContinuesOnTheBand() throws {
        var view = try scrollListView()
        var scroll = try ScrollDriver(view: view)
        try scroll.beginDragging(at: Point(x: 0, y: 100), time: 0, in: &view)
        try scroll.drag(to: Point(x: 0, y: 300), time: 0.1, in: &view)
        try scroll.endDragging(touchVelocity: .zero, time: 0.1, in: &view)
        try scroll.advance(to: 0.2, in: &view)
        let caught = view.contentOffset.y
        #expect(caught < 0)
        // Catch it: no jump, and dragging on moves along the same curve.
        try scroll.beginDragging(at: Point(x: 0, y: 0), time: 0.2, in: &view)
        #expect(view.contentOffset.y == caught)
        try scroll.drag(to: Point(x: 0, y: 0), time: 0.25, in: &view)
        #expect(isClose(view.contentOffset.y, caught, absolute: 1e-12))
        let unbounded = RubberBand.overscroll(forDistance: caught, dimension: 480)
        try scroll.drag(to: Point(x: 0, y: 40), time: 0.3, in: &view)
        #expect(isClose(view.contentOffset.y, RubberBand.distance(forOverscroll: unbounded - 40, dimension: 480),
                        relative: 1e-12))
    }

    @Test func releaseDeceleratesByTheClosedForm() throws {
        var view = try scrollListView(offset: Point(x: 0, y: 1000))
        var scroll = try ScrollDriver(view: view)
        try scroll.beginDragging(at: Point(x: 0, y: 300), time: 0, in: &view)
        try scroll.endDragging(touchVelocity: Point(x: 0, y: -1500), time: 0.05, in: &view)
        #expect(scroll.contentOffsetVelocity == Point(x: 0, y: 1500))
        for t in [0.06, 0.1, 0.5, 1, 2, 3] {
            try scroll.advance(to: t, in: &view)
            let tau = t - 0.05
            let v = 1500 * pow(0.998, 1000 * tau)
            #expect(isClose(view.contentOffset.y, 1000 + 1500 * (pow(0.998, 1000 * tau) - 1) / normalDecay, relative: 1e-12))
            #expect(isClose(scroll.contentOffsetVelocity.y, v, relative: 1e-11))
        }
        // It stops where |v| reaches 0.5 pt/s, 0.5/|k| short of the projection 1000 + 1500·0.49949983.
        let stop = log(0.5 / 1500) / normalDecay
        #expect(isClose(scroll.restTime, 0.05 + stop, relative: 1e-13))
        try scroll.advance(to: 10, in: &view)
        #expect(scroll.phase == .idle)
        #expect(scroll.contentOffsetVelocity == .zero)
        #expect(isClose(view.contentOffset.y, 1000 + 1500 * 0.4994998331664547 + 0.5 / normalDecay, relative: 1e-12))
    }

    @Test func releasedPastAnEdgeSpringsBackOnTheDocumentedSpring() throws {
        var view = try scrollListView()
        var scroll = try ScrollDriver(view: view)
        try scroll.beginDragging(at: Point(x: 0, y: 100), time: 0, in: &view)
        try scroll.drag(to: Point(x: 0, y: 200), time: 0.1, in: &view)
        let b = view.contentOffset.y                                       // −26400/535
        // Finger still moving down at 300 pt/s: the offset moves at −300·b′(−100) = −300·0.55/(1 + 55/480)².
        try scroll.endDragging(touchVelocity: Point(x: 0, y: 300), time: 0.1, in: &view)
        let v0 = -300 * 0.55 / ((1 + 55.0 / 480) * (1 + 55.0 / 480))
        #expect(isClose(scroll.contentOffsetVelocity.y, v0, relative: 1e-14))
        // Default spring: critically damped, response 0.4 s (ω = 2π/0.4): x(t) = (b + (v0 + ωb)t)e^(−ωt).
        let w = 2 * Double.pi / 0.4
        #expect(isClose(ScrollDriver.defaultSpring.dampingRatio, 1, relative: 1e-12))
        for t in [0.15, 0.3, 0.6] {
            try scroll.advance(to: t, in: &view)
            let tau = t - 0.1
            #expect(isClose(view.contentOffset.y, (b + (v0 + w * b) * tau) * exp(-w * tau), absolute: 1e-9))
        }
        try scroll.advance(to: 5, in: &view)
        #expect(view.contentOffset.y == 0)
        #expect(scroll.phase == .idle)
    }

    @Test func decelerationHandsItsVelocityToTheSpringBackContinuously() throws {
        var view = try scrollListView(offset: Point(x: 0, y: 3500))
        var scroll = try ScrollDriver(view: view)
        try scroll.fling(velocity: Point(x: 0, y: 3000), time: 1, in: &view)
        // Crossing of the bottom edge 4019, solved independently: 3500 + 3000·(e^(kτ) − 1)/k = 4019.
        let tc = 1 + log(1 + normalDecay * 519 / 3000) / normalDecay
        let vc = 3000 * exp(normalDecay * (tc - 1))
        let (atEdge, vAtEdge) = scroll.state(at: tc)
        #expect(isClose(atEdge.y, 4019, absolute: 1e-9))
        #expect(isClose(vAtEdge.y, vc, relative: 1e-12))
        for h in [1e-4, 1e-6] {
            let before = scroll.state(at: tc - h), after = scroll.state(at: tc + h)
            // Position continuous, slopes on both sides equal to the velocity at the crossing.
            #expect(abs(after.contentOffset.y - before.contentOffset.y) < 2 * h * vc * 1.001)
            #expect(isClose((atEdge.y - before.contentOffset.y) / h, vc, relative: 40 * h))
            #expect(isClose((after.contentOffset.y - atEdge.y) / h, vc, relative: 40 * h))
            // Velocity continuous (only the acceleration jumps: k·v before, −2ω·v after).
            #expect(abs(after.velocity.y - before.velocity.y) < 40 * h * vc)
        }
        // Then it overshoots and comes back to the edge exactly.
        let peak = scroll.state(at: tc + 0.05).contentOffset.y
        #expect(peak > 4019)
        try scroll.advance(to: scroll.restTime, in: &view)
        #expect(view.contentOffset.y == 4019)
        #expect(scroll.phase == .idle)
    }

    @Test func bothAxesMoveOnTheirOwn() throws {
        var view = try CollectionView(layout: gridLayout(), dataCounts: try DataCounts([300]),
                                      boundsSize: Size(width: 320, height: 480))
        // Grid content is as wide as the view: x has no range, so a horizontal fling springs back at once.
        var scroll = try ScrollDriver(configuration: .init(axes: .both), view: view)
        try scroll.beginDragging(at: Point(x: 100, y: 100), time: 0, in: &view)
        try scroll.drag(to: Point(x: 60, y: 50), time: 0.1, in: &view)
        #expect(isClose(view.contentOffset.x, RubberBand.distance(forOverscroll: 40, dimension: 320), relative: 1e-15))
        #expect(view.contentOffset.y == 50)
        try scroll.endDragging(touchVelocity: Point(x: -200, y: -800), time: 0.1, in: &view)
        try scroll.advance(to: 0.5, in: &view)
        let d = ScrollDeceleration.normal
        #expect(isClose(view.contentOffset.y, d.offset(at: 0.4, from: 50, initialVelocity: 800), relative: 1e-13))
        #expect(view.contentOffset.x > 0)
        try scroll.advance(to: 10, in: &view)
        #expect(view.contentOffset.x == 0)
    }

    @Test func aDragCatchesADeceleration() throws {
        var view = try scrollListView(offset: Point(x: 0, y: 1000))
        var scroll = try ScrollDriver(view: view)
        try scroll.fling(velocity: Point(x: 0, y: 2000), time: 0, in: &view)
        try scroll.advance(to: 0.2, in: &view)
        let shown = view.contentOffset
        // Caught later than the last frame: the content stops where the motion is at that time.
        try scroll.beginDragging(at: Point(x: 0, y: 300), time: 0.25, in: &view)
        #expect(isClose(view.contentOffset.y, ScrollDeceleration.normal.offset(at: 0.25, from: 1000, initialVelocity: 2000),
                        relative: 1e-14))
        #expect(view.contentOffset.y > shown.y)
        #expect(scroll.phase == .dragging)
        #expect(scroll.contentOffsetVelocity == .zero)
        // Released without velocity: at rest at once.
        try scroll.endDragging(touchVelocity: .zero, time: 0.3, in: &view)
        #expect(scroll.phase == .idle)
        try scroll.advance(to: 1, in: &view)
        #expect(isClose(view.contentOffset.y, ScrollDeceleration.normal.offset(at: 0.25, from: 1000, initialVelocity: 2000),
                        relative: 1e-14))
    }

    @Test func axesLeftOutKeepTheirOffset() throws {
        var view = try CollectionView(layout: gridLayout(), dataCounts: try DataCounts([300]),
                                      boundsSize: Size(width: 320, height: 480), contentOffset: Point(x: 0, y: 500))
        var scroll = try ScrollDriver(configuration: .init(axes: .horizontal), view: view)
        try scroll.fling(velocity: Point(x: 300, y: 3000), time: 0, in: &view)
        try scroll.advance(to: 0.1, in: &view)
        #expect(view.contentOffset.y == 500)
        #expect(scroll.contentOffsetVelocity.y == 0)
        #expect(view.contentOffset.x > 0)                 // the grid has no horizontal range: it springs back
        try scroll.advance(to: 5, in: &view)
        #expect(view.contentOffset == Point(x: 0, y: 500))
    }
}
