/// One change in a batch update, with UIKit's index-path conventions.
///
/// - Deletes and reloads name **old** index paths (before the update).
/// - Inserts name **new** index paths (after the update).
/// - Moves go from an old index path to a new one.
///
/// Within a batch, the order of the items does not matter: the result is as if deletes and
/// reloads were applied first, in descending order, then inserts in ascending order, with moved
/// elements taken out before and put in at their destinations. See ``UpdateMapping``.
public enum UpdateItem: Sendable, Hashable, Codable {
    /// Insert the item that will be at this new index path.
    case insertItem(IndexPath)
    /// Delete the item at this old index path.
    case deleteItem(IndexPath)
    /// Replace the item at this old index path by a new one in the same slot.
    case reloadItem(IndexPath)
    /// Move the item at old index path `from` so that it ends up at new index path `to`.
    case moveItem(from: IndexPath, to: IndexPath)
    /// Insert the section that will be at this new index, with all its items.
    case insertSection(Int)
    /// Delete the section at this old index, with all its items.
    case deleteSection(Int)
    /// Replace the section at this old index, and all its items, by a new one in the same slot.
    case reloadSection(Int)
    /// Move the section at old index `from`, with its items, so that it ends up at new index `to`.
    case moveSection(from: Int, to: Int)
}

extension UpdateItem: CustomStringConvertible {
    /// For example `"delete item [0, 2]"` or `"move section 1 to 3"`.
    public var description: String {
        switch self {
        case .insertItem(let p): "insert item \(p)"
        case .deleteItem(let p): "delete item \(p)"
        case .reloadItem(let p): "reload item \(p)"
        case let .moveItem(from, to): "move item \(from) to \(to)"
        case .insertSection(let s): "insert section \(s)"
        case .deleteSection(let s): "delete section \(s)"
        case .reloadSection(let s): "reload section \(s)"
        case let .moveSection(from, to): "move section \(from) to \(to)"
        }
    }
}
