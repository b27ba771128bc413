import Foundation
import SpringTestSupport
import SpringTransitions
import Testing

@Suite struct ScrollFrameRateTests {
    /// The offsets every 1/30 s for 3 s after the release at `hz` frames per second: a fling that decelerates into
    /// the bottom edge and springs back, driven with advance(by:) or advance(to:).
    func trajectory(hz: Int, byDeltas: Bool, configuration: ScrollDriver.Configuration = .init()) throws -> [Double] {
        var view = try scrollListView(offset: Point(x: 0, y: 3000))
        var scroll = try ScrollDriver(configuration: configuration, view: view)
        try scroll.beginDragging(at: Point(x: 0, y: 300), time: 0, in: &view)
        try scroll.drag(to: Point(x: 0, y: 250), time: 0.05, in: &view)
        try scroll.endDragging(touchVelocity: Point(x: 0, y: -2600), time: 0.05, in: &view)
        var samples: [Double] = []
        let per = hz / 30
        for frame in 1...(3 * hz) {
            if byDeltas {
                try scroll.advance(by: 1 / Double(hz), in: &view)
            } else {
                try scroll.advance(to: 0.05 + Double(frame) / Double(hz), in: &view)
            }
            if frame % per == 0 { samples.append(view.contentOffset.y) }
        }
        return samples
    }

    @Test(arguments: [false, true])
    func frameRatesAgreeAtSharedInstants(byDeltas: Bool) throws {
        let reference = try trajectory(hz: 240, byDeltas: byDeltas)
        #expect(reference.max()! > 4019)                               // it did reach the edge and overshoot
        #expect(reference.last! == 4019)
        for hz in [30, 60, 120] {
            let other = try trajectory(hz: hz, byDeltas: byDeltas)
            let worst = zip(reference, other).map { abs($0 - $1) }.max()!
            #expect(worst <= 1e-9, "\(hz) Hz differs by \(worst)")
        }
    }

    @Test func pagingIsFrameRateIndependentToo() throws {
        let paging = ScrollDriver.Configuration(isPagingEnabled: true)
        let reference = try trajectory(hz: 240, byDeltas: true, configuration: paging)
        for hz in [30, 60, 120] {
            let worst = zip(reference, try trajectory(hz: hz, byDeltas: true, configuration: paging)).map { abs($0 - $1) }.max()!
            #expect(worst <= 1e-9)
        }
    }
}
