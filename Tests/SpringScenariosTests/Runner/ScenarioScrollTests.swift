import Foundation
import SpringScenarios
import SpringTestSupport
import SpringTransitions
import Testing

/// `drag`, `release` and `fling` events: the content follows the finger, decelerates in closed
/// form, snaps to a cell's leading edge or springs back at an edge, and the frames carry the
/// offset's velocity.
@Suite struct ScenarioScrollTests {
    /// A 60-row list (rows 64 pt apart from 65 pt) with `scroll` and `timeline` members.
    static func list(scroll: String = #"{"snap": "cells"}"#, timeline: String) throws -> Scenario {
        try scenario(#"{"collection": {"sections": [60], "bounds": {"width": 390, "height": 844}}, "from": {"name": "flow", "parameters": {"itemSize": {"width": 390, "height": 64}, "minimumInteritemSpacing": 0, "minimumLineSpacing": 1}}, "scroll": \#(scroll), "timeline": \#(timeline), "maxDuration": 6}"#)
    }

    @Test func dragMovesWithTheFingerThenReleaseSnapsToARowCarryingTheVelocity() throws {
        let s = try Self.list(timeline: #"[{"at": 0.1, "drag": {"x": 195, "y": 700}}, {"at": 0.2, "drag": {"x": 195, "y": 480}}, {"at": 0.2, "release": {"velocity": {"x": 0, "y": -2400}}}]"#)
        let runner = try ScenarioRunner(scenario: s)
        var offsets: [(t: Double, y: Double, v: Double)] = []
        let summary = try runner.run { frame in offsets.append((frame.time, frame.contentOffset.y, frame.contentOffsetVelocity.y)) }
        #expect(summary.isSettled)
        // During the drag the offset is exactly the finger's travel (no edge is reached).
        let atRelease = try #require(offsets.first { abs($0.t - 0.2) < 1e-9 })
        #expect(atRelease.y == 220)
        // It rests on a row's top (rows every 65 pt), past the deceleration's start.
        let last = try #require(offsets.last)
        #expect(last.y.truncatingRemainder(dividingBy: 65) == 0)
        #expect(last.y > 220)
        #expect(last.v == 0)
        // At the release the offset takes the finger's velocity (2400 pt/s up: the content moves down),
        // and the snap spring starts from that state (ScrollDriver's own tests check the hand-over's
        // continuity by finite differences).
        #expect(atRelease.v == 2_400)
    }

    @Test func snappingUsesTheCellsOfTheLayoutShownAtTheGesture() throws {
        // Rows of 64 + 1 pt; after the first fling settles, an interactive transition finishes on
        // rows of 99 + 1 pt, and the second fling must come to rest on a top edge of the new rows.
        let tall = #"{"name": "flow", "parameters": {"itemSize": {"width": 390, "height": 99}, "minimumInteritemSpacing": 0, "minimumLineSpacing": 1}}"#
        let s = try scenario(#"{"collection": {"sections": [60], "bounds": {"width": 390, "height": 844}}, "from": {"name": "flow", "parameters": {"itemSize": {"width": 390, "height": 64}, "minimumInteritemSpacing": 0, "minimumLineSpacing": 1}}, "scroll": {"snap": "cells"}, "timeline": [{"at": 0, "fling": {"velocity": {"x": 0, "y": 1500}}}, {"at": 2.5, "interactive": {"to": \#(tall)}}, {"at": 2.6, "progress": 0.5}, {"at": 2.7, "finish": {"velocity": 0}}, {"at": 5, "fling": {"velocity": {"x": 0, "y": 1300}}}], "maxDuration": 10}"#)
        let runner = try ScenarioRunner(scenario: s)
        var restBeforeChange = Double.nan, final = Double.nan
        let summary = try runner.run { frame in
            if frame.time < 2.5 { restBeforeChange = frame.contentOffset.y }
            final = frame.contentOffset.y
        }
        #expect(summary.isSettled)
        #expect(restBeforeChange.truncatingRemainder(dividingBy: 65) == 0 && restBeforeChange > 0)
        #expect(final.truncatingRemainder(dividingBy: 100) == 0, "rests at \(final)")
        #expect(final > restBeforeChange)
    }

    @Test func flingPastTheTopSpringsBackToTheEdge() throws {
        let s = try Self.list(scroll: #"{"rate": "fast"}"#, timeline: #"[{"at": 0, "fling": {"velocity": {"x": 0, "y": -3000}}}]"#)
        let runner = try ScenarioRunner(scenario: s)
        var minimum = 0.0, final = Double.nan
        _ = try runner.run { frame in
            minimum = Swift.min(minimum, frame.contentOffset.y)
            final = frame.contentOffset.y
        }
        #expect(minimum < 0)        // past the edge…
        #expect(final == 0)         // …and back on it exactly
    }

    @Test func badScrollInputIsRefusedWithItsPath() {
        #expect(scenarioDecodingError(minimalScenario(#""scroll": {"rate": 1.5}"#)) == "$.scroll.rate: 1.5 must be between 0 and 1, exclusive")
        #expect(scenarioDecodingError(minimalScenario(#""scroll": {"rate": "slow"}"#)) == "$.scroll.rate: unknown rate 'slow'; give \"normal\", \"fast\" or a number in (0, 1)")
        #expect(scenarioDecodingError(minimalScenario(#""scroll": {"paging": true, "snap": "cells"}"#)) == "$.scroll.snap: give either 'paging' or 'snap', not both")
        #expect(scenarioDecodingError(minimalScenario(#""timeline": [{"at": 0, "fling": {"velocity": {"x": 0, "y": 1e9}}}]"#))
                == "$.timeline[0].fling.velocity: (0.0, 1000000000.0) must be finite and at most 1000000 points per second")
        let release = try? ScenarioRunner(scenario: scenario(minimalScenario(#""timeline": [{"at": 0, "release": {}}]"#).replacingOccurrences(of: #", "to": "flow""#, with: "")))
        #expect(scenarioError { _ = try release?.run { _ in } } == "$.timeline[0].release: at t = 0.0 s no drag is in progress; a 'release' follows a 'drag'")
    }

    @Test func scrollGesturesNeedTheViewAtRest() throws {
        let runner = try ScenarioRunner(scenario: scenario(minimalScenario(#""timeline": [{"at": 0.05, "drag": {"x": 10, "y": 10}}]"#)))
        #expect(scenarioError { _ = try runner.run { _ in } } == "$.timeline[0].drag: at t = 0.05 s a transition is running; scroll gestures need the collection view at rest")
    }
}

/// The `springy` section: the `from` layout hangs on attachment springs and lags behind drags.
@Suite struct ScenarioSpringyTests {
    static func list(springy: String) throws -> Scenario {
        try scenario(#"{"collection": {"sections": [40], "bounds": {"width": 390, "height": 844}}, "from": {"name": "flow", "parameters": {"itemSize": {"width": 390, "height": 44}, "minimumInteritemSpacing": 0, "minimumLineSpacing": 0}}, "springy": \#(springy), "timeline": [{"at": 0.1, "drag": {"x": 195, "y": 800}}, {"at": 0.2, "drag": {"x": 195, "y": 650}}, {"at": 0.2, "release": {}}], "maxDuration": 8}"#)
    }

    @Test func rowsLagByTheResistanceRuleThenSettleOnTheirPlaces() throws {
        let runner = try ScenarioRunner(scenario: Self.list(springy: "{}"))
        var atDragEnd: [ElementID: Point] = [:]
        var last: [ElementID: Point] = [:]
        let summary = try runner.run { frame in
            let centers = Dictionary(uniqueKeysWithValues: frame.elements.map { ($0.id, $0.center) })
            if abs(frame.time - 0.2) < 1e-9 { atDragEnd = centers }
            last = centers
        }
        #expect(summary.isSettled)
        // The scroll at 0.2 s moved the content by 150 pt with the finger at y = 650 (view): row 0
        // (rest y = 22) is |650 + 150 − 22| = 778 pt from the touch in content coordinates, so it
        // moves by 150·778/1500 = 77.8 pt, less what its spring pulled back in 0 s: exactly that.
        let row0 = ElementID.cell(IndexPath(section: 0, item: 0))
        let moved = try #require(atDragEnd[row0]).y - 22
        #expect(abs(moved - 150 * 778 / 1500) < 1e-6, "\(moved)")
        // At rest every row is back on the flow layout's place.
        for (id, center) in last where id.isCell {
            #expect(abs(center.y - (22 + 44 * Double(id.indexPath.item))) < 1e-3)
        }
    }

    @Test func badSpringsAreRefusedAtTheSection() {
        #expect(scenarioError { _ = try ScenarioRunner(scenario: Self.list(springy: #"{"frequency": 0}"#)) }?.hasPrefix("$.springy: ") == true)
    }
}
