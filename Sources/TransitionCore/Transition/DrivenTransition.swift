/// A transition that a ``CollectionView`` drives through time with
/// ``CollectionView/advance(by:)``: `SpringTransitionLayout` and ``EasedTransitionLayout``.
///
/// The collection view shows the transition (a ``Layout``) while it runs, moves its content
/// offset to `contentOffset` after every step, installs ``completedLayout`` at its exact offset
/// once it finishes, and freezes it with `cancelInPlace()`
/// (``CollectionView/cancelTransitionInPlace()``).
///
/// Conform your own time-driven transition to plug it into the same machinery.
public protocol DrivenTransition: AnyObject, Layout {
    /// Advances the transition by `dt` seconds. Does nothing once it has ended.
    ///
    /// - Throws: ``TransitionError/invalidTimeStep(_:)`` for a negative or non-finite `dt`
    ///   (nothing changes), or another ``TransitionError`` from the transition.
    func advance(by dt: Double) throws(TransitionError)
    /// The content offset the transition shows now, in points.
    var contentOffset: Point { get }
    /// Whether the transition has ended (finished or cancelled).
    var isComplete: Bool { get }
    /// Once the transition has finished: the layout to install and the exact content offset to
    /// show it at. `nil` while it runs and after a cancel.
    var completedLayout: (layout: any Layout, contentOffset: Point)? { get }
    /// Stops the transition where it is and returns the frozen poses (called only while it runs).
    func cancelInPlace() -> LayoutSnapshot
}
