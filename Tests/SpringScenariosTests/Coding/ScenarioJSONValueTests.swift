import Foundation
import SpringTransitions
import SpringTestSupport
import SpringScenarios
import Testing

/// JSONValue and the decoder over it: every JSON kind, exact integers, coding paths and the
/// wording of mismatches.
@Suite struct ScenarioJSONValueTests {
    struct Sample: Codable, Equatable {
        var name: String
        var count: Int
        var ratio: Double
        var flags: [Bool]
        var nested: [String: Int8]
        var optional: UInt16?
    }

    @Test func decodesWhatJSONDecoderDecodes() throws {
        let text = #"{"name": "x", "count": 3, "ratio": 0.25, "flags": [true, false], "nested": {"a": -7}, "optional": null}"#
        let direct = try JSONDecoder().decode(Sample.self, from: Data(text.utf8))
        let viaValue = try scenarioJSON(text).decode(Sample.self)
        #expect(viaValue == direct)
        #expect(direct.optional == nil)
    }

    @Test func roundTripsThroughJSONEncoder() throws {
        let value = try scenarioJSON(#"{"a": [1, 2.5, "s", null, true, {"b": []}]}"#)
        let encoded = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(JSONValue.self, from: encoded) == value)
        #expect(value == .object(["a": .array([.number(1), .number(2.5), .string("s"), .null, .bool(true), .object(["b": .array([])])])]))
    }

    @Test func mismatchesNameTheExpectedAndFoundKinds() {
        func message(_ text: String) -> String {
            do {
                _ = try scenarioJSON(text).decode(Sample.self, codingPath: [PathKey("root")])
                return "no error"
            } catch let error as DecodingError {
                return ScenarioError(error).description
            } catch {
                return "\(error)"
            }
        }
        let base = #""name": "x", "ratio": 1, "flags": [], "nested": {}"#
        #expect(message("{\(base), \"count\": \"3\"}") == "$.root.count: expected a number, found a string")
        #expect(message("{\(base), \"count\": 2.5}") == "$.root.count: expected an integer, found 2.5")
        #expect(message("{\(base), \"count\": null}") == "$.root.count: expected a number, found null")
        #expect(message(#"{"name": "x", "count": 1, "ratio": 1, "flags": [1], "nested": {}}"#) == "$.root.flags[0]: expected a boolean, found a number")
        #expect(message(#"{"name": "x", "count": 1, "ratio": 1, "flags": [], "nested": {"a": 300}}"#)
            == "$.root.nested.a: expected an integer in -128...127, found 300.0")
        #expect(message(#"{"count": 1, "ratio": 1, "flags": [], "nested": {}}"#) == "$.root: missing key 'name'")
        #expect(message("[1]") == "$.root: expected an object, found an array")
    }

    @Test func pathsFormatAsJSONPath() {
        #expect(PathKey.path([]) == "$")
        #expect(PathKey.path([PathKey("timeline"), PathKey(index: 2), PathKey("retarget"), PathKey("to")]) == "$.timeline[2].retarget.to")
    }
}
