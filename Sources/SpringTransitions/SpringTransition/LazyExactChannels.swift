internal import LargeArrays

/// The channels of a transition under ``ExactIntegrator`` read as closed forms of their state at
/// an *anchor* grid point, instead of being stepped: the lazy exact path.
///
/// Between its anchor and its next write (a retarget, a new offset target, an animation object
/// asked for, any other read of the channel store), every moving channel of a deferred element
/// follows its spring exactly: its displacement and velocity `n` clock steps and `r` seconds past
/// the anchor are Φ(n·h + r)·(x_a − target, v_a), Φ its spring's exact propagator (one per
/// spring and frame). So a clock step costs O(1) and a frame O(springs) plus the channels read:
///
/// - **Settling** is known in advance: each channel's settle step, the first grid step at which
///   it is within its rest thresholds (as the stepped batch checks after every step), is found at
///   the anchor. From rest (v_a = 0) the displacement and velocity at step n are
///   (Φ₁₁(nh), Φ₂₁(nh))·d_a, so the channel rests at step n exactly when |d_a| < L(n) =
///   min(threshold_d/|Φ₁₁|, threshold_v/|Φ₂₁|); the first such n is a binary search in the running
///   maximum of L (one table per spring). A channel moving at the anchor is scanned step by step.
/// - **Progress**: P = rest sum + Σ_s [T_s + Φ₁₁·(X_s − X_s(n)) + Φ₁₂·(V_s − V_s(n))], with, per
///   spring, X_s = Σ w·d_a and V_s = Σ w·v_a over its weighted moving channels, X_s(n), V_s(n)
///   the same over those settled by step n (prefix sums by settle step), and T_s = Σ w·(target −
///   from): O(springs).
/// - **Rect queries** go through a spatial index of each element's swept bounds (the box its pose
///   can reach between the anchor and rest, bounded by the closed form), built at the anchor;
///   each candidate is tested from its channels' closed forms, and only the hits are posed.
///
/// The stepped batch reaches the same states by repeated one-step maps, so the two paths agree
/// to rounding (within 1e-9 pt), not bit for bit; the engine leaves the lazy path (writing every
/// channel's state at the current grid point into the batch) before anything else reads or writes
/// its channels.
///
/// Invariants: `settleStep` has one entry per batch channel (0 for a channel at rest at the
/// anchor); a channel rests from relative step `settleStep` on; ``finalStep`` is the largest
/// settle step; the per-spring arrays have one entry per spring of the store.
struct LazyExactChannels {
    /// The clock's step count at the anchor (its origin unchanged since).
    let anchorStep: Int
    /// The clock step, in seconds.
    let timeStep: Double
    /// Per batch channel (raw identity), the step counted from the anchor at which it rests; 0
    /// for a channel at rest at the anchor.
    private(set) var settleStep: [Int32]
    /// The step counted from the anchor after which every channel rests (0: none moves).
    private(set) var finalStep: Int
    /// The springs of the store, by engine spring index.
    let springs: [Spring]
    /// The progress of the channels at rest at the anchor (Σ w·(target − from)).
    let restSum: Double
    /// Σ w·(target − from) over the weighted channels moving at the anchor.
    let movingTravel: Double
    /// Per spring, Σ w·(x_a − target) and Σ w·v_a over its weighted moving channels.
    private let anchorX: [Double]
    private let anchorV: [Double]
    /// Per spring, the same sums over the channels settled by each step (index: step from the anchor).
    private let settledX: [[Double]]
    private let settledV: [[Double]]
    /// Φ(n·h + r) per spring for `mapsKey`.
    private var maps: [SpringStepMatrix]
    private var mapsKey: (step: Int, remainder: Double) = (-1, .nan)
    /// The index over every entry's swept box (the box its pose can reach from the anchor on).
    private var index: SpatialIndex?
    /// The candidates of the last query (a buffer, reused).
    private var candidates: [Int32] = []

    /// The most steps a settle search looks ahead (about 28 minutes at 120 Hz): a channel that
    /// would take longer keeps the engine on the stepped path.
    static let stepLimit = 200_000

