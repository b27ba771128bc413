/// Advances every channel with its spring's exact one-step map Φ(dt) (the closed form of
/// ``Spring/stepMatrix(for:)``), so the result is exact for any `dt` up to rounding, at any
/// frame rate, and the cost is four multiply–adds per channel.
///
/// The map is applied as an increment, `x += (Φ − I)·(x − target, v)`, with the diagonal of
/// Φ − I computed directly (from `expm1` and half-angle forms) rather than as `Φ₁₁ − 1`. Storing
/// Φ itself would round its near-1 diagonal the same way every frame, and that bias compounds:
/// after 100,000 frames of 1/120 s a slow spring drifts by about 1e-11 of its motion. In
/// increment form only the unbiased rounding of each frame's addition remains (measured: below
/// 1e-12 relative after 100,000 frames in every regime).
///
/// The map is computed once per distinct spring and step size and cached, so steady-state
/// frames allocate nothing. This is the integrator to use when all you need is springs; the
/// others exist to be compared with it, and to integrate systems without a closed form.
///
/// |Φ| ≤ 1 in the energy norm for every damped spring, so positions and velocities stay finite,
/// except near the overflow threshold: there a frame whose result would not be finite throws
/// ``IntegratorError/nonFiniteResult(channel:)`` and leaves the batch unchanged, as every other
/// integrator does. A bound checked before each frame (the largest |x|, |target|, |v| against the
/// largest entry of Φ − I) keeps the usual frame free of any copy.
///
/// **Moving targets** (``ChannelBatch/retarget(_:to:velocity:)``) are followed exactly too: for a
/// target g(τ) = g₀ + u·τ the spring's response to the ramp has the closed form
/// z(h) = Φ(h)·z(0) in the shifted coordinates z = x − g + (c/k)·u, z′ = v − u, so a channel
/// chasing a linearly moving target lands on the same state at any frame rate. Those frames
/// take a checked path (a copy of the state, restored if a value would not be finite), since a
/// moving target has no lasting bound.
public struct ExactIntegrator: Integrator {
    /// `"exact"`.
    public var name: String { "exact" }
    /// One accepted step per call; no function evaluations.
    public private(set) var statistics = IntegrationStatistics.zero

    @usableFromInline var increments: [SpringStepIncrement] = []
    /// c/k per cached spring: the steady lag per unit of target velocity (a ramp's offset).
    var lagPerVelocity: [Double] = []
    @usableFromInline var cachedSprings: [Spring] = []
    @usableFromInline var cachedStep = Double.nan
    /// The largest |entry| of the cached maps Φ − I (infinite when one is not finite).
    var largestIncrement = 0.0
    /// How far the cached springs can carry a batch's magnitudes (see `lastingGrowth(of:)`).
    var lastingGrowth = Double.infinity
    /// The state before a frame that may overflow, to put back if it did.
    var backup = StateBackup()

    /// Creates the integrator.
    public init() {}

    /// Counts `steps` steps taken without a call of ``advance(_:by:)``: a transition that reads its
    /// channels from the closed form instead of stepping them (its lazy exact path) takes its clock
    /// steps this way, so that the statistics count them as stepping every channel would.
    package mutating func countSteps(_ steps: Int) { statistics.acceptedSteps += steps }

    /// Advances the active channels of `batch` by `dt` seconds.
    ///
    /// - Throws: ``IntegratorError/invalidTimeStep(_:)`` for a negative or non-finite `dt`;
    ///   ``IntegratorError/nonFiniteResult(channel:)`` when a new position or velocity would not be
    ///   finite (states near the overflow threshold, such as |position − target| near 1e308, or a
    ///   map Φ(dt) that overflows, such as k = 1e300 with dt = 1e300), with the batch unchanged.
    public mutating func advance(_ batch: inout ChannelBatch, by dt: Double) throws {
        try IntegratorError.check(dt)
        refreshIncrements(for: batch, step: dt)
        if batch.hasMovingTargets {
            try advanceFollowingRamps(&batch, by: dt)
            statistics.acceptedSteps += 1
            return
        }
        // The fast path cannot overflow: every |x|, |target|, |v| ≤ M and every entry of Φ − I is
        // at most E in magnitude, so |x − target| ≤ 2M and each new value is at most M + 3·E·M.
        // M is the bound the previous pass left in the batch (nothing has written since), or a scan.
        var bound = batch._magnitudeBound
        var lasting = batch._magnitudeBoundLasts
        if lasting && !isSafe(bound) {
            // The lasting bound is too loose to certify this step: measure the state instead.
            bound = .infinity
            lasting = false
        }
        if !(bound.isFinite) { bound = batch.withActiveChannels { c in Self.largestMagnitude(c) } }
        if isSafe(bound) {
            if lasting {
                // The bound holds for every state reachable from here: the map and the rest check only.
                let anyAtRest = applyIncrements(&batch, trackingBound: false).anyAtRest
                batch._magnitudeBound = bound
                batch._magnitudeBoundLasts = true
                batch._knownUnsettled = !anyAtRest
            } else {
                // One pass: the map, the new bound and whether any channel reached its rest
                // thresholds; then, when the springs allow, a bound for the whole future.
                let (newBound, anyAtRest) = applyIncrements(&batch, trackingBound: true)
                let future = newBound * lastingGrowth
                if future.isFinite && isSafe(future) {
                    batch._magnitudeBound = future
                    batch._magnitudeBoundLasts = true
                } else {
                    batch._magnitudeBound = newBound
                }
                batch._knownUnsettled = !anyAtRest
            }
        } else {
            batch.withActiveChannels { c in backup.save(c) }
            applyIncrements(&batch)
            let bad = batch.withActiveChannels { c -> Int? in
                guard let bad = StateBackup.firstNonFinite(c) else { return nil }
                backup.restore(c)
                return bad
            }
            if let bad { throw IntegratorError.nonFiniteResult(channel: batch.channel(inSlot: bad)) }
        }
        statistics.acceptedSteps += 1
    }

