import Foundation
import SpringTransitions
import Testing
@testable import springlab

/// Two frames, three element kinds, a shared element across frames, a rotation-scale transform,
/// a hidden element, negative numbers, an exponent and strings that need escaping.
func tinyRecording() -> Recording {
    Recording(
        title: "tiny", viewportWidth: 200, viewportHeight: 100,
        frames: [
            .init(t: 0, contentSize: Size(width: 200, height: 300), elements: [
                .init(id: "header [0, 0]", label: "H0", kind: .header,
                      centerX: 100, centerY: 10, width: 200, height: 20, zIndex: 10),
                .init(id: "cell [0, 0]", label: "0", kind: .cell,
                      centerX: 25.5, centerY: 45, width: 50, height: 50,
                      a: 0.5, b: -0.25, c: 0.25, d: 0.5, alpha: 0.75),
            ]),
            .init(t: 0.5, contentOffset: Point(x: -1.5, y: 12.125), contentSize: Size(width: 200, height: 320), elements: [
                .init(id: "cell [0, 0]", label: "0", kind: .cell,
                      centerX: 100, centerY: 1e-7, width: 180, height: 40, zIndex: -1, hidden: true),
                .init(id: "footer [0, 0]", label: "F0", kind: .footer,
                      centerX: 100, centerY: 300, width: 200, height: 20),
            ]),
        ],
        summary: ["two frames", "quote \" and <tag>"])
}

@Suite("Player: element encoding")
struct PlayerEncodingTests {
    @Test("the compact JSON of a known recording is exactly the documented format")
    func exactEncoding() {
        let expected = """
        {"v":1,"title":"tiny","viewport":[200,100],\
        "strings":["header [0, 0]","H0","header","cell [0, 0]","0","cell","footer [0, 0]","F0","footer"],\
        "frames":[{"t":0,"o":[0,0],"s":[200,300],"e":[\
        [0,1,2,100,10,200,20,1,0,0,1,1,10,0],\
        [3,4,5,25.5,45,50,50,0.5,-0.25,0.25,0.5,0.75,0,0]]},
        {"t":0.5,"o":[-1.5,12.125],"s":[200,320],"e":[\
        [3,4,5,100,1e-07,180,40,1,0,0,1,1,-1,1],\
        [6,7,8,100,300,200,20,1,0,0,1,1,0,0]]}],\
        "summary":["two frames","quote \\" and \\u003ctag\\u003e"]}
        """
        #expect(tinyRecording().compactJSON() == expected)
    }

    @Test("rounding to 3 decimals touches geometry, not times or integers")
    func roundedEncoding() throws {
        var recording = tinyRecording()
        recording.frames[1].t = 0.123456789
        recording.frames[1].elements[1].centerX = 33.33349
        recording.frames[1].elements[1].alpha = 0.0006
        let json = recording.compactJSON(decimals: 3)
        #expect(json.contains("{\"t\":0.123456789,\"o\":[-1.5,12.125],"))
        #expect(json.contains("[3,4,5,100,0,180,40,1,0,0,1,1,-1,1]"))
        #expect(json.contains("[6,7,8,33.333,300,200,20,1,0,0,1,0.001,0,0]"))
    }

    @Test("Codable writes the same structure as the Foundation-free writer")
    func codableMatchesWriter() throws {
        for recording in [tinyRecording(), Recording.sample(frameCount: 5)] {
            let viaCodable = try JSONSerialization.jsonObject(with: JSONEncoder().encode(recording)) as? NSDictionary
            let viaWriter = try JSONSerialization.jsonObject(with: Data(recording.compactJSON().utf8)) as? NSDictionary
            let codable = try #require(viaCodable), writer = try #require(viaWriter)
            #expect(codable.isEqual(writer))
        }
    }

    @Test("the string table holds each id, label and kind once, in first-use order")
    func stringTable() {
        let table = StringTable(tinyRecording())
        #expect(table.strings == ["header [0, 0]", "H0", "header", "cell [0, 0]", "0", "cell", "footer [0, 0]", "F0", "footer"])
        #expect(table.index(of: "cell") == 5)
    }
}
