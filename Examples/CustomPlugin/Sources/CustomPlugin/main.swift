import Foundation
import SpringScenarios
import SpringTransitions

// Registers a custom integrator and a custom provider, decodes the bundled scenario that names
// them, runs it through the public API and prints a summary.

var registry = PluginRegistry.standard
try registry.register(integrator: "velocity-verlet") { parameters in
    VelocityVerletIntegrator(parameters: try parameters.map { try VelocityVerletIntegrator.Parameters(from: $0) } ?? .init())
}
try registry.register(provider: "wave") { parameters in
    AnimationProvider(WaveProvider(parameters: try parameters.map { try WaveProvider.Parameters(from: $0) } ?? .init()))
}

guard let url = Bundle.module.url(forResource: "wave", withExtension: "json") else { fatalError("wave.json is not bundled") }
let scenario: Scenario
do {
    scenario = try Scenario(json: JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url)))
} catch {
    print("wave.json: \(error)")
    exit(2)
}
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
