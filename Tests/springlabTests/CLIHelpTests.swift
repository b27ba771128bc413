import Foundation
import Testing
@testable import springlab

/// Help texts (their first lines, as a user sees them) and the built-in scenarios.
@Suite struct CLIHelpTests {
    @Test(arguments: [
        ([String](), "OVERVIEW: Physics-based layout transitions: demos, scenarios, springs and\nintegrator studies."),
        (["demo"], "OVERVIEW: Run a spring transition scenario, write an HTML player of every frame\nand print a summary."),
        (["simulate"], "OVERVIEW: Run a scenario and write every element's trajectory, frame by frame,\nas CSV or JSON."),
        (["plugins"], "OVERVIEW: List the registered layouts, providers, integrators and easings, and\nthe built-in scenarios."),
        (["spring-demo"], "OVERVIEW: One spring stepped frame by frame by every kind of integrator,\nagainst the closed form."),
    ])
    func helpStartsWithTheOverview(command: [String], overview: String) throws {
        let result = try CLI.run(command + ["--help"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix(overview + "\n\n"))
    }

    @Test func usageLines() throws {
        #expect(try CLI.run(["simulate", "--help"]).stdout.contains(
            "USAGE: springlab simulate <scenario> [--format <format>] [--fps <fps>] [--max-work <max-work>] [--integrator <integrator>] [--out <out>]\n"))
        #expect(try CLI.run(["demo", "--help"]).stdout.contains(
            "USAGE: springlab demo [--scenario <scenario>] [--integrator <integrator>] [--fps <fps>] [--max-work <max-work>] [--out <out>]\n"))
    }

    @Test func pluginsListsTheRegistry() throws {
        let result = try CLI.run(["plugins"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines[0] == "layouts: circle, flow, grid, stack")
        #expect(lines[1] == "providers: default, per-channel, per-kind, snap, spring, stagger")
        #expect(lines[2].hasPrefix("integrators: exact, gsl-bsimp,"))
        #expect(lines[4] == "scenarios: grid-to-list, retarget, stagger, exchange, eased, interactive, batch-updates, bounds, layout-transition, fling-and-snap, springy-scroll")
    }

    @Test(arguments: BuiltInScenarios.names)
    func builtInScenariosAreTheExampleFiles(name: String) throws {
        let file = CLI.packageRoot.appendingPathComponent("Examples/Scenarios/\(name).json")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(BuiltInScenarios.text(named: name) == text,
                "Sources/springlab/Scenarios/BuiltInScenarios.swift is out of date: copy Examples/Scenarios/\(name).json into it")
    }
}
