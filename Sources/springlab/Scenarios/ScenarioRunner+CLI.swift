import SpringScenarios
import SpringTransitions

extension ScenarioRunner {
    /// ``start()``, with a scenario error as a ``CLIError`` (exit code 2) naming the file.
    func startOrFail(label: String) throws(CLIError) {
        do {
            try start()
        } catch {
            throw .input("\(label): \(error)")
        }
    }

    /// ``run(_:)``, with a scenario error as a ``CLIError`` (exit code 2) naming the file; errors
    /// thrown by `body` pass through.
    func runOrFail(label: String, _ body: (ScenarioFrame) throws -> Void) throws -> ScenarioSummary {
        do {
            return try run(body)
        } catch let error as ScenarioError {
            throw CLIError.input("\(label): \(error)")
        }
    }
}
