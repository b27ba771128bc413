import ArgumentParser
import SpringTransitions
#if canImport(Glibc)
import Glibc
#endif

/// The `springlab` command-line tool.
@main
struct SpringLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "springlab",
        abstract: "Physics-based layout transitions: demos, scenarios, springs and integrator studies.",
        discussion: """
        Exit codes: 0 success; 1 a failure while running (such as an output file that cannot be \
        written); 2 bad input (a scenario file that cannot be read, is malformed or names an unknown \
        plugin, or an option value out of range); 64 a command-line usage error.
        """,
        subcommands: [DemoCommand.self, SimulateCommand.self, PluginsCommand.self, SpringCommand.self,
                      IntegratorsCommand.self, SpringDemoCommand.self, ExportCommand.self, ExportCheckCommand.self, LinearCheckCommand.self, SamplePlayerCommand.self]
    )

    /// Runs the command; a ``CLIError`` prints `Error: <description>` and exits with its code.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as CLIError {
            writeToStandardError("Error: \(error.description)\n")
            Glibc.exit(error.exitCode)
        } catch {
            exit(withError: error)
        }
    }
}
