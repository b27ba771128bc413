import Foundation
import Testing

/// `springlab spring`, `spring-demo` and `integrators`: their output against golden text (timings
/// left out), their SVGs well-formed, and the integrators progress bar with its flags.
@Suite struct CLIStudyCommandTests {
    @Test func springPrintsEveryParameterisationAndPlots() throws {
        let directory = try CLI.temporaryDirectory()
        let result = try CLI.run(["spring", "--duration", "0.5", "--bounce", "0.3", "--plot", "s.svg"], in: directory)
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout == """
            physical        mass 1  stiffness 157.9  damping 17.59
            response        response 0.5 s  dampingRatio 0.7
            duration/bounce duration 0.5 s  bounce 0.3
            origami         tension 20.03  friction 5.531
            pop             bounciness 5.147  speed 3.329
            motion          visualDuration 0.4167 s  bounce 0.3  (or stiffness/damping/mass as physical)
            react-spring    tension 157.9  friction 17.59  mass 1
            android         stiffness 157.9  dampingRatio 0.7
            flutter         mass 1  stiffness 157.9  damping 17.59  (duration 0.5 s  bounce 0.3)
            derived         ω 12.57 rad/s  ζ 0.7  regime underdamped
            settling        1.005 s (unit displacement from rest to within 0.001 in x and v)
            plot: s.svg

            """)
        let svg = try String(contentsOf: directory.appendingPathComponent("s.svg"), encoding: .utf8)
        #expect(XMLCheck.problem(in: svg) == nil)
        // Every preset plots a well-formed SVG too, including an overdamped fling.
        for preset in ["smooth", "snappy", "bouncy", "sttransitionlayout", "pop", "rebound"] {
            let r = try CLI.run(["spring", "--preset", preset, "--velocity=-20", "--plot", "\(preset).svg"], in: directory)
            #expect(r.status == 0 && r.stdout.hasPrefix("physical        mass 1  stiffness "), "\(preset)")
            #expect(XMLCheck.problem(in: try String(contentsOf: directory.appendingPathComponent("\(preset).svg"), encoding: .utf8)) == nil)
        }
    }

    @Test func springRefusesAmbiguousOrMissingParameters() throws {
        let none = try CLI.run(["spring"])
        #expect(none.status == 64 && none.stderr.hasPrefix("Error: give one parameterisation, for example --response 0.5 --damping-ratio 0.8\n"))
        let two = try CLI.run(["spring", "--response", "0.5", "--damping-ratio", "0.8", "--preset", "pop"])
        #expect(two.status == 64 && two.stderr.hasPrefix("Error: give only one parameterisation; got --response/--damping-ratio and --preset\n"))
        let half = try CLI.run(["spring", "--response", "0.5"])
        #expect(half.status == 64 && half.stderr.hasPrefix("Error: missing --damping-ratio\n"))
        let bad = try CLI.run(["spring", "--stiffness=-1", "--damping", "2"])
        // An out-of-range value is bad input (exit 2), not a usage error.
        #expect(bad.status == 2 && bad.stderr == "Error: invalid spring parameter stiffness = -1.0: must be greater than 0\n")
    }

    @Test func springDemoAgreesWithTheClosedForm() throws {
        let result = try CLI.run(["spring-demo", "--spring", "smooth", "--fps", "60", "--channels", "3"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        // The statistics table's last column (µs/frame) is a timing: cut it off before comparing.
        var inStatistics = false
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("Statistics") {
                inStatistics = true
                return String(line)
            }
            guard inStatistics, !line.isEmpty else { return String(line) }
            // Rounding noise (below 1e-12) may differ between builds: only its size is compared.
            return String(line).replacingOccurrences(of: "\\s+\\S+$", with: "", options: .regularExpression)
                .replacingOccurrences(of: "[0-9]\\.[0-9]{2}e-(1[2-9]|[2-9][0-9])$", with: "<1e-12", options: .regularExpression)
        }
        try CLI.expectGolden(lines.joined(separator: "\n"), goldenSpringDemo, name: "goldenSpringDemo", file: "GoldenSpringDemo")
        // The exact integrator's column is the closed form's to the printed digits.
        for line in lines where line.hasPrefix("0.") || line.hasPrefix("1.") {
            let columns = line.split(separator: " ")
            #expect(columns[1] == columns[2], "\(line)")
        }
    }

    @Test func integratorsStudyASubsetWithGoldenColumns() throws {
        let directory = try CLI.temporaryDirectory()
        let result = try CLI.run(["integrators", "--problem", "underdamped", "--tolerances", "1e-4,1e-8",
                                  "--methods", "gsl-rkf45,gsl-rk8pd,gsl-msbdf,exact,semi-implicit-euler,rk4-1ms",
                                  "--frame-rates", "60,240", "--repetitions", "1", "--no-progress",
                                  "--out", "wp.svg", "--csv", "wp.csv"], in: directory)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("plot: wp.svg\ncsv: wp.csv\n"))
        let svg = try String(contentsOf: directory.appendingPathComponent("wp.svg"), encoding: .utf8)
        #expect(XMLCheck.problem(in: svg) == nil)
        // Every column but the timing, errors to three significant digits (rounding noise below
        // 1e-12, which may differ between debug and release builds, only by its size).
        let csv = try String(contentsOf: directory.appendingPathComponent("wp.csv"), encoding: .utf8)
        let rows = csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.first == ["problem", "method", "setting_kind", "setting", "error", "function_evaluations", "jacobian_evaluations",
                               "steps", "rejected", "seconds", "failure"])
        #expect(rows.dropFirst().allSatisfy { Double($0[9]).map { $0 > 0 && $0 < 1 } == true })
        let kept = rows.map { row -> String in
            var r = row
            r.remove(at: 9)
            if let e = Double(r[4]) { r[4] = e < 1e-12 ? "<1e-12" : String(format: "%.2e", e) }
            return r.joined(separator: ",")
        }
        try CLI.expectGolden(kept.joined(separator: "\n"), goldenIntegratorsCSV, name: "goldenIntegratorsCSV", file: "GoldenIntegratorsCSV")
    }

    @Test func integratorsProgressFollowsTheFlags() throws {
        let arguments = ["integrators", "--problem", "critical", "--tolerances", "1e-4", "--methods", "gsl-rkf45,exact",
                         "--frame-rates", "60", "--repetitions", "1", "--out", "wp.svg"]
        // Standard error is a file here, not a terminal: no bar unless forced.
        let quiet = try CLI.run(arguments)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty)
        let off = try CLI.run(arguments + ["--no-progress"])
        #expect(off.status == 0 && off.stderr.isEmpty)
        let on = try CLI.run(arguments + ["--progress"])
        #expect(on.status == 0)
        #expect(on.stderr == "\r[###############---------------] 1/2\r[##############################] 2/2\n")
    }

    @Test func integratorsRefuseUnknownMethodsAndRates() throws {
        let method = try CLI.run(["integrators", "--methods", "gsl-rkf45,verlet"])
        #expect(method.status == 64 && method.stderr.hasPrefix("Error: The value 'gsl-rkf45,verlet' is invalid for '--methods <methods>': unknown method 'verlet'; available: gsl-rk2, "))
        let rate = try CLI.run(["integrators", "--frame-rates", "0"])
        #expect(rate.status == 64 && rate.stderr.hasPrefix("Error: The value '0' is invalid for '--frame-rates <frame-rates>': invalid frame rate '0'; each must be a number of frames per second from 1 to 10000"))
    }
}
