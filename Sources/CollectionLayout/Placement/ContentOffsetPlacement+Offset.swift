extension ContentOffsetPlacement {
    /// The content offset that places `region` with this placement: the rectangle-level core of
    /// ``toContentOffset(placing:in:from:placement:options:currentOffset:currentBoundsSize:currentContentInset:)``,
    /// for callers that already have the frames (for example a transition retargeted mid-flight,
    /// whose cells are currently at interpolated poses). Pure and allocation-free.
    ///
    /// With `s` = the region's anchor point (``PlacementOptions/resolvedAnchor(for:)``) and `d` =
    /// the destination in view coordinates (see each case), the raw offset is `s − d`; the result is
    /// that offset clamped by `ScrollGeometry(boundsSize: toSize, contentSize: contentSize,
    /// contentInset: toContentInset)`. ``visible`` clamps, shifts, then clamps again. With
    /// ``PlacementOptions/arithmetic`` ``PlacementArithmetic/tlLayoutTransitioning``, TL's rules
    /// instead (``tlToContentOffset(placing:in:from:placement:placementAnchor:placementInset:toSize:toContentInset:currentOffset:)``).
    ///
    /// - Parameters:
    ///   - region: the union of the placed cells' frames in the target layout, content coordinates.
    ///   - currentRegion: the same cells' union now (current layout or current poses), content
    ///     coordinates; used by ``minimal`` and ``visible``. `nil` means "where `region` is": the
    ///     cells are taken not to move, so ``minimal`` keeps the current offset.
    ///   - contentSize: the target layout's content size, for clamping.
    ///   - options: anchor, placement inset, and the bounds size and content inset after the
    ///     transition (`nil` ones default to the current ones).
    ///   - currentOffset: the content offset now.
    ///   - currentBoundsSize: the bounds size now (used when `options.toSize` is `nil`).
    ///   - currentContentInset: the content inset now (used when `options.toContentInset` is `nil`).
    /// - Returns: the content offset to end the transition at, in points.
    /// - Throws: ``ContentOffsetPlacementError/invalidParameter(name:value:requirement:)`` for a
    ///   non-finite rectangle, offset, inset or anchor, or a negative size; checked in the order
    ///   options, currentOffset, currentBoundsSize, currentContentInset, contentSize, region,
    ///   currentRegion.
    public func contentOffset(placing region: Rect, currentRegion: Rect? = nil, contentSize: Size,
                              options: PlacementOptions = PlacementOptions(), currentOffset: Point,
                              currentBoundsSize: Size, currentContentInset: EdgeInsets) throws(ContentOffsetPlacementError) -> Point {
        try ContentOffsetPlacementError.checkArguments(options: options, currentOffset: currentOffset, currentBoundsSize: currentBoundsSize,
                                     currentContentInset: currentContentInset)
        let check = ContentOffsetPlacementError.check
        try check.size("contentSize", contentSize)
        try check.rect("region", region)
        if let currentRegion { try check.rect("currentRegion", currentRegion) }
        return offset(placing: region, currentRegion: currentRegion, contentSize: contentSize, options: options,
                      currentOffset: currentOffset, currentBoundsSize: currentBoundsSize, currentContentInset: currentContentInset)
    }

    /// ``contentOffset(placing:currentRegion:contentSize:options:currentOffset:currentBoundsSize:currentContentInset:)``
    /// without the argument checks.
    func offset(placing region: Rect, currentRegion: Rect?, contentSize: Size, options: PlacementOptions,
                currentOffset: Point, currentBoundsSize: Size, currentContentInset: EdgeInsets) -> Point {
        let size = options.toSize ?? currentBoundsSize
        let contentInset = options.toContentInset ?? currentContentInset
        if options.arithmetic == .tlLayoutTransitioning {
            return TLPlacementArithmetic(to: region, from: currentRegion ?? region, anchor: options.anchor, inset: options.inset,
                                         toSize: size, toContentInset: contentInset, contentSize: contentSize,
                                         currentOffset: currentOffset).offset(self)
        }
        let geometry = ScrollGeometry(boundsSize: size, contentSize: contentSize, contentInset: contentInset)
        // The placement viewport's edges in view coordinates (0 at the bounds' top-left corner).
        let left = contentInset.left + options.inset.left
        let top = contentInset.top + options.inset.top
        let right = size.width - contentInset.right - options.inset.right
        let bottom = size.height - contentInset.bottom - options.inset.bottom
        let midX = (left + right) / 2, midY = (top + bottom) / 2

        let anchor = options.resolvedAnchor(for: self)
        let source = region.unitPoint(anchor)
        let raw: Point
        switch self {
        case .minimal, .visible:
            // s − (now − currentOffset), written so that an unmoved region gives currentOffset exactly.
            let now = (currentRegion ?? region).unitPoint(anchor)
            raw = Point(x: currentOffset.x + (source.x - now.x), y: currentOffset.y + (source.y - now.y))
        case .center: raw = Point(x: source.x - midX, y: source.y - midY)
        case .top: raw = Point(x: source.x - midX, y: source.y - top)
        case .left: raw = Point(x: source.x - left, y: source.y - midY)
        case .bottom: raw = Point(x: source.x - midX, y: source.y - bottom)
        case .right: raw = Point(x: source.x - right, y: source.y - midY)
        }
        let offset = geometry.clamp(raw)
        guard self == .visible else { return offset }
        // Shift, per axis, by the least that makes the region (seen from `offset`) as visible as possible.
        let dx = Self.visibilityShift(before: region.minX - offset.x - left, after: right - (region.maxX - offset.x))
        let dy = Self.visibilityShift(before: region.minY - offset.y - top, after: bottom - (region.maxY - offset.y))
        return geometry.clamp(Point(x: offset.x - dx, y: offset.y - dy))
    }

    /// How far the region must move (in view coordinates, positive = towards larger coordinates)
    /// along one axis to be as visible as possible, given the free space between the viewport's
    /// leading edge and the region's (`before`) and between the region's trailing edge and the
    /// viewport's (`after`); negative space means the region sticks out there. No move when both
    /// have the same sign or either is zero (nothing to gain without losing as much).
    static func visibilityShift(before: Double, after: Double) -> Double {
        if before < 0, after > 0 { return Swift.min(after, -before) }
        if after < 0, before > 0 { return -Swift.min(before, -after) }
        return 0
    }
}
