/// The kind of a supplementary or decoration view, such as a section header.
///
/// Kinds are open-ended strings; the built-in layouts use ``header`` and ``footer``.
public struct ElementKind: RawRepresentable, Sendable, Hashable, Codable, Comparable, ExpressibleByStringLiteral {
    /// The kind's name.
    public var rawValue: String

    /// Creates a kind from its name.
    @inlinable
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a kind from a string literal.
    @inlinable
    public init(stringLiteral value: String) { self.rawValue = value }

    /// A section header (UIKit's `UICollectionView.elementKindSectionHeader`).
    public static let header: ElementKind = "header"
    /// A section footer (UIKit's `UICollectionView.elementKindSectionFooter`).
    public static let footer: ElementKind = "footer"

    public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
