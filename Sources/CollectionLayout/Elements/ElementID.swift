/// The identity of one element of a layout: its category (cell, supplementary or decoration view
/// of a kind) plus its index path.
///
/// Element identities order cells first, then supplementary views, then decoration views, each by
/// kind and index path, so sorted collections of them are deterministic.
public struct ElementID: Sendable, Hashable, Codable, Comparable {
    /// Cell, supplementary view or decoration view, with its kind.
    public var category: ElementCategory
    /// The element's index path. Section-level views (headers, footers) use item 0.
    public var indexPath: IndexPath

    /// Creates an element identity.
    @inlinable
    public init(category: ElementCategory, indexPath: IndexPath) { (self.category, self.indexPath) = (category, indexPath) }

    /// The cell at `indexPath`.
    @inlinable
    public static func cell(_ indexPath: IndexPath) -> ElementID {
        ElementID(category: .cell, indexPath: indexPath)
    }

    /// The supplementary view of `kind` at `indexPath`.
    @inlinable
    public static func supplementary(_ kind: ElementKind, _ indexPath: IndexPath) -> ElementID {
        ElementID(category: .supplementary(kind), indexPath: indexPath)
    }

    /// The decoration view of `kind` at `indexPath`.
    @inlinable
    public static func decoration(_ kind: ElementKind, _ indexPath: IndexPath) -> ElementID {
        ElementID(category: .decoration(kind), indexPath: indexPath)
    }

    /// Whether the element is a cell.
    @inlinable
    public var isCell: Bool { category == .cell }

    public static func < (lhs: ElementID, rhs: ElementID) -> Bool {
        // (Not a tuple comparison: this one runs tens of thousands of times per transition start,
        // and the generic tuple `<` does not inline the category's comparison.)
        lhs.category != rhs.category ? lhs.category < rhs.category : lhs.indexPath < rhs.indexPath
    }
}

extension ElementID: CustomStringConvertible {
    /// For example `"cell [0, 3]"`, `"header [1, 0]"` or `"decoration background [0, 0]"`.
    public var description: String {
        switch category {
        case .cell: "cell \(indexPath)"
        case .supplementary(let kind): "\(kind.rawValue) \(indexPath)"
        case .decoration(let kind): "decoration \(kind.rawValue) \(indexPath)"
        }
    }
}
