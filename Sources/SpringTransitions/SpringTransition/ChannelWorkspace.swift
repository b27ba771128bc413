/// A transition's per-channel state taken out of the engine while channels are attached or
/// changed: the batch, the per-channel bookkeeping, the spring table and the flat channel table
/// being filled. Working on a local value spares every channel write the class's dynamic
/// exclusivity checks (4 to 8 per channel); ``SpringTransitionLayout/takeWorkspace()`` moves the
/// state out (no copy) and ``SpringTransitionLayout/restore(_:)`` moves it back.
struct ChannelWorkspace {
    /// The engine's batch.
    var batch: ChannelBatch
    /// The engine's per-channel bookkeeping.
    var channelInfo: [ChannelInfo]
    /// The engine's spring table.
    var springTable: [Spring]
    /// The index of each spring in ``springTable``.
    var springLookup: [Spring: Int32]
    /// The slots of the animations attached so far by this workspace.
    var channels: ContiguousArray<AnimatedChannel> = []

    /// Points a channel (existing or new) at its job: from `position` with `velocity` toward
    /// `target`, or held at `position` when the element waits for its delay.
    mutating func slot(_ existing: ChannelID?, position f: Double, velocity v: Double, target t: Double, spring: Spring,
                       threshold: RestThreshold, hold: Bool, entry: Int) -> ChannelID {
        let velocity = hold ? 0 : v
        let goal = hold ? f : t
        let id: ChannelID
        if let existing {
            id = existing
            setChannel(id, position: f, velocity: velocity, target: goal)
            if batch.spring(of: id) != spring {
                SpringTransitionLayout.invariant("setSpring on an existing channel") { try batch.setSpring(of: id, to: spring) }
            }
            channelInfo[Int(id.rawValue)].spring = springIndex(for: spring)
            channelInfo[Int(id.rawValue)].entry = Int32(entry)
        } else {
            id = addChannel(position: f, velocity: velocity, target: goal, spring: spring, threshold: threshold, entry: entry)
        }
        channelInfo[Int(id.rawValue)].from = f
        channelInfo[Int(id.rawValue)].weight = 0
        return id
    }

    /// Adds a batch channel and its per-channel bookkeeping. Values are finite (validated before).
    mutating func addChannel(position: Double, velocity: Double, target: Double, spring: Spring,
                             threshold: RestThreshold, entry: Int) -> ChannelID {
        let indices = springIndices(for: spring)
        // Every value was validated (finite attributes, decompositions and velocities) before the
        // transition changed anything, so the batch cannot refuse it.
        let id = SpringTransitionLayout.invariant("addChannel with validated, finite values") {
            try batch.addChannel(position: position, velocity: velocity, target: target, springIndex: indices.batch,
                                 threshold: threshold)
        }
        channelInfo.append(ChannelInfo(weight: 0, from: position, target: target, spring: indices.engine,
                                       entry: Int32(entry)))
        return id
    }

    /// The spring of the last channel added, with its index in the engine's table and in the
    /// batch's: consecutive channels mostly share a spring, which is then looked up once.
    var lastSpring: (spring: Spring, engine: Int32, batch: Int32)? = nil

    /// The indices of `spring` in the engine's and the batch's spring tables, adding it where it
    /// is new. (Compared field by field: inlined, unlike the other module's `==`.)
    private mutating func springIndices(for spring: Spring) -> (engine: Int32, batch: Int32) {
        if let last = lastSpring, last.spring.mass == spring.mass, last.spring.stiffness == spring.stiffness,
           last.spring.damping == spring.damping {
            return (last.engine, last.batch)
        }
        let indices = (engine: springIndex(for: spring), batch: batch.springIndex(for: spring))
        lastSpring = (spring, indices.engine, indices.batch)
        return indices
    }

    /// Sets a channel's state and target (waking it as needed) and mirrors the target.
    mutating func setChannel(_ id: ChannelID, position: Double, velocity: Double, target: Double) {
        Self.setChannel(id, position: position, velocity: velocity, target: target, batch: &batch, info: &channelInfo)
    }

    /// Sets channel `id`'s state and target in `batch` (waking it as needed) and mirrors the
    /// target in `info`.
    static func setChannel(_ id: ChannelID, position: Double, velocity: Double, target: Double,
                           batch: inout ChannelBatch, info: inout [ChannelInfo]) {
        // Finite by construction (validated inputs, or values read from the batch).
        SpringTransitionLayout.invariant("setState and retarget of an existing channel with finite values") {
            try batch.setState(of: id, position: position, velocity: velocity)
            try batch.retarget(id, to: target)
        }
        info[Int(id.rawValue)].target = target
    }

    /// The index of `spring` in the spring table, adding it if new.
    mutating func springIndex(for spring: Spring) -> Int32 {
        // Most channels share the spring added last: no hashing then.
        if let last = springTable.last, last == spring { return Int32(springTable.count - 1) }
        if let i = springLookup[spring] { return i }
        let i = Int32(springTable.count)
        springTable.append(spring)
        springLookup[spring] = i
        return i
    }

    /// The value and velocity of channel `c` of `a` at transition time `time`, the clock being on
    /// its grid (no remainder to extrapolate over).
    func presentedState(_ c: AnimatedChannel, of a: AttributeAnimation, time: Double) -> (value: Double, velocity: Double) {
        if a.isWaiting { return SpringTransitionLayout.delayedState(c, of: a, at: time, spring: springTable[Int(channelInfo[Int(c.id.rawValue)].spring)]) }
        return (batch.position(of: c.id), batch.velocity(of: c.id))
    }
}

extension SpringTransitionLayout {
    /// Moves the per-channel state out of the engine (the engine's fields are left empty until
    /// ``restore(_:)``).
    func takeWorkspace() -> ChannelWorkspace {
        let workspace = ChannelWorkspace(batch: batch, channelInfo: channelInfo, springTable: springTable,
                                         springLookup: springLookup)
        batch = ChannelBatch()
        channelInfo = []
        springTable = []
        springLookup = [:]
        return workspace
    }

    /// Moves the per-channel state back into the engine, with the per-spring tables grown for any
    /// spring the workspace added. Returns the workspace's channel slots.
    @discardableResult
    func restore(_ workspace: consuming ChannelWorkspace) -> ContiguousArray<AnimatedChannel> {
        batch = workspace.batch
        channelInfo = workspace.channelInfo
        springLookup = workspace.springLookup
        springTable = workspace.springTable
        if remainderMaps.count < springTable.count {
            let added = springTable.count - remainderMaps.count
            remainderMaps.append(contentsOf: repeatElement(.identity, count: added))
            springSumsX.append(contentsOf: repeatElement(0, count: added))
            springSumsV.append(contentsOf: repeatElement(0, count: added))
            remainderMapsStep = .nan
        }
        return workspace.channels
    }
}
