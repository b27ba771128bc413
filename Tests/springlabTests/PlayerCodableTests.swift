import Foundation
import SpringTransitions
import Testing
@testable import springlab

@Suite("Player: Recording JSON round trips")
struct PlayerCodableTests {
    @Test("JSONEncoder then JSONDecoder gives back an equal recording")
    func codableRoundTrip() throws {
        for recording in [tinyRecording(), Recording.sample(frameCount: 7)] {
            let data = try JSONEncoder().encode(recording)
            #expect(try JSONDecoder().decode(Recording.self, from: data) == recording)
        }
    }

    @Test("the exact compact JSON decodes to an equal recording")
    func writerRoundTrip() throws {
        for recording in [tinyRecording(), Recording.sample()] {
            let decoded = try JSONDecoder().decode(Recording.self, from: Data(recording.compactJSON().utf8))
            #expect(decoded == recording)
        }
    }

    @Test("the rounded compact JSON stays within half a thousandth and keeps times exact")
    func roundedRoundTrip() throws {
        let recording = Recording.sample()
        let decoded = try JSONDecoder().decode(Recording.self, from: Data(recording.compactJSON(decimals: 3).utf8))
        #expect(decoded.frames.count == recording.frames.count)
        for (got, want) in zip(decoded.frames, recording.frames) {
            #expect(got.t == want.t)
            #expect(abs(got.contentOffset.y - want.contentOffset.y) <= 0.0005)
            #expect(abs(got.contentSize.height - want.contentSize.height) <= 0.0005)
            #expect(got.elements.count == want.elements.count)
            for (g, w) in zip(got.elements, want.elements) {
                #expect(g.id == w.id && g.label == w.label && g.kind == w.kind)
                #expect(g.zIndex == w.zIndex && g.hidden == w.hidden)
                for ((name, gv), (_, wv)) in zip(g.numbers, w.numbers) {
                    #expect(abs(gv - wv) <= 0.0005, "\(w.id) \(name): \(gv) vs \(wv)")
                }
            }
        }
    }

    @Test("malformed JSON is rejected with a message naming the problem", arguments: [
        (#"{"v":2,"title":"","viewport":[1,1],"strings":[],"frames":[]}"#,
         "unsupported recording format version 2; expected 1"),
        (#"{"v":1,"title":"","viewport":[1],"strings":[],"frames":[]}"#, "expected 2 numbers; got 1"),
        (#"{"v":1,"title":"","viewport":[1,1],"strings":["a","b","cell"],"frames":[{"t":0,"o":[0,0],"s":[1,1],"e":[[0,1,3,0,0,1,1,1,0,0,1,1,0,0]]}]}"#,
         "kind string index 3 out of range 0..<3"),
        (#"{"v":1,"title":"","viewport":[1,1],"strings":["a","b","tile"],"frames":[{"t":0,"o":[0,0],"s":[1,1],"e":[[0,1,2,0,0,1,1,1,0,0,1,1,0,0]]}]}"#,
         "unknown element kind 'tile'"),
        (#"{"v":1,"title":"","viewport":[1,1],"strings":["a","b","cell"],"frames":[{"t":0,"o":[0,0],"s":[1,1],"e":[[0,1,2,0,0,1,1,1,0,0,1,1,0,2]]}]}"#,
         "hidden must be 0 or 1; got 2"),
        (#"{"v":1,"title":"","viewport":[1,1],"strings":["a","b","cell"],"frames":[{"t":0,"o":[0,0],"s":[1,1],"e":[[0,1,2,0,0,1,1,1,0,0,1,1,0,0,9]]}]}"#,
         "element has more than 14 entries"),
    ])
    func malformed(json: String, message: String) throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Recording.self, from: Data(json.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.debugDescription == message)
    }

    @Test("an element array that is too short is rejected")
    func shortElement() throws {
        let json = #"{"v":1,"title":"","viewport":[1,1],"strings":["a","b","cell"],"frames":[{"t":0,"o":[0,0],"s":[1,1],"e":[[0,1,2,0,0,1,1]]}]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Recording.self, from: Data(json.utf8)) }
    }

    @Test("summary is optional when decoding")
    func optionalSummary() throws {
        let json = #"{"v":1,"title":"t","viewport":[3,4],"strings":[],"frames":[{"t":0,"o":[0,0],"s":[3,4],"e":[]}]}"#
        let recording = try JSONDecoder().decode(Recording.self, from: Data(json.utf8))
        #expect(recording == Recording(title: "t", viewportWidth: 3, viewportHeight: 4,
                                       frames: [.init(t: 0, contentSize: Size(width: 3, height: 4))]))
    }
}
