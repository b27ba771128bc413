import Foundation
import SpringTransitions
import SpringTestSupport
import SpringScenarios
import Testing

/// Scenario files: what each form decodes to, and the exact message (with its JSON path) for
/// every kind of malformed or absurd input.
@Suite struct ScenarioDecodingTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Examples/Scenarios").standardized

    @Test func theDemoScenarioDecodesToWhatItSays() throws {
        let text = try String(contentsOf: Self.examples.appendingPathComponent("grid-to-list.json"), encoding: .utf8)
        let s = try scenario(text)
        #expect(s.name == "grid-to-list")
        #expect(s.collection.sections == [20, 20, 20])
        #expect(s.collection.bounds == Size(width: 390, height: 844))
        #expect(s.collection.contentOffset == Point(x: 0, y: 120))
        #expect(s.from.name == "flow" && s.to?.name == "flow")
        #expect(s.motion.integrator == "gsl-rkf45")
        #expect(s.motion.provider == PluginReference(name: "spring", parameters: .object(["spring": .object(["response": .number(0.6), "dampingRatio": .number(0.8)])])))
        #expect(s.placement == .item(ScenarioItemPosition(indexPath: IndexPath(section: 1, item: 10), position: .centeredVertically)))
        #expect(s.framesPerSecond == 60 && s.maxDuration == 10 && s.timeline.isEmpty)
    }

    @Test func everyExampleDecodes() throws {
        for name in ["grid-to-list", "retarget", "stagger"] {
            let text = try String(contentsOf: Self.examples.appendingPathComponent("\(name).json"), encoding: .utf8)
            #expect(try scenario(text).name == name)
        }
    }

    @Test func defaultsAndShorthands() throws {
        let s = try scenario(minimalScenario())
        #expect(s.motion == ScenarioMotion())
        #expect(s.motion.integrator.name == "gsl-rkf45" && s.motion.provider.name == "spring")
        #expect(s.motion.timeStep == 1.0 / 120 && s.motion.contentOffset == .followsProgress)
        #expect(s.collection.contentInset == .zero && s.collection.contentOffset == nil && s.placement == nil)

        let m = try scenario(minimalScenario(#""motion": {"contentOffset": {"spring": {"duration": 0.4, "bounce": 0.1}}, "anchor": [0, 2], "timeStep": 0.005}"#)).motion
        #expect(m.contentOffset == .spring(try Spring(duration: 0.4, bounce: 0.1)))
        #expect(m.anchor == IndexPath(section: 0, item: 2) && m.timeStep == 0.005)

        let inset = try scenario(minimalScenario(collection: #""sections": [6], "bounds": {"width": 320, "height": 480}, "contentInset": {"top": 20}"#))
        #expect(inset.collection.contentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test func placementsInEachForm() throws {
        func placement(_ json: String) throws -> ScenarioPlacement? { try scenario(minimalScenario(#""placement": "# + json)).placement }
        #expect(try placement(#"{"indexPath": [0, 4], "position": "top"}"#) == .item(ScenarioItemPosition(indexPath: IndexPath(section: 0, item: 4), position: .top)))
        #expect(try placement(#"{"indexPath": [0, 4], "position": {"vertical": "bottom", "horizontal": "right"}}"#)
            == .item(ScenarioItemPosition(indexPath: IndexPath(section: 0, item: 4), position: ScrollPosition(vertical: .bottom, horizontal: .right))))
        #expect(try placement(#"{"indexPaths": [[0, 1], [0, 2]], "placement": "center", "anchor": {"x": 0.5, "y": 0}, "inset": {"top": 8}}"#)
            == .cells([IndexPath(section: 0, item: 1), IndexPath(section: 0, item: 2)], .center,
                      PlacementOptions(anchor: Point(x: 0.5, y: 0), inset: EdgeInsets(top: 8, left: 0, bottom: 0, right: 0))))
        #expect(try placement(#"{"indexPath": [0, 3], "placement": "minimal"}"#) == .cells([IndexPath(section: 0, item: 3)], .minimal, PlacementOptions()))
        #expect(try placement(#"{"contentOffset": {"y": 250}}"#) == .contentOffset(Point(x: 0, y: 250)))
    }

    @Test func timelineEvents() throws {
        let s = try scenario(minimalScenario(#"""
            "timeline": [
              {"at": 0.1, "retarget": {"to": "grid", "spring": {"response": 0.3, "dampingRatio": 0.5}, "placement": {"contentOffset": {"y": 10}}}},
              {"at": 0.2, "placement": {"indexPath": [0, 5], "position": "bottom"}},
              {"at": 0.2, "cancelInPlace": {"keepingVelocity": true}},
              {"at": 0.3, "cancelInPlace": {}}
            ]
            """#))
        #expect(s.timeline.map(\.time) == [0.1, 0.2, 0.2, 0.3])
        #expect(s.timeline[0].action == .retarget(
            to: "grid",
            provider: PluginReference(name: "spring", parameters: .object(["spring": .object(["response": .number(0.3), "dampingRatio": .number(0.5)])])),
            placement: .contentOffset(Point(x: 0, y: 10))))
        #expect(s.timeline[1].action == .placement(.item(ScenarioItemPosition(indexPath: IndexPath(section: 0, item: 5), position: .bottom))))
        #expect(s.timeline[2].action == .cancelInPlace(keepingVelocity: true))
        #expect(s.timeline[3].action == .cancelInPlace(keepingVelocity: false))
    }

    @Test func touchesAndTheExchangeConfiguration() throws {
        let s = try scenario(#"""
            {"collection": {"sections": [6], "bounds": {"width": 320, "height": 480}}, "from": "grid",
             "exchange": {"mode": "move", "minimumPressDuration": 0.3},
             "timeline": [{"at": 0.1, "touch": {"phase": "down", "cell": [0, 2]}},
                          {"at": 0.5, "touch": {"phase": "move", "point": {"x": 10, "y": 20}}},
                          {"at": 0.6, "touch": {"phase": "up"}}, {"at": 0.7, "touch": {"phase": "cancel"}}]}
            """#)
        #expect(s.to == nil && s.exchange == ExchangeConfiguration(mode: .move, minimumPressDuration: 0.3))
        #expect(s.timeline.map(\.action) == [
            .touch(ScenarioTouch(phase: .down, location: .cell(IndexPath(section: 0, item: 2)))),
            .touch(ScenarioTouch(phase: .move, location: .point(Point(x: 10, y: 20)))),
            .touch(ScenarioTouch(phase: .up)), .touch(ScenarioTouch(phase: .cancel)),
        ])
        func error(_ touch: String) -> String? { scenarioDecodingError(minimalScenario(#""timeline": [{"at": 0, "touch": "# + touch + "}]")) }
        #expect(error(#"{"phase": "press", "cell": [0, 1]}"#) == "$.timeline[0].touch.phase: unknown touch phase 'press'; known: down, move, up, cancel")
        #expect(error(#"{"phase": "down"}"#) == "$.timeline[0].touch: a 'down' touch needs a 'cell' or a 'point'")
        #expect(error(#"{"phase": "up", "cell": [0, 1]}"#) == "$.timeline[0].touch.cell: an 'up' touch has no location")
        #expect(error(#"{"phase": "move", "cell": [0, 1], "point": {"x": 1}}"#) == "$.timeline[0].touch.point: give either 'cell' or 'point', not both")
        #expect(scenarioDecodingError(minimalScenario(#""exchange": {"mode": "swap"}"#)) == "$.exchange.mode: unknown exchange mode 'swap'; known: exchange, move")
        #expect(scenarioDecodingError(minimalScenario(#""exchange": {"snapshotAlpha": 2}"#))?.hasPrefix("$.exchange: ") == true)
        #expect(scenarioDecodingError(#"{"collection": {"sections": [6], "bounds": {"width": 320, "height": 480}}, "from": "grid", "placement": {"contentOffset": {}}}"#)
            == "$.placement: a placement needs a transition: give 'to'")
    }

    @Test func malformedFilesNameThePathAndTheReason() {
        #expect(scenarioDecodingError(#"{"from": "flow", "to": "grid"}"#) == "$: missing key 'collection'")
        #expect(scenarioDecodingError(#"{"collection": {"sections": [1], "bounds": {"width": 1, "height": 1}}, "to": "grid"}"#) == "$: missing key 'from'")
        #expect(scenarioDecodingError(minimalScenario(#""colection": 1"#))
            == "$.colection: unknown key 'colection'; known keys: name, description, collection, from, to, motion, placement, timeline, exchange, scroll, springy, fps, maxDuration")
        #expect(scenarioDecodingError(minimalScenario(collection: #""sections": [6], "bounds": {"width": "320", "height": 480}"#))
            == "$.collection.bounds.width: expected a number, found a string")
        #expect(scenarioDecodingError(minimalScenario(collection: #""sections": [6], "bounds": {"width": 320}"#))
            == "$.collection.bounds: missing key 'height'")
        #expect(scenarioDecodingError(minimalScenario(collection: #""sections": [6.5], "bounds": {"width": 320, "height": 480}"#))
            == "$.collection.sections[0]: expected an integer, found 6.5")
        #expect(scenarioDecodingError(minimalScenario(#""motion": {"spring": {"response": -1, "dampingRatio": 0.8}}"#))
            == "$.motion.spring.response: invalid spring parameter response = -1.0: must be greater than 0")
        #expect(scenarioDecodingError(minimalScenario(#""motion": {"spring": {"response": 0.5, "dampingRatio": 0.8}, "provider": "snap"}"#))
            == "$.motion.spring: give either 'spring' or 'provider', not both")
        #expect(scenarioDecodingError(minimalScenario(#""motion": {"easing": "easeInOut"}"#))
            == "$.motion.easing: an eased transition needs a 'duration' in seconds")
        #expect(scenarioDecodingError(minimalScenario(#""motion": {"contentOffset": "still"}"#))
            == "$.motion.contentOffset: unknown content offset mode 'still'; give \"followsProgress\" or {\"spring\": {…}}")
        #expect(scenarioDecodingError(minimalScenario(#""motion": {"integrator": {"name": "exact", "params": {}}}"#))
            == "$.motion.integrator.params: unknown key 'params'; known keys: name, parameters")
        #expect(scenarioDecodingError(minimalScenario(#""motion": {"anchor": [0]}"#))
            == "$.motion.anchor: an index path is [section, item]; got 1 number")
        #expect(scenarioDecodingError(minimalScenario(#""motion": {"anchor": [0, -2]}"#))
            == "$.motion.anchor: an index path's section and item must not be negative; got [0, -2]")
    }

    @Test func malformedPlacements() {
        func error(_ json: String) -> String? { scenarioDecodingError(minimalScenario(#""placement": "# + json)) }
        #expect(error(#"{"indexPath": [0, 1], "position": "middle"}"#)
            == "$.placement.position: unknown scroll position 'middle'; known: none, top, centeredVertically, bottom, left, centeredHorizontally, right")
        #expect(error(#"{"indexPath": [0, 1], "placement": "nearest"}"#)
            == "$.placement.placement: unknown placement 'nearest'; known: minimal, visible, center, top, left, bottom, right")
        #expect(error(#"{"indexPath": [0, 1]}"#)
            == "$.placement: a placement of cells needs 'position' (a scroll position) or 'placement' (minimal, visible, center, top, left, bottom, right)")
        #expect(error(#"{"indexPath": [0, 1], "position": "top", "placement": "top"}"#) == "$.placement.placement: give either 'position' or 'placement', not both")
        #expect(error(#"{"indexPaths": [[0, 1], [0, 2]], "position": "top"}"#)
            == "$.placement.position: 'position' places one 'indexPath'; use 'placement' for several cells")
        #expect(error(#"{"indexPaths": [], "placement": "top"}"#) == "$.placement.indexPaths: give at least one index path")
        #expect(error(#"{"indexPaths": [[0, 1], [0]], "placement": "top"}"#) == "$.placement.indexPaths[1]: an index path is [section, item]; got 1 number")
        #expect(error(#"{"contentOffset": {"y": 1}, "indexPath": [0, 1]}"#) == "$.placement.indexPath: 'indexPath' cannot be combined with 'contentOffset'")
        #expect(error(#"{}"#) == "$.placement: a placement needs 'indexPath' (with 'position' or 'placement'), 'indexPaths' (with 'placement') or 'contentOffset'")
    }

    @Test func unknownEventsAreRefusedWithTheKnownKinds() {
        func error(_ event: String) -> String? { scenarioDecodingError(minimalScenario(#""timeline": ["# + event + "]")) }
        #expect(error(#"{"at": 0.1, "batchUpdates": [{"insert": [0, 1]}]}"#) == "$.timeline[0].batchUpdates: expected an object, found an array")
        #expect(error(#"{"at": 0.1, "delete": [0, 1]}"#)
            == "$.timeline[0].delete: unknown key 'delete'; known keys: at, retarget, placement, cancelInPlace, touch, interactive, progress, finish, cancel, batchUpdates, bounds, layoutTransition, drag, release, fling, seek")
        #expect(error(#"{"at": 0.1, "drags": {"x": 1, "y": 2}}"#)
            == "$.timeline[0].drags: unknown key 'drags'; known keys: at, retarget, placement, cancelInPlace, touch, interactive, progress, finish, cancel, batchUpdates, bounds, layoutTransition, drag, release, fling, seek")
        #expect(error(#"{"at": 0.1}"#) == "$.timeline[0]: an event needs one of 'retarget', 'placement', 'cancelInPlace', 'touch', 'interactive', 'progress', 'finish', 'cancel', 'batchUpdates', 'bounds', 'drag', 'release', 'fling', 'seek' or 'layoutTransition'")
        #expect(error(#"{"at": 0.1, "retarget": {"to": "grid"}, "cancelInPlace": {}}"#)
            == "$.timeline[0]: an event has one kind; got 'retarget' and 'cancelInPlace'")
        #expect(error(#"{"at": 0.1, "retarget": {"to": "grid", "springs": {}}}"#)
            == "$.timeline[0].retarget.springs: unknown key 'springs'; known keys: to, provider, spring, placement")
        #expect(error(#"{"retarget": {"to": "grid"}}"#) == "$.timeline[0]: missing key 'at'")
    }

    @Test func absurdSizesAreRefused() {
        func error(_ collection: String) -> String? { scenarioDecodingError(minimalScenario(collection: collection)) }
        let bounds = #""bounds": {"width": 320, "height": 480}"#
        #expect(error(#""sections": [1000000000], "# + bounds) == "$.collection.sections[0]: 1000000000 items; at most 100000 are allowed in all")
        #expect(error(#""sections": [60000, 60000], "# + bounds) == "$.collection.sections: 120000 items in all; at most 100000 are allowed")
        #expect(error(#""sections": [3, -1], "# + bounds) == "$.collection.sections[1]: item count -1 must not be negative")
        #expect(error(#""sections": [6], "bounds": {"width": 1e12, "height": 480}"#)
            == "$.collection.bounds.width: 1000000000000.0 must be finite, positive and at most 100000 points")
        #expect(error(#""sections": [6], "bounds": {"width": 320, "height": 0}"#)
            == "$.collection.bounds.height: 0.0 must be finite, positive and at most 100000 points")
        #expect(error(#""sections": [6], "# + bounds + #", "contentOffset": {"y": 1e300}"#)
            == "$.collection.contentOffset.y: 1e+300 must be finite and at most 10000000 points in magnitude")
        #expect(scenarioDecodingError(minimalScenario(#""fps": 0"#)) == "$.fps: 0.0 must be between 1 and 1000 frames per second")
        #expect(scenarioDecodingError(minimalScenario(#""fps": 1e9"#)) == "$.fps: 1000000000.0 must be between 1 and 1000 frames per second")
        #expect(scenarioDecodingError(minimalScenario(#""maxDuration": 1e6"#)) == "$.maxDuration: 1000000.0 must be positive and at most 600 seconds")
        #expect(scenarioDecodingError(minimalScenario(#""motion": {"timeStep": 0}"#)) == "$.motion.timeStep: 0.0 must be between 1e-05 and 0.1 seconds")
        #expect(scenarioDecodingError(minimalScenario(#""timeline": [{"at": 0.5, "cancelInPlace": {}}, {"at": 0.2, "cancelInPlace": {}}]"#))
            == "$.timeline[1].at: 0.2 is earlier than the previous event's 0.5; list events in time order")
        #expect(scenarioDecodingError(minimalScenario(#""maxDuration": 2, "timeline": [{"at": 3, "cancelInPlace": {}}]"#))
            == "$.timeline[0].at: 3.0 must be between 0 and maxDuration (2.0 s)")
    }

    @Test func programmaticScenariosAreValidatedToo() {
        let bad = Scenario(collection: ScenarioCollection(sections: [5], bounds: Size(width: 320, height: 480)), from: "grid", to: "flow",
                           framesPerSecond: .nan)
        #expect(scenarioError { try bad.validate() } == "$.fps: nan must be between 1 and 1000 frames per second")
    }
}
