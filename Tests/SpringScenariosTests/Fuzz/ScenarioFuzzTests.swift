import Foundation
import Testing
import SpringTestSupport
import SpringTransitions
import SpringScenarios

/// The scenario fuzz harness: mutated example scenarios (see ``ScenarioFuzzer``) are decoded and
/// run. Each case must either be refused with a ``ScenarioError`` (a path and a message) or run to
/// the end with finite attributes and offsets in every frame; a crash fails the run, and the
/// runner's work budget (kept small here) keeps every case short, so a hang shows as a timeout.
///
/// `SPRINGTRANSITIONS_FUZZ_CASES` sets the number of cases (default 2,000);
/// `SPRINGTRANSITIONS_FUZZ_SEED` the first seed (default 1).
@Suite("Fuzz: scenario files")
struct ScenarioFuzzTests {
    static var caseCount: Int { ProcessInfo.processInfo.environment["SPRINGTRANSITIONS_FUZZ_CASES"].flatMap(Int.init) ?? 2_000 }
    static var firstSeed: UInt64 { ProcessInfo.processInfo.environment["SPRINGTRANSITIONS_FUZZ_SEED"].flatMap(UInt64.init) ?? 1 }

    /// The example scenarios (the built-in ones), parsed.
    static func examples() throws -> [JSONValue] {
        try namedExamples().map(\.json)
    }

    /// The example scenarios with their file names (without `.json`), in name order.
    static func namedExamples() throws -> [(name: String, json: JSONValue)] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        return try files.map { (String($0.dropLast(5)), try scenarioJSON(String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))) }
    }

    /// What one case did.
    enum Outcome: Equatable { case refused, ran, badFrame(String) }

    /// Decodes and runs `json` under a small work budget.
    static func run(_ json: JSONValue) -> Outcome {
        let runner: ScenarioRunner
        do {
            runner = try ScenarioRunner(scenario: Scenario(json: json))
            runner.maximumWork = 3e7
            var problem: String?
            _ = try runner.run { frame in
                guard problem == nil else { return }
                guard frame.contentOffset.x.isFinite, frame.contentOffset.y.isFinite, frame.time.isFinite else {
                    problem = "frame \(frame.index): content offset \(frame.contentOffset) at t = \(frame.time)"
                    return
                }
                for a in frame.elements {
                    do { try a.validate() } catch { problem = "frame \(frame.index): \(error)"; return }
                }
            }
            return problem.map(Outcome.badFrame) ?? .ran
        } catch let error as ScenarioError {
            return error.path.isEmpty || error.message.isEmpty ? .badFrame("empty error \(error)") : .refused
        } catch {
            return .badFrame("not a ScenarioError: \(error)")
        }
    }

    @Test func mutatedScenariosAreRefusedOrRunWithFiniteFrames() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 4)
        var refused = 0, ran = 0
        for k in 0..<Self.caseCount {
            let seed = Self.firstSeed &+ UInt64(k)
            var fuzzer = ScenarioFuzzer(seed: seed)
            let base = examples[Int(seed % UInt64(examples.count))]
            let mutant = fuzzer.mutate(base)
            switch Self.run(mutant) {
            case .refused: refused += 1
            case .ran: ran += 1
            case .badFrame(let problem):
                Issue.record("seed \(seed): \(problem)")
            }
        }
        // Both outcomes are exercised: the mutations are neither all fatal nor all harmless.
        #expect(refused > Self.caseCount / 10)
        #expect(ran > Self.caseCount / 10)
        print("scenario fuzz: \(Self.caseCount) cases from seed \(Self.firstSeed): \(ran) ran, \(refused) refused")
    }
}
