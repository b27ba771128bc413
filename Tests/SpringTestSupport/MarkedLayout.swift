import CollectionLayout

/// A list layout (``listLayout(header:footer:rowHeight:)``) whose every answer with a default in
/// ``Layout`` differs from that default, and which records the hooks it is told about: a base that
/// shows whether a wrapper forwards a requirement or answers it with the default.
///
/// - appearing attributes have alpha 0.25, disappearing ones 0.75 (the default: 0);
/// - ``shouldInvalidate(forBoundsChange:)`` is always false (the default: true for a new size);
/// - ``targetContentOffset(forProposed:)`` snaps y to a multiple of 45 (a row and its spacing).
public struct MarkedLayout: Layout {
    /// The list the geometry comes from.
    public var list = listLayout()
    /// The hooks called, in order: "prepare", "updates", "updates+mapping", "finalizeUpdates",
    /// "invalidate", "animatedBoundsChange", "finalizeAnimatedBoundsChange".
    public var hooks: [String] = []

    /// An unprepared list with no hooks recorded.
    public init() {}

    /// The list's context.
    public var preparedContext: LayoutContext? { list.preparedContext }
    /// Prepares the list and records "prepare".
    public mutating func prepare(in context: LayoutContext) throws(LayoutError) {
        try list.prepare(in: context)
        hooks.append("prepare")
    }
    /// The list's content size.
    public var contentSize: Size { list.contentSize }
    /// The list's attributes.
    public func attributes(for element: ElementID) -> LayoutAttributes? { list.attributes(for: element) }
    /// The list's rect query.
    public func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) { list.forEachAttributes(in: rect, body) }
    /// The list's elements.
    public var allElements: [ElementID] { list.allElements }
    /// The element's attributes with alpha 0.25.
    public func initialAttributes(forAppearing element: ElementID) -> LayoutAttributes? {
        attributes(for: element).map { a in var a = a; a.alpha = 0.25; return a }
    }
    /// The element's attributes with alpha 0.75.
    public func finalAttributes(forDisappearing element: ElementID) -> LayoutAttributes? {
        attributes(for: element).map { a in var a = a; a.alpha = 0.75; return a }
    }
    /// Records "updates".
    public mutating func prepare(forUpdates updates: [UpdateItem]) { hooks.append("updates") }
    /// Records "updates+mapping".
    public mutating func prepare(forUpdates updates: [UpdateItem], mapping: UpdateMapping) { hooks.append("updates+mapping") }
    /// Records "finalizeUpdates".
    public mutating func finalizeUpdates() { hooks.append("finalizeUpdates") }
    /// False.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { false }
    /// Prepares the list and records "invalidate".
    public mutating func invalidate(forBoundsChange newBounds: Rect, in context: LayoutContext) throws(LayoutError) {
        try list.prepare(in: context)
        hooks.append("invalidate")
    }
    /// Records "animatedBoundsChange".
    public mutating func prepare(forAnimatedBoundsChange oldBounds: Rect) { hooks.append("animatedBoundsChange") }
    /// Records "finalizeAnimatedBoundsChange".
    public mutating func finalizeAnimatedBoundsChange() { hooks.append("finalizeAnimatedBoundsChange") }
    /// `offset` with y snapped to a multiple of 45.
    public func targetContentOffset(forProposed offset: Point) -> Point {
        Point(x: offset.x, y: (offset.y / 45).rounded() * 45)
    }
}
