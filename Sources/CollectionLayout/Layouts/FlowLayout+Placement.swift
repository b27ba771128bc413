extension FlowLayout {
    /// The state of one ``prepare(in:)``: the geometry derived from the configuration and the
    /// context, the position reached along the scroll axis, and the elements placed so far.
    ///
    /// Each step appends to ``store`` in order along the scroll axis (so the index build stays
    /// linear for fixed-size items) and advances ``along``.
    struct Placement {
        let configuration: Configuration
        let vertical: Bool
        /// The content's extent across the scroll axis.
        let across: Double
        /// The section inset before and after the items, along the scroll axis.
        let leadAlong: Double, trailAlong: Double
        /// The section inset before and after the items, across the scroll axis.
        let leadAcross: Double
        let headerLength: Double, footerLength: Double
        /// The room for items across a line.
        let lineLength: Double
        /// How much a line may overflow ``lineLength`` through rounding.
        let tolerance: Double
        let pinning: Bool
        let check = ParameterCheck(owner: "FlowLayout")

        /// The position reached along the scroll axis.
        var along = 0.0
        var store: AttributeStore
        /// Per section, the range of a pinned header's leading edge (only when pinning).
        var pinRanges: [ClosedRange<Double>] = []
        /// Scratch: (breadth across, length along) of the current line's items.
        private var lineSizes: [Size] = []
        /// Scratch: the positions across of the items of a full line and of a section's last line.
        private var justifiedPositions: [Double] = []
        private var leadingPositions: [Double] = []

        init(configuration c: Configuration, context: LayoutContext) {
            configuration = c
            vertical = c.scrollDirection == .vertical
            across = vertical ? context.insetSize.width : context.insetSize.height
            let inset = c.sectionInset
            (leadAlong, trailAlong) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let trailAcross: Double
            (leadAcross, trailAcross) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            headerLength = vertical ? c.headerReferenceSize.height : c.headerReferenceSize.width
            footerLength = vertical ? c.footerReferenceSize.height : c.footerReferenceSize.width
            lineLength = across - leadAcross - trailAcross
            tolerance = 1e-9 * Swift.max(1, Swift.abs(lineLength))
            pinning = c.sectionHeadersPinToVisibleBounds
            let counts = context.dataCounts
            store = AttributeStore(owner: "FlowLayout", dataCounts: counts, axis: c.scrollDirection)
            store.reserveCapacity(counts.totalItems + (headerLength > 0 ? counts.numberOfSections : 0)
                                  + (footerLength > 0 ? counts.numberOfSections : 0))
            if pinning { pinRanges.reserveCapacity(counts.numberOfSections) }
        }

        /// The size of the whole content.
        var contentSize: Size { vertical ? Size(width: across, height: along) : Size(width: along, height: across) }

        /// A rectangle from positions along and across the scroll axis.
        @inline(__always)
        func rect(along: Double, across: Double, length: Double, breadth: Double) -> Rect {
            vertical ? Rect(x: across, y: along, width: breadth, height: length)
                     : Rect(x: along, y: across, width: length, height: breadth)
        }

        // MARK: Header and footer

        /// Places the section's header (when headers have a length); returns its position in
        /// the store, to widen a pinned header's index rectangle once the section's end is known.
        mutating func placeHeader(section: Int) throws(LayoutError) -> Int? {
            guard headerLength > 0 else { return nil }
            var a = LayoutAttributes(id: .supplementary(.header, IndexPath(section: section, item: 0)),
                                     frame: rect(along: along, across: 0, length: headerLength, breadth: across))
            if pinning { a.zIndex = FlowLayout.pinnedHeaderZIndex }
            let position = try store.insert(a)
            along += headerLength
            return position
        }

        /// Places the section's footer (when footers have a length).
        mutating func placeFooter(section: Int) throws(LayoutError) {
            guard footerLength > 0 else { return }
            try store.insert(LayoutAttributes(id: .supplementary(.footer, IndexPath(section: section, item: 0)),
                                              frame: rect(along: along, across: 0, length: footerLength, breadth: across)))
            along += footerLength
        }

        // MARK: Pinning

        /// With pinned headers, records the range a section's header slides over (from its
        /// natural place until its end meets the end of the items), and indexes the header under
        /// that whole sweep. Call after the trailing inset, before the footer.
        mutating func recordPinRange(sectionStart: Double, headerPosition: Int?) {
            guard pinning else { return }
            let range = sectionStart...Swift.max(sectionStart, along - headerLength)
            pinRanges.append(range)
            if let headerPosition {
                let sweep = rect(along: sectionStart, across: 0, length: range.upperBound + headerLength - sectionStart, breadth: across)
                store.setIndexBounds(sweep, at: headerPosition)
            }
        }

        // MARK: Lines of items

        /// Places the lines of a section whose items all have the configuration's size: the
        /// positions across a full line and across the last line are computed once (with exactly
        /// the arithmetic of ``placeLines(section:itemCount:itemSize:)``), then every line reuses them.
        mutating func placeFixedSizeLines(section: Int, itemCount n: Int) throws(LayoutError) {
            guard n > 0 else { return }
            let c = configuration
            let s = c.itemSize
            let breadth = vertical ? s.width : s.height, length = vertical ? s.height : s.width
            // How many items fill a line, and the room they use.
            var perLine = 1, used = breadth
            while perLine < n {
                let needed = used + c.minimumInteritemSpacing + breadth
                if needed > lineLength + tolerance { break }
                used = needed
                perLine += 1
            }
            let lineLengthAlong = Swift.max(0.0, length)
            let offsetAlong = (lineLengthAlong - length) / 2
            let justifiedGap = c.lineAlignment == .justified && perLine >= 2
                ? c.minimumInteritemSpacing + (lineLength - used) / Double(perLine - 1) : c.minimumInteritemSpacing
            Self.positions(&justifiedPositions, count: perLine, start: leadAcross, step: breadth, gap: justifiedGap)
            Self.positions(&leadingPositions, count: perLine, start: leadAcross, step: breadth, gap: c.minimumInteritemSpacing)
            let firstFlat = store.dataCounts.firstFlatIndex(ofSection: section)
            var item = 0
            while item < n {
                if item > 0 { along += c.minimumLineSpacing }
                let count = Swift.min(perLine, n - item)
                let isLast = item + count == n
                let alongItem = along + offsetAlong
                for k in 0..<count {
                    let across = isLast ? leadingPositions[k] : justifiedPositions[k]
                    let frame = rect(along: alongItem, across: across, length: length, breadth: breadth)
                    try store.appendCell(IndexPath(section: section, item: item + k), flatIndex: firstFlat + item + k, frame: frame)
                }
                item += count
                along += lineLengthAlong
            }
        }

        /// `count` positions from `start`, each `step + gap` after the previous one.
        private static func positions(_ result: inout [Double], count: Int, start: Double, step: Double, gap: Double) {
            result.removeAll(keepingCapacity: true)
            var position = start
            for _ in 0..<count {
                result.append(position)
                position += step + gap
            }
        }

        /// Places the lines of a section whose items have sizes from `itemSize`: greedily fills
        /// each line, then justifies it (except the section's last line and single-item lines)
        /// and centers smaller items along the line.
        mutating func placeLines(section: Int, itemCount n: Int, itemSize: (IndexPath) -> Size) throws(LayoutError) {
            let c = configuration
            let firstFlat = store.dataCounts.firstFlatIndex(ofSection: section)
            var item = 0
            var firstLine = true
            while item < n {
                // Collect one line.
                lineSizes.removeAll(keepingCapacity: true)
                let lineStartItem = item
                var used = 0.0, lineLengthAlong = 0.0
                while item < n {
                    let indexPath = IndexPath(section: section, item: item)
                    let s = itemSize(indexPath)
                    try check.size("itemSize(for: \(indexPath))", s)
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
                for k in 0..<m {
                    let s = lineSizes[k]
                    let frame = rect(along: along + (lineLengthAlong - s.height) / 2, across: position,
                                     length: s.height, breadth: s.width)
                    try store.appendCell(IndexPath(section: section, item: lineStartItem + k),
                                         flatIndex: firstFlat + lineStartItem + k, frame: frame)
                    position += s.width + gap
                }
                along += lineLengthAlong
            }
        }
    }
}
