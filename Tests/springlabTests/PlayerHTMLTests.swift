import Foundation
import Testing
@testable import springlab
import IntegratorLab

/// The text of the embedded `<script type="application/json" id="recording">` element.
func embeddedJSON(_ html: String) throws -> String {
    let open = try #require(html.range(of: "<script type=\"application/json\" id=\"recording\">"))
    let close = try #require(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
    return html[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
}

func occurrences(of needle: String, in text: String) -> Int {
    text.lowercased().components(separatedBy: needle.lowercased()).count - 1
}

@Suite("Player: HTML page")
struct PlayerHTMLTests {
    @Test("the page is self-contained: no URLs, no external scripts, styles, fonts or images")
    func selfContained() throws {
        let html = try HTMLPlayer.render(.sample())
        for needle in ["http://", "https://", "src=", "href=", "@import", "url(", "@font-face", "<link", "<iframe", "//cdn"] {
            #expect(occurrences(of: needle, in: html) == 0, "found \(needle)")
        }
        #expect(occurrences(of: "<script", in: html) == 3)
        #expect(occurrences(of: "</script>", in: html) == 3)
        #expect(occurrences(of: "<style>", in: html) == 1)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
    }

    @Test("the page has the canvases, controls, counters and test hooks")
    func controls() throws {
        let recording = Recording.sample(frameCount: 42)
        let html = try HTMLPlayer.render(recording)
        let required = [
            "<canvas id=\"main\"", "<canvas id=\"minimap\"",
            "<button id=\"play\" type=\"button\">Pause</button>",
            "<input id=\"scrub\" type=\"range\" min=\"0\" max=\"41\" step=\"1\" value=\"0\"",
            "<select id=\"speed\"><option value=\"0.1\">0.1×</option><option value=\"0.25\">0.25×</option>"
                + "<option value=\"0.5\">0.5×</option><option value=\"1\" selected>1×</option><option value=\"2\">2×</option></select>",
            "<input id=\"loop\" type=\"checkbox\" checked>",
            "<span id=\"counter\">frame 1 / 42 — t = 0.000 s</span>",
            "<span id=\"rendered\">0</span>", "<span id=\"errors\">0</span>",
            "<body data-status=\"loading\">",
            "window.__player = api", "renderedFrames", "goTo", "requestAnimationFrame", "setAttribute(\"data-status\", \"ready\")",
            "addEventListener(\"error\"", "document.title = R.title",
            "<canvas id=\"trajectory\"", "<canvas id=\"progress\"", "<span id=\"selected\"></span>",
            "<span id=\"plotted\">0</span>", "<span id=\"progress-points\">0</span>",
            "api.select = ", "mainCanvas.addEventListener(\"click\"", "/click=auto/",
        ]
        for needle in required { #expect(html.contains(needle), "missing \(needle)") }
    }

    @Test("each frame's progress is embedded as p, and a frame without one has none")
    func progressIsEmbedded() throws {
        var recording = Recording.sample(frameCount: 3)
        recording.frames[2].progress = nil
        let json = recording.compactJSON()
        #expect(json.contains("{\"t\":0,\"o\":[0,0],\"s\":[340,500],\"p\":0,\"e\":["))
        #expect(json.contains("\"p\":0.5,\"e\":["))
        #expect(!json.contains("\"p\":1,"))
        let decoded = try JSONDecoder().decode(Recording.self, from: Data(json.utf8))
        #expect(decoded.frames.map(\.progress) == [0, 0.5, nil])
        recording.frames[1].progress = .infinity
        #expect(throws: RecordingError.nonFiniteFrameValue(frame: 1, parameter: "progress", value: .infinity)) { try recording.validate() }
    }

    @Test("the embedded data is the recording rounded to 0.001, and it decodes")
    func embeddedData() throws {
        let recording = Recording.sample()
        let json = try embeddedJSON(try HTMLPlayer.render(recording))
        #expect(json == recording.compactJSON(decimals: HTMLPlayer.embeddedDecimals))
        let decoded = try JSONDecoder().decode(Recording.self, from: Data(json.utf8))
        #expect(decoded.title == recording.title)
        #expect(decoded.frames.count == 60)
        #expect(decoded.frames.map(\.t) == recording.frames.map(\.t))
    }

    @Test("summary lines are listed under the player, escaped")
    func summary() throws {
        let html = try HTMLPlayer.render(tinyRecording())
        #expect(html.contains("<ul id=\"summary\">\n  <li>two frames</li>\n  <li>quote &quot; and &lt;tag&gt;</li>\n</ul>"))
    }

    @Test("a title, label or summary containing </script> or quotes cannot break out", arguments: [
        "</script><script>alert(\"x\")</script>",
        "</SCRIPT ><!-- '\"&amp; \\u003c",
        "a\u{2028}b\u{2029}c\n\t\u{0}\u{1F} <b>bold</b>",
    ])
    func escaping(hostile: String) throws {
        var recording = tinyRecording()
        recording.title = hostile
        recording.summary = [hostile]
        recording.frames[0].elements[1].label = hostile
        recording.frames[0].elements[1].id = hostile
        let html = try HTMLPlayer.render(recording)
        #expect(occurrences(of: "</script", in: html) == 3)
        #expect(occurrences(of: "<script", in: html) == 3)
        #expect(occurrences(of: "<!--", in: html) == 0)
        #expect(!html.contains("<b>bold"))
        #expect(html.contains("<title>\(escape(hostile))</title>"))
        #expect(html.contains("<h1 id=\"title\">\(escape(hostile))</h1>"))
        let decoded = try JSONDecoder().decode(Recording.self, from: Data(try embeddedJSON(html).utf8))
        #expect(decoded.title == hostile)
        #expect(decoded.summary == [hostile])
        #expect(decoded.frames[0].elements[1].label == hostile)
        #expect(decoded.frames[0].elements[1].id == hostile)
    }

    @Test("writePlayer writes the rendered page")
    func writes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("player-\(UUID().uuidString).html").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recording = tinyRecording()
        try writePlayer(recording, to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == (try HTMLPlayer.render(recording)))
    }

    @Test("writePlayer explains an unwritable path and an unplayable recording")
    func writeErrors() throws {
        let error = try #require(throws: CLIError.self) {
            try writePlayer(tinyRecording(), to: "/nonexistent-springlab-dir/page.html")
        }
        #expect(error.description == "cannot write /nonexistent-springlab-dir/page.html: No such file or directory")
        var empty = tinyRecording()
        empty.frames = []
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("player-\(UUID().uuidString).html").path
        #expect(throws: RecordingError.noFrames) { try writePlayer(empty, to: path) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
