import IntegratorLab

/// A plain-text table with right-aligned columns (the first left-aligned).
struct Table {
    var header: [String]
    var rows: [[String]]

    /// The table as text (``textTable(header:rows:)``).
    func render() -> String { textTable(header: header, rows: rows) }
}
