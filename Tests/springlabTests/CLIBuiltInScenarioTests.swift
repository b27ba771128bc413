import Foundation
import Testing
@testable import springlab

/// Every built-in scenario, one per transition kind, runs to rest through both `springlab demo`
/// and `springlab simulate`, in the built binary (debug or release, whichever `swift test` built).
@Suite struct CLIBuiltInScenarioTests {
    /// The kind of transition each built-in shows, by the line `demo` prints about its motion.
    static let motions: [String: String] = [
        "grid-to-list": "provider spring", "retarget": "provider spring", "stagger": "provider per-kind",
        "exchange": "no layout transition ran; elements move by the timeline's events", "eased": "easing cubicBezier(0.42, 0, 0.58, 1) over 0.6 s",
        "interactive": "provider spring", "batch-updates": "provider spring", "bounds": "provider spring",
        "layout-transition": "provider spring", "fling-and-snap": "no layout transition ran; elements move by the timeline's events",
        "springy-scroll": "no layout transition ran; a springy layout (attachments 1 Hz",
    ]

    @Test(arguments: BuiltInScenarios.names)
    func demoRunsToRest(name: String) throws {
        let directory = try CLI.temporaryDirectory()
        let result = try CLI.run(["demo", "--scenario", name, "--out", "\(name).html"], in: directory)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(name): \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("scenario     \(name): ") == true)
        #expect(lines.contains { $0.hasPrefix("motion       \(Self.motions[name] ?? "?"), ") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("frames ") && $0.hasSuffix(", all at rest") }, "\(lines)")
        let html = try String(contentsOf: directory.appendingPathComponent("\(name).html"), encoding: .utf8)
        #expect(html.contains("<title>springlab demo: \(name)</title>"))
    }

    @Test(arguments: BuiltInScenarios.names)
    func simulateWritesEveryFrame(name: String) throws {
        let result = try CLI.run(["simulate", name])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(name): \(result.stderr)")
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(rows.first?.count == 23 && rows.first?.first == "frame")
        // Frames are numbered from 0 without gaps, at 60 fps.
        let frames = Set(rows.dropFirst().compactMap { Int($0[0]) })
        let last = try #require(frames.max())
        #expect(frames == Set(0...last) && last > 10, "\(name)")
        for row in rows.dropFirst() {
            #expect(row.count == 23)
            let t = try #require(Double(row[1]))
            #expect(abs(t - Double(row[0])! / 60) < 1e-6)
            #expect(row[6...].allSatisfy { Double($0)?.isFinite == true }, "\(name): \(row)")
        }
    }
}
