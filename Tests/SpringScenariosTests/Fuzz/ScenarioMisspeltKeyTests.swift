import Foundation
import Testing
import SpringTestSupport
import SpringTransitions
import SpringScenarios

/// The fuzz harness's systematic mutation: every key of every object in every example scenario
/// (the built-in scenarios are byte-for-byte copies of them) is misspelt in turn, one per case,
/// and each case must be refused with a ``ScenarioError`` whose path is the misspelt key's and
/// whose message names it and lists the known keys. Nothing may run with a default in place of the misspelt value (as
/// `"bouce": 0.25` once ran as bounce 0).
@Suite("Fuzz: misspelt keys")
struct ScenarioMisspeltKeyTests {
    /// One case: the example, the path of the misspelt key (as the error should print it) and the mutant.
    struct Case { var example: String; var path: String; var key: String; var mutant: JSONValue }

    /// Every misspelling of one key of one example.
    static func cases() throws -> [Case] {
        var all: [Case] = []
        for (name, json) in try ScenarioFuzzTests.namedExamples() {
            for (path, key, mutant) in ScenarioFuzzer.misspellingEachKey(of: json) {
                all.append(Case(example: name, path: path, key: key, mutant: mutant))
            }
        }
        return all
    }

    /// Decodes and runs `json`, returning the error it is refused with (or nil when it ran).
    static func refusal(_ json: JSONValue) -> (any Error)? {
        do {
            let runner = try ScenarioRunner(scenario: Scenario(json: json))
            runner.maximumWork = 3e8
            _ = try runner.run { _ in }
            return nil
        } catch {
            return error
        }
    }