    /// The rest thresholds of the channels the lazy path takes: the geometric channels of deferred
    /// elements (centers and sizes, in points).
    static let threshold = RestThreshold.points

    /// Builds the lazy view of `store` at its current (grid) state, the clock at step `anchorStep`;
    /// `nil` when a moving channel does not qualify: it is not accepted by `accepts(raw)` (not a
    /// geometric channel of a deferred element), has a moving target, or takes more than
    /// ``stepLimit`` steps to settle.
    init?(store: borrowing ChannelStore, anchorStep: Int, timeStep h: Double, restSum: Double,
          accepts: (Int) -> Bool) {
        guard !store.hasMovingTargets else { return nil }
        let springs = store.springs
        let springCount = springs.count
        var settle: [Int32]
        var anchorX: [Double], anchorV: [Double]
        var settledX: [[Double]], settledV: [[Double]]
        var travel: Double
        var final: Int
        var used: [Bool]
        if store.channelRecordsPending {
            // Every channel is a deferred element's geometric channel from rest (`accepts` says yes
            // to each): read record by record.
            guard let pass = Self.pendingPass(store: store, timeStep: h) else { return nil }
            (settle, anchorX, anchorV, settledX, settledV, travel, final, used) = pass
        } else {
            guard let pass = Self.channelPass(store: store, timeStep: h, accepts: accepts) else { return nil }
            (settle, anchorX, anchorV, settledX, settledV, travel, final, used) = pass
        }
        // Prefix sums by settle step, per spring in use (each table `final + 1` long; the entries
        // past `final` are zeros).
        for s in 0..<springCount where used[s] {
            if settledX[s].count <= final {
                let more = final + 1 - settledX[s].count
                settledX[s].append(contentsOf: repeatElement(0, count: more))
                settledV[s].append(contentsOf: repeatElement(0, count: more))
            } else if settledX[s].count > final + 1 {
                settledX[s].removeLast(settledX[s].count - final - 1)
                settledV[s].removeLast(settledV[s].count - final - 1)
            }
        }
        for s in 0..<springCount where used[s] && final > 0 {
            for k in 1...final {
                settledX[s][k] += settledX[s][k - 1]
                settledV[s][k] += settledV[s][k - 1]
            }
        }
        self.anchorStep = anchorStep
        self.timeStep = h
        self.settleStep = settle
        self.finalStep = final
        self.springs = springs
        self.restSum = restSum
        self.movingTravel = travel
        self.anchorX = anchorX
        self.anchorV = anchorV
        self.settledX = settledX
        self.settledV = settledV
        self.maps = [SpringStepMatrix](repeating: .identity, count: springCount)
    }

    /// What a pass over the channels gives: per channel its settle step; per spring the sums over
    /// its weighted moving channels, and the same by settle step (not yet prefix sums); the
    /// travel of the weighted moving channels; the largest settle step; the springs in use.
    typealias Pass = (settle: [Int32], anchorX: [Double], anchorV: [Double], settledX: [[Double]], settledV: [[Double]],
                      travel: Double, final: Int, used: [Bool])

