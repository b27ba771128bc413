/// The sums behind the transition's progress P = Σ w·(x − from) over the weighted channels:
/// the rest sum of the channels at rest, the grid progress (the sum at the current grid point) and,
/// per spring, X = Σ w·(x − target) and V = Σ w·v over the moving weighted channels, with
/// C = Σ w·(target − from).
///
/// Under the exact integrator the sums are *tracked*: the exact step map Φ(h) is linear and the
/// same for every channel of a spring, so one clock step maps (X, V) to Φ(h)·(X, V) — O(springs)
/// instead of a pass over the moving channels; channels that settle are subtracted (O(changes)).
/// Anything else that writes weighted channels (a start, a retarget, a delayed start, a rebase)
/// invalidates them (``invalidate()``, the one place that stops tracking), and they are recomputed
/// once, directly. Other integrators recompute the grid progress and the spring sums on demand,
/// once per grid state (the clock's grid stamp).
///
/// Invariants: one X and V per spring of the channel store; while tracked, X, V, C and the grid
/// progress describe the batch at the grid stamp they were computed or propagated for.
struct ProgressSums {
    /// Σ w·(target − from) over the weighted channels at rest.
    private(set) var restSum = 0.0
    /// Whether any channel counts for the progress (else P is 1).
    private(set) var hasWeights = false
    /// Whether the integrator is the exact map (the sums then follow the clock steps).
    private(set) var isExact = false
    /// The grid progress, valid at grid stamp ``progressStamp``.
    private var gridProgress = 0.0
    private var progressStamp: UInt64 = 0
    /// X and V per spring, valid at grid stamp ``springSumsStamp`` (or while tracked).
    private var springSumsX: [Double] = []
    private var springSumsV: [Double] = []
    private var springSumsStamp: UInt64 = 0
    /// Whether X, V, C and the grid progress describe the current grid state and follow the clock
    /// steps (exact integrator only; see ``recompute(over:stamp:timeStep:)``).
    private var tracked = false
    /// C = Σ w·(target − from) over the moving weighted channels, while tracked.
    private var activeTargetSum = 0.0
    /// Φ(timeStep) per spring, for tracking the sums.
    private var stepMaps: [SpringStepMatrix] = []

    /// Whether the running sums can follow the clock steps under `integrator`: it is the exact map.
    static func tracks(with integrator: any Integrator) -> Bool { integrator is ExactIntegrator }

    /// Notes the integrator; the sums are no longer tracked.
    mutating func use(_ integrator: any Integrator) {
        isExact = Self.tracks(with: integrator)
        invalidate()
    }

    /// The sums no longer describe the batch (a weighted channel was written from outside a step).
    @inline(__always)
    mutating func invalidate() { tracked = false }

    /// Whether the sums are tracked and current.
    var isTracked: Bool { tracked }

    /// Grows X and V to one per spring of `store`.
    mutating func growSprings(to count: Int) {
        let added = count - springSumsX.count
        guard added > 0 else { return }
        springSumsX.append(contentsOf: repeatElement(0, count: added))
        springSumsV.append(contentsOf: repeatElement(0, count: added))
    }

    /// Starts over after new weights: `hasWeights`, the rest sum, nothing cached.
    mutating func reset(hasWeights: Bool, restSum: Double) {
        self.hasWeights = hasWeights
        self.restSum = restSum
        progressStamp = 0
        springSumsStamp = 0
    }

    /// Recomputes the grid progress, the per-spring sums and C directly from `store` (one pass
    /// over the moving channels) at grid stamp `stamp`, and starts tracking them when the
    /// integrator is exact.
    mutating func recompute(over store: borrowing ChannelStore, stamp: UInt64, timeStep: Double) {
        refreshStepMaps(store.springs, timeStep: timeStep)
        let (sum, c) = sumOverMovingChannels(store, startingAt: restSum)
        gridProgress = sum
        activeTargetSum = c
        progressStamp = stamp
        springSumsStamp = stamp
        tracked = isExact
    }

    /// Recomputes them unless they are tracked (exact integrator only).
    mutating func recomputeIfUntracked(over store: borrowing ChannelStore, stamp: UInt64, timeStep: Double) {
        if isExact && !tracked { recompute(over: store, stamp: stamp, timeStep: timeStep) }
    }

    /// Φ(timeStep) for every spring of the table (recomputed when the table grew).
    private mutating func refreshStepMaps(_ springs: [Spring], timeStep h: Double) {
        guard stepMaps.count != springs.count else { return }
        stepMaps = springs.map { $0.stepMatrix(for: h) }
    }

    // MARK: Clock steps

    /// Before the batch is advanced by one clock step: maps the per-spring sums through it when
    /// tracked. Returns whether the sums follow this step.
    mutating func beginStep(springs: [Spring], timeStep: Double) -> Bool {
        let following = tracked && isExact
        guard following else { return false }
        refreshStepMaps(springs, timeStep: timeStep)
        let maps = stepMaps
        springSumsX.withUnsafeMutableBufferPointer { sx in
            springSumsV.withUnsafeMutableBufferPointer { sv in
                for s in sx.indices {
                    let m = maps[s], x = sx[s], v = sv[s]
                    sx[s] = m.a11 * x + m.a12 * v
                    sv[s] = m.a21 * x + m.a22 * v
                }
            }
        }
        return true
    }

