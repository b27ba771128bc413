extension CircleLayout {
    /// The Codable configuration. Lengths in points, angles in radians.
    public struct Configuration: Sendable, Hashable, Codable, LayoutConfiguration {
        /// Every item's size.
        public var itemSize: Size
        /// The distance from the circle's center to every item's center; finite and not negative.
        public var radius: Double
        /// The angle of item 0; finite.
        public var startAngle: Double
        /// Whether items are rotated to face outwards.
        public var rotatesItems: Bool

        /// Creates a configuration.
        public init(itemSize: Size = Size(width: 70, height: 70), radius: Double = 100,
                    startAngle: Double = -Double.pi / 2, rotatesItems: Bool = false) {
            (self.itemSize, self.radius, self.startAngle, self.rotatesItems) = (itemSize, radius, startAngle, rotatesItems)
        }

        /// Checks every parameter.
        ///
        /// - Throws: ``LayoutError``, e.g. `"invalid CircleLayout: radius is -1.0; must be finite and not negative"`.
        public func validate() throws(LayoutError) {
            let check = ParameterCheck(owner: "CircleLayout")
            try check.size("itemSize", itemSize)
            try check.nonNegative("radius", radius)
            try check.finite("startAngle", startAngle)
        }
    }
}
