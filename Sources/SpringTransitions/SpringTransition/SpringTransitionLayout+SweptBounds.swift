// The swept bounds of every element: a rectangle containing every pose it can take from now on,
// kept as offsets from its center (the query records of ``QueryIndex``), so that a rect query can
// reject an element from its current center alone (the per-frame ``FrameIndex`` finds the centers).
//
// For a damped spring (damping ≥ 0) the energy ½v² + ½ω²(x − target)² never grows, so
// |x − target| ≤ √((x₀ − target)² + (v₀/ω)²) for all later times, whatever the damping. Each
// channel's range is that interval (widened by 5 % for integrators that are not exact); the
// element's rectangle follows from the ranges of center, size and transform components, and
// includes its start and target poses.

/// The swept bounds, delay queue, halfway list and progress weights of the entries of a plan being
/// applied, gathered entry by entry right after each animation is attached (while it is in
/// cache), instead of in separate passes over every animation.
struct EntryDigest {
    /// Per entry, how far its pose can reach from its center (the swept offsets of ``QueryIndex``).
    var offsets: [SIMD4<Double>] = []
    /// Per entry, where a query reads its center.
    var centers: [QueryCenter] = []
    /// The entries waiting for their delay, in entry order (sorted by start time later).
    var waiting: [Int32] = []
    /// The entries whose zIndex or isHidden still has to switch.
    var halfway: [Int32] = []
    /// Σ of the cells' center travel.
    var totalDistance = 0.0
    /// The number of cells whose progress is not complete from the start.
    var movingCells = 0
    /// Per entry, the distance its center travels when it is a cell that moves (what its progress
    /// weighs), else 0. Meanwhile each of its channels that its progress is linear in holds the
    /// factor of its weight (the geometric rule's coefficient) in `ChannelInfo.weight`, until
    /// `computeWeights` turns factors into weights.
    var travels: [Double] = []
    /// The channels of the cells whose progress follows one channel: the weight is divided by
    /// `travel` (the channel's) instead.
    var divided: [(channel: Int32, travel: Double)] = []

    /// Whether the query records (``offsets``, ``centers``) are gathered: not for a start that
    /// will take the lazy exact path, which does without them until it leaves the path (they are
    /// then made from the records and snap targets alone, see
    /// ``SpringTransitionLayout/installPendingQueryRecords()``).
    let recordsQueries: Bool

    /// Storage for `count` entries in the recycled arrays of `scratch` (taken out of it); the
    /// query records only when `recordingQueries`.
    init(reserving count: Int, recycling scratch: inout TransitionScratch, recordingQueries: Bool = true) {
        recordsQueries = recordingQueries
        if recordingQueries {
            offsets = scratch.take(\.offsets, reserving: count)
            centers = scratch.take(\.centers, reserving: count)
        }
        travels = scratch.take(\.travels, reserving: count)
    }

    /// Records animated entry `i` (its animation just attached, its slots `channels` in `w`).
    mutating func note(entry i: Int, isCell: Bool, animation a: AttributeAnimation,
                       channels: ArraySlice<AnimatedChannel>, in w: inout ChannelStore) {
        precondition(recordsQueries, "an animation object is noted with its query record")
        let rect = w.sweptBounds(of: a, channels: channels)
        let x = w.centerRange(of: a, .centerX, channels: channels), y = w.centerRange(of: a, .centerY, channels: channels)
        centers.append(SpringTransitionLayout.queryCenter(of: a, channels: channels))
        // The swept rectangle is the center's range widened by these offsets, so every pose lies
        // within center + offsets (see `forEachAttributes(in:_:)`).
        offsets.append(SIMD4(rect.minX - x.lower, rect.maxX - x.upper, rect.minY - y.lower, rect.maxY - y.upper))
        if a.isWaiting { waiting.append(Int32(i)) }
        if !a.hasPassedHalfway && (a._from.zIndex != a._to.zIndex || a._from.isHidden != a._to.isHidden) {
            halfway.append(Int32(i))
        }
        guard isCell else {
            travels.append(0)
            return
        }
        let base = channels.startIndex
        noteCell(travel: a.centerTravel, rule: a.progressRule, in: &w,
                 geometricChannel: { channels[base + Int(a.standardSlot[$0])].id.rawValue },
                 slot: { (channels[base + $0].id.rawValue, channels[base + $0].to - channels[base + $0].from) })
    }

