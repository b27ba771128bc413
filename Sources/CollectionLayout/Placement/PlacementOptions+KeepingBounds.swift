extension PlacementOptions {
    /// Rejects options for another bounds size or content inset than `context`'s: a layout
    /// transition keeps the collection view's (``EasedTransitionLayout``, ``InteractiveTransitionLayout``).
    ///
    /// - Throws: ``ContentOffsetPlacementError/invalidParameter(name:value:requirement:)``, e.g.
    ///   `"invalid placement: options.toSize is (100.0, 100.0); must be nil or the transition's bounds size (320.0, 480.0)"`.
    package func validateKeepingBounds(of context: LayoutContext) throws(ContentOffsetPlacementError) {
        if let size = toSize, size != context.boundsSize {
            let b = context.boundsSize
            throw .invalidParameter(name: "options.toSize", value: "(\(size.width), \(size.height))",
                                    requirement: "must be nil or the transition's bounds size (\(b.width), \(b.height))")
        }
        if let inset = toContentInset, inset != context.contentInset {
            let i = context.contentInset
            throw .invalidParameter(name: "options.toContentInset",
                                    value: "(\(inset.top), \(inset.left), \(inset.bottom), \(inset.right))",
                                    requirement: "must be nil or the transition's content inset (\(i.top), \(i.left), \(i.bottom), \(i.right))")
        }
    }
}
