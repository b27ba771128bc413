import Testing
import IntegratorLab

@Suite("Expression parser")
struct ExpressionParserTests {
    let parser = ExpressionParser(parameters: ["k", "c"], variables: ["x", "v"])

    func value(_ text: String, t: Double = 0.5, state: [Double] = [2, 3], parameters: [Double] = [5, 7]) throws -> Double {
        try parser.parse(text).value(t: t, state: state, parameters: parameters)
    }

    func message(_ text: String) -> String {
        do {
            _ = try parser.parse(text)
            return "parsed"
        } catch {
            return error.description
        }
    }

    @Test func precedenceAndAssociativity() throws {
        #expect(try value("1 + 2 * 3") == 7)
        #expect(try value("(1 + 2) * 3") == 9)
        #expect(try value("2 ^ 3 ^ 2") == 512)          // right-associative
        #expect(try value("-x ^ 2") == -4)              // -(x^2)
        #expect(try value("2 ^ -1") == 0.5)
        #expect(try value("8 / 4 / 2") == 1)            // left-associative
        #expect(try value("x - v - 1") == -2)
        #expect(try value("6 / x * v") == 9)            // (6/x)*v
        #expect(try value("k * x + c * v - t") == 5 * 2 + 7 * 3 - 0.5)
        #expect(try value("--x") == 2)
        #expect(try value("+x") == 2)
        #expect(try value(".5e1 + 1.5E-1") == 5.15)
    }

    @Test func functions() throws {
        #expect(try value("sin(x)") == UnaryFunction.sin.evaluate(2))
        #expect(try value("pow(x, v)") == 8)
        #expect(try value("min(x, v) + max(x, v)") == 5)
        #expect(try value("abs(-v) + sqrt(4) + exp(0) + log(1) + tanh(0) + tan(0) + cos(0)") == 3 + 2 + 1 + 0 + 0 + 0 + 1)
    }

    @Test func errorsNameTheColumn() {
        #expect(message("x + z") == "column 5: unknown variable 'z'; known: t, k, c, x, v")
        #expect(message("sinh(x)") == "column 1: unknown function 'sinh'; known: abs, cos, exp, log, max, min, pow, sin, sqrt, tan, tanh")
        #expect(message("x * (v + 1") == "column 11: expected ')' to close the '(' at column 5, found end of the expression")
        #expect(message("x + * v") == "column 5: expected a number, a name or '(', found '*'")
        #expect(message("pow(x)") == "column 1: pow takes 2 arguments, got 1")
        #expect(message("sin(x, v)") == "column 1: sin takes 1 argument, got 2")
        #expect(message("x v") == "column 3: unexpected name 'v' after a complete expression")
        #expect(message("x # 2") == "column 3: unexpected character '#'")
        #expect(message("1e+") == "column 2: the number's exponent has no digits")
        #expect(message("1e999") == "column 1: the number 1e999 is not a finite Double")
        #expect(message("  ") == "column 1: the expression is empty")
    }

    @Test func deepNestingIsRefusedWithoutRecursingFurther() {
        let deep = String(repeating: "(", count: 100_000) + "x" + String(repeating: ")", count: 100_000)
        #expect(message(deep) == "the expression is longer than 100000 characters")
        let nested = String(repeating: "(", count: 65) + "x" + String(repeating: ")", count: 65)
        #expect(message(nested) == "column 66: the expression is nested deeper than 64 levels")
        let ok = String(repeating: "(", count: 60) + "x" + String(repeating: ")", count: 60)
        #expect(message(ok) == "parsed")
        let signs = String(repeating: "-", count: 70) + "x"
        #expect(message(signs) == "column 66: the expression is nested deeper than 64 levels")
        let calls = String(repeating: "sin(", count: 70) + "x" + String(repeating: ")", count: 70)
        #expect(message(calls).hasSuffix("the expression is nested deeper than 64 levels"))
    }

    @Test func longFlatSumsStayShallow() throws {
        let text = (0..<10_000).map { _ in "x" }.joined(separator: " + ")
        let e = try parser.parse(text)
        #expect(e.depth <= 3)
        #expect(e.value(t: 0, state: [2, 0], parameters: [0, 0]) == 20_000)
    }

    @Test func tenMegabyteExpressionIsRefused() {
        let huge = String(repeating: "x+", count: 5_000_000) + "x"
        #expect(message(huge) == "the expression is longer than 100000 characters")
    }

    @Test func names() {
        #expect(ExpressionParser.isName("y_1"))
        #expect(ExpressionParser.isName("_a"))
        #expect(!ExpressionParser.isName("1y"))
        #expect(!ExpressionParser.isName("x y"))
        #expect(!ExpressionParser.isName(""))
        #expect(!ExpressionParser.isName("é"))
    }
}
