import Foundation
import Testing

/// `springlab integrators` on the dynamics problems: the printed references against independent
/// truths, a short study run in both sampling modes, and the error messages.
@Suite struct CLIIntegratorsTests {
    /// Parses `--reference` output: a header line, then `name value` lines.
    static func parseReference(_ text: String) -> (header: String, values: [(String, Double)]) {
        let lines = text.split(separator: "\n").map(String.init)
        let values = lines.dropFirst().map { line -> (String, Double) in
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            return (String(parts[0]), Double(parts[1]) ?? .nan)
        }
        return (lines.first ?? "", values)
    }

    /// mpmath: 40-digit `expm` for the chain; 30-digit Taylor-series `odefun` (tolerance 1e-25)
    /// for duffing and pendulum. Computed outside the package.
    static let truth: [String: [Double]] = [
        "chain": [
            0.019864298446525944, 0.040673122418982785, 0.0642418659914319, 0.0926040214613279,
            0.12594409953271546, 0.16085638320470855, 0.1906673015174801, 0.20797865827804854,
            0.1234276722899327, 0.20000807619276434, 0.19580429635162003, 0.10015604837226844,
            -0.0694613397274955, -0.2707999660649585, -0.44883159416224244, -0.5529014179138572,
        ],
        "duffing": [-0.03872573789113524957953359, -1.105721326639483418264318],
        "pendulum": [0.5811121269527043757956816, -1.897425702194560350203616],
    ]

