import SpringTransitions
import IntegratorLab

extension ProblemFile: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, summary, parameters, variables, equations, initial, start, end, reference, stiff, errorNorm
    }

    enum ReferenceKeys: String, CodingKey, CaseIterable { case endState, source }

    /// Decodes a problem file (see ``ProblemFile``); `$schema` is allowed and ignored.
    public init(from decoder: any Decoder) throws {
        let c = try ScenarioCoding.container(decoder, CodingKeys.self, ignoring: ["$schema"])
        name = try c.decode(String.self, forKey: .name)
        guard !name.isEmpty, name.count <= 64 else { throw ScenarioCoding.failure(c.codingPath + [CodingKeys.name], "a name needs 1 to 64 characters") }
        summary = try c.decodeIfPresent(String.self, forKey: .summary) ?? ""
        isStiff = try c.decodeIfPresent(Bool.self, forKey: .stiff) ?? false
        errorNorm = try c.decodeIfPresent(String.self, forKey: .errorNorm) ?? "absolute"
        guard errorNorm == "absolute" || errorNorm == "relative" else {
            throw ScenarioCoding.failure(c.codingPath + [CodingKeys.errorNorm], "unknown error norm '\(errorNorm)'; known: absolute, relative")
        }

        parameters = []
        if c.contains(.parameters) {
            let p = try c.nestedContainer(keyedBy: PathKey.self, forKey: .parameters)
            for key in p.allKeys {
                let value = try p.decode(Double.self, forKey: key)
                try Self.checkName(key.stringValue, at: p.codingPath + [key])
                guard value.isFinite else { throw ScenarioCoding.failure(p.codingPath + [key], "must be finite; got \(value)") }
                parameters.append((key.stringValue, value))
            }
        }

        variables = try c.decode([String].self, forKey: .variables)
        guard !variables.isEmpty else { throw ScenarioCoding.failure(c.codingPath + [CodingKeys.variables], "a problem needs at least one state variable") }
        guard variables.count <= ExpressionSystem.maximumDimension else {
            throw ScenarioCoding.failure(c.codingPath + [CodingKeys.variables], "\(variables.count) state variables; at most \(ExpressionSystem.maximumDimension)")
        }
        var seen = Set(parameters.map(\.name))
        for (i, name) in variables.enumerated() {
            let path = c.codingPath + [CodingKeys.variables, PathKey(index: i)]
            try Self.checkName(name, at: path)
            guard seen.insert(name).inserted else {
                throw ScenarioCoding.failure(path, "'\(name)' is used twice (state variable names and parameter names must all differ)")
            }
        }

        let e = try c.nestedContainer(keyedBy: PathKey.self, forKey: .equations)
        for key in e.allKeys where !variables.contains(key.stringValue) {
            throw ScenarioCoding.failure(e.codingPath + [key], "no state variable '\(key.stringValue)'; variables: \(variables.joined(separator: ", "))")
        }
        equationTexts = try variables.map { name in
            try e.decode(String.self, forKey: PathKey(name))
        }

        initialState = try Self.state(c, .initial, count: variables.count)
        start = try c.decodeIfPresent(Double.self, forKey: .start) ?? 0
        end = try c.decode(Double.self, forKey: .end)
        guard start.isFinite else { throw ScenarioCoding.failure(c.codingPath + [CodingKeys.start], "must be finite; got \(start)") }
        guard end.isFinite, end > start else {
            throw ScenarioCoding.failure(c.codingPath + [CodingKeys.end], "must be finite and greater than the start time \(start); got \(end)")
        }

        referenceEndState = nil
        referenceSource = ""
        if c.contains(.reference) {
            let r = try ScenarioCoding.container(try c.superDecoder(forKey: .reference), ReferenceKeys.self)
            referenceEndState = try Self.state(r, .endState, count: variables.count)
            referenceSource = try r.decodeIfPresent(String.self, forKey: .source) ?? ""
        }

        system = try Self.compile(parameters: parameters, variables: variables, equations: equationTexts, path: e.codingPath)
        try Self.checkStart(system, t: start, y: initialState, path: e.codingPath)
    }

    private static func checkName(_ name: String, at path: [any CodingKey]) throws {
        guard ExpressionParser.isName(name) else {
            throw ScenarioCoding.failure(path, "'\(name)' is not a name: use ASCII letters, digits and _, not starting with a digit, at most 64 characters")
        }
        guard name != "t" else { throw ScenarioCoding.failure(path, "'t' is the time; choose another name") }
    }

    /// An array of `count` finite numbers at `key`.
    private static func state<K>(_ c: KeyedDecodingContainer<K>, _ key: K, count: Int) throws -> [Double] {
        let values = try c.decode([Double].self, forKey: key)
        let path = c.codingPath + [key]
        guard values.count == count else {
            throw ScenarioCoding.failure(path, "\(values.count) value\(values.count == 1 ? "" : "s") for \(count) state variable\(count == 1 ? "" : "s")")
        }
        if let i = values.firstIndex(where: { !$0.isFinite }) {
            throw ScenarioCoding.failure(path + [PathKey(index: i)], "must be finite; got \(values[i])")
        }
        return values
    }

    /// Parses, differentiates and compiles the equations; an error names its equation.
    private static func compile(parameters: [(name: String, value: Double)], variables: [String], equations: [String],
                                path: [any CodingKey]) throws -> ExpressionSystem {
        let parser = ExpressionParser(parameters: parameters.map(\.name), variables: variables)
        var parsed: [Expression] = []
        for (name, text) in zip(variables, equations) {
            do { parsed.append(try parser.parse(text)) } catch {
                throw ScenarioCoding.failure(path + [PathKey(name)], error.description)
            }
        }
        do {
            return try ExpressionSystem(parameterNames: parameters.map(\.name), parameterValues: parameters.map(\.value),
                                        variableNames: variables, equations: parsed)
        } catch {
            switch error {
            case .equation(let variable, let inner): throw ScenarioCoding.failure(path + [PathKey(variable)], inner.description)
            default: throw ScenarioCoding.failure(path, error.description)
            }
        }
    }

    /// Refuses a right-hand side or Jacobian entry that is not finite at the start.
    private static func checkStart(_ system: ExpressionSystem, t: Double, y: [Double], path: [any CodingKey]) throws {
        let f = system.function(t: t, y: y)
        let (dfdy, dfdt) = system.jacobianValues(t: t, y: y)
        let n = system.dimension
        for i in 0..<n {
            let at = path + [PathKey(system.variableNames[i])]
            let start = "at the start (t = \(t))"
            guard f[i].isFinite else { throw ScenarioCoding.failure(at, "the right-hand side is not finite \(start): \(f[i])") }
            for j in 0..<n where !dfdy[i * n + j].isFinite {
                throw ScenarioCoding.failure(at, "its derivative in \(system.variableNames[j]) is not finite \(start): \(dfdy[i * n + j])")
            }
            guard dfdt[i].isFinite else { throw ScenarioCoding.failure(at, "its derivative in t is not finite \(start): \(dfdt[i])") }
        }
    }
}
