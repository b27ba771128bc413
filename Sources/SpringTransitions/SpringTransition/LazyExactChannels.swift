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
///   can reach between the anchor and rest, bounded by the closed form), built by the first
///   query; candidates are posed exactly.
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
    /// Per entry, the box its pose can reach from the anchor on; the index over it (first query).
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
        let b = store.batch
        guard !b.hasMovingTargets else { return nil }
        let springs = store.springs
        let springCount = springs.count
        let rd = Self.threshold.displacement, rv = Self.threshold.velocity
        // Per spring: the largest |d_a| of a channel starting from rest, and the springs in use.
        var largest = [Double](repeating: 0, count: springCount)
        var used = [Bool](repeating: false, count: springCount)
        let info = store.info
        for slot in 0..<b.activeCount {
            let id = b.channel(inSlot: slot)
            let raw = Int(id.rawValue)
            guard accepts(raw) else { return nil }
            let s = Int(info[raw].spring)
            guard springs[s].damping > 0, springs[s].stiffness > 0 else { return nil }
            used[s] = true
            if b.velocity(of: id) == 0 {
                largest[s] = Swift.max(largest[s], Swift.abs(b.position(inSlot: slot) - b.target(of: id)))
            }
        }
        // Per spring in use: Φ(n·h) and the running maximum of L(n), up to the largest |d_a|.
        var tables = [[SpringStepMatrix]](repeating: [], count: springCount)
        var reach = [[Double]](repeating: [], count: springCount)
        for s in 0..<springCount where used[s] {
            var phi: [SpringStepMatrix] = [.identity]
            var m: [Double] = [0]
            var best = 0.0
            var n = 0
            while best <= largest[s] || n == 0 {
                n += 1
                guard n <= Self.stepLimit else { return nil }
                let p = springs[s].stepMatrix(for: Double(n) * h)
                phi.append(p)
                let l = Swift.min(rd / Swift.abs(p.a11), rv / Swift.abs(p.a21))
                if l > best { best = l }
                m.append(best)
            }
            tables[s] = phi
            reach[s] = m
        }
        // Per channel: its settle step; per spring: the sums over its weighted moving channels.
        var settle = [Int32](repeating: 0, count: b.count)
        var anchorX = [Double](repeating: 0, count: springCount), anchorV = anchorX
        var travel = 0.0
        var final = 0
        var events: [(spring: Int32, step: Int32, x: Double, v: Double)] = []
        for slot in 0..<b.activeCount {
            let id = b.channel(inSlot: slot)
            let raw = Int(id.rawValue)
            let s = Int(info[raw].spring)
            let d = b.position(inSlot: slot) - b.target(of: id), v = b.velocity(of: id)
            let step: Int
            if v == 0 {
                // The first n ≥ 1 with |d| < M(n): M ascends, and M(last) > |d|.
                let m = reach[s]
                let a = Swift.abs(d)
                var lo = 1, hi = m.count - 1
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if m[mid] > a { hi = mid } else { lo = mid + 1 }
                }
                step = lo
            } else {
                guard let found = Self.scanSettle(d: d, v: v, spring: springs[s], table: &tables[s], timeStep: h,
                                                  rd: rd, rv: rv) else { return nil }
                step = found
            }
            settle[raw] = Int32(step)
            final = Swift.max(final, step)
            let w = info[raw].weight
            if w != 0 {
                anchorX[s] += w * d
                anchorV[s] += w * v
                travel += w * (b.target(of: id) - info[raw].from)
                events.append((Int32(s), Int32(step), w * d, w * v))
            }
        }
        // Prefix sums by settle step, per spring.
        var settledX = [[Double]](repeating: [], count: springCount), settledV = settledX
        for s in 0..<springCount where used[s] {
            settledX[s] = [Double](repeating: 0, count: final + 1)
            settledV[s] = settledX[s]
        }
        for e in events {
            settledX[Int(e.spring)][Int(e.step)] += e.x
            settledV[Int(e.spring)][Int(e.step)] += e.v
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

    /// The first step n ≥ 1 at which a channel at displacement `d` moving at `v` on `spring`
    /// rests (by Φ(n·h) from `table`, extended as needed), or `nil` beyond ``stepLimit``.
    private static func scanSettle(d: Double, v: Double, spring: Spring, table: inout [SpringStepMatrix],
                                   timeStep h: Double, rd: Double, rv: Double) -> Int? {
        if table.isEmpty { table = [.identity] }
        var n = 1
        while n <= stepLimit {
            if n >= table.count { table.append(spring.stepMatrix(for: Double(n) * h)) }
            let p = table[n]
            let x = p.a11 * d + p.a12 * v, u = p.a21 * d + p.a22 * v
            if Swift.abs(x) < rd && Swift.abs(u) < rv { return n }
            n += 1
        }
        return nil
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

    /// Channel `id`'s value and velocity `n` steps and `r` seconds past the anchor (maps current).
    @inline(__always)
    func state(_ id: ChannelID, step n: Int, batch b: borrowing ChannelBatch, info: borrowing [ChannelInfo])
        -> (value: Double, velocity: Double) {
        let raw = Int(id.rawValue)
        let x = b.position(of: id)
        if n >= Int(settleStep[raw]) {
            // At rest: on its target (where the stepped batch snaps it), still.
            return settleStep[raw] == 0 ? (x, b.velocity(of: id)) : (b.target(of: id), 0)
        }
        let t = b.target(of: id), v = b.velocity(of: id)
        let m = maps[Int(info[raw].spring)]
        let d = x - t
        return (t + (m.a11 * d + m.a12 * v), m.a21 * d + m.a22 * v)
    }

    /// Whether channel `id` still moves `n` steps past the anchor.
    @inline(__always)
    func isMoving(_ id: ChannelID, step n: Int) -> Bool { n < Int(settleStep[Int(id.rawValue)]) }

    /// The progress `n` steps and `r` seconds past the anchor (maps current): O(springs).
    func progress(step n: Int) -> Double {
        var p = restSum + movingTravel
        let k = Swift.min(n, finalStep)
        for s in springs.indices where !settledX[s].isEmpty {
            let x = anchorX[s] - settledX[s][k], v = anchorV[s] - settledV[s][k]
            let m = maps[s]
            p += m.a11 * x + m.a12 * v
        }
        return p
    }

    // MARK: Rect queries

    /// The entries (ascending) whose swept box meets `rect` (a buffer of this view's, valid until
    /// the next query), the index built from `bounds` (every entry's swept box) on first use.
    /// Allocates nothing after the first query.
    mutating func candidates(in rect: Rect, axis: Axis, count: Int, bounds: (Int) -> Rect) -> [Int32] {
        if index == nil { index = SpatialIndex(axis: axis, bounds: (0..<count).map(bounds)) }
        var found = candidates
        candidates = []
        found.removeAll(keepingCapacity: true)
        index.unsafelyUnwrapped.forEach(intersecting: rect) { found.append(Int32($0)) }
        FrameIndex.sortAscending(&found)
        candidates = found
        return found
    }

    /// The interval a channel's value stays within from the anchor on: from `x` moving at `v` to
    /// `target` on `spring` (its energy never grows: |x − target| ≤ √(d² + (v/ω)²); without
    /// overshoot from rest when critically or over-damped), widened for rounding.
    static func sweptInterval(x: Double, v: Double, target: Double, spring: Spring) -> (low: Double, high: Double) {
        let d = x - target
        let slack = 1e-9 * (Swift.abs(target) + Swift.abs(x) + 1)
        if v == 0 && spring.dampingRatio >= 1 - 1e-6 {
            let margin = 1e-6 * Swift.abs(d) + slack
            return (Swift.min(x, target) - margin, Swift.max(x, target) + margin)
        }
        let omega = spring.naturalFrequency
        let r = (d * d + (v / omega) * (v / omega)).squareRoot() * (1 + 1e-9) + slack
        return (target - r, target + r)
    }
}