    /// Records a cell's travel and the factors of its progress weight on the channels its rule is
    /// linear in (see ``travels``): `geometricChannel(k)` is the batch channel of geometric channel
    /// `k`, `slot(j)` the batch channel and travel of its `j`-th slot.
    private mutating func noteCell(travel: Double, rule: ProgressRule, in w: inout ChannelStore,
                                   geometricChannel: (Int) -> Int32, slot: (Int) -> (channel: Int32, travel: Double)) {
        totalDistance += travel
        travels.append(travel)
        switch rule {
        case .geometric(let u):
            movingCells += 1
            for k in 0..<4 where u[k] != 0 { w.setWeight(u[k], ofChannel: Int(geometricChannel(k))) }
        case .channel(let j):
            movingCells += 1
            divided.append(slot(j))
        case .complete:
            break
        }
    }

    /// Records deferred entry `i` (its channels just attached in `w`): what ``note(entry:isCell:animation:channels:in:)``
    /// records for the animation it stands for.
    mutating func note(entry i: Int, isCell: Bool, deferred d: DeferredAnimation, in w: inout ChannelStore) {
        if recordsQueries { noteQuery(deferred: d, in: &w) }
        guard isCell else {
            travels.append(0)
            return
        }
        // The rule `makeProgressRule` gives the animation: its slots are the geometric channels
        // that have one, in order.
        var delta = InlineArray<4, Double>(repeating: 0)
        for k in 0..<4 { delta[k] = d.target[k] - d.start[k] }
        // (`ProgressRule.farthest` is generic in another module, unspecialized here: a moving
        // cell takes the non-generic geometric rule first, and the others hand it a plain value,
        // not a lazy sequence of closures, whose contexts would cost heap allocations per cell.)
        let rule = ProgressRule.geometric(delta: delta) ?? ProgressRule.farthest(SlotTravels(d))
        noteCell(travel: d.centerTravel, rule: rule, in: &w, geometricChannel: { d.slots[$0] },
                 slot: { SlotTravels(d).slot($0).invariant("a one-slot rule names a slot") })
    }

    /// The query record of a record `d` whose channels in `w` are in the state they were attached
    /// in: its center's channels and the offsets of its swept bounds. (`w` in place: a borrowed
    /// store would be copied, a retain and release per array, for every entry.)
    @inline(__always)
    mutating func noteQuery(deferred d: DeferredAnimation, in w: inout ChannelStore) {
        // `sweptRect` with identity transforms at both ends and only the geometric channels moving.
        var lower = d.target, upper = d.target
        for k in 0..<4 where d.slots[k] >= 0 {
            let range = w.sweep(ChannelID(rawValue: d.slots[k]), target: d.target[k])
            lower[k] = range.lower
            upper[k] = range.upper
        }
        let halfWidth = Swift.max(0, upper.width) / 2, halfHeight = Swift.max(0, upper.height) / 2
        let swept = Rect(x: lower.centerX - halfWidth, y: lower.centerY - halfHeight,
                         width: upper.centerX - lower.centerX + 2 * halfWidth,
                         height: upper.centerY - lower.centerY + 2 * halfHeight)
        let rect = swept.union(Rect(center: d.fromCenter, size: d.fromSize)).union(Rect(center: d.toCenter, size: d.toSize))
        centers.append(QueryCenter(xChannel: d.slots.centerX, yChannel: d.slots.centerY, isDirect: true,
                                   fixedX: d.target.centerX, fixedY: d.target.centerY))
        offsets.append(SIMD4(rect.minX - lower.centerX, rect.maxX - upper.centerX,
                             rect.minY - lower.centerY, rect.maxY - upper.centerY))
    }

    /// Records entry `i` that snapped to `target`.
    mutating func note(snapped target: borrowing LayoutAttributes) {
        travels.append(0)
        if recordsQueries { noteQuery(snapped: target) }
    }

    /// The query record of an entry that snapped to `target`.
    mutating func noteQuery(snapped target: borrowing LayoutAttributes) {
        let box = target.visualBounds, c = target.center
        centers.append(.indirect)
        offsets.append(SIMD4(box.minX - c.x, box.maxX - c.x, box.minY - c.y, box.maxY - c.y))
    }
}

/// The travel (target − start) and rest displacement of each geometric channel of a record that
/// has a slot, in ``StandardChannel`` order: the slots ``ProgressRule/make(delta:slots:)`` ranks.
struct SlotTravels: Sequence, IteratorProtocol {
    private let record: DeferredAnimation
    private var k = 0

    /// The slotted channels of `record`.
    init(_ record: DeferredAnimation) { self.record = record }

