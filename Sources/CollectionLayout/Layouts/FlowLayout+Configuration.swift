extension FlowLayout {
    /// The fixed, Codable part of a flow layout. All lengths in points.
    public struct Configuration: Sendable, Hashable, Codable {
        /// The axis along which the content grows.
        public var scrollDirection: Axis
        /// Every item's size, unless the layout has an item-size closure.
        public var itemSize: Size
        /// The minimum distance between consecutive lines.
        public var minimumLineSpacing: Double
        /// The minimum distance between consecutive items of a line.
        public var minimumInteritemSpacing: Double
        /// Space around each section's items (inside its header and footer).
        public var sectionInset: EdgeInsets
        /// Header size: only the height is used when scrolling vertically (width: the content
        /// width), only the width when scrolling horizontally. 0 there means no headers.
        public var headerReferenceSize: Size
        /// Footer size, used like ``headerReferenceSize``.
        public var footerReferenceSize: Size
        /// Whether headers stay at the visible top (left) while their section scrolls by.
        public var sectionHeadersPinToVisibleBounds: Bool
        /// How items are distributed across a line.
        public var lineAlignment: LineAlignment

        /// Creates a configuration; the defaults are UIKit's (50 × 50 items, spacing 10).
        public init(
            scrollDirection: Axis = .vertical,
            itemSize: Size = Size(width: 50, height: 50),
            minimumLineSpacing: Double = 10,
            minimumInteritemSpacing: Double = 10,
            sectionInset: EdgeInsets = .zero,
            headerReferenceSize: Size = .zero,
            footerReferenceSize: Size = .zero,
            sectionHeadersPinToVisibleBounds: Bool = false,
            lineAlignment: LineAlignment = .justified
        ) {
            self.scrollDirection = scrollDirection
            self.itemSize = itemSize
            (self.minimumLineSpacing, self.minimumInteritemSpacing) = (minimumLineSpacing, minimumInteritemSpacing)
            self.sectionInset = sectionInset
            (self.headerReferenceSize, self.footerReferenceSize) = (headerReferenceSize, footerReferenceSize)
            self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
            self.lineAlignment = lineAlignment
        }

        /// Checks that every length is finite and not negative.
        ///
        /// - Throws: ``LayoutError``, for example
        ///   `"invalid FlowLayout: minimumLineSpacing is -1.0; must be finite and not negative"`.
        public func validate() throws(LayoutError) {
            let check = ParameterCheck(owner: "FlowLayout")
            try check.size("itemSize", itemSize)
            try check.nonNegative("minimumLineSpacing", minimumLineSpacing)
            try check.nonNegative("minimumInteritemSpacing", minimumInteritemSpacing)
            try check.insets("sectionInset", sectionInset)
            try check.size("headerReferenceSize", headerReferenceSize)
            try check.size("footerReferenceSize", footerReferenceSize)
        }
    }
}
