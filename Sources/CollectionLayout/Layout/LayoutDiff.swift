/// The difference between two prepared layouts, in the spirit of Texture's layout transitions:
/// which elements persist, which appear and which disappear, each with the attributes it starts
/// from and the attributes it ends at.
///
/// - **persisting**: an old element whose identity, followed through the ``UpdateMapping``, exists
///   in the new layout. From its old attributes to its new ones (an item moved from [0, 3] to
///   [1, 0] persists, from `cell [0, 3]` to `cell [1, 0]`).
/// - **inserted**: a new element with no old counterpart. From the new layout's
///   ``Layout/initialAttributes(forAppearing:)`` (its own attributes when that is `nil`) to its
///   new attributes.
/// - **removed**: an old element with no new counterpart. From its old attributes to the old
///   layout's ``Layout/finalAttributes(forDisappearing:)`` (its own attributes when `nil`).
///
/// Reloaded items and sections are removed and inserted (see ``UpdateMapping``). A bounds change
/// or a layout change with the same data and element kinds yields only persisting elements.
///
/// Each list is sorted by element identity: persisting and inserted by their new identity,
/// removed by their old one.
public struct LayoutDiff: Sendable, Hashable {
    /// One element's start and end attributes. `from.id` is the element's identity in the old
    /// layout (for inserted elements: in the new one), `to.id` in the new layout (for removed
    /// elements: in the old one).
    public struct Change: Sendable, Hashable {
        /// Where the element starts.
        public var from: LayoutAttributes
        /// Where the element ends.
        public var to: LayoutAttributes

        /// Creates a change.
        public init(from: LayoutAttributes, to: LayoutAttributes) {
            self.from = from
            self.to = to
        }
    }

    /// Which elements a diff covers.
    public enum Scope: Sendable, Hashable {
        /// Every element of both layouts, including those far off-screen. O(n) lookups plus a sort
        /// (linear when the layouts list their elements sorted, as required).
        case all
        /// Only elements whose old attributes intersect the old bounds, or whose new attributes
        /// intersect the new bounds, each grown by `margin` points on every side (plus their
        /// counterparts on the other side). Elements outside both regions are left out: a
        /// transition would snap them. O(log n + k) per layout via rect queries.
        case visible(margin: Double)
    }

    /// Elements present before and after.
    public var persisting: [Change]
    /// Elements that appear.
    public var inserted: [Change]
    /// Elements that disappear.
    public var removed: [Change]

    /// Creates a diff from lists (for example to build one by hand in a test).
    public init(persisting: [Change] = [], inserted: [Change] = [], removed: [Change] = []) {
        self.persisting = persisting
        self.inserted = inserted
        self.removed = removed
    }

    /// The diff from `old` to `new`, both already prepared (`old` with the old data and bounds,
    /// `new` with the new ones).
    ///
    /// - Parameters:
    ///   - old: the layout before the change, prepared with the old data and bounds.
    ///   - oldBounds: the visible rectangle before; only read by ``Scope/visible(margin:)``.
    ///   - new: the layout after the change, prepared with the new data and bounds.
    ///   - newBounds: the visible rectangle after; only read by ``Scope/visible(margin:)``.
    ///   - mapping: how index paths moved in a batch update; `nil` when there was none (an element
    ///     persists when both layouts have the same identity).
    ///   - scope: which elements to cover; default ``Scope/all``.
    public init<Old: Layout, New: Layout>(
        from old: Old, oldBounds: Rect = .zero,
        to new: New, newBounds: Rect = .zero,
        mapping: UpdateMapping? = nil,
        scope: Scope = .all
    ) {
        let forward: (ElementID) -> ElementID? = { id in mapping.map { $0.newElement(forOld: id) } ?? id }
        let backward: (ElementID) -> ElementID? = { id in mapping.map { $0.oldElement(forNew: id) } ?? id }
        var persisting: [Change] = [], inserted: [Change] = [], removed: [Change] = []

        // Each old element: persisting or removed.
        func visitOld(_ a: LayoutAttributes) {
            if let newID = forward(a.id), let b = new.attributes(for: newID) {
                persisting.append(Change(from: a, to: b))
            } else {
                removed.append(Change(from: a, to: old.finalAttributes(forDisappearing: a.id) ?? a))
            }
        }
        // Each new element: inserted, unless it persists (then it was or will be found from the old side).
        func isPersisting(_ b: LayoutAttributes) -> Bool {
            guard let oldID = backward(b.id), old.attributes(for: oldID) != nil else { return false }
            return forward(oldID) == b.id
        }
        func visitNew(_ b: LayoutAttributes) {
            if !isPersisting(b) {
                inserted.append(Change(from: new.initialAttributes(forAppearing: b.id) ?? b, to: b))
            }
        }

        switch scope {
        case .all:
            for id in old.allElements { if let a = old.attributes(for: id) { visitOld(a) } }
            for id in new.allElements { if let b = new.attributes(for: id) { visitNew(b) } }
        case .visible(let margin):
            let oldRegion = oldBounds.insetBy(dx: -margin, dy: -margin)
            let newRegion = newBounds.insetBy(dx: -margin, dy: -margin)
            var seenOld = Set<ElementID>()
            old.forEachAttributes(in: oldRegion) { a in
                seenOld.insert(a.id)
                visitOld(a)
            }
            new.forEachAttributes(in: newRegion) { b in
                if isPersisting(b) {
                    // Persisting, but only visible after: add it unless the old side already did.
                    let oldID = backward(b.id).invariant("a persisting element maps back to an old element")
                    if !seenOld.contains(oldID) {
                        seenOld.insert(oldID)
                        persisting.append(Change(from: old.attributes(for: oldID).invariant("the old layout has attributes for its own element"), to: b))
                    }
                } else {
                    inserted.append(Change(from: new.initialAttributes(forAppearing: b.id) ?? b, to: b))
                }
            }
        }
        persisting.sort { $0.to.id < $1.to.id }
        inserted.sort { $0.to.id < $1.to.id }
        removed.sort { $0.from.id < $1.from.id }
        self.init(persisting: persisting, inserted: inserted, removed: removed)
    }

    /// The number of elements covered.
    public var count: Int { persisting.count + inserted.count + removed.count }
}
