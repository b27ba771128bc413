/// How many items each section of a collection holds: the data-source side of a collection view.
///
/// Counts are validated non-negative on creation, so every value is usable. Index paths can be
/// converted to and from a *flat index* (the item's position when all sections are concatenated)
/// in O(1) and O(log sections) respectively, which layouts use to store per-item data in arrays.
public struct DataCounts: Sendable, Hashable {
    /// The number of items in each section, section 0 first.
    public let itemsPerSection: [Int]
    /// `sectionStarts[s]` is the flat index of item 0 of section `s`; the last entry is the total.
    @usableFromInline let sectionStarts: [Int]

    /// Counts from the number of items in each section.
    ///
    /// - Throws: ``LayoutError/invalidParameter(owner:name:value:requirement:)`` naming the first
    ///   negative count, for example `"invalid data counts: itemsPerSection[2] is -1; must not be negative"`.
    public init(_ itemsPerSection: [Int]) throws(LayoutError) {
        let check = ParameterCheck(owner: "data counts")
        var starts = [Int]()
        starts.reserveCapacity(itemsPerSection.count + 1)
        var total = 0
        for (section, count) in itemsPerSection.enumerated() {
            try check.nonNegative("itemsPerSection[\(section)]", count)
            starts.append(total)
            let (sum, overflow) = total.addingReportingOverflow(count)
            guard !overflow else {
                throw .invalidParameter(owner: "data counts", name: "itemsPerSection[\(section)]", value: "\(count)",
                                        requirement: "the total number of items must be at most \(Int.max)")
            }
            total = sum
        }
        starts.append(total)
        self.itemsPerSection = itemsPerSection
        self.sectionStarts = starts
    }

    /// `sections` sections of `itemsPerSection` items each.
    ///
    /// - Throws: ``LayoutError`` when either number is negative.
    public init(sections: Int, itemsPerSection: Int) throws(LayoutError) {
        let check = ParameterCheck(owner: "data counts")
        try check.nonNegative("sections", sections)
        try check.nonNegative("itemsPerSection", itemsPerSection)
        try self.init(Array(repeating: itemsPerSection, count: sections))
    }

    /// No sections.
    public static let empty = DataCounts(uncheckedEmpty: ())

    /// No sections, without the validation that cannot fail for them.
    private init(uncheckedEmpty: Void) {
        itemsPerSection = []
        sectionStarts = [0]
    }

    /// The number of sections.
    @inlinable
    public var numberOfSections: Int { itemsPerSection.count }

    /// The number of items in `section`, or 0 when the section does not exist.
    @inlinable
    public func numberOfItems(inSection section: Int) -> Int {
        section >= 0 && section < itemsPerSection.count ? itemsPerSection[section] : 0
    }

    /// The number of items in all sections.
    @inlinable
    public var totalItems: Int { sectionStarts[sectionStarts.count - 1] }

    /// Whether `indexPath` names an existing item.
    @inlinable
    public func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.section >= 0 && indexPath.section < itemsPerSection.count
            && indexPath.item >= 0 && indexPath.item < itemsPerSection[indexPath.section]
    }

    /// The position of the item among all items of all sections, or `nil` when it does not exist. O(1).
    @inlinable
    public func flatIndex(of indexPath: IndexPath) -> Int? {
        contains(indexPath) ? sectionStarts[indexPath.section] + indexPath.item : nil
    }

    /// The flat index of item 0 of `section` (equal to the total when `section` is the section count).
    /// Requires `0 <= section <= numberOfSections`.
    @inlinable
    func firstFlatIndex(ofSection section: Int) -> Int { sectionStarts[section] }

    /// The index path of the item at flat position `index`, or `nil` when out of range. O(log sections).
    public func indexPath(forFlatIndex index: Int) -> IndexPath? {
        guard index >= 0, index < totalItems else { return nil }
        // Last section whose start is <= index (empty sections share starts; pick the non-empty one).
        var lo = 0, hi = itemsPerSection.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionStarts[mid] <= index { lo = mid } else { hi = mid - 1 }
        }
        return IndexPath(section: lo, item: index - sectionStarts[lo])
    }

    /// Equal when the item counts are equal.
    public static func == (lhs: DataCounts, rhs: DataCounts) -> Bool { lhs.itemsPerSection == rhs.itemsPerSection }

    /// Hashes the item counts.
    public func hash(into hasher: inout Hasher) { hasher.combine(itemsPerSection) }
}

extension DataCounts: Codable {
    /// Decodes from a JSON array of item counts, validating them.
    ///
    /// - Throws: `DecodingError.dataCorrupted` whose debug description is the ``LayoutError``'s.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let counts = try container.decode([Int].self)
        do {
            try self.init(counts)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes as a JSON array of item counts.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(itemsPerSection)
    }
}

extension DataCounts: CustomStringConvertible {
    /// For example `"[5, 0, 3]"`.
    public var description: String { "\(itemsPerSection)" }
}
