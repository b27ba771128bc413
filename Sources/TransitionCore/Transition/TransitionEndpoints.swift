/// What every transition layout (spring, eased, interactive) goes between: the layout it started
/// from and the one it goes to, the content offsets and sizes at both ends, and the context the
/// transition is prepared in — built once, by ``init(from:to:startOffset:requestedOffset:)``.
package struct TransitionEndpoints {
    /// The layout the transition started from, as it was then (a snapshot of class-based layouts).
    package var currentLayout: any Layout
    /// The layout the transition goes to, prepared for `toContentOffset`.
    package var nextLayout: any Layout
    /// The next layout's bounds size, inset and data, with the content offset the collection view shows.
    package var preparedContext: LayoutContext?
    /// The content offset the transition starts from.
    package var fromContentOffset: Point
    /// The content offset the transition ends at, exactly.
    package var toContentOffset: Point
    /// The content size the transition starts from.
    package var fromContentSize: Size
    /// The next layout's content size.
    package var toContentSize: Size

    /// The endpoints of a transition from `current` to `next`, both prepared: the start offset is
    /// `startOffset` or the current layout's prepared one; the target is `requestedOffset` or the
    /// next layout's proposal, clamped (and the next layout is updated for it when it depends on
    /// the offset); the prepared context is the next layout's at the start offset.
    ///
    /// - Throws: ``TransitionError`` for an unprepared layout, an element outside its layout's
    ///   data counts or a layout that fails to update.
    package init(from current: some Layout, to next: some Layout, startOffset: Point?,
         requestedOffset: Point?) throws(TransitionError) {
        guard let currentContext = current.preparedContext else { throw .layoutNotPrepared(role: "current") }
        guard next.preparedContext != nil else { throw .layoutNotPrepared(role: "next") }
        try Self.checkData(of: current, role: "current")
        try Self.checkData(of: next, role: "next")
        let start = startOffset ?? currentContext.contentOffset
        let (nextLayout, target) = try Self.prepareTarget(next, from: start, requested: requestedOffset)
        let old = current.snapshot()
        var context = try nextLayout.requirePreparedContext("next layout")
        context.contentOffset = start
        self.currentLayout = old
        self.nextLayout = nextLayout
        self.fromContentOffset = start
        self.toContentOffset = target
        self.fromContentSize = old.contentSize
        self.toContentSize = nextLayout.contentSize
        self.preparedContext = context
    }

    /// The next layout updated for the target offset `offset` when its attributes depend on the
    /// offset (pinned headers); `nil` when they do not.
    ///
    /// - Throws: ``TransitionError`` for an unprepared next layout or one that fails to update.
    package func nextLayout(updatedFor offset: Point) throws(TransitionError) -> (any Layout)? {
        var layout = nextLayout
        var context = try layout.requirePreparedContext("next layout")
        context.contentOffset = offset
        guard layout.shouldInvalidate(forBoundsChange: context.bounds) else { return nil }
        try Self.move(&layout, to: offset)
        return layout
    }

    /// The content offset that shows the cell at `indexPath` at `position` in the next layout,
    /// viewed through its bounds and insets, clamped to its valid range; `nil` without such a cell.
    package func finalContentOffset(for indexPath: IndexPath, at position: ScrollPosition) -> Point? {
        let next = nextLayout
        guard let context = next.preparedContext else { return nil }
        return CollectionView.contentOffset(for: indexPath, at: position, in: next, boundsSize: context.boundsSize,
                                            contentInset: context.contentInset, currentOffset: toContentOffset)
    }
}

extension TransitionEndpoints {
    /// Throws unless every element of `layout` lies inside its prepared data counts (cells must be
    /// items of the counts, supplementary views must be in an existing section). O(n).
    package static func checkData(of layout: some Layout, role: String) throws(TransitionError) {
        guard let counts = layout.preparedContext?.dataCounts else { throw .layoutNotPrepared(role: role) }
        // A built-in layout's cells in its store's flat table are items of the store's counts by
        // construction: only its other elements need checking (in the same order), and no list of
        // every element is built.
        let ids: [ElementID]
        if let store = (layout as? any PlainCellLookup)?.cellStore, store.dataCounts == counts {
            ids = store.sortedElementsOutsideCellTable
        } else {
            ids = layout.allElements
        }
        for id in ids {
            let inside: Bool
            switch id.category {
            case .cell: inside = counts.contains(id.indexPath)
            case .supplementary: inside = id.indexPath.section >= 0 && id.indexPath.section < counts.numberOfSections
            case .decoration: inside = true
            }
            if !inside { throw .elementOutsideData(role: role, element: id, dataCounts: counts) }
        }
    }

    /// The target offset (the requested one, or the next layout's proposal for `start` clamped to
    /// its valid range) and the next layout updated for it when its attributes depend on the offset.
    package static func prepareTarget(_ next: some Layout, from start: Point,
                              requested: Point?) throws(TransitionError) -> (any Layout, Point) {
        var layout: any Layout = next
        guard let context = next.preparedContext else { throw .layoutNotPrepared(role: "next") }
        let target = requested ?? ScrollGeometry(boundsSize: context.boundsSize, contentSize: next.contentSize,
                                                 contentInset: context.contentInset)
            .clamp(next.targetContentOffset(forProposed: start))
        try move(&layout, to: target)
        return (layout, target)
    }

    /// Lets `layout` update for the content offset `offset`, as a collection view would on a scroll.
    package static func move(_ layout: inout any Layout, to offset: Point) throws(TransitionError) {
        guard var context = layout.preparedContext, context.contentOffset != offset else { return }
        context.contentOffset = offset
        let bounds = context.bounds
        guard layout.shouldInvalidate(forBoundsChange: bounds) else { return }
        do {
            try layout.invalidate(forBoundsChange: bounds, in: context)
        } catch {
            throw .layoutFailed(role: "next", error)
        }
    }
}
