/// What an element of a layout is: a cell, a supplementary view of a kind, or a decoration view of a kind.
public enum ElementCategory: Sendable, Hashable, Codable, Comparable {
    /// A data item's cell.
    case cell
    /// A supplementary view such as a header or footer, supplied by the data source.
    case supplementary(ElementKind)
    /// A decoration view, supplied by the layout itself.
    case decoration(ElementKind)

    /// The kind of a supplementary or decoration view; `nil` for a cell.
    @inlinable
    public var kind: ElementKind? {
        switch self {
        case .cell: nil
        case .supplementary(let kind), .decoration(let kind): kind
        }
    }
}
