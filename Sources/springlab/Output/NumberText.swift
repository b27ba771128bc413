#if canImport(Glibc)
import Glibc
#endif

/// A number with at most 4 significant digits, without trailing zeros.
func shortNumber(_ v: Double) -> String {
    if v == 0 { return "0" }
    if abs(v) >= 1e5 || abs(v) < 1e-3 { return formatted(v, "%.2e") }
    var s = formatted(v, "%.4g")
    if s.contains(".") && !s.contains("e") {
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
    }
    return s
}

/// `printf`-style formatting of one number.
func formatted(_ v: Double, _ format: String) -> String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
        guard let base = buffer.baseAddress else { return "\(v)" }   // a 64-element allocation always has one
        _ = withVaList([v]) { vsnprintf(base, 64, format, $0) }
        return String(cString: base)
    }
}

/// Two decimals, for SVG coordinates.
func fmt(_ v: Double) -> String { formatted(v, "%.2f") }

/// Escapes text for XML.
func escape(_ s: String) -> String {
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
