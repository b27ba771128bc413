import SpringTransitions

extension Recording {
    /// Everything drawn at one instant: the scroll state and every element.
    struct Frame: Equatable, Sendable {
        /// Time in seconds since the start of the recording; finite.
        var t: Double
        /// The content offset (scroll position), in points.
        var contentOffset = Point.zero
        /// The size of the scrollable content, in points.
        var contentSize: Size
        /// The elements in any order; the player sorts them by ``Element/zIndex`` (stable).
        var elements: [Element] = []
        /// The progress of the transition shown (``ScenarioFrame/progress``), or `nil` when none
        /// runs; the player plots it against time. Finite when set.
        var progress: Double?
    }
}
