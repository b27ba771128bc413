/// Where every item and section of the old data ends up after a batch update, and where every new
/// one came from.
///
/// Built by ``init(oldCounts:updates:newCounts:)``, which validates the whole batch first and
/// throws ``UpdateError`` before anything is computed for an invalid one.
///
/// Semantics (UIKit's): sections and items that are neither deleted, reloaded nor moved keep their
/// relative order and fill, in ascending order, the new positions left free by inserts and move
/// destinations. Reloads are treated as a delete of the old element plus an insert of a new one in
/// the slot it would have occupied: the mapping returns `nil` for them on both sides and lists the
/// slot pairs in ``reloadedItems`` and ``reloadedSections``. All items of a deleted or reloaded
/// section map to `nil`; all items of an inserted or reloaded section come from `nil`.
///
/// Supplementary and decoration views follow their section: ``newElement(forOld:)`` maps their
/// section and keeps their item index.
///
/// Lookups are O(1) from old to new sections and items, O(1) for new-to-old, plus O(log sections)
/// to turn a flat item position back into an index path.
public struct UpdateMapping: Sendable, Hashable {
    /// The counts before the update.
    public let oldCounts: DataCounts
    /// The counts after the update.
    public let newCounts: DataCounts
    /// Whether this is the identity (no updates): every index path maps to itself.
    public let isIdentity: Bool
    /// Old slot → new slot of each reloaded item.
    public let reloadedItems: [IndexPath: IndexPath]
    /// Old index → new index of each reloaded section.
    public let reloadedSections: [Int: Int]

    let oldToNewSection: [Int]
    let newToOldSection: [Int]
    let oldToNewItem: [Int]
    let newToOldItem: [Int]

    init(oldCounts: DataCounts, newCounts: DataCounts,
         oldToNewSection: [Int], newToOldSection: [Int], oldToNewItem: [Int], newToOldItem: [Int],
         reloadedItems: [IndexPath: IndexPath], reloadedSections: [Int: Int]) {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        self.isIdentity = false
        self.oldToNewSection = oldToNewSection
        self.newToOldSection = newToOldSection
        self.oldToNewItem = oldToNewItem
        self.newToOldItem = newToOldItem
        self.reloadedItems = reloadedItems
        self.reloadedSections = reloadedSections
    }

    private init(identity counts: DataCounts) {
        oldCounts = counts
        newCounts = counts
        isIdentity = true
        oldToNewSection = []; newToOldSection = []; oldToNewItem = []; newToOldItem = []
        reloadedItems = [:]; reloadedSections = [:]
    }

    /// The mapping of an empty batch: every index path of `counts` maps to itself. O(1).
    public static func identity(_ counts: DataCounts) -> UpdateMapping { UpdateMapping(identity: counts) }

    /// The new index of old section `section`, or `nil` when it was deleted, reloaded or never existed.
    public func newSection(forOld section: Int) -> Int? {
        guard section >= 0, section < oldCounts.numberOfSections else { return nil }
        if isIdentity { return section }
        let s = oldToNewSection[section]
        return s >= 0 ? s : nil
    }

    /// The old index of new section `section`, or `nil` when it was inserted, reloaded or does not exist.
    public func oldSection(forNew section: Int) -> Int? {
        guard section >= 0, section < newCounts.numberOfSections else { return nil }
        if isIdentity { return section }
        let s = newToOldSection[section]
        return s >= 0 ? s : nil
    }

    /// The new index path of the old item at `indexPath`, or `nil` when it was deleted or reloaded
    /// (directly or with its section) or never existed.
    public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        guard let flat = oldCounts.flatIndex(of: indexPath) else { return nil }
        if isIdentity { return indexPath }
        let n = oldToNewItem[flat]
        return n >= 0 ? newCounts.indexPath(forFlatIndex: n) : nil
    }

    /// The old index path of the new item at `indexPath`, or `nil` when it was inserted or reloaded
    /// (directly or with its section) or does not exist.
    public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
        guard let flat = newCounts.flatIndex(of: indexPath) else { return nil }
        if isIdentity { return indexPath }
        let o = newToOldItem[flat]
        return o >= 0 ? oldCounts.indexPath(forFlatIndex: o) : nil
    }

    /// The identity after the update of the old element `id`: cells follow their item, other
    /// elements their section (keeping their item index). `nil` when it does not survive.
    public func newElement(forOld id: ElementID) -> ElementID? {
        if id.isCell {
            return newIndexPath(forOld: id.indexPath).map { ElementID(category: .cell, indexPath: $0) }
        }
        return newSection(forOld: id.indexPath.section).map {
            ElementID(category: id.category, indexPath: IndexPath(section: $0, item: id.indexPath.item))
        }
    }

    /// The identity before the update of the new element `id`, or `nil` when it is new.
    public func oldElement(forNew id: ElementID) -> ElementID? {
        if id.isCell {
            return oldIndexPath(forNew: id.indexPath).map { ElementID(category: .cell, indexPath: $0) }
        }
        return oldSection(forNew: id.indexPath.section).map {
            ElementID(category: id.category, indexPath: IndexPath(section: $0, item: id.indexPath.item))
        }
    }
}