    /// One frame with moving targets: per channel, with d = x − g₀ + (c/k)·u and w = v − u,
    /// `x += u·h + d11·d + a12·w` and `v += a21·d + d22·w` (the increment form of the ramp's closed
    /// form), then the targets move by u·h. Checked: a non-finite position, velocity or target
    /// puts everything back and throws.
    mutating func advanceFollowingRamps(_ batch: inout ChannelBatch, by h: Double) throws {
        batch.withActiveChannels { c in backup.save(c) }
        let bad = increments.withUnsafeBufferPointer { phi in
            lagPerVelocity.withUnsafeBufferPointer { lag in
                batch.withActiveChannels { c -> Int? in
                    var bad: Int?
                    for i in 0..<c.count {
                        let s = Int(c.springIndices[i])
                        let m = phi[s]
                        let x = c.positions[i], v = c.velocities[i], t = c.targets[i], u = c.targetVelocities[i]
                        // u = 0 needs no shift (and c/k may overflow for a nearly massless stiff spring).
                        let d = u == 0 ? x - t : (x - t) + lag[s] * u
                        let w = v - u
                        let x1 = x + u * h + (m.d11 * d + m.a12 * w)
                        let v1 = v + (m.a21 * d + m.d22 * w)
                        c.positions[i] = x1
                        c.velocities[i] = v1
                        if bad == nil && !(x1.isFinite && v1.isFinite && (t + u * h).isFinite) { bad = i }
                    }
                    if bad != nil { backup.restore(c) }
                    return bad
                }
            }
        }
        if let bad { throw IntegratorError.nonFiniteResult(channel: batch.channel(inSlot: bad)) }
        batch.advanceTargets(by: h)
    }

    /// Whether a step cannot overflow when every |x|, |target| and |v| is at most `bound`: each
    /// entry of Φ − I is at most E in magnitude, so |x − target| ≤ 2·bound and each new value is at
    /// most bound + 3·E·bound.
    func isSafe(_ bound: Double) -> Bool {
        bound.isFinite && largestIncrement.isFinite && bound * (1 + 3 * largestIncrement) < Double.greatestFiniteMagnitude / 2
    }

