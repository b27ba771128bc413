import Foundation
import Testing
import SpringTestSupport
import SpringTransitions
import SpringScenarios
import IntegratorLab

/// The problem-file fuzz harness: mutated example problems (Examples/Problems, see
/// ``ProblemFileFuzzer``) are decoded and, when accepted, integrated with msbdf (implicit, so the
/// compiled Jacobian runs too) and rkf45 under a small step budget. Each case must be refused
/// with a ``ScenarioError`` (a path and a message), or run to a finite end state, or stop with an
/// ``ODEError`` (its description a sentence); a crash fails the run, and the step budget keeps
/// every case short.
///
/// `SPRINGTRANSITIONS_FUZZ_CASES` sets the number of cases (default 2,000);
/// `SPRINGTRANSITIONS_FUZZ_SEED` the first seed (default 1).
@Suite("Fuzz: problem files")
struct ProblemFileFuzzTests {
    /// The example problems, parsed.
    static func examples() throws -> [JSONValue] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Problems")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        return try files.map { try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: folder.appendingPathComponent($0))) }
    }

    enum Outcome: Equatable { case refused, ran, stopped, bad(String) }

    static func run(_ json: JSONValue) -> Outcome {
        let file: ProblemFile
        do {
            file = try ProblemFile(json: json)
        } catch {
            return error.path.isEmpty || error.message.isEmpty ? .bad("empty error \(error)") : .refused
        }
        var outcome = Outcome.ran
        for stepper in [Stepper.msbdf, .rkf45] {
            do {
                let solver = try ODESolver(system: try file.system.makeODESystem(), stepper: stepper,
                                           tolerance: ODETolerance(absolute: 1e-8, relative: 1e-6),
                                           initialStep: 1e-6, maximumSteps: 3_000)
                var y = file.initialState, t = file.start
                try solver.advance(&y, time: &t, to: file.end)
                guard y.allSatisfy(\.isFinite), t == file.end else { return .bad("\(stepper): state \(y) at t = \(t)") }
            } catch let error as ODEError {
                if error.description.isEmpty { return .bad("empty ODE error") }
                outcome = .stopped
            } catch {
                return .bad("\(stepper): not an ODEError: \(error)")
            }
        }
        return outcome
    }

    @Test func mutatedProblemsAreRefusedOrRunFinite() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 2)
        let count = ScenarioFuzzTests.caseCount, first = ScenarioFuzzTests.firstSeed
        var tally: [String: Int] = [:]
        for k in 0..<count {
            let seed = first &+ UInt64(k)
            var fuzzer = ProblemFileFuzzer(seed: seed)
            let mutant = fuzzer.mutate(examples[Int(seed % UInt64(examples.count))])
            switch Self.run(mutant) {
            case .refused: tally["refused", default: 0] += 1
            case .ran: tally["ran", default: 0] += 1
            case .stopped: tally["stopped", default: 0] += 1
            case .bad(let problem): Issue.record("seed \(seed): \(problem)")
            }
        }
        #expect(tally["refused", default: 0] > count / 10)
        #expect(tally["ran", default: 0] + tally["stopped", default: 0] > count / 10)
        print("problem-file fuzz: \(count) cases from seed \(first): \(tally.sorted { $0.key < $1.key })")
    }
}
