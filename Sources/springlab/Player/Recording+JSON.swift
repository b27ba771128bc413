extension Recording {
    /// The recording in the JSON format described on ``Recording``, written without Foundation,
    /// with keys in a fixed order and every string escaped for embedding in a `<script>` element.
    ///
    /// - Parameter decimals: If given, content offsets, content sizes and every element number
    ///   except `zIndex` are rounded to this many decimal places (times stay exact); `nil` writes
    ///   every number exactly, so `JSONDecoder` reads back an equal recording.
    /// - Precondition: every number is finite (``validate()`` passes).
    func compactJSON(decimals: Int? = nil) -> String {
        let table = StringTable(self)
        func num(_ v: Double) -> String { JSONText.number(v, decimals: decimals) }
        var out = "{\"v\":\(Self.formatVersion),\"title\":\(JSONText.string(title)),"
        out += "\"viewport\":[\(JSONText.number(viewportWidth)),\(JSONText.number(viewportHeight))],"
        out += "\"strings\":[" + table.strings.map(JSONText.string).joined(separator: ",") + "],"
        out += "\"frames\":["
        for (f, frame) in frames.enumerated() {
            if f > 0 { out += ",\n" }
            out += "{\"t\":\(JSONText.number(frame.t)),"
            out += "\"o\":[\(num(frame.contentOffset.x)),\(num(frame.contentOffset.y))],"
            out += "\"s\":[\(num(frame.contentSize.width)),\(num(frame.contentSize.height))],"
            if let p = frame.progress { out += "\"p\":\(JSONText.number(p)),\"e\":[" } else { out += "\"e\":[" }
            for (e, element) in frame.elements.enumerated() {
                if e > 0 { out += "," }
                out += "[\(table.index(of: element.id)),\(table.index(of: element.label)),"
                out += "\(table.index(of: element.kind.rawValue))"
                for (_, value) in element.numbers { out += "," + num(value) }
                out += ",\(element.zIndex),\(element.hidden ? 1 : 0)]"
            }
            out += "]}"
        }
        out += "],\"summary\":[" + summary.map(JSONText.string).joined(separator: ",") + "]}"
        return out
    }
}
