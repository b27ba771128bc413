/// What every running transition layout (spring, eased, interactive) does when a collection view
/// prepares or invalidates it: it accepts a new content offset — a scroll, or the offset the
/// transition itself sets — and nothing else, because a running transition cannot re-lay out.
package enum TransitionPreparation {
    /// The context to record as prepared: `context`, if it differs from `prepared` in the content
    /// offset only.
    ///
    /// - Parameter owner: the layout's name with its article, for the message ("a SpringTransitionLayout").
    /// - Throws: ``LayoutError`` for an invalid context, or `.other` naming `owner` for another
    ///   bounds size, content inset or data counts.
    package static func accept(_ context: LayoutContext, replacing prepared: LayoutContext?, owner: String) throws(LayoutError) -> LayoutContext {
        try context.validate()
        if var current = prepared {
            current.contentOffset = context.contentOffset
            guard current == context else {
                throw .other("\(owner) cannot be prepared for another bounds size, content inset or data counts; start a new transition instead")
            }
        }
        return context
    }

    /// True when the visible rectangle changed at all, so the collection view's offset is recorded.
    package static func shouldInvalidate(_ prepared: LayoutContext?, forBoundsChange newBounds: Rect) -> Bool {
        prepared.map { $0.bounds != newBounds } ?? true
    }
}