    /// The pass over the channels in slot order, channel by channel (any store).
    private static func channelPass(store: borrowing ChannelStore, timeStep h: Double, accepts: (Int) -> Bool) -> Pass? {
        let springs = store.springs
        let springCount = springs.count
        // Per spring: the largest |d_a| of a channel starting from rest, and the springs in use.
        var largest = [Double](repeating: 0, count: springCount)
        var used = [Bool](repeating: false, count: springCount)
        let activeCount = store.activeCount
        for slot in 0..<activeCount {
            let id = store.channel(inSlot: slot)
            let raw = Int(id.rawValue)
            guard accepts(raw) else { return nil }
            let s = store.springIndex(ofChannel: raw)
            guard springs[s].damping > 0, springs[s].stiffness > 0 else { return nil }
            used[s] = true
            let a = store.state(inSlot: slot)
            if a.velocity == 0 {
                largest[s] = Swift.max(largest[s], Swift.abs(a.position - a.target))
            }
        }
        guard var tables = settleTables(springs: springs, used: used, largest: largest, timeStep: h) else { return nil }
        // Per channel: its settle step; per spring: the sums over its weighted moving channels, and
        // the same by settle step (turned into prefix sums below). One pass: each sum adds its
        // terms in slot order, as separate passes would.
        var settle = [Int32](largeRepeating: 0, count: store.count)
        var anchorX = [Double](repeating: 0, count: springCount), anchorV = anchorX
        var settledX = [[Double]](repeating: [], count: springCount), settledV = settledX
        var travel = 0.0
        var final = 0
        var memo = SettleMemo()
        for slot in 0..<activeCount {
            let id = store.channel(inSlot: slot)
            let raw = Int(id.rawValue)
            let s = store.springIndex(ofChannel: raw)
            let a = store.state(inSlot: slot)
            let target = a.target
            let d = a.position - target, v = a.velocity
            let step: Int
            if v == 0 {
                // The first n ≥ 1 with |d| < M(n): M ascends, and M(last) > |d|.
                step = memo.settleStep(fromRest: d, spring: s, in: tables)
            } else {
                guard let found = tables[s].settleStep(d: d, v: v) else { return nil }
                step = found
            }
            settle[raw] = Int32(step)
            final = Swift.max(final, step)
            let w = store.weight(ofChannel: raw)
            if w != 0 {
                anchorX[s] += w * d
                anchorV[s] += w * v
                travel += w * (target - store.from(ofChannel: raw))
                if settledX[s].count <= step {
                    // (Room for 1,024 steps, or the spring's table, at once: one allocation per
                    // spring for most transitions, not one per doubling as the tables extend.)
                    if settledX[s].isEmpty {
                        let room = Swift.max(step + 1, tables[s].count + 1, 1_024)
                        settledX[s].reserveCapacity(room)
                        settledV[s].reserveCapacity(room)
                    }
                    let more = step + 1 - settledX[s].count
                    settledX[s].append(contentsOf: repeatElement(0, count: more))
                    settledV[s].append(contentsOf: repeatElement(0, count: more))
                }
                settledX[s][step] += w * d
                settledV[s][step] += w * v
            }
        }
        return (settle, anchorX, anchorV, settledX, settledV, travel, final, used)
    }

    /// Per spring in use: Φ(n·h) and the running maximum of L(n), up to the largest |d_a| of a
    /// channel from rest (`largest`); `nil` when a table would pass ``stepLimit``.
    private static func settleTables(springs: [Spring], used: [Bool], largest: [Double],
                                     timeStep h: Double) -> [SettleTable]? {
        let rd = Self.threshold.displacement, rv = Self.threshold.velocity
        var tables = [SettleTable](repeating: SettleTable(), count: springs.count)
        for s in springs.indices where used[s] {
            tables[s] = SettleTable(spring: springs[s], timeStep: h, rd: rd, rv: rv)
            while tables[s].reach.last! <= largest[s] || tables[s].count == 1 {
                guard tables[s].count <= Self.stepLimit else { return nil }
                tables[s].extend()
            }
        }
        return tables
    }

