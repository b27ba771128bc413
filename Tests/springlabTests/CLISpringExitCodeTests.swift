import Foundation
import Testing

/// The fuzz findings of issue 10 for `springlab spring`: a value out of range is bad input (exit 2,
/// as the README says), a NaN or infinite plot option is refused, and usage errors stay 64.
@Suite struct CLISpringExitCodeTests {
    static func spring(_ arguments: [String]) throws -> CLI.Result {
        try CLI.run(["spring"] + arguments + ["--plot", "s.svg"], in: CLI.directory(with: [:]))
    }

    @Test func outOfRangeParametersExitWithTwo() throws {
        CLIErrorTests.expectFailure(try Self.spring(["--response=-1", "--damping-ratio", "0.5"]),
                                    "invalid spring parameter response = -1.0: must be greater than 0")
        CLIErrorTests.expectFailure(try Self.spring(["--stiffness", "1e400", "--damping", "1"]),
                                    "invalid spring parameter stiffness = inf: must be finite")
        CLIErrorTests.expectFailure(try Self.spring(["--duration", "0.5", "--bounce", "2"]),
                                    "invalid spring parameter bounce = 2.0: must be greater than -1 and less than or equal to 1")
    }

    @Test func nonFinitePlotOptionsExitWithTwo() throws {
        CLIErrorTests.expectFailure(try Self.spring(["--preset", "bouncy", "--displacement", "nan"]),
                                    "--displacement: nan must be finite and at most 1000000000000 in magnitude")
        CLIErrorTests.expectFailure(try Self.spring(["--preset", "bouncy", "--velocity=-inf"]),
                                    "--velocity: -inf must be finite and at most 1000000000000 in magnitude")
        CLIErrorTests.expectFailure(try Self.spring(["--preset", "bouncy", "--displacement", "1e13"]),
                                    "--displacement: 10000000000000.0 must be finite and at most 1000000000000 in magnitude")
    }

    @Test func usageErrorsExitWith64() throws {
        let missing = try Self.spring(["--response", "0.5"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: missing --damping-ratio\n"))
        let two = try Self.spring(["--preset", "bouncy", "--stiffness", "100", "--damping", "10"])
        #expect(two.status == 64)
        #expect(two.stderr.hasPrefix("Error: give only one parameterisation; got --stiffness/--damping and --preset\n"))
    }

    @Test func validSpringExitsWithZeroAndWritesThePlot() throws {
        let directory = try CLI.directory(with: [:])
        let result = try CLI.run(["spring", "--stiffness", "100", "--damping", "10", "--plot", "s.svg"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("plot: s.svg\n"))
        let svg = try String(contentsOf: directory.appendingPathComponent("s.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
    }
}
