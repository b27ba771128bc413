import Foundation
import Testing

/// The fuzz findings of issue 10 on unbounded work: scenarios estimated above the work budget are
/// refused before their first frame (exit 2, the field and the estimate named), and `--max-work`
/// moves the budget.
@Suite struct CLIWorkBudgetTests {
    /// A grid-to-list scenario of 48 items with `motion` (a JSON object's members) and `extra`
    /// top-level members.
    static func scenario(motion: String, extra: String = "") -> String {
        #"{"collection": {"sections": [16, 16, 16], "bounds": {"width": 390, "height": 844}}, "from": {"name": "grid", "parameters": {"columns": 4}}, "to": {"name": "grid", "parameters": {"columns": 1}}, "motion": {\#(motion)}\#(extra)}"#
    }

    @Test func microscopicSubstepIsRefusedNamingTheIntegrator() throws {
        let text = Self.scenario(motion: #""integrator": {"name": "semi-implicit-euler-substeps", "parameters": {"substep": 1e-9}}"#)
        let result = try CLIErrorTests.simulate(text)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: s.json: $.motion.integrator: estimated work "))
        #expect(result.stderr.contains("evaluations per channel and step) exceeds the budget of 2e+9; raise it with --max-work (ScenarioRunner.maximumWork)\n"))
    }

    @Test func stiffSpringOnAnExplicitStepperSuggestsAnImplicitOne() throws {
        let text = Self.scenario(motion: #""spring": {"response": 0.6, "dampingRatio": 1e5}, "integrator": "gsl-rkf45""#)
        let result = try CLIErrorTests.simulate(text)
        #expect(result.status == 2)
        // The file wrote "spring": the message names that key, not the provider it stands for.
        #expect(result.stderr.hasPrefix("Error: s.json: $.motion.spring: estimated work "), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("is too stiff for the explicit gsl-rkf45: use an implicit stepper (gsl-msbdf, gsl-rk4imp, gsl-bsimp) or the exact integrator\n"))
        // Written as a provider, the provider is named.
        let provider = try CLIErrorTests.simulate(Self.scenario(
            motion: #""provider": {"name": "spring", "parameters": {"spring": {"response": 0.6, "dampingRatio": 1e5}}}, "integrator": "gsl-rkf45""#))
        #expect(provider.status == 2)
        #expect(provider.stderr.hasPrefix("Error: s.json: $.motion.provider: estimated work "), "\(provider.stderr)")
        // The exact integrator takes the same spring in one map per frame.
        let exact = try CLI.run(["simulate", "s.json", "--integrator", "exact", "--out", "t.csv"],
                                in: CLI.directory(with: ["s.json": Self.scenario(motion: #""spring": {"response": 0.6, "dampingRatio": 1e5}"#, extra: #", "maxDuration": 0.5"#)]))
        #expect(exact.status == 0, "\(exact.stderr)")
    }

    @Test func tinyTimeStepIsRefusedNamingTheTimeStep() throws {
        let text = Self.scenario(motion: #""integrator": "gsl-rk1imp", "timeStep": 1e-5"#)
        let result = try CLIErrorTests.simulate(text)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Error: s.json: $.motion.timeStep: estimated work "))
        #expect(result.stderr.contains("(1e+6 steps of 1e-5 s × "))
    }

    @Test func maxWorkMovesTheBudget() throws {
        let text = Self.scenario(motion: #""integrator": "exact""#)
        let refused = try CLIErrorTests.simulate(text, ["simulate", "s.json", "--max-work", "1000"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("exceeds the budget of 1000; raise it with --max-work"))
        let accepted = try CLIErrorTests.simulate(text, ["simulate", "s.json", "--max-work", "1e7", "--out", "t.csv"])
        #expect(accepted.status == 0, "\(accepted.stderr)")
        let invalid = try CLIErrorTests.simulate(text, ["simulate", "s.json", "--max-work", "nan"])
        CLIErrorTests.expectFailure(invalid, "--max-work: nan must be finite and positive")
    }
}
