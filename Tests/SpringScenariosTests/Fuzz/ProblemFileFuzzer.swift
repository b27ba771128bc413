import SpringTestSupport
import SpringScenarios

/// Makes hostile problem files from valid ones: the JSON-level mutations of ``ScenarioFuzzer``
/// (extreme numbers, wrong kinds, deleted and added keys) plus mutations of the expressions
/// themselves: characters deleted, duplicated or inserted, operators and function calls spliced
/// in, parentheses unbalanced or nested deeply, names swapped for unknown ones. Seeded.
struct ProblemFileFuzzer {
    var json: ScenarioFuzzer
    var rng: SeededGenerator

    /// Fragments spliced into expressions.
    static let fragments = ["(", ")", "+", "-", "*", "/", "^", ",", "e", "1e308", "0", "1/0", "log(0)", "sqrt(-1)", "t",
                            "sin(", "pow(", "min(", "max(", "exp(1000)", "abs(", "tanh(", "zz", "y9", "--", "^^", "..", "1e",
                            "(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((", "💥", " ", "k1", "0.0"]

    init(seed: UInt64) {
        json = ScenarioFuzzer(seed: seed)
        rng = SeededGenerator(seed: seed ^ 0x5eed)
    }

    /// `base` with 1 to 3 mutations, each either structural or inside one expression.
    mutating func mutate(_ base: JSONValue) -> JSONValue {
        var value = base
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            if Int.random(in: 0..<3, using: &rng) == 0 {
                value = json.mutateOnce(value, depth: 0)
            } else {
                value = mutateEquation(value)
            }
        }
        return value
    }

    mutating func mutateEquation(_ value: JSONValue) -> JSONValue {
        guard case .object(var members) = value, case .object(var equations)? = members["equations"], !equations.isEmpty else { return value }
        let key = equations.keys.sorted()[Int.random(in: 0..<equations.count, using: &rng)]
        guard case .string(let text)? = equations[key] else { return value }
        equations[key] = .string(mutateText(text))
        members["equations"] = .object(equations)
        return .object(members)
    }

    mutating func mutateText(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        let position = scalars.isEmpty ? 0 : Int.random(in: 0...scalars.count, using: &rng)
        switch Int.random(in: 0..<5, using: &rng) {
        case 0 where !scalars.isEmpty:
            scalars.remove(at: Swift.min(position, scalars.count - 1))
        case 1:
            let fragment = Self.fragments[Int.random(in: 0..<Self.fragments.count, using: &rng)]
            scalars.insert(contentsOf: fragment.unicodeScalars, at: position)
        case 2:
            // Wrap the whole expression in a function call or deep parentheses.
            let depth = [1, 3, 30, 70][Int.random(in: 0..<4, using: &rng)]
            let open = ["sin(", "exp(", "(", "-(", "abs("][Int.random(in: 0..<5, using: &rng)]
            return String(repeating: open, count: depth) + text + String(repeating: ")", count: depth)
        case 3:
            return text + " * " + text
        default:
            let fragment = Self.fragments[Int.random(in: 0..<Self.fragments.count, using: &rng)]
            return fragment
        }
        var out = ""
        out.unicodeScalars.append(contentsOf: scalars)
        return out
    }
}
