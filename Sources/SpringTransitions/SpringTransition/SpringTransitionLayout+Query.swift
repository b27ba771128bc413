// Rect queries: candidates from the per-frame index of current centers (a spatial index over the
// final poses once finished; both in ``QueryIndex``), rejected from their current center read
// straight from the batch against their swept offsets (no pose), the survivors posed and tested
// exactly.

extension SpringTransitionLayout {
    /// Calls `body` with every element whose current pose's visual bounds intersect `rect` (in
    /// element order while the transition runs, in the final index's order once finished). While
    /// the transition runs, candidates come from the per-frame index of current centers
    /// (``FrameIndex``, rebuilt by the first query of a frame); once it has finished, from a
    /// spatial index over the final poses (built by the first query after the end). Each candidate
    /// is first tested from its presented center against how far its pose can reach from the
    /// center, and only the survivors get their pose computed and tested. The result equals a scan
    /// of every pose. Allocates nothing per frame.
    func queryAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard state != .finished else {
            indexOfFinalPoses().forEach(intersecting: rect) { i in
                let pose = pose(ofEntry: i)
                if pose.visualBounds.intersects(rect) { body(pose) }
            }
            return
        }
        if lazyExact != nil { return lazyQueryAttributes(in: rect, body) }
        if clock.remainder != 0 { refreshRemainderMaps() }
        let channels = store.snapshot
        query.refresh(epoch: clock.poseEpoch, channels: channels, remainder: clock.remainder,
                      presentedCenter: presentedCenter(ofEntry:))
        // (A query from inside `body` gets a buffer of its own.)
        let candidates = query.candidates(in: rect, channels: channels, remainder: clock.remainder,
                                          presentedCenter: presentedCenter(ofEntry:), staticCenter: staticCenter(ofEntry:))
        for i in candidates {
            let pose = pose(ofEntry: Int(i))
            if pose.visualBounds.intersects(rect) { body(pose) }
        }
    }

    /// The spatial index over the final poses (every element at its target), built on first use.
    func indexOfFinalPoses() -> SpatialIndex {
        query.indexOfFinalPoses { elements.finalBounds() }
    }

    /// Where a query finds entry `i`'s center when no animation object drives it (see
    /// ``ElementTable/staticCenter(ofEntry:)``).
    func staticCenter(ofEntry i: Int) -> Point? { elements.staticCenter(ofEntry: i) }

    /// Entry `i` (animated) stopped waiting for its delay: its center is now read from the batch.
    func entryStarted(_ i: Int, _ a: AttributeAnimation) {
        query.entryStarted(i, center: Self.queryCenter(of: a))
    }

    /// Where a query reads the center of `a`, whose slots are `channels` (see ``QueryCenter``).
    static func queryCenter(of a: AttributeAnimation, channels: ArraySlice<AnimatedChannel>) -> QueryCenter {
        guard !a.isWaiting else { return .indirect }
        let sx = Int(a.standardSlot[0]), sy = Int(a.standardSlot[1])
        let base = channels.startIndex
        return QueryCenter(xChannel: sx >= 0 ? channels[base + sx].id.rawValue : -1,
                           yChannel: sy >= 0 ? channels[base + sy].id.rawValue : -1,
                           isDirect: true, fixedX: a.toStandard[0], fixedY: a.toStandard[1])
    }

    /// Where a query reads the center of `a`, from its own channel table.
    static func queryCenter(of a: AttributeAnimation) -> QueryCenter {
        guard !a.isWaiting else { return .indirect }
        let sx = Int(a.standardSlot[0]), sy = Int(a.standardSlot[1])
        return QueryCenter(xChannel: sx >= 0 ? a.table[sx].id.rawValue : -1,
                           yChannel: sy >= 0 ? a.table[sy].id.rawValue : -1,
                           isDirect: true, fixedX: a.toStandard[0], fixedY: a.toStandard[1])
    }
}
