import Foundation
import Testing
@testable import springlab

@Suite("Player: JSON literals")
struct PlayerJSONTextTests {
    static let values: [Double] = [
        0, -0.0, 1, -1, 0.1, 1.0 / 3, -2.5e-7, 1e-7, 1e16, 1e21, 123456789.125, .leastNonzeroMagnitude,
        .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .pi, 340, 0.016666666666666666,
    ]

    @Test("numbers are valid JSON and read back exactly", arguments: values)
    func numbers(value: Double) throws {
        let text = JSONText.number(value)
        #expect(text.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/) != nil, "\(text)")
        #expect(!text.hasSuffix(".0"))
        let decoded = try JSONDecoder().decode([Double].self, from: Data("[\(text)]".utf8))
        #expect(decoded == [value])
    }

    @Test("rounded numbers are the nearest multiple of the step")
    func rounded() {
        #expect(JSONText.number(33.33349, decimals: 3) == "33.333")
        #expect(JSONText.number(-0.0004, decimals: 3) == "0")
        #expect(JSONText.number(0.0006, decimals: 3) == "0.001")
        #expect(JSONText.number(2.5, decimals: 0) == "3")
        #expect(JSONText.number(1234.56789, decimals: 1) == "1234.6")
        #expect(JSONText.number(1e-7, decimals: nil) == "1e-07")
    }

    @Test("strings escape quotes, backslashes, controls and HTML-significant characters, and read back", arguments: [
        "plain", "quote \" backslash \\ slash /", "</script><!--&>", "tab\tnew\nline\rret\u{0}\u{1F}\u{7F}",
        "line\u{2028}para\u{2029}", "grid → list 🌀 é",
    ])
    func strings(value: String) throws {
        let literal = JSONText.string(value)
        for forbidden in ["<", ">", "&", "\n", "\r", "\t", "\u{0}", "\u{2028}", "\u{2029}"] {
            #expect(!literal.contains(forbidden), "\(literal) contains \(forbidden.debugDescription)")
        }
        let decoded = try JSONDecoder().decode([String].self, from: Data("[\(literal)]".utf8))
        #expect(decoded == [value])
    }

    @Test("escapes use the short forms or lowercase \\u00XX")
    func escapeForms() {
        #expect(JSONText.string("a\"b\\c\n<&>\u{1}\u{2028}") == #""a\"b\\c\n\u003c\u0026\u003e\u0001\u2028""#)
    }
}
