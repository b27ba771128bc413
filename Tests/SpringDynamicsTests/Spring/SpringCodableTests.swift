import Foundation
import Testing
@testable import SpringDynamics
import SpringTestSupport

@Suite("Spring Codable")
struct SpringCodableTests {
    func decode(_ json: String) throws -> Spring {
        try JSONDecoder().decode(Spring.self, from: Data(json.utf8))
    }

    /// The debugDescription and coding path of the DecodingError.dataCorrupted that `json` throws.
    func corruption(_ json: String) -> (message: String, path: [String])? {
        do {
            _ = try decode(json)
        } catch let DecodingError.dataCorrupted(context) {
            return (context.debugDescription, context.codingPath.map(\.stringValue))
        } catch {
            return nil
        }
        return nil
    }

    @Test("an unknown key is refused at its path, in every form (a misspelt bounce is not bounce 0)")
    func unknownKeysAreRefused() throws {
        let known = "known keys: mass, stiffness, damping, response, dampingRatio, duration, bounce"
        for json in [#"{"duration": 0.6, "bouce": 0.25}"#, #"{"bouce": 0.25}"#,
                     #"{"response": 0.5, "dampingRatio": 0.8, "bouce": 0.25}"#, #"{"stiffness": 100, "damping": 10, "bouce": 1}"#] {
            let c = try #require(corruption(json), "\(json) was accepted")
            #expect(c.message == "unknown key 'bouce'; \(known)")
            #expect(c.path == ["bouce"])
        }
        // In a container the path leads to the key.
        do {
            _ = try JSONDecoder().decode([String: Spring].self, from: Data(#"{"motion": {"duration": 0.5, "masss": 2}}"#.utf8))
            Issue.record("a misspelt mass was accepted")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.map(\.stringValue) == ["motion", "masss"])
            #expect(context.debugDescription == "unknown key 'masss'; \(known)")
        }
        // Every known key still decodes.
        #expect(try decode(#"{"mass": 2, "duration": 0.5, "bounce": 0.2}"#) == (try Spring(duration: 0.5, bounce: 0.2, mass: 2)))
    }

    @Test("round trip preserves every preset and random springs exactly")
    func roundTrip() throws {
        var springs: [Spring] = [.smooth, .snappy, .bouncy, .pop, .rebound, .stTransitionLayout]
        var generator = SeededGenerator(seed: 0x5EED_0009)
        for _ in 0..<100 {
            springs.append(try Spring(mass: logUniform(1e-3, 1e3, using: &generator),
                                      stiffness: logUniform(1e-3, 1e6, using: &generator),
                                      damping: Double.random(in: 0...100, using: &generator)))
        }
        for spring in springs {
            let data = try JSONEncoder().encode(spring)
            let decoded = try JSONDecoder().decode(Spring.self, from: data)
            #expect(decoded == spring)
            #expect(decoded.stiffness.bitPattern == spring.stiffness.bitPattern)
        }
        // Inside a container too.
        let data = try JSONEncoder().encode(["a": Spring.pop, "b": Spring.bouncy])
        #expect(try JSONDecoder().decode([String: Spring].self, from: data) == ["a": .pop, "b": .bouncy])
    }

    @Test("encodes the canonical mass/stiffness/damping form")
    func canonicalForm() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(Spring.stTransitionLayout), as: UTF8.self)
        #expect(json == #"{"damping":20,"mass":1,"stiffness":250}"#)
    }

    @Test("decodes the response and duration forms like the initialisers; mass defaults to 1")
    func alternativeForms() throws {
        #expect(try decode(#"{"stiffness": 250, "damping": 20}"#) == .stTransitionLayout)
        #expect(try decode(#"{"response": 0.4, "dampingRatio": 0.8, "mass": 2}"#)
                == Spring(response: 0.4, dampingRatio: 0.8, mass: 2))
        #expect(try decode(#"{"duration": 0.5, "bounce": 0.3}"#) == .bouncy)
        #expect(try decode(#"{"bounce": 0.15}"#) == .snappy)
        #expect(try decode(#"{"duration": 0.5, "bounce": -0.4}"#) == Spring(duration: 0.5, bounce: -0.4))
    }

    @Test("invalid values are rejected with the SpringParameterError text and the key's path")
    func invalidValues() {
        let cases: [(String, String, String)] = [
            (#"{"mass": 1, "stiffness": -1, "damping": 1}"#, "invalid spring parameter stiffness = -1.0: must be greater than 0", "stiffness"),
            (#"{"mass": 0, "stiffness": 1, "damping": 1}"#, "invalid spring parameter mass = 0.0: must be greater than 0", "mass"),
            (#"{"stiffness": 1, "damping": -2.5}"#, "invalid spring parameter damping = -2.5: must be greater than or equal to 0", "damping"),
            (#"{"response": 0, "dampingRatio": 1}"#, "invalid spring parameter response = 0.0: must be greater than 0", "response"),
            (#"{"duration": 0.5, "bounce": 2}"#, "invalid spring parameter bounce = 2.0: must be greater than -1 and less than or equal to 1", "bounce"),
        ]
        for (json, message, key) in cases {
            let failure = corruption(json)
            #expect(failure?.message == message, "\(json)")
            #expect(failure?.path == [key], "\(json)")
        }
        // Nested: the path leads to the offending key inside the container.
        do {
            _ = try JSONDecoder().decode([String: Spring].self, from: Data(#"{"cell": {"stiffness": 0, "damping": 1}}"#.utf8))
            Issue.record("expected a decoding error")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == "invalid spring parameter stiffness = 0.0: must be greater than 0")
            #expect(context.codingPath.map(\.stringValue) == ["cell", "stiffness"])
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("malformed JSON is rejected: mixed forms, missing keys, wrong types")
    func malformed() {
        #expect(corruption(#"{"stiffness": 1, "damping": 1, "bounce": 0.2}"#)?.message
                == "a spring takes exactly one of stiffness/damping, response/dampingRatio or duration/bounce")
        #expect(throws: DecodingError.self) { try decode(#"{"stiffness": 1}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"response": 1}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"mass": 1}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"stiffness": "stiff", "damping": 1}"#) }
        #expect(throws: DecodingError.self) { try decode(#"[1, 2, 3]"#) }
    }
}
