/// The position of an item in a sectioned collection: a section and an item within it.
///
/// Index paths order by section, then by item.
public struct IndexPath: Sendable, Hashable, Codable, Comparable {
    /// The section, from 0.
    public var section: Int
    /// The item within the section, from 0.
    public var item: Int

    /// Creates an index path.
    @inlinable
    public init(item: Int, section: Int) { (self.section, self.item) = (section, item) }

    /// Creates an index path, section first.
    @inlinable
    public init(section: Int, item: Int) {
        self.init(item: item, section: section)
    }

    @inlinable
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}

extension IndexPath: CustomStringConvertible {
    /// `"[section, item]"`, for example `"[0, 3]"`.
    public var description: String { "[\(section), \(item)]" }
}
