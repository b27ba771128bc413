import ArgumentParser
import SpringTransitions

/// The `springlab` command-line tool.
@main
struct SpringLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "springlab",
        abstract: "Physics-based layout transitions: demos, springs and integrator studies.",
        subcommands: [DemoCommand.self, SpringCommand.self, IntegratorsCommand.self, SamplePlayerCommand.self]
    )
}