    /// The next slotted channel's travel and rest displacement, or `nil` after the last.
    mutating func next() -> (travel: Double, restDisplacement: Double)? {
        while k < 4 {
            let j = k
            k += 1
            if record.slots[j] >= 0 {
                return (record.target[j] - record.start[j], AnimationChannel.standard[j].restThreshold.displacement)
            }
        }
        return nil
    }

    /// The batch channel and travel of the `j`-th slotted channel (the one a one-slot rule names),
    /// found without building a list; `nil` past the last.
    func slot(_ j: Int) -> (channel: Int32, travel: Double)? {
        var seen = 0
        for k in 0..<4 where record.slots[k] >= 0 {
            if seen == j { return (record.slots[k], record.target[k] - record.start[k]) }
            seen += 1
        }
        return nil
    }
}

extension SpringTransitionLayout {
    /// Installs the query records from `digest` (their offsets and centers, leaving `digest`'s
    /// arrays empty), along the longer content axis, with the frame index's static part and an
    /// empty pose cache (the index of final poses is built after the end, if a query needs it).
    /// The replaced records and `digest`'s travels go to `scratch` (recycled).
    func installQueryIndex(_ digest: inout EntryDigest, recycling scratch: inout TransitionScratch) {
        let width = Swift.max(fromContentSize.width, toContentSize.width)
        let height = Swift.max(fromContentSize.height, toContentSize.height)
        query.installShape(axis: width > height ? .horizontal : .vertical, count: elements.count)
        if digest.recordsQueries {
            installQueryRecords(&digest, recycling: &scratch)
        } else {
            // The replaced records go to `scratch`; none are installed until they are made.
            query.exchangeRecords(with: &scratch)
            query.emptyRecords()
        }
        scratch.give(&digest.travels, to: \.travels)
    }

    /// Installs `digest`'s query records (its offsets and centers, leaving its arrays empty) and
    /// the frame index's static part; the replaced records go to `scratch`.
    private func installQueryRecords(_ digest: inout EntryDigest, recycling scratch: inout TransitionScratch) {
        var offsets: [SIMD4<Double>] = [], centers: [QueryCenter] = []
        swap(&offsets, &digest.offsets)
        swap(&centers, &digest.centers)
        query.exchangeRecords(with: &scratch)
        query.installRecords(offsets: offsets, centers: centers, count: elements.count, staticCenter: staticCenter(ofEntry:))
    }

    /// Installs the query records a start on the lazy exact path left out (see
    /// ``EntryDigest/recordsQueries``), if it did: made from each entry's record, or its snap
    /// target, and the channels' states in the batch, which must be the states they were attached
    /// in (the lazy path's anchor, before it writes any): bit for bit the records the start would
    /// have made. O(entries), allocating; nothing when no records are pending.
    func installPendingQueryRecords() {
        guard query.recordsPending else { return }
        var scratch = ScratchPool.current.take()
        let elements = self.elements
        let count = elements.count
        var digest = EntryDigest(reserving: count, recycling: &scratch)
        for i in 0..<count {
            if let d = elements.installedRecord(ofEntry: i) {
                digest.noteQuery(deferred: d, in: &channelStore)
            } else {
                digest.noteQuery(snapped: elements.target(ofEntry: i))
            }
        }
        installQueryRecords(&digest, recycling: &scratch)
        scratch.give(&digest.travels, to: \.travels)
        ScratchPool.current.give(scratch)
    }
}

extension ChannelStore {
    /// The range a channel can reach from its current state (or its start, when delayed).
    func sweep(_ c: AnimatedChannel, of a: AttributeAnimation) -> (lower: Double, upper: Double) {
        if a.isWaiting { return sweep(c.id, position: c.from, velocity: c.startVelocity, target: c.to) }
        return sweep(c.id, target: c.to)
    }

    /// The range batch channel `id`, not waiting, can reach from its current state toward `target`.
    func sweep(_ id: ChannelID, target: Double) -> (lower: Double, upper: Double) {
        sweep(id, position: position(of: id), velocity: velocity(of: id), target: target)
    }

    /// The range channel `id` can reach from `x` at velocity `v` toward `t` on its spring.
    func sweep(_ id: ChannelID, position x: Double, velocity v: Double, target t: Double) -> (lower: Double, upper: Double) {
        // (At rest, v / ω is 0 whatever ω: skip the spring look-up and its square root.)
        let d = x - t, u = v == 0 ? 0 : v / spring(of: id).naturalFrequency
        let reach = (d * d + u * u).squareRoot() * 1.05 + 1e-9 * Swift.abs(t)
        return (Swift.min(x, t - reach), Swift.max(x, t + reach))
    }

