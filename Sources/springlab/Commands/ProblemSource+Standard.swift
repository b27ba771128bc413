import Foundation
import IntegratorLab
import SpringScenarios

extension ProblemSource {
    /// The source `springlab integrators --problem` resolves names with: the catalogue, and
    /// problem files (`.json`, see `Schemas/problem.schema.json`) through ``loadProblemFile(_:)``.
    static func standard() throws -> ProblemSource {
        try ProblemSource(fileLoader: loadProblemFile)
    }
}

/// Reads, parses and checks a problem file.
///
/// - Throws: `ProblemError.unreadableFile` (the command exits with status 2):
///   `"x.json: cannot read: No such file or directory"`, `"x.json: invalid JSON: …"` or
///   `"x.json: $.equations.y2: column 7: unknown variable 'z'; known: …"`.
func loadProblemFile(_ path: String) throws -> IntegratorProblem {
    let text: String
    do { text = try ScenarioSource.readFile(path) } catch {
        // readFile says "cannot read <path>: <why>"; the error names the path already.
        let reason = error.description.replacingOccurrences(of: "cannot read \(path): ", with: "cannot read: ")
        throw ProblemError.unreadableFile(path: path, reason: reason)
    }
    guard text.utf8.count <= ProblemFile.maximumFileSize else {
        throw ProblemError.unreadableFile(path: path, reason: "larger than \(ProblemFile.maximumFileSize >> 20) MiB")
    }
    let json: JSONValue
    do {
        json = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    } catch {
        throw ProblemError.unreadableFile(path: path, reason: "invalid JSON: \(ScenarioSource.syntaxError(in: text))")
    }
    do {
        return try ProblemFile(json: json).integratorProblem()
    } catch let error as ScenarioError {
        throw ProblemError.unreadableFile(path: path, reason: error.description)
    }
}
