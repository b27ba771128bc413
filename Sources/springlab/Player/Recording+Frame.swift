extension Recording {
    /// Everything drawn at one instant: the scroll state and every element.
    struct Frame: Equatable, Sendable {
        /// Time in seconds since the start of the recording; finite.
        var t: Double
        /// The horizontal content offset (scroll position), in points.
        var contentOffsetX: Double
        /// The vertical content offset (scroll position), in points.
        var contentOffsetY: Double
        /// The width of the scrollable content, in points.
        var contentWidth: Double
        /// The height of the scrollable content, in points.
        var contentHeight: Double
        /// The elements in any order; the player sorts them by ``Element/zIndex`` (stable).
        var elements: [Element]
        /// The progress of the transition shown (``ScenarioFrame/progress``), or `nil` when none
        /// runs; the player plots it against time. Finite when set.
        var progress: Double?

        /// Creates a frame.
        init(
            t: Double,
            contentOffsetX: Double = 0, contentOffsetY: Double = 0,
            contentWidth: Double, contentHeight: Double,
            elements: [Element] = [],
            progress: Double? = nil
        ) {
            self.progress = progress
            self.t = t
            self.contentOffsetX = contentOffsetX
            self.contentOffsetY = contentOffsetY
            self.contentWidth = contentWidth
            self.contentHeight = contentHeight
            self.elements = elements
        }
    }
}
