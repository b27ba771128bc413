import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct ScrollErrorTests {
    /// A view mid-drag at offset 1050.
    func dragging() throws -> (ScrollDriver, CollectionView) {
        var view = try scrollListView(offset: Point(x: 0, y: 1000))
        var scroll = try ScrollDriver(view: view)
        try scroll.beginDragging(at: Point(x: 0, y: 300), time: 1, in: &view)
        try scroll.drag(to: Point(x: 0, y: 250), time: 1.1, in: &view)
        return (scroll, view)
    }

    @Test func nanVelocityIsRefusedAndChangesNothing() throws {
        var (scroll, view) = try dragging()
        #expect(scrollErrorMessage { try scroll.endDragging(touchVelocity: Point(x: 0, y: .nan), time: 1.2, in: &view) }
                == "invalid scroll input: touchVelocity.y is nan; must be finite")
        #expect(view.contentOffset == Point(x: 0, y: 1050))
        #expect(scroll.contentOffset == Point(x: 0, y: 1050))
        #expect(scroll.phase == .dragging)
        #expect(scroll.time == 1.1)
        #expect(scrollErrorMessage { try scroll.fling(velocity: Point(x: .infinity, y: 0), time: 2) }
                == "invalid scroll input: velocity.x is inf; must be finite")
        // Still usable.
        try scroll.endDragging(touchVelocity: Point(x: 0, y: -100), time: 1.2, in: &view)
        #expect(scroll.phase == .animating)
    }

    @Test func badTimesAreRefused() throws {
        var (scroll, view) = try dragging()
        #expect(scrollErrorMessage { try scroll.drag(to: Point(x: 0, y: 0), time: .nan, in: &view) }
                == "invalid scroll input: time is nan; must be finite")
        #expect(scrollErrorMessage { try scroll.drag(to: Point(x: 0, y: 0), time: 1.0, in: &view) }
                == "invalid scroll input: time 1.0 is before the driver's time 1.1; times must not decrease")
        #expect(scrollErrorMessage { try scroll.advance(by: -0.1, in: &view) }
                == "invalid scroll input: dt is -0.1; must be finite and not negative")
        #expect(scrollErrorMessage { try scroll.advance(to: .infinity, in: &view) }
                == "invalid scroll input: time is inf; must be finite")
        #expect(scrollErrorMessage { try scroll.drag(to: Point(x: .nan, y: 0), time: 2, in: &view) }
                == "invalid scroll input: touch.x is nan; must be finite")
        #expect(view.contentOffset == Point(x: 0, y: 1050))
        #expect(scroll.contentOffset == Point(x: 0, y: 1050))
        #expect(scroll.time == 1.1)
    }

    @Test func outOfOrderCallsAreRefused() throws {
        var (scroll, view) = try dragging()
        #expect(scrollErrorMessage { try scroll.beginDragging(at: .zero, time: 2, in: &view) }
                == "already dragging; call endDragging(touchVelocity:time:) first")
        #expect(scrollErrorMessage { try scroll.fling(velocity: .zero, time: 2, in: &view) }
                == "already dragging; call endDragging(touchVelocity:time:) first")
        var idle = try ScrollDriver(view: view)
        #expect(scrollErrorMessage { try idle.drag(to: .zero, time: 2, in: &view) }
                == "not dragging; call beginDragging(at:time:) first")
        #expect(scrollErrorMessage { try idle.endDragging(touchVelocity: .zero, time: 2, in: &view) }
                == "not dragging; call beginDragging(at:time:) first")
    }

    @Test func invalidConfigurationsAreRefused() throws {
        var view = try scrollListView(offset: Point(x: 0, y: 1000))
        #expect(scrollErrorMessage {
            _ = try ScrollDriver(configuration: .init(isPagingEnabled: true, pageSize: Size(width: 320, height: -10)), view: view)
        } == "invalid scroll input: pageSize.height is -10.0; must be finite and greater than 0")
        #expect(scrollErrorMessage { _ = try ScrollDriver(configuration: .init(stopVelocity: 0), view: view) }
                == "invalid scroll input: stopVelocity is 0.0; must be finite and greater than 0")
        let undamped = try Spring(stiffness: 100, damping: 0)
        #expect(scrollErrorMessage { _ = try ScrollDriver(configuration: .init(springBack: undamped), view: view) }
                == "invalid scroll input: springBack.damping is 0.0; must be greater than 0 (an undamped spring never comes to rest)")
        #expect(scrollErrorMessage { _ = try ScrollDriver(configuration: .init(rubberBandCoefficient: .nan), view: view) }
                == "invalid scroll input: rubberBandCoefficient is nan; must be finite and greater than 0")
        // Replacing the configuration of a moving driver: refused, nothing changes.
        var scroll = try ScrollDriver(view: view)
        try scroll.fling(velocity: Point(x: 0, y: 800), time: 0, in: &view)
        try scroll.advance(to: 0.2, in: &view)
        let offset = view.contentOffset
        #expect(scrollErrorMessage { try scroll.setConfiguration(.init(isPagingEnabled: true, pageSize: Size(width: -1, height: 480))) }
                == "invalid scroll input: pageSize.width is -1.0; must be finite and greater than 0")
        #expect(scroll.configuration.pageSize == nil)
        #expect(scroll.contentOffset == offset)
        #expect(scroll.phase == .animating)
    }

    @Test func aNonFiniteSnapTargetIsRefusedAndTheDragContinues() throws {
        var view = try scrollListView(offset: Point(x: 0, y: 1000))
        var scroll = try ScrollDriver(configuration: .init(snapTarget: { _, _ in Point(x: 0, y: .nan) }), view: view)
        try scroll.beginDragging(at: Point(x: 0, y: 300), time: 0, in: &view)
        try scroll.drag(to: Point(x: 0, y: 280), time: 0.1, in: &view)
        #expect(scrollErrorMessage { try scroll.endDragging(touchVelocity: Point(x: 0, y: -100), time: 0.1, in: &view) }
                == "the snap-target hook returned (0.0, nan); it must be finite")
        #expect(scroll.phase == .dragging)
        #expect(view.contentOffset == Point(x: 0, y: 1020))
    }
}
