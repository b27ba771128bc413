import Foundation
import SpringTestSupport
import SpringTransitions
import SpringScenarios

/// Makes hostile scenario files by mutating valid ones: numbers pushed to extremes (0, negative,
/// 1e-300, 1e300, huge integers), values of the wrong kind, keys deleted, plugin names swapped,
/// and members that make runs expensive (tiny substeps and time steps, stiff springs). Seeded, so
/// every case reproduces.
struct ScenarioFuzzer {
    var rng: SeededGenerator

    /// Numbers that break naive code.
    static let extremes: [Double] = [0, -1, 1e-300, 1e300, -1e300, 1e-9, 0.5, 2.5, 3, 1e18, 4_294_967_296, 1e5, 600, 1e-5, 0.1]
    /// Plugin names, valid and not.
    static let names = ["flow", "grid", "circle", "stack", "list", "spring", "stagger", "snap", "per-kind", "exact",
                        "gsl-rkf45", "gsl-rk1imp", "gsl-msbdf", "gsl-bsimp", "rk4-substeps", "semi-implicit-euler",
                        "semi-implicit-euler-substeps", "", "💥"]
    /// Members worth adding somewhere.
    static let additions: [(String, JSONValue)] = [
        ("timeStep", .number(1e-5)), ("substep", .number(1e-9)), ("dampingRatio", .number(1e5)), ("fps", .number(1000)),
        ("maxDuration", .number(600)), ("sections", .array([.number(100_000)])), ("columns", .number(0)),
        ("integrator", .object(["name": .string("semi-implicit-euler-substeps"), "parameters": .object(["substep": .number(1e-9)])])),
        ("spring", .object(["stiffness": .number(1e300), "damping": .number(1e-300)])),
        ("contentOffset", .object(["spring": .object(["response": .number(1e-9), "dampingRatio": .number(0)])])),
        ("at", .number(599.9)), ("bounds", .object(["width": .number(1e-9), "height": .number(1e5)])),
    ]

    init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    /// `base` with 1 to 4 random mutations.
    mutating func mutate(_ base: JSONValue) -> JSONValue {
        var value = base
        for _ in 0..<Int.random(in: 1...4, using: &rng) { value = mutateOnce(value, depth: 0) }
        return value
    }

    mutating func mutateOnce(_ value: JSONValue, depth: Int) -> JSONValue {
        // Descend into a random child most of the time; otherwise change this node.
        if depth < 8, Int.random(in: 0..<4, using: &rng) != 0 {
            switch value {
            case .object(var members) where !members.isEmpty:
                let key = members.keys.sorted()[Int.random(in: 0..<members.count, using: &rng)]
                members[key] = mutateOnce(members[key] ?? .null, depth: depth + 1)
                return .object(members)
            case .array(var items) where !items.isEmpty:
                let i = Int.random(in: 0..<items.count, using: &rng)
                items[i] = mutateOnce(items[i], depth: depth + 1)
                return .array(items)
            default: break
            }
        }
        return replace(value)
    }

    /// A misspelling of `key` that `siblings` (the other keys of its object) do not hold: a letter
    /// dropped from the middle (`bounce` → `bouce`), or for keys of one or two letters the last one
    /// doubled (`x` → `xx`, `to` → `too`).
    static func misspelling(of key: String, among siblings: Set<String>) -> String {
        let characters = Array(key)
        var candidates: [String] = []
        if characters.count >= 3 {
            for i in [characters.count / 2, 1, characters.count - 1] {
                var c = characters
                c.remove(at: i)
                candidates.append(String(c))
            }
        }
        candidates.append(key + String(characters.last ?? "x"))
        candidates.append(key + "_")
        return candidates.first { !siblings.contains($0) && $0 != key } ?? key + "__"
    }

    /// The systematic mutation: `value` with one key misspelt, for every key of every object in it
    /// (objects inside arrays included), with the JSONPath the misspelt key has (`$.motion.spring.bouce`)
    /// and the misspelt key itself.
    static func misspellingEachKey(of value: JSONValue, path: String = "$") -> [(path: String, key: String, mutant: JSONValue)] {
        switch value {
        case .object(let members):
            var results: [(String, String, JSONValue)] = []
            let siblings = Set(members.keys)
            for key in members.keys.sorted() {
                guard let child = members[key] else { continue }
                let wrong = misspelling(of: key, among: siblings)
                var mutated = members
                mutated.removeValue(forKey: key)
                mutated[wrong] = child
                results.append((path + "." + wrong, wrong, .object(mutated)))
                for (p, k, inner) in misspellingEachKey(of: child, path: path + "." + key) {
                    var copy = members
                    copy[key] = inner
                    results.append((p, k, .object(copy)))
                }
            }
            return results
        case .array(let items):
            var results: [(String, String, JSONValue)] = []
            for (i, item) in items.enumerated() {
                for (p, k, inner) in misspellingEachKey(of: item, path: path + "[\(i)]") {
                    var copy = items
                    copy[i] = inner
                    results.append((p, k, .array(copy)))
                }
            }
            return results
        default:
            return []
        }
    }

    mutating func replace(_ value: JSONValue) -> JSONValue {
        switch Int.random(in: 0..<7, using: &rng) {
        case 0, 1:
            return .number(Self.extremes[Int.random(in: 0..<Self.extremes.count, using: &rng)])
        case 2:
            return .string(Self.names[Int.random(in: 0..<Self.names.count, using: &rng)])
        case 3:
            return [JSONValue.null, .bool(true), .array([]), .object([:]), .array([.number(-1), .number(1e9)])][Int.random(in: 0..<5, using: &rng)]
        case 4:
            guard case .object(var members) = value, !members.isEmpty else { return .number(-1) }
            members.removeValue(forKey: members.keys.sorted()[Int.random(in: 0..<members.count, using: &rng)])
            return .object(members)
        default:
            guard case .object(var members) = value else { return value }
            let (key, added) = Self.additions[Int.random(in: 0..<Self.additions.count, using: &rng)]
            members[key] = added
            return .object(members)
        }
    }
}
