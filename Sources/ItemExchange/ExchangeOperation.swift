/// One change to the data made during an exchange transaction, reported to the delegate.
public enum ExchangeOperation: Sendable, Hashable {
    /// The items at the two index paths swap places (``ExchangeMode/exchange``).
    case exchange(IndexPath, IndexPath)
    /// The item at `from` is removed and inserted at `to`, within one section; the items in between
    /// shift by one towards `from` (``ExchangeMode/move``).
    case move(from: IndexPath, to: IndexPath)

    /// The operation that reverts this one: the same exchange with its index paths swapped, or the
    /// move from `to` back to `from`.
    public var inverse: ExchangeOperation {
        switch self {
        case let .exchange(a, b): .exchange(b, a)
        case let .move(from, to): .move(from: to, to: from)
        }
    }

    /// Where the item that is at `indexPath` after the operation was before it. Index paths the
    /// operation does not touch map to themselves.
    public func sourceIndexPath(of indexPath: IndexPath) -> IndexPath {
        switch self {
        case let .exchange(a, b):
            if indexPath == a { return b }
            if indexPath == b { return a }
            return indexPath
        case let .move(from, to):
            guard indexPath.section == to.section else { return indexPath }
            if indexPath == to { return from }
            let i = indexPath.item
            if from.item < to.item, i >= from.item, i < to.item { return IndexPath(section: to.section, item: i + 1) }
            if from.item > to.item, i > to.item, i <= from.item { return IndexPath(section: to.section, item: i - 1) }
            return indexPath
        }
    }

    /// The index paths whose item changes, in ascending order.
    public var affectedIndexPaths: [IndexPath] {
        switch self {
        case let .exchange(a, b):
            return a == b ? [a] : [Swift.min(a, b), Swift.max(a, b)]
        case let .move(from, to):
            let lo = Swift.min(from.item, to.item), hi = Swift.max(from.item, to.item)
            return (lo...hi).map { IndexPath(section: to.section, item: $0) }
        }
    }
}

extension ExchangeOperation: CustomStringConvertible {
    /// For example `"exchange [0, 3] with [1, 3]"` or `"move [0, 1] to [0, 4]"`.
    public var description: String {
        switch self {
        case let .exchange(a, b): "exchange \(a) with \(b)"
        case let .move(from, to): "move \(from) to \(to)"
        }
    }
}
