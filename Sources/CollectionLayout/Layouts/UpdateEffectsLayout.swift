/// A layout that gives items a custom insertion and deletion effect, but *only* items that a
/// batch update really inserts or deletes: objc.io's animated flow layout, as a wrapper around any
/// layout.
///
/// As in the article, the layout records the update it is told about in
/// ``prepare(forUpdates:mapping:)`` (the resolved ``UpdateMapping`` says which items and sections
/// are inserted, deleted, moved or kept) and forgets it in ``finalizeUpdates()``. In between:
/// - ``initialAttributes(forAppearing:)`` applies ``insertionEffect`` to an element the mapping
///   says is new (an inserted or reloaded item, any element of an inserted or reloaded section);
/// - ``finalAttributes(forDisappearing:)`` applies ``deletionEffect`` to an element the mapping
///   says is gone.
///
/// Every other request — a moved or kept item, a bounds change (there is no update then), a
/// layout-to-layout transition — gets the wrapped layout's own answer (by default a plain fade),
/// so a rotation never plays the insertion effect (the article's "Oops" animation).
///
/// Everything else (geometry, queries, bounds changes, target offsets) is the wrapped layout's.
public struct UpdateEffectsLayout<Base: Layout>: LayoutWrapper {
    /// The wrapped layout.
    public var base: Base
    /// The look an inserted element appears from; default ``ElementEffect/shrinkAndFade``.
    public var insertionEffect: ElementEffect
    /// The look a deleted element disappears to; default ``ElementEffect/shrinkAndFade``.
    public var deletionEffect: ElementEffect
    /// The update being applied, between ``prepare(forUpdates:mapping:)`` and ``finalizeUpdates()``;
    /// `nil` otherwise.
    public private(set) var pendingUpdate: UpdateMapping?

    /// Wraps `base`.
    public init(_ base: Base, insertionEffect: ElementEffect = .shrinkAndFade, deletionEffect: ElementEffect = .shrinkAndFade) {
        self.base = base
        self.insertionEffect = insertionEffect
        self.deletionEffect = deletionEffect
    }

    /// Checks both effects, then prepares the wrapped layout.
    ///
    /// - Throws: ``LayoutError`` for an invalid effect (see ``ElementEffect/validate(as:)``) or
    ///   whatever the wrapped layout throws.
    public mutating func prepare(in context: LayoutContext) throws(LayoutError) {
        try insertionEffect.validate(as: "insertionEffect")
        try deletionEffect.validate(as: "deletionEffect")
        try base.prepare(in: context)
    }

    /// ``insertionEffect`` applied to the element's attributes when the pending update inserts it;
    /// the wrapped layout's answer otherwise.
    public func initialAttributes(forAppearing element: ElementID) -> LayoutAttributes? {
        if let update = pendingUpdate, update.oldElement(forNew: element) == nil, let a = base.attributes(for: element) {
            return insertionEffect.apply(to: a)
        }
        return base.initialAttributes(forAppearing: element)
    }

    /// ``deletionEffect`` applied to the element's attributes when the pending update deletes it;
    /// the wrapped layout's answer otherwise.
    public func finalAttributes(forDisappearing element: ElementID) -> LayoutAttributes? {
        if let update = pendingUpdate, update.newElement(forOld: element) == nil, let a = base.attributes(for: element) {
            return deletionEffect.apply(to: a)
        }
        return base.finalAttributes(forDisappearing: element)
    }

    /// Tells the wrapped layout.
    public mutating func prepare(forUpdates updates: [UpdateItem]) { base.prepare(forUpdates: updates) }

    /// Records `mapping` as the pending update and tells the wrapped layout.
    public mutating func prepare(forUpdates updates: [UpdateItem], mapping: UpdateMapping) {
        pendingUpdate = mapping
        base.prepare(forUpdates: updates, mapping: mapping)
    }

    /// Forgets the pending update and tells the wrapped layout.
    public mutating func finalizeUpdates() {
        pendingUpdate = nil
        base.finalizeUpdates()
    }

    /// Updates the wrapped layout.
    public mutating func invalidate(forBoundsChange newBounds: Rect, in context: LayoutContext) throws(LayoutError) {
        try base.invalidate(forBoundsChange: newBounds, in: context)
    }

    /// Tells the wrapped layout.
    public mutating func prepare(forAnimatedBoundsChange oldBounds: Rect) { base.prepare(forAnimatedBoundsChange: oldBounds) }

    /// Tells the wrapped layout.
    public mutating func finalizeAnimatedBoundsChange() { base.finalizeAnimatedBoundsChange() }

    /// `self` for a value-type base; for a class-based one, a ``LayoutSnapshot`` of this layout (a
    /// copy of `self` would share the base with later changes).
    public func snapshot() -> any Layout {
        Base.self is AnyObject.Type ? LayoutSnapshot(of: self) : self
    }
}

extension UpdateEffectsLayout: Sendable where Base: Sendable {}
