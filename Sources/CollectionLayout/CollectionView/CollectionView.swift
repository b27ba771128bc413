/// A headless model of `UICollectionView`: data counts, a scrollable visible rectangle and a
/// layout, kept consistent with each other.
///
/// Every mutation validates first and changes nothing when it throws. (A class-based layout is
/// mutated in place, so for one only this value's own fields are guaranteed unchanged.)
///
/// - The content offset is not clamped on assignment (UIKit allows overscroll); updates, layout
///   changes and ``scrollTo(_:at:)`` clamp it with ``ScrollGeometry``.
/// - The layout is kept prepared for ``context``; bounds changes go through
///   ``Layout/shouldInvalidate(forBoundsChange:)`` and ``Layout/invalidate(forBoundsChange:in:)``.
/// - Operations that a transition could animate (``performBatchUpdates(_:newCounts:diffScope:)``,
///   ``setBoundsSize(_:diffScope:)``, ``setLayout(_:diffScope:)``) return a ``LayoutDiff`` when
///   given a `diffScope`, computed at the point where the layout's appearing and disappearing
///   attributes are valid (between its prepare-for and finalize hooks).
public struct CollectionView {
    /// The current layout, prepared for ``context``.
    public internal(set) var layout: any Layout
    /// The number of items in each section.
    public internal(set) var dataCounts: DataCounts
    /// The size of the visible area.
    public internal(set) var boundsSize: Size
    /// The content inset.
    public internal(set) var contentInset: EdgeInsets
    /// The point of the content at the visible area's top-left corner.
    public internal(set) var contentOffset: Point

    /// A collection view showing `dataCounts` through `layout`, which is prepared here.
    ///
    /// - Parameters:
    ///   - layout: the layout to show; the view prepares it for its context.
    ///   - dataCounts: the number of items in each section.
    ///   - boundsSize: the size of the visible area.
    ///   - contentInset: the content inset; default none.
    ///   - contentOffset: the initial offset; `nil` for ``minimumContentOffset`` (the top
    ///     left of the content, below and right of the insets), as UIKit starts.
    /// - Throws: ``LayoutError`` when the context is invalid or the layout cannot be prepared.
    public init(layout: some Layout, dataCounts: DataCounts, boundsSize: Size, contentInset: EdgeInsets = .zero,
                contentOffset: Point? = nil) throws(LayoutError) {
        let offset = contentOffset ?? Point(x: -contentInset.left, y: -contentInset.top)
        let context = LayoutContext(boundsSize: boundsSize, contentInset: contentInset, contentOffset: offset, dataCounts: dataCounts)
        var layout = layout
        try layout.prepare(in: context)
        self.layout = layout
        (self.dataCounts, self.boundsSize, self.contentInset, self.contentOffset) = (dataCounts, boundsSize, contentInset, offset)
    }

    /// The context the layout is prepared for.
    public var context: LayoutContext {
        LayoutContext(boundsSize: boundsSize, contentInset: contentInset, contentOffset: contentOffset, dataCounts: dataCounts)
    }

    /// The visible rectangle in content coordinates.
    public var bounds: Rect { Rect(origin: contentOffset, size: boundsSize) }

    /// The layout's content size.
    public var contentSize: Size { layout.contentSize }

    /// Bounds size, content size and inset, for offset arithmetic.
    public var scrollGeometry: ScrollGeometry {
        ScrollGeometry(boundsSize: boundsSize, contentSize: layout.contentSize, contentInset: contentInset)
    }

    /// The smallest valid content offset, (−left inset, −top inset).
    public var minimumContentOffset: Point { scrollGeometry.minimumContentOffset }

    /// The largest valid content offset.
    public var maximumContentOffset: Point { scrollGeometry.maximumContentOffset }

    /// `offset` moved into the valid range.
    public func clampedContentOffset(_ offset: Point) -> Point { scrollGeometry.clamp(offset) }

    /// The attributes of every element intersecting ``bounds``, in the layout's query order
    /// (ascending along its index axis). O(log n + k) for the built-in layouts.
    public var visibleAttributes: [LayoutAttributes] { layout.attributes(in: bounds) }

    /// Replaces `result`'s contents with ``visibleAttributes``, keeping its capacity: no allocation
    /// once the array is large enough.
    public func visibleAttributes(into result: inout [LayoutAttributes]) { layout.attributes(in: bounds, into: &result) }

    /// Scrolls: sets the content offset as given (no clamping), letting the layout update for the
    /// bounds change.
    ///
    /// - Throws: ``LayoutError`` for a non-finite offset or a layout that fails to update.
    public mutating func setContentOffset(_ offset: Point) throws(LayoutError) {
        _ = try changeBounds(size: boundsSize, offset: offset, diffScope: nil)
    }

