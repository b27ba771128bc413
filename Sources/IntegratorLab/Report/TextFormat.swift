#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `printf`-style formatting of one number.
package func formatted(_ v: Double, _ format: String) -> String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
        guard let base = buffer.baseAddress else { return "\(v)" }   // a 64-element allocation always has one
        _ = withVaList([v]) { vsnprintf(base, 64, format, $0) }
        return String(cString: base)
    }
}

/// Two decimals, for SVG coordinates.
package func fmt(_ v: Double) -> String { formatted(v, "%.2f") }

/// 17 significant digits: reads back as exactly `v`.
func digits17(_ v: Double) -> String { formatted(v, "%.17g") }

/// A number with at most 4 significant digits, without trailing zeros.
package func shortNumber(_ v: Double) -> String {
    if v == 0 { return "0" }
    if abs(v) >= 1e5 || abs(v) < 1e-3 { return formatted(v, "%.2e") }
    var s = formatted(v, "%.4g")
    if s.contains(".") && !s.contains("e") {
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
    }
    return s
}

/// Escapes text for XML.
package func escape(_ s: String) -> String {
    var out = ""
    for ch in s {
        switch ch {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        default: out.append(ch)
        }
    }
    return out
}

/// A JSON string literal. With `htmlSafe` it also escapes `<`, `>`, `&`, DEL and U+2028/U+2029
/// (so that `</script>` and `<!--` cannot occur and the text can sit in an HTML `<script>` element).
package func jsonString(_ s: String, htmlSafe: Bool) -> String {
    func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
    }
    var out = "\""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\u{0}"..."\u{1F}": out += unicodeEscape(scalar)
        case "<", ">", "&", "\u{7F}", "\u{2028}", "\u{2029}":
            if htmlSafe { out += unicodeEscape(scalar) } else { out.unicodeScalars.append(scalar) }
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

/// A JSON string literal (``jsonString(_:htmlSafe:)`` without the HTML escapes).
package func jsonString(_ s: String) -> String { jsonString(s, htmlSafe: false) }

/// A JSON number (the shortest text that reads back as `v`), or `null` for nil and non-finite values.
func jsonNumber(_ v: Double?) -> String {
    guard let v, v.isFinite else { return "null" }
    return "\(v)"
}

/// A CSV field: quoted (quotes doubled) when it holds a comma, a quote or a line break.
func csvField(_ s: String) -> String {
    guard s.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return s }
    return "\"" + s.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
}

/// A plain-text table with right-aligned columns (the first left-aligned).
package func textTable(header: [String], rows: [[String]]) -> String {
    let all = [header] + rows
    let widths = (0..<header.count).map { c in all.map { $0.indices.contains(c) ? $0[c].count : 0 }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
        cells.enumerated().map { c, cell in
            let pad = String(repeating: " ", count: Swift.max(0, widths[c] - cell.count))
            return c == 0 ? cell + pad : pad + cell
        }.joined(separator: "  ")
    }
    var out = line(header) + "\n"
    out += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
    for row in rows { out += line(row) + "\n" }
    return out
}

/// The distinct values in first-seen order.
func uniqued(_ values: [String]) -> [String] {
    var seen = Set<String>()
    return values.filter { seen.insert($0).inserted }
}
