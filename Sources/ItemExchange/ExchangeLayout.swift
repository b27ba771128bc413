/// A layout that shows another layout (its ``base``) as an exchange transaction changes it: the
/// headless SSCollectionViewExchangeLayout. ``presentation`` says what to change (see
/// ``ExchangePresentation``); the base decides where everything is.
///
/// Get a fresh one from ``ExchangeController/layout`` whenever the controller's clock or state
/// changes (each frame while ``ExchangePresentation/isAnimating``): a value is frozen at its
/// presentation's instant. Every query and hook is forwarded to the base, with the cells adjusted
/// by the presentation and the snapshot added as a decoration element of kind
/// ``ElementKind/exchangeSnapshot``.
public struct ExchangeLayout: LayoutWrapper {
    /// The wrapped layout.
    public var base: any Layout
    /// What the exchange changes, at one instant.
    public var presentation: ExchangePresentation

    /// ``base`` as a ``Layout`` value: the queries this layout does not change are its (see
    /// ``LayoutWrapper``).
    public var forwardedBase: AnyLayout { AnyLayout(base) }
    /// Wraps `base`; with the default ``ExchangePresentation/idle`` it answers exactly like `base`.
    public init(base: any Layout, presentation: ExchangePresentation = .idle) {
        self.base = base
        self.presentation = presentation
    }

    /// Prepares the base.
    ///
    /// - Throws: whatever the base throws; nothing changes then.
    public mutating func prepare(in context: LayoutContext) throws(LayoutError) {
        try base.prepare(in: context)
    }

    /// The base's attributes adjusted by the presentation, or the snapshot's. O(1) plus an
    /// O(log m) search among the m cells with an offset.
    public func attributes(for element: ElementID) -> LayoutAttributes? {
        if case .decoration(.exchangeSnapshot) = element.category {
            if let snapshot = presentation.snapshotAttributes, snapshot.id == element { return snapshot }
        }
        return base.attributes(for: element).map(presentation.apply(to:))
    }

    /// Every element whose adjusted visual bounds intersect `rect`: the base's query, adjusted; then
    /// the cells flying into `rect` from outside the base's answer; then the snapshot (on top).
    /// No allocation.
    public func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        let p = presentation
        base.forEachAttributes(in: rect) { a in
            if a.id.isCell, p.hasActiveOffset(a.id.indexPath) {
                let shown = p.apply(to: a)
                if shown.visualBounds.intersects(rect) { body(shown) }
            } else {
                body(p.apply(to: a))
            }
        }
        // Indexing, not `for in`: the iterator allocates in unoptimised builds.
        for i in 0..<p.offsets.count where p.offsets[i].track.isActive(at: p.time) {
            guard let a = base.attributes(for: .cell(p.offsets[i].indexPath)), !a.visualBounds.intersects(rect) else { continue }
            let shown = p.apply(to: a)
            if shown.visualBounds.intersects(rect) { body(shown) }
        }
        if let snapshot = p.snapshotAttributes, snapshot.visualBounds.intersects(rect) { body(snapshot) }
    }

    /// The base's elements plus the snapshot while there is one, sorted.
    public var allElements: [ElementID] {
        var elements = base.allElements
        if let id = presentation.snapshotElement {
            let i = elements.firstIndex { $0 > id } ?? elements.count
            elements.insert(id, at: i)
        }
        return elements
    }

    /// The base's appearing attributes, adjusted.
    public func initialAttributes(forAppearing element: ElementID) -> LayoutAttributes? {
        base.initialAttributes(forAppearing: element).map(presentation.apply(to:))
    }

    /// The base's disappearing attributes, adjusted.
    public func finalAttributes(forDisappearing element: ElementID) -> LayoutAttributes? {
        base.finalAttributes(forDisappearing: element).map(presentation.apply(to:))
    }

    /// Forwarded to the base.
    public mutating func prepare(forUpdates updates: [UpdateItem], mapping: UpdateMapping) {
        base.prepare(forUpdates: updates, mapping: mapping)
    }

    /// Forwarded to the base.
    public mutating func finalizeUpdates() { base.finalizeUpdates() }

    /// Forwarded to the base.
    public mutating func invalidate(forBoundsChange newBounds: Rect, in context: LayoutContext) throws(LayoutError) {
        try base.invalidate(forBoundsChange: newBounds, in: context)
    }

    /// Forwarded to the base.
    public mutating func prepare(forAnimatedBoundsChange oldBounds: Rect) { base.prepare(forAnimatedBoundsChange: oldBounds) }

    /// Forwarded to the base.
    public mutating func finalizeAnimatedBoundsChange() { base.finalizeAnimatedBoundsChange() }


    /// The base's snapshot wrapped with the same presentation.
    public func snapshot() -> any Layout { ExchangeLayout(base: base.snapshot(), presentation: presentation) }
}
