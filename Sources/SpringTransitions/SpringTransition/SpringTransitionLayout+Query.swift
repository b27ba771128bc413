// Rect queries: candidates from the swept-bounds index, rejected from their current center read
// straight from the batch (no pose, no class access), the survivors posed and tested exactly.

extension SpringTransitionLayout {
    /// Calls `body` with every element whose current pose's visual bounds intersect `rect`, in
    /// index order. Candidates come from the spatial index over each element's swept bounds; each
    /// is first tested from its presented center (read through ``QueryCenter``) against how far
    /// its pose can reach from the center, and only the survivors get their pose computed and
    /// tested. The result equals a scan of every pose. Allocates nothing.
    func queryAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        let minX = rect.minX, maxX = rect.maxX, minY = rect.minY, maxY = rect.maxY
        let live = state != .finished
        // Φ(remainder) for every spring, once for the whole query.
        let extrapolate = live && remainder != 0
        if extrapolate { refreshRemainderMaps() }
        // Local copies (references only: nothing below writes them) keep the candidate test free
        // of the class's dynamic exclusivity checks.
        let b = batch, maps = remainderMaps, info = channelInfo
        // The presented value of a batch channel of an element that is not waiting: the grid
        // state, extrapolated by Φ(remainder) while it moves.
        @inline(__always) func value(_ raw: Int32) -> Double {
            let id = ChannelID(rawValue: raw)
            let x = b.position(of: id)
            guard extrapolate, b.isActive(id) else { return x }
            let t = b.target(of: id), v = b.velocity(of: id)
            let m = maps[Int(info[Int(raw)].spring)]
            return t + (m.a11 * (x - t) + m.a12 * v)
        }
        queryCenters.withUnsafeBufferPointer { centers in
            sweptOffsets.withUnsafeBufferPointer { offsets in
                index.forEach(intersecting: rect) { i in
                    let q = centers[i]
                    if live {
                        // The pose lies within the center plus the offsets (see `buildSweptIndex`):
                        // a conservative test, so it may run whether or not the pose is cached.
                        let o = offsets[i]
                        if q.isDirect {
                            let cy = q.yChannel >= 0 ? value(q.yChannel) : q.fixedY
                            if cy + o[3] < minY || cy + o[2] > maxY { return }
                            let cx = q.xChannel >= 0 ? value(q.xChannel) : q.fixedX
                            if cx + o[1] < minX || cx + o[0] > maxX { return }
                        } else if !poseCache.isCurrent(i, frame: frame), let (cx, cy) = presentedCenter(ofEntry: i) {
                            if cx + o[1] < minX || cx + o[0] > maxX || cy + o[3] < minY || cy + o[2] > maxY { return }
                        }
                    }
                    let pose = pose(ofEntry: i)
                    if pose.visualBounds.intersects(rect) { body(pose) }
                }
            }
        }
    }

    /// The query record of an animated entry (see ``QueryCenter``).
    /// Where a query reads the center of `a`, whose slots are `channels`.
    static func queryCenter(of a: AttributeAnimation, channels: ArraySlice<AnimatedChannel>) -> QueryCenter {
        guard !a.isWaiting else { return .indirect }
        let sx = Int(a.standardSlot[0]), sy = Int(a.standardSlot[1])
        let base = channels.startIndex
        return QueryCenter(xChannel: sx >= 0 ? channels[base + sx].id.rawValue : -1,
                           yChannel: sy >= 0 ? channels[base + sy].id.rawValue : -1,
                           isDirect: true, fixedX: a.toStandard[0], fixedY: a.toStandard[1])
    }
}
