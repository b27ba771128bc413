import SpringTransitions

/// A transition whose target offset a scenario's placement can set: the eased and the interactive
/// transitions (a spring transition takes its placement when it starts). The setters' typed
/// errors satisfy the untyped requirements; the runner only reports their descriptions.
protocol PlaceableTransition: TransitionLayout {
    /// Sets the target content offset.
    func setToContentOffset(_ offset: Point) throws
    /// Sets the target content offset that shows the cell at `indexPath` at `position`.
    func setToContentOffset(for indexPath: IndexPath, at position: ScrollPosition) throws
    /// Sets the target content offset that places `indexPaths` by `placement`.
    @discardableResult
    func setToContentOffset(placing indexPaths: [IndexPath], placement: ContentOffsetPlacement,
                            options: PlacementOptions) throws -> Point
}

extension EasedTransitionLayout: PlaceableTransition {}
extension InteractiveTransitionLayout: PlaceableTransition {}
