/// The outcome of ``CollectionView/performBatchUpdates(_:newCounts:diffScope:)``.
public struct BatchUpdateResult: Sendable, Hashable {
    /// Where every old item and section went, and where every new one came from.
    public var mapping: UpdateMapping
    /// The diff from the layout before the update to the layout after, when a scope was requested.
    public var diff: LayoutDiff?

    /// Creates a result.
    public init(mapping: UpdateMapping, diff: LayoutDiff?) {
        self.mapping = mapping
        self.diff = diff
    }
}

extension CollectionView {
    /// Applies a batch of inserts, deletes, moves and reloads with UIKit's semantics (see
    /// ``UpdateItem`` and ``UpdateMapping``).
    ///
    /// Steps: the whole batch is validated and resolved into an ``UpdateMapping`` (throwing before
    /// anything changes); the layout is told ``Layout/prepare(forUpdates:mapping:)``; a snapshot of
    /// it (still laid out for the old data) is kept as the old side; it is prepared with the new
    /// counts; the offset becomes its ``Layout/targetContentOffset(forProposed:)``, clamped to the
    /// new valid range; with a `diffScope` the diff is computed; then ``Layout/finalizeUpdates()``.
    ///
    /// - Parameters:
    ///   - updates: the batch, in any order (see ``UpdateItem`` for the index-path conventions).
    ///   - newCounts: the counts after the update, checked against the batch (UIKit's consistency
    ///     check); `nil` to derive them (inserted sections empty, reloaded sections keep their count).
    ///   - diffScope: which elements the returned diff covers; `nil` for no diff.
    /// - Throws: ``UpdateError`` (with ``UpdateError/Kind/layout`` when the layout cannot be prepared
    ///   for the new data). Nothing changes when it throws.
    @discardableResult
    public mutating func performBatchUpdates(_ updates: [UpdateItem], newCounts: DataCounts? = nil,
                                             diffScope: LayoutDiff.Scope? = nil) throws(UpdateError) -> BatchUpdateResult {
        let mapping = try UpdateMapping(oldCounts: dataCounts, updates: updates, newCounts: newCounts)
        var context = self.context
        context.dataCounts = mapping.newCounts
        var new = layout
        new.prepare(forUpdates: updates, mapping: mapping)
        let old = diffScope == nil ? nil : new.snapshot()
        let offset: Point
        do {
            try new.prepare(in: context)
            offset = ScrollGeometry(boundsSize: boundsSize, contentSize: new.contentSize, contentInset: contentInset)
                .clamp(new.targetContentOffset(forProposed: contentOffset))
            if offset != contentOffset {
                context.contentOffset = offset
                if new.shouldInvalidate(forBoundsChange: context.bounds) { try new.invalidate(forBoundsChange: context.bounds, in: context) }
            }
        } catch {
            new.finalizeUpdates()
            throw .layout(error)
        }
        var diff: LayoutDiff?
        if let diffScope, let old {
            diff = LayoutDiff(from: old, oldBounds: bounds, to: new, newBounds: context.bounds, mapping: mapping, scope: diffScope)
        }
        new.finalizeUpdates()
        layout = new
        dataCounts = mapping.newCounts
        contentOffset = offset
        return BatchUpdateResult(mapping: mapping, diff: diff)
    }
}