    /// x += (Φ − I)·(x − target, v) for every active channel. Returns the largest |position|,
    /// |velocity| or |target| after the step (0 unless `trackingBound`), and whether some channel
    /// now lies within its rest thresholds (what ``ChannelBatch/removeSettled(_:)`` would remove).
    @discardableResult
    mutating func applyIncrements(_ batch: inout ChannelBatch, trackingBound: Bool = true) -> (bound: Double, anyAtRest: Bool) {
        let rdMax = batch._largestRestDisplacement, rvMax = batch._largestRestVelocity
        return increments.withUnsafeBufferPointer { phi in
            batch.withActiveChannelsAndThresholds { c, thresholds in
                guard c.count > 0 else { return (0, false) }
                let positions = c.positions.baseAddress.unsafelyUnwrapped, velocities = c.velocities.baseAddress.unsafelyUnwrapped
                let targets = c.targets.baseAddress.unsafelyUnwrapped, springs = c.springIndices.baseAddress.unsafelyUnwrapped
                if !trackingBound {
                    // The map and the rest check only (the caller holds a lasting bound).
                    var atRest = false
                    for i in 0..<c.count {
                        atRest = Self.stepOnly(i, positions, velocities, targets, springs, phi, thresholds, rdMax, rvMax) || atRest
                    }
                    return (0, atRest)
                }
                // Four independent running maxima: one chain would cost a max's latency per channel.
                var b0 = 0.0, b1 = 0.0, b2 = 0.0, b3 = 0.0
                var atRest = false
                let n = c.count
                var i = 0
                while i + 4 <= n {
                    let r0 = Self.step(i, positions, velocities, targets, springs, phi, thresholds, rdMax, rvMax)
                    let r1 = Self.step(i + 1, positions, velocities, targets, springs, phi, thresholds, rdMax, rvMax)
                    let r2 = Self.step(i + 2, positions, velocities, targets, springs, phi, thresholds, rdMax, rvMax)
                    let r3 = Self.step(i + 3, positions, velocities, targets, springs, phi, thresholds, rdMax, rvMax)
                    b0 = b0 > r0.magnitude ? b0 : r0.magnitude
                    b1 = b1 > r1.magnitude ? b1 : r1.magnitude
                    b2 = b2 > r2.magnitude ? b2 : r2.magnitude
                    b3 = b3 > r3.magnitude ? b3 : r3.magnitude
                    atRest = atRest || r0.atRest || r1.atRest || r2.atRest || r3.atRest
                    i += 4
                }
                while i < n {
                    let r = Self.step(i, positions, velocities, targets, springs, phi, thresholds, rdMax, rvMax)
                    b0 = b0 > r.magnitude ? b0 : r.magnitude
                    atRest = atRest || r.atRest
                    i += 1
                }
                let bound = Swift.max(Swift.max(b0, b1), Swift.max(b2, b3))
                return (bound, atRest)
            }
        }
    }

    /// One channel of the fused pass: x += (Φ − I)·(x − target, v); returns the largest of
    /// |new x|, |target|, |new v| and whether the channel is now within its rest thresholds
    /// (read only for a channel within the batch's largest thresholds `rdMax` and `rvMax`, so that
    /// moving channels cost no threshold loads).
    @inline(__always)
    static func step(_ i: Int, _ positions: UnsafeMutablePointer<Double>, _ velocities: UnsafeMutablePointer<Double>,
                     _ targets: UnsafePointer<Double>, _ springs: UnsafePointer<Int32>,
                     _ phi: UnsafeBufferPointer<SpringStepIncrement>, _ thresholds: SlotThresholds,
                     _ rdMax: Double, _ rvMax: Double) -> (magnitude: Double, atRest: Bool) {
        let (x1, v1, t) = map(i, positions, velocities, targets, springs, phi)
        let ax = Swift.abs(x1), at = Swift.abs(t), av = Swift.abs(v1)
        let a = ax > at ? ax : at
        let ad = Swift.abs(x1 - t)
        return (a > av ? a : av, ad < rdMax && av < rvMax && thresholds.holds(i, ad, av))
    }

    /// Channel `i` through its spring's increment map, x += (Φ − I)·(x − target, v), in place;
    /// returns the new position and velocity and the target.
    @inline(__always)
    static func map(_ i: Int, _ positions: UnsafeMutablePointer<Double>, _ velocities: UnsafeMutablePointer<Double>,
                    _ targets: UnsafePointer<Double>, _ springs: UnsafePointer<Int32>,
                    _ phi: UnsafeBufferPointer<SpringStepIncrement>) -> (x: Double, v: Double, target: Double) {
        let m = phi[Int(springs[i])]
        let x = positions[i], v = velocities[i], t = targets[i]
        let d = x - t
        let x1 = x + (m.d11 * d + m.a12 * v)
        let v1 = v + (m.a21 * d + m.d22 * v)
        positions[i] = x1
        velocities[i] = v1
        return (x1, v1, t)
    }

    /// One channel of the map without the bound: x += (Φ − I)·(x − target, v); returns whether the
    /// channel is now within its rest thresholds (loaded only within the batch's largest ones).
    @inline(__always)
    static func stepOnly(_ i: Int, _ positions: UnsafeMutablePointer<Double>, _ velocities: UnsafeMutablePointer<Double>,
                         _ targets: UnsafePointer<Double>, _ springs: UnsafePointer<Int32>,
                         _ phi: UnsafeBufferPointer<SpringStepIncrement>, _ thresholds: SlotThresholds,
                         _ rdMax: Double, _ rvMax: Double) -> Bool {
        let (x1, v1, t) = map(i, positions, velocities, targets, springs, phi)
        let ad = Swift.abs(x1 - t), av = Swift.abs(v1)
        return ad < rdMax && av < rvMax && thresholds.holds(i, ad, av)
    }

