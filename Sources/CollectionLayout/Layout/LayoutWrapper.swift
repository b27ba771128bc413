/// A layout that shows another layout, its ``base``, changing only some of its answers: every
/// query this protocol's extension answers is the base's unless the wrapper declares its own.
///
/// Conform, declare the requirements you change, and the rest forward to the base:
/// ``Layout/preparedContext``, ``Layout/contentSize``, ``Layout/attributes(for:)``, ``Layout/forEachAttributes(in:_:)``,
/// ``Layout/allElements``, ``Layout/initialAttributes(forAppearing:)``, ``Layout/finalAttributes(forDisappearing:)``,
/// ``Layout/shouldInvalidate(forBoundsChange:)`` and ``Layout/targetContentOffset(forProposed:)``. The
/// requirements that change the layout (``Layout/prepare(in:)`` and the update and bounds-change hooks)
/// stay the wrapper's to forward, since a class wrapper changes its base without `mutating`.
///
/// ## Generic and existential bases
///
/// The queries go to ``forwardedBase``:
/// - a generic wrapper (`Base` a concrete ``Layout``, as in ``UpdateEffectsLayout``) gets it for
///   free: ``base`` itself, so every forwarded query is dispatched statically and specialised like a
///   direct call;
/// - a wrapper whose `base` is `any Layout` (which does not conform to ``Layout``) declares it as
///   the same existential in an ``AnyLayout`` box, which costs no allocation and dispatches
///   dynamically, just as a direct call on the existential would:
///
/// ```swift
/// public var forwardedBase: AnyLayout { AnyLayout(base) }
/// ```
public protocol LayoutWrapper: Layout {
    /// The type of the wrapped layout: a ``Layout``, or `any Layout`.
    associatedtype Base
    /// The type the queries are forwarded to: `Base` itself, or ``AnyLayout`` for `any Layout`.
    associatedtype ForwardedBase: Layout
    /// The wrapped layout.
    var base: Base { get }
    /// The wrapped layout as a ``Layout`` value, which the queries are forwarded to: ``base`` by
    /// default when `Base` is a ``Layout``; `AnyLayout(base)` for a `base` of type `any Layout`.
    var forwardedBase: ForwardedBase { get }
}

extension LayoutWrapper where Base: Layout {
    /// ``LayoutWrapper/base`` itself. Always inlined, so that a conformance's witness reads the
    /// stored base directly, as a hand-written forward would.
    public var forwardedBase: Base {
        @inline(__always) get { base }
    }
}

extension LayoutWrapper {
    /// The wrapped layout's context.
    public var preparedContext: LayoutContext? { forwardedBase.preparedContext }

    /// The wrapped layout's content size.
    public var contentSize: Size { forwardedBase.contentSize }

    /// The wrapped layout's attributes.
    public func attributes(for element: ElementID) -> LayoutAttributes? { forwardedBase.attributes(for: element) }

    /// The wrapped layout's rect query.
    public func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) { forwardedBase.forEachAttributes(in: rect, body) }

    /// The wrapped layout's elements.
    public var allElements: [ElementID] { forwardedBase.allElements }

    /// The wrapped layout's answer.
    public func initialAttributes(forAppearing element: ElementID) -> LayoutAttributes? {
        forwardedBase.initialAttributes(forAppearing: element)
    }

    /// The wrapped layout's answer.
    public func finalAttributes(forDisappearing element: ElementID) -> LayoutAttributes? {
        forwardedBase.finalAttributes(forDisappearing: element)
    }

    /// The wrapped layout's answer.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { forwardedBase.shouldInvalidate(forBoundsChange: newBounds) }

    /// The wrapped layout's answer.
    public func targetContentOffset(forProposed offset: Point) -> Point { forwardedBase.targetContentOffset(forProposed: offset) }
}
