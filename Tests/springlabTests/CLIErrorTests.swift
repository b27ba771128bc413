import Foundation
import Testing

/// Every error path of `demo` and `simulate`: the exact message on standard error, nothing on
/// standard output, and the exit code (2 for bad input, 1 for an output that cannot be written).
@Suite struct CLIErrorTests {
    static let collection = #""collection": {"sections": [3], "bounds": {"width": 320, "height": 480}}"#

    /// Runs `simulate file.json` (or `arguments`) on a scenario with `text` and returns the result.
    static func simulate(_ text: String, _ arguments: [String] = ["simulate", "s.json"]) throws -> CLI.Result {
        try CLI.run(arguments, in: CLI.directory(with: ["s.json": text]))
    }

    static func expectFailure(_ result: CLI.Result, _ message: String, status: Int32 = 2,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.stderr == "Error: \(message)\n", sourceLocation: sourceLocation)
        #expect(result.status == status, sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func malformedJSONSyntax() throws {
        Self.expectFailure(try Self.simulate("{\n  \"collection\": {\"sections\": [3]],\n}"),
                           "s.json: invalid JSON: Invalid value around character 34 (line 2, column 33)")
        Self.expectFailure(try Self.simulate(#"{"collection": "#), "s.json: invalid JSON: Unexpected end of file during JSON parse")
    }

    @Test func malformedScenarioNamesThePathAndTheReason() throws {
        Self.expectFailure(try Self.simulate(#"{\#(Self.collection), "from": "flow", "to": {"name": "grid", "parameters": {"columns": "2"}}}"#),
                           "s.json: $.to.parameters.columns: expected a number, found a string")
        Self.expectFailure(try Self.simulate(#"{\#(Self.collection), "to": "flow"}"#), "s.json: $: missing key 'from'")
        Self.expectFailure(try Self.simulate(#"{\#(Self.collection), "from": "flow", "to": "grid", "motion": {"sprng": {}}}"#),
                           "s.json: $.motion.sprng: unknown key 'sprng'; known keys: spring, provider, integrator, timeStep, contentOffset, anchor, easing, duration, reducedMotion")
        Self.expectFailure(try Self.simulate(#"{\#(Self.collection), "from": "flow", "to": "grid", "timeline": [{"at": 0.1, "insert": [[0, 1]]}]}"#),
                           "s.json: $.timeline[0].insert: unknown key 'insert'; known keys: at, retarget, placement, cancelInPlace, touch, interactive, progress, finish, cancel, batchUpdates, bounds, layoutTransition, drag, release, fling, seek")
    }

    @Test func unknownNamesListTheAvailableOnes() throws {
        Self.expectFailure(try Self.simulate(#"{\#(Self.collection), "from": "flow", "to": "spiral"}"#),
                           "s.json: $.to.name: unknown layout 'spiral'; available: circle, flow, grid, stack")
        Self.expectFailure(try Self.simulate(#"{\#(Self.collection), "from": "flow", "to": "grid", "motion": {"provider": "wave"}}"#),
                           "s.json: $.motion.provider.name: unknown provider 'wave'; available: default, per-channel, per-kind, snap, spring, stagger")
        let integrators = "exact, gsl-bsimp, gsl-msadams, gsl-msbdf, gsl-rk1imp, gsl-rk2, gsl-rk2imp, gsl-rk4, gsl-rk4imp, gsl-rk8pd, "
            + "gsl-rkck, gsl-rkf45, rk4-substeps, semi-implicit-euler, semi-implicit-euler-substeps"
        Self.expectFailure(try Self.simulate(#"{\#(Self.collection), "from": "flow", "to": "grid", "motion": {"integrator": "verlet"}}"#),
                           "s.json: $.motion.integrator.name: unknown integrator 'verlet'; available: \(integrators)")
        Self.expectFailure(try CLI.run(["demo", "--integrator", "verlet"]), "--integrator: unknown integrator 'verlet'; available: \(integrators)")
        Self.expectFailure(try CLI.run(["demo", "--scenario", "spiral"]),
                           "unknown scenario 'spiral'; built-in scenarios: grid-to-list, retarget, stagger, exchange, eased, interactive, batch-updates, bounds, layout-transition, fling-and-snap, springy-scroll; or give the path of a JSON file")
        Self.expectFailure(try CLI.run(["simulate", "missing.json"]), "cannot read missing.json: No such file or directory")
    }

    @Test func absurdSizesAreRefused() throws {
        Self.expectFailure(try Self.simulate(#"{"collection": {"sections": [1000000000], "bounds": {"width": 320, "height": 480}}, "from": "flow", "to": "grid"}"#),
                           "s.json: $.collection.sections[0]: 1000000000 items; at most 100000 are allowed in all")
        Self.expectFailure(try Self.simulate(#"{"collection": {"sections": [3], "bounds": {"width": 1e12, "height": 480}}, "from": "flow", "to": "grid"}"#),
                           "s.json: $.collection.bounds.width: 1000000000000.0 must be finite, positive and at most 100000 points")
        Self.expectFailure(try Self.simulate(#"{\#(Self.collection), "from": "flow", "to": "grid", "fps": 1e9}"#),
                           "s.json: $.fps: 1000000000.0 must be between 1 and 1000 frames per second")
        Self.expectFailure(try CLI.run(["demo", "--fps", "0"]), "--fps: 0.0 must be between 1 and 1000 frames per second")
        Self.expectFailure(try CLI.run(["simulate", "grid-to-list", "--fps", "1e9"]), "--fps: 1000000000.0 must be between 1 and 1000 frames per second")
    }

    @Test func unwritableOutputs() throws {
        Self.expectFailure(try CLI.run(["demo", "--out", "no/such/dir/demo.html"]),
                           "cannot write no/such/dir/demo.html: No such file or directory", status: 1)
        Self.expectFailure(try CLI.run(["simulate", "grid-to-list", "--out", "no/such/dir/t.csv"]),
                           "cannot write no/such/dir/t.csv: No such file or directory", status: 1)
    }

    @Test func usageErrorsComeFromArgumentParser() throws {
        let result = try CLI.run(["simulate", "grid-to-list", "--format", "xml"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'csv' and 'json'.\n"))
    }
}
