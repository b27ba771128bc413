/// What rect queries read, besides the channels: per entry, where its center comes from
/// (``QueryCenter``) and how far its pose reaches from it (the swept offsets), the per-frame index
/// of the current centers (``FrameIndex``), the cache of the poses computed in the current pose
/// epoch (``PoseCache``), and, once the transition has finished, a spatial index over the final
/// poses.
///
/// Invariants: the offsets, centers, frame index and pose cache have one slot per entry of the
/// element table they were installed for (``install(offsets:centers:axis:count:staticCenter:)``,
/// the one place that replaces them); the frame index's per-frame part and the cached poses are
/// valid for the pose epoch they were stamped with; the index of final poses is dropped on every
/// install and built by the first query after the end.
struct QueryIndex {
    /// The content axis the frame index sorts along (the longer of the two layouts' contents).
    private(set) var axis = Axis.vertical
    /// Once finished, the spatial index over the final poses (built on first use).
    private var finished: SpatialIndex?
    /// Per entry, how far its pose's visual bounds can reach from its center: (left, right, top,
    /// bottom) offsets, valid while the center stays within its swept range. Lets a query reject
    /// most candidates from the center alone, without computing their poses.
    private var offsets: [SIMD4<Double>] = []
    /// Per entry, where a query reads its center.
    private var centers: [QueryCenter] = []
    /// The current centers of the elements, bucketed along the axis once per queried pose epoch.
    private var frameIndex = FrameIndex()
    /// Whether the element table's query records (``offsets``, ``centers``) and the frame index's
    /// static part are still to be installed: a start on the lazy exact path, whose queries read
    /// an index of their own, installs them only when it leaves the path. Nothing reads them then.
    private(set) var recordsPending = false
    /// The poses computed in the current pose epoch (a reference: reading it through the engine
    /// copies nothing else of the index).
    private(set) var poses = PoseCache(count: 0)

    /// The installed query records, in entry order (what tests compare; empty while pending).
    var installedRecords: (offsets: [SIMD4<Double>], centers: [QueryCenter]) { (offsets, centers) }

    // MARK: Installing

    /// Installs the records of a new element table of `count` entries: its query `offsets` and
    /// `centers`, the `axis`, the static part of the frame index (`staticCenter(i)` is entry `i`'s
    /// fixed center when it is not animated, `nil` when it is), and an empty pose cache. Drops the
    /// index of final poses.
    mutating func install(offsets: [SIMD4<Double>], centers: [QueryCenter], axis: Axis, count: Int,
                          staticCenter: (Int) -> Point?) {
        installShape(axis: axis, count: count)
        installRecords(offsets: offsets, centers: centers, count: count, staticCenter: staticCenter)
    }

    /// What an ``install(offsets:centers:axis:count:staticCenter:)`` sets besides the records:
    /// the `axis`, an empty pose cache for `count` entries, no index of final poses. The records
    /// are pending (``recordsPending``) until ``installRecords(offsets:centers:count:staticCenter:)``.
    mutating func installShape(axis: Axis, count: Int) {
        self.axis = axis
        finished = nil
        poses = PoseCache(count: count)
        recordsPending = true
    }

    /// The query records of the `count` entries installed by ``installShape(axis:count:)``:
    /// their `offsets` and `centers`, and the static part of the frame index (see
    /// ``install(offsets:centers:axis:count:staticCenter:)``).
    mutating func installRecords(offsets: [SIMD4<Double>], centers: [QueryCenter], count: Int,
                                 staticCenter: (Int) -> Point?) {
        self.offsets = offsets
        self.centers = centers
        frameIndex.reset(count: count, vertical: axis == .vertical)
        for i in 0..<count { describe(entry: i, staticCenter: staticCenter) }
        frameIndex.classify()
        recordsPending = false
    }

    /// Replaces the pose cache by an empty one of the same size (a restored engine checkpoint: the
    /// cache is a reference, shared with the checkpoint and every engine that used it). O(entries).
    mutating func renewPoseCache() {
        poses = PoseCache(count: poses.count)
    }

