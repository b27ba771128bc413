/// A layout that shows another layout, its ``base``, changing only some of its answers: every
/// query this protocol's extension answers is the base's unless the wrapper declares its own.
///
/// Conform, declare the requirements you change, and the rest forward to the base:
/// ``Layout/preparedContext``, ``Layout/contentSize``, ``Layout/attributes(for:)``, ``Layout/forEachAttributes(in:_:)``,
/// ``Layout/allElements``, ``Layout/initialAttributes(forAppearing:)``, ``Layout/finalAttributes(forDisappearing:)``,
/// ``Layout/shouldInvalidate(forBoundsChange:)`` and ``Layout/targetContentOffset(forProposed:)``. The
/// requirements that change the layout (``Layout/prepare(in:)`` and the update and bounds-change hooks)
/// stay the wrapper's to forward, since a class wrapper changes its base without `mutating`.
public protocol LayoutWrapper: Layout {
    /// The type of the wrapped layout.
    associatedtype Base: Layout
    /// The wrapped layout.
    var base: Base { get }
}

extension LayoutWrapper {
    /// The wrapped layout's context.
    public var preparedContext: LayoutContext? { base.preparedContext }

    /// The wrapped layout's content size.
    public var contentSize: Size { base.contentSize }

    /// The wrapped layout's attributes.
    public func attributes(for element: ElementID) -> LayoutAttributes? { base.attributes(for: element) }

    /// The wrapped layout's rect query.
    public func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) { base.forEachAttributes(in: rect, body) }

    /// The wrapped layout's elements.
    public var allElements: [ElementID] { base.allElements }

    /// The wrapped layout's answer.
    public func initialAttributes(forAppearing element: ElementID) -> LayoutAttributes? {
        base.initialAttributes(forAppearing: element)
    }

    /// The wrapped layout's answer.
    public func finalAttributes(forDisappearing element: ElementID) -> LayoutAttributes? {
        base.finalAttributes(forDisappearing: element)
    }

    /// The wrapped layout's answer.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { base.shouldInvalidate(forBoundsChange: newBounds) }

    /// The wrapped layout's answer.
    public func targetContentOffset(forProposed offset: Point) -> Point { base.targetContentOffset(forProposed: offset) }
}
