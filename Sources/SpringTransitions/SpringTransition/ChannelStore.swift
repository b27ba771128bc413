internal import LargeArrays

/// The engine's channels: the ``ChannelBatch`` the integrator advances, the bookkeeping of each
/// channel (``ChannelInfo``), the table of the springs the channels use (with its look-up), and
/// Φ(remainder) per spring for presenting states between grid points.
///
/// Invariants:
/// - `info` has one record per batch channel (indexed by ``ChannelID/rawValue``), and each record's
///   spring index points into `springs`; the batch's own spring of the channel is that spring.
/// - `remainderMaps` has one map per spring; it is Φ(`remainderMapsStep`) for each.
/// - A channel's target is the batch's alone (nothing mirrors it).
/// - While the channels are pending (``channelRecordsPending``: a start that may take the lazy
///   exact path, every channel a deferred element's geometric channel attached from rest, see
///   ``deferChannelRecords()``), the batch holds no row and `info` no record: `pendingChannels`
///   has one entry per channel (its weight, element and spring), `pendingRecords` is the element
///   table's records, each channel's start and target its record's, its velocity 0, and every
///   channel moves, in the slot of its own number. ``installPendingRecords()`` writes the rows and
///   records.
///
/// While a plan is applied the engine moves its store out (``SpringTransitionLayout/takeChannels()``)
/// and works on the local value, which spares every channel write the class's dynamic exclusivity
/// checks (4 to 8 per channel), then moves it back (``SpringTransitionLayout/restore(_:)``); the
/// slots of the animations attached meanwhile are collected here (``appendSlot(_:)``).
struct ChannelStore {
    /// The channels' states, targets and springs, advanced by the integrator.
    private(set) var batch = ChannelBatch()
    /// Per channel, its weight in the progress, start value, spring index and element.
    private(set) var info: [ChannelInfo] = []
    /// The springs of the channels, each once (``ChannelInfo/spring`` indexes it).
    private(set) var springs: [Spring] = []
    /// The index of each spring in ``springs``.
    private var springLookup: [Spring: Int32] = [:]
    /// The spring of the last channel added, with its index in ``springs`` and in the batch's
    /// table: consecutive channels mostly share a spring, which is then looked up once. Valid
    /// while the store keeps its batch (cleared when it is moved out or replaced).
    private var lastSpring: (spring: Spring, engine: Int32, batch: Int32)? = nil
    /// Φ(``remainderMapsStep``) per spring of ``springs``.
    private(set) var remainderMaps: [SpringStepMatrix] = []
    /// The remainder ``remainderMaps`` were computed for (NaN: none yet).
    private var remainderMapsStep = Double.nan
    /// The channels that came to rest in the last ``removeSettled(_:)``, in the order reported.
    private(set) var settled: [ChannelID] = []
    /// The slots of the animations attached since the store was moved out of the engine.
    private var attached: ContiguousArray<AnimatedChannel> = []
    /// Whether the channels' batch rows and records are pending (see the invariants).
    private(set) var channelRecordsPending = false
    /// While the channels are pending, what each one needs besides its element's record.
    private(set) var pendingChannels: [PendingChannel] = []
    /// While the channels are pending, the element table's records (by entry), shared.
    private(set) var pendingRecords: [DeferredAnimation] = []
    /// While the channels are pending, the batch's spring index of each engine spring.
    private var pendingBatchSprings: [Int32] = []

    /// The number of channels.
    var count: Int { channelRecordsPending ? pendingChannels.count : batch.count }

    /// The batch's ``ChannelBatch/identity``.
    var batchIdentity: UInt64 { batch.identity }

    /// Gives the batch a history of its own (see ``ChannelBatch/renewIdentity()``): a checkpoint
    /// restored into another transition.
    mutating func renewBatchIdentity() { batch.renewIdentity() }

    /// Whether the store holds no channel.
    var isEmpty: Bool { batch.count == 0 && info.isEmpty && pendingChannels.isEmpty }

