import Testing
import SpringTestSupport
import IntegratorLab

@Suite("Symbolic derivatives")
struct SymbolicDerivativeTests {
    static let expressions = [
        "k*x*v - c*v^2 + t*x", "sin(x)*cos(v) + tan(x/4)", "exp(-k*x) / (1 + v^2)", "log(x + 3) + sqrt(v + 4)",
        "abs(x - 0.3) * tanh(v)", "pow(x + 2, v / 3) + x^3.5", "min(x, v) * max(x*x, t)", "x / v / (t + 1)",
        "(x - v)^-2 + 1/(x*x + 1)", "-(x + v) * -(t - x)", "pow(2, x) + t^2*v",
    ]

    /// Central differences of the tree evaluation.
    static func numeric(_ e: Expression, _ index: Int?, t: Double, state: [Double]) -> Double {
        let h = 1e-6
        var up = state, down = state
        var tUp = t, tDown = t
        if let index { up[index] += h; down[index] -= h } else { tUp += h; tDown -= h }
        let p = [1.5, 0.25]
        return (e.value(t: tUp, state: up, parameters: p) - e.value(t: tDown, state: down, parameters: p)) / (2 * h)
    }

    @Test(arguments: expressions)
    func derivativesMatchCentralDifferences(_ text: String) throws {
        let parser = ExpressionParser(parameters: ["k", "c"], variables: ["x", "v"])
        let e = try parser.parse(text)
        var random = SeededGenerator(seed: 7)
        for _ in 0..<20 {
            let state = [random.double(0.1...1.2), random.double(0.1...1.9)], t = random.double(0...2)
            guard Swift.abs(state[0] - state[1]) > 1e-3, Swift.abs(state[0] - 0.3) > 1e-3 else { continue }
            for index in [0, 1, nil] as [Int?] {
                let symbolic = try e.derivative(with: index, nodeLimit: 10_000).value(t: t, state: state, parameters: [1.5, 0.25])
                let numeric = Self.numeric(e, index, t: t, state: state)
                #expect(isClose(symbolic, numeric, absolute: 1e-6, relative: 1e-6), "\(text) d/d\(index.map(String.init) ?? "t") at \(state), t = \(t)")
            }
        }
    }

    @Test func simplificationKeepsDerivativesSmall() throws {
        let parser = ExpressionParser(parameters: ["k1", "k2", "k3"], variables: ["y1", "y2", "y3"])
        let f2 = try parser.parse("k1*y1 - k3*y2*y3 - k2*y2^2")
        #expect(f2.derivative(with: 0) == .parameter(0))
        #expect(f2.derivative(with: 2) == .unary(.negate, .product([.parameter(2), .variable(1)])))
        #expect(f2.derivative(with: nil) == .constant(0))
        let d1 = f2.derivative(with: 1)
        #expect(d1.nodeCount <= 12, "\(d1)")
        #expect(d1.value(t: 0, state: [1, 2, 3], parameters: [0.04, 3e7, 1e4]) == -1e4 * 3 - 2 * 3e7 * 2)
        #expect(try parser.parse("y1 * 0 + 1 * y2 - 0").derivative(with: 1) == .constant(1))
    }

    @Test func explodingDerivativesAreRefused() throws {
        let parser = ExpressionParser(parameters: [], variables: ["x"])
        let product = try parser.parse((0..<2_000).map { "sin(x + \($0))" }.joined(separator: " * "))
        #expect(throws: ExpressionError(column: 0, "the derivative in variable 0 would have more than 200000 nodes")) {
            try product.derivative(with: 0, nodeLimit: 200_000)
        }
    }
}
