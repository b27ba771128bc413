import Foundation
import SpringScenarios
import SpringTransitions

/// A scenario loaded for a command: a built-in by name or a JSON file, decoded and validated.
struct ScenarioSource {
    /// How errors name it: the file path, or the built-in's name.
    var label: String
    /// The scenario.
    var scenario: Scenario

    /// Loads `argument`: the name of a built-in scenario (``BuiltInScenarios``), or a path.
    ///
    /// - Throws: ``CLIError`` with exit code 2: `"unknown scenario 'x'; built-in scenarios: …"`,
    ///   `"cannot read x.json: No such file or directory"`, `"x.json: invalid JSON: …"`, or
    ///   `"x.json: $.to.parameters.columns: expected an integer, found 2.5"`.
    static func load(_ argument: String) throws(CLIError) -> ScenarioSource {
        if let text = BuiltInScenarios.text(named: argument) {
            return try ScenarioSource(label: argument, text: text)
        }
        let looksLikePath = argument.contains("/") || argument.hasSuffix(".json")
        guard looksLikePath || access(argument, F_OK) == 0 else {
            throw .input("unknown scenario '\(argument)'; built-in scenarios: \(BuiltInScenarios.names.joined(separator: ", ")); or give the path of a JSON file")
        }
        return try ScenarioSource(label: argument, text: readFile(argument))
    }

    /// Parses and decodes `text`.
    init(label: String, text: String) throws(CLIError) {
        self.label = label
        let json: JSONValue
        do {
            json = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        } catch {
            throw .input("\(label): invalid JSON: \(Self.syntaxError(in: text))")
        }
        do {
            scenario = try Scenario(json: json)
        } catch {
            throw .input("\(label): \(error)")
        }
    }

    /// JSONSerialization's description of what is wrong with `text`, with the line and column.
    static func syntaxError(in text: String) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            return "not a JSON document"
        } catch {
            var message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            if message.hasSuffix(".") { message.removeLast() }
            if let range = message.range(of: "around character "), let offset = Int(message[range.upperBound...]) {
                var line = 1, column = 1
                for byte in text.utf8.prefix(offset) {
                    if byte == 10 { line += 1; column = 1 } else { column += 1 }
                }
                message += " (line \(line), column \(column))"
            }
            return message
        }
    }

    /// The contents of the file at `path`.
    static func readFile(_ path: String) throws(CLIError) -> String {
        guard let file = fopen(path, "r") else {
            throw .input("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
            if n < buffer.count {
                if ferror(file) != 0 { throw .input("cannot read \(path): \(String(cString: strerror(errno)))") }
                break
            }
            if bytes.count > 64 << 20 { throw .input("cannot read \(path): larger than 64 MiB") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A runner for the scenario, with `integrator` and `fps` overriding the file's.
    ///
    /// - Throws: ``CLIError`` with exit code 2 for an unknown integrator name (the registry's
    ///   message), a frame rate out of range, or a scenario error (`"<label>: <path>: <message>"`).
    func runner(integrator: String?, fps: Double?, maxWork: Double? = nil, registry: PluginRegistry = .standard) throws(CLIError) -> ScenarioRunner {
        var scenario = self.scenario
        if let integrator {
            guard registry.names(of: .integrator).contains(integrator) else {
                let error = PluginError.unknown(kind: .integrator, name: integrator, available: registry.names(of: .integrator))
                throw .input("--integrator: \(error)")
            }
            scenario.motion.integrator = PluginReference(name: integrator)
        }
        if let fps {
            guard fps.isFinite, fps >= ScenarioLimits.minimumFramesPerSecond, fps <= ScenarioLimits.maximumFramesPerSecond else {
                throw .input("--fps: \(Scenario.rateMessage(fps))")
            }
        }
        if let maxWork {
            guard maxWork.isFinite, maxWork > 0 else { throw .input("--max-work: \(maxWork) must be finite and positive") }
        }
        do {
            let runner = try ScenarioRunner(scenario: scenario, registry: registry, framesPerSecond: fps)
            if let maxWork { runner.maximumWork = maxWork }
            return runner
        } catch {
            throw .input("\(label): \(error)")
        }
    }
}
