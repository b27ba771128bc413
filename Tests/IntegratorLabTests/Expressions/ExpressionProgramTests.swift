import Testing
import SpringTestSupport
import SpringDynamics
import IntegratorLab

@Suite("Compiled expression programs")
struct ExpressionProgramTests {
    @Test(arguments: SymbolicDerivativeTests.expressions)
    func programMatchesTheTree(_ text: String) throws {
        let parser = ExpressionParser(parameters: ["k", "c"], variables: ["x", "v"])
        let e = try parser.parse(text)
        let outputs = [e, e.derivative(with: 0), e.derivative(with: 1), e.derivative(with: nil)]
        let program = try ExpressionProgram(outputs, dimension: 2, parameterValues: [1.5, 0.25])
        let evaluator = ExpressionEvaluator(program)
        var random = SeededGenerator(seed: 3)
        var out = [Double](repeating: 0, count: 4)
        for _ in 0..<20 {
            let y = [random.double(-2...2), random.double(-2...2)], t = random.double(0...3)
            y.withUnsafeBufferPointer { y in out.withUnsafeMutableBufferPointer { evaluator.evaluate(t: t, y: y, into: $0) } }
            for (k, expression) in outputs.enumerated() {
                let tree = expression.value(t: t, state: y, parameters: [1.5, 0.25])
                #expect(out[k] == tree || (out[k].isNaN && tree.isNaN) || isClose(out[k], tree, relative: 1e-13), "\(text) output \(k)")
            }
        }
    }

    @Test func commonSubexpressionsAreComputedOnce() throws {
        let parser = ExpressionParser(parameters: ["a"], variables: ["x", "y"])
        let outputs = try ["sin(x*y) + a", "sin(x*y) * 2", "y*x"].map { try parser.parse($0) }
        let program = try ExpressionProgram(outputs, dimension: 2, parameterValues: [3])
        // x*y, sin, +3, *2: four instructions (y*x is x*y).
        #expect(program.instructions.count == 4)
        let squares = try ExpressionProgram([try parser.parse("x^2 + x^5 + 2^3")], dimension: 2, parameterValues: [0])
        // x*x, (x*x)*(x*x), *x, +, +8
        #expect(squares.instructions.map(\.opcode) == [.multiply, .multiply, .multiply, .add, .add])
    }

    @Test func robertsonSystemAndJacobian() throws {
        let system = try ExpressionSystem(
            parameters: [("k1", 0.04), ("k2", 3e7), ("k3", 1e4)], variables: ["y1", "y2", "y3"],
            equations: ["-k1*y1 + k3*y2*y3", "k1*y1 - k3*y2*y3 - k2*y2^2", "k2*y2^2"])
        let y = [0.9, 2e-5, 0.1]
        let f = system.function(t: 0, y: y)
        #expect(f[0] == -0.04 * 0.9 + 1e4 * 2e-5 * 0.1)
        #expect(isClose(f[1], 0.04 * 0.9 - 1e4 * 2e-5 * 0.1 - 3e7 * 2e-5 * 2e-5, relative: 1e-15))
        #expect(isClose(f[2], 3e7 * 2e-5 * 2e-5, relative: 1e-15))
        let (dfdy, dfdt) = system.jacobianValues(t: 0, y: y)
        let expected = [-0.04, 1e4 * 0.1, 1e4 * 2e-5,
                        0.04, -1e4 * 0.1 - 6e7 * 2e-5, -1e4 * 2e-5,
                        0, 6e7 * 2e-5, 0]
        for k in 0..<9 { #expect(isClose(dfdy[k], expected[k], relative: 1e-15), "entry \(k)") }
        #expect(dfdt == [0, 0, 0])

        let ode = try system.makeODESystem()
        let solver = try ODESolver(system: ode, stepper: .msbdf, tolerance: ODETolerance(absolute: 1e-12, relative: 1e-10))
        var state = [1.0, 0, 0], time = 0.0
        try solver.advance(&state, time: &time, to: 40)
        // Hairer and Wanner's ROBER at t = 40: y1 = 0.7158270687193…, y3 = 0.2841637457…
        #expect(isClose(state[0], 0.7158270687193, relative: 1e-7))
        #expect(isClose(state[0] + state[1] + state[2], 1, absolute: 1e-9))
    }

    @Test func systemErrorsNameTheEquation() {
        func message(_ body: () throws -> Void) -> String {
            do { try body(); return "ok" } catch { return "\(error)" }
        }
        #expect(message { _ = try ExpressionSystem(parameters: [], variables: ["x", "v"], equations: ["v", "-x + w"]) }
            == "equation of 'v', column 6: unknown variable 'w'; known: t, x, v")
        #expect(message { _ = try ExpressionSystem(parameters: [("x", 1)], variables: ["x"], equations: ["x"]) } == "'x' is used twice")
        #expect(message { _ = try ExpressionSystem(parameters: [], variables: ["t"], equations: ["1"]) } == "'t' is the time; choose another name")
        #expect(message { _ = try ExpressionSystem(parameters: [], variables: ["x"], equations: ["1", "2"]) } == "2 equations for 1 state variables")
    }
}