    /// Moves the content offset to `offset` without asking the layout to update: for a layout that
    /// chose the offset itself and has already recorded it (a running transition presenting its
    /// own offset). The one-way hand-over of ``setContentOffset(_:)`` for that case: nothing is
    /// validated or prepared again. The caller guarantees that `offset` is finite. O(1).
    package mutating func showContentOffset(recordedByLayout offset: Point) {
        contentOffset = offset
    }

    /// Resizes the visible area (a rotation), keeping the offset, and updates the layout.
    ///
    /// - Parameters:
    ///   - size: the new size of the visible area; finite and not negative.
    ///   - diffScope: when given, the change is animated: the layout is told
    ///     ``Layout/prepare(forAnimatedBoundsChange:)``, the diff from the old layout state to the
    ///     new is computed (identity mapping: only persisting elements unless the layout adds or
    ///     drops elements), then ``Layout/finalizeAnimatedBoundsChange()``.
    /// - Returns: the diff, when `diffScope` is given.
    /// - Throws: ``LayoutError`` for an invalid size or a layout that fails to update; nothing changes.
    @discardableResult
    public mutating func setBoundsSize(_ size: Size, diffScope: LayoutDiff.Scope? = nil) throws(LayoutError) -> LayoutDiff? {
        try changeBounds(size: size, offset: contentOffset, diffScope: diffScope)
    }

    /// Changes the content inset and prepares the layout again, keeping the offset.
    ///
    /// - Throws: ``LayoutError`` for non-finite insets or a layout that fails to prepare; nothing changes.
    public mutating func setContentInset(_ inset: EdgeInsets) throws(LayoutError) {
        var context = self.context
        context.contentInset = inset
        try context.validate()
        var new = layout
        try new.prepare(in: context)
        layout = new
        contentInset = inset
    }

    /// Replaces the data without animation (UIKit's `reloadData`) and prepares the layout again.
    ///
    /// - Throws: ``LayoutError`` when the layout fails to prepare; nothing changes.
    public mutating func reloadData(_ counts: DataCounts) throws(LayoutError) {
        var context = self.context
        context.dataCounts = counts
        var new = layout
        try new.prepare(in: context)
        layout = new
        dataCounts = counts
    }

    /// Installs `newLayout`, prepared for the current context. The offset becomes the new layout's
    /// ``Layout/targetContentOffset(forProposed:)`` of the current one, clamped to the new valid range.
    ///
    /// - Returns: with a `diffScope`, the diff from the old layout (and bounds) to the new one.
    /// - Throws: ``LayoutError`` when the new layout fails to prepare; nothing changes.
    @discardableResult
    public mutating func setLayout(_ newLayout: some Layout, diffScope: LayoutDiff.Scope? = nil) throws(LayoutError) -> LayoutDiff? {
        var new: any Layout = newLayout
        var context = self.context
        try new.prepare(in: context)
        let offset = ScrollGeometry(boundsSize: boundsSize, contentSize: new.contentSize, contentInset: contentInset)
            .clamp(new.targetContentOffset(forProposed: contentOffset))
        let newBounds = Rect(origin: offset, size: boundsSize)
        if offset != contentOffset {
            context.contentOffset = offset
            if new.shouldInvalidate(forBoundsChange: newBounds) { try new.invalidate(forBoundsChange: newBounds, in: context) }
        }
        let diff = diffScope.map { LayoutDiff(from: layout.snapshot(), oldBounds: bounds, to: new, newBounds: newBounds, scope: $0) }
        layout = new
        contentOffset = offset
        return diff
    }

    /// The shared path of scrolling and resizing.
    mutating func changeBounds(size: Size, offset: Point, diffScope: LayoutDiff.Scope?) throws(LayoutError) -> LayoutDiff? {
        var context = self.context
        context.boundsSize = size
        context.contentOffset = offset
        try context.validate()
        let oldBounds = bounds, newBounds = context.bounds
        let old = diffScope == nil ? nil : layout.snapshot()
        var new = layout
        if new.shouldInvalidate(forBoundsChange: newBounds) {
            try new.invalidate(forBoundsChange: newBounds, in: context)
        }
        var diff: LayoutDiff?
        if let diffScope, let old {
            new.prepare(forAnimatedBoundsChange: oldBounds)
            diff = LayoutDiff(from: old, oldBounds: oldBounds, to: new, newBounds: newBounds, scope: diffScope)
            new.finalizeAnimatedBoundsChange()
        }
        layout = new
        boundsSize = size
        contentOffset = offset
        return diff
    }
}
