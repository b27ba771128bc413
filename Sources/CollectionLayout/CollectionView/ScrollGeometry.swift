/// The scrolling arithmetic of a collection view, as a pure value: the valid content-offset range
/// for a content size, bounds size and content inset, and the offset that shows a rectangle at a
/// ``ScrollPosition``. A transition engine uses it with the *next* layout's content size to find
/// its target offset.
///
/// As in UIKit, the inset adds scrollable space: the smallest offset is (−left, −top) and the
/// largest is (content width + right − bounds width, content height + bottom − bounds height),
/// but never less than the smallest (content smaller than the view does not scroll).
public struct ScrollGeometry: Sendable, Hashable, Codable {
    /// The size of the visible area.
    public var boundsSize: Size
    /// The size of the content.
    public var contentSize: Size
    /// The content inset.
    public var contentInset: EdgeInsets

    /// Creates the geometry.
    public init(boundsSize: Size, contentSize: Size, contentInset: EdgeInsets = .zero) {
        self.boundsSize = boundsSize
        self.contentSize = contentSize
        self.contentInset = contentInset
    }

    /// The smallest valid offset: (−left inset, −top inset).
    @inlinable
    public var minimumContentOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }

    /// The largest valid offset (never below ``minimumContentOffset``).
    @inlinable
    public var maximumContentOffset: Point {
        let lo = minimumContentOffset
        return Point(x: Swift.max(lo.x, contentSize.width + contentInset.right - boundsSize.width),
                     y: Swift.max(lo.y, contentSize.height + contentInset.bottom - boundsSize.height))
    }

    /// `offset` moved into the valid range.
    @inlinable
    public func clamp(_ offset: Point) -> Point {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return Point(x: Swift.min(Swift.max(offset.x, lo.x), hi.x), y: Swift.min(Swift.max(offset.y, lo.y), hi.y))
    }

    /// The offset that shows `frame` at `position`, starting from `current` (kept on an axis whose
    /// position component is `nil`), clamped to the valid range.
    ///
    /// Placement is relative to the visible area inside the insets: `.top` puts `frame.minY` at
    /// offset.y + top inset; `.center` puts `frame.midY` halfway between the top and bottom insets;
    /// `.bottom` puts `frame.maxY` at offset.y + bounds height − bottom inset. Likewise horizontally.
    public func contentOffset(showing frame: Rect, at position: ScrollPosition, from current: Point) -> Point {
        var o = current
        let visibleWidth = boundsSize.width - contentInset.horizontal
        let visibleHeight = boundsSize.height - contentInset.vertical
        switch position.vertical {
        case .top: o.y = frame.minY - contentInset.top
        case .center: o.y = frame.midY - contentInset.top - visibleHeight / 2
        case .bottom: o.y = frame.maxY - boundsSize.height + contentInset.bottom
        case nil: break
        }
        switch position.horizontal {
        case .left: o.x = frame.minX - contentInset.left
        case .center: o.x = frame.midX - contentInset.left - visibleWidth / 2
        case .right: o.x = frame.maxX - boundsSize.width + contentInset.right
        case nil: break
        }
        return clamp(o)
    }
}
