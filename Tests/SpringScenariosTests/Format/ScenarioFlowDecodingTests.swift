import Foundation
import SpringTransitions
import SpringScenarios
import Testing
import SpringTestSupport

/// Scenario files for every transition kind: eased motions, interactive, batch-update, bounds
/// and layout-transition events decode to what they say, and malformed ones fail with the JSON
/// path and the reason.
@Suite struct ScenarioFlowDecodingTests {
    static let examples = ScenarioDecodingTests.examples

    @Test(arguments: ["eased", "interactive", "batch-updates", "bounds", "layout-transition"])
    func everyKindHasAnExample(name: String) throws {
        let text = try String(contentsOf: Self.examples.appendingPathComponent("\(name).json"), encoding: .utf8)
        #expect(try scenario(text).name == name)
    }

    @Test func easedMotions() throws {
        let named = try scenario(minimalScenario(#""motion": {"easing": "backOut", "duration": 0.4}"#)).motion
        #expect(named.easing == .named("backOut") && named.duration == 0.4 && named.isEased)
        let bezier = try scenario(minimalScenario(#""motion": {"easing": {"cubicBezier": [0.25, 0.1, 0.25, 1]}, "duration": 1}"#)).motion
        #expect(bezier.easing == .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
        let durationOnly = try scenario(minimalScenario(#""motion": {"duration": 0.3, "spring": {"response": 0.3, "dampingRatio": 1}}"#)).motion
        #expect(durationOnly.easing == nil && durationOnly.isEased && durationOnly.provider.name == "spring")
        #expect(try scenario(minimalScenario()).motion.isEased == false)
        let e = try ScenarioEasing.named("mine").easing(in: {
            var r = PluginRegistry.standard
            try r.register(easing: "mine", .cubicOut)
            return r
        }())
        #expect(e == .cubicOut)
    }

    @Test func timelineEventsOfEveryKind() throws {
        let s = try scenario(minimalScenario(#"""
            "to": null, "timeline": [
              {"at": 0, "interactive": {"to": "flow", "placement": {"contentOffset": {"y": 20}}}},
              {"at": 0.1, "progress": 0.4},
              {"at": 0.2, "finish": {"velocity": 1.5, "spring": {"response": 0.3, "dampingRatio": 0.9}}},
              {"at": 0.3, "cancel": {}},
              {"at": 0.4, "batchUpdates": {"insert": [[0, 1]], "delete": [[0, 2]], "reload": [[0, 3]], "move": [{"from": [0, 4], "to": [0, 0]}],
                                           "insertSections": [1], "deleteSections": [2], "reloadSections": [3], "moveSections": [{"from": 4, "to": 5}],
                                           "appearing": {"scale": 0.2, "rotation": 1, "offset": {"y": 30}, "alpha": 0.5}, "disappearing": "fade",
                                           "spring": {"response": 0.2, "dampingRatio": 1}}},
              {"at": 0.5, "bounds": {"width": 480, "height": 320}},
              {"at": 0.6, "layoutTransition": {"to": "grid", "sections": [3], "size": {"width": 100, "height": 200}, "animated": false}},
              {"at": 0.7, "layoutTransition": {}}
            ]
            """#.replacingOccurrences(of: #""to": null, "#, with: "")))
        let a = s.timeline.map(\.action)
        #expect(a[0] == .interactive(to: "flow", placement: .contentOffset(Point(x: 0, y: 20))))
        #expect(a[1] == .progress(0.4))
        #expect(a[2] == .finish(ScenarioHandOff(velocity: 1.5, spring: try Spring(response: 0.3, dampingRatio: 0.9))))
        #expect(a[3] == .cancel(ScenarioHandOff()))
        let p = { (s: Int, i: Int) in IndexPath(section: s, item: i) }
        #expect(a[4] == .batchUpdates(ScenarioBatchUpdate(
            updates: [.insertItem(p(0, 1)), .deleteItem(p(0, 2)), .reloadItem(p(0, 3)), .moveItem(from: p(0, 4), to: p(0, 0)),
                      .insertSection(1), .deleteSection(2), .reloadSection(3), .moveSection(from: 4, to: 5)],
            appearing: ElementEffect(scale: 0.2, rotation: 1, offset: Point(x: 0, y: 30), alpha: 0.5), disappearing: .fade,
            provider: PluginReference(name: "spring", parameters: .object(["spring": .object(["response": .number(0.2), "dampingRatio": .number(1)])])))))
        #expect(a[5] == .bounds(Size(width: 480, height: 320)))
        #expect(a[6] == .layoutTransition(ScenarioLayoutTransition(to: "grid", sections: [3], size: Size(width: 100, height: 200), animated: false)))
        #expect(a[7] == .layoutTransition(ScenarioLayoutTransition()))
    }

    @Test func placementsCanUseTLsArithmetic() throws {
        let s = try scenario(minimalScenario(#""placement": {"indexPath": [0, 4], "placement": "center", "arithmetic": "tlLayoutTransitioning"}"#))
        #expect(s.placement == .cells([IndexPath(section: 0, item: 4)], .center, PlacementOptions(arithmetic: .tlLayoutTransitioning)))
        #expect(scenarioDecodingError(minimalScenario(#""placement": {"indexPath": [0, 4], "placement": "center", "arithmetic": "tl"}"#))
            == "$.placement.arithmetic: unknown placement arithmetic 'tl'; known: springTransitions, tlLayoutTransitioning")
        #expect(scenarioDecodingError(minimalScenario(#""placement": {"indexPath": [0, 4], "position": "top", "arithmetic": "tlLayoutTransitioning"}"#))
            == "$.placement.arithmetic: 'arithmetic' goes with 'placement', not with 'position'")
    }

    @Test func malformedInputNamesThePathAndTheReason() {
        func error(motion: String) -> String? { scenarioDecodingError(minimalScenario(#""motion": "# + motion)) }
        func error(event: String) -> String? { scenarioDecodingError(minimalScenario(#""timeline": ["# + event + "]")) }
        #expect(error(motion: #"{"easing": "linear"}"#) == "$.motion.easing: an eased transition needs a 'duration' in seconds")
        #expect(error(motion: #"{"easing": "linear", "duration": 1, "spring": {"response": 1, "dampingRatio": 1}}"#)
            == "$.motion.spring: 'spring' cannot be combined with 'easing': an eased transition has no springs")
        #expect(error(motion: #"{"easing": "linear", "duration": 1, "provider": "snap"}"#)
            == "$.motion.provider: 'provider' cannot be combined with 'easing': an eased transition has no springs")
        #expect(error(motion: #"{"easing": {"cubicBezier": [0.1, 0.2, 0.3]}, "duration": 1}"#)
            == "$.motion.easing.cubicBezier: a cubic Bézier has four control-point coordinates [x1, y1, x2, y2]; got 3")
        #expect(error(motion: #"{"easing": {"cubicBezier": [1.5, 0, 0.5, 1]}, "duration": 1}"#)
            == "$.motion.easing.cubicBezier: cubicBezier x1 must be in [0, 1], got 1.5")
        #expect(error(motion: #"{"easing": {"bezier": [0, 0, 1, 1]}, "duration": 1}"#)
            == "$.motion.easing.bezier: unknown key 'bezier'; known keys: cubicBezier")
        #expect(error(motion: #"{"duration": -1}"#) == "$.motion.duration: -1.0 must be positive and at most 600 seconds")

        #expect(error(event: #"{"at": 0, "insert": [[0, 1]]}"#)
            == "$.timeline[0].insert: unknown key 'insert'; known keys: at, retarget, placement, cancelInPlace, touch, interactive, progress, finish, cancel, batchUpdates, bounds, layoutTransition, drag, release, fling, seek")
        #expect(error(event: #"{"at": 0}"#)
            == "$.timeline[0]: an event needs one of 'retarget', 'placement', 'cancelInPlace', 'touch', 'interactive', 'progress', 'finish', 'cancel', 'batchUpdates', 'bounds', 'drag', 'release', 'fling', 'seek' or 'layoutTransition'")
        #expect(error(event: #"{"at": 0, "progress": 0.5, "finish": {}}"#) == "$.timeline[0]: an event has one kind; got 'progress' and 'finish'")
        #expect(error(event: #"{"at": 0, "progress": "half"}"#)?.hasPrefix("$.timeline[0].progress: ") == true)
        #expect(error(event: #"{"at": 0, "progress": 2e6}"#) == "$.timeline[0].progress: 2000000.0 must be finite and at most 1000000 in magnitude")
        #expect(error(event: #"{"at": 0, "finish": {"velocity": 1e300}}"#)
            == "$.timeline[0].finish.velocity: 1e+300 must be finite and at most 10000000 in magnitude")
        #expect(error(event: #"{"at": 0, "cancel": {"speed": 1}}"#) == "$.timeline[0].cancel.speed: unknown key 'speed'; known keys: velocity, spring")
        #expect(error(event: #"{"at": 0, "batchUpdates": {}}"#)
            == "$.timeline[0].batchUpdates: a batch update needs at least one of 'insert', 'delete', 'reload', 'move', 'insertSections', 'deleteSections', 'reloadSections', 'moveSections'")
        #expect(error(event: #"{"at": 0, "batchUpdates": {"insert": [[0]]}}"#)
            == "$.timeline[0].batchUpdates.insert[0]: an index path is [section, item]; got 1 number")
        #expect(error(event: #"{"at": 0, "batchUpdates": {"move": [{"from": [0, 1]}]}}"#)
            == "$.timeline[0].batchUpdates.move[0]: missing key 'to'")
        #expect(error(event: #"{"at": 0, "batchUpdates": {"deleteSections": [0, -2]}}"#)
            == "$.timeline[0].batchUpdates.deleteSections[1]: section -2 must not be negative")
        #expect(error(event: #"{"at": 0, "batchUpdates": {"insert": [[0, 1]], "appearing": "spin"}}"#)
            == "$.timeline[0].batchUpdates.appearing: unknown effect 'spin'; known: fade, shrinkAndFade, or an object")
        #expect(error(event: #"{"at": 0, "batchUpdates": {"insert": [[0, 1]], "disappearing": {"alpha": 2}}}"#)
            == "$.timeline[0].batchUpdates.disappearing.alpha: 2.0 must be between 0 and 1")
        #expect(error(event: #"{"at": 0, "batchUpdates": {"insert": [[0, 1]], "appearing": {"scale": 0}}}"#)
            == "$.timeline[0].batchUpdates.appearing.scale: 0.0 must be finite and positive")
        #expect(error(event: #"{"at": 0, "batchUpdates": {"insert": [[0, 1]], "spring": {"response": 1, "dampingRatio": 1}, "provider": "snap"}}"#)
            == "$.timeline[0].batchUpdates.spring: give either 'spring' or 'provider', not both")
        #expect(error(event: #"{"at": 0, "bounds": {"width": 0, "height": 10}}"#)
            == "$.timeline[0].bounds.width: 0.0 must be finite, positive and at most 100000 points")
        #expect(error(event: #"{"at": 0, "bounds": {"width": 10}}"#) == "$.timeline[0].bounds: missing key 'height'")
        #expect(error(event: #"{"at": 0, "layoutTransition": {"sections": [-1]}}"#)
            == "$.timeline[0].layoutTransition.sections[0]: item count -1 must not be negative")
        #expect(error(event: #"{"at": 0, "layoutTransition": {"size": {"width": 1e9, "height": 10}}}"#)
            == "$.timeline[0].layoutTransition.size.width: 1000000000.0 must be finite, positive and at most 100000 points")
        #expect(error(event: #"{"at": 0, "interactive": {}}"#) == "$.timeline[0].interactive: missing key 'to'")
    }
}