    /// The spring of channel `id`.
    @inline(__always)
    func spring(of id: ChannelID) -> Spring { springs[springIndex(ofChannel: Int(id.rawValue))] }

    // MARK: Storage

    /// Takes the batch and the per-channel records of `scratch` (recycled storage, emptied) for a
    /// start, leaving the store's own there; the store must be empty.
    mutating func takeStorage(from scratch: inout TransitionScratch) {
        swap(&batch, &scratch.batch)
        swap(&info, &scratch.channelInfo)
        lastSpring = nil
    }

    /// Moves the batch and the per-channel records into `scratch` (to be recycled), leaving the
    /// store empty.
    mutating func moveStorage(into scratch: inout TransitionScratch) {
        swap(&batch, &scratch.batch)
        swap(&info, &scratch.channelInfo)
        lastSpring = nil
        dropPending()
    }

    // MARK: Pending channels

    /// Leaves the batch rows and per-channel records out of the channels added from now on (the
    /// store is empty): a start that may take the lazy exact path, whose channels are all deferred
    /// elements' geometric channels, attached from rest. The lazy path reads what it needs of them
    /// from the element records (``adoptPendingRecords(_:)``) and what is kept per channel;
    /// ``installPendingRecords()`` writes them, bit for bit what adding the channels would have
    /// written, before anything else reads them.
    mutating func deferChannelRecords() {
        precondition(batch.count == 0 && info.isEmpty, "channels are deferred for a start")
        dropPending()
        // (Every spring is then looked up afresh once, so that the batch's index of each is noted.)
        lastSpring = nil
        channelRecordsPending = true
    }

    /// Takes the element table's records (shared, not copied) once every channel is added, while
    /// the channels are pending.
    mutating func adoptPendingRecords(_ records: [DeferredAnimation]) {
        guard channelRecordsPending else { return }
        pendingRecords = records
    }

    /// Writes the pending channels' batch rows and records, in channel order: each from its
    /// record's start, at rest, toward its record's target on its spring with its channel's rest
    /// threshold; its record with the weight kept meanwhile. O(channels), allocating; nothing when
    /// none is pending.
    mutating func installPendingRecords() {
        guard channelRecordsPending else { return }
        let channels = pendingChannels, records = pendingRecords, batchSprings = pendingBatchSprings
        dropPending()
        let n = channels.count
        batch.reserveCapacity(batch.count + n)
        info.reserveLargeCapacity(info.count + n)
        let thresholds = Geometric(centerX: AnimationChannel.standard[0].restThreshold,
                                   centerY: AnimationChannel.standard[1].restThreshold,
                                   width: AnimationChannel.standard[2].restThreshold,
                                   height: AnimationChannel.standard[3].restThreshold)
        // Record by record: the channels of each entry follow those of the entries before it, in
        // geometric order (see `LazyExactChannels.pendingPass`).
        var raw = 0
        for d in records {
            for k in 0..<4 where d.slots[k] >= 0 {
                precondition(Int(d.slots[k]) == raw && raw < n, "pending channels follow their records")
                let c = channels[raw]
                let id = SpringTransitionLayout.invariant("addChannel with a record's validated, finite values") {
                    try batch.addChannel(position: d.start[k], velocity: 0, target: d.target[k],
                                         springIndex: batchSprings[Int(c.spring)], threshold: thresholds[k])
                }
                precondition(Int(id.rawValue) == raw, "pending channels are added in order")
                info.append(ChannelInfo(weight: c.weight, from: d.start[k], spring: c.spring, entry: c.entry))
                raw += 1
            }
        }
        precondition(raw == n, "every pending channel has its record")
    }

    /// Ends the pending mode, dropping what it kept.
    private mutating func dropPending() {
        channelRecordsPending = false
        pendingChannels = []
        pendingRecords = []
        pendingBatchSprings = []
    }