    @Test("--reference prints the end state with 17 significant digits, within 1e-12 of the truth", arguments: ["chain", "duffing", "pendulum"])
    func reference(_ name: String) throws {
        let result = try CLI.run(["integrators", "--problem", name, "--reference"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let (header, values) = Self.parseReference(result.stdout)
        let truth = try #require(Self.truth[name])
        #expect(header.hasPrefix("\(name) at t = "))
        #expect(values.count == truth.count)
        for ((_, value), expected) in zip(values, truth) {
            #expect(abs(value - expected) < 1e-12, "\(name): \(value) vs \(expected)")
        }
        // 17 significant digits: every printed number round-trips exactly.
        for line in result.stdout.split(separator: "\n").dropFirst() {
            let text = String(line.split(separator: " ", omittingEmptySubsequences: true)[1])
            let digits = text.filter(\.isNumber).drop(while: { $0 == "0" })
            #expect(digits.count >= 15 && digits.count <= 17, "\(text)")
        }
        let names = values.map(\.0)
        #expect(names.first == (name == "chain" ? "u1" : name == "duffing" ? "x" : "theta"))
    }

    @Test("--reference for the tile: 200 components, by the resistance rule and the closed form")
    func tileReference() throws {
        let result = try CLI.run(["integrators", "--problem", "tile", "--reference"])
        #expect(result.status == 0)
        let (header, values) = Self.parseReference(result.stdout)
        #expect(header.hasPrefix("tile at t = 2 (closed form of each damped oscillator (exact up to rounding); checked: "))
        #expect(values.count == 200)
        #expect(values[0].0 == "x1" && values[0].1 == 160)
        // y1 starts 120·538/1500 below its anchor at 22 and decays as the 1 Hz, ζ = 0.8 spring.
        let omega = 2 * Double.pi, zeta = 0.8, t = 2.0
        let alpha = zeta * omega, wd = omega * (1 - zeta * zeta).squareRoot()
        let decay = exp(-alpha * t) * (cos(wd * t) + alpha / wd * sin(wd * t))
        #expect(abs(values[1].1 - (22 + 120 * 538 / 1500 * decay)) < 1e-12)
        #expect(values[100].0 == "vx1")
    }

    @Test("a short study on the dynamics problems, stepping and dense, writes its table and CSV", arguments: ["step", "dense"])
    func study(_ sampling: String) throws {
        let directory = try CLI.temporaryDirectory()
        let result = try CLI.run(["integrators", "--problem", "dynamics", "--tolerances", "1e-6", "--repetitions", "1",
                                  "--steppers", "rkf45,rk8pd,rk4imp", "--sampling", sampling, "--out", "wp.svg", "--csv", "wp.csv"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        for problem in ["duffing:", "pendulum:", "chain:", "tile:"] { #expect(result.stdout.contains(problem)) }
        let csv = try String(contentsOf: directory.appendingPathComponent("wp.csv"), encoding: .utf8)
        let rows = csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(rows.count == 12)
        for row in rows {
            // Every run finished: the final error is in the tolerance's class. Stepping onto the
            // times keeps it over the samples; dense output adds the cubic Hermite error of long
            // steps (measured: up to 0.57 pt for rk8pd's 0.11 s steps on the tile, whose elements
            // move by up to 120 pt).
            #expect((Double(row[6]) ?? .nan) < 1e-2, "\(row)")
            let sampled = Double(row[sampling == "step" ? 9 : 7]) ?? .nan
            #expect(sampled < (sampling == "step" ? 1e-2 : 1), "\(row)")
            #expect(row[sampling == "step" ? 7 : 9].isEmpty, "\(row)")
            #expect(row[1].hasPrefix("gsl-"))
        }
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("wp.svg").path))
    }

    @Test("bad problem, stepper and sampling names list the valid ones")
    func errors() throws {
        let problem = try CLI.run(["integrators", "--problem", "lorenz"])
        #expect(problem.status == 2)
        #expect(problem.stderr == "Error: --problem: unknown problem 'lorenz'; available: underdamped, critical, overdamped, stiff-oscillatory, stiff, "
            + "duffing, pendulum, chain, tile, rober, hires, orego, vdpol, arenstorf, kepler-0.5, kepler-0.9, lotka-volterra, "
            + "spring, dynamics, ivp-testset, nonstiff, all\n")
        let stepper = try CLI.run(["integrators", "--steppers", "euler"])
        #expect(stepper.status == 64)
        #expect(stepper.stderr.hasPrefix("Error: unknown stepper 'euler'; available: rk2, rk4, rkf45, rkck, rk8pd, rk1imp, rk2imp, rk4imp, bsimp, msadams, msbdf\n"))
        let sampling = try CLI.run(["integrators", "--sampling", "linear"])
        #expect(sampling.status == 64)
        #expect(sampling.stderr.hasPrefix("Error: --sampling must be dense, step, both or none; got 'linear'\n"))
    }
}

/// `springlab integrators` filters and listings: conflicting or empty filters exit 2 without
/// output files, every default is in the help, and --list names every catalogue problem.
@Suite struct CLIIntegratorsFilterTests {
    @Test("conflicting or empty filters exit 2 and write nothing", arguments: [
        (["--methods", "gsl-rkf45", "--steppers", "msbdf"], "--methods gsl-rkf45 and --steppers msbdf select no method in common"),
        (["--steppers", ","], "--steppers is empty: give at least one stepper"),
        (["--methods", " "], "--methods is empty: give at least one method"),
        (["--tolerances", ","], "--tolerances is empty: give at least one tolerance"),
        (["--problem", "hires", "--methods", "exact,rk4-substeps"], "no selected method runs on hires: exact, rk4-substeps run only on the spring problems"),
        (["--tolerances", "1e-6", "--abstol", "1e-8", "--reltol", "1e-6"], "--tolerances conflicts with --abstol/--reltol: give paired tolerances or separate ones, not both"),
        (["--abstol", "1e-8,1e-9", "--reltol", "1e-6"], "--abstol has 2 values but --reltol has 1: they pair one to one"),
        (["--abstol", "1e-8"], "--abstol needs --reltol"),
        (["--tolerances", "2"], "invalid tolerances[0]: must be a number between 0 and 1, like 1e-6; got 2.0"),
        (["--problem", "missing.json"], "--problem: missing.json: cannot read: No such file or directory"),
        (["--convergence", "--levels", "9-3"], "--levels must be FIRST-LAST with 0 <= FIRST < LAST <= 24, like 4-12; got '9-3'"),
    ])
    func badFilters(_ arguments: [String], _ message: String) throws {
        let directory = try CLI.temporaryDirectory()
        let result = try CLI.run(["integrators"] + arguments + ["--out", "wp.svg", "--csv", "wp.csv"], in: directory)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr == "Error: \(message)\n")
        #expect(result.stdout.isEmpty)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.isEmpty, "\(files)")
    }

    @Test("the help shows every option's default")
    func helpShowsDefaults() throws {
        let help = try CLI.run(["integrators", "--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: " +", with: " ", options: .regularExpression)
        for expected in ["(default: all)", "(default: 1e-3,1e-4,1e-5,1e-6,1e-7,1e-8,1e-9,1e-10)", "(default: all 11;",
                         "(default: 30,60,120,240,480,960)", "(default: dense)", "(default: 100)", "(default: final)",
                         "(default: 3)", "(default: 1000000)", "(default: 4-16)", "(default: wp.svg)"] {
            #expect(help.contains(expected), "\(expected)")
        }
    }

    @Test("--list shows every catalogue problem with its group and reference")
    func list() throws {
        let result = try CLI.run(["integrators", "--list"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("problem") == true)
        for name in ["underdamped", "tile", "rober", "hires", "orego", "vdpol", "arenstorf", "kepler-0.5", "kepler-0.9", "lotka-volterra"] {
            #expect(lines.contains { $0.hasPrefix(name + " ") }, "\(name)")
        }
        #expect(lines.contains { $0.hasPrefix("hires ") && $0.contains(" ivp-testset ") && $0.contains("Mazzia & Magherini") })
    }
}

/// `springlab integrators` on the new catalogue: the HIRES run of the "done when", and
/// the convergence mode.
@Suite struct CLILabTests {
    @Test("hires with msbdf and bsimp at 1e-10: the CSV's end states are within 1e-8 relative of the published reference")
    func hiresEndStates() throws {
        let directory = try CLI.temporaryDirectory()
        let result = try CLI.run(["integrators", "--problem", "hires", "--steppers", "msbdf,bsimp", "--tolerances", "1e-10",
                                  "--csv", "out.csv", "--repetitions", "1"], in: directory)
        #expect(result.status == 0 && result.stderr.isEmpty)
        let published = [0.7371312573325668e-3, 0.1442485726316185e-3, 0.5888729740967575e-4, 0.1175651343283149e-2,
                         0.2386356198831331e-2, 0.6238968252742796e-2, 0.2849998395185769e-2, 0.2850001604814231e-2]
        let csv = try String(contentsOf: directory.appendingPathComponent("out.csv"), encoding: .utf8)
        let lines = csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let header = lines[0]
        let first = try #require(header.firstIndex(of: "end_1"))
        #expect(header.count == first + 8)
        #expect(lines.count == 3)
        for line in lines.dropFirst() {
            for (i, expected) in published.enumerated() {
                let value = try #require(Double(line[first + i]))
                #expect(abs(value - expected) / expected < 1e-8, "\(line[1]) y\(i + 1): \(value)")
                // 17 significant digits.
                #expect(line[first + i].filter(\.isNumber).drop(while: { $0 == "0" }).count >= 16, "\(line[first + i])")
            }
        }
    }

    @Test("--convergence prints each stepper's estimated order beside its declared one")
    func convergence() throws {
        let directory = try CLI.temporaryDirectory()
        let result = try CLI.run(["integrators", "--convergence", "--problem", "lotka-volterra", "--steppers", "rk4,rk2imp",
                                  "--levels", "4-12", "--out", "c.svg", "--csv", "c.csv"], in: directory)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "lotka-volterra: order of the final-state error under fixed steps h = T/N")
        #expect(lines[1].hasPrefix("stepper  declared  estimated"))
        for (stepper, order) in [("rk4", 4.0), ("rk2imp", 2.0)] {
            let row = try #require(lines.first { $0.hasPrefix(stepper + " ") }).split(separator: " ")
            #expect(Int(row[1]) == Int(order))
            #expect(abs((Double(row[2]) ?? 0) - order) <= 0.2, "\(row)")
        }
        #expect(result.stdout.hasSuffix("plot: c.svg\ncsv: c.csv\n"))
        let svg = try String(contentsOf: directory.appendingPathComponent("c.svg"), encoding: .utf8)
        #expect(XMLCheck.problem(in: svg) == nil)
    }
}
