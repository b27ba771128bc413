// Model-side helpers for ExchangeController delegates (SSCollectionViewExchangeController's
// NSMutableArray category): apply the reported operations to the arrays behind the sections.

/// Exchanges `a[i]` and `b[j]`, where `a` and `b` are two different arrays (for example the
/// arrays of two sections). To exchange within one array use ``exchange(_:_:_:)``: Swift's
/// exclusivity rule forbids passing one array twice.
///
/// - Throws: ``ExchangeError/indexOutOfRange(name:index:count:)`` naming `i` or `j`; nothing changes.
public func exchange<T>(_ a: inout [T], _ i: Int, _ b: inout [T], _ j: Int) throws(ExchangeError) {
    guard a.indices.contains(i) else { throw .indexOutOfRange(name: "i", index: i, count: a.count) }
    guard b.indices.contains(j) else { throw .indexOutOfRange(name: "j", index: j, count: b.count) }
    swap(&a[i], &b[j])
}

/// Exchanges `array[i]` and `array[j]` (nothing happens when `i == j`).
///
/// - Throws: ``ExchangeError/indexOutOfRange(name:index:count:)`` naming `i` or `j`; nothing changes.
public func exchange<T>(_ array: inout [T], _ i: Int, _ j: Int) throws(ExchangeError) {
    guard array.indices.contains(i) else { throw .indexOutOfRange(name: "i", index: i, count: array.count) }
    guard array.indices.contains(j) else { throw .indexOutOfRange(name: "j", index: j, count: array.count) }
    array.swapAt(i, j)
}

/// Exchanges the elements at two index paths of sectioned data (one array per section), within a
/// section or across sections: what a delegate does in
/// ``ExchangeControllerDelegate/exchangeController(_:didExchange:with:)``.
///
/// - Throws: ``ExchangeError/indexPathOutOfRange(name:indexPath:sectionSizes:)`` naming `a` or
///   `b`; nothing changes.
public func exchange<T>(in sections: inout [[T]], _ a: IndexPath, _ b: IndexPath) throws(ExchangeError) {
    try requireElement(a, "a", in: sections)
    try requireElement(b, "b", in: sections)
    if a.section == b.section {
        sections[a.section].swapAt(a.item, b.item)
    } else {
        let first = sections[a.section][a.item]
        sections[a.section][a.item] = sections[b.section][b.item]
        sections[b.section][b.item] = first
    }
}

/// Moves the element at `from` so that it ends up at `to` (UIKit's `moveItem(at:to:)`): within a
/// section the elements in between shift by one; across sections the element is removed from
/// `from`'s section and inserted into `to`'s. What a delegate does in
/// ``ExchangeControllerDelegate/exchangeController(_:didMoveItemAt:to:)``.
///
/// - Parameters:
///   - sections: the sectioned data, changed in place.
///   - from: the index path of the element to move; must name an element.
///   - to: within one section an existing index path; in another section any item from 0
///     to that section's count (appending).
/// - Throws: ``ExchangeError/indexPathOutOfRange(name:indexPath:sectionSizes:)`` naming `from` or
///   `to`; nothing changes.
public func moveElement<T>(in sections: inout [[T]], from: IndexPath, to: IndexPath) throws(ExchangeError) {
    try requireElement(from, "from", in: sections)
    if from.section == to.section {
        try requireElement(to, "to", in: sections)
    } else {
        guard sections.indices.contains(to.section), to.item >= 0, to.item <= sections[to.section].count else {
            throw .indexPathOutOfRange(name: "to", indexPath: to, sectionSizes: sections.map(\.count))
        }
    }
    let element = sections[from.section].remove(at: from.item)
    sections[to.section].insert(element, at: to.item)
}

/// Throws unless `indexPath` names an element of `sections`.
private func requireElement<T>(_ indexPath: IndexPath, _ name: String, in sections: [[T]]) throws(ExchangeError) {
    guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item) else {
        throw .indexPathOutOfRange(name: name, indexPath: indexPath, sectionSizes: sections.map(\.count))
    }
}