    /// Reserves room for `additional` more channels. (The batch defers its idle storage, see
    /// ``prepareForStepping()``.)
    mutating func reserve(additional: Int) {
        batch.deferIdleStorage()
        if channelRecordsPending {
            pendingChannels.reserveLargeCapacity(pendingChannels.count + additional)
            return
        }
        batch.reserveCapacity(batch.count + additional)
        info.reserveLargeCapacity(info.count + additional)
    }

    // MARK: Slots being attached

    /// The number of slots attached so far.
    var slotCount: Int { attached.count }

    /// The slots attached from `first` on.
    func slots(from first: Int) -> ArraySlice<AnimatedChannel> { attached[first...] }

    /// Reserves room for `count` slots, unless some is reserved already.
    mutating func reserveSlots(_ count: Int) {
        if attached.capacity == 0 { attached.reserveCapacity(count) }
    }

    /// Records the slot of an animation being attached.
    mutating func appendSlot(_ slot: AnimatedChannel) { attached.append(slot) }

    /// The slots attached since the store was moved out, taken out of the store.
    mutating func takeSlots() -> ContiguousArray<AnimatedChannel> {
        lastSpring = nil
        defer { attached = [] }
        return attached
    }

    // MARK: Writing channels

    /// Points a channel (existing or new) at its job: from `position` with `velocity` toward
    /// `target`, or held at `position` when the element waits for its delay. Its weight is 0 and
    /// its start `position` until the weights are computed.
    mutating func slot(_ existing: ChannelID?, position f: Double, velocity v: Double, target t: Double, spring: Spring,
                       threshold: RestThreshold, hold: Bool, entry: Int) -> ChannelID {
        let velocity = hold ? 0 : v
        let goal = hold ? f : t
        let id: ChannelID
        if let existing {
            precondition(!channelRecordsPending, "records are pending for new channels only")
            id = existing
            setChannel(id, position: f, velocity: velocity, target: goal)
            if batch.spring(of: id) != spring {
                SpringTransitionLayout.invariant("setSpring on an existing channel") { try batch.setSpring(of: id, to: spring) }
            }
            info[Int(id.rawValue)].spring = springIndex(for: spring)
            info[Int(id.rawValue)].entry = Int32(entry)
        } else {
            id = addChannel(position: f, velocity: velocity, target: goal, spring: spring, threshold: threshold, entry: entry)
            // (A pending record: its start is the position just added, its weight 0.)
            if channelRecordsPending { return id }
        }
        info[Int(id.rawValue)].from = f
        info[Int(id.rawValue)].weight = 0
        return id
    }

    /// Adds a batch channel and its per-channel bookkeeping. Values are finite (validated before).
    mutating func addChannel(position: Double, velocity: Double, target: Double, spring: Spring,
                             threshold: RestThreshold, entry: Int) -> ChannelID {
        let indices = springIndices(for: spring)
        if channelRecordsPending {
            // (Its row and record are written from its element's record: see `installPendingRecords`.)
            precondition(velocity == 0 && position != target, "pending channels start from rest, away from their targets")
            return ChannelID(rawValue: appendPending(entry: entry, spring: indices.engine))
        }
        // Every value was validated (finite attributes, decompositions and velocities) before the
        // transition changed anything, so the batch cannot refuse it.
        let id = SpringTransitionLayout.invariant("addChannel with validated, finite values") {
            try batch.addChannel(position: position, velocity: velocity, target: target, springIndex: indices.batch,
                                 threshold: threshold)
        }
        info.append(ChannelInfo(weight: 0, from: position, spring: indices.engine, entry: Int32(entry)))
        return id
    }

    /// Adds a pending channel (the records are pending) of element `entry` on `spring`, from rest
    /// away from its target (its element's record holds both): what ``addChannel(position:velocity:target:spring:threshold:entry:)``
    /// keeps of it then. Returns its raw identity.
    @inline(__always)
    mutating func addPendingChannel(entry: Int, spring: Spring) -> Int32 {
        appendPending(entry: entry, spring: springIndices(for: spring).engine)
    }

