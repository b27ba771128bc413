#if canImport(Glibc)
import Glibc
#endif
import IntegratorLab

/// JSON literals written without Foundation, safe to embed in an HTML `<script>` element.
enum JSONText {
    /// A JSON string literal. Besides the quote, backslash and control characters it escapes
    /// `<`, `>` and `&` (so `</script>` and `<!--` cannot occur) and U+2028/U+2029.
    static func string(_ s: String) -> String { jsonString(s, htmlSafe: true) }

    /// The shortest decimal that reads back as `v` (after rounding to `decimals` places if given),
    /// without a trailing `.0`; zero is `0`. `v` must be finite: JSON has no NaN or infinity.
    static func number(_ v: Double, decimals: Int? = nil) -> String {
        precondition(v.isFinite, "JSON numbers must be finite; got \(v)")
        var value = v
        if let decimals {
            let scale = pow(10, Double(decimals))
            value = (v * scale).rounded() / scale
        }
        if value == 0 { return "0" }
        var text = "\(value)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