    /// The range of the center's x (`.centerX`) or y (`.centerY`) from now on: the channel's
    /// sweep, or its fixed value when it does not move. `channels` are `a`'s slots.
    func centerRange(of a: AttributeAnimation, _ axis: StandardChannel,
                     channels: ArraySlice<AnimatedChannel>) -> (lower: Double, upper: Double) {
        let s = Int(a.standardSlot[axis])
        guard s >= 0 else { return (a.toStandard[axis], a.toStandard[axis]) }
        return sweep(channels[channels.startIndex + s], of: a)
    }

    /// The rectangle containing every pose `a` (with slots `channels`) can take from now on.
    func sweptBounds(of a: AttributeAnimation, channels: ArraySlice<AnimatedChannel>) -> Rect {
        var lower = a.toStandard
        var upper = lower
        var affineMoves = false
        for c in channels {
            guard let k = c.channel.standardIndex else { continue }
            let range = sweep(c, of: a)
            lower[k] = range.lower
            upper[k] = range.upper
            if (StandardChannel.translationX.rawValue...StandardChannel.shear.rawValue).contains(k) { affineMoves = true }
        }
        let fromSize = a._from.size
        return Self.sweptRect(lower: lower, upper: upper, affineMoves: affineMoves,
                              from: (a._from.center, Size(width: Swift.max(0, fromSize.width), height: Swift.max(0, fromSize.height)),
                                     a._from.transform),
                              to: (a._to.center, a._to.size, a._to.transform))
    }

    /// The rectangle containing every pose whose standard channels stay within `lower` … `upper`
    /// (the 2-D transform fixed at either end's unless `affineMoves`), and the poses at both ends.
    static func sweptRect(lower: InlineArray<12, Double>, upper: InlineArray<12, Double>, affineMoves: Bool,
                          from: (center: Point, size: Size, transform: AffineTransform),
                          to: (center: Point, size: Size, transform: AffineTransform)) -> Rect {
        let halfWidth = Swift.max(0, upper[.width]) / 2, halfHeight = Swift.max(0, upper[.height]) / 2
        var rect: Rect
        let fromTransform = from.transform, toTransform = to.transform
        if affineMoves {
            // ‖linear part‖ ≤ its Frobenius norm √(sx²(1 + k²) + sy²), whatever the rotation.
            let sx = Swift.max(Swift.abs(lower[.scaleX]), Swift.abs(upper[.scaleX]))
            let sy = Swift.max(Swift.abs(lower[.scaleY]), Swift.abs(upper[.scaleY]))
            let k = Swift.max(Swift.abs(lower[.shear]), Swift.abs(upper[.shear]))
            let norm = (sx * sx * (1 + k * k) + sy * sy).squareRoot()
            let r = norm * (halfWidth * halfWidth + halfHeight * halfHeight).squareRoot()
            rect = Rect(x: lower[.centerX] + lower[.translationX] - r, y: lower[.centerY] + lower[.translationY] - r,
                        width: upper[.centerX] + upper[.translationX] - lower[.centerX] - lower[.translationX] + 2 * r,
                        height: upper[.centerY] + upper[.translationY] - lower[.centerY] - lower[.translationY] + 2 * r)
        } else {
            // A fixed transform: the box's extents grow with the size; either endpoint's matrix.
            var ex = 0.0, ey = 0.0, txLow = Double.infinity, txHigh = -Double.infinity
            var tyLow = Double.infinity, tyHigh = -Double.infinity
            for end in 0..<2 {
                let t = end == 0 ? fromTransform : toTransform
                ex = Swift.max(ex, Swift.abs(t.a) * halfWidth + Swift.abs(t.c) * halfHeight)
                ey = Swift.max(ey, Swift.abs(t.b) * halfWidth + Swift.abs(t.d) * halfHeight)
                txLow = Swift.min(txLow, t.tx)
                txHigh = Swift.max(txHigh, t.tx)
                tyLow = Swift.min(tyLow, t.ty)
                tyHigh = Swift.max(tyHigh, t.ty)
            }
            rect = Rect(x: lower[.centerX] + txLow - ex, y: lower[.centerY] + tyLow - ey,
                        width: upper[.centerX] + txHigh - lower[.centerX] - txLow + 2 * ex,
                        height: upper[.centerY] + tyHigh - lower[.centerY] - tyLow + 2 * ey)
        }
        let start = LayoutAttributes.visualBounds(center: from.center, size: from.size, transform: fromTransform)
        let end = LayoutAttributes.visualBounds(center: to.center, size: to.size, transform: toTransform)
        return rect.union(start).union(end)
    }
}
