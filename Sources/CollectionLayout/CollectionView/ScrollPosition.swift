/// Where an item should end up in the visible area when scrolling to it: UIKit's
/// `UICollectionView.ScrollPosition`, as a vertical and a horizontal choice.
///
/// Unlike UIKit's option set, contradictory combinations (top and bottom) cannot be expressed.
/// A `nil` component leaves the offset along that axis unchanged. Combine positions with
/// ``combined(with:)``, e.g. `.top.combined(with: .left)`.
public struct ScrollPosition: Sendable, Hashable, Codable {
    /// Vertical placement.
    public enum Vertical: String, Sendable, Hashable, Codable {
        /// The item's top edge at the visible area's top (below the top content inset).
        case top
        /// The item's center at the middle of the visible area (between the insets).
        case center
        /// The item's bottom edge at the visible area's bottom (above the bottom content inset).
        case bottom
    }

    /// Horizontal placement.
    public enum Horizontal: String, Sendable, Hashable, Codable {
        /// The item's left edge at the visible area's left (after the left content inset).
        case left
        /// The item's center at the middle of the visible area (between the insets).
        case center
        /// The item's right edge at the visible area's right (before the right content inset).
        case right
    }

    /// The vertical placement, or `nil` to keep the vertical offset.
    public var vertical: Vertical?
    /// The horizontal placement, or `nil` to keep the horizontal offset.
    public var horizontal: Horizontal?

    /// Creates a position.
    public init(vertical: Vertical? = nil, horizontal: Horizontal? = nil) {
        self.vertical = vertical
        self.horizontal = horizontal
    }

    /// Keep the offset.
    public static let none = ScrollPosition()
    /// Item at the top.
    public static let top = ScrollPosition(vertical: .top)
    /// Item centered vertically.
    public static let centeredVertically = ScrollPosition(vertical: .center)
    /// Item at the bottom.
    public static let bottom = ScrollPosition(vertical: .bottom)
    /// Item at the left.
    public static let left = ScrollPosition(horizontal: .left)
    /// Item centered horizontally.
    public static let centeredHorizontally = ScrollPosition(horizontal: .center)
    /// Item at the right.
    public static let right = ScrollPosition(horizontal: .right)

    /// This position with `other`'s non-`nil` components taking precedence.
    public func combined(with other: ScrollPosition) -> ScrollPosition {
        ScrollPosition(vertical: other.vertical ?? vertical, horizontal: other.horizontal ?? horizontal)
    }
}
