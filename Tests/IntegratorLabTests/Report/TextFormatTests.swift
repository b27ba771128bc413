import IntegratorLab
import Testing

@Suite("Report text helpers")
struct TextFormatTests {
    @Test("a JSON string escapes quotes, backslashes and control characters, and the HTML-unsafe ones only when asked")
    func jsonStringEscapes() {
        let text = "a\"b\\c\n\t<&>\u{1}\u{1F}\u{7F}\u{2028}\u{2029}é"
        #expect(jsonString(text) == "\"a\\\"b\\\\c\\n\\t<&>\\u0001\\u001f\u{7F}\u{2028}\u{2029}é\"")
        #expect(jsonString(text, htmlSafe: true)
            == "\"a\\\"b\\\\c\\n\\t\\u003c\\u0026\\u003e\\u0001\\u001f\\u007f\\u2028\\u2029é\"")
    }

    @Test("a text table pads every column to its widest cell, the first on the right, the others on the left")
    func table() {
        let text = textTable(header: ["name", "n"], rows: [["a", "100"], ["long", "2"]])
        #expect(text == "name    n\n----  ---\na     100\nlong    2\n")
    }
}
