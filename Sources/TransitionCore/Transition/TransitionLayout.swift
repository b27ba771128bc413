/// What every transition layout of the package offers — `SpringTransitionLayout`,
/// ``EasedTransitionLayout`` and `InteractiveTransitionLayout`: the two layouts it goes between,
/// the content offsets and sizes at both ends, the offset it shows now, and where a cell of the
/// next layout would end up. It is a ``Layout``, so a ``CollectionView`` shows it like any other.
public protocol TransitionLayout: AnyObject, Layout {
    /// The layout the transition started from, as it was then (a snapshot of class-based layouts).
    var currentLayout: any Layout { get }
    /// The layout the transition goes to, prepared for `toContentOffset`.
    var nextLayout: any Layout { get }
    /// The content offset the transition starts from (a spring transition's: or was last
    /// retargeted from).
    var fromContentOffset: Point { get }
    /// The content offset the transition ends at (an interactive transition's: at progress 1), exactly.
    var toContentOffset: Point { get }
    /// The content size the transition starts from (a spring transition's: or was last retargeted from).
    var fromContentSize: Size { get }
    /// The next layout's content size.
    var toContentSize: Size { get }
    /// The content offset the transition shows now.
    var contentOffset: Point { get }
    /// The content offset that shows the cell at `indexPath` at `position` in the *next* layout,
    /// viewed through its bounds and insets, clamped to its valid range; `nil` when the next layout
    /// has no such cell. STTransitionLayout's `finalContentOffsetForIndexPath:atScrollPosition:`.
    ///
    /// - Parameters:
    ///   - indexPath: the cell to show.
    ///   - position: where to show it in the visible rectangle.
    func finalContentOffset(for indexPath: IndexPath, at position: ScrollPosition) -> Point?
}