    /// Appends a pending channel of element `entry` on engine spring `spring`, weight 0; returns
    /// its raw identity.
    @inline(__always)
    private mutating func appendPending(entry: Int, spring: Int32) -> Int32 {
        let raw = Int32(pendingChannels.count)
        pendingChannels.append(PendingChannel(weight: 0, entry: Int32(entry), spring: spring))
        return raw
    }

    /// Sets a channel's state and target (waking it as needed). Returns whether the channel
    /// counts for the progress (its weight is not 0).
    @discardableResult
    mutating func setChannel(_ id: ChannelID, position: Double, velocity: Double, target: Double) -> Bool {
        // Finite by construction (validated inputs, or values read from the batch).
        SpringTransitionLayout.invariant("setState and retarget of an existing channel with finite values") {
            try batch.setState(of: id, position: position, velocity: velocity)
            try batch.retarget(id, to: target)
        }
        return info[Int(id.rawValue)].weight != 0
    }

    /// Sets a channel's position and velocity (finite: states the engine computed), waking it as needed.
    mutating func setState(of id: ChannelID, position: Double, velocity: Double) {
        SpringTransitionLayout.invariant("setState of an existing channel with finite values") {
            try batch.setState(of: id, position: position, velocity: velocity)
        }
    }

    /// Stops channel `id` where it is (its element now snaps): it rests there and no longer counts
    /// for the progress or belongs to an element.
    mutating func release(_ id: ChannelID) {
        precondition(!channelRecordsPending, "no channel is released while records are pending")
        let x = batch.position(of: id)
        setChannel(id, position: x, velocity: 0, target: x)
        info[Int(id.rawValue)].weight = 0
        info[Int(id.rawValue)].entry = -1
    }

    /// Multiplies the velocity of every moving channel by `scale` (positions and targets stay).
    mutating func scaleVelocities(by scale: Double) {
        for slot in 0..<batch.activeCount {
            let id = batch.channel(inSlot: slot)
            let x = batch.position(of: id), v = batch.velocity(of: id)
            SpringTransitionLayout.invariant("setState of an existing channel with a finite scale") {
                try batch.setState(of: id, position: x, velocity: v * scale)
            }
        }
    }

    /// Sets channel `raw`'s weight in the progress (or, while weights are being computed, its factor).
    mutating func setWeight(_ weight: Double, ofChannel raw: Int) {
        if channelRecordsPending {
            pendingChannels[raw].weight = weight
        } else {
            info[raw].weight = weight
        }
    }

    /// While the records are pending: `body` with every channel's weight (or factor), in place.
    mutating func withPendingChannels<R>(_ body: (inout UnsafeMutableBufferPointer<PendingChannel>) -> R) -> R {
        precondition(channelRecordsPending, "weights are kept apart while the channels are pending")
        return pendingChannels.withUnsafeMutableBufferPointer(body)
    }

    /// Turns every channel's weight factor into its weight: `weight(entry)` times the factor.
    mutating func scaleWeights(_ weight: (Int32) -> Double) {
        info.withUnsafeMutableBufferPointer { info in
            for raw in info.indices where info[raw].weight != 0 {
                info[raw].weight = weight(info[raw].entry) * info[raw].weight
            }
        }
    }

    /// Sets every channel's weight to 0.
    mutating func clearWeights() {
        if channelRecordsPending {
            pendingChannels.withUnsafeMutableBufferPointer { channels in
                for raw in channels.indices where channels[raw].weight != 0 { channels[raw].weight = 0 }
            }
            return
        }
        info.withUnsafeMutableBufferPointer { info in
            for raw in info.indices where info[raw].weight != 0 { info[raw].weight = 0 }
        }
    }

