extension GridLayout {
    /// The Codable configuration. Lengths in points.
    public struct Configuration: Sendable, Hashable, Codable, LayoutConfiguration {
        /// The number of columns, at least 1.
        public var columns: Int
        /// Item width divided by item height; finite and positive.
        public var aspectRatio: Double
        /// The horizontal distance between items of a row.
        public var interitemSpacing: Double
        /// The vertical distance between rows.
        public var lineSpacing: Double
        /// Space around each section's items.
        public var sectionInset: EdgeInsets

        /// Creates a configuration.
        public init(columns: Int = 3, aspectRatio: Double = 1, interitemSpacing: Double = 0, lineSpacing: Double = 0,
                    sectionInset: EdgeInsets = .zero) {
            self.columns = columns
            self.aspectRatio = aspectRatio
            (self.interitemSpacing, self.lineSpacing) = (interitemSpacing, lineSpacing)
            self.sectionInset = sectionInset
        }

        /// Checks every parameter.
        ///
        /// - Throws: ``LayoutError``, e.g. `"invalid GridLayout: columns is 0; must be at least 1"`.
        public func validate() throws(LayoutError) {
            let check = ParameterCheck(owner: "GridLayout")
            try check.positive("columns", columns)
            try check.positive("aspectRatio", aspectRatio)
            try check.nonNegative("interitemSpacing", interitemSpacing)
            try check.nonNegative("lineSpacing", lineSpacing)
            try check.insets("sectionInset", sectionInset)
        }
    }
}
