extension StackLayout {
    /// The Codable configuration. Lengths in points, angles in radians.
    public struct Configuration: Sendable, Hashable, Codable, LayoutConfiguration {
        /// Every card's untransformed size.
        public var cardSize: Size
        /// The flat index of the card on top; 0 or more (past the last card, every card is dismissed).
        public var topIndex: Int
        /// How many cards are visible, the top one included; at least 1.
        public var visibleDepth: Int
        /// The translation added per level of depth.
        public var depthOffset: Point
        /// The scale lost per level of depth, in [0, 1].
        public var scaleStep: Double
        /// The rotation added per level of depth; finite.
        public var rotationStep: Double
        /// The alpha lost per level of depth, in [0, 1].
        public var alphaStep: Double
        /// Where dismissed cards go, relative to the area's center; `nil` for just outside the area's left edge.
        public var dismissedOffset: Point?

        /// Creates a configuration.
        public init(cardSize: Size = Size(width: 200, height: 300), topIndex: Int = 0, visibleDepth: Int = 3,
                    depthOffset: Point = Point(x: 0, y: 12), scaleStep: Double = 0.05, rotationStep: Double = 0,
                    alphaStep: Double = 0.2, dismissedOffset: Point? = nil) {
            self.cardSize = cardSize
            self.topIndex = topIndex
            self.visibleDepth = visibleDepth
            self.depthOffset = depthOffset
            (self.scaleStep, self.rotationStep, self.alphaStep) = (scaleStep, rotationStep, alphaStep)
            self.dismissedOffset = dismissedOffset
        }

        /// Checks every parameter.
        ///
        /// - Throws: ``LayoutError``, e.g. `"invalid StackLayout: visibleDepth is 0; must be at least 1"`.
        public func validate() throws(LayoutError) {
            let check = ParameterCheck(owner: "StackLayout")
            try check.size("cardSize", cardSize)
            try check.nonNegative("topIndex", topIndex)
            try check.positive("visibleDepth", visibleDepth)
            try check.point("depthOffset", depthOffset)
            try check.fraction("scaleStep", scaleStep)
            try check.finite("rotationStep", rotationStep)
            try check.fraction("alphaStep", alphaStep)
            if let dismissedOffset { try check.point("dismissedOffset", dismissedOffset) }
        }
    }
}
