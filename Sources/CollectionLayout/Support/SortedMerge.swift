/// Where an element of two merged sorted lists stands.
package enum MergedSide {
    /// In the first list only.
    case first
    /// In the second list only.
    case second
    /// In both.
    case both
}

/// Walks two sorted lists (each without repeats) in order, calling `body` once per distinct
/// element with the side it is on. O(a + b).
package func mergeSorted<Element: Comparable>(_ a: [Element], _ b: [Element], _ body: (Element, MergedSide) -> Void) {
    var i = 0, j = 0
    while i < a.count || j < b.count {
        if j == b.count || (i < a.count && a[i] < b[j]) {
            body(a[i], .first)
            i += 1
        } else if i == a.count || b[j] < a[i] {
            body(b[j], .second)
            j += 1
        } else {
            body(a[i], .both)
            i += 1
            j += 1
        }
    }
}