    /// The pass over a store whose channels are pending (see
    /// ``ChannelStore/deferChannelRecords()``), record by record: every channel is a deferred
    /// element's geometric channel, in the slot of its own number, from rest (so its settle step
    /// depends on its spring and |d| alone, and its velocity sums are 0), and the channels of
    /// entry `e` follow those of the entries before it, in geometric order. The same values as
    /// ``channelPass(store:timeStep:accepts:)``, each sum adding its terms in the same (slot) order.
    private static func pendingPass(store: borrowing ChannelStore, timeStep h: Double) -> Pass? {
        let springs = store.springs
        let springCount = springs.count
        let channels = store.pendingChannels, records = store.pendingRecords
        let n = channels.count
        var largest = [Double](repeating: 0, count: springCount)
        var used = [Bool](repeating: false, count: springCount)
        var next: Int32 = 0
        channels.withUnsafeBufferPointer { channels in
            for record in records {
                for k in 0..<4 {
                    let raw = record.slots[k]
                    guard raw >= 0 else { continue }
                    precondition(raw == next && Int(raw) < n, "pending channels follow their records")
                    next &+= 1
                    let s = Int(channels[Int(raw)].spring)
                    used[s] = true
                    largest[s] = Swift.max(largest[s], Swift.abs(record.start[k] - record.target[k]))
                }
            }
        }
        precondition(Int(next) == n, "every pending channel has its record")
        for s in 0..<springCount where used[s] {
            guard springs[s].damping > 0, springs[s].stiffness > 0 else { return nil }
        }
        guard let tables = settleTables(springs: springs, used: used, largest: largest, timeStep: h) else { return nil }
        var settle = [Int32](largeRepeating: 0, count: n)
        var anchorX = [Double](repeating: 0, count: springCount)
        // Per spring in use, its sums by settle step in one flat buffer from `offsets[s]` (from
        // rest, a settle step is below its spring's table's count).
        var offsets = [Int](repeating: 0, count: springCount + 1)
        for s in 0..<springCount { offsets[s + 1] = offsets[s] + (used[s] ? tables[s].count : 0) }
        var flatX = [Double](repeating: 0, count: offsets[springCount])
        var travel = 0.0
        var final = 0
        // The last displacement searched per geometric channel (a layout's cells share few: every
        // width, every height, one per grid column), then the memo of `channelPass`.
        // (A step of 0 marks none: a settle step is at least 1.)
        var lastBits = (UInt64.max, UInt64.max, UInt64.max, UInt64.max), lastSpring = (-1, -1, -1, -1)
        var lastStep = (0, 0, 0, 0)
        var memo = SettleMemo()
        settle.withUnsafeMutableBufferPointer { settle in
            flatX.withUnsafeMutableBufferPointer { flatX in
                channels.withUnsafeBufferPointer { channels in
                    for record in records {
                        for k in 0..<4 {
                            let raw = Int(record.slots[k])
                            guard raw >= 0 else { continue }
                            let c = channels[raw]
                            let s = Int(c.spring)
                            let target = record.target[k], start = record.start[k]
                            let d = start - target
                            let bits = Swift.abs(d).bitPattern
                            let hit: Bool, hint: Int
                            switch k {
                            case 0: (hit, hint) = (lastBits.0 == bits, lastSpring.0 == s ? lastStep.0 : 0)
                            case 1: (hit, hint) = (lastBits.1 == bits, lastSpring.1 == s ? lastStep.1 : 0)
                            case 2: (hit, hint) = (lastBits.2 == bits, lastSpring.2 == s ? lastStep.2 : 0)
                            default: (hit, hint) = (lastBits.3 == bits, lastSpring.3 == s ? lastStep.3 : 0)
                            }
                            let step: Int
                            if hit && hint > 0 {
                                step = hint
                            } else {
                                // (Neighbouring cells' displacements are close: their steps mostly too.)
                                step = memo.settleStep(fromRest: d, spring: s, in: tables, near: hint)
                                switch k {
                                case 0: (lastBits.0, lastSpring.0, lastStep.0) = (bits, s, step)
                                case 1: (lastBits.1, lastSpring.1, lastStep.1) = (bits, s, step)
                                case 2: (lastBits.2, lastSpring.2, lastStep.2) = (bits, s, step)
                                default: (lastBits.3, lastSpring.3, lastStep.3) = (bits, s, step)
                                }
                            }
                            settle[raw] = Int32(truncatingIfNeeded: step)
                            final = Swift.max(final, step)
                            let w = c.weight
                            if w != 0 {
                                anchorX[s] += w * d
                                travel += w * (target - start)
                                flatX[offsets[s] + step] += w * d
                            }
                        }
                    }
                }
            }
        }
        let settledX = (0..<springCount).map { s in Array(flatX[offsets[s]..<offsets[s + 1]]) }
        // (Velocities are 0: their sums stay 0, as adding w·0 to 0 leaves them.)
        let anchorV = [Double](repeating: 0, count: springCount)
        let settledV = settledX.map { [Double](repeating: 0, count: $0.count) }
        return (settle, anchorX, anchorV, settledX, settledV, travel, final, used)
    }

    // MARK: Reading

