import ArgumentParser
import SpringScenarios
import SpringTransitions

extension KeyframeFormat: ExpressibleByArgument {}

/// `springlab export`: certified keyframes of a scenario's spring transition, as a self-contained
/// page animated by CSS `@keyframes` or the Web Animations API, or as JSON.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a scenario's transition as keyframes (CSS @keyframes or WAAPI page, or JSON) certified within ε at every instant.",
        discussion: """
        The scenario is played on its own clock step (default 1/120 s) and every element gets \
        keyframes (center, size, opacity) such that linear interpolation stays within --epsilon \
        points (--alpha-epsilon for opacity) of the transition at every instant, not only at the \
        keyframes; the content offset is animated too. The bound is certified from the springs' \
        closed form and printed with the keyframe count and that of uniform 60 Hz sampling. \
        Spring transitions and their retargets only; events must fall on the clock step. \
        The file is written all at once (a temporary file renamed), or not at all.
        """
    )

    @Option(help: "A built-in scenario name or the path of a scenario JSON file.") var scenario: String = BuiltInScenarios.names[0]
    @Option(help: "css (a page with @keyframes), waapi (a page calling element.animate()) or json.") var format: KeyframeFormat = .css
    @Option(help: "Where to write the page or JSON.") var out: String = "export.html"
    @Option(help: "The certified bound for positions and sizes, in points (> 0).") var epsilon: Double = 0.25
    @Option(help: "The certified bound for opacity (> 0).") var alphaEpsilon: Double = 0.002
    @Option(help: "Use this registry integrator instead of the scenario's (see `springlab plugins`).") var integrator: String?

    mutating func run() throws {
        guard epsilon.isFinite, epsilon > 0 else { throw CLIError.input("invalid --epsilon \(epsilon): must be finite and greater than 0") }
        guard alphaEpsilon.isFinite, alphaEpsilon > 0 else {
            throw CLIError.input("invalid --alpha-epsilon \(alphaEpsilon): must be finite and greater than 0")
        }
        let tolerance = try KeyframeTolerance(points: epsilon, alpha: alphaEpsilon)
        let source = try ScenarioSource.load(scenario)
        var scenario = source.scenario
        if let integrator {
            // The runner validates the name; reuse its override logic through a throwaway runner.
            _ = try source.runner(integrator: integrator, fps: nil)
            scenario.motion.integrator = PluginReference(name: integrator)
        }
        let export: KeyframeExport
        do {
            export = try KeyframeExport(scenario: scenario, tolerance: tolerance)
        } catch let error as KeyframeError {
            throw CLIError.input("\(source.label): \(error)")
        } catch let error as ScenarioError {
            throw CLIError.input("\(source.label): \(error)")
        }
        let title = "springlab export: \(scenario.name ?? source.label)"
        try writeOutputAtomically(KeyframePage.render(export, format: format, title: title, bounds: scenario.collection.bounds), to: out)
        for line in Self.summary(export) { print(line) }
        print("\(format == .json ? "json" : "page")         \(out)")
    }

    /// The summary lines: keyframes, certified bound, and uniform 60 Hz sampling for comparison.
    static func summary(_ export: KeyframeExport) -> [String] {
        var lines = [
            "elements     \(export.elements.count) and the content offset, \(JSONText.number(export.duration, decimals: 3)) s",
            "keyframes    \(export.keyframeCount) (tolerance \(export.tolerance.points) pt, alpha \(export.tolerance.alpha))",
            "certified    max deviation \(JSONText.number(export.certifiedMaxDeviation.points, decimals: 4)) pt, alpha \(JSONText.number(export.certifiedMaxDeviation.alpha, decimals: 5))",
        ]
        if let u = export.uniform60Hz {
            lines.append("uniform 60Hz \(u.keyframeCount) keyframes (\(u.sampleCount) samples × \(export.elements.count + 1) tracks), certified max deviation \(JSONText.number(u.certifiedMaxDeviation.points, decimals: 4)) pt, alpha \(JSONText.number(u.certifiedMaxDeviation.alpha, decimals: 5))")
            let ratio = Double(export.keyframeCount) / Double(Swift.max(1, u.keyframeCount))
            lines.append("             the export needs \(JSONText.number(ratio, decimals: 2))× the 60 Hz keyframes and certifies ε; 60 Hz certifies \(JSONText.number(u.certifiedMaxDeviation.points / export.tolerance.points, decimals: 1))× ε")
        } else {
            lines.append("uniform 60Hz not compared: 60 Hz instants fall between the recorded clock steps (motion.timeStep does not divide 1/60 s)")
        }
        let u = export.uniformAtTolerance
        lines.append("uniform at ε  \(u.keyframeCount) keyframes (the fastest element needs \(JSONText.number(u.rate, decimals: 0)) Hz)")
        return lines
    }
}
