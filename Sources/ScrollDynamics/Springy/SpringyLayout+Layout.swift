// The Layout conformance: queries from the simulated elements where there are any, else the base.

extension SpringyLayout {
    /// The context of the last prepare, with the offset of the last scroll; `nil` before the first.
    public var preparedContext: LayoutContext? { context }

    /// Prepares the base layout in `context` and tiles the padded viewport. Elements that stay
    /// simulated keep their position and velocity and spring to their new resting places.
    ///
    /// - Throws: the base layout's ``LayoutError``; nothing changes then.
    public func prepare(in context: LayoutContext) throws(LayoutError) {
        var updated = base
        try updated.prepare(in: context)
        base = updated
        if grabbedSlot >= 0, let id = slotElement[grabbedSlot], base.attributes(for: id) == nil { cancelGrab() }
        self.context = context
        tile()
    }

    /// The base attributes with the simulated centre when the element is simulated; else the base's.
    ///
    /// - Parameter element: an element.
    public func attributes(for element: ElementID) -> LayoutAttributes? {
        base.attributes(for: element).map { simulated($0, for: element) }
    }

    /// Every element whose current visual bounds intersect `rect`: the base's spatial query over
    /// `rect` widened by the largest displacement, with simulated centres. O(log n + k), no allocation.
    ///
    /// - Parameters:
    ///   - rect: the rectangle, in content coordinates.
    ///   - body: called once per element.
    public func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        let m = maximumDisplacement
        base.forEachAttributes(in: m > 0 ? rect.insetBy(dx: -m, dy: -m) : rect) { a in
            guard let slot = slotOfElement[a.id] else {
                if m == 0 || a.visualBounds.intersects(rect) { body(a) }
                return
            }
            let moved = simulated(a, slot: slot)
            if moved.visualBounds.intersects(rect) { body(moved) }
        }
    }

    /// The base layout's disappearing attributes, from the element's current centre.
    ///
    /// - Parameter element: an element.
    public func finalAttributes(forDisappearing element: ElementID) -> LayoutAttributes? {
        base.finalAttributes(forDisappearing: element).map { simulated($0, for: element) }
    }

    /// `a` with the simulated centre of `element` when it is simulated; else `a`.
    func simulated(_ a: LayoutAttributes, for element: ElementID) -> LayoutAttributes {
        guard let slot = slotOfElement[element] else { return a }
        return simulated(a, slot: slot)
    }

    /// `a` with the centre of simulation slot `slot`.
    func simulated(_ a: LayoutAttributes, slot: Int) -> LayoutAttributes {
        var moved = a
        let p = system.position(of: slot)
        moved.center = Point(x: p.x, y: p.y)
        return moved
    }

    /// Passes the updates to the base layout.
    ///
    /// - Parameters:
    ///   - updates: the batch update.
    ///   - mapping: its resolved index-path mapping.
    public func prepare(forUpdates updates: [UpdateItem], mapping: UpdateMapping) {
        base.prepare(forUpdates: updates, mapping: mapping)
    }

    /// Tells the base layout.
    public func finalizeUpdates() { base.finalizeUpdates() }

    /// True for a scroll (the origin changes) as well as whenever the base layout says so.
    ///
    /// - Parameter newBounds: the new visible rectangle.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        guard let context else { return true }
        return context.contentOffset != newBounds.origin || base.shouldInvalidate(forBoundsChange: newBounds)
    }

    /// A scroll (same size): ``scroll(to:touch:)`` with ``touchInView`` (plus the new offset), as objc.io's layout does
    /// from `shouldInvalidateLayout(forBoundsChange:)`. A resize: ``prepare(in:)``.
    ///
    /// - Throws: ``LayoutError``; a ``SpringyLayoutError`` is reported as ``LayoutError/other(_:)``.
    public func invalidate(forBoundsChange newBounds: Rect, in context: LayoutContext) throws(LayoutError) {
        guard let current = self.context, current.boundsSize == context.boundsSize,
              current.contentInset == context.contentInset, current.dataCounts == context.dataCounts else {
            try prepare(in: context)
            return
        }
        let offset = context.contentOffset
        let touch = touchInView.flatMap { $0.x.isFinite && $0.y.isFinite ? Point(x: $0.x + offset.x, y: $0.y + offset.y) : nil }
        do {
            try scroll(to: context.contentOffset, touch: touch)
        } catch {
            if case .layoutFailed(let inner) = error { throw inner }
            throw .other(error.description)
        }
    }
}
