import Foundation
import Testing

/// `springlab export`: pages and JSON, and bad input that writes nothing.
@Suite struct CLIExportTests {
    @Test func writesPagesAndJSONWithTheCertifiedBound() throws {
        let dir = try CLI.temporaryDirectory()
        for format in ["css", "waapi", "json"] {
            let result = try CLI.run(["export", "--scenario", "retarget", "--format", format, "--out", "out.\(format)"], in: dir)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(format): \(result.stderr)")
            // The certified figure: within ε (0.25 pt), and not a dense copy's near-zero bound.
            let certified = result.stdout.split(separator: "\n").first { $0.hasPrefix("certified    max deviation ") }
                .flatMap { Double($0.dropFirst("certified    max deviation ".count).prefix { $0 != " " }) }
            #expect(certified.map { $0 <= 0.25 && $0 > 0.1 } == true, "\(result.stdout)")
            #expect(result.stdout.contains("uniform 60Hz ") && result.stdout.contains("uniform at ε  "))
            let text = try String(contentsOf: dir.appendingPathComponent("out.\(format)"), encoding: .utf8)
            switch format {
            case "css":
                #expect(text.contains("@keyframes k0 {") && text.contains("@keyframes offset {"))
                #expect(text.components(separatedBy: "linear 0s 1 normal both;").count - 1 == 64)   // 63 elements and the offset
            case "waapi":
                #expect(text.contains("element.animate") || text.contains(".animate(frames"))
                #expect(text.components(separatedBy: "a(").count - 1 >= 63)
            default:
                let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
                let elements = try #require(json["elements"] as? [[String: Any]])
                #expect(elements.count == 63)
                let count = try #require(json["keyframeCount"] as? Int)
                #expect(result.stdout.contains("keyframes    \(count) "))
                let times = elements.flatMap { ($0["times"] as? [Double]) ?? [] }
                #expect(times.count + ((json["contentOffset"] as? [String: Any])?["times"] as? [Double] ?? []).count == count)
            }
        }
    }

    @Test func badInputIsRefusedAndWritesNothing() throws {
        let dir = try CLI.directory(with: ["keep.html": "unchanged"])
        let cases: [([String], Int32, String)] = [
            (["--format", "gif"], 64, "--format"),
            (["--epsilon", "0"], 2, "Error: invalid --epsilon 0.0: must be finite and greater than 0\n"),
            (["--epsilon=-1"], 2, "Error: invalid --epsilon -1.0: must be finite and greater than 0\n"),
            (["--epsilon", "nan"], 2, "Error: invalid --epsilon nan: must be finite and greater than 0\n"),
            (["--alpha-epsilon", "inf"], 2, "Error: invalid --alpha-epsilon inf: must be finite and greater than 0\n"),
            (["--scenario", "exchange"], 2, "keyframe export covers spring transitions"),
            (["--scenario", "nope"], 2, "nope"),
        ]
        for (arguments, status, message) in cases {
            let result = try CLI.run(["export", "--out", "keep.html"] + arguments, in: dir)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(try String(contentsOf: dir.appendingPathComponent("keep.html"), encoding: .utf8) == "unchanged")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0 != "keep.html" }
        #expect(leftovers.isEmpty, "no temporary file left: \(leftovers)")
    }
}