    /// A weighted channel with bookkeeping `info` came to rest from displacement `d` and velocity
    /// `v`: subtracted from the spring sums when `following` the step.
    @inline(__always)
    mutating func settled(_ info: ChannelInfo, displacement d: Double, velocity v: Double, following: Bool) {
        guard following else { return }
        springSumsX[Int(info.spring)] -= info.weight * d
        springSumsV[Int(info.spring)] -= info.weight * v
    }

    /// A weighted channel came to rest after `travel` = w·(target − from): it joins the rest sum.
    @inline(__always)
    mutating func settled(travel: Double, following: Bool) {
        restSum += travel
        if following { activeTargetSum -= travel }
    }

    /// After a clock step (and the delayed starts it made): takes the grid progress from the
    /// tracked sums. Returns `false` when they must be recomputed instead (``recompute(over:stamp:timeStep:)``:
    /// something invalidated them under the exact integrator).
    mutating func endStep(following: Bool, stamp: UInt64) -> Bool {
        if following && tracked {
            var p = restSum + activeTargetSum
            for x in springSumsX { p += x }
            gridProgress = p
            progressStamp = stamp
            springSumsStamp = stamp
            return true
        }
        return !isExact
    }

    // MARK: Reading

    /// The grid state of stamp `old` now has stamp `new` (a checkpoint restored: the clock's
    /// stamps moved on): what was computed or tracked for it stays valid, and tracking continues.
    mutating func restamp(_ old: UInt64, to new: UInt64) {
        if progressStamp == old { progressStamp = new }
        if springSumsStamp == old { springSumsStamp = new }
    }

    /// The progress at the grid point of stamp `stamp`, if it was computed for it.
    @inline(__always)
    func gridProgress(at stamp: UInt64) -> Double? { progressStamp == stamp ? gridProgress : nil }

    /// Computes the progress at the grid point of stamp `stamp` from `store` (once per grid state:
    /// see ``gridProgress(at:)``).
    mutating func computeGridProgress(over store: borrowing ChannelStore, stamp: UInt64) -> Double {
        progressStamp = stamp
        let b = store.batch
        var sum = restSum
        store.info.withUnsafeBufferPointer { info in
            for slot in 0..<b.activeCount {
                let id = b.channel(inSlot: slot)
                let c = info[Int(id.rawValue)]
                if c.weight != 0 { sum += c.weight * (b.position(inSlot: slot) - c.from) }
            }
        }
        gridProgress = sum
        return sum
    }

    /// Whether the per-spring sums describe the grid state of stamp `stamp`.
    @inline(__always)
    func hasSpringSums(at stamp: UInt64) -> Bool { springSumsStamp == stamp }

    /// Brings the per-spring sums to the grid state of stamp `stamp` (a pass over `store`'s moving
    /// channels unless they are tracked).
    mutating func refreshSpringSums(over store: borrowing ChannelStore, stamp: UInt64) {
        springSumsStamp = stamp
        // Tracked sums (exact integrator) are current.
        if !tracked { _ = sumOverMovingChannels(store) }
    }

    /// Adds to `p` what the moving channels add over the remainder: Σ over springs of
    /// (Φ₁₁ − 1)·X + Φ₁₂·V, through `maps`, Φ(remainder) per spring (the per-spring sums current).
    func addRemainderTerms(to p: inout Double, maps: [SpringStepMatrix]) {
        for s in maps.indices {
            let m = maps[s]
            p += (m.a11 - 1) * springSumsX[s] + m.a12 * springSumsV[s]
        }
    }

    /// One pass over the moving channels: fills the per-spring sums Σ w·(x − target) and Σ w·v,
    /// and returns `start` + Σ w·(x − from) and Σ w·(target − from).
    private mutating func sumOverMovingChannels(_ store: borrowing ChannelStore,
                                                startingAt start: Double = 0) -> (moved: Double, travel: Double) {
        let b = store.batch
        var sum = start, c = 0.0
        store.info.withUnsafeBufferPointer { info in
            springSumsX.withUnsafeMutableBufferPointer { sx in
                springSumsV.withUnsafeMutableBufferPointer { sv in
                    for s in sx.indices {
                        sx[s] = 0
                        sv[s] = 0
                    }
                    for slot in 0..<b.activeCount {
                        let id = b.channel(inSlot: slot)
                        let ci = info[Int(id.rawValue)]
                        guard ci.weight != 0 else { continue }
                        let x = b.position(inSlot: slot)
                        sum += ci.weight * (x - ci.from)
                        let t = b.target(of: id)
                        c += ci.weight * (t - ci.from)
                        let k = Int(ci.spring)
                        sx[k] += ci.weight * (x - t)
                        sv[k] += ci.weight * b.velocity(of: id)
                    }
                }
            }
        }
        return (sum, c)
    }
}
