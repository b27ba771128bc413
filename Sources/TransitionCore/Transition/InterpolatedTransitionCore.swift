/// A transition whose poses interpolate every element at one progress
/// (``EasedTransitionLayout`` at its eased progress, `InteractiveTransitionLayout` at the host's):
/// the shared element lookup, poses, rect query, content offset and size, and target changes.
package protocol InterpolatedTransitionCore: TransitionLayoutCore {
    /// Every element with its start and target, the swept-bounds index and the pose cache.
    var table: InterpolationTable { get set }
    /// The progress the poses, offset and size show now (not yet 1 when finished).
    var presentedFraction: Double { get }
    /// Whether zIndex and isHidden show the target's values.
    var isPastHalfway: Bool { get }
    /// Whether the transition reached its end (the poses are then exactly the targets).
    var hasFinished: Bool { get }
}

extension InterpolatedTransitionCore {
    /// Every element of the transition, sorted: the union of both layouts' elements. Disappearing
    /// elements stay until the transition ends.
    public var allElements: [ElementID] { table.allElements }

    /// The content offset now: `from + (to − from)·p` with p the presented progress (it overshoots
    /// with an easing curve and extrapolates outside [0, 1]), exactly `toContentOffset` once finished.
    public var contentOffset: Point {
        if hasFinished { return toContentOffset }
        return Point.interpolate(from: fromContentOffset, to: toContentOffset, fraction: presentedFraction)
    }

    /// The content size now: `from + (to − from)·p` (never negative), exactly the next layout's
    /// once finished.
    public var contentSize: Size {
        if hasFinished { return toContentSize }
        let s = Size.interpolate(from: fromContentSize, to: toContentSize, fraction: presentedFraction)
        return Size(width: Swift.max(0, s.width), height: Swift.max(0, s.height))
    }

    /// The element's pose now, or `nil` when it is not part of the transition: exactly its target
    /// once finished, otherwise its interpolation at the presented progress. Computed on demand (at
    /// most once per frame), O(1) plus the element's custom channels.
    public func attributes(for element: ElementID) -> LayoutAttributes? {
        guard let i = table.entryIndex(of: element) else { return nil }
        return pose(ofEntry: i)
    }

    /// Every element whose current pose's visual bounds intersect `rect`. Candidates come from a
    /// spatial index over each element's swept bounds (for the progress range seen so far):
    /// O(log n + k) with k the candidates, each of which is posed and tested. Allocates nothing.
    public func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        table.forEachPose(in: rect, progress: presentedFraction, halfway: isPastHalfway, finished: hasFinished,
                          stamp: poseEpoch, body)
    }

    /// The pose of entry `i` now.
    package func pose(ofEntry i: Int) -> LayoutAttributes {
        if hasFinished { return table.entries[i].target }
        return table.pose(ofEntry: i, progress: presentedFraction, halfway: isPastHalfway, stamp: poseEpoch)
    }

    /// Moves the target offset to `offset` (checked by the caller); when the next layout depends on
    /// the offset (pinned headers), it is updated for it and the table rebuilt over the same
    /// progress range. Nothing changes when it throws.
    package func moveTarget(to offset: Point) throws(TransitionError) {
        if let layout = try endpoints.nextLayout(updatedFor: offset) {
            let old = currentLayout
            table = InterpolationTable(from: old, to: layout, envelope: table.envelope)
            nextLayout = layout
            toContentSize = layout.contentSize
        }
        toContentOffset = offset
        poseEpoch &+= 1
    }

    /// The offset that places the cells at `indexPaths` by `placement` in the next layout, with
    /// `currentLayout` and `fromContentOffset` as the current state (TLLayoutTransitioning's
    /// `toContentOffsetForLayout:indexPaths:placement:…`).
    ///
    /// - Throws: ``ContentOffsetPlacementError`` for the placement or options, or a
    ///   ``TransitionError`` for an unprepared transition.
    package func placementOffset(placing indexPaths: [IndexPath], placement: ContentOffsetPlacement,
                         options: PlacementOptions) throws -> Point {
        let context = try requirePreparedContext("transition layout")
        try options.validateKeepingBounds(of: context)
        let (next, current) = (nextLayout, currentLayout)
        return try CollectionLayout.toContentOffset(
            placing: indexPaths, in: next, from: current, placement: placement, options: options,
            currentOffset: fromContentOffset, currentBoundsSize: context.boundsSize, currentContentInset: context.contentInset)
    }
}