    /// Brings Φ(n·h + r) per spring to step `n` (from the anchor) and remainder `r`.
    @inline(__always)
    mutating func refreshMaps(step n: Int, remainder r: Double) {
        guard mapsKey.step != n || mapsKey.remainder != r else { return }
        mapsKey = (n, r)
        let t = Double(n) * timeStep + r
        for s in springs.indices { maps[s] = springs[s].stepMatrix(for: t) }
    }

    /// Channel `id`'s value and velocity `n` steps and `r` seconds past the anchor (maps
    /// current), from `store`'s anchor states.
    @inline(__always)
    func state(_ id: ChannelID, step n: Int, store: borrowing ChannelStore) -> (value: Double, velocity: Double) {
        let raw = Int(id.rawValue)
        let (x, v, t) = store.anchorState(of: id)
        if n >= Int(settleStep[raw]) {
            // At rest: on its target (where the stepped batch snaps it), still.
            return settleStep[raw] == 0 ? (x, v) : (t, 0)
        }
        let m = maps[store.springIndex(ofChannel: raw)]
        let d = x - t
        return (t + (m.a11 * d + m.a12 * v), m.a21 * d + m.a22 * v)
    }

    /// Channel `id`'s value and velocity at clock step `clockStep` plus `r` seconds (the maps
    /// brought there first), from `store`'s anchor states: one in-place access, no copy of this view.
    @inline(__always)
    mutating func presentedState(_ id: ChannelID, clockStep: Int, remainder r: Double,
                                 store: borrowing ChannelStore) -> (value: Double, velocity: Double) {
        let n = clockStep - anchorStep
        refreshMaps(step: n, remainder: r)
        return state(id, step: n, store: store)
    }

    /// The progress at clock step `clockStep` plus `r` seconds: O(springs).
    mutating func progress(clockStep: Int, remainder r: Double) -> Double {
        let n = clockStep - anchorStep
        refreshMaps(step: n, remainder: r)
        return progress(step: n)
    }

    /// The progress's rate (dP/dt) at clock step `clockStep` plus `r` seconds: O(springs).
    mutating func progressRate(clockStep: Int, remainder r: Double) -> Double {
        let n = clockStep - anchorStep
        refreshMaps(step: n, remainder: r)
        return springSum(step: n, from: 0, velocities: true)
    }

    /// How many channels still move `n` steps past the anchor: O(channels).
    func movingCount(step n: Int) -> Int {
        var count = 0
        for s in settleStep where Int(s) > n { count += 1 }
        return count
    }

    /// Whether channel `id` still moves `n` steps past the anchor.
    @inline(__always)
    func isMoving(_ id: ChannelID, step n: Int) -> Bool { n < Int(settleStep[Int(id.rawValue)]) }

    /// The progress `n` steps and `r` seconds past the anchor (maps current): O(springs).
    func progress(step n: Int) -> Double { springSum(step: n, from: restSum + movingTravel, velocities: false) }

    /// `start` plus, spring by spring, the maps' first row (positions) or second row
    /// (`velocities`) applied to the spring's summed anchor state of the channels still moving at
    /// step `n` (maps current).
    private func springSum(step n: Int, from start: Double, velocities: Bool) -> Double {
        var sum = start
        let k = Swift.min(n, finalStep)
        for s in springs.indices where !settledX[s].isEmpty {
            let x = anchorX[s] - settledX[s][k], v = anchorV[s] - settledV[s][k]
            let m = maps[s]
            sum += velocities ? m.a21 * x + m.a22 * v : m.a11 * x + m.a12 * v
        }
        return sum
    }

    /// Gives the buffers frames write (the step maps and the query candidates) storage of their
    /// own, so that a copy of this view kept elsewhere (an engine checkpoint) shares none of them
    /// and no frame pays for copying one. O(springs), allocating.
    mutating func detachFrameBuffers() {
        maps = maps.map { $0 }
        let capacity = Swift.max(candidates.capacity, 256)
        candidates = []
        candidates.reserveCapacity(capacity)
    }

    // MARK: Rect queries

