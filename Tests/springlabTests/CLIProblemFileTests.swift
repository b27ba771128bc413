import Foundation
import Testing

/// `springlab integrators --problem path.json`: a problem file runs like a built-in, and bad
/// files exit with status 2, a one-line message naming the JSON path, and no output files.
@Suite("CLI: problem files")
struct CLIProblemFileTests {
    static let robertson = CLI.packageRoot.appendingPathComponent("Examples/Problems/robertson.json").path

    /// Writes `text` as `name` in `directory`.
    static func write(_ text: String, _ name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func robertsonFileRunsOnTheImplicitSteppersAndDrawsItsDiagram() throws {
        let dir = try CLI.temporaryDirectory()
        let result = try CLI.run(["integrators", "--problem", Self.robertson, "--steppers", "rk4imp,bsimp,msbdf",
                                  "--reltol", "1e-8", "--abstol", "1e-22", "--sampling", "none", "--repetitions", "1",
                                  "--out", "rober.svg", "--csv", "rober.csv", "--no-progress"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: dir.appendingPathComponent("rober.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
        #expect(svg.contains("robertson-file"))
        let csv = try String(contentsOf: dir.appendingPathComponent("rober.csv"), encoding: .utf8)
        let lines = csv.split(separator: "\n").map(String.init)
        let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let reference = [0.2083340149701255e-7, 0.8333360770334713e-13, 0.9999999791665050]
        for name in ["gsl-bsimp", "gsl-msbdf"] {
            let row = try #require(lines.first { $0.hasPrefix("robertson-file,\(name),") })
            let fields = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            var end: [Double] = []
            for i in 1...3 {
                let column = try #require(header.firstIndex(of: "end_\(i)"))
                end.append(try #require(Double(fields[column])))
            }
            // The published ROBER end state, to 1e-5 relative at rtol 1e-8 (y2 ≈ 8.3e-14 is the hardest).
            for i in 0..<3 { #expect(abs(end[i] - reference[i]) <= 1e-5 * reference[i], "\(name) y\(i + 1) = \(end[i])") }
        }
    }

    /// Each bad file: exit 2, the message, and neither the SVG nor the CSV written.
    @Test(arguments: [
        ("{\"name\": \"x\", \"variables\": [\"y\"], \"equations\": {\"y\": \"-y\"}, \"initial\": [1], \"end\": 1, \"colour\": 1}",
         "$.colour: unknown key 'colour'; known keys: name, summary, parameters, variables, equations, initial, start, end, reference, stiff, errorNorm"),
        ("{\"name\": \"x\", \"variables\": [\"y\"], \"equations\": {\"y\": \"-y + q\"}, \"initial\": [1], \"end\": 1}",
         "$.equations.y: column 6: unknown variable 'q'; known: t, y"),
        ("{\"name\": \"x\", \"variables\": [\"y\"], \"equations\": {\"y\": \"erf(y)\"}, \"initial\": [1], \"end\": 1}",
         "$.equations.y: column 1: unknown function 'erf'; known: abs, cos, exp, log, max, min, pow, sin, sqrt, tan, tanh"),
        ("{\"name\": \"x\", \"variables\": [\"y\"], \"equations\": {\"y\": \"1/y\"}, \"initial\": [0], \"end\": 1}",
         "$.equations.y: the right-hand side is not finite at the start (t = 0.0): inf"),
        ("{\"name\": \"x\", \"variables\": [\"y\"], \"equations\": {\"y\": \"-y\"}, \"initial\": [1], \"end\": 1, \"reference\": {\"endState\": [1, 2]}}",
         "$.reference.endState: 2 values for 1 state variable"),
        ("{\"name\": \"x\", \"variables\": [\"y\"], \"equations\": {\"y\": \"" + String(repeating: "(", count: 200) + "y" + String(repeating: ")", count: 200) + "\"}, \"initial\": [1], \"end\": 1}",
         "$.equations.y: column 66: the expression is nested deeper than 64 levels"),
        ("{\"name\": \"x\", \"variables\": [\"y\"], \"equations\": {\"y\": \"" + String(repeating: "y+", count: 5_300_000) + "y\"}, \"initial\": [1], \"end\": 1}",
         "$.equations.y: the expression is longer than 100000 characters"),
        ("{\"name\": \"x\", \"variables\": [\"y\"], ", "invalid JSON"),
    ])
    func badFilesExitWithStatus2AndWriteNothing(_ text: String, _ message: String) throws {
        let dir = try CLI.temporaryDirectory()
        let path = try Self.write(text, "bad.json", in: dir)
        let result = try CLI.run(["integrators", "--problem", path, "--out", "wp.svg", "--csv", "wp.csv", "--no-progress"], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.json: \(message)"), "\(result.stderr.prefix(400))")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("wp.svg").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("wp.csv").path))
    }
}
