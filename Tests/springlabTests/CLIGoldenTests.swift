import Foundation
import Testing

/// `springlab demo` and `simulate` on a fixed scenario, against golden output (timings left out).
/// The scenario uses the exact integrator, so the numbers do not depend on the platform's GSL.
@Suite struct CLIGoldenTests {
    @Test func demoSummary() throws {
        let directory = try CLI.directory(with: ["golden.json": goldenScenario])
        let result = try CLI.run(["demo", "--scenario", "golden.json", "--out", "golden.html"], in: directory)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        var lines = result.stdout.split(separator: "\n").map(String.init)
        // Timings vary from run to run: only the line's shape is checked.
        let cost = try #require(lines.firstIndex { $0.hasPrefix("cost ") })
        #expect(lines[cost].hasSuffix(" µs per frame (advance(by:) only)"))
        lines.remove(at: cost)
        // The error against the closed form is rounding noise with the exact integrator: below 1e-9 pt.
        let errorLine = try #require(lines.firstIndex { $0.hasPrefix("error ") })
        let value = try #require(Double(lines[errorLine].split(separator: " ", omittingEmptySubsequences: true)[1]))
        #expect(value < 1e-9)
        lines[errorLine] = lines[errorLine].replacingOccurrences(of: formatted(value), with: "<1e-9")
        try CLI.expectGolden(lines.joined(separator: "\n"), goldenDemoSummary, name: "goldenDemoSummary", file: "GoldenDemoSummary")

        let html = try String(contentsOf: directory.appendingPathComponent("golden.html"), encoding: .utf8)
        #expect(html.contains("<title>springlab demo: golden</title>"))
        #expect(html.contains("<li>frames       "))
    }

    @Test func simulateCSV() throws {
        let directory = try CLI.directory(with: ["golden.json": goldenScenario])
        let result = try CLI.run(["simulate", "golden.json"], in: directory)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        try CLI.expectGolden(String(result.stdout.dropLast()), goldenTrajectoryCSV, name: "goldenTrajectoryCSV", file: "GoldenTrajectoryCSV")
    }

    @Test func simulateJSONHasTheCSVRecords() throws {
        let directory = try CLI.directory(with: ["golden.json": goldenScenario])
        let result = try CLI.run(["simulate", "golden.json", "--format", "json", "--out", "t.json"], in: directory)
        #expect(result.status == 0 && result.stderr.isEmpty)
        let csv = goldenTrajectoryCSV.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let last = try #require(csv.last)
        #expect(result.stdout == "\(csv.count - 1) records (\(Int(last[0])! + 1) frames at 20 fps, \(String(format: "%.3f", Double(last[1])!)) s) written to t.json\n")
        let records = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("t.json"))) as? [[String: Any]])
        #expect(records.count == csv.count - 1)
        for (record, row) in zip(records, csv.dropFirst()) {
            #expect(Set(record.keys) == Set(csv[0]))
            for (key, text) in zip(csv[0], row) {
                if let number = record[key] as? NSNumber, key != "element", key != "kind" {
                    #expect(number.doubleValue == Double(text), "\(key)")
                } else {
                    #expect(record[key] as? String == text, "\(key)")
                }
            }
        }
    }

    /// `%.2e`, as the summary prints it.
    func formatted(_ value: Double) -> String { String(format: "%.2e", value) }
}
