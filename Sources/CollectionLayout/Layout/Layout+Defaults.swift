extension Layout {
    /// Collects ``Layout/forEachAttributes(in:_:)``.
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachAttributes(in: rect) { result.append($0) }
        return result
    }

    /// Replaces `result`'s contents with ``Layout/forEachAttributes(in:_:)``'s, keeping its capacity.
    public func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        result.removeAll(keepingCapacity: true)
        forEachAttributes(in: rect) { result.append($0) }
    }

    /// The element's own attributes with alpha 0, or `nil` when the layout has no such element.
    public func initialAttributes(forAppearing element: ElementID) -> LayoutAttributes? {
        guard var a = attributes(for: element) else { return nil }
        a.alpha = 0
        return a
    }

    /// The element's own attributes with alpha 0, or `nil` when the layout has no such element.
    public func finalAttributes(forDisappearing element: ElementID) -> LayoutAttributes? {
        guard var a = attributes(for: element) else { return nil }
        a.alpha = 0
        return a
    }

    /// Does nothing.
    public mutating func prepare(forUpdates updates: [UpdateItem]) {}

    /// Calls ``Layout/prepare(forUpdates:)``.
    public mutating func prepare(forUpdates updates: [UpdateItem], mapping: UpdateMapping) {
        prepare(forUpdates: updates)
    }

    /// Does nothing.
    public mutating func finalizeUpdates() {}

    /// True when `newBounds.size` differs from the prepared bounds size, or the layout was never prepared.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        guard let context = preparedContext else { return true }
        return context.boundsSize != newBounds.size
    }

    /// Prepares the layout again in `context`.
    public mutating func invalidate(forBoundsChange newBounds: Rect, in context: LayoutContext) throws(LayoutError) {
        try prepare(in: context)
    }

    /// Does nothing.
    public mutating func prepare(forAnimatedBoundsChange oldBounds: Rect) {}

    /// Does nothing.
    public mutating func finalizeAnimatedBoundsChange() {}

    /// Returns `offset` unchanged.
    public func targetContentOffset(forProposed offset: Point) -> Point { offset }

    /// `self`: a value type is its own snapshot.
    public func snapshot() -> any Layout { self }

    /// The attributes of every element, sorted by element identity. O(n) lookups; allocates.
    public var allAttributes: [LayoutAttributes] {
        allElements.compactMap { attributes(for: $0) }
    }
}

extension Layout where Self: AnyObject {
    /// A ``LayoutSnapshot`` copying the current attributes: a class instance would otherwise be
    /// changed by the next `prepare`.
    public func snapshot() -> any Layout { LayoutSnapshot(of: self) }
}