    /// Σ w·(target − from) over the weighted channels at rest, in channel order.
    func restingTravel() -> Double {
        var sum = 0.0
        // (Every pending channel moves.)
        if channelRecordsPending { return sum }
        for raw in 0..<batch.count where info[raw].weight != 0 {
            let id = ChannelID(rawValue: Int32(raw))
            if !batch.isActive(id) { sum += info[raw].weight * (batch.target(of: id) - info[raw].from) }
        }
        return sum
    }

    /// Readies the batch to be stepped by an integrator: the storage it leaves unwritten while it
    /// holds only defaults (``ChannelBatch/deferIdleStorage()``: the per-channel target
    /// velocities while every target stands still, the slot maps while every channel is in the
    /// slot of its own number) is written out now (allocating), so that no frame does it. (The
    /// lazy exact path steps nothing and does without them.)
    mutating func prepareForStepping() {
        batch.materializeTargetVelocities()
        batch.materializeSlotMaps()
    }

    /// Advances the batch by `dt` with `integrator`.
    mutating func advance(with integrator: inout any Integrator, by dt: Double) throws {
        try integrator.advance(&batch, by: dt)
    }

    /// Moves every channel at rest onto its target and out of the active range, calling `body`
    /// with the bookkeeping of each one that counts for the progress, and its displacement from
    /// the target and velocity just before (see ``ChannelBatch/removeSettled(reportingStates:)``).
    /// Every channel that came to rest is listed in ``settled`` afterwards, in the order reported.
    /// Allocates nothing unless the batch grew since the last call.
    mutating func removeSettled(_ body: (ChannelInfo, _ displacement: Double, _ velocity: Double) -> Void) {
        precondition(!channelRecordsPending, "the records are installed before the batch is stepped")
        var list = settled
        settled = []
        list.removeAll(keepingCapacity: true)
        if list.capacity < batch.count { list.reserveCapacity(batch.count) }
        let info = self.info
        batch.removeSettled(reportingStates: { id, d, v in
            list.append(id)
            let ci = info[Int(id.rawValue)]
            if ci.weight != 0 { body(ci, d, v) }
        })
        settled = list
    }

    /// Calls `body` with w·(target − from) of each channel that came to rest in the last
    /// ``removeSettled(_:)`` and counts for the progress, in the order they were reported.
    @inline(__always)
    func forEachSettledTravel(_ body: (Double) -> Void) {
        for id in settled {
            let ci = info[Int(id.rawValue)]
            guard ci.weight != 0 else { continue }
            body(ci.weight * (batch.target(of: id) - ci.from))
        }
    }

    // MARK: Spring table

    /// The indices of `spring` in the engine's and the batch's spring tables, adding it where it
    /// is new. (Compared field by field: inlined, unlike the other module's `==`.)
    private mutating func springIndices(for spring: Spring) -> (engine: Int32, batch: Int32) {
        if let last = lastSpring, last.spring.mass == spring.mass, last.spring.stiffness == spring.stiffness,
           last.spring.damping == spring.damping {
            return (last.engine, last.batch)
        }
        let indices = (engine: springIndex(for: spring), batch: batch.springIndex(for: spring))
        lastSpring = (spring, indices.engine, indices.batch)
        if channelRecordsPending {
            let e = Int(indices.engine)
            if pendingBatchSprings.count <= e {
                pendingBatchSprings.append(contentsOf: repeatElement(-1, count: e + 1 - pendingBatchSprings.count))
            }
            pendingBatchSprings[e] = indices.batch
        }
        return indices
    }

    /// The index of `spring` in the spring table, adding it if new (with its remainder map).
    private mutating func springIndex(for spring: Spring) -> Int32 {
        // Most channels share the spring added last: no hashing then.
        if let last = springs.last, last == spring { return Int32(springs.count - 1) }
        if let i = springLookup[spring] { return i }
        let i = Int32(springs.count)
        springs.append(spring)
        springLookup[spring] = i
        remainderMaps.append(.identity)
        remainderMapsStep = .nan
        return i
    }

    // MARK: Presented states

    /// Whether ``remainderMaps`` are Φ(`remainder`) (a read: no write access to the store).
    @inline(__always)
    func hasRemainderMaps(for remainder: Double) -> Bool { remainderMapsStep == remainder }

