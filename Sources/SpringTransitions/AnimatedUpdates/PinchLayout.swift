/// A layout that lets the user pinch ONE item: objc.io's pinch layout, as a wrapper around any layout.
///
/// While an item is pinched (``setPinch(item:scale:center:)``), its attributes are the wrapped
/// layout's with the size multiplied by ``pinchScale``, the center at ``pinchCenter`` and the zIndex
/// ``pinchedZIndex`` (drawn above its neighbours); every other element is the wrapped layout's.
/// ``releasePinch()`` returns the item to its place.
///
/// It is a class on purpose, like the article's layout subclass: a gesture changes the pinch state
/// of the instance the collection view shows, at O(1) and without allocating, and queries answer
/// from the new state at once (the headless `invalidateLayout`). Its ``snapshot()`` is a
/// ``LayoutSnapshot``, so a transition started from it keeps the pinched pose. ``PinchGesture``
/// drives it and springs the item back on release.
public final class PinchLayout<Base: Layout>: LayoutWrapper {
    /// The wrapped layout.
    public private(set) var base: Base
    /// The pinched item, or `nil`.
    public private(set) var pinchedItem: IndexPath?
    /// The pinched item's size as a multiple of its size in the wrapped layout (≥ 0); 1 without a pinch.
    public private(set) var pinchScale: Double = 1
    /// The pinched item's center, in content coordinates; `nil` without a pinch.
    public private(set) var pinchCenter: Point?
    /// The zIndex of the pinched item (the article uses 100).
    public var pinchedZIndex: Int

    /// Wraps `base`, unprepared and unpinched.
    public init(_ base: Base, pinchedZIndex: Int = 100) {
        self.base = base
        self.pinchedZIndex = pinchedZIndex
    }

    /// Pinches `item`: its size becomes `scale` times its own, its center `center`.
    ///
    /// - Throws: ``FlowError/invalidPinchScale(_:)`` for a negative or non-finite scale,
    ///   ``FlowError/invalidPinchCenter(_:)`` for a non-finite center,
    ///   ``FlowError/pinchedItemNotFound(_:)`` when the wrapped layout has no such cell. Nothing
    ///   changes when it throws.
    public func setPinch(item: IndexPath, scale: Double, center: Point) throws(FlowError) {
        guard scale.isFinite, scale >= 0 else { throw .invalidPinchScale(scale) }
        guard center.isFinite else { throw .invalidPinchCenter(center) }
        guard base.attributes(for: .cell(item)) != nil else { throw .pinchedItemNotFound(item) }
        pinchedItem = item
        pinchScale = scale
        pinchCenter = center
    }

    /// Ends the pinch: every element is the wrapped layout's again.
    public func releasePinch() {
        pinchedItem = nil
        pinchScale = 1
        pinchCenter = nil
    }

    /// The pinched item's attributes: `a` (its attributes in the wrapped layout) resized about the
    /// pinch center and raised.
    func pinched(_ a: LayoutAttributes) -> LayoutAttributes {
        var p = a
        p.size = Size(width: a.size.width * pinchScale, height: a.size.height * pinchScale)
        p.center = pinchCenter ?? a.center
        p.zIndex = pinchedZIndex
        return p
    }

    // MARK: Layout

    /// Prepares the wrapped layout. The pinch stays; a pinched item the new data no longer has is
    /// simply absent.
    public func prepare(in context: LayoutContext) throws(LayoutError) { try base.prepare(in: context) }

    /// The wrapped layout's attributes; the pinched item's resized, moved and raised.
    public func attributes(for element: ElementID) -> LayoutAttributes? {
        guard let a = base.attributes(for: element) else { return nil }
        if let item = pinchedItem, element == .cell(item) { return pinched(a) }
        return a
    }

    /// The wrapped layout's query, with the pinched item tested at its pinched pose and reported
    /// last (it is drawn on top). No allocation.
    public func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard let item = pinchedItem else {
            base.forEachAttributes(in: rect, body)
            return
        }
        let id = ElementID.cell(item)
        base.forEachAttributes(in: rect) { a in
            if a.id != id { body(a) }
        }
        if let a = base.attributes(for: id) {
            let p = pinched(a)
            if p.visualBounds.intersects(rect) { body(p) }
        }
    }

    /// Tells the wrapped layout.
    public func prepare(forUpdates updates: [UpdateItem]) { base.prepare(forUpdates: updates) }

    /// Tells the wrapped layout.
    public func prepare(forUpdates updates: [UpdateItem], mapping: UpdateMapping) { base.prepare(forUpdates: updates, mapping: mapping) }

    /// Tells the wrapped layout.
    public func finalizeUpdates() { base.finalizeUpdates() }

    /// Updates the wrapped layout.
    public func invalidate(forBoundsChange newBounds: Rect, in context: LayoutContext) throws(LayoutError) {
        try base.invalidate(forBoundsChange: newBounds, in: context)
    }

    /// Tells the wrapped layout.
    public func prepare(forAnimatedBoundsChange oldBounds: Rect) { base.prepare(forAnimatedBoundsChange: oldBounds) }

    /// Tells the wrapped layout.
    public func finalizeAnimatedBoundsChange() { base.finalizeAnimatedBoundsChange() }

}
