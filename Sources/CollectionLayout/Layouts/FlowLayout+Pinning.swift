extension FlowLayout {
    /// Whether `a` is a header whose position depends on the content offset.
    func isPinnedHeader(_ a: LayoutAttributes) -> Bool {
        configuration.sectionHeadersPinToVisibleBounds && a.id.category == .supplementary(.header)
    }

    /// A header's attributes at the prepared content offset: its leading edge at the visible top
    /// (left), clamped to its section's pin range.
    func pinned(_ a: LayoutAttributes) -> LayoutAttributes {
        guard let context = preparedContext, a.id.indexPath.section < pinRanges.count else { return a }
        let range = pinRanges[a.id.indexPath.section]
        var b = a
        if configuration.scrollDirection == .vertical {
            let top = context.contentOffset.y + context.contentInset.top
            b.center.y = Swift.min(Swift.max(top, range.lowerBound), range.upperBound) + a.size.height / 2
        } else {
            let left = context.contentOffset.x + context.contentInset.left
            b.center.x = Swift.min(Swift.max(left, range.lowerBound), range.upperBound) + a.size.width / 2
        }
        return b
    }

    /// With pinned headers: true for any change of offset or size. Otherwise: true when the size changes.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        guard let context = preparedContext else { return true }
        if context.boundsSize != newBounds.size { return true }
        return configuration.sectionHeadersPinToVisibleBounds && context.contentOffset != newBounds.origin
    }

    /// When only the content offset changed, records it (O(1): pinned headers are computed from it
    /// on demand); otherwise prepares again.
    public mutating func invalidate(forBoundsChange newBounds: Rect, in context: LayoutContext) throws(LayoutError) {
        if var current = preparedContext {
            current.contentOffset = context.contentOffset
            if current == context {
                try context.validate()
                preparedContext = context
                return
            }
        }
        try prepare(in: context)
    }
}
