/// Any layout, as a value that conforms to ``Layout`` (`any Layout` itself does not): the box a
/// ``LayoutWrapper`` whose `base` is `any Layout` forwards its queries to.
///
/// Every requirement is the wrapped layout's, dispatched dynamically. Mutating requirements change
/// ``base`` in place; a class-based layout is shared, as the existential shares it.
public struct AnyLayout: Layout {
    /// The wrapped layout.
    public var base: any Layout

    /// Wraps `base`.
    public init(_ base: any Layout) { self.base = base }

    /// The wrapped layout's context.
    public var preparedContext: LayoutContext? { base.preparedContext }

    /// Prepares the wrapped layout.
    ///
    /// - Throws: whatever the wrapped layout throws.
    public mutating func prepare(in context: LayoutContext) throws(LayoutError) { try base.prepare(in: context) }

    /// The wrapped layout's content size.
    public var contentSize: Size { base.contentSize }

    /// The wrapped layout's attributes.
    public func attributes(for element: ElementID) -> LayoutAttributes? { base.attributes(for: element) }

    /// The wrapped layout's rect query.
    public func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) { base.forEachAttributes(in: rect, body) }

    /// The wrapped layout's elements.
    public var allElements: [ElementID] { base.allElements }

    /// The wrapped layout's attributes in `rect`.
    public func attributes(in rect: Rect) -> [LayoutAttributes] { base.attributes(in: rect) }

    /// The wrapped layout's attributes in `rect`, into `result`.
    public func attributes(in rect: Rect, into result: inout [LayoutAttributes]) { base.attributes(in: rect, into: &result) }

    /// The wrapped layout's answer.
    public func initialAttributes(forAppearing element: ElementID) -> LayoutAttributes? { base.initialAttributes(forAppearing: element) }

    /// The wrapped layout's answer.
    public func finalAttributes(forDisappearing element: ElementID) -> LayoutAttributes? { base.finalAttributes(forDisappearing: element) }

    /// Tells the wrapped layout.
    public mutating func prepare(forUpdates updates: [UpdateItem]) { base.prepare(forUpdates: updates) }

    /// Tells the wrapped layout.
    public mutating func prepare(forUpdates updates: [UpdateItem], mapping: UpdateMapping) {
        base.prepare(forUpdates: updates, mapping: mapping)
    }

    /// Tells the wrapped layout.
    public mutating func finalizeUpdates() { base.finalizeUpdates() }

    /// The wrapped layout's answer.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { base.shouldInvalidate(forBoundsChange: newBounds) }

    /// Updates the wrapped layout.
    ///
    /// - Throws: whatever the wrapped layout throws.
    public mutating func invalidate(forBoundsChange newBounds: Rect, in context: LayoutContext) throws(LayoutError) {
        try base.invalidate(forBoundsChange: newBounds, in: context)
    }

    /// Tells the wrapped layout.
    public mutating func prepare(forAnimatedBoundsChange oldBounds: Rect) { base.prepare(forAnimatedBoundsChange: oldBounds) }

    /// Tells the wrapped layout.
    public mutating func finalizeAnimatedBoundsChange() { base.finalizeAnimatedBoundsChange() }

    /// The wrapped layout's answer.
    public func targetContentOffset(forProposed offset: Point) -> Point { base.targetContentOffset(forProposed: offset) }

    /// The wrapped layout's snapshot.
    public func snapshot() -> any Layout { base.snapshot() }
}
