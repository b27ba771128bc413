import Foundation
import SpringTestSupport
import SpringTransitions

// Helpers shared by the scroll-physics tests.

/// A 320 × 480 view over a list of `rows` rows (44 pt + 1 pt spacing): content height
/// 45·rows − 1, so 100 rows give a valid y range of 0 … 4019.
func scrollListView(rows: Int = 100, offset: Point? = nil) throws -> CollectionView {
    try CollectionView(layout: listLayout(), dataCounts: try DataCounts([rows]),
                       boundsSize: Size(width: 320, height: 480), contentOffset: offset)
}

/// The thrown error's description, or `nil` when `body` does not throw.
func scrollErrorMessage(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return String(describing: error)
    }
}

/// k = 1000·ln r for UIScrollView's normal rate, computed independently of ScrollDeceleration.
let normalDecay = 1000 * log(0.998)
