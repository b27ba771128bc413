/// Everything outside a layout that its geometry depends on: the collection view's bounds size,
/// content inset, content offset and the data counts.
///
/// A layout is prepared in a context (``Layout/prepare(in:)``); the collection view model builds
/// contexts for its layout, and a transition engine builds them for the layouts it animates between.
public struct LayoutContext: Sendable, Hashable, Codable {
    /// The size of the visible area (the collection view's bounds), in points.
    public var boundsSize: Size
    /// Extra scrollable space around the content (UIKit's adjusted content inset), in points.
    /// Layouts that fill the view, such as a vertical flow layout, lay out within the bounds width
    /// minus the horizontal insets.
    public var contentInset: EdgeInsets
    /// The content offset: the point of the content shown at the bounds' top-left corner.
    /// Only offset-dependent layouts (pinned headers) read it.
    public var contentOffset: Point
    /// The number of items in each section.
    public var dataCounts: DataCounts

    /// Creates a context.
    public init(boundsSize: Size, contentInset: EdgeInsets = .zero, contentOffset: Point = .zero, dataCounts: DataCounts) {
        self.boundsSize = boundsSize
        self.contentInset = contentInset
        self.contentOffset = contentOffset
        self.dataCounts = dataCounts
    }

    /// The visible rectangle in content coordinates: ``contentOffset`` and ``boundsSize``.
    @inlinable
    public var bounds: Rect { Rect(origin: contentOffset, size: boundsSize) }

    /// The size left for content across the view: the bounds size minus the insets, floored at 0.
    @inlinable
    public var insetSize: Size {
        Size(width: Swift.max(0, boundsSize.width - contentInset.horizontal),
             height: Swift.max(0, boundsSize.height - contentInset.vertical))
    }

    /// Checks that the bounds size is finite and not negative, and that the insets and the offset are finite.
    ///
    /// - Throws: ``LayoutError`` naming the field, for example
    ///   `"invalid layout context: boundsSize.width is nan; must be finite and not negative"`.
    public func validate() throws(LayoutError) {
        let check = ParameterCheck(owner: "layout context")
        try check.size("boundsSize", boundsSize)
        try check.finite("contentInset.top", contentInset.top)
        try check.finite("contentInset.left", contentInset.left)
        try check.finite("contentInset.bottom", contentInset.bottom)
        try check.finite("contentInset.right", contentInset.right)
        try check.point("contentOffset", contentOffset)
    }
}
