import Foundation
import SpringTransitions
import SpringTestSupport
import SpringScenarios

// Helpers shared by the scenario tests: JSON text in, scenarios or error messages out.

/// `text` parsed with JSONDecoder into a JSONValue.
func scenarioJSON(_ text: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
}

/// The scenario in `text`.
func scenario(_ text: String) throws -> Scenario {
    try Scenario(json: scenarioJSON(text))
}

/// The ScenarioError `body` throws, as text, or `nil`.
func scenarioError(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch let error as ScenarioError {
        return error.description
    } catch {
        return "not a ScenarioError: \(error)"
    }
}

/// The error decoding `text` as a scenario, or `nil`.
func scenarioDecodingError(_ text: String) -> String? {
    scenarioError { _ = try scenario(text) }
}

/// A minimal valid scenario with `extra` members added to the top-level object (e.g. `"timeline": […]`).
func minimalScenario(_ extra: String = "", collection: String = #""sections": [6], "bounds": {"width": 320, "height": 480}"#) -> String {
    #"{"collection": {\#(collection)}, "from": {"name": "grid", "parameters": {"columns": 3}}, "to": "flow""# + (extra.isEmpty ? "" : ", " + extra) + "}"
}
