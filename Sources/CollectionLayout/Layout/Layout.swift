/// A layout: the headless analogue of `UICollectionViewLayout`. It turns a ``LayoutContext``
/// (bounds, insets, offset, data counts) into ``LayoutAttributes`` for every element.
///
/// Layouts are value types where possible; `mutating` requirements let structs update their
/// prepared state, and classes can conform too (a transition engine is a class conforming to it).
///
/// ## Life cycle
/// 1. ``prepare(in:)`` computes everything for a context. Queries are answered from the prepared
///    state; before the first successful prepare a layout has no elements.
/// 2. Queries: ``contentSize``, ``attributes(for:)``, ``forEachAttributes(in:_:)`` /
///    ``attributes(in:)`` (via a spatial index, never a scan), ``allElements``.
/// 3. Batch updates: ``prepare(forUpdates:mapping:)``, then ``prepare(in:)`` with the new counts,
///    then appearing/disappearing attributes are read, then ``finalizeUpdates()``.
/// 4. Bounds changes: ``shouldInvalidate(forBoundsChange:)``; if true,
///    ``invalidate(forBoundsChange:in:)``; for an animated change, ``prepare(forAnimatedBoundsChange:)``
///    after it and ``finalizeAnimatedBoundsChange()`` once the diff has been read.
///
/// Every requirement after ``allElements`` has a default implementation (see `Layout+Defaults`).
public protocol Layout {
    /// The context of the last successful ``Layout/prepare(in:)`` or ``Layout/invalidate(forBoundsChange:in:)``;
    /// `nil` before the first.
    var preparedContext: LayoutContext? { get }

    /// Computes the layout for `context`. Built-in layouts take O(n) for n elements.
    ///
    /// If it throws, the layout keeps its previous prepared state.
    /// - Throws: ``LayoutError`` for an invalid context or configuration, or attributes that fail
    ///   ``LayoutAttributes/validate()``.
    mutating func prepare(in context: LayoutContext) throws(LayoutError)

    /// The size of the whole content, in points.
    var contentSize: Size { get }

    /// The attributes of one element, or `nil` when the layout has no such element. O(1) for the built-in layouts.
    func attributes(for element: ElementID) -> LayoutAttributes?

    /// Calls `body` with the attributes of every element (cells, supplementary and decoration
    /// views) whose ``LayoutAttributes/visualBounds`` intersects `rect` (closed intersection, as
    /// ``Rect/intersects(_:)``). Must use an index, not a scan: O(log n + k) for the built-in
    /// layouts (see ``SpatialIndex``). Must not allocate.
    func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void)

    /// Every element of the layout, sorted ascending, including those far outside the bounds.
    var allElements: [ElementID] { get }

    /// The attributes of every element intersecting `rect`, in the order of
    /// ``Layout/forEachAttributes(in:_:)``. Default: collects that.
    func attributes(in rect: Rect) -> [LayoutAttributes]

    /// Replaces the contents of `result` with the attributes in `rect`, keeping its capacity, so a
    /// per-frame caller allocates nothing once the array has grown. Default: via ``Layout/forEachAttributes(in:_:)``.
    func attributes(in rect: Rect, into result: inout [LayoutAttributes])

    /// Where an element that is being inserted (or that exists only in this layout, in a
    /// layout-to-layout transition) starts. Default: its own attributes with alpha 0 (a fade-in).
    func initialAttributes(forAppearing element: ElementID) -> LayoutAttributes?

    /// Where an element that is being removed (or exists only in this layout) ends. Default: its
    /// own attributes with alpha 0 (a fade-out).
    func finalAttributes(forDisappearing element: ElementID) -> LayoutAttributes?

    /// Told about a batch update before the layout is prepared with the new counts
    /// (UIKit's `prepare(forCollectionViewUpdates:)`). Default: nothing.
    mutating func prepare(forUpdates updates: [UpdateItem])

    /// Told about a batch update with its resolved index-path mapping. The collection view calls
    /// this one. Default: calls ``Layout/prepare(forUpdates:)``.
    mutating func prepare(forUpdates updates: [UpdateItem], mapping: UpdateMapping)

    /// Called once the batch update's appearing and disappearing attributes have been read: drop any
    /// per-update state here. Default: nothing.
    mutating func finalizeUpdates()

    /// Whether a change of the visible rectangle to `newBounds` (a scroll or a resize) requires
    /// ``Layout/invalidate(forBoundsChange:in:)``. Default: true when the size differs from the prepared
    /// context's bounds size (or when the layout was never prepared).
    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool

    /// Updates the layout for a bounds change; `context` carries the new bounds size and offset.
    /// Default: ``Layout/prepare(in:)``. Layouts override it to do less work, for example only moving
    /// pinned headers on a scroll.
    mutating func invalidate(forBoundsChange newBounds: Rect, in context: LayoutContext) throws(LayoutError)

    /// Told that the bounds change from `oldBounds` is animated, after the layout was invalidated
    /// for the new bounds (UIKit's `prepare(forAnimatedBoundsChange:)`). Default: nothing.
    mutating func prepare(forAnimatedBoundsChange oldBounds: Rect)

    /// Called once an animated bounds change's attributes have been read. Default: nothing.
    mutating func finalizeAnimatedBoundsChange()

    /// The content offset to use instead of `offset` after an update, a layout change or the end of
    /// a scroll (for paging or keeping an item in place). Default: `offset`.
    func targetContentOffset(forProposed offset: Point) -> Point

    /// A value that keeps answering for the layout as prepared now, unaffected by later
    /// `prepare` calls on `self`. Used as the "old" side of a diff.
    ///
    /// Default for value types: `self`. Default for classes: a ``LayoutSnapshot`` (which copies
    /// the attributes and disappearing attributes of every element, O(n)); override it to keep
    /// custom appearing behaviour.
    func snapshot() -> any Layout
}
