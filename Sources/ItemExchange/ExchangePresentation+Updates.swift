// How the controller changes a presentation at exchange events (never per frame).

extension ExchangePresentation {
    /// Starts the flights for `operation` at ``time``: every cell whose item changed place gets an
    /// offset from where its item is shown now (its old cell's position plus that cell's current
    /// offset) to its new layout position, keeping the item's current velocity, so nothing jumps.
    mutating func rebase(for operation: ExchangeOperation, in layout: any Layout, spring: Spring) {
        let paths = operation.affectedIndexPaths
        var started: [CellOffset] = []
        started.reserveCapacity(paths.count)
        for path in paths {
            let source = operation.sourceIndexPath(of: path)
            guard let to = layout.attributes(for: .cell(path)), let from = layout.attributes(for: .cell(source)) else { continue }
            var offset = Point.zero, velocity = Point.zero
            if let i = offsetIndex(of: source) { (offset, velocity) = offsets[i].track.state(at: time) }
            let shown = from.center + offset
            let track = SpringTrack2D(spring: spring, displacement: shown - to.center,
                                      velocity: velocity, startTime: time)
            started.append(CellOffset(indexPath: path, track: track))
        }
        for path in paths { removeOffset(of: path) }
        for offset in started where offset.track.isActive(at: time) { setOffset(offset) }
    }

    /// Drops the offset of `indexPath`, if any.
    mutating func removeOffset(of indexPath: IndexPath) {
        if let i = offsetIndex(of: indexPath) { offsets.remove(at: i) }
    }

    /// Inserts or replaces an offset, keeping ``offsets`` sorted.
    mutating func setOffset(_ offset: CellOffset) {
        if let i = offsetIndex(of: offset.indexPath) {
            offsets[i] = offset
        } else {
            let i = offsets.firstIndex { $0.indexPath > offset.indexPath } ?? offsets.count
            offsets.insert(offset, at: i)
        }
    }

    /// Drops the offsets that have settled by ``time``.
    mutating func pruneSettledOffsets() {
        let now = time
        offsets.removeAll { !$0.track.isActive(at: now) }
    }
}
