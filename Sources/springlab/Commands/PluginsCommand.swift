import ArgumentParser
import SpringScenarios
import SpringTransitions

/// `springlab plugins`: the names scenario files and `--integrator` can use.
struct PluginsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugins",
        abstract: "List the registered layouts, providers, integrators and easings, and the built-in scenarios."
    )

    mutating func run() throws {
        let registry = PluginRegistry.standard
        for kind in [PluginKind.layout, .provider, .integrator, .easing] {
            print("\(kind.rawValue)s: \(registry.names(of: kind).joined(separator: ", "))")
        }
        print("scenarios: \(BuiltInScenarios.names.joined(separator: ", "))")
    }
}