    @Test func misspellingAnyKeyOfAnyExampleIsRefusedWithItsPath() throws {
        let cases = try Self.cases()
        // Every example file, and in all several hundred keys (objects in arrays included).
        #expect(Set(cases.map(\.example)).count == (try ScenarioFuzzTests.namedExamples()).count)
        #expect(cases.count > 300)
        for c in cases {
            guard let error = Self.refusal(c.mutant) else {
                Issue.record("\(c.example): misspelt \(c.path) was accepted")
                continue
            }
            guard let scenarioError = error as? ScenarioError else {
                Issue.record("\(c.example): misspelt \(c.path): not a ScenarioError: \(error)")
                continue
            }
            #expect(scenarioError.path == c.path, "\(c.example): \(scenarioError)")
            // "unknown key 'bouce'; known keys: …", or for a plugin's parameters
            // "unknown FlowLayout parameter 'itemSze'; known parameters: …".
            #expect(scenarioError.message.hasPrefix("unknown ") && scenarioError.message.contains(" '\(c.key)'; known "),
                    "\(c.example): \(scenarioError)")
        }
    }

    /// Scenarios holding the objects the example files don't: every other kind of object a
    /// scenario file can hold (scroll positions as objects, per-channel providers, integrator
    /// tolerances, springs in physical form, content insets, scroll-to, offsets and placements
    /// with anchors, insets and arithmetic, cancel, progress and layout-transition events, effect
    /// objects, touches at points, springy and scroll settings). Each runs as it is.
    static let moreObjects: [String] = [
        #"""
        {"collection": {"sections": [30], "bounds": {"width": 390, "height": 844}, "contentInset": {"top": 20, "bottom": 10},
                        "scrollTo": {"indexPath": [0, 12], "position": {"vertical": "top", "horizontal": "left"}}},
         "from": {"name": "grid", "parameters": {"columns": 3, "aspectRatio": 1, "sectionInset": {"top": 4, "left": 4, "bottom": 4, "right": 4}}},
         "to": {"name": "flow", "parameters": {"itemSize": {"width": 390, "height": 50}, "footerReferenceSize": {"width": 0, "height": 10}}},
         "motion": {"provider": {"name": "per-channel", "parameters": {"default": {"stiffness": 200, "damping": 25, "mass": 1},
                                                                       "channels": {"alpha": {"response": 0.3, "dampingRatio": 1}, "center": {"duration": 0.4}}}},
                    "integrator": {"name": "gsl-rk8pd", "parameters": {"absolute": 1e-6, "relative": 1e-6}},
                    "timeStep": 0.01, "contentOffset": {"spring": {"stiffness": 300, "damping": 35}}, "anchor": [0, 3]},
         "placement": {"indexPath": [0, 20], "position": {"vertical": "center"}},
         "timeline": [{"at": 0.1, "placement": {"indexPaths": [[0, 4], [0, 5]], "placement": "center", "anchor": {"x": 0.5, "y": 0},
                                                "inset": {"top": 8}, "arithmetic": "tlLayoutTransitioning"}},
                      {"at": 0.2, "placement": {"contentOffset": {"x": 0, "y": 40}}},
                      {"at": 0.3, "cancelInPlace": {"keepingVelocity": true}}],
         "fps": 60, "maxDuration": 3}
        """#,
        #"""
        {"collection": {"sections": [12], "bounds": {"width": 390, "height": 844}, "contentOffset": {"x": 0, "y": 0}},
         "from": {"name": "grid", "parameters": {"columns": 3}},
         "motion": {"provider": {"name": "stagger", "parameters": {"anchor": [0, 0], "delayPerPoint": 0.0002, "spring": {"response": 0.3, "dampingRatio": 0.9}}},
                    "integrator": {"name": "rk4-substeps", "parameters": {"substep": 0.002}}},
         "timeline": [{"at": 0, "interactive": {"to": {"name": "grid", "parameters": {"columns": 2}}, "placement": {"indexPath": [0, 2], "position": "top"}}},
                      {"at": 0.1, "progress": 0.3},
                      {"at": 0.2, "cancel": {"velocity": -1, "spring": {"duration": 0.3, "bounce": 0.1}}},
                      {"at": 1.5, "batchUpdates": {"insert": [[0, 0]], "appearing": {"scale": 0.5, "rotation": 1, "offset": {"x": 0, "y": 40}, "alpha": 0},
                                                   "disappearing": "fade", "spring": {"response": 0.3, "dampingRatio": 1}}},
                      {"at": 2.5, "batchUpdates": {"insertSections": [1], "reloadSections": [0],
                                                   "provider": {"name": "per-kind", "parameters": {"cells": "spring", "decoration": "snap"}}}},
                      {"at": 3, "batchUpdates": {"moveSections": [{"from": 0, "to": 1}]}}],
         "fps": 30, "maxDuration": 4}
        """#,
        #"""
        {"collection": {"sections": [10], "bounds": {"width": 390, "height": 844}},
         "from": {"name": "grid", "parameters": {"columns": 3}},
         "motion": {"spring": {"response": 0.4, "dampingRatio": 0.9}, "integrator": "exact"},
         "timeline": [{"at": 0.1, "layoutTransition": {"to": "circle", "sections": [6], "size": {"width": 400, "height": 800}, "animated": true}}],
         "maxDuration": 3}
        """#,
        #"""
        {"collection": {"sections": [12], "bounds": {"width": 390, "height": 844}},
         "from": {"name": "flow", "parameters": {"itemSize": {"width": 100, "height": 100}}},
         "exchange": {"mode": "move", "alphaForDisplacedItem": 0.5, "animationDuration": 0.2, "blinkToScaleForCatch": 1.1,
                      "blinkToScaleForRelease": 1.05, "snapshotAlpha": 0.8, "minimumPressDuration": 0.1, "allowableMovement": 10},
         "timeline": [{"at": 0.1, "touch": {"phase": "down", "point": {"x": 60, "y": 60}}},
                      {"at": 0.3, "touch": {"phase": "move", "point": {"x": 170, "y": 60}}},
                      {"at": 0.5, "touch": {"phase": "cancel"}}],
         "maxDuration": 2}
        """#,
        #"""
        {"collection": {"sections": [60], "bounds": {"width": 390, "height": 844}},
         "from": {"name": "flow", "parameters": {"itemSize": {"width": 390, "height": 60}}},
         "scroll": {"rate": 0.995, "paging": true, "snap": "none"},
         "timeline": [{"at": 0.1, "fling": {"velocity": {"x": 0, "y": 3000}}}],
         "maxDuration": 4}
        """#,
        #"""
        {"collection": {"sections": [5], "bounds": {"width": 390, "height": 844}},
         "from": "stack", "to": {"name": "stack", "parameters": {"cardSize": {"width": 300, "height": 400}, "topIndex": 1}},
         "motion": {"easing": "quadraticInOut", "duration": 0.3}, "maxDuration": 2}
        """#,
    ]

    @Test func misspellingAnyKeyOfTheOtherObjectsIsRefusedWithItsPath() throws {
        for (n, text) in Self.moreObjects.enumerated() {
            let json = try scenarioJSON(text)
            if let error = Self.refusal(json) {
                Issue.record("extra scenario \(n) does not run: \(error)")
                continue
            }
            for (path, key, mutant) in ScenarioFuzzer.misspellingEachKey(of: json) {
                guard let error = Self.refusal(mutant) as? ScenarioError else {
                    Issue.record("extra scenario \(n): misspelt \(path) was not refused with a ScenarioError")
                    continue
                }
                #expect(error.path == path, "extra scenario \(n): \(error)")
                #expect(error.message.hasPrefix("unknown ") && error.message.contains(" '\(key)'; known "), "extra scenario \(n): \(error)")
            }
        }
    }

    @Test func theIssuesCaseNamesTheSpringsKey() throws {
        // "bounce" misspelt in the batch-updates example's spring (with duration, as the issue wrote it).
        let examples = try ScenarioFuzzTests.namedExamples()
        guard case .object(var root) = try #require(examples.first { $0.name == "batch-updates" }?.json),
              case .object(var motion) = root["motion"] else {
            Issue.record("batch-updates has no motion")
            return
        }
        motion["spring"] = .object(["duration": .number(0.6), "bouce": .number(0.25)])
        root["motion"] = .object(motion)
        let error = try #require(Self.refusal(.object(root)) as? ScenarioError)
        #expect(error.description == "$.motion.spring.bouce: unknown key 'bouce'; known keys: mass, stiffness, damping, response, dampingRatio, duration, bounce")
    }
}
