/// A vertically scrolling grid: a fixed number of columns whose items share the width left by the
/// insets and spacing, with a fixed aspect ratio.
///
/// Each section starts a new row. Within a section, item k is at row k / columns, column
/// k % columns. Item width = (content width − left − right section inset − (columns − 1) ×
/// interitem spacing) / columns, where the content width is the bounds width minus the content
/// inset's left and right; item height = width / aspect ratio. A section's height is its inset top
/// and bottom plus its rows and the line spacing between them (empty sections take only their insets).
///
/// ``Layout/prepare(in:)`` is O(n); rect queries O(log n + k); lookups O(1).
public struct GridLayout: Layout, ConfiguredLayout, Sendable {
    /// The configuration; changes take effect at the next ``Layout/prepare(in:)``.
    public var configuration: Configuration
    /// The item size of the last prepare.
    public private(set) var itemSize: Size = .zero
    var prepared = PreparedLayout(owner: "GridLayout")

    /// A grid with `configuration`.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Lays out the grid (``Layout/prepare(in:)`` once the context and configuration are checked) and
    /// records its ``itemSize`` once nothing can fail.
    ///
    /// - Throws: ``LayoutError`` when the columns and spacing do not fit, e.g. `"invalid GridLayout:
    ///   columns is 4; 4 columns with interitemSpacing 10.0 need a width of at least 30.0, but 20.0
    ///   is available"`.
    mutating func layOut(in context: LayoutContext, _ c: Configuration) throws(LayoutError) -> PreparedLayout {
        let width = context.insetSize.width
        let available = width - c.sectionInset.horizontal
        let gaps = Double(c.columns - 1) * c.interitemSpacing
        guard available >= gaps else {
            throw .invalidParameter(owner: "GridLayout", name: "columns", value: "\(c.columns)",
                                    requirement: "\(c.columns.counted("column")) with interitemSpacing \(c.interitemSpacing) need a width of at least \(gaps + c.sectionInset.horizontal), but \(width) is available")
        }
        let w = (available - gaps) / Double(c.columns)
        let h = w / c.aspectRatio
        let counts = context.dataCounts
        var store = AttributeStore(owner: "GridLayout", dataCounts: counts, axis: .vertical)
        store.reserveCapacity(counts.totalItems)
        var y = 0.0
        for section in 0..<counts.numberOfSections {
            y += c.sectionInset.top
            let n = counts.itemsPerSection[section]
            let firstFlat = counts.firstFlatIndex(ofSection: section)
            for item in 0..<n {
                let row = item / c.columns, column = item % c.columns
                let frame = Rect(x: c.sectionInset.left + Double(column) * (w + c.interitemSpacing),
                                 y: y + Double(row) * (h + c.lineSpacing), width: w, height: h)
                // Every attribute but the frame at its default: the store's compact path.
                try store.appendCell(IndexPath(section: section, item: item), flatIndex: firstFlat + item, frame: frame)
            }
            let rows = (n + c.columns - 1) / c.columns
            if rows > 0 { y += Double(rows) * h + Double(rows - 1) * c.lineSpacing }
            y += c.sectionInset.bottom
        }
        store.buildIndex()
        self.itemSize = Size(width: w, height: h)
        return PreparedLayout(store: store, contentSize: Size(width: width, height: y), context: context)
    }

}

extension GridLayout.Configuration {
    /// Decodes a configuration in which every key is optional (a missing key takes the default
    /// of the initialiser); an unknown key is an error that names it and lists the known ones.
    public init(from decoder: any Decoder) throws {
        let p = try ParameterDecoder(decoder, owner: "GridLayout", known: ["columns", "aspectRatio", "interitemSpacing", "lineSpacing", "sectionInset"])
        let d = Self()
        self.init(
            columns: try p("columns", d.columns),
            aspectRatio: try p("aspectRatio", d.aspectRatio),
            interitemSpacing: try p("interitemSpacing", d.interitemSpacing),
            lineSpacing: try p("lineSpacing", d.lineSpacing),
            sectionInset: try p("sectionInset", d.sectionInset)
        )
    }
}
