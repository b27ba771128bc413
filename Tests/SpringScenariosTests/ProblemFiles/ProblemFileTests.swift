import Foundation
import Testing
import SpringTestSupport
import SpringTransitions
import SpringScenarios
import IntegratorLab

@Suite("Problem files")
struct ProblemFileTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Problems")

    static func json(_ text: String) throws -> JSONValue { try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) }

    static func robertsonJSON() throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: folder.appendingPathComponent("robertson.json")))
    }

    /// `robertson.json` with `change` applied to its members.
    static func robertson(_ change: (inout [String: JSONValue]) -> Void) throws -> JSONValue {
        guard case .object(var members) = try robertsonJSON() else { throw ScenarioError(path: "$", message: "not an object") }
        change(&members)
        return .object(members)
    }

    static func refusal(_ json: JSONValue) -> String {
        do {
            _ = try ProblemFile(json: json)
            return "accepted"
        } catch {
            return error.description
        }
    }

    @Test func robertsonFileDecodes() throws {
        let file = try ProblemFile(json: try Self.robertsonJSON())
        #expect(file.name == "robertson-file")
        #expect(file.variables == ["y1", "y2", "y3"])
        #expect(file.parameters.map(\.name) == ["k1", "k2", "k3"])
        #expect(file.initialState == [1, 0, 0])
        #expect(file.start == 0 && file.end == 1e11)
        #expect(file.isStiff && file.errorNorm == "relative")
        #expect(file.referenceEndState == [0.2083340149701255e-7, 0.8333360770334713e-13, 0.9999999791665050])
        let y = [0.5, 1e-5, 0.5]
        let f = file.system.function(t: 0, y: y)
        #expect(f[0] == -0.04 * 0.5 + 1e4 * 1e-5 * 0.5)
        #expect(isClose(f[2], 3e7 * 1e-5 * 1e-5, relative: 1e-15))
        let (dfdy, _) = file.system.jacobianValues(t: 0, y: y)
        #expect(dfdy == [-0.04, 1e4 * 0.5, 1e4 * 1e-5, 0.04, -1e4 * 0.5 - 6e7 * 1e-5, -1e4 * 1e-5, 0, 6e7 * 1e-5, 0])
    }

    /// The hand-written file, integrated tightly, reproduces the IVP test set's ROBER end state
    /// (Mazzia and Magherini, release 2.4; /work/shared/reference/test-problems.md).
    @Test(arguments: [Stepper.msbdf, .bsimp])
    func robertsonFileMatchesThePublishedReference(_ stepper: Stepper) throws {
        let file = try ProblemFile(json: try Self.robertsonJSON())
        let solver = try ODESolver(system: try file.system.makeODESystem(), stepper: stepper,
                                   tolerance: ODETolerance(absolute: 1e-24, relative: 1e-12), initialStep: 1e-8, maximumSteps: 1_000_000)
        var y = file.initialState, t = file.start
        try solver.advance(&y, time: &t, to: file.end)
        let reference = try #require(file.referenceEndState)
        for i in 0..<3 {
            #expect(isClose(y[i], reference[i], relative: 1e-7), "\(stepper) y\(i + 1) = \(y[i]), reference \(reference[i])")
        }
    }

    @Test func unknownKeysNameTheirPath() throws {
        #expect(Self.refusal(try Self.robertson { $0["tolerance"] = .number(1) })
            == "$.tolerance: unknown key 'tolerance'; known keys: name, summary, parameters, variables, equations, initial, start, end, reference, stiff, errorNorm")
        #expect(Self.refusal(try Self.robertson { $0["reference"] = .object(["endState": .array([.number(1), .number(0), .number(0)]), "sourse": .string("x")]) })
            == "$.reference.sourse: unknown key 'sourse'; known keys: endState, source")
        #expect(Self.refusal(try Self.robertson { $0["equations"] = .object(["y1": .string("1"), "y2": .string("1"), "y3": .string("1"), "y4": .string("1")]) })
            == "$.equations.y4: no state variable 'y4'; variables: y1, y2, y3")
    }

    @Test func malformedExpressionsNameTheVariableAndColumn() throws {
        func with(_ y2: String) throws -> JSONValue {
            try Self.robertson {
                $0["equations"] = .object(["y1": .string("-k1*y1"), "y2": .string(y2), "y3": .string("k2*y2^2")])
            }
        }
        #expect(Self.refusal(try with("k1*y1 - k3*y2*y3 - k2*y2^")) == "$.equations.y2: column 26: expected a number, a name or '(', found end of the expression")
        #expect(Self.refusal(try with("k1*y1 - z")) == "$.equations.y2: column 9: unknown variable 'z'; known: t, k1, k2, k3, y1, y2, y3")
        #expect(Self.refusal(try with("sinh(y1)")).hasPrefix("$.equations.y2: column 1: unknown function 'sinh'; known: abs, cos"))
        #expect(Self.refusal(try with("(y1")) == "$.equations.y2: column 4: expected ')' to close the '(' at column 1, found end of the expression")
        #expect(Self.refusal(try Self.robertson { $0["equations"] = .object(["y1": .string("1"), "y2": .string("1")]) })
            == "$.equations: missing key 'y3'")
    }

    @Test func badInputIsRefusedWithAClearMessage() throws {
        // A non-finite derivative at the start: d/dy2 sqrt(y2) = 1/(2·sqrt(0)).
        #expect(Self.refusal(try Self.robertson { $0["equations"] = .object(["y1": .string("-k1*y1"), "y2": .string("sqrt(y2)"), "y3": .string("0")]) })
            == "$.equations.y2: its derivative in y2 is not finite at the start (t = 0.0): inf")
        #expect(Self.refusal(try Self.robertson { $0["equations"] = .object(["y1": .string("log(y2)"), "y2": .string("0"), "y3": .string("0")]) })
            == "$.equations.y1: the right-hand side is not finite at the start (t = 0.0): -inf")
        // A reference of the wrong dimension.
        #expect(Self.refusal(try Self.robertson { $0["reference"] = .object(["endState": .array([.number(1), .number(0)])]) })
            == "$.reference.endState: 2 values for 3 state variables")
        #expect(Self.refusal(try Self.robertson { $0["initial"] = .array([.number(1)]) }) == "$.initial: 1 value for 3 state variables")
        // A 10 MB expression.
        let huge = String(repeating: "y1+", count: 3_500_000) + "y1"
        #expect(Self.refusal(try Self.robertson { $0["equations"] = .object(["y1": .string(huge), "y2": .string("0"), "y3": .string("0")]) })
            == "$.equations.y1: the expression is longer than 100000 characters")
        // Deep nesting.
        let deep = String(repeating: "(", count: 5_000) + "y1" + String(repeating: ")", count: 5_000)
        #expect(Self.refusal(try Self.robertson { $0["equations"] = .object(["y1": .string(deep), "y2": .string("0"), "y3": .string("0")]) })
            == "$.equations.y1: column 66: the expression is nested deeper than 64 levels")
        // Names.
        #expect(Self.refusal(try Self.robertson { $0["variables"] = .array([.string("y1"), .string("k1"), .string("y3")]) })
            == "$.variables[1]: 'k1' is used twice (state variable names and parameter names must all differ)")
        #expect(Self.refusal(try Self.robertson { $0["parameters"] = .object(["2k": .number(1)]) })
            == "$.parameters.2k: '2k' is not a name: use ASCII letters, digits and _, not starting with a digit, at most 64 characters")
        #expect(Self.refusal(try Self.robertson { $0["end"] = .number(0) }) == "$.end: must be finite and greater than the start time 0.0; got 0.0")
        #expect(Self.refusal(try Self.robertson { $0["errorNorm"] = .string("rms") }) == "$.errorNorm: unknown error norm 'rms'; known: absolute, relative")
        #expect(Self.refusal(try Self.robertson { $0["parameters"] = .object(["k1": .string("fast")]) }) == "$.parameters.k1: expected a number, found a string")
    }

    @Test func everyExampleProblemDecodes() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 2)
        for name in files {
            let json = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: Self.folder.appendingPathComponent(name)))
            #expect(throws: Never.self, "\(name)") { _ = try ProblemFile(json: json) }
        }
    }
}