    /// Fills entry `i`'s static record in the frame index: where its center along the axis comes
    /// from and how far its pose reaches from it.
    private mutating func describe(entry i: Int, staticCenter: (Int) -> Point?) {
        let q = centers[i], o = offsets[i]
        let vertical = frameIndex.isVertical
        frameIndex.low[i] = vertical ? o[2] : o[0]
        frameIndex.high[i] = vertical ? o[3] : o[1]
        if q.isDirect {
            let channel = vertical ? q.yChannel : q.xChannel
            frameIndex.axisChannel[i] = channel >= 0 ? channel : FrameIndex.fixedCenter
            frameIndex.axisFixed[i] = vertical ? q.fixedY : q.fixedX
        } else if let c = staticCenter(i) {
            frameIndex.axisChannel[i] = FrameIndex.fixedCenter
            frameIndex.axisFixed[i] = vertical ? c.y : c.x
        } else {
            frameIndex.axisChannel[i] = FrameIndex.generalCenter
            frameIndex.general.append(Int32(i))
        }
    }

    /// Entry `i` (animated) stopped waiting for its delay: its center is now read as `center`
    /// says. O(1); the frame index drops it from its general list at its next rebuild.
    mutating func entryStarted(_ i: Int, center: QueryCenter) {
        guard i < centers.count else { return }
        centers[i] = center
        if i < frameIndex.axisChannel.count { describe(entry: i, staticCenter: { _ in nil }) }
        frameIndex.stamp = 0
    }

    /// Empties the query offsets and centers (keeping their storage): records pending.
    mutating func emptyRecords() {
        offsets.removeAll(keepingCapacity: true)
        centers.removeAll(keepingCapacity: true)
    }

    /// Exchanges the query offsets and centers with `scratch`'s (recycled storage).
    mutating func exchangeRecords(with scratch: inout TransitionScratch) {
        swap(&offsets, &scratch.offsets)
        swap(&centers, &scratch.centers)
    }

    /// Exchanges the frame index with `scratch`'s (recycled storage).
    mutating func exchangeFrameIndex(with scratch: inout TransitionScratch) {
        swap(&frameIndex, &scratch.frameIndex)
    }

    // MARK: Poses

    /// The spatial index over the final poses, built from `bounds` (every entry's final visual
    /// bounds) on first use.
    mutating func indexOfFinalPoses(_ bounds: () -> [Rect]) -> SpatialIndex {
        if let finished { return finished }
        let built = SpatialIndex(axis: axis, bounds: bounds())
        finished = built
        return built
    }

    // MARK: Per-frame part

    /// Rebuilds the per-frame part of the frame index unless it was built in `epoch`: every
    /// entry's presented center along the axis (read from `channels` `remainder` seconds past the
    /// grid point; `presentedCenter(i)` for entries on the general path), then the buckets.
    /// O(entries), no allocation.
    mutating func refresh(epoch: UInt64, channels: ChannelSnapshot, remainder: Double,
                          presentedCenter: (Int) -> (Double, Double)?) {
        guard frameIndex.stamp != epoch || frameIndex.stamp == 0 else { return }
        let extrapolate = remainder != 0
        let b = channels.batch, maps = channels.maps, info = channels.info
        var lowest = Double.infinity, highest = -Double.infinity
        var previous = -Double.infinity, ascending = true
        var fi = frameIndex
        frameIndex = FrameIndex()
        let n = fi.centers.count
        fi.axisChannel.withUnsafeBufferPointer { channels in
            fi.axisFixed.withUnsafeBufferPointer { fixed in
                fi.centers.withUnsafeMutableBufferPointer { centers in
                    maps.withUnsafeBufferPointer { maps in
                        info.withUnsafeBufferPointer { info in
                            for i in 0..<n {
                                let raw = channels[i]
                                let c: Double
                                if raw >= 0 {
                                    c = SpringTransitionLayout.presentedPosition(raw, batch: b, maps: maps, info: info,
                                                                                 extrapolate: extrapolate)
                                } else {
                                    c = fixed[i]
                                }
                                centers[i] = c
                                lowest = lowest < c ? lowest : c
                                highest = highest > c ? highest : c
                                if c < previous { ascending = false }
                                previous = c
                            }
                        }
                    }
                }
            }
        }
        // Entries waiting for their delay (or that just started: dropped from the list here).
        var kept = 0
        for j in fi.general.indices {
            let i = Int(fi.general[j])
            guard fi.axisChannel[i] == FrameIndex.generalCenter else { continue }
            fi.general[kept] = Int32(i)
            kept += 1
            let c = presentedCenter(i).map { fi.isVertical ? $0.1 : $0.0 } ?? fi.axisFixed[i]
            fi.centers[i] = c
            lowest = Swift.min(lowest, c)
            highest = Swift.max(highest, c)
        }
        if kept < fi.general.count { fi.general.removeLast(fi.general.count - kept) }
        if ascending && kept == 0 {
            // Centers already ascend in element order (a list, a grid, most transitions between
            // them): queries binary-search them, no buckets needed.
            fi.isAscending = true
            fi.stamp = epoch
        } else {
            fi.isAscending = false
            fi.bucket(lowest: lowest, highest: highest, stamp: epoch)
        }
        frameIndex = fi
    }

