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
        #expect(header == "tile at t = 2 (closed form of each damped oscillator (exact up to rounding)):")
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
            let error = Double(row[4]) ?? .nan
            // Every run finished. Stepping onto the times keeps the tolerance's error class; dense
            // output adds the cubic Hermite error of long steps (measured: up to 0.57 pt for rk8pd's
            // 0.11 s steps on the tile, whose elements move by up to 120 pt).
            #expect(error < (sampling == "step" ? 1e-2 : 1), "\(row)")
            #expect(row[1].hasPrefix("gsl-"))
        }
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("wp.svg").path))
    }

    @Test("bad problem, stepper and sampling names list the valid ones")
    func errors() throws {
        let problem = try CLI.run(["integrators", "--problem", "lorenz"])
        #expect(problem.status == 64)
        #expect(problem.stderr.hasPrefix("Error: unknown problem 'lorenz'; available: underdamped, critical, overdamped, stiff-oscillatory, stiff, duffing, pendulum, chain, tile, all, dynamics\n"))
        let stepper = try CLI.run(["integrators", "--steppers", "euler"])
        #expect(stepper.status == 64)
        #expect(stepper.stderr.hasPrefix("Error: The value 'euler' is invalid for '--steppers <steppers>': unknown stepper 'euler'; available: rk2, rk4, rkf45, rkck, rk8pd, rk1imp, rk2imp, rk4imp, bsimp, msadams, msbdf\n"))
        let sampling = try CLI.run(["integrators", "--sampling", "linear"])
        #expect(sampling.status == 64)
        #expect(sampling.stderr.hasPrefix("Error: --sampling must be step or dense; got 'linear'\n"))
    }
}