    /// The entries (ascending) whose swept box meets `rect` (the index built at the anchor), in
    /// this view's buffer, moved out: give it back with ``keepCandidates(_:)``. Allocates nothing
    /// while the buffer's capacity suffices.
    mutating func takeCandidates(in rect: Rect) -> [Int32] {
        var found = candidates
        candidates = []
        found.removeAll(keepingCapacity: true)
        index?.forEach(intersecting: rect) { found.append(Int32($0)) }
        FrameIndex.sortAscending(&found)
        return found
    }

    /// Builds the index of swept boxes from `bounds` (every entry's), so that no frame's query
    /// allocates: O(entries) when the boxes come in order along the axis, else a sort. The boxes
    /// are kept rounded outward to single precision (no temporary array of them): a query may
    /// report an entry whose box misses `rect` by a rounding, never leaves one out, and every
    /// candidate is tested from its closed form or its pose afterwards.
    mutating func buildIndex(axis: Axis, count: Int, bounds: (Int) -> Rect) {
        index = SpatialIndex(axis: axis, count: count, conservativeBounds: bounds)
        candidates.reserveCapacity(256)
    }

    /// Takes back the buffer ``takeCandidates(in:)`` handed out.
    mutating func keepCandidates(_ buffer: inout [Int32]) {
        if buffer.capacity > candidates.capacity { swap(&buffer, &candidates) }
    }

    /// The interval a channel's value stays within from the anchor on: from `x` moving at `v` to
    /// `target` on `spring` (its energy never grows: |x − target| ≤ √(d² + (v/ω)²); without
    /// overshoot from rest when `monotone`: critically or over-damped), widened by `margin` (the
    /// same for every channel of a transition, so that boxes in order along the axis stay in order
    /// and the index needs no sort).
    @inline(__always)
    static func sweptInterval(x: Double, v: Double, target: Double, monotone: Bool, omega: Double,
                              margin: Double) -> (low: Double, high: Double) {
        if v == 0 && monotone {
            return (Swift.min(x, target) - margin, Swift.max(x, target) + margin)
        }
        let d = x - target
        let r = (d * d + (v / omega) * (v / omega)).squareRoot() * (1 + 1e-9) + margin
        return (target - r, target + r)
    }

    /// The margin of every swept interval of a transition whose channels are at most `scale` in
    /// magnitude (positions, targets and displacements): rounding, and the overshoot a spring
    /// within 1e-6 of critical damping could show (its first overshoot is below e^(−π/√(2·10⁻⁶))
    /// of the displacement, far less than 1e-6 of it).
    static func sweptMargin(scale: Double) -> Double { 2e-6 * scale + 1e-9 }

    /// Whether `spring` moves a channel from rest to its target without overshoot (up to
    /// ``sweptMargin(scale:)``).
    static func isMonotone(_ spring: Spring) -> Bool { spring.dampingRatio >= 1 - 1e-6 }
}

/// The settle steps from rest of the displacements searched last, direct-mapped by |d| and spring
/// (64 slots): a layout's cells share few distinct displacements (every width, every height, one
/// per grid column), and a settle step from rest depends on the spring and |d| alone.
struct SettleMemo {
    private var bits = [UInt64](repeating: 0, count: 64)
    private var springs = [Int32](repeating: -1, count: 64)
    private var steps = [Int32](repeating: 0, count: 64)

    /// The settle step from rest of displacement `d` on spring `s` (``SettleTable/settleStep(fromRest:near:)``
    /// of `tables[s]`, read only when the step is not remembered): remembered, or found (trying
    /// `hint` and its neighbours first) and remembered.
    @inline(__always)
    mutating func settleStep(fromRest d: Double, spring s: Int, in tables: borrowing [SettleTable], near hint: Int = 0) -> Int {
        let b = Swift.abs(d).bitPattern
        let mixed = (b ^ (b >> 29) ^ (b >> 47)) &+ UInt64(s) &* 0x9E37_79B9_7F4A_7C15
        let m = Int(truncatingIfNeeded: (mixed ^ (mixed >> 32)) & 63)
        if springs[m] == Int32(s) && bits[m] == b { return Int(steps[m]) }
        let step = tables[s].settleStep(fromRest: d, near: hint)
        (bits[m], springs[m], steps[m]) = (b, Int32(s), Int32(step))
        return step
    }
}
