// The per-frame index of current centers (see `FrameIndex`): its static part, built with the
// element table from the query records and pose offsets, and its per-frame part, rebuilt by the
// first query of a frame.

extension SpringTransitionLayout {
    /// Builds the static part of the frame index from ``queryCenters`` and ``sweptOffsets`` (call
    /// after `buildSweptIndex()`), along the swept index's axis.
    func buildFrameIndex() {
        var fi = frameIndex
        frameIndex = FrameIndex()
        fi.reset(count: entries.count, vertical: queryAxis == .vertical)
        for i in entries.indices { describe(entry: i, in: &fi) }
        fi.classify()
        frameIndex = fi
    }

    /// Fills entry `i`'s static record: where its center along the axis comes from and how far its
    /// pose reaches from it.
    func describe(entry i: Int, in fi: inout FrameIndex) {
        let q = queryCenters[i], o = sweptOffsets[i]
        let vertical = fi.isVertical
        fi.low[i] = vertical ? o[2] : o[0]
        fi.high[i] = vertical ? o[3] : o[1]
        if q.isDirect {
            let channel = vertical ? q.yChannel : q.xChannel
            fi.axisChannel[i] = channel >= 0 ? channel : FrameIndex.fixedCenter
            fi.axisFixed[i] = vertical ? q.fixedY : q.fixedX
        } else if entries[i].animation == nil {
            let c = target(ofEntry: i).center
            fi.axisChannel[i] = FrameIndex.fixedCenter
            fi.axisFixed[i] = vertical ? c.y : c.x
        } else {
            fi.axisChannel[i] = FrameIndex.generalCenter
            fi.general.append(Int32(i))
        }
    }

    /// Entry `i` (animated) stopped waiting for its delay: its center is now read from the batch.
    /// O(1); the frame index drops it from its general list at its next rebuild.
    func entryStarted(_ i: Int, _ a: AttributeAnimation) {
        guard i < queryCenters.count else { return }
        queryCenters[i] = Self.queryCenter(of: a)
        var fi = frameIndex
        frameIndex = FrameIndex()
        if i < fi.axisChannel.count { describe(entry: i, in: &fi) }
        fi.stamp = 0
        frameIndex = fi
    }

    /// Rebuilds the per-frame part of the frame index unless this frame already did: every
    /// entry's presented center along the axis, then the buckets. O(entries), no allocation.
    func refreshFrameIndex() {
        guard frameIndex.stamp != frame || frameIndex.stamp == 0 else { return }
        var fi = frameIndex
        frameIndex = FrameIndex()
        let extrapolate = remainder != 0
        if extrapolate { refreshRemainderMaps() }
        let b = store.batch, maps = store.remainderMaps, info = store.info
        var lowest = Double.infinity, highest = -Double.infinity
        var previous = -Double.infinity, ascending = true
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
                                    c = Self.presentedPosition(raw, batch: b, maps: maps, info: info, extrapolate: extrapolate)
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
            let c = presentedCenter(ofEntry: i).map { fi.isVertical ? $0.1 : $0.0 } ?? fi.axisFixed[i]
            fi.centers[i] = c
            lowest = Swift.min(lowest, c)
            highest = Swift.max(highest, c)
        }
        if kept < fi.general.count { fi.general.removeLast(fi.general.count - kept) }
        if ascending && kept == 0 {
            // Centers already ascend in element order (a list, a grid, most transitions between
            // them): queries binary-search them, no buckets needed.
            fi.isAscending = true
            fi.stamp = frame
        } else {
            fi.isAscending = false
            fi.bucket(lowest: lowest, highest: highest, stamp: frame)
        }
        frameIndex = fi
    }
}