    /// The largest |position|, |target| or |velocity| of the active channels; infinite when any of
    /// them is NaN (or infinite), so that the step takes the checked path and throws.
    static func largestMagnitude(_ c: ActiveChannels) -> Double {
        let n = c.count
        guard n > 0 else { return 0 }
        let x = c.positions.baseAddress.unsafelyUnwrapped, t = c.targets.baseAddress.unsafelyUnwrapped
        let v = c.velocities.baseAddress.unsafelyUnwrapped
        @inline(__always) func magnitude(_ i: Int) -> Double {
            Swift.max(Swift.abs(x[i]), Swift.max(Swift.abs(t[i]), Swift.abs(v[i])))
        }
        // (`Swift.max` drops a NaN: `max(m, .nan)` is `m`. So the values are summed as well: the
        // sum is not finite when some value is NaN or infinite — or when finite values add up past
        // the largest double, which only sends the step down the checked path.)
        @inline(__always) func poison(_ i: Int) -> Double { (x[i] + t[i]) + v[i] }
        // Four independent running maxima (one chain would cost a max's latency per channel); the
        // largest of a set does not depend on the order it is taken in, so the result is the
        // single chain's.
        var m0 = 0.0, m1 = 0.0, m2 = 0.0, m3 = 0.0
        var p0 = 0.0, p1 = 0.0, p2 = 0.0, p3 = 0.0
        var i = 0
        while i + 4 <= n {
            m0 = Swift.max(m0, magnitude(i))
            m1 = Swift.max(m1, magnitude(i + 1))
            m2 = Swift.max(m2, magnitude(i + 2))
            m3 = Swift.max(m3, magnitude(i + 3))
            p0 += poison(i)
            p1 += poison(i + 1)
            p2 += poison(i + 2)
            p3 += poison(i + 3)
            i += 4
        }
        while i < n {
            m0 = Swift.max(m0, magnitude(i))
            p0 += poison(i)
            i += 1
        }
        guard p0.isFinite && p1.isFinite && p2.isFinite && p3.isFinite else { return .infinity }
        return Swift.max(Swift.max(m0, m1), Swift.max(m2, m3))
    }

    /// Recomputes the maps when the step or the batch's springs changed. The check is O(1): the
    /// cached array shares the batch's spring storage, and the batch can only change its springs
    /// by copying that storage (copy on write), so the same storage means the same springs.
    mutating func refreshIncrements(for batch: ChannelBatch, step: Double) {
        if step == cachedStep && Self.sameStorage(batch._springTable.springs, cachedSprings) { return }
        cachedStep = step
        cachedSprings = batch._springTable.springs
        increments.removeAll(keepingCapacity: true)
        lagPerVelocity.removeAll(keepingCapacity: true)
        largestIncrement = 0
        lastingGrowth = Self.lastingGrowth(of: cachedSprings)
        for spring in cachedSprings {
            let m = SpringStepIncrement(spring, step: step)
            increments.append(m)
            lagPerVelocity.append(spring.damping / spring.stiffness)
            largestIncrement = Swift.max(largestIncrement, Swift.max(Swift.max(Swift.abs(m.d11), Swift.abs(m.a12)),
                                                                     Swift.max(Swift.abs(m.a21), Swift.abs(m.d22))))
            if !(m.d11.isFinite && m.a12.isFinite && m.a21.isFinite && m.d22.isFinite) { largestIncrement = .infinity }
        }
    }

    /// A factor G such that when every |x|, |target| and |v| of a batch on `springs` is at most M,
    /// every state the exact map reaches from there stays within G·M (infinity when there is no
    /// such factor: a spring without stiffness or with negative damping).
    ///
    /// With damping ≥ 0 the energy norm N = √((x − target)² + (v/ω)²) never grows along the exact
    /// flow. Now N ≤ M·√(4 + 1/ω²) =: M·K, so from then on |x − target| ≤ M·K, |x| ≤ M + M·K and
    /// |v| ≤ ω·M·K; G is twice 1 + K·max(1, ω_max) (the factor 2 covers rounding).
    static func lastingGrowth(of springs: [Spring]) -> Double {
        var lowest = Double.infinity, highest = 0.0
        for s in springs {
            let omega = s.naturalFrequency
            guard s.damping >= 0, omega > 0, omega.isFinite else { return .infinity }
            lowest = Swift.min(lowest, omega)
            highest = Swift.max(highest, omega)
        }
        guard lowest.isFinite else { return .infinity }
        let k = (4 + 1 / (lowest * lowest)).squareRoot()
        let g = 2 * (1 + k * Swift.max(1, highest))
        return g.isFinite ? g : .infinity
    }

    /// Whether two arrays share their storage (and so their elements), without comparing them.
    static func sameStorage(_ a: [Spring], _ b: [Spring]) -> Bool {
        guard a.count == b.count else { return false }
        if a.isEmpty { return true }
        return a.withUnsafeBufferPointer { p in b.withUnsafeBufferPointer { q in p.baseAddress == q.baseAddress } }
    }
}
