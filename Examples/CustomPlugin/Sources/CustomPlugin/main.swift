import Foundation
import SpringScenarios
import SpringTransitions

// Registers a custom integrator, provider and easing, decodes the bundled scenarios that name
// them, runs them through the public API and prints a summary of each.

var registry = PluginRegistry.standard
try registry.register(integrator: "velocity-verlet") { parameters in
    VelocityVerletIntegrator(parameters: try parameters.map { try VelocityVerletIntegrator.Parameters(from: $0) } ?? .init())
}
try registry.register(provider: "wave") { parameters in
    AnimationProvider(WaveProvider(parameters: try parameters.map { try WaveProvider.Parameters(from: $0) } ?? .init()))
}
// A back-out curve that overshoots a little: a CSS cubic Bézier under a name of our own.
try registry.register(easing: "soft-back", try Easing.cubicBezier(0.34, 1.3, 0.64, 1))

/// The bundled scenario `name`.json, decoded (exits with the error's path and reason otherwise).
func bundledScenario(_ name: String) -> Scenario {
    guard let url = Bundle.module.url(forResource: name, withExtension: "json") else { fatalError("\(name).json is not bundled") }
    do {
        return try Scenario(json: JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url)))
    } catch {
        print("\(name).json: \(error)")
        exit(2)
    }
}

let scenario = bundledScenario("wave")
print("\(scenario.name ?? "scenario"): \(scenario.summary ?? "")")
print("plugins: provider \(scenario.motion.provider.name), integrator \(scenario.motion.integrator.name)\n")

// When does each column of the grid start moving, and when does everything rest?
let runner = try ScenarioRunner(scenario: scenario, registry: registry)
var firstMove: [Int: Double] = [:]
var start: [ElementID: Point] = [:]
let summary = try runner.run { frame in
    for pose in frame.elements where pose.id.isCell {
        if frame.index == 0 { start[pose.id] = pose.center; continue }
        let column = Int((start[pose.id]!.x - 8) / 94)
        if firstMove[column] == nil, pose.center != start[pose.id] { firstMove[column] = frame.time }
    }
}
for column in firstMove.keys.sorted() {
    print("column \(column) starts moving at t = \(String(format: "%.3f", firstMove[column]!)) s")
}
let s = summary.statistics
print("""

\(summary.frameCount) frames over \(String(format: "%.3f", summary.duration)) s, \(summary.isSettled ? "all at rest" : "still moving")
integrator \(summary.integratorName): \(s.acceptedSteps) substeps, \(s.functionEvaluations) force evaluations
final content offset \(runner.collectionView.contentOffset), layout \(type(of: runner.collectionView.layout))
""")

// The second scenario: an eased transition on the registered easing, then a batch update
// animated by the registered provider and integrator.
let inserts = bundledScenario("insert-wave")
print("\n\(inserts.name ?? "scenario"): \(inserts.summary ?? "")")
let insertRunner = try ScenarioRunner(scenario: inserts, registry: registry)
var peak = 0.0
let insertSummary = try insertRunner.run { frame in
    if let p = frame.progress, frame.time < 0.6 { peak = max(peak, p) }
}
print("""
eased progress peaks at \(String(format: "%.3f", peak)) (soft-back overshoots 1)
\(insertSummary.frameCount) frames over \(String(format: "%.3f", insertSummary.duration)) s, \(insertSummary.isSettled ? "all at rest" : "still moving"), \
\(insertSummary.transitionCount) transitions, integrator \(insertSummary.integratorName), \
\(insertRunner.collectionView.dataCounts.totalItems) items
""")
