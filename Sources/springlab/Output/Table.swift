/// A plain-text table with right-aligned columns (the first left-aligned).
struct Table {
    var header: [String]
    var rows: [[String]]

    func render() -> String {
        let all = [header] + rows
        let widths = (0..<header.count).map { c in all.map { $0.indices.contains(c) ? $0[c].count : 0 }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { c, cell in
                let pad = String(repeating: " ", count: widths[c] - cell.count)
                return c == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
        var out = line(header) + "\n"
        out += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
        for row in rows { out += line(row) + "\n" }
        return out
    }
}
