extension FlowLayout {
    /// Lays out every section: O(n) for n items.
    ///
    /// - Throws: ``LayoutError`` for an invalid context or configuration, or an item size from
    ///   ``itemSizeProvider`` that is not finite and non-negative, e.g.
    ///   `"invalid FlowLayout: itemSize(for: [0, 3]).width is -2.0; must be finite and not negative"`.
    public mutating func prepare(in context: LayoutContext) throws(LayoutError) {
        try context.validate()
        try configuration.validate()
        let c = configuration
        let vertical = c.scrollDirection == .vertical
        let counts = context.dataCounts
        let across = vertical ? context.insetSize.width : context.insetSize.height
        let inset = c.sectionInset
        let (leadAlong, trailAlong) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let (leadAcross, trailAcross) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
        let headerLength = vertical ? c.headerReferenceSize.height : c.headerReferenceSize.width
        let footerLength = vertical ? c.footerReferenceSize.height : c.footerReferenceSize.width
        let lineLength = across - leadAcross - trailAcross
        let tolerance = 1e-9 * Swift.max(1, Swift.abs(lineLength))
        let pinning = c.sectionHeadersPinToVisibleBounds
        let check = ParameterCheck(owner: "FlowLayout")

        /// A rectangle from positions along and across the scroll axis.
        func rect(along: Double, across: Double, length: Double, breadth: Double) -> Rect {
            vertical ? Rect(x: across, y: along, width: breadth, height: length)
                     : Rect(x: along, y: across, width: length, height: breadth)
        }

        var store = AttributeStore(owner: "FlowLayout", dataCounts: counts, axis: c.scrollDirection)
        store.reserveCapacity(counts.totalItems + (headerLength > 0 ? counts.numberOfSections : 0)
                              + (footerLength > 0 ? counts.numberOfSections : 0))
        var pinRanges: [ClosedRange<Double>] = []
        if pinning { pinRanges.reserveCapacity(counts.numberOfSections) }
        var lineSizes: [Size] = []  // (breadth across, length along) of the current line's items
        var along = 0.0

        for section in 0..<counts.numberOfSections {
            let sectionStart = along
            var headerPosition: Int?  // in the store, to widen a pinned header's index rectangle later
            if headerLength > 0 {
                var a = LayoutAttributes(id: .supplementary(.header, IndexPath(section: section, item: 0)),
                                         frame: rect(along: along, across: 0, length: headerLength, breadth: across))
                if pinning { a.zIndex = Self.pinnedHeaderZIndex }
                headerPosition = try store.insert(a)
                along += headerLength
            }
            along += leadAlong
            let n = counts.itemsPerSection[section]
            var item = 0
            var firstLine = true
            while item < n {
                // Collect one line.
                lineSizes.removeAll(keepingCapacity: true)
                let lineStartItem = item
                var used = 0.0, lineLengthAlong = 0.0
                while item < n {
                    let s = try itemSize(IndexPath(section: section, item: item), check)
                    let breadth = vertical ? s.width : s.height, length = vertical ? s.height : s.width
                    let needed = lineSizes.isEmpty ? breadth : used + c.minimumInteritemSpacing + breadth
                    if !lineSizes.isEmpty && needed > lineLength + tolerance { break }
                    used = needed
                    lineLengthAlong = Swift.max(lineLengthAlong, length)
                    lineSizes.append(Size(width: breadth, height: length))
                    item += 1
                }
                if !firstLine { along += c.minimumLineSpacing }
                firstLine = false
                let m = lineSizes.count
                let justify = c.lineAlignment == .justified && m >= 2 && item < n
                let gap = justify ? c.minimumInteritemSpacing + (lineLength - used) / Double(m - 1) : c.minimumInteritemSpacing
                var position = leadAcross
                for (k, s) in lineSizes.enumerated() {
                    let frame = rect(along: along + (lineLengthAlong - s.height) / 2, across: position,
                                     length: s.height, breadth: s.width)
                    try store.insert(LayoutAttributes(id: .cell(IndexPath(section: section, item: lineStartItem + k)), frame: frame))
                    position += s.width + gap
                }
                along += lineLengthAlong
            }
            along += trailAlong
            if pinning {
                // A pinned header slides from its natural place until its end meets the end of the items.
                let range = sectionStart...Swift.max(sectionStart, along - headerLength)
                pinRanges.append(range)
                if let headerPosition {
                    let sweep = rect(along: sectionStart, across: 0, length: range.upperBound + headerLength - sectionStart, breadth: across)
                    store.setIndexBounds(sweep, at: headerPosition)
                }
            }
            if footerLength > 0 {
                try store.insert(LayoutAttributes(id: .supplementary(.footer, IndexPath(section: section, item: 0)),
                                                  frame: rect(along: along, across: 0, length: footerLength, breadth: across)))
                along += footerLength
            }
        }
        store.buildIndex()
        self.store = store
        self.pinRanges = pinRanges
        self.contentSize = vertical ? Size(width: across, height: along) : Size(width: along, height: across)
        self.preparedContext = context
    }

    /// The size of one item: the provider's (validated) or the configuration's.
    private func itemSize(_ indexPath: IndexPath, _ check: ParameterCheck) throws(LayoutError) -> Size {
        guard let provider = itemSizeProvider else { return configuration.itemSize }
        let s = provider(indexPath)
        try check.size("itemSize(for: \(indexPath))", s)
        return s
    }
}
