extension FlowLayout {
    /// Lays out every section: O(n) for n items.
    ///
    /// The steps, per section (see ``FlowLayout`` for the geometry): the header, the section
    /// inset's leading edge, the lines of items, the trailing inset, the pinned header's range,
    /// the footer; finally the spatial index is built over everything placed.
    ///
    /// - Throws: ``LayoutError`` for an invalid context or configuration, or an item size from
    ///   ``itemSizeProvider`` that is not finite and non-negative, e.g.
    ///   `"invalid FlowLayout: itemSize(for: [0, 3]).width is -2.0; must be finite and not negative"`.
    ///   The layout is unchanged when it throws.
    public mutating func prepare(in context: LayoutContext) throws(LayoutError) {
        try context.validate()
        try configuration.validate()
        var placement = Placement(configuration: configuration, context: context)
        let counts = context.dataCounts
        for section in 0..<counts.numberOfSections {
            let sectionStart = placement.along
            let headerPosition = try placement.placeHeader(section: section)
            placement.along += placement.leadAlong
            if let provider = itemSizeProvider {
                try placement.placeLines(section: section, itemCount: counts.itemsPerSection[section], itemSize: provider)
            } else {
                try placement.placeFixedSizeLines(section: section, itemCount: counts.itemsPerSection[section])
            }
            placement.along += placement.trailAlong
            placement.recordPinRange(sectionStart: sectionStart, headerPosition: headerPosition)
            try placement.placeFooter(section: section)
        }
        placement.store.buildIndex()
        self.store = placement.store
        self.pinRanges = placement.pinRanges
        self.contentSize = placement.contentSize
        self.preparedContext = context
    }
}
