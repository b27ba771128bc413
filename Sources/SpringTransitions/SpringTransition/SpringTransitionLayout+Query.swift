// Rect queries: candidates from the per-frame index of current centers (the swept-bounds index
// once finished), rejected from their current center read straight from the batch (no pose, no
// class access), the survivors posed and tested exactly.

extension SpringTransitionLayout {
    /// Calls `body` with every element whose current pose's visual bounds intersect `rect` (in
    /// element order while the transition runs, in the final index's order once finished). While
    /// the transition runs, candidates come from the per-frame index of current
    /// centers (``FrameIndex``, rebuilt by the first query of a frame); once it has finished, from
    /// a spatial index over the final poses (built by the first query after the end). Each candidate is first tested from its
    /// presented center against how far its pose can reach from the center, and only the survivors
    /// get their pose computed and tested. The result equals a scan of every pose. Allocates
    /// nothing.
    func queryAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard state != .finished else {
            indexOfFinalPoses().forEach(intersecting: rect) { i in
                let pose = pose(ofEntry: i)
                if pose.visualBounds.intersects(rect) { body(pose) }
            }
            return
        }
        refreshFrameIndex()
        collectCandidates(in: rect)
        // A local reference: a query from inside `body` gets a buffer of its own.
        let candidates = frameIndex.candidates
        for i in candidates {
            let pose = pose(ofEntry: Int(i))
            if pose.visualBounds.intersects(rect) { body(pose) }
        }
    }

    /// The spatial index over the final poses (every element at its target), built on first use.
    func indexOfFinalPoses() -> SpatialIndex {
        if let finishedIndex { return finishedIndex }
        let built = SpatialIndex(axis: queryAxis, bounds: entries.indices.map { i in
            if entries[i].isDeferred { return Rect(center: deferred[i].toCenter, size: deferred[i].toSize) }
            return target(ofEntry: i).visualBounds
        })
        finishedIndex = built
        return built
    }

    /// Fills the frame index's candidate list with every entry whose conservative box (center plus
    /// offsets) meets `rect`, ascending. Needs a current frame index.
    func collectCandidates(in rect: Rect) {
        var fi = frameIndex
        frameIndex = FrameIndex()
        let vertical = fi.isVertical
        let axisMin = vertical ? rect.minY : rect.minX, axisMax = vertical ? rect.maxY : rect.maxX
        let crossMin = vertical ? rect.minX : rect.minY, crossMax = vertical ? rect.maxX : rect.maxY
        let extrapolate = remainder != 0
        if extrapolate { refreshRemainderMaps() }
        // Local copies (references only: nothing below writes them) keep the test free of the
        // class's dynamic exclusivity checks.
        let b = store.batch, maps = store.remainderMaps, info = store.info
        // The presented value of a batch channel of an element that is not waiting.
        @inline(__always) func value(_ raw: Int32) -> Double {
            Self.presentedPosition(raw, batch: b, maps: maps, info: info, extrapolate: extrapolate)
        }
        var found = fi.candidates
        fi.candidates = []
        found.removeAll(keepingCapacity: true)
        let f = fi
        let lower = axisMin - fi.maxHigh, upper = axisMax - fi.minLow
        queryCenters.withUnsafeBufferPointer { q in
            sweptOffsets.withUnsafeBufferPointer { offsets in
                // Whether entry `i`'s box meets the rect, from its center along the axis.
                func meets(_ i: Int) -> Bool {
                    let c = f.centers[i]
                    if c + f.high[i] < axisMin || c + f.low[i] > axisMax { return false }
                    let o = offsets[i]
                    let lowOffset = vertical ? o[0] : o[2], highOffset = vertical ? o[1] : o[3]
                    let cross: Double
                    if f.axisChannel[i] == FrameIndex.generalCenter {
                        guard let (x, y) = presentedCenter(ofEntry: i) else { return true }
                        cross = vertical ? x : y
                    } else if q[i].isDirect {
                        let channel = vertical ? q[i].xChannel : q[i].yChannel
                        cross = channel >= 0 ? value(channel) : (vertical ? q[i].fixedX : q[i].fixedY)
                    } else if entries[i].animation != nil {
                        guard let (x, y) = presentedCenter(ofEntry: i) else { return true }
                        cross = vertical ? x : y
                    } else {
                        let t = target(ofEntry: i).center
                        cross = vertical ? t.x : t.y
                    }
                    return !(cross + highOffset < crossMin || cross + lowOffset > crossMax)
                }
                if f.isAscending {
                    for i in f.ascendingEntries(centersFrom: lower, to: upper) where f.isWide[i] == 0 && meets(i) {
                        found.append(Int32(i))
                    }
                } else {
                    for p in f.positions(centersFrom: lower, to: upper) {
                        let i = Int(f.order[p])
                        if meets(i) { found.append(Int32(i)) }
                    }
                }
                for i in f.wide where meets(Int(i)) { found.append(i) }
            }
        }
        FrameIndex.sortAscending(&found)
        fi.candidates = found
        frameIndex = fi
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
