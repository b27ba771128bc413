import CollectionLayout

/// A context with the given bounds (320 × 480 unless given), data counts, inset and offset.
public func context(width: Double = 320, height: Double = 480, counts: [Int], inset: EdgeInsets = .zero,
                    offset: Point = .zero) throws -> LayoutContext {
    LayoutContext(boundsSize: Size(width: width, height: height), contentInset: inset, contentOffset: offset,
                  dataCounts: try DataCounts(counts))
}

/// `layout` prepared in `context`.
public func prepared<L: Layout>(_ layout: L, _ context: LayoutContext) throws -> L {
    var l = layout
    try l.prepare(in: context)
    return l
}

/// A grid of square cells, `columns` wide, `spacing` apart.
public func gridLayout(columns: Int = 3, spacing: Double = 4) -> GridLayout {
    GridLayout(configuration: GridLayout.Configuration(columns: columns, aspectRatio: 1, interitemSpacing: spacing,
                                                       lineSpacing: spacing))
}

/// A list: full-width (320 pt) rows of `rowHeight`, optionally with headers and footers.
public func listLayout(header: Double = 0, footer: Double = 0, rowHeight: Double = 44) -> FlowLayout {
    FlowLayout(configuration: FlowLayout.Configuration(
        itemSize: Size(width: 320, height: rowHeight), minimumLineSpacing: 1, minimumInteritemSpacing: 0,
        headerReferenceSize: Size(width: 0, height: header), footerReferenceSize: Size(width: 0, height: footer)))
}