    /// Recomputes Φ(`remainder`) for every spring unless it was computed for that remainder.
    mutating func refreshRemainderMaps(_ remainder: Double) {
        guard remainderMapsStep != remainder else { return }
        remainderMapsStep = remainder
        for i in springs.indices { remainderMaps[i] = springs[i].stepMatrix(for: remainder) }
    }

    /// Batch channel `id`'s value and velocity `remainder` seconds after the grid point, through
    /// the exact step map (``refreshRemainderMaps(_:)`` ran for `remainder`).
    @inline(__always)
    func presentedState(_ id: ChannelID, remainder: Double) -> (value: Double, velocity: Double) {
        let x = batch.position(of: id), v = batch.velocity(of: id)
        guard remainder != 0, batch.isActive(id) else { return (x, v) }
        let t = batch.target(of: id)
        let m = remainderMaps[Int(info[Int(id.rawValue)].spring)]
        let d = x - t
        return (t + (m.a11 * d + m.a12 * v), m.a21 * d + m.a22 * v)
    }

    /// Writes every moving channel's state `remainder` seconds after the grid point into the batch
    /// (the grid moves to the presented time; presented values do not change).
    mutating func commitPresentedStates(remainder: Double) {
        refreshRemainderMaps(remainder)
        for s in 0..<batch.activeCount {
            let id = batch.channel(inSlot: s)
            let state = presentedState(id, remainder: remainder)
            SpringTransitionLayout.invariant("setState with the presented state of an existing channel") {
                try batch.setState(of: id, position: state.value, velocity: state.velocity)
            }
        }
    }

    /// What per-frame loops over many channels read (the batch, Φ(remainder) per spring and the
    /// records), as copies of the references only: such a loop then pays no access to the engine.
    var snapshot: ChannelSnapshot {
        precondition(!channelRecordsPending, "the records are installed before the store is read per frame")
        return ChannelSnapshot(batch: batch, maps: remainderMaps, info: info)
    }

    /// The value and velocity of channel `c` of `a` at transition time `time`, the clock being on
    /// its grid (no remainder to extrapolate over).
    func presentedState(_ c: AnimatedChannel, of a: AttributeAnimation, time: Double) -> (value: Double, velocity: Double) {
        if a.isWaiting { return SpringTransitionLayout.delayedState(c, of: a, at: time, spring: spring(of: c.id)) }
        return (batch.position(of: c.id), batch.velocity(of: c.id))
    }
}

/// A channel whose batch row and record are pending (see ``ChannelStore/deferChannelRecords()``):
/// what its element's record does not give.
struct PendingChannel {
    /// Its weight in the progress (its factor, while the weights are computed).
    var weight: Double
    /// Its element (entry).
    var entry: Int32
    /// Its spring, as an index into the engine's spring table.
    var spring: Int32
}

/// A read-only view of a ``ChannelStore`` for per-frame loops (see ``ChannelStore/snapshot``).
struct ChannelSnapshot {
    /// The store's batch.
    let batch: ChannelBatch
    /// The store's Φ(remainder) per spring.
    let maps: [SpringStepMatrix]
    /// The store's per-channel records.
    let info: [ChannelInfo]
}

extension SpringTransitionLayout {
    /// Moves the channel store out of the engine (the engine's store is left empty until
    /// ``restore(_:)``).
    func takeChannels() -> ChannelStore {
        var taken = ChannelStore()
        swap(&taken, &store)
        return taken
    }

    /// Moves the channel store back into the engine, with the per-spring sums grown for any spring
    /// it added. Returns the slots attached while it was out.
    @discardableResult
    func restore(_ taken: consuming ChannelStore) -> ContiguousArray<AnimatedChannel> {
        var s = consume taken
        let slots = s.takeSlots()
        store = consume s
        sums.growSprings(to: store.springs.count)
        return slots
    }
}