    /// The entries whose conservative box (center plus offsets) meets `rect`, ascending (a buffer
    /// of the index's, valid until the next query). Needs the per-frame part current (``refresh(epoch:channels:remainder:presentedCenter:)``).
    /// Centers are read from `channels` `remainder` seconds past the grid point, through
    /// `presentedCenter(i)` for entries on the general path, or as `staticCenter(i)` for entries
    /// that are not animated.
    mutating func candidates(in rect: Rect, channels: ChannelSnapshot, remainder: Double,
                             presentedCenter: (Int) -> (Double, Double)?, staticCenter: (Int) -> Point?) -> [Int32] {
        var fi = frameIndex
        frameIndex = FrameIndex()
        let vertical = fi.isVertical
        let axisMin = vertical ? rect.minY : rect.minX, axisMax = vertical ? rect.maxY : rect.maxX
        let crossMin = vertical ? rect.minX : rect.minY, crossMax = vertical ? rect.maxX : rect.maxY
        let extrapolate = remainder != 0
        let b = channels.batch, maps = channels.maps, info = channels.info
        // The presented value of a batch channel of an element that is not waiting.
        @inline(__always) func value(_ raw: Int32) -> Double {
            SpringTransitionLayout.presentedPosition(raw, batch: b, maps: maps, info: info, extrapolate: extrapolate)
        }
        var found = fi.candidates
        fi.candidates = []
        found.removeAll(keepingCapacity: true)
        let f = fi
        let lower = axisMin - fi.maxHigh, upper = axisMax - fi.minLow
        centers.withUnsafeBufferPointer { q in
            offsets.withUnsafeBufferPointer { offsets in
                // Whether entry `i`'s box meets the rect, from its center along the axis.
                func meets(_ i: Int) -> Bool {
                    let c = f.centers[i]
                    if c + f.high[i] < axisMin || c + f.low[i] > axisMax { return false }
                    let o = offsets[i]
                    let lowOffset = vertical ? o[0] : o[2], highOffset = vertical ? o[1] : o[3]
                    let cross: Double
                    if f.axisChannel[i] == FrameIndex.generalCenter {
                        guard let (x, y) = presentedCenter(i) else { return true }
                        cross = vertical ? x : y
                    } else if q[i].isDirect {
                        let channel = vertical ? q[i].xChannel : q[i].yChannel
                        cross = channel >= 0 ? value(channel) : (vertical ? q[i].fixedX : q[i].fixedY)
                    } else if let t = staticCenter(i) {
                        cross = vertical ? t.x : t.y
                    } else {
                        guard let (x, y) = presentedCenter(i) else { return true }
                        cross = vertical ? x : y
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
        return found
    }
}
