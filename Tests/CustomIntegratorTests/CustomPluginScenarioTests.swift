import Foundation
import SpringScenarios
import SpringTransitions
import Testing

/// A scenario that names a user-registered integrator, provider and easing, all written outside
/// the package with the public API, runs through ScenarioRunner and uses each of them.
@Suite struct CustomPluginScenarioTests {
    /// Counts the animations it makes (a reference, so the factory's copies share it).
    final class Calls: @unchecked Sendable { var count = 0 }

    @Test func aScenarioUsesRegisteredIntegratorProviderAndEasing() throws {
        let calls = Calls()
        var registry = PluginRegistry.standard
        try registry.register(integrator: "midpoint") { _ in MidpointIntegrator() }
        try registry.register(provider: "counted") { _ in
            AnimationProvider { context in
                calls.count += 1
                return AttributeAnimation(context: context, springs: ChannelSprings(.snappy))
            }
        }
        // Progress = t², exactly.
        try registry.register(easing: "square", .custom(try EasingFunction(name: "square") { $0 * $0 }))
        let text = #"""
            {"collection": {"sections": [6], "bounds": {"width": 300, "height": 600}},
             "from": {"name": "grid", "parameters": {"columns": 3}},
             "to": {"name": "grid", "parameters": {"columns": 1, "aspectRatio": 3}},
             "motion": {"easing": "square", "duration": 0.5, "integrator": "midpoint"},
             "timeline": [{"at": 0.6, "batchUpdates": {"insert": [[0, 0]], "provider": "counted"}}]}
            """#
        let scenario = try Scenario(json: JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)))
        let runner = try ScenarioRunner(scenario: scenario, registry: registry, framesPerSecond: 10)
        var progress: [Double?] = []
        let summary = try runner.run { progress.append($0.progress) }
        // The eased part follows t² (frames at 0.1 s … 0.4 s), then the batch update runs on springs.
        for (k, p) in progress.prefix(5).enumerated() {
            let u = Double(k) / 10 / 0.5
            #expect(abs((p ?? .nan) - u * u) < 1e-12, "frame \(k)")
        }
        #expect(summary.isSettled && summary.transitionCount == 2)
        #expect(summary.integratorName == "midpoint" && summary.statistics.acceptedSteps > 0)
        #expect(calls.count == 7)   // the 6 cells that stay and the inserted one
        #expect(runner.collectionView.dataCounts.totalItems == 7)
    }
}
